"""Shared table manners of every game scene: the parts a player meets between
moves, kept out of the loop in :mod:`scenes.games.base`, and the little they remember.

- the hand-over banner when the turn passes from one person to another;
- a gentle "wait for …" when someone clicks during a computer's turn;
- a word when a press is held back while the keys must rest;
- a refusal goes once a move has made it past;
- a message stays with the person it was for;
- the prompt follows the device in hand;
- the prompt says whom the table waits for when no person acts on the screen;
- the final table says who won, and stays until someone moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.widgets.button import key_label

if TYPE_CHECKING:
    from scenes.shell.context import AppContext
    from scenes.widgets.toast import Toast, ToastStack
    from scenes.widgets.turn_banner import TurnBanner
    from scenes.widgets.tween import Step
    from tabletop.session import GameSession

RESULT_DWELL_SECONDS = 1.0
"""How long a result just come, or the decision after a held one, takes no press."""

DECISION_QUIET_SECONDS = 1.5
"""After a held result, how long the keys rest before the decision takes a press: a steady
Enter once a second through Wizard's summary took ten seals, one a press (trial s23)."""

HAND_OVER_REST_SECONDS = 1.0
"""A new person's first Enter or Space (on their cover, or their first decision where no
cover comes) counts only this long after the press before it: a second Enter 0.7 s after
the one that scored a Yacht row rolled the next person's dice (trial s28), and at 1.5 s a
quick hand-over on the sofa often cost two presses (trial s31 I/006)."""

RESULTS_PAUSE_SECONDS = 1.2
"""After the last animation, the final table stays on screen at least this long; with people
at the table it then stays until one of them moves on (a key, a click or the A button)."""


