"""Polterfass: the plaque's running figure ("Closing serves 15", "Counted so far: 21",
"Served 21 · ordered 13") is sofa-size at 1920x1080 (22 px or more, DESIGN §sofa text)
and fits on its plaque with two-digit figures, at three and six seats, in English and
Korean; the plaque keeps off the play arrows and coasters. (At six seats the bill's words
were held at the small size and ran 13 px past the plaque's room, trial s24 check.)
Its contrast, gold on the stained board, is read on the drawn screens by the sofa tests."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.panels import plaque_text_px
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import assets
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app

__all__ = ["app"]

WORDS = (("plaque_poured", {"serve": 88}), ("plaque_serve", {"serve": 88}),
         ("plaque_bill", {"serve": 88, "total": 65}),
         ("plaque_bill_failed", {"total": 65}))


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("seats", [3, 6])
def test_the_plaques_figure_is_sofa_size_and_fits(app: App, seats: int, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    configs = [SeatConfig(f"Seat {seat}", seat, SeatKind.PERSON if seat < 2
                          else SeatKind.COMPUTER, "easy") for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], configs, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize((1920, 1080))
    plaque = scene.plaque.rect
    words = Words(language)
    for key, figures in WORDS:
        text = words(f"polterfass_scene.{key}", **figures)
        px = plaque_text_px(text, plaque.size, scene.scale)
        assert px >= SOFA_HEIGHT_1080, f"{text!r} at {px} px"
        width = assets.text_size(text, px, bold=True)[0]
        assert width <= plaque.width - plaque.height // 2, f"{text!r} runs past the plaque"
    assert not plaque.collidelistall(scene.coasters.keep_clear(0)), "the plaque hides a seat"
