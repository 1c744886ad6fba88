"""The lesson card as a learner meets it, walked through every lesson's real scene: its
words come only once the table shows what they tell of, it never stands over the piece to
touch nor over what its words name, and Next stays under the pointer from one card to the
next unless the next card needs that place (issue #32, items 6 and 7)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.polterfass.pieces import mat_rect
from scenes.games.winners_circle.lesson_sight import horse_pieces
from scenes.modes.lesson import LessonDriver
from scenes.shell import assets, theme
from scenes.widgets.button import Button
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.winners_circle_events import PlaceBet, Roll
from tabletop.games.wizard_extreme import PlayCard, TakeSeal
from tabletop.games.yacht import Category
from tabletop.i18n import ENGLISH
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

LESSON_IDS = sorted(LESSONS)
SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


@dataclass
class Walked:
    """What a learner would have met walking one lesson at one window size."""

    early: list[str] = field(default_factory=list)
    """Words shown while the table still moved, or before the computer's move they tell of."""
    covered: list[str] = field(default_factory=list)
    """Steps whose card stood over the piece to touch or over a part its words name."""
    under: dict[str, set[str]] = field(default_factory=dict)
    """Per step, the parts of the table (:func:`table_parts`) the card stood over."""
    cut: dict[str, set[str]] = field(default_factory=dict)
    """Per step, the parts of the table the card stood over in part: a word cut off."""
    spoken: dict[str, set[str]] = field(default_factory=dict)
    """Per step, what its words read out (:func:`read_out`) that the card stood over."""
    shown: dict[str, set[str]] = field(default_factory=dict)
    """Per step, the parts of the table (:func:`table_parts`) on the table at all."""
    focus: list[str] = field(default_factory=list)
    """Steps waiting for the learner's move with a keyboard focus shown before any arrow
    key (Enter then made the move unread), or resting elsewhere than on the glowing piece
    (where the first arrow key shows it), or not on it where the piece is in a ring."""
    tall: list[str] = field(default_factory=list)
    """Cards taller than their own words need (a one-line card as tall as the longest of
    its run), or off their run's width and the edge where Next sits."""
    places: list[tuple[str, str, tuple[int, int]]] = field(default_factory=list)
    """Per card read, its step and where its Next stood: its corner and that corner's
    point."""
    hidden: list[str] = field(default_factory=list)
    """Steps whose refusal hint (a toast) stood under the card or over it."""
    end: set[str] | None = None
    """The parts of the table (:func:`table_parts`) the end's card (Play a real game,
    Menu) stood over; None until it was seen."""
    moved: list[str] = field(default_factory=list)
    """Cards of the last card's size and board whose Next stood elsewhere than the last
    card's with nothing in that place (longer words, or the board laid out again for the
    coach, may need another place)."""


_WALKED: dict[str, tuple[Walked, Watch, Watch]] = {}


def walked(game_id: str, size: str) -> Walked:
    """``game_id``'s lesson walked once at ``size`` (the tests share the walk; at 720p, the
    size the program starts in, it is the lessons' shared walk)."""
    if size == "720p":
        return shared_walk(game_id, CardWatch).seen
    return walked_at_1080p(game_id)[0]


def walked_at_1080p(game_id: str) -> tuple[Walked, Watch, Watch]:
    """The walk at 1920x1080, the settings asking for the coach everywhere (which a lesson
    does not follow: tests/scenes/test_lessons_scene.py's coach test rides it too, and
    tests/scenes/test_lesson_card_stays.py's watch of the card's place)."""
    from tests.scenes.test_lesson_card_stays import StaysWatch
    from tests.scenes.test_lessons_scene import CoachWatch, coach_everywhere_at_1080p

    if game_id not in _WALKED:
        cards, coach, stays = CardWatch(), CoachWatch(), StaysWatch()
        walk_lesson(game_id, [coach, cards, stays], coach_everywhere_at_1080p)
        _WALKED[game_id] = (cards.seen, coach, stays)
    return _WALKED[game_id]


