"""The toy game's scene: the shared-parts scene of :mod:`tests.scenes.toy_scene`."""

from tests.scenes.toy_scene import ToyScene

SCENE_CLASS = ToyScene
