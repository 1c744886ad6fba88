"""The replay's control bar, drawn over the prompt line of the game scene it drives.

Buttons for every control, a focus ring for Tab and Enter (the controller's A),
and the keys: Left/Right step, Space (X) plays or pauses, Home/End, PageUp/PageDown
or the shoulder buttons jump between rounds, V or Up/Down switch the viewer, S the
speed, P plays on from the move on screen, R shows the game's review where the log is
(or the log again), Esc (B) leaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.focus import FocusRing

if TYPE_CHECKING:
    from scenes.games.frame import FrameLayout
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession


class ReplayControls(Protocol):
    """What the bar drives: :class:`scenes.modes.replay.ReplayDriver` (which imports the bar)."""

    context: AppContext
    session: GameSession
    hides_information: bool
    playing: bool
    replay_viewer: int | None

    @property
    def layout(self) -> FrameLayout: ...

    @property
    def position(self) -> int: ...

    @property
    def step_count(self) -> int: ...

    @property
    def speed(self) -> int: ...

    @property
    def scale(self) -> float: ...

    def px(self, value: float) -> int: ...

    def step_to(self, position: int) -> None: ...

    def step_forward(self) -> None: ...

    def step_back(self) -> None: ...

    def stop_and_step_forward(self) -> None: ...

    def next_round(self) -> None: ...

    def previous_round(self) -> None: ...

    def toggle_play(self) -> None: ...

    def cycle_speed(self) -> None: ...

    def cycle_viewer(self) -> None: ...

    def toggle_review(self) -> None: ...

    @property
    def review_shown(self) -> bool: ...

    def play_on(self) -> None: ...

    def leave_replay(self) -> None: ...


class ReplayBar:
    """Step, play and viewer controls for one replay table."""

    def __init__(self, table: ReplayControls) -> None:
        self.table = table
        secondary = ButtonStyle.SECONDARY
        self.start = Button((0, 0, 1, 1), "replay.start", on_click=lambda: table.step_to(0),
                            style=secondary)
        self.round_back = Button((0, 0, 1, 1), "replay.round_back",
                                 on_click=table.previous_round, style=secondary)
        self.back = Button((0, 0, 1, 1), "replay.back", on_click=table.step_back,
                           style=secondary)
        self.play = Button((0, 0, 1, 1), "replay.pause", on_click=table.toggle_play)
        self.forward = Button((0, 0, 1, 1), "replay.forward", on_click=table.stop_and_step_forward,
                              style=secondary)
        self.round_next = Button((0, 0, 1, 1), "replay.round_next", on_click=table.next_round,
                                 style=secondary)
        self.end = Button((0, 0, 1, 1), "replay.end",
                          on_click=lambda: table.step_to(table.step_count), style=secondary)
        self.speed = Button((0, 0, 1, 1), "replay.speed", on_click=table.cycle_speed,
                            style=secondary, label_args={"speed": table.speed})
        self.viewer = Button((0, 0, 1, 1), "replay.viewer_all", on_click=table.cycle_viewer,
                             style=secondary, enabled=table.hides_information)
        self.play_on = Button((0, 0, 1, 1), "replay.play_on", on_click=table.play_on,
                              style=secondary)
        self.review = Button((0, 0, 1, 1), "replay.review", on_click=table.toggle_review,
                             style=secondary)
        self.buttons = [self.start, self.round_back, self.back, self.play, self.forward,
                        self.round_next, self.end, self.speed, self.viewer, self.review,
                        self.play_on]
        self.ring = FocusRing(self.buttons, focus_first=False)
        self.ring.focus(self.play)
        self._counter_w = 0
        self._layout()  # placed and worded before the first frame, which may come before an update

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The replay's own keys; True when ``event`` was one of them."""
        table = self.table
        ctrl_tab = event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        actions = {
            pygame.K_LEFT: table.step_back,
            pygame.K_RIGHT: table.stop_and_step_forward,
            pygame.K_SPACE: table.toggle_play,
            pygame.K_HOME: lambda: table.step_to(0),
            pygame.K_END: lambda: table.step_to(table.step_count),
            pygame.K_PAGEUP: table.previous_round,
            pygame.K_PAGEDOWN: table.next_round,
            pygame.K_v: table.cycle_viewer,
            pygame.K_UP: table.cycle_viewer,
            pygame.K_DOWN: table.cycle_viewer,
            pygame.K_s: table.cycle_speed,
            pygame.K_p: table.play_on,
            pygame.K_r: table.toggle_review,
            pygame.K_ESCAPE: table.leave_replay,
            pygame.K_PAUSE: table.leave_replay,
        }
        if ctrl_tab:  # the controller's shoulder buttons
            (table.previous_round if shift else table.next_round)()
            return True
        action = actions.get(event.key)
        if action is None:
            return False
        action()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.ring.handle_event(event)

    def update(self, dt: float) -> None:
        table = self.table
        self.play.set_label("replay.pause" if table.playing else "replay.play")
        self.speed.label_args = {"speed": table.speed}
        self.review.set_label("replay.review_hide" if table.review_shown else "replay.review")
        # The eyes button says what a press will show, not only what is shown now.
        shown = table.replay_viewer
        following = 0 if shown is None else shown + 1
        if not table.hides_information:  # nothing to switch: the table is all there is
            self.viewer.set_label("replay.viewer_all")
        elif following >= len(table.session.seats):
            self.viewer.set_label("replay.show_all")
        else:
            self.viewer.set_label("replay.show_seat", name=table.session.name(following))
        at_start, at_end = table.position == 0, table.position >= table.step_count
        for button, enabled in ((self.start, not at_start), (self.round_back, not at_start),
                                (self.back, not at_start), (self.forward, not at_end),
                                (self.round_next, not at_end), (self.end, not at_end),
                                (self.play_on, not at_end)):
            button.enabled = enabled
        self._layout()
        self.ring.update(dt)

    def _layout(self) -> None:
        area = self.table.layout.prompt
        gap = self.table.px(theme.SPACE_XS)
        self._counter_w = self.table.px(96)
        # Shares of the width: each label's width in English at 24 px (the longer of the
        # two languages), plus its padding, so every label reads at the same sofa size.
        widths = [10, 16, 10, 10, 13, 16, 9, 14, 24, 11, 20]
        room = area.width - self._counter_w - gap * len(widths)
        x = area.x + self._counter_w + gap
        for button, share in zip(self.buttons, widths, strict=True):
            width = room * share // sum(widths)
            button.rect = pygame.Rect(x, area.y + gap, width, area.height - 2 * gap)
            button.words = self.table.context.words  # laid out every frame: a switch shows at once
            x += width + gap

    def draw(self, surface: pygame.Surface) -> None:
        area = self.table.layout.prompt
        paint.rounded_rect(surface, area, theme.PAPER, self.table.px(theme.RADIUS_M))
        paint.rounded_rect(surface, area, theme.PAPER_RIM, self.table.px(theme.RADIUS_M), 2)
        counter = self.table.context.words("replay.counter", step=self.table.position,
                                           steps=self.table.step_count)
        size = assets.fit_text_px(counter, theme.text_px(TextSize.SMALL, self.table.scale),
                                  self._counter_w - self.table.px(theme.SPACE_S), bold=True)
        text = assets.text(counter, size, theme.INK, bold=True)
        surface.blit(text, text.get_rect(center=(area.x + self._counter_w // 2, area.centery)))
        self.ring.draw(surface)
