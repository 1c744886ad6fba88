"""Per-frame drawing of the Winner's Circle table: horses, previews, lanes, die, sheet.

Everything here reads the scene's widgets (synced from the viewer's view or
moved by the animation); nothing decides rules or reads the engine.
"""

from __future__ import annotations

import pygame

from scenes import assets, theme
from scenes.games.winners_circle.art import horse_ghost, pace_token
from scenes.games.winners_circle.lanes import HorseLane
from scenes.games.winners_circle.panels import (
    coach_lines,
    draw_coach,
    draw_payout,
    draw_ribbon,
    podium_spot,
)
from scenes.games.winners_circle.rate_card import draw_rate_card
from scenes.games.winners_circle.table import WinnersTable
from scenes.theme import TextSize
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_data import FINISH, PACE_SPACE, printed_space
from tabletop.i18n import t


def draw_table(scene: WinnersTable, surface: pygame.Surface) -> None:
    geo = scene.geo
    piece = geo.piece
    if scene.pace_on_track:
        image = pace_token(round(piece * 0.8))
        surface.blit(image, image.get_rect(center=geo.space_centre(PACE_SPACE, -0.8)))
    draw_previews(scene, surface)
    for sprite in sorted(scene.horses, key=lambda s: s.centre(geo).y):
        sprite.draw(surface, geo, piece)
    if scene.blocked_at is not None:
        draw_blocked(scene, surface, scene.blocked_at[1])
    for lane in scene.lanes:  # the background holds the lanes; glowing or live ones on top
        if lane.selectable or lane.live:
            lane.draw(surface)
    for chip in scene.flying_chips:
        if chip.spot is not None:
            chip.draw(surface, chip.spot, scene.lanes[0].chip_diameter)
    if scene.flying_pace is not None:
        image = pace_token(scene.lanes[0].chip_diameter)
        surface.blit(image, image.get_rect(center=scene.flying_pace))
    if scene.phase is not Phase.BETTING or not scene.chip_pieces:
        scene.die.draw(surface)
        die = scene.die
        if die.symbol is not None and not die.rolling:  # the roll in words under the die
            word = t(f"winners_circle.symbol.{die.symbol.value}")
            label = assets.shadowed_text(word, theme.text_px(TextSize.BODY, scene.scale),
                                         theme.GOLD_LIGHT, bold=True)
            surface.blit(label, label.get_rect(midtop=(die.rect().centerx,
                                                       die.rect().bottom + scene.px(6))))
        if scene.mine and scene.phase is Phase.ROLL:
            scene.roll_button.draw(surface)
    else:
        draw_hand(scene, surface)
    if scene.coach_rect is not None and scene.mine and (scene.coach.advice is not None
                                                        or scene.coach.is_thinking):
        draw_coach_card(scene, surface)
    if scene.ribbon:
        draw_ribbon(surface, scene.ribbon_rect, scene.ribbon, scene.scale, scene.ribbon_danger)
    draw_rate_card(surface, scene.rates_rect, scene.lanes[0].seats, rates_lit(scene),
                   scene.scale)
    if scene.sheet is not None:
        draw_payout(surface, scene.sheet_rect, scene.sheet, scene.scale)


def rates_lit(scene: WinnersTable) -> int:
    """The payout column the lifted chip would bring the focused horse to (0: none).

    Only while a person bets, and only when every chip on that horse is face up to
    them: a face-down chip of someone else (hidden bets) leaves the total unknown.
    """
    focused = scene.controls.focused
    if scene.phase is not Phase.BETTING or not scene.chip_pieces or \
            not isinstance(focused, HorseLane):
        return 0
    values = [chip.value for chip in focused.chips]
    if any(value is None for value in values):
        return 0
    chip = scene.chip_pieces[min(scene.selected_chip, len(scene.chip_pieces) - 1)].value
    return sum(value or 0 for value in values) + chip


def draw_previews(scene: WinnersTable, surface: pygame.Surface) -> None:
    geo, piece = scene.geo, scene.geo.piece
    focused = scene.controls.focused
    free_place = sum(lane.place is not None for lane in scene.lanes) + 1
    # Horses that would land on the same space (or would all finish) share it: their
    # markers stand side by side, so every horse that may move shows where it lands.
    sharing: dict[int, list[int]] = {}
    for horse, end in scene.previews.items():
        sharing.setdefault(min(end, FINISH) if end >= FINISH else printed_space(end),
                           []).append(horse)
    for horse, end in scene.previews.items():
        across = pygame.Vector2(1, 0)  # in a podium box: side by side
        if end >= FINISH:
            spot = podium_spot(scene.boxes[min(3, free_place)], scene.scale)
        else:
            spot = geo.position(end)
            across = geo.at((printed_space(end) - 0.5) * geo.cell)[1]  # across the track
        group = sharing[min(end, FINISH) if end >= FINISH else printed_space(end)]
        size = piece * 0.95  # overlapping by a quarter: each number stays clear
        spot = spot + across * (size * 0.75 * (group.index(horse) - (len(group) - 1) / 2))
        big = isinstance(focused, HorseLane) and focused.horse == horse
        if big:
            start = scene.horses[horse].progress
            for step in range(int(start) + 1, min(end, FINISH)):
                dot = geo.position(step)
                pygame.draw.circle(surface, theme.GOLD_LIGHT, dot, max(2, piece // 9))
        ghost = horse_ghost(horse, round(size))
        surface.blit(ghost, ghost.get_rect(center=(round(spot.x), round(spot.y))))


def draw_blocked(scene: WinnersTable, surface: pygame.Surface, aimed: float) -> None:
    """A brick cross over the taken space the blocked horse aimed for."""
    piece = scene.geo.piece
    spot = scene.geo.position(aimed)
    pygame.draw.circle(surface, theme.BRICK, spot, piece * 0.62, max(3, piece // 9))
    size = piece * 0.3
    for sign in (1, -1):
        pygame.draw.line(surface, theme.BRICK, (spot.x - size, spot.y - sign * size),
                         (spot.x + size, spot.y + sign * size), max(4, piece // 7))


def draw_hand(scene: WinnersTable, surface: pygame.Surface) -> None:
    small = theme.text_px(TextSize.SMALL, scene.scale)
    label = assets.shadowed_text(scene.text("your_chips"), small, theme.PAPER, bold=True)
    top = min(piece.rect.top for piece in scene.chip_pieces)
    surface.blit(label, label.get_rect(midbottom=(scene.hand_rect.centerx,
                                                  top - scene.px(8))))
    for piece in scene.chip_pieces:
        piece.draw(surface)


def draw_coach_card(scene: WinnersTable, surface: pygame.Surface) -> None:
    assert scene.coach_rect is not None
    advice = scene.coach.advice
    focused = scene.controls.focused
    horse = focused.horse if isinstance(focused, HorseLane) else None
    lifted = (scene.chip_pieces[min(scene.selected_chip, len(scene.chip_pieces) - 1)].value
              if scene.chip_pieces else None)
    lines = coach_lines(advice, horse, lifted) if advice is not None else None
    draw_coach(surface, scene.coach_rect, lines, scene.scale)
    best = getattr(advice, "best_move", None)
    if best is None:
        best = getattr(advice, "best_bet", None)
    if best is not None:  # the coach's pick: a gold star at the corner of its lane
        lane = scene.lanes[best]
        radius = max(6, lane.rect.height // 6)
        centre = (lane.rect.x + radius, lane.rect.y + radius)
        points = theme.symbol_points(theme.SeatSymbol.STAR, centre, radius)
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.GOLD_DARK, points, 2)
