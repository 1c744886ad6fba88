"""Winner's Circle: the scene and the widgets only this game uses."""

from scenes.games.winners_circle.scene import SCENE_CLASS, WinnersCircleScene

__all__ = ["SCENE_CLASS", "WinnersCircleScene"]
