"""Big Shot: the scene and the widgets only this game uses."""
