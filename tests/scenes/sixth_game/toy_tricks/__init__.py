"""Toy Tricks' scene package, laid out as a sixth game's ``scenes/games/toy_tricks/``.

The test of :mod:`tests.scenes.test_sixth_game` puts this folder on the
path of :mod:`scenes.games`, so the program finds it the way it finds the
five real games.
"""
