"""Polterfass's order cards: the chosen ones wear a tick, the focused one only the focus's
gold. With 3 and 4 chosen and the focus on 0, the three looked alike, gold and lifted: the
focus read as a third choice (trial s27 D/141). A chosen card is lifted and ticked with no
gold of its own, so the gold tells where the focus is (trial D/207)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.polterfass import panels
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.widgets import focus, paint
from tabletop.games.polterfass import Order, Phase
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames
from tests.scenes.test_polterfass_table_names import couch_table, play_until

__all__ = ["app"]


def guest_ordering(shell: App) -> PolterfassScene:
    """The couch table at a person guest's order, the keys quiet."""
    scene = couch_table(shell)
    game = scene.session.game
    play_until(shell, scene, lambda: game.state.phase is Phase.ORDERS and scene.accepts_input
               and scene.hand_seat is not None)
    frames(shell, 1, dt=QUIET_SECONDS)
    return scene


def press(shell: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        frames(shell, 3)


def three_and_four_chosen(app: App) -> tuple[PolterfassScene, dict[int, Any]]:
    """A guest ordering, the 3 and the 4 chosen by their keys; its order cards by value."""
    scene = guest_ordering(app)
    press(app, pygame.K_3, pygame.K_4)
    assert scene.selected == [3, 4]
    return scene, {card.value: card for card in scene.hand.cards}


def test_the_chosen_order_cards_wear_a_tick_and_the_focused_one_does_not(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, cards = three_and_four_chosen(app)
    scene.hand.ring.focus(cards[0])
    ticked: list[pygame.Rect] = []
    real = panels.draw_order_mark

    def recorded(surface: pygame.Surface, card: pygame.Rect, scale: float) -> None:
        ticked.append(pygame.Rect(card))
        real(surface, card, scale)

    monkeypatch.setattr(panels, "draw_order_mark", recorded)
    frames(app, 10)
    assert cards[0].glowing, "the focus shows on the 0"
    last = ticked[-2:]
    assert sorted(rect.centerx for rect in last) == sorted(
        cards[value].rect().centerx for value in (3, 4)), "a tick on each chosen card"
    assert cards[0].rect().centerx not in {rect.centerx for rect in ticked}, \
        "no tick on the focused card"


def test_only_the_focused_order_card_wears_gold(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, cards = three_and_four_chosen(app)
    scene.hand.ring.focus(cards[4])
    frames(app, 10)  # the focus's glow eases in
    gold: list[tuple[int, int]] = []  # the centres of every gold glow drawn
    real_glow, real_focus = paint.draw_glow, focus.draw_focus_glow

    def glow(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        gold.append(rect.center)
        real_glow(surface, rect, *args, **kwargs)

    def focus_glow(surface: pygame.Surface, rect: pygame.Rect, radius: int, amount: float,
                   *args: Any) -> None:
        if amount > 0.02:
            gold.append(rect.center)
        real_focus(surface, rect, radius, amount, *args)

    monkeypatch.setattr(paint, "draw_glow", glow)
    monkeypatch.setattr(focus, "draw_focus_glow", focus_glow)
    frames(app, 1)
    assert cards[4].rect().center in gold, "the focused chosen card shows the focus"
    assert cards[3].rect().center not in gold, "the chosen card out of focus wears gold"
    scene.hand.ring.focus(cards[0])
    frames(app, 30)  # the 4's glow eases out
    gold.clear()
    frames(app, 1)
    assert cards[0].rect().center in gold, "the focused card shows the focus"
    assert not {cards[3].rect().center, cards[4].rect().center} & set(gold), \
        "a chosen card out of focus wears gold"


def test_a_digit_then_enter_still_places_that_order(app: App) -> None:
    scene = guest_ordering(app)
    seat = scene.hand_seat
    assert seat is not None
    press(app, pygame.K_7, pygame.K_RETURN)
    frames(app, 5)
    assert Order(seat, (7,)) in scene.session.game.history, "7 then Enter placed no 7"


def test_a_digit_takes_the_focus_off_another_card_so_enter_orders_it(app: App) -> None:
    """Trial s35 Q/014: after 7 the focus's gold stayed on the 0, so Enter read as taking
    the 0 too."""
    scene = guest_ordering(app)
    seat = scene.hand_seat
    assert seat is not None
    press(app, pygame.K_RIGHT)
    focused = scene.hand.ring.focused
    assert focused is not None and focused.value != 7
    press(app, pygame.K_7)
    frames(app, 40)  # the glow eases out
    assert scene.hand.ring.focused is None
    assert [card.value for card in scene.hand.cards if card.glowing] == []
    press(app, pygame.K_RETURN)
    frames(app, 5)
    assert Order(seat, (7,)) in scene.session.game.history, "Enter after 7 placed no 7"