def watch_every_frame(scene: GameScene[Any], check: Callable[[], None]) -> None:
    """Run ``check`` after every frame the lesson's card is drawn."""
    driver = scene.driver
    drawn = driver.draw_over_table

    def draw_and_check(surface: pygame.Surface) -> None:
        drawn(surface)
        check()

    driver.draw_over_table = draw_and_check  # type: ignore[method-assign]


def parts(scene: GameScene[Any], names: tuple[str, ...]) -> list[pygame.Rect]:
    return [rect for name in names for rect in scene.sight_rects(name)]


BIG_SHOT_SPOKEN = ("e20", "park_b", "b9", "b10", "b11")
"""The districts and the park the Big Shot lesson's cards speak of."""


def table_parts(scene: GameScene[Any]) -> dict[str, list[pygame.Rect]]:
    """The parts of a table a learner keeps looking at through its lesson: Polterfass's
    shelf, its arrow barrel, its mat and every coaster with its name; Big Shot's district 20,
    Park B and zone B's districts, the ones its cards speak of, the whole map and the circles;
    Winner's Circle's horses on the track, the chips to bet, the podium's boxes and the pace
    space; Wizard Extreme's places (names, seals, the magician), the round's summary, the
    hand's cards and the trick."""
    game_id = scene.driver.lesson.game_id if isinstance(scene.driver, LessonDriver) else ""
    if game_id == "polterfass":
        coasters = scene.coasters  # type: ignore[attr-defined]
        r = coasters.radius
        found = {f"coaster {seat}": [pygame.Rect(x - r, y - r, 2 * r, 2 * r + scene.px(30))]
                 for seat, (x, y) in ((seat, place.centre)
                                      for seat, place in coasters.places.items())}
        return {**found, "shelf": scene.sight_rects("shelf"), "arrow": scene.sight_rects("arrow"),
                "mat": [mat_rect(scene.table)]}  # type: ignore[attr-defined]
    if game_id == "big_shot":
        board = scene.board  # type: ignore[attr-defined]
        return {**{key: scene.sight_rects(key) for key in BIG_SHOT_SPOKEN},
                "map": [pygame.Rect(board.city.rect)], "circles": list(board.rows),
                "west": scene.sight_rects("city_west"), "money": scene.sight_rects("money")}
    if game_id == "winners_circle":
        horses = horse_pieces(scene.table, range(7))  # type: ignore[attr-defined]
        table = scene.table  # type: ignore[attr-defined]
        roll = table.mine and table.phase.name == "ROLL" and table.roll_live
        return {"horses": horses, "chips": scene.sight_rects("chips"),
                "podium": scene.sight_rects("podium"), "pace": scene.sight_rects("pace"),
                "sheet": scene.sight_rects("sheet"), "rates": scene.sight_rects("rates"),
                "roll": [table.roll_button.rect.copy()] if roll else []}
    if game_id == "wizard_extreme":
        hand = [card.bounds() for card in scene.hand.cards]  # type: ignore[attr-defined]
        trick = scene.trick  # type: ignore[attr-defined]
        note = pygame.Rect((0, 0), assets.text_size(
            scene.text("trump_note"), theme.text_px(theme.TextSize.SMALL, scene.scale)))
        note.center = trick.bottom_rect().center
        return {"places": scene.sight_rects("zones"), "summary": scene.sight_rects("summary"),
                "hand": hand, "trick": scene.sight_rects("trick"),
                "trump": [] if trick.held is not None else [note]}
    return {}


READ_OUT = {"winners_circle.lesson.move_black": "die", "polterfass.lesson.odds": "choices",
            "winners_circle.lesson.shared": "rates", "yacht.lesson.score_four": "roll",
            "winners_circle.lesson.roll_again": "rates"}
"""Steps whose words read a part of the table out: the die's head that runs Black 5, the
two choices the coach weighs, the Points-on-horse table's $250 for the 3rd horse and its
pace line's $100 (trial s21: under the card), the Roll button with its last throw, not to
be thrown (trial s18: under the card)."""


