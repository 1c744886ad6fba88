"""Big Shot with two players: each person bids with two colours (BS-D16), and the lesson,
at a 3-player table, never tells it (trial s29 F/170: "yellow asked to outbid own green").
Where a 2-person table starts, a notice says it once, plainly, with each person's colours;
a 3-player table has no such notice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.big_shot.log_words import look_name
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_two_person_table_says_each_person_bids_with_two_colours(app: App,
                                                                   language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    frames(app, 2)
    words = app.context.words
    said = scene.names.two_colours(words)
    assert said in [toast.text for toast in scene.frame.toasts.toasts]
    for name, colours in (("Mina", (0, 2)), ("Joon", (1, 3))):
        assert words("big_shot_scene.two_colours_pair", name=name,
                     first=look_name(words, scene.looks[colours[0]]),
                     second=look_name(words, scene.looks[colours[1]])) in said


def test_a_three_seat_table_has_no_two_colour_notice(app: App) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER),
                        SeatConfig("Nari", 2, SeatKind.COMPUTER)])
    frames(app, 2)
    notice = app.context.words("big_shot_scene.two_colours", pairs="")
    assert not any(toast.text.startswith(notice.strip())
                   for toast in scene.frame.toasts.toasts)
