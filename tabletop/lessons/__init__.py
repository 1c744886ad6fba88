"""Lessons: a guided first round of each game, on the real engine (:mod:`.lesson`).

``LESSONS[game_id]`` is the lesson of one game. Each game's lesson lives in
``tabletop/lessons/<game_id>.py`` ending in ``LESSON = Lesson(...)``, and its
words in the game's own catalogue under ``<game_id>.lesson.*``; every module
of this package with a ``LESSON`` is registered, so adding one edits no list.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from tabletop.lessons.lesson import Lesson, LessonStep, play_through

LESSONS: dict[str, Lesson] = {}

for _module in pkgutil.iter_modules(__path__):
    _lesson = getattr(import_module(f"{__name__}.{_module.name}"), "LESSON", None)
    if isinstance(_lesson, Lesson):
        LESSONS[_lesson.game_id] = _lesson

__all__ = ["LESSONS", "Lesson", "LessonStep", "play_through"]
