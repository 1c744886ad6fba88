"""Seat setup: who plays (names, colours, person or computer and its level) and the options.

The last setup of each game is remembered, so the same group can start again with one
key press; the people's names typed last, at any game, are offered at every game
(:mod:`scenes.screens.setup_table`).

The replay's "Play on" opens the same screen for a position of a recorded
game (:class:`PlayOnFrom`): the recorded seats come prefilled, each may change
between person and computer (and its level, name and colour), while the number of
seats and the options stay those of the recorded game; Start plays on from that
move as an ordinary game with its own save, its actions so far kept.
"""

from __future__ import annotations

from functools import partial

import pygame

from scenes.screens.dialogs import ConfirmScene, PanelScene
from scenes.screens.setup_options import note_lines, note_room, option_value_label
from scenes.screens.setup_phones import PhonesAdvice, advice_words
from scenes.screens.setup_seat import ColourButton, TextField, reading_step, shown_names
from scenes.screens.setup_table import (
    PlayOnFrom,
    added_seat,
    recorded_table,
    remember_setup,
    restored_table,
)
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push, Replace, Transition
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.cycle_button import CycleButton
from tabletop import storage
from tabletop.bots import available_levels
from tabletop.core.seats import MAX_SEATS, SeatConfig, SeatKind
from tabletop.core.spec import GameOption
from tabletop.games import GAMES
from tabletop.storage.names import MAX_NAME_LENGTH
from tabletop.storage.setup_memory import next_free_name, recent_people, set_aside_unreadable


