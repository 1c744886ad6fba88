"""The hand-over in every hiding game, played through the real App and game scene with two
persons at one screen: the curtain covers only the private part of the
table, in place, the public table stays in sight and bright, and no curtain comes before
a public move."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.curtain import HAND_OVER_GRACE, CurtainScene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.screens.results import ResultsScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.curtain import PrivacyCurtain
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import (
    GAMES,
    big_shot_events,
    polterfass,
    winners_circle_events,
    wizard_extreme,
)
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.scenes.test_game_base import (
    FRAME,
    QUIET_SECONDS,
    app,
    click,
    frames,
    lift_curtain,
    press,
)

__all__ = ["app"]

HIDING_OPTIONS = {"winners_circle": {"hidden_bets": True}, "big_shot": {"hidden_money": True}}
PUBLIC_MOVES: dict[str, tuple[type, ...]] = {
    # Everybody watches these (RULES.md §2.5 phases 1, 3 and 4, §1.5; BS-D17): no curtain.
    "polterfass": (polterfass.Throw, polterfass.ThrowAgain, polterfass.CloseTap,
                   polterfass.Remove, polterfass.Double),
    "winners_circle": (winners_circle_events.Roll, winners_circle_events.MoveHorse),
    "big_shot": (big_shot_events.Roll, big_shot_events.PlaceCube),
    # Which seal a trick's winner gives back lies on the table for all (RULES.md §3.5 4):
    # the curtain comes after it, for the lead (trial s22 met it before).
    "wizard_extreme": (wizard_extreme.ReturnSeal,),
}


def _start(shell: App, game_id: str, seed: int = 4) -> GameScene[Any]:
    """Two persons (and a computer where the game needs three seats) at one screen."""
    shell.context.apply_settings(replace(shell.context.settings, animation_speed="instant"))
    seats = [SeatConfig("Mina", 0), SeatConfig("Joon", 1)]
    if GAMES[game_id].min_seats > 2:
        seats.append(SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy"))
    session = GameSession.start(GAMES[game_id], seats, seed, HIDING_OPTIONS.get(game_id, {}))
    scene = shell.context.navigator.play(session)
    assert isinstance(scene, GameScene)
    shell.context.manager.apply(Push(scene))
    return scene


def _walk(shell: App, scene: GameScene[Any], on_curtain: Callable[[CurtainScene], None],
          *, moves: int = 10_000) -> int:
    """Play on (each person an easy computer player choosing from their own view, taken
    through the scene; Enter for a curtain or a held table) until the results or ``moves``
    moves; calls ``on_curtain`` once per curtain. Returns how many curtains rose."""
    manager, driver, session = shell.context.manager, scene.driver, scene.session
    bots = {seat: make_bot(session.spec.id, "easy", seed=seat + 1)
            for seat in range(len(session.seats)) if session.seats[seat].is_person}
    curtains = 0
    moved_at = -1
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, ResultsScene) and driver.position < moves:
        assert time.monotonic() < deadline, "the game did not move on in time"
        frames(shell, 1)
        top = manager.top
        if isinstance(top, CurtainScene):
            curtains += 1
            on_curtain(top)
            lift_curtain(shell)
            frames(shell, 1)
        elif top is scene and driver.is_settled and (
                scene.holds_table() or (driver.is_over and driver.manners.waits_for_a_press)):
            press(pygame.K_RETURN)
        elif top is scene and driver.accepts_input and driver.position != moved_at:
            seat = session.current_seat
            assert seat is not None
            moved_at = driver.position
            assert scene.act(bots[seat].choose(driver.gate.seat_view(seat)))
    return curtains


@pytest.mark.parametrize("game_id", list(PUBLIC_MOVES))
def test_no_curtain_comes_before_a_public_move(app: App, game_id: str) -> None:
    """Every curtain waits for a decision that needs its person's secrets: the Polterfass
    innkeeper's first throw, his throws and counting, a Winner's Circle roll, a Big
    Shot placement and a Wizard Extreme seal given back are made on the public table (the
    innkeeper's throw got one)."""
    scene = _start(app, game_id)
    game = scene.session.game

    def check(curtain: CurtainScene) -> None:
        assert game.current_seat == curtain.seat
        public = [action for action in game.legal_actions()
                  if isinstance(action, PUBLIC_MOVES[game_id])]
        assert not public, f"a curtain before a public move: {public[0]}"

    assert _walk(app, scene, check, moves=150) > 0


@pytest.mark.parametrize("game_id", ["polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_the_public_table_is_drawn_during_a_hand_over(app: App, game_id: str) -> None:
    """While the curtain waits, the screen outside the private part is the table itself,
    bright (the trick, seals, scores, whose turn, the board); the private part is covered
    and shows none of the table beneath."""
    scene = _start(app, game_id)
    seen: list[int] = []

    def compare(curtain: CurtainScene) -> None:
        if seen:
            return
        seen.append(curtain.seat)
        assert scene.driver.viewer is None, "under the curtain the table is the public one"
        shown = app.context.manager
        screen = pygame.Surface(app.context.size)
        shown.draw(screen)
        table = pygame.Surface(app.context.size)
        scene.draw(table)
        private, _ = scene.private_area()
        width, height = app.context.size
        assert private.width * private.height < width * height / 3, "a small part is covered"
        outside = inside = same_inside = 0
        for x in range(0, width, 9):
            for y in range(0, height, 9):
                if private.collidepoint(x, y):
                    inside += 1
                    same_inside += screen.get_at((x, y)) == table.get_at((x, y))
                else:
                    outside += 1
                    assert screen.get_at((x, y)) == table.get_at((x, y)), (
                        f"the public table is covered or dimmed at {(x, y)}")
        assert outside > inside > 0
        assert same_inside < inside / 4, "the private part is covered"

    _walk(app, scene, compare, moves=60)
    assert seen, "a hand-over came"


@pytest.mark.parametrize("game_id", ["polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_a_notice_is_never_half_behind_a_cover(app: App, game_id: str) -> None:
    """A trial read half a sentence: Wizard Extreme's notice of the trick before stood
    half behind the next person's cover, drawn over it. While a cover is up, a notice up
    before it and one coming under it stand clear of it (issue #32)."""
    scene = _start(app, game_id)
    toasts = scene.frame.toasts
    seen: list[int] = []
    long = "A notice of two lines, as long as the one a trial read half of behind the cover."

    def check(curtain: CurtainScene) -> None:
        if seen:
            return
        seen.append(curtain.seat)
        toasts.show(long, error=False, public=True)
        toasts.show(long + " And a second one.", error=False, public=True)
        app.context.manager.draw(pygame.Surface(app.context.size))
        placed = toasts.rects(app.context.size)  # (one with no free place waits unseen)
        assert placed, "the newest notice shows"
        assert pygame.Rect(curtain.curtain.rect).collidelist(placed) < 0, (
            f"{placed} behind the cover {curtain.curtain.rect}")

    _walk(app, scene, check, moves=60)
    assert seen, "a hand-over came"


def test_the_hand_shows_only_the_cards_of_the_person_who_confirmed(app: App) -> None:
    """Wizard Extreme with two persons and a computer: every frame, the hand along the
    bottom holds only the viewer's own cards, the viewer is the seat to move and showed
    them with a press; under a curtain it holds none."""
    scene = _start(app, "wizard_extreme")
    game, driver = scene.session.game, scene.driver
    hand = scene.hand  # type: ignore[attr-defined]
    shown = 0

    def empty(curtain: CurtainScene) -> None:
        assert not hand.cards, "a hand under the curtain"

    original = scene.draw

    def checked_draw(surface: pygame.Surface) -> None:
        nonlocal shown
        original(surface)
        if not hand.cards:
            return
        viewer = driver.viewer
        assert viewer is not None and viewer == game.current_seat
        assert {card.value for card in hand.cards} <= set(game.state.hands[viewer])
        shown += 1

    scene.draw = checked_draw  # type: ignore[method-assign]
    assert _walk(app, scene, empty, moves=40) > 0
    assert shown > 0


PAST_THE_LIFT = round(HAND_OVER_GRACE / FRAME) + 2
"""Frames after a cover lifted in which the table has taken its grace (one press each)."""


MOVE_KEY = pygame.K_F15
"""A key pressed for a person's move, that means nothing at a table."""


def _to_curtain(shell: App, scene: GameScene[Any],
                wanted: Callable[[], bool] = lambda: True, *, rested: bool = True
                ) -> CurtainScene:
    """Play on (each person an easy computer player, a cover lifted with Enter) until a
    cover waits while ``wanted()``, and return that cover, still up and, when ``rested``,
    past its grace (a press now lifts it, as the next person's does); else just risen,
    the last person's keys pressed on up to it (a cover risen with the keys at rest takes
    a press at once)."""
    manager, driver, session = shell.context.manager, scene.driver, scene.session
    deadline = time.monotonic() + PATIENCE
    while True:
        assert time.monotonic() < deadline, "no hand-over came"
        if not rested and not isinstance(manager.top, CurtainScene):
            press(MOVE_KEY)  # the last person's keys go on up to the cover
        frames(shell, 1)
        top = manager.top
        if isinstance(top, CurtainScene):
            if wanted() and not rested:
                return top
            if wanted():
                frames(shell, 1, dt=QUIET_SECONDS)
                assert manager.top is top, "the cover fell by itself"
                return top
            lift_curtain(shell)
            frames(shell, PAST_THE_LIFT)
        elif top is scene and driver.accepts_input:
            seat = session.current_seat
            assert seat is not None
            bot = make_bot(session.spec.id, "easy", seed=seat + 1)
            press(MOVE_KEY)  # the key the move is made with
            frames(shell, 1)
            assert scene.act(bot.choose(driver.gate.seat_view(seat)))


def _release(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))


BURST_BEAT_SECONDS = 0.8
"""Enter pressed on at a steady beat by the person who just moved (trial s24 A/186-188)."""


@pytest.mark.parametrize("game_id", ["polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_a_press_from_the_last_persons_burst_never_lifts_the_next_cover(
        app: App, game_id: str) -> None:
    """A Winner's Circle bet is laid the instant its digit is pressed, and the Enter after
    it lifted Ben's cover and showed his chips before he sat down. The cover lifts only
    on a press after the keys have rested (as after a held result); a press held back
    leaves the cover up, and it says the press was too soon."""
    scene = _start(app, game_id)
    curtain = _to_curtain(app, scene, rested=False)
    manager = app.context.manager
    for _ in range(4):
        frames(app, round(BURST_BEAT_SECONDS / FRAME))
        press(pygame.K_RETURN)
        _release(pygame.K_RETURN)
        frames(app, 1)
        assert manager.top is curtain, "a press of the last person's burst lifted the cover"
    assert curtain.curtain.too_soon, "the press held back was not said to be too soon"
    frames(app, 1, dt=QUIET_SECONDS)  # the keys have rested: the next person presses
    press(pygame.K_RETURN)
    frames(app, 1)
    assert manager.top is scene and scene.driver.viewer == curtain.seat


@pytest.mark.parametrize("second", [pygame.K_SPACE, pygame.K_RETURN])
def test_a_second_press_on_the_cover_plays_no_move(app: App, second: int) -> None:
    """One press, one action (DESIGN §3): Enter lifts the cover over Joon's or Mina's
    Wizard Extreme hand and is used up there; a second press right after it (Space, which
    confirms a prediction, or Enter) plays nothing, nor does a key still held; once the hand
    has been in sight and the keys have rested, a press plays again. Before, the second Space
    confirmed an empty prediction under the hand just shown."""
    scene = _start(app, "wizard_extreme")
    curtain = _to_curtain(app, scene)
    driver, manager = scene.driver, app.context.manager
    position = driver.position
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    press(second)
    frames(app, 1)
    assert manager.top is scene, "the cover lifted"
    assert driver.viewer == curtain.seat
    press(second)  # still within the grace, and again without a release: a held key
    frames(app, 3)
    assert driver.position == position, "a press meant for the cover played a move"
    _release(second)
    frames(app, 1, dt=DECISION_QUIET_SECONDS)  # the keys rested after the burst of two
    frames(app, 1)
    assert driver.accepts_input
    # A prediction with no seals: a real move now, at its second Space (the first asks
    # for a choice, tests/scenes/test_wizard_space_predicts_none.py).
    press(pygame.K_SPACE)
    frames(app, 1)
    press(pygame.K_SPACE)
    frames(app, 1)
    assert driver.position == position + 1


def test_keys_other_than_the_covers_count_at_once_after_it_lifts(app: App) -> None:
    """The grace after a cover lifts swallows only a second press of a key that lifts
    covers: a guest who presses Enter, then 3 and 4 at once, holds both cards (a trial's
    3 went nowhere and the order was the 4 alone)."""
    from tabletop.games import polterfass

    scene = _start(app, "polterfass")
    game = scene.session.game
    curtain = _to_curtain(app, scene, lambda: game.state.phase is polterfass.Phase.ORDERS)
    first, second = 3, 4  # every guest holds the cards 0-7 (RULES.md §2.5)
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    frames(app, 1)
    assert app.context.manager.top is scene and scene.driver.viewer == curtain.seat
    press(pygame.K_0 + first)
    press(pygame.K_0 + second)
    frames(app, 2)
    assert sorted(scene.selected) == [first, second]  # type: ignore[attr-defined]


def test_a_double_click_on_the_cover_plays_no_card(app: App) -> None:
    """The cover over a hand lies where the cards will be: a double click on it lifts it
    with the first click and plays no card with the second."""
    scene = _start(app, "wizard_extreme")
    driver, manager = scene.driver, app.context.manager
    game = scene.session.game
    curtain = _to_curtain(app, scene, lambda: game.state.phase is wizard_extreme.Phase.PLAY)
    position = driver.position
    area, _ = scene.private_area()
    click(area.center)
    frames(app, 1)
    assert manager.top is scene and driver.viewer == curtain.seat
    hand = scene.hand  # type: ignore[attr-defined]
    playable = next(card for card in hand.cards if card.enabled)
    click(hand.showing_rect(playable.value).center)  # the second click, a frame later
    frames(app, 3)
    assert driver.position == position, "the second click played a card"


@pytest.mark.parametrize(("game_id", "part"), [("wizard_extreme", "cards"),
                                               ("winners_circle", "chips"),
                                               ("big_shot", "money")])
def test_the_prompt_says_what_to_do_while_the_cover_waits(app: App, game_id: str,
                                                          part: str) -> None:
    """Under a waiting cover the prompt tells its person what to do ("Joon: press Enter
    or click the cover to see your cards"), not only "Pass the screen to Joon"."""
    scene = _start(app, game_id)
    curtain = _to_curtain(app, scene)
    app.context.manager.draw(pygame.Surface(app.context.size))
    name = scene.session.name(curtain.seat)
    said = scene.prompt.text
    expected = app.context.words(f"table.prompt_curtain_{part}", name=name, key="Enter")
    if game_id == "winners_circle":  # race 1's first bettor: the prompt also says why (I/020)
        expected = scene.text("prompt_curtain_first", name=name, key="Enter",
                              why=scene.text("why_lot"))
    assert said == expected
    assert "Enter" in said and name in said


def test_a_polterfass_order_hand_shows_only_for_its_guest_after_their_press(app: App) -> None:
    """Polterfass with two persons and a computer: the order cards are on screen only for
    the guest ordering now, after their own press on the cover; the innkeeper's throws,
    the serving and the count come with no cover at all (checked by the walk above), and
    a person's order lies face down to the other person until the bill."""
    scene = _start(app, "polterfass")
    game, driver = scene.session.game, scene.driver
    hand = scene.hand  # type: ignore[attr-defined]
    shown = 0
    covers: list[int] = []

    def under_cover(curtain: CurtainScene) -> None:
        assert not hand.cards, "order cards under the cover"
        assert game.state.phase is polterfass.Phase.ORDERS, "a cover outside the orders"
        covers.append(curtain.seat)

    original = scene.draw

    def checked_draw(surface: pygame.Surface) -> None:
        nonlocal shown
        original(surface)
        viewer = driver.viewer
        if viewer is not None:
            # Only the guest ordering now sees anything private; nobody else's order.
            assert viewer == game.current_seat and game.state.phase is polterfass.Phase.ORDERS
        if hand.cards:
            assert viewer is not None and scene.hand_seat == viewer  # type: ignore[attr-defined]
            shown += 1

    scene.draw = checked_draw  # type: ignore[method-assign]
    assert _walk(app, scene, under_cover, moves=60) > 0
    assert shown > 0 and set(covers) == {0, 1}, "both persons ordered behind their own cover"


def test_no_focus_glow_is_drawn_on_a_covered_wizard_table(app: App, monkeypatch: Any) -> None:
    """Mina moved the keyboard's gold frame onto a seal pile and predicted; under Joon's
    cover her frame stayed on the red pile as if a choice were pending. No piece of the
    table keeps the focus, and no focus glow is drawn, while the cover waits."""
    from scenes.widgets import focus

    scene = _start(app, "wizard_extreme")
    game = scene.session.game

    def predicting() -> bool:
        return game.state.phase is wizard_extreme.Phase.PREDICT

    curtain = _to_curtain(app, scene, predicting)
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    frames(app, PAST_THE_LIFT)
    assert app.context.manager.top is scene and scene.driver.accepts_input
    pool = scene.pool  # type: ignore[attr-defined]
    scene.controls.focus(next(stack for stack in pool.stacks.values() if stack.enabled))
    frames(app, 30)
    assert any(stack.glow.amount > 0.5 for stack in pool.stacks.values()), "the frame shows"
    seat = scene.session.current_seat
    assert seat == curtain.seat
    scene.act(wizard_extreme.Predict(seat))
    for _ in range(600):
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            break
    assert isinstance(app.context.manager.top, CurtainScene), "the next person's cover"
    assert not any(stack.focused for stack in pool.stacks.values())
    glows: list[float] = []
    real = focus.draw_focus_glow

    def record(surface: pygame.Surface, rect: pygame.Rect, radius: int, amount: float,
               *args: Any) -> None:
        if amount > 0.02:
            glows.append(amount)
        real(surface, rect, radius, amount, *args)

    monkeypatch.setattr(focus, "draw_focus_glow", record)
    frames(app, 2)
    assert not glows, "a focus glow drawn under the cover"


def _gold_at(curtain: CurtainScene, across: float, bar: bool = False) -> bool:
    """True when the cover's keycap (or the wait's bar under it), ``across`` its width
    from the left, is lit gold (not the grey of a keycap that takes no press yet)."""
    surface = pygame.Surface(curtain.context.size)
    curtain.draw(surface)
    widget = curtain.curtain
    scale = theme.ui_scale(surface.get_size())
    _, cap, _, _ = widget.paint(scale)
    shown = cap.move(widget.rect.topleft)
    if bar:
        shown = PrivacyCurtain.wait_bar_rect(shown, scale)
    red, _, blue, _ = surface.get_at((shown.x + round(across * shown.width), shown.centery))
    return red - blue > 100  # gold (E8B84A) is far redder than blue; the grey (A8A194) not


@pytest.mark.parametrize("game_id", ["polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_the_cover_shows_beforehand_when_it_takes_a_press(app: App, game_id: str) -> None:
    """Trial s26 B/184: a cover took no press for a moment after it rose and said so only
    after the press ("Too soon"), so people pressed twice and hands waited (B/127, 130).
    Its keycap is grey as it rises and a bar under it fills with gold while the wait runs
    out (the keycap filling itself read as a broken button, trial s37 T/004), anew after a
    press held back, and the keycap is all gold once a press lifts the cover."""
    scene = _start(app, game_id)
    curtain = _to_curtain(app, scene, rested=False)
    assert not any(_gold_at(curtain, across, bar) for across in (0.1, 0.9)
                   for bar in (False, True)), "the keycap was lit while a press did nothing"
    frames(app, round(DECISION_QUIET_SECONDS / 2 / FRAME))
    assert _gold_at(curtain, 0.1, bar=True) and not _gold_at(curtain, 0.9, bar=True), \
        "the bar did not fill as the wait ran out"
    assert not _gold_at(curtain, 0.1), "the keycap was lit while a press did nothing"
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    frames(app, 1)
    assert app.context.manager.top is curtain
    assert not _gold_at(curtain, 0.1, bar=True), "a press held back did not start the wait anew"
    frames(app, 1, dt=QUIET_SECONDS)
    assert _gold_at(curtain, 0.1) and _gold_at(curtain, 0.9) and curtain.curtain.ready