def read_out(scene: GameScene[Any]) -> dict[str, list[pygame.Rect]]:
    """Those parts, found on the table as it is now."""
    game_id = scene.driver.lesson.game_id if isinstance(scene.driver, LessonDriver) else ""
    if game_id == "winners_circle":
        table = scene.table  # type: ignore[attr-defined]
        # The payout sheet lies over the die: a card on the sheet hides no die.
        return {"die": [table.die.rect()] if table.sheet is None else [],
                "rates": scene.sight_rects("rates")}
    if game_id == "polterfass":
        return {"choices": [pygame.Rect(piece.rect) for piece in scene.touchable()
                            if isinstance(piece, Button)]}
    if game_id == "yacht":
        return {"roll": [pygame.Rect(scene.roll_button.rect)],  # type: ignore[attr-defined]
                "dice": scene.sight_rects("dice")}
    return {}


def named_on_table(scene: GameScene[Any], key: str) -> dict[str, list[pygame.Rect]]:
    """The parts of the table the English words of ``key`` name by what the table calls
    them: a button by its label, a Winner's Circle horse (its row and its piece) by its
    colour, a Yacht row by its category, a Big Shot district by its name or its badge."""
    text = ENGLISH(key).casefold()

    def says(name: str) -> bool:
        return re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", text) is not None

    found = {ENGLISH(piece.label_key): [pygame.Rect(piece.rect)] for piece in scene.touchable()
             if isinstance(piece, Button) and piece.label_key is not None
             and says(ENGLISH(piece.label_key, **piece.label_args))}
    game_id = key.split(".", 1)[0]
    if game_id == "winners_circle":
        for horse, colour in enumerate(("black", "white", "red", "blue", "yellow", "green",
                                        "purple")):
            if says(ENGLISH(f"winners_circle.horse.{horse}")):
                found[colour] = scene.sight_rects(colour)
    if game_id == "yacht":
        for category in Category:
            if says(ENGLISH(f"yacht.category.{category.value}")):
                found[category.value] = scene.sight_rects(category.value)
    if game_id == "big_shot":
        # A district by its name on the table ("District 20", "Park B") or, A9 to B11, by
        # its badge's: "Put Taeo's cube on A9" over A9 would hide the cube's place.
        for region in REGIONS:
            name = ENGLISH(f"big_shot.region.{region.key}")
            if says(name) or (region.key[0] in "ab" and says(region.key)):
                found[region.key] = scene.sight_rects(region.key)
    return found


