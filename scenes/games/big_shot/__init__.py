"""Big Shot: the scene and the widgets only this game uses."""

from scenes.games.big_shot.scene import SCENE_CLASS, BigShotScene

__all__ = ["SCENE_CLASS", "BigShotScene"]
