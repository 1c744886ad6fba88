"""Winner's Circle: a finished horse's medal stands beside its chips, not over its card. The
rosette over the card's right end hid the horseshoe's number of a face-up card (the last
horse's at a race's end, in play and in the replay; issue #32), at 2-6 seats at 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.lanes import ChipSprite
from scenes.shell.app import App
from tests.scenes.test_game_base import app
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_medal_leaves_the_card(app: App, seats: int) -> None:
    pygame.display.set_mode((1920, 1080))
    app.context.resize((1920, 1080))
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo", "Dov", "Eve", "Finn"][:seats], 5, 1)
    for lane in scene.table.lanes:
        _, card, _ = lane._columns()
        for chips, pace in ((seats, False), (1, True), (0, False)):
            lane.face_up, lane.values, lane.pace = True, (7, 8, 9, 6), pace
            lane.chips = [ChipSprite(seat, seat, 1 + seat % 2) for seat in range(chips)]
            faces = []
            for place in (None, 2):
                lane.place = place
                face, margin = lane.face()
                # The card's face (inside its rounded corners, where the finished lane's
                # dimmer panel shows), as painted without and with the medal.
                inside = card.move(margin - lane.rect.x, margin - lane.rect.y).inflate(-8, -8)
                faces.append(pygame.image.tobytes(face.subsurface(inside), "RGBA"))
            assert faces[0] == faces[1], (seats, lane.horse, chips, pace)
            medal = lane.medal_rect()
            assert lane.rect.contains(medal), (medal, lane.rect)
            for index in range(chips):
                spot = lane.chip_spot(index)
                assert not medal.collidepoint(spot), (seats, lane.horse, index)
            if pace:
                assert not medal.colliderect(lane.pace_rect()), (medal, lane.pace_rect())
            lane.place = None
