"""Wizard Extreme: the last card of a hand, played for its person (issue #32, "a hand-over
that costs little").

Every trick takes one card from every hand (RULES.md §3.5), so a person with one card
left must play it: the choice is the rules', not theirs, and the card is public the
moment it lies in the trick. At a screen shared by several persons that play came behind
a curtain of its own, one press per person in the last trick of every round. The table
plays it for them instead, after a short pause, with the usual card motion from their
place to the trick and the usual log line; no curtain rises, since nothing of theirs is
private any more. A seal the winner of a trick gives back is public too (§3.5 4): they
choose it on the public table, and the curtain comes after it, for their lead (trial s22
met the curtain first). Only a winner who still holds the screen, having played the
trick's last card, chooses it there with the hand in sight: no second hand-over.

With two cards or more the person plays as ever, behind the curtain, even when only one
of them follows the led colour: which cards are held stays theirs. A person alone at the
screen, a seat on its phone, a lesson and a replay keep their own ways.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.widgets.tween import Call, Sequence, Wait
from tabletop.games.wizard_extreme import Phase, PlayCard, WizardExtremeEngine

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from tabletop.core.actions import Action

LAST_CARD_PAUSE = 0.4
"""Seconds the table shows whose card comes before it moves, as a computer's readable pause."""


class LastCard:
    """Plays a person's last card for them where several persons share the screen."""

    def __init__(self, driver: Callable[[], TableDriver], act: Callable[[Action], bool]) -> None:
        self._driver = driver
        self._act = act
        self._queued_at: int | None = None
        """The position whose last card is queued (one play per decision)."""

    def _shared(self, seat: int) -> bool:
        """True when ``seat`` is a person at a screen other persons share, playing here."""
        driver = self._driver()
        curtain = driver.curtain
        return (driver.hides_information and len(driver.persons) > 1
                and driver.session.seats[seat].is_person and not driver.seat_on_phone(seat)
                and not curtain.watched and not curtain.closed)

    def plays_for(self, view: WizardExtremeEngine, seat: int | None) -> bool:
        """True when the table plays ``seat``'s card now: its only one (``view`` may be
        public: hand sizes are)."""
        state = view.state
        return (seat is not None and state.phase is Phase.PLAY and state.to_move == seat
                and state.hand_sizes[seat] == 1 and self._shared(seat))

    def is_public(self, view: WizardExtremeEngine, seat: int) -> bool:
        """True when ``seat``'s pending decision needs nothing private: its last card, or a
        seal to give back, unless the screen is still theirs (the scene's
        ``decision_shows_secrets``)."""
        state = view.state
        returns = (state.phase is Phase.RETURN and state.to_move == seat and self._shared(seat)
                   and not self._driver().curtain.screen_held_by(seat))
        return returns or self.plays_for(view, seat)

    def follow(self, view: WizardExtremeEngine) -> None:
        """Once the table has settled on a decision: queue the last card's play, if due."""
        driver = self._driver()
        seat = view.current_seat
        if not self.plays_for(view, seat) or self._queued_at == driver.position:
            return
        assert seat is not None
        self._queued_at = driver.position
        driver.timeline.append(Sequence(Wait(LAST_CARD_PAUSE),
                                        Call(self._play, driver.position, seat)))

    def _play(self, position: int, seat: int) -> None:
        driver = self._driver()
        if driver.position != position:  # taken back meanwhile: the table shows another
            return
        own = driver.gate.seat_view(seat)
        assert isinstance(own, WizardExtremeEngine)
        self._act(PlayCard(seat, own.hand(seat)[0]))
