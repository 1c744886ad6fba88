"""The Wizard Extreme top bar's counter: the round and the trick the table shows, never the
engine's next ones. A trial read "trick 14 of 15" over the finished 13th trick still lying
on the table with its winner's mark (issue #32): a finished trick on the table is the
trick counted until it is gathered, as its cards and the hands' counts tell, and said to be
done ("trick 12 done"): with a person at the table it lies there while they choose the next
lead, and "trick 12 of 15" then read as the trick being played (trial s25). Short, as the
counter's area is narrow: "of 15 done" shrank the words under the sofa floor at 1280x720."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.games.wizard_extreme import HAND_SIZE, Phase, WizardState


class RoundCounter:
    """The round the header names (kept through a round's end) and the trick with it."""

    def __init__(self, round_on_table: int) -> None:
        self.round_on_table = round_on_table

    def label(self, state: WizardState, *, ending: bool, trick_on_table: bool,
              round_words: Callable[[int, int], str],
              trick_words: Callable[[int, bool], str]) -> str:
        """The counter for ``state``; ``ending``: a move's events still play (a round may
        end in them); ``trick_on_table``: a finished trick still lies on the table (the
        live engine's: a lesson may ask of the game before its last card);
        ``trick_words(trick, done)`` words the trick counted, ``done`` when it is finished."""
        if ending and state.round > self.round_on_table:
            # A round ends in these events: the header names it until its summary has
            # been read and the next round's cards are dealt (never "Round N+1" above
            # round N's summary).
            return round_words(self.round_on_table, state.rounds)
        self.round_on_table = state.round
        label = round_words(state.round, state.rounds)
        if state.phase in (Phase.PLAY, Phase.RETURN):
            # The trick on the table is ``state``'s own, finished or not, unless ``state``
            # is a lesson's table before that trick's last card (its cards still in play):
            # the lesson's header read "trick 1" over the second trick (trial s16).
            finished = trick_on_table and not state.trick
            ahead = state.phase is Phase.PLAY and not finished
            label += " · " + trick_words(min(HAND_SIZE, state.tricks_played + ahead), finished)
        return label

    def keeps_plates(self, state: WizardState, ending: bool) -> bool:
        """True while a round ends in the events playing (a lesson holds its last trick):
        the plates keep its dealer, magician and points until its summary and the next
        deal show the new ones (RULES.md §3.6): they named round 2's dealer over round 1's
        last trick."""
        return ending and state.round > self.round_on_table
