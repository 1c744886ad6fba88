"""Helpers that turn a worked example into a lesson: its steps and its chance script."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Action
from tabletop.lessons.lesson import LessonStep


@dataclass(frozen=True)
class Steps:
    """Makes a game's lesson steps, their words named in its catalogue under ``lesson.``.

    >>> Steps("polterfass")("close_tap", None, "hint.close_tap").hint
    'polterfass.lesson.hint.close_tap'
    """

    game_id: str

    def __call__(self, name: str, expect: Action | None = None,
                 hint: str | None = None) -> LessonStep:
        prefix = f"{self.game_id}.lesson."
        return LessonStep(prefix + name, expect, None if hint is None else prefix + hint)
