"""Each game's seeded transcript matches its golden file (see tests/golden_transcript.py)."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tests.golden_transcript import golden_path, transcript


@pytest.mark.parametrize("game_id", list(GAMES))
def test_transcript_matches_the_golden_file(game_id: str) -> None:
    path = golden_path(game_id)
    assert path.exists(), f"no golden file; run: uv run python -m tests.golden_transcript {game_id}"
    assert transcript(game_id) == path.read_text(encoding="utf-8")