class SetupScene(PanelScene):
    """Choose the seats and options for ``game_id``, then start the game."""

    def __init__(self, context: AppContext, game_id: str,
                 play_on: PlayOnFrom | None = None) -> None:
        super().__init__(context)
        self.play_on = play_on
        self.game_id = game_id
        self.spec = GAMES[game_id]
        self.levels = available_levels(game_id)
        if play_on is None:
            notice = set_aside_unreadable()
            if notice is not None:
                self.context.notices.append(notice)  # told by the dialog that waits for OK
            self.seats, self.options = restored_table(game_id, self.spec, self.levels)
        else:
            self.seats, self.options = recorded_table(play_on, self.levels)
        self.fields: list[TextField] = []
        self.seat_panel = pygame.Rect(0, 0, 0, 0)
        self.option_panel = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []
        self.count_rect = pygame.Rect(0, 0, 0, 0)
        self.option_rows: list[tuple[GameOption, pygame.Rect, list[str], int]] = []
        """Each option, its label's place, lines and text size (the button sits below)."""
        self.option_notes: list[tuple[tuple[int, int], list[str], int]] = []
        """What each chosen value means: where its first line starts, its lines, their size."""
        self.option_top = 0
        """The Options heading's top: the panel's padding, less where its options are tall."""
        self.use_phones = False
        """Start the game with phones on (their codes shown over the table first)."""
        self.phones_advice = PhonesAdvice()
        self.kept_names: tuple[str, ...] = ()
        """Names no computer is given by default: the learner's in the lesson that opened
        this setup ("Mina" in the lesson, then computers Mina and Jun, trial Z2/011)."""

    # -- seat editing -----------------------------------------------------

    def change_count(self, delta: int) -> None:
        self._finish_editing()
        count = len(self.seats) + delta
        if not self.spec.min_seats <= count <= self.spec.max_seats:
            return
        if delta > 0:
            self.seats.append(added_seat(self.seats, self.levels))
        else:
            self.seats.pop()
        self.relayout()

    def next_colour(self, index: int) -> None:
        used = {seat.colour for seat in self.seats}
        colour = self.seats[index].colour
        for _ in range(MAX_SEATS):
            colour = (colour + 1) % MAX_SEATS
            if colour not in used:
                self.seats[index].colour = colour
                return

    def toggle_kind(self, index: int) -> None:
        """Person to computer and back: a seat that becomes a person is offered the next
        name people typed before that no seat has (a computer keeps its own name, so a
        remembered person's name goes with the person)."""
        seat = self.seats[index]
        seat.kind = SeatKind.COMPUTER if seat.kind is SeatKind.PERSON else SeatKind.PERSON
        recent = recent_people()
        if seat.kind is SeatKind.PERSON and seat.name is None:
            seat.name = next_free_name(recent, [other.name for other in self.seats])
        elif seat.kind is SeatKind.COMPUTER and seat.name in recent:
            seat.name = None
        self.relayout()

    def next_level(self, index: int, step: int = 1) -> None:
        seat = self.seats[index]
        seat.level = self.levels[(self.levels.index(seat.level) + step) % len(self.levels)]
        self.relayout()

    @property
    def shown_options(self) -> list[GameOption]:
        """The options that mean something with this many seats (no 3-seat variant at 4)."""
        return [option for option in self.spec.options if option.applies_to(len(self.seats))]

    def next_option(self, option: GameOption, step: int = 1) -> None:
        current = option.choices.index(self.options[option.key])
        self.options[option.key] = option.choices[(current + step) % len(option.choices)]
        self.relayout()

    @property
    def phones_offered(self) -> bool:
        """Phones are offered when the game as set up hides something from one person of
        two or more (a recorded position played on turns them on from its pause menu, as
        any game can). One person alone keeps nothing from anyone: "Phones: off" stood
        there to be chosen and did nothing (trial s20), so it is left out, as an option
        that does not apply to the table is."""
        from scenes.games import panel_maker

        people = sum(1 for seat in self.seats if seat.kind is SeatKind.PERSON)
        return (self.play_on is None and self.spec.hides_information(self.options)
                and people >= 2 and panel_maker(self.game_id) is not None)

    @property
    def recommends_phones(self) -> bool:
        """Two or more people at a game that hides something: without phones the screen
        changes hands before every private decision, so setup says phones save that."""
        return self.phones_offered and not self.use_phones

    def toggle_phones(self) -> None:
        self.use_phones = not self.use_phones
        self.relayout()

    def _finish_editing(self) -> None:
        for field in self.fields:
            field.finish()

    def _editing(self) -> TextField | None:
        return next((field for field in self.fields if field.editing), None)

    # -- start ------------------------------------------------------------

    def seat_configs(self) -> list[SeatConfig]:
        words = self.context.words
        return [SeatConfig(name, seat.colour, seat.kind, seat.level)
                for name, seat in zip(shown_names(self.seats, words, self.kept_names),
                                      self.seats, strict=True)]

    @property
    def playable(self) -> bool:
        """False while the game's rules exist but its screen does not yet."""
        from scenes.games import has_game_scene

        return has_game_scene(self.game_id)

    def start_game(self) -> None:
        """Start, after asking first if this would replace this game's saved game (each
        game keeps its own: the others' saves are never replaced)."""
        if not self.playable:
            return
        self._finish_editing()
        if self.play_on is None:  # a played-on table is not the group's usual setup
            remember_setup(self.game_id, self.seats, self.options)
        self.context.flush_saves()
        confirmed = self._confirmed_start if self.play_on is None else self._play_on
        if self.context.persist and storage.has_save(self.game_id):
            title = self.context.words(f"{self.game_id}.title")
            self.go(Push(ConfirmScene(self.context, "app.confirm.replace_save",
                                      "app.confirm.replace_save_yes", confirmed,
                                      message_args={"game": title})))
        elif self.play_on is None:
            self._launch()
        else:
            self.go(self._play_on())

    def _confirmed_start(self) -> Transition:
        self._launch()  # queued on this screen; it happens once the dialog has closed
        return Pop()

    def _launch(self) -> None:
        from tabletop.session import GameSession

        session = GameSession.start(self.spec, self.seat_configs(), self.context.new_seed(),
                                    self.options, autosave=self.context.autosave)
        if self.spec.counts_in_statistics(self.options):
            self.context.write(lambda: storage.record_started(self.game_id))
        show_codes = self.use_phones and self.phones_offered
        self.go(Replace(self.context.navigator.play(session, show_codes=show_codes)))

    def _play_on(self) -> Transition:
        """The recorded position as a new game at this table, saved from its first
        moment as a new game is."""
        from tabletop.session import GameSession

        assert self.play_on is not None
        session = GameSession(self.spec, self.play_on.game, self.seat_configs(),
                              autosave=self.context.autosave)
        session.played_from = self.play_on.step
        self.context.autosave(session)  # counted as started once a person moves in it
        return self.play_on.start(session)

    # -- layout -----------------------------------------------------------

    def _option_labels(self, width: int) -> list[tuple[list[str], int, int]]:
        """Each option's label as lines, text size and height, all at the body size,
        a label too wide for the panel wrapped onto more lines: never shrunk (the small
        size drew Polterfass's "Standing special barrels may be thrown again" 18 px tall
        at 1920x1080, under the sofa's 22)."""
        words = self.context.words
        texts = [words(f"{self.game_id}.option.{option.key}") for option in self.shown_options]
        size = self.font_px(TextSize.BODY)
        labels = []
        for text in texts:
            lines = assets.balanced_lines(text, size, width)
            height = max(self.px(26), len(lines) * assets.text_size(text, size)[1])
            labels.append((lines, size, height))
        return labels

    def layout(self) -> None:
        self.fields = []
        width, height = self.size
        margin = self.px(56)
        top = self.px(104)
        # A line between the panels and the buttons for the phones' advice when the seats
        # leave it no room (six seats: trial s34 O/008, it lay across the panel's edge),
        # kept whether phones are offered or not: made as a second person came, it lifted
        # the panels 10 px under the pointer (trial s34 P/005), then shrank them 25 px
        # (trial s39 Y/012).
        bottom = height - self.px(120) - self.px(34)
        has_options = bool(self.spec.options)
        # Every game's seat panel stands in one place, the options beside it (a game
        # without options says so there): the − and + buttons stay under the pointer
        # from one game's setup to the next, as they do while seats come and go. The
        # options' notes wrap on fewer lines at 400 than at 340, so the gaps between them
        # hold when the phones' line takes its room (trial s37 U/005).
        option_w = self.px(400)
        gap = self.px(theme.SPACE_L)
        seat_w = min(self.px(820), width - 2 * margin - option_w - gap)
        left = (width - seat_w - option_w - gap) // 2
        pad = self.px(theme.SPACE_L)
        row_h = min(self.px(60), (bottom - top - self.px(84)) // MAX_SEATS)
        wanted = self.px(84) + pad + row_h * MAX_SEATS
        label_w = option_w - 2 * pad
        labels = self._option_labels(label_w)
        small_px = self.font_px(TextSize.SMALL)
        words, game_id = self.context.words, self.game_id
        notes = [note_lines(words, game_id, option, self.options[option.key], small_px, label_w)
                 for option in self.shown_options]
        rooms = [note_room(words, game_id, option, small_px, label_w)
                 for option in self.shown_options]
        line_h = assets.font(small_px).get_linesize()
        # Each option: its label, its button and its note's room, then a gap to the next.
        blocks = [height + self.px(58) + room * line_h
                  for (_, _, height), room in zip(labels, rooms, strict=True)]
        head = pad + self.px(44)
        option_h = head + sum(blocks) + len(blocks) * self.px(12) + pad
        top += max(0, bottom - top - wanted) // 3
        panel_h = min(bottom - top, max(wanted, option_h if has_options else 0))
        self.seat_panel = pygame.Rect(left, top, seat_w, panel_h)
        self.option_panel = pygame.Rect(self.seat_panel.right + gap, top, option_w, panel_h)
        # Where the panel is shorter than the options want (phones' line below), the gaps
        # between them give way so the last note keeps clear of the rim (trial s35 R/005:
        # Polterfass's and Wizard Extreme's notes ran into the border at 1600x900).
        spare = panel_h - head - sum(blocks) - self.px(theme.SPACE_M)
        option_gap = min(self.px(12), max(0, spare // max(1, len(blocks) - 1)))
        # and then the room over the heading (Wizard Extreme's "Designer's series")
        lift = min(pad - self.px(theme.SPACE_S),
                   max(0, option_gap * max(0, len(blocks) - 1) - spare))
        self.option_top = self.option_panel.y + pad - lift

        control_h = row_h - self.px(10)
        buttons: list[Button] = []

        count_y = self.seat_panel.y + pad
        small = self.px(44)
        self.count_rect = pygame.Rect(self.seat_panel.right - pad - small * 2 - self.px(72),
                                      count_y, small * 2 + self.px(72), small)
        free = self.play_on is None  # a recorded position keeps its seats and options
        minus = Button((self.count_rect.x, count_y, small, small), "app.setup.minus",
                       style=ButtonStyle.SECONDARY, on_click=lambda: self.change_count(-1),
                       enabled=free and len(self.seats) > self.spec.min_seats)
        plus = Button((self.count_rect.right - small, count_y, small, small), "app.setup.plus",
                      style=ButtonStyle.SECONDARY, on_click=lambda: self.change_count(1),
                      enabled=free and len(self.seats) < self.spec.max_seats)

        self.row_rects = []
        y = count_y + small + self.px(18)
        inner_w = self.seat_panel.width - 2 * pad
        level_w = self.px(170)
        kind_w = self.px(170)
        colour_w = control_h + self.px(8)
        field_w = inner_w - colour_w - kind_w - level_w - 3 * self.px(12) - self.px(36)
        for index, seat in enumerate(self.seats):
            row = pygame.Rect(self.seat_panel.x + pad, y, inner_w, row_h)
            self.row_rects.append(row)
            x = row.x + self.px(36)
            cy = row.y + (row_h - control_h) // 2
            colour = ColourButton(pygame.Rect(x, cy, colour_w, control_h), seat,
                                  on_click=lambda index=index: self.next_colour(index))
            x += colour_w + self.px(12)
            field = TextField(pygame.Rect(x, cy, field_w, control_h), self.seats, index + 1,
                              self.context, self.kept_names)
            self.fields.append(field)
            x += field_w + self.px(12)
            is_person = seat.kind is SeatKind.PERSON
            kind = CycleButton((x, cy, kind_w, control_h),
                               "app.setup.person" if is_person else "app.setup.computer",
                               on_click=partial(self.toggle_kind, index))
            x += kind_w + self.px(12)
            row_buttons: list[Button] = [colour, field, kind]
            if not is_person:
                row_buttons.append(CycleButton((x, cy, level_w, control_h),
                                               f"app.level.{seat.level}",
                                               on_click=partial(self.next_level, index),
                                               on_back=partial(self.next_level, index, -1)))
            buttons += row_buttons
            y += row_h

        self.option_rows = []
        self.option_notes = []
        if has_options:
            y = self.option_top + self.px(44)
            for option, (lines, size, label_h), note, room in zip(
                    self.shown_options, labels, notes, rooms, strict=True):
                label_rect = pygame.Rect(self.option_panel.x + pad, y, label_w, label_h)
                self.option_rows.append((option, label_rect, lines, size))
                value = option_value_label(self.context.words, self.game_id, option,
                                           self.options[option.key])
                choice = CycleButton((label_rect.x, label_rect.bottom + self.px(4),
                                      label_rect.width, self.px(48)), text=value,
                                     on_click=partial(self.next_option, option),
                                     on_back=partial(self.next_option, option, -1))
                choice.enabled = free
                buttons.append(choice)
                if note:
                    self.option_notes.append(((label_rect.x, label_rect.bottom + self.px(58)),
                                              note, small_px))
                y += label_h + self.px(58) + room * line_h + option_gap

        button_h = self.px(58)
        button_y = height - self.px(40) - button_h
        back = Button((width // 2 - self.px(12) - self.px(200), button_y, self.px(200), button_h),
                      "app.back", style=ButtonStyle.SECONDARY, on_click=lambda: self.go(Pop()))
        start = Button((width // 2 + self.px(12), button_y, self.px(280), button_h),
                       "app.setup.start", on_click=self.start_game, enabled=self.playable)
        if self.phones_offered:
            # Left of Back, in the row that starts the game: how the game will be played.
            phones_w = self.px(250)
            buttons.append(CycleButton((back.rect.x - self.px(24) - phones_w, button_y, phones_w,
                                        button_h),
                                       "phones.setup_on" if self.use_phones else "phones.setup_off",
                                       on_click=self.toggle_phones, on_back=self.toggle_phones))
            below_rows = self.row_rects[-1].bottom + self.px(theme.SPACE_S)
            self.phones_advice.place(
                pygame.Rect(self.seat_panel.x + pad, below_rows, inner_w,
                            self.seat_panel.bottom - pad - below_rows),
                (width // 2, (bottom + button_y) // 2), width - self.px(80), self.scale)
        self.start_button = start
        self.bottom_row = [start, back, *(button for button in buttons
                                          if button.rect.y == button_y)]
        focused = self.ring.focused
        self.ring.set_buttons([minus, plus, *buttons, start, back])
        seated = [button for button in buttons if button not in self.bottom_row]
        self.reading_order = [minus, plus, *seated, start if start.enabled else back]
        if focused is None or focused not in self.ring.buttons:
            # Every control is made anew: the focus stays on the one standing where the
            # focused one stood (Enter on an option had moved it to Start, so a second
            # Enter started the game, a trial found).
            here = None if focused is None else focused.rect.center
            self.ring.focus(next((button for button in self.ring.buttons if button.enabled
                                  and here is not None and button.rect.collidepoint(here)),
                                 start))

    # -- input ------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        field = self._editing()
        if field is not None and field.edit_event(event):
            self._say_if_too_long(field)
            return self._take()
        if event.type == pygame.TEXTINPUT and isinstance(self.ring.focused, TextField):
            # Typing on a focused name field starts editing it with that text.
            focused = self.ring.focused
            focused.begin()
            focused.edit_event(event)
            self._say_if_too_long(focused)
            return None
        if self._stepped_by_arrow(event):
            return self._take()
        if self._walked_by_arrow(event):
            return None
        return super().handle_event(event)

    def _walked_by_arrow(self, event: pygame.event.Event) -> bool:
        """Up and Down walk the count, each seat row's controls, the options, then Start game
        (by nearness Down landed on Back, trial s25 D/035, and Up from a level skipped the
        Person/Computer selectors to "−", G/124-140); along the bottom row, nearness."""
        if (event.type != pygame.KEYDOWN or event.key not in (pygame.K_UP, pygame.K_DOWN)
                or self.ring.focused is None):
            return False  # (the first arrow shows where the focus is)
        step, focused = 1 if event.key == pygame.K_DOWN else -1, self.ring.focused
        if focused in self.bottom_row:
            if step > 0:
                return False
            focused = self.reading_order[-1]  # the way on, Start game or Back
        self.ring.focus(reading_step(self.reading_order, focused, step) or self.ring.focused)
        return True

    def _stepped_by_arrow(self, event: pygame.event.Event) -> bool:
        """Left or Right on a focused ◀ ▶ control steps its value back or on, as its chevrons
        say; Up, Down and Tab move the focus. The arrows moved the focus off it instead
        (trial s28 D/141-143)."""
        focused = self.ring.focused
        if (event.type != pygame.KEYDOWN or event.key not in (pygame.K_LEFT, pygame.K_RIGHT)
                or not isinstance(focused, CycleButton) or not focused.enabled):
            return False
        if event.key == pygame.K_LEFT and focused.on_back is not None:
            return focused.press_for(focused.on_back)
        return focused.activate()

    def is_still(self) -> bool:
        return self._editing() is None and super().is_still()  # an edited name blinks

    def is_typing(self) -> bool:
        return self._editing() is not None

    def _say_if_too_long(self, field: TextField) -> None:
        if field.undrawable:
            field.undrawable = False
            self.toasts.show(self.context.words("app.setup.name_not_drawable"))
        if field.too_long:
            field.too_long = False
            self.toasts.show(self.context.words("app.setup.name_too_long", limit=MAX_NAME_LENGTH))

    def exit(self) -> None:
        self._finish_editing()
        pygame.key.stop_text_input()

    # -- drawing ----------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        game = words(f"{self.game_id}.title")
        title = (words("app.setup.title", game=game) if self.play_on is None
                 else words("app.setup.play_on_title", game=game, step=self.play_on.step))
        self.draw_title(surface, title, self.px(56))
        self.draw_panel(surface, self.seat_panel)
        pad = self.px(theme.SPACE_L)
        self.draw_text(surface, words("app.setup.seats"), TextSize.HEADING,
                       (self.seat_panel.x + pad, self.count_rect.centery), bold=True,
                       anchor="midleft")
        self.draw_text(surface, str(len(self.seats)), TextSize.HEADING, self.count_rect.center,
                       bold=True, anchor="center")
        limits = words("app.menu.players", low=self.spec.min_seats, high=self.spec.max_seats)
        self.draw_text(surface, limits, TextSize.SMALL,
                       (self.count_rect.x - self.px(16), self.count_rect.centery),
                       colour=theme.INK_SOFT, anchor="midright")
        for index, row in enumerate(self.row_rects):
            if index % 2 == 0:
                stripe = pygame.Surface(row.size, pygame.SRCALPHA)
                stripe.fill((*theme.PAPER_SHADE, 120))
                surface.blit(stripe, row)
            self.draw_text(surface, str(index + 1), TextSize.BODY,
                           (row.x + self.px(16), row.centery), colour=theme.INK_SOFT, bold=True,
                           anchor="center")
        self.draw_panel(surface, self.option_panel)
        self.draw_text(surface, words("app.setup.options"), TextSize.HEADING,
                       (self.option_panel.x + pad, self.option_top), bold=True)
        if not self.spec.options:
            self.draw_paragraph(surface, words("app.setup.no_options"),
                                (self.option_panel.x + pad, self.option_panel.y + pad
                                 + self.px(48)), self.option_panel.width - 2 * pad)
        if self.option_rows:
            for _option, rect, lines, size in self.option_rows:
                y = rect.y
                for line in lines:
                    label = assets.text(line, size, theme.INK)
                    surface.blit(label, (rect.x, y))
                    y += label.get_height()
            for (x, y), lines, size in self.option_notes:
                for line in lines:
                    label = assets.text(line, size, theme.INK_SOFT)
                    surface.blit(label, (x, y))
                    y += assets.font(size).get_linesize()
        if self.recommends_phones:
            self.phones_advice.draw(surface, self.phones_words())

    def phones_words(self) -> str:
        """The advice to play on phones, with the hand-overs they save at this table."""
        return advice_words(self.context.words, self.spec, self.seats, self.options)
