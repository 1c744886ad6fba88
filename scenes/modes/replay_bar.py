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

LEAST_LABEL = 15
"""The least size of a label, in reference pixels: 22 px at 1920x1080, the sofa's least
(tests/scenes/test_sofa_text.py), and 15 px at 1280x720."""

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
        self.round_back = Button((0, 0, 1, 1), "replay.round_back",
                                 on_click=table.previous_round, style=secondary)
        # "Step back", not "Back": Back leaves a screen everywhere else (trial s32 J/025).
        self.back = Button((0, 0, 1, 1), "replay.step_back", on_click=table.step_back,
                           style=secondary)
        self.play = Button((0, 0, 1, 1), "replay.pause", on_click=table.toggle_play)
        self.forward = Button((0, 0, 1, 1), "replay.step_forward",
                              on_click=table.stop_and_step_forward, style=secondary)
        self.round_next = Button((0, 0, 1, 1), "replay.round_next", on_click=table.next_round,
                                 style=secondary)
        self.speed = Button((0, 0, 1, 1), "replay.speed", on_click=table.cycle_speed,
                            style=secondary, label_args={"speed": table.speed})
        self.viewer = Button((0, 0, 1, 1), "replay.viewer_all", on_click=table.cycle_viewer,
                             style=secondary)
        self.play_on = Button((0, 0, 1, 1), "replay.play_on", on_click=table.play_on,
                              style=secondary)
        self.review = Button((0, 0, 1, 1), "replay.show_review", on_click=table.toggle_review,
                             style=secondary)
        # No Start and End buttons: the round jumps reach both ends, and Home and End
        # still jump there; no eyes button where nothing is hidden (Yacht). Eleven buttons
        # in one row read at 15 px at 1280x720 (trial s27 D/182-183).
        self.buttons = [self.round_back, self.back, self.play, self.forward, self.round_next,
                        self.speed, *([self.viewer] if table.hides_information else []),
                        self.review, self.play_on]
        self.ring = FocusRing(self.buttons, focus_first=False)
        self.ring.focus(self.play)
        self._counter_w = 0
        self._eyes_now: int | None = None
        """Whose eyes show now (None: everything), for the eyes button's words."""
        self._plan: tuple[object, int, list[int], dict[str, str], bool] | None = None
        """The last layout: what it was made for, the labels' size, each button's width,
        each seat's name as the eyes button shows it and whether that button is brief
        (measuring every label at each frame would cost the frame)."""
        self._layer_cache: tuple[object, pygame.Surface, pygame.Rect] | None = None
        """The bar with its buttons at rest as last drawn (:meth:`draw`): what it shows,
        the picture and where it goes."""
        self._sheet: pygame.Surface | None = None
        """Where the layer is drawn before it is kept."""
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
        # What a press shows, as the eyes button says: "Review" beside the game log read as
        # the panel shown (trial s31 I/028).
        self.review.set_label("replay.show_log" if table.review_shown else "replay.show_review")
        self._eyes_now = table.replay_viewer  # worded in _layout, with the names it shows
        at_start, at_end = table.position == 0, table.position >= table.step_count
        for button, enabled in ((self.round_back, not at_start), (self.back, not at_start),
                                (self.forward, not at_end), (self.round_next, not at_end),
                                (self.play_on, not at_end)):
            button.enabled = enabled
        self._layout()
        self.ring.update(dt)

    def _layout(self) -> None:
        """Each button as wide as its longest label needs, the room left shared out.

        Every label reads at one size, the largest the buttons' faces allow at which all
        of them fit, and never below :data:`LEAST_LABEL`: with a fixed share of the bar
        for each button a trial found "Game log" and "Show Player 1's eyes" tiny at
        1280x720. A button is as wide as the longest label it takes (Play and Pause, Show
        review and Show log, every seat's eyes), so nothing moves when a label
        changes; names too long for the bar even so are shortened on the eyes button."""
        table = self.table
        words = table.context.words
        for button in self.buttons:
            button.words = words  # laid out every frame: a switch of language shows at once
        area = table.layout.prompt
        gap = table.px(theme.SPACE_XS)
        self._counter_w = table.px(96)
        height = area.height - 2 * gap
        names = ([table.session.name(seat) for seat in range(len(table.session.seats))]
                 if table.hides_information else [])
        key = (area.size, words.language, tuple(names), self.speed.label)
        if self._plan is None or self._plan[0] != key:
            room = area.width - self._counter_w - gap * len(self.buttons)
            self._plan = (key, *self._widths(room, height, names))
        _, size, widths, shown, brief = self._plan
        if names:
            eyes, named = self._eyes(self._eyes_now, [shown[name] for name in names], brief)
            self.viewer.set_label(eyes, **named)
        x = area.x + self._counter_w + gap
        for button, width in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, area.y + gap, width, height)
            button.label_cap = size  # one size for all: a wide button's short label too
            x += width + gap

    def _labels(self, names: list[str], brief: bool) -> list[list[str]]:
        """Every label each button may show, with the seats' ``names`` as shown (``brief``:
        the eyes button names only the eyes a press shows)."""
        words = self.table.context.words
        keys = {self.round_back: ["round_back"], self.back: ["step_back"],
                self.play: ["play", "pause"], self.forward: ["step_forward"],
                self.round_next: ["round_next"],
                self.review: ["show_review", "show_log"], self.play_on: ["play_on"]}
        labels = []
        for button in self.buttons:
            if button is self.speed:
                labels.append([button.label])
            elif button is self.viewer:
                labels.append([words(key, **args) for key, args in (
                    self._eyes(now, names, brief) for now in (None, *range(len(names))))])
            else:
                labels.append([words(f"replay.{key}") for key in keys[button]])
        return labels

    @staticmethod
    def _eyes(now: int | None, names: list[str], brief: bool) -> tuple[str, dict[str, str]]:
        """The eyes button's words (key and names) while ``now``'s eyes show (None:
        everything): what a press shows next, as an action ("See as Ana"; trial s26 E/279
        read "Computer 1's eyes", the view shown, as what the press would do), after the
        eyes shown where the bar has room for both (trial s22 read only the next and could
        not tell whose eyes were showing). ``brief`` (a bar too narrow for two whole
        names): only the action."""
        after = 0 if now is None else now + 1
        action = (("replay.show_all", {}) if after >= len(names)
                  else ("replay.show_eyes", {"next": names[after]}))
        if brief:
            return action
        if now is None:
            return "replay.eyes_all", action[1]
        if after >= len(names):
            return "replay.eyes_last", {"name": names[now]}
        return "replay.eyes_seat", {"name": names[now], "next": names[after]}

    def _widths(self, room: int, height: int, names: list[str]
                ) -> tuple[int, list[int], dict[str, str], bool]:
        """The labels' size, each button's width in ``room``, each seat's name as the eyes
        button shows it, and whether that button is brief.

        The eyes button names the eyes shown and the next while both names fit whole;
        otherwise it names only the next (trial s25 B read "···'s eyes → ···" at
        1600x900: both names cut away), cut with an ellipsis only if even one will not fit."""
        face = height - max(2, height // 12)  # as the button draws its face and label
        padding = max(6, face // 3)
        least = theme.px(LEAST_LABEL, self.table.scale)

        def needs(size: int, shown: list[str], brief: bool) -> list[int]:
            font = assets.font(size, bold=True)
            return [max(font.size(assets.drawable(label))[0] for label in labels) + 2 * padding
                    for labels in self._labels(shown, brief)]

        def plan(brief: bool) -> tuple[int, list[int]]:
            size = round(face * 0.44)
            while size > least and sum(needs(size, names, brief)) > room:
                size -= 1
            return size, needs(size, names, brief)

        brief = False
        size, widths = plan(brief)
        if names:  # both names only where they cost the labels no size
            brief_size, brief_widths = plan(True)
            if sum(widths) > room or brief_size > size:
                brief, size, widths = True, brief_size, brief_widths
        shown = {name: name for name in names}
        if sum(widths) > room and names:
            # Even at the least size one name does not fit: the eyes button takes what the
            # others leave, and each name is cut to it with an ellipsis.
            index = self.buttons.index(self.viewer)
            left = room - (sum(widths) - widths[index])
            font, words = assets.font(size, bold=True), self.table.context.words
            key, args = self._eyes(None, [""], brief)
            budget = max(size, left - 2 * padding - font.size(
                assets.drawable(words(key, **args)))[0])
            shown = {name: assets.fit_label(name, size, budget, bold=True,
                                            min_fraction=1.0)[0] for name in names}
            widths = needs(size, list(shown.values()), brief)
        spare = max(0, room - sum(widths))
        total = sum(widths)
        return size, [width + spare * width // total for width in widths], shown, brief

    def draw(self, surface: pygame.Surface) -> None:
        """The bar's paper, the counter and the buttons at rest come from a kept layer, drawn
        again only when what it shows changes (a step, a label, the layout). Where a button
        not at rest (the focused Play pulses) may reach, the bar is drawn there as always,
        clipped to that stretch, so every shadow and glow falls as before. Eleven buttons
        drawn anew each frame cost a five-seat Wizard Extreme replay's frame more than its
        board (s23)."""
        area = self.table.layout.prompt
        counter = self.table.context.words("replay.counter", step=self.table.position,
                                           steps=self.table.step_count)
        size = assets.fit_text_px(counter, theme.text_px(TextSize.SMALL, self.table.scale),
                                  self._counter_w - self.table.px(theme.SPACE_S), bold=True)
        kept = [button for button in self.buttons if button.is_at_rest]
        key = (surface.get_size(), tuple(area), counter, size, tuple(
            (id(button), tuple(button.rect), button.style, button.enabled, button.label,
             button.label_cap, button.key_hint) for button in kept))
        if self._layer_cache is None or self._layer_cache[0] != key:
            self._layer_cache = (key, *self._draw_layer(surface, area, counter, size, kept))
        _, layer, bounds = self._layer_cache
        live = [_reach(button) for button in self.buttons if not button.is_at_rest]
        stretches = _stretches(bounds.unionall(live), live)
        x = bounds.left
        for stretch in [*stretches, pygame.Rect(bounds.right, bounds.y, 0, 0)]:
            if stretch.left > x:  # the layer between the live stretches
                part = pygame.Rect(x, bounds.y, stretch.left - x, bounds.height)
                surface.blit(layer, part, part.move(-bounds.x, -bounds.y))
            x = max(x, stretch.right)
        clip = surface.get_clip()
        for stretch in stretches:
            surface.set_clip(stretch.clip(clip))
            self._paint(surface, area, counter, size,
                        [button for button in self.buttons
                         if _reach(button).colliderect(stretch)])
        surface.set_clip(clip)

    def _paint(self, surface: pygame.Surface, area: pygame.Rect, counter: str, size: int,
               buttons: list[Button]) -> None:
        """The paper, the counter and ``buttons``, in their order."""
        paint.rounded_rect(surface, area, theme.PAPER, self.table.px(theme.RADIUS_M))
        paint.rounded_rect(surface, area, theme.PAPER_RIM, self.table.px(theme.RADIUS_M), 2)
        text = assets.text(counter, size, theme.INK, bold=True)
        surface.blit(text, text.get_rect(center=(area.x + self._counter_w // 2, area.centery)))
        for button in buttons:
            button.draw(surface)

    def _draw_layer(self, surface: pygame.Surface, area: pygame.Rect, counter: str, size: int,
                    kept: list[Button]) -> tuple[pygame.Surface, pygame.Rect]:
        """The bar with only the ``kept`` buttons, drawn on a clear sheet the size of
        ``surface`` (a button sizes its keycap by the surface it is drawn on), and the part
        of it drawn on."""
        if self._sheet is None or self._sheet.get_size() != surface.get_size():
            self._sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        sheet = self._sheet
        bounds = area.unionall([_reach(button) for button in self.buttons])
        bounds = bounds.clip(sheet.get_rect())
        sheet.fill((0, 0, 0, 0), bounds)
        self._paint(sheet, area, counter, size, kept)
        return sheet.subsurface(bounds).copy(), bounds


def _stretches(bounds: pygame.Rect, reaches: list[pygame.Rect]) -> list[pygame.Rect]:
    """The stretches of the bar, left to right and as tall as ``bounds``, that the
    ``reaches`` of its live buttons cover (reaches that overlap make one stretch)."""
    stretches: list[pygame.Rect] = []
    for reach in sorted(reaches, key=lambda rect: rect.left):
        if stretches and reach.left <= stretches[-1].right:
            stretches[-1].width = max(stretches[-1].right, reach.right) - stretches[-1].left
        else:
            stretches.append(pygame.Rect(reach.left, bounds.y, reach.width, bounds.height))
    return stretches


def _reach(button: Button) -> pygame.Rect:
    """Where a button's soft shadow (below it, as :meth:`Button.draw` casts it) and its
    focus glow (a quarter of its height wide, twice over) may fall."""
    rect = button.rect
    depth = max(2, rect.height // 12)
    blur = max(2, depth * 2)
    shadow = pygame.Rect(rect.x, rect.y + 2 * depth + 1, rect.width, rect.height - depth)
    spread = max(6, rect.height // 4)
    return shadow.inflate(4 * blur, 4 * blur).union(rect.inflate(4 * spread, 4 * spread))
