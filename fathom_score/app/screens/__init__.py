"""The app's screens: new game, board editor, scorepad, rules and keys."""
