"""Polterfass (Barrel Dice): the scene and the widgets only this game uses."""
