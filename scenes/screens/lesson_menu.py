"""Where lessons are offered: the "Learn" button under each menu tile (marked "New" until
the lesson is first started, with a bar of how far it went for a lesson left with Esc),
and the one-time offer when a game is first chosen (:mod:`scenes.modes.lesson`)."""

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


def left_step(context: AppContext, game_id: str) -> int:
    """The step the game's lesson was left at (0: none waits to be resumed): in this run,
    or in an earlier one."""
    left = context.left_lesson
    if left is not None and left.game_id == game_id:
        return int(getattr(getattr(left.scene, "driver", None), "step_index", 0))
    return saved_step(context, LESSONS[game_id]) if has_lesson(game_id) else 0


def lesson_progress(context: AppContext, game_id: str) -> float | None:
    """How far the game's lesson went before it was left (0 to 1), or None when no lesson
    waits to be resumed."""
    if not lesson_was_left(context, game_id):
        return None
    step = left_step(context, game_id)
    return min(1.0, max(0.0, step / max(1, len(LESSONS[game_id].steps))))


def has_lesson(game_id: str) -> bool:
    return game_id in LESSONS


class LearnButton(Button):
    """A tile's "Learn", with a "New" badge until the lesson is first started. The badge
    sits just above the button's right end, in a strip the menu keeps free for it between
    the tile (or its Resume game) and the buttons: it covers no label and no other button
    (it once hung over the tile's edge and a Resume).

    A lesson left unfinished keeps the word "Learn" (a click continues it) with a gold bar
    along the face's foot showing how far it went: the tile's one "Resume" is the saved
    game's, and the label reads at its neighbours' size (a "Resume lesson" shrank every
    Play and Learn at 1280x720, and a second gold "Resume" was easy to take for the game's).
    """

    def __init__(self, rect: pygame.Rect, game_id: str, context: AppContext,
                 on_click: object, *, scale: float) -> None:
        super().__init__(rect, "lesson.learn", on_click=on_click,  # type: ignore[arg-type]
                         style=ButtonStyle.SECONDARY, enabled=has_lesson(game_id))
        self.game_id = game_id
        self.progress = lesson_progress(context, game_id) if self.enabled else None
        """How far the left lesson went (0 to 1); None when no lesson waits to be resumed."""
        self.is_new = self.enabled and lesson_is_new(context, game_id)
        self.scale = scale

    @property
    def resumes(self) -> bool:
        """True when a click continues a lesson left unfinished."""
        return self.progress is not None

    def progress_rect(self, face: pygame.Rect) -> pygame.Rect:
        """The progress bar's track: along the face's foot, under the label."""
        inset = max(6, face.height // 4)
        height = max(3, theme.px(5, self.scale))
        return pygame.Rect(face.x + inset, face.bottom - height - max(2, theme.px(3, self.scale)),
                           face.width - 2 * inset, height)

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect,
                      ink: theme.Colour) -> None:
        if self.progress is None:
            super()._draw_content(surface, face, ink)
            return
        track = self.progress_rect(face)
        # The label stands a little higher, clear of the bar, at its neighbours' size.
        super()._draw_content(surface, face.move(0, -(face.bottom - track.top) // 3), ink)
        radius = track.height // 2
        pygame.draw.rect(surface, theme.PAPER_RIM, track, border_radius=radius)
        filled = track.copy()
        filled.width = max(track.height, round(track.width * max(self.progress, 0.08)))
        pygame.draw.rect(surface, theme.GOLD_DARK, filled, border_radius=radius)

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
    """The height kept free above the Learn buttons, for a new lesson's badge and a little
    air (the small text's glyphs, not its whole line, fill the badge): kept with badges
    or none, so the tiles are one size for a new player and an old one."""
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
        just_play, learn = self.ring.buttons
        just_play.set_label("lesson.offer_play")
        just_play.on_click = lambda: self.go(self.play())
        just_play.style, learn.style = ButtonStyle.SECONDARY, ButtonStyle.PRIMARY
        # The focus on the gold button, the one offered: its ring stood on "Play now" beside
        # a gold "Learn first", and Enter did what the look did not say (trial s29 G/005).
        self.ring.focus(learn)


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


class LessonResume(ConfirmScene):
    """Learn, for a lesson left part-way: continue from the chapter it was left in (the gold
    button, focused: what Learn did before it asked), or start over (trial s35 R/009: the
    bar showed progress, and a player had no way back to the first card)."""

    def __init__(self, context: AppContext, game_id: str) -> None:
        super().__init__(context, "lesson.resume", "lesson.start_over",
                         lambda: self.start_over(), danger=False,
                         message_args={"game": context.words(f"{game_id}.title")})
        self.game_id = game_id
        lesson = LESSONS[game_id]
        self.chapter = lesson.chapter_at(left_step(context, game_id))

    def start_over(self) -> Transition:
        """The lesson from its first card: the place left is forgotten."""
        game_id, context = self.game_id, self.context
        context.left_lesson = None
        context.write(lambda: storage.record_lesson(game_id, step=0))
        return Replace(context.navigator.lesson(game_id))

    def layout(self) -> None:
        super().layout()
        start_over, resume = self.ring.buttons[1], self.ring.buttons[0]
        if self.chapter is None:
            resume.set_label("lesson.continue")
        else:
            resume.set_label("lesson.continue_from", chapter=self.context.words(self.chapter))
        resume.on_click = lambda: self.go(Replace(self.context.navigator.lesson(self.game_id)))
        resume.style, start_over.style = ButtonStyle.PRIMARY, ButtonStyle.SECONDARY
        # Each button as wide as its words ("Continue from the other rows"), the panel too.
        gap = self.px(theme.SPACE_L)
        words = self.context.words
        widths = [max(button.rect.width, assets.text_size(
            words(button.label_key or "", **button.label_args), self.font_px(TextSize.BODY),
            bold=True)[0] + self.px(64)) for button in (resume, start_over)]
        room = self.size[0] - self.px(40)
        self.panel.width = min(room, max(self.panel.width,
                                         sum(widths) + gap + 2 * self.px(theme.SPACE_L)))
        self.panel.centerx = self.size[0] // 2
        x = self.panel.centerx - (sum(widths) + gap) // 2
        for button, width in zip((resume, start_over), widths, strict=True):
            button.rect = pygame.Rect(x, button.rect.y, width, button.rect.height)
            x += width + gap
        self.ring.set_buttons([resume, start_over])
        self.ring.focus(resume)
