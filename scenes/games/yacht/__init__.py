"""Yacht Dice: the scene and the widgets only this game uses."""

from scenes.games import forward_to_scene

# Loads scene.py on first use, so drawing the menu tile (tile.py) loads nothing more.
__getattr__ = forward_to_scene(__name__)
