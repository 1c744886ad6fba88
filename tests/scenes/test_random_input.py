"""Seeded random input through the real scene stack: no exception and no frame over two
seconds, ever, on any screen (lessons, replays, the replay list, the file picker and the
phones' codes included; :mod:`tests.scenes.monkey`).

The default run is a seeded slice; ``TABLETOP_MONKEY_FRAMES`` makes it longer, the slow
variants run more seeds, and ``tests/tools/hostile_run.py`` runs hundreds of thousands of
frames and reports the counts.
"""

from __future__ import annotations

import os

import pytest

from .monkey import FREEZE_SECONDS, monkey


def test_random_input_on_every_screen_raises_nothing_and_never_freezes() -> None:
    frames = int(os.environ.get("TABLETOP_MONKEY_FRAMES", "3000"))
    run = monkey(frames, seed=2026)
    assert run.frames == frames
    assert run.resizes >= frames // 100 and run.closes >= 2
    assert len(run.screens) >= 50, sorted(run.screens)
    assert run.freezes == [], f"frames over {FREEZE_SECONDS} s: {run.freezes}"


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_longer_runs(seed: int) -> None:
    run = monkey(15_000, seed=seed)
    assert run.frames == 15_000 and run.freezes == []