class CardWatch(Watch):
    """Every frame and every step: what a learner meets of the card (:class:`Walked`)."""

    def __init__(self) -> None:
        self.seen = Walked()

    def start(self, walk: Walk) -> None:
        shell, scene, driver, seen = walk.shell, walk.scene, walk.driver, self.seen
        words = shell.context.words
        steps = driver.lesson.steps
        self.last: list[pygame.Rect] = []  # the card and its Next at the last card read
        self.last_coach = False

        def every_frame() -> None:
            step = driver.step
            if step is None or driver.card.text != words(step.text):
                return
            before = steps[driver.step_index - 1] if driver.step_index else None
            if before is not None and before.text == step.text:
                return  # the same words twice in a row (keep this 3 too) tell of nothing new
            computer = step.expect is not None and step.expect.seat != driver.lesson.learner
            moves_before = sum(1 for s in steps[:driver.step_index] if s.expect is not None)
            made = len(scene.session.game.history) > moves_before
            # A step's moves played at the table's pace: its card tells of them as they come.
            moving = (driver.is_busy and not driver.held_for_reading
                      and not driver.playout.running(driver.step_index))
            if moving or (computer and not made):
                seen.early.append(f"{step.text} (moving {moving}, move made {made})")

        watch_every_frame(scene, every_frame)

    def look(self, walk: Walk) -> None:
        self._at_each_step(walk)
        self._hint_in_view(walk)

    def _at_each_step(self, walk: Walk) -> None:
        scene, driver, seen, last = walk.scene, walk.driver, self.seen, self.last
        steps = driver.lesson.steps
        step = driver.step
        if step is None:
            if driver.says_step:
                seen.end = {name for name, rects in table_parts(scene).items()
                            if driver.card.rect.collidelist(rects) >= 0}
            return
        card = driver.card.rect.copy()
        piece = driver.pointed_piece()
        if piece is not None and card.colliderect(piece):
            seen.covered.append(f"{step.text}: the piece to touch")
        coach = scene.coach_area() if step.coach else None
        if coach is not None and card.colliderect(coach):
            seen.covered.append(f"{step.text}: the coach's numbers")
        named = parts(scene, step.show)
        if card.collidelist(named) >= 0 or len(named) < len(step.show):
            seen.covered.append(f"{step.text}: what its words name (framed: {len(named)})")
        # What its words speak of (Polterfass's arrow barrel and Hana's coaster, Big Shot's
        # districts): in view too, wherever the lesson's author placed the card.
        spoken = [name for name in step.sight if card.collidelist(parts(scene, (name,))) >= 0]
        if spoken:
            seen.covered.append(f"{step.text}: what its words speak of, {spoken}")
        # What its words name, whatever its ``sight`` declares (issue #32: "close the tap, or
        # throw again" over those buttons, "Black is out for you" over Black's row).
        said = [name for name, rects in named_on_table(scene, step.text).items()
                if card.collidelist(rects) >= 0]
        if said:
            seen.covered.append(f"{step.text}: what its words name, {said}")
        if piece is not None and driver.learners_move() is not None:
            rings = scene.focus_rings()
            shown = [ring.focused for ring in rings if ring.focused is not None]
            resting = [ring.resting for ring in rings if ring.resting is not None]

            def under_glow(found: Any) -> bool:
                # Its middle in the glow, or holding it whole (Yacht's row around the
                # learner's cell, where nothing had the focus and Enter rolled the dice).
                bounds = found.bounds()
                return bool(piece.collidepoint(bounds.center) or bounds.contains(piece))

            astray = [f for f in resting if not under_glow(f)]
            in_a_ring = any(under_glow(p) for ring in rings for p in ring.buttons)
            if shown:
                seen.focus.append(f"{step.text}: focus shown on {shown} before any key")
            if astray or (in_a_ring and not resting):
                seen.focus.append(f"{step.text}: focus resting on {astray or 'nothing'}")
        seen.under[step.text] = {name for name, rects in table_parts(scene).items()
                                 if card.collidelist(rects) >= 0}
        seen.cut[step.text] = {name for name, rects in table_parts(scene).items()
                               if any(card.colliderect(rect) and not card.contains(rect)
                                      for rect in rects)}
        seen.shown[step.text] = {name for name, rects in table_parts(scene).items() if rects}
        if step.text in READ_OUT:
            seen.spoken[step.text] = {name for name, rects in read_out(scene).items()
                                      if card.collidelist(rects) >= 0}
        if not driver.waits_for_next:
            last.clear()
            return
        next_button = driver.card.next_button.rect.copy()
        laid_out = driver.coach_on  # the coach's coming or going lays the board out anew
        slot = driver.card.slot.copy()  # the run's place: its width, Next's corner
        corner = driver.card.corner
        seen.places.append((step.text, corner, getattr(driver.card.slot, corner)))
        # Only a card lying on paper the lesson has it fill (Polterfass's tally) is taller.
        fills = driver.card.fills and driver.lesson.card_fills_part
        if not fills and card.height != driver.card.height_for(driver.card.text):
            seen.tall.append(f"{step.text}: {card.height} px for words that need "
                             f"{driver.card.height_for(driver.card.text)}")
        edge = "topright" if driver.card.from_top else "bottomright"
        if card.width != slot.width or getattr(card, edge) != getattr(slot, edge):
            seen.tall.append(f"{step.text}: the card left its run's width or {edge}")
        if last and next_button != last[1] and laid_out == self.last_coach \
                and slot.size == last[0].size:
            # What the new card needs in view: what its words name, and the piece of the
            # move it tells of.
            made = [s.expect for s in steps[:driver.step_index + 1] if s.expect is not None]
            done = scene.piece_rect(made[-1]) if made else None
            needed = [*parts(scene, (*step.show, *step.sight)), *([done] if done else [])]
            if last[0].collidelist(needed) < 0:
                seen.moved.append(step.text)
        last[:] = [slot, next_button]
        self.last_coach = laid_out

    def _hint_in_view(self, walk: Walk) -> None:
        # The step's refusal, as a wrong click or key shows it: beside the card, never
        # under it (Yacht's "click its glowing row", Polterfass's hint, in a trial).
        shell, scene, driver = walk.shell, walk.scene, walk.driver
        step = driver.step
        if step is None:
            return
        toasts = scene.frame.toasts
        driver.refuse()
        frames(shell, 2)
        card = driver.card.rect
        if card.collidelist(toasts.rects(shell.surface.get_size())) >= 0:
            self.seen.hidden.append(f"{step.text}: {toasts.rects(shell.surface.get_size())} "
                                    f"under the card at {card}")
        toasts.clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_steps_words_appear_only_once_the_table_shows_what_they_tell_of(
        game_id: str, size: str) -> None:
    early = walked(game_id, size).early
    assert not early, f"words before the table showed them: {sorted(set(early))}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_card_never_covers_the_piece_to_touch_nor_what_its_words_name(
        game_id: str, size: str) -> None:
    covered = walked(game_id, size).covered
    assert not covered, f"at {size}: {covered}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("step", sorted(READ_OUT))
