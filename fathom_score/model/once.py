"""`worked_out_once`: a value of an unchanging object, worked out on first use and kept.

functools.cached_property does the same but takes a lock on every first use (Python 3.11);
boards and tiles are made by the thousand while scoring, each read by one thread, so the lock
cost more than the values it guarded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

Owner = TypeVar("Owner")
T = TypeVar("T")


class worked_out_once(Generic[Owner, T]):  # noqa: N801  (used as a decorator, like cached_property)
    def __init__(self, work: Callable[[Owner], T]) -> None:
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: Owner, owner: type | None = None) -> T:
        if instance is None:
            return self  # type: ignore[return-value]
        # Stored in the instance's __dict__, which then answers every later read directly
        # (this descriptor defines no __set__); frozen dataclasses allow it too.
        value = instance.__dict__[self.name] = self.work(instance)
        return value
