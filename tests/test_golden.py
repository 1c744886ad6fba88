"""Each game's seeded transcript matches its golden file (see tests/golden_transcript.py)."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tests.golden_transcript import golden_path, seat_transcripts, transcript


@pytest.mark.parametrize("game_id", list(GAMES))
def test_transcript_matches_the_golden_file(game_id: str) -> None:
    path = golden_path(game_id)
    assert path.exists(), f"no golden file; run: uv run python -m tests.golden_transcript {game_id}"
    assert transcript(game_id) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", [g for g, spec in GAMES.items() if spec.has_hidden_information])
def test_every_seats_view_matches_its_golden_file(game_id: str) -> None:
    texts = seat_transcripts(game_id)
    assert len(texts) == GAMES[game_id].default_seats
    for seat, text in texts.items():
        path = golden_path(game_id, seat)
        assert path.exists(), f"run: uv run python -m tests.golden_transcript {game_id}"
        assert text == path.read_text(encoding="utf-8")
