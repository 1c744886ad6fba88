"""The Wizard Extreme lesson's last trick tells of the table as it is (a new-user trial): its
card said a seal goes back while the seal still lay in its place, and over round 1's last
trick the plates already named round 2's dealer, no magician, and counted up the round's
points. The engine has scored the round and dealt round 2 by then; the table still shows
round 1's end, its last trick lying there, until Next. Jisu won it with both green seals
already given back and the black pile empty, so nothing moves: her seals on the table are
those the card tells of (no green, no seventh black one, WE-D8, trial Z1/005), and they stay
so under the round's summary (trial s26 B/139: the seals on the table must be the round's
end, not the next deal; RULES.md §3.5, §3.6)."""

from __future__ import annotations

import pygame

from tabletop.games.wizard_extreme import Seal
from tabletop.lessons import play_through
from tests.scenes.lesson_walk import WAIT_FRAME, wait_seconds
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames, press

YUNA, JISU = 0, 2


class RoundEndWatch(Watch):
    """At the card of the round's last trick: the plates, the round, the trick and Jisu's
    seals (no green left, no black one taken), and after Next the summary's card, no seal
    moving."""

    games = ("wizard_extreme",)

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.seen = False

    def take(self, walk: Walk) -> bool:
        if walk.step_name != "last_trick":
            return False
        self.seen = True
        shell, scene, driver, wrong = walk.shell, walk.scene, walk.driver, self.wrong
        assert driver.says_step and driver.waits_for_next
        wait_seconds(shell, 1.5)  # the card is being read
        lesson = driver.lesson
        steps = lesson.steps
        index = driver.step_index
        made = sum(len(step.actions) for step in steps[:index])
        before = play_through(lesson, lesson.expected_actions()[:made]).view(YUNA)
        for seat, plate in enumerate(scene.frame.plates):
            status = scene.seat_status(before, seat)
            if plate.subtitle != status:
                wrong.append(f"{scene.session.name(seat)}'s plate says {plate.subtitle!r} "
                             f"over round 1's last trick, not {status!r}")
            if plate.counter.target != 0:
                wrong.append(f"{scene.session.name(seat)}'s plate counts to "
                             f"{plate.counter.target} before the round's summary")
        round_one = scene.frame_text("round", round=1, rounds=6)
        if not scene.frame.round_text.startswith(round_one):
            wrong.append(f"the top bar says {scene.frame.round_text!r} over round 1's last trick")
        places = scene.seat_seals  # type: ignore[attr-defined]
        if places[JISU].counts.get(Seal.GREEN, 0) != 0:
            wrong.append("Jisu still shows a green seal under the card saying she has none "
                         "to give back")
        black = places[JISU].counts.get(Seal.BLACK, 0)
        if black != 5:
            wrong.append(f"Jisu shows {black} black seals, not the five the pile gave out "
                         "before it was empty")
        if scene.trick.held != JISU:  # type: ignore[attr-defined]
            wrong.append("the last trick the card tells of is no longer on the table")
        press(pygame.K_RETURN)
        flights: set[Seal] = set()
        for _ in range(round(15 / WAIT_FRAME)):
            if driver.step_index > index and driver.says_step:
                break
            frames(shell, 1, WAIT_FRAME)
            flights |= {token.seal for token in scene.flying_seals}  # type: ignore[attr-defined]
        if flights:
            wrong.append(f"seals flew after Next, under the round's summary: {flights}")
        if driver.step_index == index:
            wrong.append("Next did not take the lesson on from the last trick")
        if (places[JISU].counts.get(Seal.GREEN, 0), places[JISU].counts.get(Seal.BLACK, 0)
                ) != (0, black):
            wrong.append("Jisu's seals changed under the round's summary")
        return True


def test_the_last_trick_shows_round_one_until_next_and_the_seals_its_card_tells_of() -> None:
    watch = shared_walk("wizard_extreme", RoundEndWatch)
    assert watch.seen, "the walk never reached the last trick's card"
    assert not watch.wrong, "\n".join(watch.wrong)
