"""Test-wide setup: headless SDL, no test ever touches the real home folder, and the suite
runs on every processor (``pytest -n auto``, pytest-xdist) without its workers sharing
anything: each test has its own temporary folder and home, every server a test starts
listens on a port the system picks (port 0), and each worker keeps its own Hypothesis
example database."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# SDL reads these at pygame.init(); without them SDL picks the slow "offscreen"
# driver and the mixer fails (research/stack.md).
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# No audio device: the mixer fails to open at once and the program runs silent, as on a
# machine without sound. Even the dummy device cost each start of the program about 30 ms
# of waiting in pygame.quit() for its audio thread, some thousands of times a run. A test
# that hears the program asks for ``sound_device``.
os.environ.setdefault("SDL_AUDIODRIVER", "none")

ROOT = Path(__file__).resolve().parent.parent
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
"""This process's name under pytest-xdist (gw0, gw1...), or main when it runs alone."""


def _hypothesis_database_per_worker() -> None:
    """Hypothesis remembers failing examples in a folder; one per worker, so two
    processes never write the same files while each replays what it found before. Its
    wall-clock limits (an example's deadline, the too-slow health check) are off: with
    every processor running tests, an example may wait seconds for one, and a test that
    holds work to a time says so itself (tests/patience.py)."""
    from hypothesis import HealthCheck, settings
    from hypothesis.database import DirectoryBasedExampleDatabase

    folder = ROOT / ".hypothesis" / f"examples-{WORKER}"
    settings.register_profile("per-worker", database=DirectoryBasedExampleDatabase(folder),
                              deadline=None, suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile("per-worker")


_hypothesis_database_per_worker()

_LESSON_WALK_MODULES = frozenset({"tests.scenes.lesson_walk", "tests.scenes.lesson_watch"})


def _walks_lessons(module: object, known: dict[str, bool]) -> bool:
    """Whether a test module drives lessons with the shared walk drivers (it imports from
    them): such modules share walks cached per process (lesson_watch.shared_walk, their
    own walk caches)."""
    name = getattr(module, "__name__", "")
    if name not in known:
        known[name] = any(getattr(value, "__module__", None) in _LESSON_WALK_MODULES
                          for value in vars(module).values())
    return known[name]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that walk lessons run first, in their files' order. A lesson walk is
    cached per process and read by many tests in many files; pytest-xdist's work
    stealing gives each worker a contiguous share of the list and steals from the end of
    a queue, so tests at its front stay with the worker that started them and each walk
    is made once, where tests spread over both workers made both walk the same lessons."""
    known: dict[str, bool] = {}
    items.sort(key=lambda item: not _walks_lessons(getattr(item, "module", None), known))

@pytest.fixture(autouse=True, scope="session")
def fonts_forgotten_before_pygame_quits() -> Iterator[None]:
    """The scene tests close the program with its fonts kept open for the next test
    (tests/scenes/program.py, close_window); ``pygame.quit()`` closes every font, and a
    cached font used or dropped after it can crash the process. So for the whole run any
    ``pygame.quit()``, a test's own or the program's, forgets the cached fonts first."""
    import pygame

    from scenes.shell import assets

    real_quit = pygame.quit

    def quit_without_fonts_left() -> None:
        assets.clear_caches()
        real_quit()

    pygame.quit = quit_without_fonts_left
    yield
    pygame.quit = real_quit


@pytest.fixture
def sound_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """SDL's dummy audio device, for a test that plays sound: SDL reads the driver when
    the mixer opens, so this may come before or after ``pygame.init()``."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path) -> Iterator[Path]:
    """Point HOME and every XDG folder at a temporary directory for each test (a fixture
    wider than a test makes its own: tests/homes.py)."""
    from tests.homes import home_in

    with home_in(tmp_path / "home") as home:
        yield home


@pytest.fixture(autouse=True)
def one_hand_for_every_person(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test marked ``one_hand`` presses for every person at the screen a frame apart,
    as if one hand played them all; two people at one screen never do, and the program
    takes a new person's Enter or Space only once the keys have rested as long as a cover
    asks (scenes/games/playing.py, DESIGN §3). It runs without that wait; every other test
    runs with it, as the program always does."""
    if request.node.get_closest_marker("one_hand") is None:
        yield
        return
    from scenes.games.playing import PlayingDriver
    from scenes.shell.manager import SceneManager

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(SceneManager, "guard_activation", lambda self: None)
        patch.setattr(PlayingDriver, "too_soon_for_the_new_person", lambda self, event: False)
        yield


@pytest.fixture(autouse=True)
def keys_a_frame_apart(request: pytest.FixtureRequest) -> Iterator[None]:
    """Most tests press their keys a frame or two apart, faster than any hand: Space, a
    digit and Ctrl+Z in 33 ms play three moves, where a person's hand would be a mash of
    the keyboard (scenes/shell/mash.py) and take none. They run without the mash rule;
    a test marked ``mash`` (the key-burst and mash tests) runs with it, as the program
    always does."""
    if request.node.get_closest_marker("mash") is not None:
        yield
        return
    from scenes.shell.mash import MashWatch

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(MashWatch, "press", lambda self, key, clock, **_: False)
        yield