class TableManners:
    """A game scene's manners between moves; the scene asks at the moments they matter."""

    def __init__(self, context: AppContext, session: GameSession, persons: Sequence[int],
                 toasts: ToastStack, banner: TurnBanner, *,
                 result: Callable[[], tuple[list[int], list[int]]],
                 format_score: Callable[[int], str],
                 look_at: Callable[[], Sequence[pygame.Rect]]) -> None:
        """``result`` gives the scores and the winners (public once the game is over),
        ``format_score`` writes a score as the game's plates do, and ``look_at`` is what
        "Too quick: look at the table" asks to see, which that toast leaves clear (it stood
        over Wizard's trick slots and names, trial s34 O/017)."""
        self.context = context
        self.session = session
        self.persons = tuple(persons)
        self.toasts = toasts
        self.banner = banner
        self.result = result
        self.format_score = format_score
        self.look_at = look_at
        self._announced = session.current_seat
        self._pad = False
        self._results_wait: float | None = None
        self._results_asked = False
        self._waiting_for: tuple[int, Toast] | None = None
        """The "wait for …" toast shown, and the seat it names."""

    # -- the hand-over ------------------------------------------------

    def hand_over(self, hidden: Callable[[int], bool]) -> Step | None:
        """After a move: the banner of the person now to act if the turn passed to them
        from another seat (a timeline step, so it follows the animation speed and a click
        or key skips it); None when it did not, when ``hidden(seat)``, the curtain's
        "Pass to …", already says it, or for a computer: its plate's glow and the prompt
        say whose turn it is, and a banner across the table at every computer's move hid
        the die and the cards it was playing with. None too with one person at the table:
        the turn comes back to the one who holds the controls, and the glow and the prompt
        say so; a banner there only held their next click (a trial)."""
        seat, announced = self.session.current_seat, self._announced
        self._announced = seat
        if seat is None or seat == announced or len(self.persons) < 2 or hidden(seat):
            return None
        if not self.session.seats[seat].is_person:
            return None
        return self.banner.play(self.session.seats[seat].colour,
                                self.context.words("widgets.your_turn",
                                                   name=self.session.name(seat)))

    # -- whom the table waits for -------------------------------------

    phone_away: Callable[[int], bool] = staticmethod(lambda seat: False)
    """True while a seat's phone is marked away (set by the table's phones)."""

    def waiting_words(self, seat: int, on_phone: Callable[[], bool],
                      hides: Callable[[int], bool], part: str) -> str | None:
        """The prompt while ``seat`` is to act but nobody may act on this screen: a
        computer thinking, a person deciding on their phone (``on_phone``; its phone
        marked away, :attr:`phone_away`) or waiting behind the curtain (``hides``, over
        their ``part``: cards, chips or money); None when the person may act here (the
        game's own prompt then)."""
        words, name = self.context.words, self.session.name(seat)
        if not self.session.seats[seat].is_person:
            return words("table.prompt_thinking", name=name)
        if on_phone():
            away = self.phone_away(seat)
            return words("phones.away_prompt" if away else "phones.deciding", name=name)
        if hides(seat):
            # What to do, not only whose turn: the cover waits for its person's press.
            return words(f"table.prompt_curtain_{part}", name=name,
                         key=key_label(words, pygame.K_RETURN, self.context.input))
        return None

    def final_words(self) -> str:
        """The final table's prompt: the game is over, who won, and, once a press moves on
        to the results (:attr:`waits_for_a_press`), the key that does (the table stays until
        then; it was offered while a press still did nothing, trial s19)."""
        words = self.context.words
        over = words("table.prompt_over") + " " + self.outcome_words()
        if self.waits_for_a_press:
            enter = key_label(words, pygame.K_RETURN, self.context.input)
            over += " " + words("widgets.results_hint", key=enter)
        return over

    # -- refusals in their place ---------------------------------------

    def ask_to_wait(self) -> None:
        """A press while a computer seat is to act: say whom we wait for (no error buzz)."""
        seat = self.session.current_seat
        if seat is not None and self.session.is_computer_turn():
            toast = self.toasts.show(self.context.words("widgets.wait_for",
                                                        name=self.session.name(seat)),
                                     error=False, seconds=2.0)
            self._waiting_for = seat, toast

    def say_too_quick(self) -> None:
        """A press held back while the keys must rest (after a cover lifted or a held
        result, a burst): say so, or a deliberate press seemed eaten (trial s24 B/147). It
        stays whole long enough to read once the eyes are on the table: at 2 s, a third of
        it fading, it read as pale (trial s34 O/011)."""
        if self.persons:
            self.toasts.show(self.context.words("table.too_quick"), error=False, seconds=3.0,
                             about=self.look_at())

    def say_enter_moves_on(self) -> None:
        """A key other than Enter while a held result waits (a round's bill): say which
        press moves on, or the Space or digit looked eaten; the press itself stays unused,
        so nothing is taken twice once the table goes on."""
        key = key_label(self.context.words, pygame.K_RETURN, self.context.input)
        self.toasts.show(self.context.words("table.held_other_key", key=key), error=False,
                         seconds=3.0, about=self.look_at())

    def retire_refusals(self) -> None:
        """A move was made: every refusal shown before it is past ("Roll the die first"
        stood on after the roll, over "Player 1 rolled Head: choose a horse")."""
        self.toasts.drop_refusals()

    # -- a message stays with the person it was for ------------

    def keep_messages_with_their_person(self, viewer: int | None) -> None:
        """Drop the toasts of the last person once the screen is someone else's: another
        ``viewer``, or another seat to act. A refusal ("You have only 4M…") or "Mina took
        back a move." can carry a secret, and the scene's clock, which would fade it,
        stops under the curtain. What is said while no person is to act (a computer's
        turn) is nobody's and stays, like public notices (a failed autosave)."""
        seat = self.session.current_seat
        if self._waiting_for is not None and self._waiting_for[0] != seat:
            # "Wait for Computer 4" is wrong the moment the turn has moved on.
            self.toasts.drop(self._waiting_for[1])
            self._waiting_for = None
        person = seat is not None and self.session.seats[seat].is_person
        owner = (viewer, seat) if person else None
        if owner != self.toasts.owner:
            self.toasts.clear_private()
            self.toasts.owner = owner

    # -- hints follow the device in hand ------------------------------

    def device_changed(self) -> bool:
        """True once when the player switched between keyboard and controller: the prompt
        is then rewritten to name the buttons in their hands."""
        pad = self.context.input.using_controller
        changed, self._pad = pad != self._pad, pad
        return changed

    # -- the end says who won -----------------------------------

    def outcome_words(self) -> str:
        """Who won, for the final table's prompt ("Mina wins."); a game of one seat is a
        score, never a win ("Final score: 212.")."""
        words, session = self.context.words, self.session
        scores, winners = self.result()
        if len(session.seats) == 1:
            return words("table.over_solo", score=self.format_score(scores[0]))
        names = [session.name(seat) for seat in winners]
        if len(names) == 1:
            return words("table.over_winner", name=names[0])
        return words("table.over_shared", names=words("app.results.and").join(names))

    def results_due(self, dt: float) -> bool:
        """Once the game is over, every idle frame: True when the results screen is due,
        after :data:`RESULTS_PAUSE_SECONDS` and, with people at the table, a press."""
        if self._results_wait is None:
            self._results_wait = self.context.pace.seconds(RESULTS_PAUSE_SECONDS)
        self._results_wait -= dt
        if self._results_wait <= 0 and (self._results_asked or not self.persons):
            self._results_wait = None
            return True
        return False

    def final_press(self, is_press: bool) -> bool:
        """An input while the final table waits: True when it was the final table's (a press
        once the pause is over moves on to the results); False before the game is over."""
        if self._results_wait is None:
            return False
        if is_press and self._results_wait <= 0:
            self._results_asked = True
        return True

    @property
    def waits_for_a_press(self) -> bool:
        """True while the final table only waits for a person to move on."""
        return bool(self.persons) and self._results_wait is not None and self._results_wait <= 0