def test_the_card_leaves_in_view_what_its_words_read_out(step: str, size: str) -> None:
    """Trial s18 at 1920x1080: "Move Black: its head runs 5" stood over the rolled die, and
    the coach's card on "your choice" grew down over Throw again and Close the tap."""
    spoken = walked(step.split(".", 1)[0], size).spoken
    assert step in spoken, f"the walk never saw {step}"
    assert not spoken[step], f"at {size} {step} stood over {spoken[step]}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_refusals_hint_is_never_under_the_card(game_id: str, size: str) -> None:
    """A trial found Yacht's "click its glowing row" and a Polterfass hint under the card,
    unreadable: a hint stands beside the card, above it or below it."""
    hidden = walked(game_id, size).hidden
    assert not hidden, f"at {size}: {hidden}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_next_stays_under_the_pointer_unless_the_next_card_needs_its_place(
        game_id: str, size: str) -> None:
    moved = walked(game_id, size).moved
    assert not moved, f"at {size} Next moved with nothing in its way: {moved}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_each_card_is_as_tall_as_its_own_words_with_next_where_the_run_put_it(
        game_id: str, size: str) -> None:
    """Issue #32 (trial s6): "Yumi puts a 1 on white." stood in a card as tall as the
    longest words of its run. Trial s20: Big Shot's card over the west of the map filled
    it, two lines in a box of 640x560 px at 1920x1080. Each card now fits its words (but
    on Polterfass's tally, paper it covers whole), keeping the run's width and the edge
    where Next sits (the bottom, or a top corner's top)."""
    tall = walked(game_id, size).tall
    assert not tall, f"at {size}: {tall}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_keyboard_focus_rests_on_the_glowing_piece_unshown_until_a_key(
        game_id: str, size: str) -> None:
    """Issue #32 (trial s6): two gold highlights at once, the focus frame on Polterfass's
    order card 0 and Wizard Extreme's green 1 (with Enter's hint) while the glow asked
    for the 5. In every ring, a hand's own too, the focus rests on the glowing piece,
    shown by no frame until an arrow key (trial s14: with the frame on Big Shot's Bid,
    Loan and districts, Enter pressed through the cards made those moves unread)."""
    focus = walked(game_id, size).focus
    assert not focus, f"at {size}: {focus}"


@pytest.mark.parametrize("size", SIZES)
def test_the_polterfass_card_leaves_the_shelf_and_every_guest_in_view(size: str) -> None:
    """The card stands in the side column's top, the tally under it where a card speaks of
    it: never over the mat, the shelf or a guest. A trial saw it go top right, low left
    (over the lying barrels, Joon's coaster and Mina's name), bottom right and back while
    the innkeeper served; trial s20 saw it go below the tally's lines for the last two
    cards. It now stands in one place from the welcome to the end."""
    lesson = LESSONS["polterfass"]
    seen_walk = walked("polterfass", size)
    under = seen_walk.under
    assert under, "the walk saw the card"
    for step in lesson.steps:
        seen = under.get(step.text, set())
        assert not seen, f"{step.text} at {size} covers {seen}"
    places = [place for at, place in enumerate(seen_walk.places)
              if not at or place[1:] != seen_walk.places[at - 1][1:]]
    assert len(places) == 1, f"at {size} the card went {places}"


