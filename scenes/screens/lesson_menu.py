"""Where lessons are offered: the "Learn" button under each menu tile (marked "New" until
the lesson is finished, "Resume" for a lesson left with Esc), and the one-time offer when
a game is first chosen (:mod:`scenes.modes.lesson`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.screens.dialogs import ConfirmScene
from scenes.shell import assets, theme
from scenes.shell.scene import Replace, Transition
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.lessons import LESSONS, Lesson

if TYPE_CHECKING:
    from scenes.shell.context import AppContext


def lesson_is_new(context: AppContext, game_id: str) -> bool:
    """True until the game's lesson was played to its end (kept with the statistics)."""
    context.flush_statistics()  # the lesson's last step may still be on its way to the disk
    return not storage.game_stats(game_id).lesson_finished


def saved_step(context: AppContext, lesson: Lesson) -> int:
    """The step ``lesson`` was left at in an earlier run (kept with the statistics), or 0
    to start from the beginning: also for a step this lesson does not have (an edited
    file, or a lesson that changed since)."""
    if not context.persist:
        return 0
    context.flush_statistics()
    step = storage.game_stats(lesson.game_id).lesson_step
    return step if 0 < step < len(lesson.steps) else 0


def lesson_was_left(context: AppContext, game_id: str) -> bool:
    """True when the game's lesson waits to be resumed: left in this run, or in an
    earlier one at a step kept with the statistics."""
    left = context.left_lesson
    if left is not None and left.game_id == game_id:
        return True
    return has_lesson(game_id) and saved_step(context, LESSONS[game_id]) > 0


def has_lesson(game_id: str) -> bool:
    return game_id in LESSONS


class LearnButton(Button):
    """A tile's "Learn" ("Resume" for a lesson left unfinished), with a "New" badge until
    the lesson is finished."""

    def __init__(self, rect: pygame.Rect, game_id: str, context: AppContext,
                 on_click: object) -> None:
        resume = lesson_was_left(context, game_id)
        super().__init__(rect, "lesson.resume" if resume else "lesson.learn",
                         on_click=on_click,  # type: ignore[arg-type]
                         style=ButtonStyle.PRIMARY if resume else ButtonStyle.SECONDARY,
                         enabled=has_lesson(game_id))
        self.game_id = game_id
        self.is_new = self.enabled and lesson_is_new(context, game_id)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.is_new:
            return
        scale = theme.ui_scale(surface.get_size())
        label = assets.text(self.shown_words()("lesson.new"),
                            theme.text_px(TextSize.SMALL, scale), theme.INK, bold=True)
        badge = label.get_rect().inflate(theme.px(14, scale), theme.px(4, scale))
        badge.midbottom = (self.rect.right - badge.width // 2 - theme.px(4, scale),
                           self.rect.top + badge.height // 3)
        surface.blit(paint.gradient_panel(badge.size, theme.GOLD_LIGHT, theme.GOLD,
                                          badge.height // 2, theme.GOLD_DARK, 1, True), badge)
        surface.blit(label, label.get_rect(center=badge.center))


class LessonOffer(ConfirmScene):
    """The first time a game is chosen: learn it first, or just play (asked once)."""

    def __init__(self, context: AppContext, game_id: str,
                 play: Callable[[], Transition]) -> None:
        super().__init__(context, "lesson.offer", "lesson.offer_learn",
                         lambda: Replace(context.navigator.lesson(game_id)), danger=False,
                         message_args={"game": context.words(f"{game_id}.title")})
        self.play = play

    def layout(self) -> None:
        super().layout()
        just_play = self.ring.buttons[0]
        just_play.set_label("lesson.offer_play")
        just_play.on_click = lambda: self.go(self.play())


def offer_once(context: AppContext, game_id: str) -> bool:
    """True the first time ``game_id`` is chosen and it has a lesson not yet finished:
    the offer is then remembered as made, at once, so it is never made again."""
    if not (context.persist and has_lesson(game_id)):
        return False
    context.flush_statistics()
    stats = storage.game_stats(game_id)
    if stats.lesson_offered or stats.lesson_finished:
        return False
    context.write(lambda: storage.record_lesson(game_id, offered=True))
    return True
