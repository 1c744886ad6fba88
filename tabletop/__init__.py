"""Tabletop: the pure-Python side of the game collection.

Rule engines, computer players, saves, settings and translations live here.
Nothing in this package imports pygame, pygame_gui or ``scenes``; the front
end imports this package, never the reverse.
"""

from __future__ import annotations

__version__ = "0.1.0"