@pytest.mark.parametrize("size", SIZES)
def test_the_winners_circle_card_leaves_the_horses_chips_podium_and_pace_in_view(
        size: str) -> None:
    """Issue #32: the card stood over the track's far side and the podium's boxes for the
    whole lesson, over space 18 and the chips at times. It now stands narrow in the top
    left corner, over spaces no horse reaches in this race, and beside the horses' cards
    where the words speak of the pace space and the podium: the horses on the track and
    the chips to bet are never under it, the podium and the pace space never where a step
    speaks of them. A later trial saw the podium's boxes under the card while the bets were
    laid and as Black came home: never now, from the first bet to the payout."""
    lesson = LESSONS["winners_circle"]
    under = walked("winners_circle", size).under
    assert under, "the walk saw the card"
    for step in lesson.steps:
        seen = under.get(step.text, set())
        assert not seen & {"horses", "chips", "sheet"}, f"{step.text} at {size}: {seen}"
        spoken = {name for name in ("podium", "pace", "rates") if name in step.sight}
        assert not seen & spoken, f"{step.text} at {size}: {seen}"
    names = [step.text.rsplit(".", 1)[-1] for step in lesson.steps]
    # The bets whose words speak of the podium (the 2 on Purple speaks of Black and Purple
    # instead, whose rows it leaves in view over the podium's empty boxes).
    boxes = [step.text for step in lesson.steps
             if isinstance(step.expect, PlaceBet) and "podium" in step.sight]
    boxes += [lesson.steps[names.index(name)].text
              for name in ("black_home", "first_box", "race_over")]
    covering = [text for text in boxes if "podium" in under[text]]
    assert not covering, f"at {size} the podium's boxes under the card: {covering}"


@pytest.mark.parametrize("size", SIZES)
def test_the_winners_circle_lesson_shows_a_finish_and_its_payout_and_roll_only_to_roll(
        size: str) -> None:
    """Trial s9 (W6, W2): the lesson stopped after three moves of race 1, the pace, the
    last place and race 3's double told in one sentence; and the Roll button stood under
    the card of Byeongsu's last bet. Now the race is run to its end: the learner rolls and
    runs black home, and the payout sheet stays on the table, clear of the card, while the
    cards tell of the points, the last place and race 3's double; the Roll button shows
    only where the card asks for the roll."""
    lesson = LESSONS["winners_circle"]
    shown = walked("winners_circle", size).shown
    names = [step.text.rsplit(".", 1)[-1] for step in lesson.steps]
    for name in ("black_home", "race_over", "paid", "last_place", "double"):
        assert name in names, f"the lesson never gets to {name}"
    for step, name in zip(lesson.steps, names, strict=True):
        seen = shown[step.text]
        rolls = isinstance(step.expect, Roll) and step.expect.seat == lesson.learner
        assert ("roll" in seen) == rolls, f"{name} at {size}: Roll button {'roll' in seen}"
        if "sheet" in step.sight:
            assert "sheet" in seen, f"{name} at {size}: no payout sheet under the card"


@pytest.mark.parametrize("size", SIZES)
def test_the_big_shot_card_leaves_every_district_its_lesson_speaks_of_in_view(
        size: str) -> None:
    under = walked("big_shot", size).under
    spoken = {text: parts & set(BIG_SHOT_SPOKEN) for text, parts in under.items()}
    assert under and not any(spoken.values()), f"at {size}: {spoken}"


