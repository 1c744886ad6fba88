"""Widgets under SDL's dummy drivers: the table's pieces, dice and cards (their hit tests,
focus, motion and glow)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import theme
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand
from scenes.widgets.cards import CardSprite
from scenes.widgets.dice import DiceTray
from scenes.widgets.focus import FocusRing
from scenes.widgets.tween import Pace, Timeline


def click(pos: tuple[int, int], kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


# ---------------------------------------------------------------- dice


def test_every_piece_is_pressed_like_a_button(screen: pygame.Surface) -> None:
    """Pressable: hovering marks a piece; a press and release on it activates it once; a
    press dragged off before release, or a release without a press, does nothing."""
    tray = DiceTray((40, 110, 560, 380), count=5, seed=1)
    tray.sync([1, 2, 3, 4, 5])
    pressed: list[int] = []
    tray.on_press = pressed.append
    die = tray.pieces[1]
    centre, outside = die.bounds().center, (1, 1)
    die.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                        buttons=(0, 0, 0)))
    assert die.hovered
    assert not die.handle_event(click(centre, pygame.MOUSEBUTTONUP))  # no press before it
    assert die.handle_event(click(centre, pygame.MOUSEBUTTONDOWN))
    assert not die.handle_event(click(outside, pygame.MOUSEBUTTONUP))  # dragged off
    assert pressed == []
    die.handle_event(click(centre, pygame.MOUSEBUTTONDOWN))
    assert die.handle_event(click(centre, pygame.MOUSEBUTTONUP))
    assert pressed == [1]




def test_dice_tray_hit_tests_each_die(screen: pygame.Surface) -> None:
    tray = DiceTray((40, 110, 560, 380), count=5, seed=1)
    tray.sync([1, 2, 3, 4, 5])
    pressed: list[int] = []
    tray.on_press = pressed.append
    ring = FocusRing(tray.pieces, focus_first=False)
    for index in range(5):
        centre = (round(tray.dice[index].position.x), round(tray.dice[index].position.y))
        assert tray.die_at(centre) == index
        ring.handle_event(click(centre, pygame.MOUSEBUTTONDOWN))
        assert ring.handle_event(click(centre, pygame.MOUSEBUTTONUP))
        assert pressed[-1] == index
    assert tray.die_at((1, 1)) is None
    tray.interactive = False
    ring.handle_event(click(centre, pygame.MOUSEBUTTONDOWN))
    assert not ring.handle_event(click(centre, pygame.MOUSEBUTTONUP))
    assert len(pressed) == 5


def test_dice_take_the_shared_focus_by_hover_arrows_and_enter(screen: pygame.Surface) -> None:
    tray = DiceTray((40, 110, 560, 380), count=5, seed=1)
    tray.sync([1, 2, 3, 4, 5])
    pressed: list[int] = []
    tray.on_press = pressed.append
    ring = FocusRing(tray.pieces, focus_first=False)
    third = tray.pieces[2]
    ring.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=third.bounds().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    assert ring.focused is third and tray.dice[2].focused and tray.dice[2].hovered
    ring.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert ring.focused is tray.pieces[3] and not tray.dice[2].focused
    ring.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert pressed == [3]
    for _ in range(30):
        tray.update(1 / 60)
    assert tray.dice[3].focus_glow.amount > 0.9 and tray.dice[3].focus_glow.is_settled


def test_holding_moves_a_die_to_the_held_row(screen: pygame.Surface) -> None:
    tray = DiceTray((40, 110, 560, 380), count=5, seed=1)
    tray.sync([6, 6, 2, 3, 4])
    timeline = Timeline(Pace())
    timeline.append(tray.set_held(1, True))
    timeline.fast_forward()
    held_die = tray.dice[1]
    assert held_die.held and held_die.glow == 1.0
    assert tray.held_rect.collidepoint(held_die.position)
    for index in (0, 2, 3, 4):
        assert tray.floor_rect.collidepoint(tray.dice[index].position)
    spot = (round(held_die.position.x), round(held_die.position.y))
    assert tray.die_at(spot) == 1
    timeline.append(tray.set_held(1, False))
    timeline.fast_forward()
    assert tray.floor_rect.collidepoint(held_die.position) and held_die.glow == 0.0


def test_roll_tumbles_free_dice_and_settles_on_the_result(screen: pygame.Surface) -> None:
    tray = DiceTray((40, 110, 560, 380), count=5, seed=1)
    tray.sync([6, 6, 2, 3, 4], held=[True, True, False, False, False])
    held_positions = [pygame.Vector2(die.position) for die in tray.dice[:2]]
    timeline = Timeline(Pace())
    timeline.append(tray.roll([6, 6, 5, 5, 1]))
    timeline.update(0.3)
    assert any(die.rolling for die in tray.dice[2:])
    assert not any(die.rolling for die in tray.dice[:2])
    tray.draw(screen)
    timeline.fast_forward()
    assert [die.shown_value for die in tray.dice] == [6, 6, 5, 5, 1]
    assert not any(die.rolling for die in tray.dice)
    assert [die.position for die in tray.dice[:2]] == held_positions


# ---------------------------------------------------------------- cards


def test_card_hit_test_follows_rotation_and_motion(screen: pygame.Surface) -> None:
    card = CardSprite((80, 112), (300, 300), angle=90)
    assert card.contains((300 + 50, 300))  # turned sideways: wider than tall
    assert not card.contains((300, 300 + 50))
    timeline = Timeline(Pace())
    timeline.append(card.fly_to((700, 400), angle=0))
    timeline.append(card.flip_to(True))
    timeline.update(0.15)
    assert card.position != pygame.Vector2(300, 300) and card.position != pygame.Vector2(700, 400)
    card.draw(screen)
    timeline.fast_forward()
    assert card.position == pygame.Vector2(700, 400) and card.face_up and card.lift == 0
    assert card.contains((700, 400 + 50))


@pytest.mark.parametrize("count", [1, 8, 15])
def test_a_fanned_hand_stays_inside_its_rect_with_its_turned_outer_cards(
    screen: pygame.Surface, count: int
) -> None:
    area = pygame.Rect(20, 400, 560, 240)
    hand = CardHand(area, 0)
    hand.sync(list(range(count)), legal=range(count))
    for card in hand.cards:
        half = pygame.Vector2(card.size) / 2
        corners = [card.position + pygame.Vector2(sx * half.x, sy * half.y).rotate(-card.angle)
                   for sx in (-1, 1) for sy in (-1, 1)]
        inside = area.inflate(2, 0)  # a pixel of rounding either side
        assert all(inside.left <= corner.x <= inside.right for corner in corners), card.value


def test_the_focus_glow_turns_with_a_fanned_card(screen: pygame.Surface) -> None:
    """The outer cards of a fan are turned; the focus band stood upright around the first
    one, over the bare felt beside it (a trial: "a focus ring on an empty slot left of the
    hand"). Every pixel of the band now lies along the turned card's edge."""
    hand = CardHand(pygame.Rect(20, 400, 560, 240), 0, on_play=lambda value: None)
    hand.sync(list(range(15)), legal=range(15))
    hand.set_interactive(True)
    card = hand.cards[0]
    assert abs(card.angle) > 10, "the fan's outer card is turned"

    def drawn(focused: bool) -> pygame.Surface:
        hand.ring.focus(card if focused else None)
        for _ in range(60):
            hand.update(1 / 60)
        screen.fill(theme.FELT)
        hand.draw(screen)
        return screen.copy()

    glowing, plain = drawn(True), drawn(False)
    width, height = card.size
    band = max(3, min(card.size) // 14)
    reach = max(2, band // 2) + band + 4  # the band's outer edge, and a pixel of smoothing
    centre = pygame.Vector2(card.rect().center)
    gold, stray = 0, []
    for x in range(0, 640):
        for y in range(300, 720):
            colour = glowing.get_at((x, y))
            if colour == plain.get_at((x, y)) or sum(
                    abs(a - b) for a, b in zip(colour[:3], theme.GOLD_LIGHT, strict=True)) > 40:
                continue
            gold += 1
            local = (pygame.Vector2(x, y) - centre).rotate(card.angle)
            if abs(local.x) > width / 2 + reach or abs(local.y) > height / 2 + reach:
                stray.append((x, y))
    assert gold > 100, "the focused card shows its gold band"
    assert not stray, f"{len(stray)} pixels of the band stand off the turned card: {stray[:5]}"


def test_a_card_under_the_pointer_wears_one_gold_outline(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pointer over a lifted card focuses it: its focus ring is its one gold outline,
    with no hover glow around it as well (trial s16 saw two)."""
    hand = CardHand(pygame.Rect(20, 400, 560, 240), 0, on_play=lambda value: None)
    hand.sync(list(range(8)), legal=range(8))
    hand.set_interactive(True)
    hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hand.cards[3].rect().center,
                                         rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(60):
        hand.update(1 / 60)
    card = hand.ring.focused
    assert card is not None and card.hovered and card.glowing
    glows: list[pygame.Rect] = []
    monkeypatch.setattr(paint, "draw_glow", lambda surface, rect, *args, **kw: glows.append(rect))
    hand.draw(screen)
    assert not glows, f"a hover glow drawn besides the focus ring at {glows}"
