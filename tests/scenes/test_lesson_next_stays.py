"""Next does not move under the pointer (issue #32, "the card stays in one place through a
run of steps"). A trial walked Yacht's lesson with its card going bottom left, bottom
right, left, top left, Next from y 679 to 139 between two cards, and Roll appearing where
Next had been, so a double click on Next rolled; Wizard's card went centre, right, left.

Walked as a player walks it, each lesson at both window sizes: from one card to the next
Next stays where it stood unless the card there, as tall as the new words, would cover what
the new step needs (what its words name, the piece it points at or tells of, the coach,
what the table keeps in sight), and the new place would have covered what the card before
needed (else the card could have stood there already), or a live button comes where Next
stood at the move the lesson waits for next; and on the step that waits for a move right
after a card, nothing to click lies where that card's Next stood: not the glowing piece,
not a live button of the table, not the card's Skip step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson import LessonDriver
from scenes.widgets.button import Button
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


@dataclass
class Seen:
    moved: list[str] = field(default_factory=list)
    under: list[str] = field(default_factory=list)
    every: list[str] = field(default_factory=list)
    """Every move of Next from one card to the next, needed or not."""
    nexts: list[tuple[int, int]] = field(default_factory=list)
    """Where Next stood on every card read, in order, moves between them or not."""
    end: tuple[pygame.Rect, pygame.Rect, list[pygame.Rect], int] | None = None
    """The end's card: where it stands, where its words stand, its buttons, its padding."""


def _needs(scene: GameScene[Any], driver: LessonDriver) -> list[pygame.Rect]:
    """What the step shown needs in view, found as the card's place finds it."""
    steps = driver.lesson.steps
    step = steps[driver.step_index]
    made = [s.expect for s in steps[:driver.step_index + 1] if s.expect is not None]
    piece = driver.pointed_piece() or (scene.piece_rect(made[-1]) if made else None)
    coach = scene.coach_area() if step.coach else None
    return [*(rect for name in (*step.show, *step.sight) for rect in scene.sight_rects(name)),
            *([piece] if piece is not None else []), *([coach] if coach is not None else []),
            *scene.keep_in_sight()]


def _clickable(scene: GameScene[Any], driver: LessonDriver, spot: pygame.Rect) -> list[str]:
    point = spot.center
    # A live button of the table, the glowing piece, the card's own buttons: what a second
    # click on Next would press (another piece, a horse's lane, is refused with the hint).
    found = [piece.label_key for piece in scene.touchable() if isinstance(piece, Button)
             and piece.enabled and piece.bounds().collidepoint(point)]
    glow = driver.pointed_piece()
    if glow is not None and glow.collidepoint(point):
        found.append("the glowing piece")
    found += [button.label_key for button in driver.card.buttons if button.rect.collidepoint(point)]
    return found


def _walk(game_id: str, size: tuple[int, int], language: str) -> Seen:
    seen = Seen()
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, game_id, size, language)
        steps = driver.lesson.steps
        # The card read last: its step, place, Next, corner, height and needs.
        last: tuple[int, pygame.Rect, pygame.Rect, str, int, list[pygame.Rect]] | None = None
        moved: tuple[str, pygame.Rect] | None = None  # a move not yet seen to be needed
        buttons: list[tuple[str | None, pygame.Rect]] = []  # the last card's, as it was read
        for _ in range(len(steps) + 1):
            ready(shell, scene)
            frames(shell, 1)
            at, step = driver.step_index, driver.step
            if moved is not None:
                # Needed after all where a live button comes at the move waited for next.
                if step is None or driver.waits_for_next \
                        or not _clickable(scene, driver, moved[1]):
                    seen.moved.append(moved[0])
                moved = None
            if step is None:
                # The end's card: neither of its buttons where the last card's Next or Skip
                # step stood (a trial's second click on Next met Play a real game there, and
                # s33 L/004's second click on Skip step met Menu). Where those two took the
                # whole foot (Wizard's narrow card), the end's words still come first (s35
                # Q/010) and only Next's place, under the pointer, is kept clear.
                card = driver.card
                seen.end = (card.rect.copy(), card.words_rect(),
                            [button.rect.copy() for button in card.buttons], card._pad())
                widest = max(button.rect.width for button in card.buttons)
                room = min(spot.left for _, spot in buttons) - card.rect.left
                kept = buttons if room >= widest else [
                    (name, spot) for name, spot in buttons if name == "lesson.next"]
                found = [f"{button.label_key} where {name} stood"
                         for button in card.buttons for name, spot in kept
                         if button.rect.collidepoint(spot.center)]
                if found:
                    seen.under.append(f"the end: {found}")
                break
            buttons = [(button.label_key, button.rect.copy()) for button in driver.card.buttons]
            name = step.text.rsplit(".", 1)[-1]
            card = driver.card
            if driver.waits_for_next:
                nxt = card.next_button.rect.copy()
                seen.nexts.append(nxt.center)
                if last is not None and last[0] == at - 1 and nxt != last[2]:
                    seen.every.append(name)
                    # The last place, as tall as these words, its Next where it stood.
                    stay = pygame.Rect(last[1].x, 0, last[1].width, card.rect.height)
                    if last[3].startswith("top"):
                        stay.top = last[1].top
                    else:
                        stay.bottom = last[1].bottom
                    # The new place, as tall as the words before, its Next where it stands.
                    early = pygame.Rect(card.slot.x, 0, card.slot.width, last[4])
                    if card.corner.startswith("top"):
                        early.top = card.slot.top
                    else:
                        early.bottom = card.slot.bottom
                    if (stay.collidelist(_needs(scene, driver)) < 0
                            or early.collidelist(last[5]) < 0):
                        moved = (f"{name}: Next {tuple(last[2])} -> {tuple(nxt)}", last[2])
                last = (at, card.slot.copy(), nxt, card.corner, card.rect.height,
                        _needs(scene, driver))
            else:
                if last is not None and last[0] == at - 1:
                    found = _clickable(scene, driver, last[2])
                    if found:
                        seen.under.append(f"{name}: {found} where Next stood")
                last = None
            take_step(shell, scene)
    return seen