@pytest.mark.parametrize("size", SIZES)
def test_the_big_shot_card_leaves_the_money_rows_and_the_circles_in_view(size: str) -> None:
    """Trial s14: the card stood low on the left over districts 17 and 21, Park A and the
    circles 14 to 18. Trial s18: over the panel's money rows, it told of Nari's pass, Taeo's
    and the loan while the rows that show them lay under it. Trial s20: the welcome stood
    over the rows and the grey cube's note it tells of. The welcome now stands in the panel
    under them, and every card after it on the map west of the zone line, which the
    lesson never uses, one place all through, the money rows and the circles in view."""
    under = walked("big_shot", size).under
    welcome = "big_shot.lesson.welcome"
    wrong = {text: parts & {"money", "circles"} for text, parts in under.items()
             if parts & {"money", "circles"}}
    off_west = {text for text, parts in under.items()
                if text != welcome and "map" in parts and "west" not in parts}
    # (A placement's cubes are one card each only as they are dropped: not every step is seen.)
    assert len(under) > len(LESSONS["big_shot"].steps) // 2, f"at {size}: cards seen {under}"
    assert not wrong, f"at {size}: {wrong}"
    assert not off_west, f"at {size}: on the map elsewhere than its west: {off_west}"


@pytest.mark.parametrize("size", SIZES)
def test_the_wizard_card_leaves_every_place_in_view_while_seals_are_taken_and_the_score_whole(
        size: str) -> None:
    """Issue #32: while the seals are taken (the predictions) the card stands clear of every
    player's place, their name and the seals they took; while the round's score is read
    it stands beside the summary, never over it."""
    lesson = LESSONS["wizard_extreme"]
    under = walked("wizard_extreme", size).under
    first = next(at for at, step in enumerate(lesson.steps)
                 if isinstance(step.expect, TakeSeal))
    play = next(at for at, step in enumerate(lesson.steps) if isinstance(step.expect, PlayCard))
    for step in lesson.steps[first:play]:
        assert "places" not in under[step.text], f"{step.text} at {size}"
    scored = "wizard_extreme.lesson.round_scored"
    assert scored in under and not any("summary" in seen for seen in under.values())


def test_the_yacht_welcome_card_leaves_the_roll_button_in_view() -> None:
    """A trial: the first card stood over the Roll button the next card asks to click."""
    from tests.scenes.test_lesson_focus import at_step

    with running_app() as shell:
        scene, driver = at_step(shell, "yacht", ".welcome")
        frames(shell, 2)
        assert driver.says_step
        roll = scene.roll_button.rect  # type: ignore[attr-defined]
        assert not driver.card.rect.colliderect(roll), f"{driver.card.rect} over Roll {roll}"


@pytest.mark.parametrize("size", SIZES)
def test_the_wizard_cards_leave_the_hand_and_the_trick_in_view(size: str) -> None:
    """A trial at 1920x1080: the first card stood over the right of the hand, the trick's
    places and "Red is always trump". Every card but those the lesson stands on the
    trick's empty felt (while you predict) leaves the hand's cards and the trick in view,
    and every player's place with its seals (a card at the side panel's column stood over
    Jisu's seals it named)."""
    lesson = LESSONS["wizard_extreme"]
    under = walked("wizard_extreme", size).under
    covering = {step.text: under[step.text] & {"hand", "trick", "places"}
                for step in lesson.steps if step.card != "center"
                and under.get(step.text, set()) & {"hand", "trick", "places"}}
    assert not covering, f"at {size}: {covering}"


@pytest.mark.parametrize("size", SIZES)
def test_the_wizard_end_card_leaves_the_whole_hand_in_view(size: str) -> None:
    """Issue #32: the end's card, as wide as its row of buttons, stood in the last card's
    narrow place beside the hand and over its last cards. It keeps that width, its
    buttons one above the other."""
    end = walked("wizard_extreme", size).end
    assert end is not None, "the walk saw the end's card"
    assert not end & {"hand", "trick", "places"}, f"at {size}: {end}"


@pytest.mark.parametrize("size", SIZES)
def test_the_wizard_card_never_cuts_red_is_always_trump(size: str) -> None:
    """A trial: while the others took seals, the card stood over the end of "Red is always
    trump" under the trick (its last letters cut off). No card stands over a part of those
    words (one over the empty trick while the learner predicts hides them whole)."""
    lesson = LESSONS["wizard_extreme"]
    cut = walked("wizard_extreme", size).cut
    assert cut, "the walk saw the card"
    cutting = [step.text for step in lesson.steps if "trump" in cut.get(step.text, set())]
    assert not cutting, f"at {size}: {cutting}"
