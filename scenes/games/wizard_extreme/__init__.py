"""Wizard Extreme: the scene and the widgets only this game uses."""

from scenes.games.wizard_extreme.scene import SCENE_CLASS, WizardExtremeScene

__all__ = ["SCENE_CLASS", "WizardExtremeScene"]
