"""Where lessons are offered: the "Learn" button under each menu tile (marked "New" until
the lesson is first started, "Resume" for a lesson left with Esc), and the one-time offer
when a game is first chosen (:mod:`scenes.modes.lesson`)."""

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
    """True until the game's lesson was first started (kept with the statistics): a
    lesson begun, left or finished is no longer news."""
    context.flush_statistics()  # the lesson's first step may still be on its way to the disk
    stats = storage.game_stats(game_id)
    return not (stats.lesson_started or stats.lesson_finished or stats.lesson_step
                or lesson_was_left(context, game_id))


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
    the lesson is first started. The badge sits just above the button's right end, in a
    strip the menu keeps free for it between the tile (or its Resume game) and the
    buttons: it covers no label and no other button (it once hung over the tile's edge
    and a Resume)."""

    def __init__(self, rect: pygame.Rect, game_id: str, context: AppContext,
                 on_click: object, *, scale: float) -> None:
        resume = lesson_was_left(context, game_id)
        super().__init__(rect, "lesson.resume" if resume else "lesson.learn",
                         on_click=on_click,  # type: ignore[arg-type]
                         style=ButtonStyle.PRIMARY if resume else ButtonStyle.SECONDARY,
                         enabled=has_lesson(game_id))
        self.game_id = game_id
        self.is_new = self.enabled and lesson_is_new(context, game_id)
        self.scale = scale

    def badge_rect(self) -> pygame.Rect:
        """Where the "New" badge is drawn: above the button's right end, inside the strip
        of :func:`badge_strip` height over it."""
        label = self._badge_label()
        badge = pygame.Rect(0, 0, label.get_width() + theme.px(12, self.scale),
                            badge_strip(self.scale) - theme.px(4, self.scale))
        badge.bottomright = (self.rect.right - theme.px(4, self.scale),
                             self.rect.top - theme.px(2, self.scale))
        return badge

    def _badge_label(self) -> pygame.Surface:
        return assets.text(self.shown_words()("lesson.new"),
                           theme.text_px(TextSize.SMALL, self.scale), theme.INK, bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.is_new:
            return
        badge, label = self.badge_rect(), self._badge_label()
        surface.blit(paint.gradient_panel(badge.size, theme.GOLD_LIGHT, theme.GOLD,
                                          badge.height // 2, theme.GOLD_DARK, 1, True), badge)
        surface.blit(label, label.get_rect(center=badge.center))


def badge_strip(scale: float) -> int:
    """The height kept free above the Learn buttons while a lesson is new: the badge and a
    little air (the small text's glyphs, not its whole line, fill the badge)."""
    return theme.px(26, scale)


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
