"""Winner's Circle: the scene and the widgets only this game uses."""
