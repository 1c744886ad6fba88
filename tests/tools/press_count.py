"""How many presses a game of persons at one shared screen takes, hand-overs apart.

    uv run python -m tests.tools.press_count [--game polterfass ...] [--seed 7]
        [--persons 2] [--computers 0] [--shots DIR] [--lang en|ko]

Each hiding game (Polterfass, Winner's Circle with hidden bets, Wizard Extreme, Big
Shot with hidden money) is played to its end through the real App and game scene under
SDL's dummy drivers: every person's move is an easy computer player's choice from that
person's own view, taken through the scene; whatever else the screen waits for is a real
Enter press. Counted, per game:

- ``moves``: the persons' moves (one press each, the fewest a move can take);
- ``hand-overs``: presses that only showed a person their private part (the curtain);
- ``holds``: presses that moved on a table holding a result (a bill, a round's summary,
  the final table).

With ``--shots DIR`` the screen of each game's first hand-overs is saved there as
``<game>_<lang>_handover_<n>.png`` (``--lang ko`` plays in Korean).

Wizard Extreme needs three seats, so ``--computers`` adds computer seats after the
persons (one by default for it). The program runs with its home folder in a temporary
directory: nothing is read from or written to the real one.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HIDING = ("polterfass", "winners_circle", "wizard_extreme", "big_shot")
HIDING_OPTION = {"winners_circle": {"hidden_bets": True}, "big_shot": {"hidden_money": True}}
FRAME = 1 / 60
TIME_LIMIT = 600.0


@dataclass
class Count:
    """The presses one game took."""

    game: str
    moves: int = 0
    hand_overs: int = 0
    holds: int = 0
    finished: bool = False

    @property
    def total(self) -> int:
        return self.moves + self.hand_overs + self.holds


def _isolate_home(folder: Path) -> None:
    os.environ["HOME"] = str(folder)
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[variable] = str(folder / variable.lower())


def _press_enter() -> None:
    import pygame

    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r",
                                             scancode=0))


SHOTS_PER_GAME = 3


def count(game_id: str, seed: int, persons: int, computers: int, *,
          shots: Path | None = None, lang: str = "en") -> Count:
    """Play one game of ``persons`` persons (then ``computers`` computers) to its end;
    ``shots``: the folder the first hand-overs' screens are saved in."""
    from dataclasses import replace

    import pygame

    from scenes.games.base import GameScene
    from scenes.games.curtain import CurtainScene
    from scenes.screens.results import ResultsScene
    from scenes.shell.app import App, Launch
    from scenes.shell.scene import Push
    from tabletop.bots import make_bot
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    app = App(Launch(lang=lang, seed=seed), persist=False)
    context = app.context
    context.apply_settings(replace(context.settings, animation_speed="instant"))
    seats = [SeatConfig(f"P{index + 1}", index) for index in range(persons)]
    seats += [SeatConfig(f"C{index + 1}", persons + index, kind=SeatKind.COMPUTER,
                         level="easy") for index in range(computers)]
    session = GameSession.start(GAMES[game_id], seats, seed, HIDING_OPTION.get(game_id, {}))
    scene = context.navigator.play(session)
    assert isinstance(scene, GameScene)
    context.manager.apply(Push(scene))
    bots = {seat: make_bot(game_id, "easy", seed=seed + seat) for seat in range(persons)}
    result = Count(game_id)
    manager, driver = context.manager, scene.driver
    moved_at = -1
    deadline = time.monotonic() + TIME_LIMIT
    while time.monotonic() < deadline:
        app.step(FRAME)
        top = manager.top
        if isinstance(top, ResultsScene):
            result.finished = True
            break
        if isinstance(top, CurtainScene):
            if manager.in_grace:  # the next person presses once a press lifts it
                continue
            if shots is not None and result.hand_overs < SHOTS_PER_GAME:
                app.step(FRAME)
                name = f"{game_id}_{lang}_handover_{result.hand_overs + 1}.png"
                pygame.image.save(pygame.display.get_surface(), shots / name)
            result.hand_overs += 1
            _press_enter()
            app.step(FRAME)
            continue
        if top is not scene or driver.is_busy or manager.is_fading:
            continue
        if scene.holds_table() and driver.is_settled:
            result.holds += 1
            _press_enter()
            app.step(FRAME)
            continue
        if driver.is_over and driver.manners.waits_for_a_press and driver.is_settled:
            result.holds += 1
            _press_enter()
            app.step(FRAME)
            continue
        if driver.accepts_input and driver.position != moved_at:
            seat = session.current_seat
            assert seat is not None
            action = bots[seat].choose(driver.gate.seat_view(seat))
            moved_at = driver.position
            if scene.act(action):
                result.moves += 1
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", nargs="*", default=list(HIDING), choices=HIDING)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--persons", type=int, default=2)
    parser.add_argument("--computers", type=int, default=None,
                        help="computer seats after the persons (Wizard Extreme: 1 by default)")
    parser.add_argument("--shots", type=Path, default=None,
                        help="save each game's first hand-overs as PNGs in this folder")
    parser.add_argument("--lang", default="en", choices=("en", "ko"))
    args = parser.parse_args()
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        _isolate_home(Path(home))
        print(f"{'game':<16}{'moves':>7}{'hand-overs':>12}{'holds':>7}{'total':>7}")
        for game_id in args.game:
            computers = args.computers
            if computers is None:
                computers = 1 if game_id == "wizard_extreme" else 0
            found = count(game_id, args.seed, args.persons, computers, shots=args.shots,
                          lang=args.lang)
            unfinished = "" if found.finished else "  (not finished in time)"
            print(f"{game_id:<16}{found.moves:>7}{found.hand_overs:>12}{found.holds:>7}"
                  f"{found.total:>7}{unfinished}", flush=True)


if __name__ == "__main__":
    main()
