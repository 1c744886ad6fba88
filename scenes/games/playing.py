"""The playing kind of table driver: a game being played (DESIGN §3).

Once the table is settled, :meth:`PlayingDriver.decide` moves the game on: a finished
game waits on its final table (:mod:`scenes.games.manners`) and then gives way to the
results; a computer seat thinks in the thinker process (:mod:`scenes.games.worker`), seeing
only its own seat's view, and its move shows after a readable pause; a person whose
decision needs their secrets gets the privacy curtain first (:mod:`scenes.games.curtain`).
Its phones (:class:`~scenes.games.phone_table.TablePhones`) hold the private decisions of
the seats that play on a phone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.curtain import HAND_OVER_GRACE
from scenes.games.driver import TableDriver
from scenes.games.manners import DECISION_QUIET_SECONDS, HAND_OVER_REST_SECONDS
from scenes.games.phone_table import TablePhones
from scenes.shell.scene import Push, Replace, Transition
from scenes.widgets.focus import ACTIVATE_KEYS
from tabletop.core.actions import IllegalAction

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene
    from scenes.games.phone_desk import PhoneDesk
    from scenes.games.phone_kit import PanelMaker, PublicMoves
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Scene
    from scenes.widgets.toast import Toast
    from tabletop.core.actions import Action
    from tabletop.core.engine import Engine
    from tabletop.core.events import Event
    from tabletop.session import GameSession


class PlayingDriver(TableDriver):
    """A game being played, by people at the screen, on phones, and by computers."""

    def __init__(self, context: AppContext, panels: PanelMaker | None = None,
                 public: PublicMoves = ()) -> None:
        """``panels`` makes a seat's phone panel (None: this table offers no phones);
        ``public``: the public decisions a seat's phone may take too (the game's)."""
        super().__init__(context)
        self.panels = panels
        self.public = public
        self.lifted_grace = 0.0
        """Seconds left in which the table takes no press: a cover just lifted."""
        self.handed_over = False
        """The decision passed to another person, and no Enter or Space has acted on it."""
        self.told_phones = False
        """The first cover said that phones could hold the secrets (once a game)."""
        self.phones_tip: Toast | None = None
        """That tip while its cover is up: it goes as the cover lifts."""

    def attach(self, scene: TableScene, session: GameSession) -> None:
        super().attach(scene, session)
        self.phones = TablePhones(self.context, session, self,
                                  hides_information=self.hides_information,
                                  panels=self.panels, toasts=scene.frame.toasts,
                                  public=self.public)
        self.manners.phone_away = self.phones.away  # "Ben's phone is away" in the prompt

    def leave(self, scene: TableScene) -> None:
        if scene is self.scene:
            self.phones.stop()
        super().leave(scene)

    def title_tag(self) -> str:
        """"NOT SAVED" before the game's name while its saves fail, at every game: the
        dialog says it once a run, and a second game on a full disk went on with no word
        that it would not be kept (trial s23)."""
        return self.context.words("storage.not_saved_tag") if self.context.saving_fails else ""

    def open_pause(self) -> None:
        # A hand or purse shown to one of several persons goes back behind its cover: the
        # pause menu dims the table, it does not hide it, and whoever resumes may not be
        # the one it was shown to (trial s19 read Ben's hidden money behind the menu).
        if self.curtain.forget_reveal():
            self.resync()
        super().open_pause()

    def play_events(self, events: list[Event]) -> None:
        self._guard_the_next_persons_keys()
        super().play_events(events)

    def _guard_the_next_persons_keys(self) -> None:
        """Keys pressed for one person's move never make another person's (DESIGN §3): when
        the decision passes to a person other than the last person who moved (computers'
        moves between them or not), their Enter and Space count once the keys have been
        quiet a moment. A Polterfass guest's burst once ran through a computer's order and
        threw twice for the innkeeper, a person beside them with no cover between, who
        went bust. One person's own decisions after a computer's are not held up, nor
        their next one (Big Shot's cube after cube, a bid after their own roll)."""
        seats, after = self.session.seats, self.session.current_seat
        last_person = next((seat for seat in reversed(self.gate.movers())
                            if seats[seat].is_person), None)
        self.handed_over = (after is not None and seats[after].is_person
                            and last_person is not None and last_person != after)
        if self.handed_over:
            self.context.manager.guard_activation()

    def too_soon_for_the_new_person(self, event: pygame.event.Event) -> bool:
        """True for the new person's first press (:meth:`_guard_the_next_persons_keys`)
        when it is an Enter or Space that came within the rest a cover asks of the press
        before it: a deliberate second Enter, 0.7 s after the one that scored a Yacht row,
        rolled the next person's dice (trial s28 D/150-151). Only the first press waits:
        the next one acts, however soon (a steady press every few frames never got
        through when each one restarted the rest)."""
        if not self.handed_over or event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return False
        self.handed_over = False
        if (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
                and self.context.manager.press_gap < HAND_OVER_REST_SECONDS):
            self.manners.say_too_quick()
            return True
        return False

    def _resting_for_the_new_person(self) -> bool:
        """True while a new person's keys rest (:meth:`too_soon_for_the_new_person`): the
        loop keeps its clock running, or an idle loop stopped the rest."""
        return self.handed_over and self.context.manager.since_press < HAND_OVER_REST_SECONDS

    def show_a_resumed_games_last_move(self) -> None:
        """A game resumed from its save opens on what its last move left on the table: a
        result the scene held there until a press (a Polterfass bill) is held again, as
        when the game was saved. The save holds the engine, already in the next round,
        and the Enter meant to clear the bill threw the next innkeeper's barrels (trial
        s34 O/018)."""
        if not self.session.resumed:
            return
        self.session.resumed = False
        self._tell_phones_were_on()
        before = self.session.before_last_move()
        if before is None:
            return
        game, action = before
        if not self.scene.holds_after(game.detached().apply(action)):
            return
        self.session.play_on_from(game)
        self.resync()
        self.play_events(game.apply(action))
        self.skip_motion()

    # ================================================================ phones

    def _tell_phones_were_on(self) -> None:
        """A game saved while persons played on phones comes back without them: the table
        says once how to pair them again (trial s38 W/018: nobody told the players). It
        never seats an old code by itself: pairing again is the players' own step."""
        if self.session.phones_on and self.phones.offered and not self.phones.running:
            self.scene.frame.toasts.show(self.context.words("table.phones_were_on"),
                                         error=False, public=True, seconds=10.0)

    def seat_on_phone(self, seat: int) -> bool:
        return self.phones.holds(seat)

    def phone_deciding(self) -> bool:
        return self.phones.deciding(self.session.current_seat)

    def seat_view(self, seat: int) -> Engine[Any]:
        """``seat``'s own view, for its phone's panel (never drawn)."""
        return self.gate.seat_view(seat)

    def decision_shows_secrets(self, seat: int) -> bool:
        return self.scene.decision_shows_secrets(seat)

    def take_phone_move(self, action: Action) -> str | None:
        """A phone's move, taken as a click is: the animation jumps to its end, a result
        held on the table moves on, then the move is checked and applied. The engine's
        refusal in words, or None."""
        if self.is_busy:
            self.skip_motion()
        if self.scene.holds_table():
            self.scene.release_table()
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            return error.localized(self.context.words.language)
        self.play_events(events)
        return None

    def take_phones(self, desk: PhoneDesk) -> bool:
        """The last game's phones, carried to this table (Play again): False when none of
        them has a place here (the desk is stopped then)."""
        return self.phones.take(desk)

    def show_phone_codes(self) -> None:
        """The phones' codes over the table, turning phones on (setup's "Use phones")."""
        screen = self.phones.codes_screen()
        if screen is not None:
            self.request(Push(screen))

    def update_parts(self, dt: float, *, covered: bool = False) -> None:
        self.phones.update(covered=covered)
        self.session.phones_on = any(self.phones.holds(seat)
                                     for seat in range(len(self.session.seats)))
        self.lifted_grace = max(0.0, self.lifted_grace - dt)

    def show_moves_made(self) -> None:
        self.phones.show_moves_made()

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if self.lifted_grace > 0:
            if event.type == pygame.KEYDOWN and event.key not in ACTIVATE_KEYS:
                # A key that does not lift a cover is no second press of the one that did:
                # typing 3 then 4 right after the hand appears orders both cards.
                self.lifted_grace = 0.0
            elif event.type == pygame.KEYDOWN:
                # Enter again at once: a burst, not a decision. The keys rest as after a
                # held result (mashing Enter past the cover took two red seals, trial s24
                # B/140); a single press once the hand has been seen acts.
                self.context.manager.begin_grace(0.0, DECISION_QUIET_SECONDS)
                self.manners.say_too_quick()
                return None
        return super().handle_event(event)

    def is_still(self) -> bool:
        return super().is_still() and not self._resting_for_the_new_person()

    @property
    def accepts_input(self) -> bool:
        # The press that lifted a cover was the cover's alone; a second one right after it
        # (a double press, a double click on the cover over the hand) is no move (DESIGN
        # §3, "one press, one action"): the table takes presses once the hand has been in
        # sight for a moment.
        return super().accepts_input and self.lifted_grace <= 0

    # ================================================================ the game moves on

    def pause_menu(self) -> Scene:
        """The pause menu of this game (over a curtain too), with its phones' row."""
        return self.context.navigator.pause(self.session, self.phones)

    def decide(self, dt: float) -> None:
        """End the game, raise the curtain, or let a computer seat act."""
        if self.is_over:
            pressed_in_vain = not self.manners.waits_for_a_press
            if self.manners.results_due(dt):
                results = self.context.navigator.results(self.session, self.scene.format_score,
                                                         self.phones.hand_over())
                self.request(Replace(results))
            elif pressed_in_vain and self.manners.waits_for_a_press:
                self.refresh_prompt()  # a press moves on now: the prompt names its key
            return
        if self.scene.holds_table():
            return
        seat = self.session.current_seat
        assert seat is not None, "a game that is not over has a seat to move"
        if self.session.is_computer_turn():
            self._run_bot(dt)
        elif self.curtain.needed_for(seat):
            self._raise_curtain(seat)

    def _raise_curtain(self, seat: int) -> None:
        def shown() -> None:
            self.lifted_grace = HAND_OVER_GRACE
            self.handed_over = False  # the cover was the keys' rest
            if self.phones_tip is not None:
                # The tip was about the cover: on the table it would move off the hand just
                # shown onto a tally (trial s34 P/024). Never seen, a later cover says it.
                self.scene.frame.toasts.drop(self.phones_tip)
                self.told_phones = self.phones_tip.seen
                self.phones_tip = None
            self.resync()

        transition = self.curtain.rise(self.context, seat, self.scene.private_area, shown,
                                       self.menu_over_table, self.scene.frame.log)
        self.resync()  # the board beneath now shows the public view only
        self.scene.frame.settle()
        self.request(transition)
        toasts = self.scene.frame.toasts
        if (not self.told_phones and self.phones.offered and not self.phones.running
                and not toasts.toasts):
            # Beside the first cover, never over it (its toasts keep clear of it): phones
            # spare the couch the hand-overs (issue #32; trial s33 M: 30 in a round). A
            # notice standing (Big Shot's two colours) is not pushed aside: a later cover says it.
            self.told_phones = True
            self.phones_tip = toasts.show(self.context.words("phones.cover_tip"), error=False,
                                          public=True, seconds=8.0, spare=True)

    def _run_bot(self, dt: float) -> None:
        seat = self.session.current_seat
        assert seat is not None
        bot = self.session.bots[seat]
        if not self.computer.asked:
            # Thinking starts at once, in parallel with the readable pause; the bot
            # sees its seat's view only.
            own = self.gate.seat_view(seat)
            self.computer.ask(bot, own, self.position, self.scene.bot_pause(own))
            return
        decision = self.computer.answer(dt, self.gate.rules_game(), bot)
        if decision is None:
            return
        if decision.trouble is not None:  # a failing computer player costs a move, not the game
            self.scene.frame.toasts.show(self.context.words(
                "table.bot_trouble", name=self.session.name(seat)), error=False, seconds=4.0)
        if self.computer.position == self.position:
            self.session.bots[seat] = decision.bot  # as after choosing (saved for Continue)
            self.play_events(self.session.apply(decision.action))
