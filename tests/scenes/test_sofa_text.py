"""Game screens read from the sofa: at 1920x1080 every text a player needs is at least
22 px and stands out at least 4.5:1 from what it is drawn on (``tests.scenes.sofa_text``
reads both from the font render path and the drawn frame).

Each moment of play is read in one language, the two alternating, with the coach on and
the most seats of long English and Korean names; ``tests/tools/text_heights.py`` reads
every screen in both languages.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from tabletop.i18n import Words
from tests.scenes.sofa_screens import read_all
from tests.scenes.sofa_text import (
    LEAST_CONTRAST,
    SOFA_HEIGHT_1080,
    Reading,
    locate,
    recording,
)

MOMENTS = [
    ("play_yacht_four", "ko"),
    ("play_polterfass_innkeeper", "en"),
    ("play_polterfass_guest", "ko"),
    ("play_winners_circle_bets", "en"),
    ("play_winners_circle_hidden", "ko"),
    ("play_wizard_extreme_predict", "en"),
    ("play_wizard_extreme_trick", "ko"),
    ("play_big_shot", "en"),
    ("curtain_wizard_extreme", "en"),
    ("setup_wizard_extreme_three", "ko"),
    # A note under an option's value (trial s14, 062: "A standing X or arrow barrel alone
    # still saves it." estimated at 21 px).
    ("setup_polterfass", "en"),
    ("lesson_pause_yacht", "en"),
    # The side panel open: the tables shrink beside it (issue #32: Wizard Extreme's names
    # 11 px, Polterfass's 20, the panel's "L to hide" 18).
    ("log_yacht", "ko"),
    ("log_polterfass", "en"),
    ("log_polterfass", "ko"),
    ("log_wizard_extreme", "en"),
    ("log_wizard_extreme", "ko"),
    ("log_big_shot", "en"),
    ("log_big_shot", "ko"),
    # Where a player chooses a horse: the die's word and the landing rings' numbers stood
    # 3.0:1 and 1.3:1 on the green and the track (the rings' numbers past a small ring).
    ("play_winners_circle_move", "en"),
    ("log_winners_circle", "ko"),
    ("play_polterfass_specials", "en"),
    ("over_big_shot", "ko"),
]


def _report(reading: Reading) -> str:
    lines = [f"{item.size_px} px: {item.text!r}" for item in reading.too_small()]
    lines += [f"{found.contrast}:1 {found.text.text!r} ink {found.ink} on {found.ground}"
              for found in reading.too_faint()]
    return f"{reading.screen}:\n  " + "\n  ".join(lines)


@pytest.mark.parametrize(("screen", "language"), MOMENTS)
def test_text_is_sofa_size_and_stands_out(app: App, screen: str, language: str) -> None:
    (reading,) = read_all(app, language, [screen])
    assert reading.rendered and reading.found, "the screen drew its text"
    assert not reading.too_small() and not reading.too_faint(), _report(reading)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_trick_names_beside_the_log_keep_apart(app: App, language: str) -> None:
    """With the log open the trick's seat labels take turns in two rows; the end ones,
    pushed inwards to stay in the trick, lay over their row's next (issue #32)."""
    read_all(app, language, ["log_wizard_extreme"]).__next__()
    trick = app.context.manager.top.trick  # type: ignore[attr-defined]
    labels = [trick.label_rect(seat) for seat in range(trick.seats)]
    assert trick.name_rows() == 2, "five long names share the narrow trick in two rows"
    for index, label in enumerate(labels):
        assert trick.rect.contains(label), (index, label, trick.rect)
        assert label.collidelist(labels[index + 1:]) == -1, (index, labels)


