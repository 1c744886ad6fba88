"""A five-seat Wizard Extreme replay's review shows every hand face up with its values at
least 22 px tall at 1920x1080, each hand inside its cell and every card's value whole, not
under the next card (trial s16 read 16 px values there)."""

from __future__ import annotations

import pygame

from scenes.games.wizard_extreme.art import card_index, clear_art_caches
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import PlayCard
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app, frames
from tests.scenes.text_probe import recording

__all__ = ["app"]


def _five_seat_review(shell: App) -> WizardExtremeScene:
    """A finished five-seat game replayed with every hand open, paused as a round's
    first card is about to be played (every hand full)."""
    seats = [SeatConfig(f"Seat {index}", index, SeatKind.COMPUTER, "random")
             for index in range(5)]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=3)
    while not session.game.is_over:
        session.apply(session.bots[session.current_seat].choose(  # type: ignore[index]
            session.game.view(session.current_seat)))
    position = next(index for index, action in enumerate(session.game.history)
                    if isinstance(action, PlayCard))
    shell.context.manager.apply(Push(shell.context.navigator.replay(session, at=position)))
    frames(shell, 2)
    table = shell.context.manager.top
    assert isinstance(table, WizardExtremeScene) and isinstance(table.driver, ReplayDriver)
    table.driver.playing = False
    for _ in range(600):
        frames(shell, 1)
        if not table.driver.is_busy:
            break
    frames(shell, 3)
    assert table.driver.reveals_all
    return table


def test_open_hands_values_read_from_the_sofa(app: App) -> None:
    resize_window(app, (1920, 1080))
    frames(app, 2)
    table = _five_seat_review(app)
    hands = table.open_hands
    assert all(len(hand.cards) >= 10 for hand in hands.hands)
    clear_art_caches()
    hands._pictures = [None] * len(hands.hands)
    surface = pygame.Surface(app.context.size)
    with recording() as seen:
        for hand in hands.hands:
            for card in hand.cards:
                card.set_size((card.size[0], card.size[1] + 1))  # painted anew
                card.set_size(hand.card_size)
        hands.draw(surface, [str(seat) for seat in range(len(hands.hands))])
    values = [size for size, text in seen if text.isdigit()]
    assert values and min(values) >= SOFA_HEIGHT_1080, f"values {min(values)} px tall"
    for hand, cell in zip(hands.hands, hands.cells, strict=True):
        fan = hand.fan_rect()
        assert fan is not None and cell.left <= fan.left and fan.right <= cell.right, \
            f"{fan} past the sides of {cell}"
        for card, following in zip(hand.cards, hand.cards[1:], strict=False):
            glyphs, (left, _) = card_index(card.value.colour, card.value.value, card.size[0],
                                           hands.px(15))
            shown = (following.rect().left - card.rect().left) / card.size[0]
            assert shown * card.size[0] >= left + glyphs.get_bounding_rect().right, \
                f"{card.value}'s value under the next card"


def test_every_colours_value_stands_out_on_a_shaded_face(app: App) -> None:
    """Text heights, s18: yellow's 12 read 4.48:1 on the face's shade in a Korean review
    (ink (115, 92, 23) on (228, 215, 180)); every colour's value now stands out 4.5:1 on
    it, as sofa text must."""
    from tabletop.games.wizard_extreme_data import Colour as Suit
    from tests.scenes.sofa_text import LEAST_CONTRAST, contrast

    shade = (228, 215, 180)  # the face's darkest drawn under a value (measured, above)
    for suit in Suit:
        image, _ = card_index(suit, 12, 80)
        inks = {image.get_at((x, y))[:3] for x in range(image.get_width())
                for y in range(image.get_height()) if image.get_at((x, y))[3] == 255}
        assert inks, suit
        darkest = min(inks, key=sum)
        assert contrast(darkest, shade) >= LEAST_CONTRAST, (suit, darkest)
