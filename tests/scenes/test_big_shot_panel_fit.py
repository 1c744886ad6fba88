"""Big Shot's side panel fits its words above its buttons (trial s25 B, 042/195): at the
window a first start opens (1600x900), with two persons' four colours and hidden money,
"No bid yet. If everybody passes…" and "Your money: 10M" ran under "Bid 1M"; with the
coach on, "districts now:···" was cut and "if it ended now:" stood a line above its
figure; then "If everybody passes, the roller takes the cubes for free." was dropped
(trial s25 D), now said shorter. Every word of the auction ends above the bid buttons,
and no money row's note is cut or parted from its figure, at every size, 3 and 4
colours, en and ko, coach on and off, money hidden and open; the bidder's money stands
whole beside Pass, the loan's rule in a line above the bids (trial s35 Q/017: the rule
stood squeezed beside Pass)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.games.big_shot import panels, side_panel
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_money_beside_log import FREE_TAKE
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SIZES = [(1920, 1080), (1600, 900), (1280, 720)]
NAMES = {4: ("플레이어 1", "플레이어 2"), 3: ("플레이어 1", "플레이어 2", "플레이어 3")}
"""Two persons bid with four colours (BS-D16); three with three and the grey (BS-D15)."""


def _auction(app: App, language: str, size: tuple[int, int], colours: int,
             hidden: bool = True) -> BigShotScene:
    view_in(app, size, language)
    frames(app, 2)
    scene, _, _ = first_auction(app, NAMES[colours], hidden=hidden)
    return scene


def _coach_rows(scene: BigShotScene) -> None:
    """Every row a projection, the roller's beside "rolled 4" (the longest notes): the
    first seat's fortune, the others' districts."""
    side = scene.side
    seats = len(scene.session.seats)
    advice = SimpleNamespace(fortunes=[-130] + [None] * (seats - 1),
                             region_values=[188] * seats)
    side.die.value = 4
    side.money_rows = side.rows_for(scene.public_view(), advice)  # type: ignore[arg-type]


@pytest.mark.parametrize("hidden", [True, False])
@pytest.mark.parametrize("coach", [False, True])
@pytest.mark.parametrize("colours", [3, 4])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_auction_words_end_above_the_bid_buttons_and_no_note_is_cut(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int],
        colours: int, coach: bool, hidden: bool) -> None:
    scene = _auction(app, language, size, colours, hidden)
    side = scene.side
    if coach:
        _coach_rows(scene)
    bottoms: list[int] = []
    real_draw_words = panels.draw_words

    def recorded(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], scale: float,
                 **kw: object) -> int:
        below = real_draw_words(surface, rect, lines, scale, **kw)  # type: ignore[arg-type]
        bottoms.append(below - theme.px(2, scale))
        return below

    monkeypatch.setattr(side_panel, "draw_words", recorded)
    turn = side_panel.PanelTurn(person_turn=True, hand=[], hand_shown=[], next_cube=None,
                                failure=None, focused=None, buttons=[], busy=False, over=False)
    surface = pygame.Surface(size)
    view = scene.decision_view  # the bidder's own: their money in sight
    assert view is not None and view.state.cash[view.state.acting_colour or 0] is not None
    side.purse_coverable = scene.driver.hides_information
    side.draw(surface, view, turn)
    buttons = [button.rect for button in scene.pad.buttons]
    top = min(rect.top for rect in buttons)
    assert len(bottoms) == 2, "the title, then the words under the lot"
    assert bottoms[-1] <= top, (bottoms, top)
    # The bidder's money beside Pass, whole in the bottom line's empty right (Q/017).
    assert side.drawn_auction[-1] == scene.text("your_cash", amount=view.state.cash[
        view.state.acting_colour or 0]), side.drawn_auction
    assert scene.pad.beside_pass.contains(side.drawn_money_line), side.drawn_money_line
    # Short of room, "No bid yet." stood alone: what everybody passing does is kept, but
    # where four coached rows beside a cover leave the bidder's money one line only.
    free = {scene.text(key) for key in FREE_TAKE}
    assert free & set(side.drawn_auction) or (coach and hidden and colours == 4), (
        side.drawn_auction)
    public = side._public_width() if side.purse_coverable else None
    notes = panels.note_lines(side.money_rows, side.rows_rect.width, side.row_h, side.scale,
                              public)
    said = [line for note in notes for line in note]
    assert not [line for line in said if "…" in line or "···" in line], said
    # No label parted from its figure ("if it ended now:" above "34M").
    assert not [line for line in said if line.endswith(":")], said
    assert side.legend_rect.bottom <= side.phase_rect.top, (side.legend_rect, side.phase_rect)
