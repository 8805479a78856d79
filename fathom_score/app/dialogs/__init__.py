"""Small dialogs over the current screen."""