_SEEN: dict[tuple[str, str, str], Seen] = {}


def seen_walking(game_id: str, size: str, language: str = "en") -> Seen:
    if (game_id, size, language) not in _SEEN:
        _SEEN[game_id, size, language] = _walk(game_id, SIZES[size], language)
    return _SEEN[game_id, size, language]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_next_moves_only_where_the_next_card_needs_its_place(game_id: str, size: str) -> None:
    moved = seen_walking(game_id, size).moved
    assert not moved, f"at {size}: {moved}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_nothing_to_click_comes_where_next_stood(game_id: str, size: str) -> None:
    under = seen_walking(game_id, size).under
    assert not under, f"at {size}: {under}"


def places_and_moves(nexts: list[tuple[int, int]]) -> tuple[int, int]:
    """How many places Next stood in through a lesson, and how often it went elsewhere."""
    return len(set(nexts)), sum(1 for at in range(1, len(nexts)) if nexts[at] != nexts[at - 1])


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["yacht", "polterfass", "big_shot", "winners_circle"])
def test_next_stands_in_one_place_all_through(game_id: str, size: str, language: str) -> None:
    """Next stays in one place through the whole lesson, under the pointer that pressed it.
    Trial s16: Yacht's Next stood top left, went bottom right for "a good score, you may stop
    here" and back; that card's words now come with the one asking for Four of a Kind.
    Trial s20: Polterfass's Next went from y 174 to 346 at 1920x1080 for the cards that speak
    of the tally, which now lies under the card in the coach's place.
    Big Shot's and Winner's Circle's Next moved twice between places (trials s32 J/002,
    J/005, s33 L/001, L/008): their cards now keep one band of the table."""
    nexts = seen_walking(game_id, size, language).nexts
    assert nexts and places_and_moves(nexts) == (1, 0), f"at {size} in {language}: {nexts}"


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_wizard_next_never_moves_from_one_card_to_the_next(size: str,
                                                               language: str) -> None:
    """Wizard Extreme's cards before the prediction (the welcome, the seals, "you predict
    first", the cards' marks) stand in one place, the middle, where the prediction's own
    cards come, clear of the side panel (trial H/012: in the column the card lay over "My
    prediction") and of the pool the seals' card names. Trial s32: the welcome and the seals
    stood at the foot of the column, so Next moved under the pointer at "you predict
    first". Next goes to the column once, after the prediction, whose moves show no Next."""
    seen = seen_walking("wizard_extreme", size, language)
    assert places_and_moves(seen.nexts) == (2, 1) and seen.every == [], \
        f"at {size} in {language}: {seen.nexts} {seen.every}"


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["big_shot", "winners_circle"])
def test_the_band_end_card_has_its_words_left_and_its_buttons_right(game_id: str, size: str,
                                                                     language: str) -> None:
    """Trial s38 X/003 (s37 U/011): Big Shot's and Winner's Circle's end card, in the band
    where every card before had its words at its left and Next and Skip step at its right,
    had its buttons at its left and its words at its right: it read as mirrored. Its words
    start at its padding on the left, its buttons stand at its right, clear of the words;
    and still none where Next or Skip step stood (the walk's other test)."""
    end = seen_walking(game_id, size, language).end
    assert end is not None, "the walk reached no end card"
    card, words, buttons, pad = end
    assert words.left == card.left + pad, f"at {size} in {language}: words at {words}, {card}"
    assert max(button.right for button in buttons) == card.right - pad, \
        f"at {size} in {language}: {buttons} on {card}"
    assert all(button.centerx > card.centerx for button in buttons) \
        and words.collidelist(buttons) < 0, f"at {size} in {language}: {buttons} by {words}"
