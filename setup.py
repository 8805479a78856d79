"""The build step that compiles the translations: each fathom_score/words/locale/*/LC_MESSAGES/
*.po (the source, committed) into the .mo catalogue gettext reads (built, never committed).

Everything else about the package is in pyproject.toml; this file only adds `build_catalogues`
to setuptools' build, as setuptools documents for a file generated at build time
(setuptools.command.build.SubCommand): into the wheel's build folder for `pip install .`, and
beside the .po in the source tree for an editable install (`pip install -e .`), where the
package is imported from the source tree.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import Command, setup
from setuptools.command.build import build

LOCALE = Path("fathom_score", "words", "locale")


class BuildCatalogues(Command):
    description = "compile the translations (.po) into gettext catalogues (.mo) with Babel"
    user_options: list[tuple[str, str | None, str]] = []

    def initialize_options(self) -> None:
        self.build_lib: str | None = None
        self.editable_mode = False

    def finalize_options(self) -> None:
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def run(self) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for source, target in self._targets().items():
            with open(source, "rb") as po:
                catalog = read_po(po)
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(target, "wb") as mo:
                write_mo(mo, catalog)  # fuzzy translations are left out, as msgfmt does

    def _targets(self) -> dict[Path, Path]:
        """Each .po and the .mo it compiles to."""
        root = Path() if self.editable_mode else Path(self.build_lib or "")
        return {po: root / po.with_suffix(".mo") for po in sorted(LOCALE.glob("*/*/*.po"))}

    def get_source_files(self) -> list[str]:
        return [str(po) for po in self._targets()]

    def get_outputs(self) -> list[str]:
        return [str(Path(self.build_lib or "") / po.with_suffix(".mo")) for po in self._targets()]

    def get_output_mapping(self) -> dict[str, str]:
        # In an editable install the .mo is built in place, where the source tree is imported.
        if not self.editable_mode:
            return {}
        return {
            str(Path(self.build_lib or "") / po.with_suffix(".mo")): str(po.with_suffix(".mo"))
            for po in self._targets()
        }


class Build(build):
    sub_commands = [*build.sub_commands, ("build_catalogues", None)]


setup(cmdclass={"build": Build, "build_catalogues": BuildCatalogues})
