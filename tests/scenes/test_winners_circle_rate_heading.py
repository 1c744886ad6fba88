"""The payout table names its column numbers and keeps its words off its rim (trial s32
K/006): the numbers 1-8 stood under no heading of their own (it stood over the places'
names), read only once a settlement showed they count the chip points on the horse; "1st"
and the last column touched the card's sides, the footnote its bottom."""

from __future__ import annotations

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.rate_card import card_plan, shown_columns
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

HEADINGS = {"en": "chip points on the horse", "ko": "말에 걸린 칩"}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_rate_card_heads_its_columns_and_keeps_off_its_rim(
        app: App, language: str, size: tuple[int, int]) -> None:
    view_in(app, size, language)
    frames(app, 2)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, seat) for seat, name in
                                 enumerate(["Ann", "Ben", "Cleo"])], seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    table, words = scene.table, app.context.words
    card = table.rates_rect
    first, count = shown_columns(words, card.width, 3, 0, table.scale)
    plan = card_plan(words, card.size, count, table.scale, first)
    heading = words("winners_circle_scene.rates_heading")
    assert HEADINGS[language] in heading.lower(), heading
    (head,) = [printed.rect for printed in plan.texts if printed.text == heading]
    assert head.left >= plan.left, "the heading stands over the places' names, not the columns"
    side = theme.px(10, table.scale)
    for printed in plan.texts:
        box = printed.rect
        assert box.left >= side and box.right <= card.width - side, (printed.text, box)
    note = max(printed.rect.bottom for printed in plan.texts)
    assert note <= card.height - theme.px(6, table.scale), (note, card.height)