class _Page:
    """A manager-like page of three words: one too small, one too faint, one fine."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.PAPER)
        for index, (words, size, colour) in enumerate((
                ("tiny", SOFA_HEIGHT_1080 - 2, theme.INK),
                ("faint", 30, (0xC8, 0xBE, 0xA8)),
                ("fine", 30, theme.INK))):
            surface.blit(assets.text(words, size, colour), (40, 40 + 80 * index))


def test_the_measure_finds_small_and_faint_text(app: App) -> None:
    page = _Page()
    with recording() as probe:
        found = {item.text.text: item for item in locate(page, probe, (400, 300))}
        seen = list(dict.fromkeys(probe.seen))
    reading = Reading("page", rendered=seen, found=list(found.values()))
    assert [item.text for item in reading.too_small()] == ["tiny"]
    assert [item.text.text for item in reading.too_faint()] == ["faint"]
    assert found["fine"].contrast > 10 > LEAST_CONTRAST > found["faint"].contrast
    assert found["fine"].ink == theme.INK


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1920, 1080), "ko"),
                                                ((1280, 720), "en"), ((1280, 720), "ko")])
def test_the_replay_bar_reads_from_the_sofa(app: App, size: tuple[int, int],
                                            language: str) -> None:
    """Every label of the replay's bar at the sofa's size (22 px at 1080 lines, as much at
    720), at one size, inside its button: a trial found "Game log" and "Show Player 1's
    eyes" tiny at 1280x720. Read with the review shown (Show log) and six long names."""
    (reading,) = read_all(app, language, ["replay_review_polterfass"], size=size)
    driver = app.context.manager.top.driver  # type: ignore[attr-defined]
    bar = driver.bar
    labels = {button.label for button in bar.buttons}
    assert app.context.words("replay.show_log") in labels
    shown = [item for item in reading.rendered if item.text in labels]
    assert {item.text for item in shown} == labels, labels
    least = SOFA_HEIGHT_1080 * size[1] / 1080
    assert all(item.size_px >= least for item in shown), [
        (item.text, item.size_px) for item in shown]
    assert len({button.label_px() for button in bar.buttons}) == 1
    area = driver.layout.prompt
    right = area.x
    for button in bar.buttons:
        assert area.contains(button.rect) and button.rect.x >= right, button.label
        right = button.rect.right
        width = assets.font(button.label_px(), bold=True).size(button.label)[0]
        assert width <= button.rect.width - 2 * 6, (button.label, width, button.rect)
    faint = [found for found in reading.too_faint() if found.text.text in labels]
    assert not faint, faint


@pytest.mark.parametrize("language", ["en", "ko"])
def test_polterfass_beside_the_log_reads_at_720(app: App, language: str) -> None:
    """Polterfass with the log open at 1280x720, six long names: every text at the sofa's
    least for 720 lines (14.7 px); the tally sheet's headings and numbers were 14 px."""
    (reading,) = read_all(app, language, ["log_polterfass"], size=(1280, 720))
    small = reading.too_small(SOFA_HEIGHT_1080 * 720 / 1080)
    assert reading.rendered and not small, [(item.text, item.size_px) for item in small]


class _SummaryPage:
    """Wizard Extreme's round score table after round 2 of 6, a magician's row among the
    three, drawn on a 1920x1080 table as the scene draws it."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.games.wizard_extreme.summary import RoundSummary, draw_summary
        from tabletop.games.wizard_extreme import Seal

        surface.fill(theme.FELT)
        summary = RoundSummary(
            names=["Alexandra-Maria", "김수한무거북이와", "Jun"], slots=[0, 1, 2],
            penalties=[[3, 0, 12], [7, 2, 0]], rounds=6, magicians=[1, 2],
            kept=[{seal: (seal is Seal.BLACK) + (seal is Seal.WHITE) for seal in Seal},
                  {seal: int(seal is Seal.RED) for seal in Seal}, dict.fromkeys(Seal, 0)],
            magician_base=4)
        board = pygame.Rect(24, 120, 1380, 860)
        draw_summary(self.words, surface, board, summary, theme.ui_scale(surface.get_size()))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_round_score_table_reads_from_the_sofa(app: App, language: str) -> None:
    """Its small print (the note, "Seals kept", the round headers, "×4 = 12", the legend)
    was read as about 18 px in a trial (issue #32): every text at 22 px or more, 4.5:1."""
    page = _SummaryPage(Words(language))
    with recording() as probe:
        found = locate(page, probe, (1920, 1080))
        seen = list(dict.fromkeys(probe.seen))
    reading = Reading(f"summary_{language}", rendered=seen, found=found)
    assert any("Jun" in item.text for item in seen), seen
    assert not reading.too_small() and not reading.too_faint(), _report(reading)
