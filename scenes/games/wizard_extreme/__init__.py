"""Wizard Extreme: the scene and the widgets only this game uses."""
