"""When something goes wrong that nothing else caught: a report on disk, a word to the player.

An exception that reaches the main loop (:meth:`scenes.shell.app.App.run`), or one raised
while the program starts (:func:`scenes.shell.cli.main`), is written to
``crash-<time>.txt`` in the user data folder (beside the save; the README says where
that is): the traceback, the program's version, the system, and the screens that were
open (which game, at which move). The last autosave is finished first, so the game in
progress is on disk (it is saved after every move anyway). Then a window tells the
player where the report is and that Continue brings the game back, and the program
exits with :data:`CRASH_EXIT`.

Nothing here may fail in its turn: a report that cannot be written goes to the
terminal instead, and a window that cannot open (no display left, SDL's dummy driver)
leaves the one line on the terminal.
"""

from __future__ import annotations

import os
import platform
import sys
import textwrap
import traceback
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

import tabletop
from tabletop.i18n import ENGLISH
from tabletop.storage import data_dir, has_save

if TYPE_CHECKING:
    from scenes.shell.context import AppContext

CRASH_EXIT = 70
"""The exit status after a crash (EX_SOFTWARE: an internal error)."""
MESSAGE_WIDTH = 60
"""Characters per line in the message window."""


def handle(error: BaseException, context: AppContext | None) -> int:
    """Report ``error`` (file, then window), and the exit status to end with."""
    saved = _finish_saving(context)
    report = describe(error, context)
    path = write(report)
    words = context.words if context is not None else ENGLISH
    if path is None:
        print(report, file=sys.stderr)
    where = ([words("app.crash_unwritten")] if path is None
             else [words("app.crash_written"), str(path)])
    paragraphs = [words("app.crash_stopped"), *where,
                  *([words(f"app.crash_{saved}")] if saved else [])]
    print("tabletop: " + " ".join(paragraphs), file=sys.stderr)
    # SDL's message window does not wrap: the lines are broken here (never the path).
    tell(words("app.crash_title"), "\n\n".join(
        text if text == str(path) else textwrap.fill(text, MESSAGE_WIDTH)
        for text in paragraphs))
    return CRASH_EXIT


def describe(error: BaseException, context: AppContext | None) -> str:
    """The report's text: what happened, the version, the system and the screens."""
    lines = [
        "Tabletop stopped because of an error it did not expect.",
        f"When: {datetime.now().astimezone().isoformat(timespec='seconds')}",
        f"Version: Tabletop {tabletop.__version__}",
        f"Python: {platform.python_version()} ({platform.python_implementation()})",
        f"System: {platform.platform()}",
        f"pygame-ce: {pygame.version.ver}, "
        f"SDL {'.'.join(str(part) for part in pygame.get_sdl_version())}",
        f"Video driver: {_video_driver()}",
    ]
    if context is not None:
        lines += [f"Language: {context.words.language}",
                  f"Window: {context.display.window_size}, drawn at {context.size}",
                  "Screens, the one on top last:",
                  *(f"  {line}" for line in screens(context.manager.stack))]
    lines += ["", "".join(traceback.format_exception(error)).rstrip()]
    return "\n".join(lines) + "\n"


def screens(stack: Sequence[Any]) -> list[str]:
    """One line per open screen: its kind, and for a table its game and move."""
    described = []
    for scene in stack:
        line = type(scene).__name__
        session = getattr(scene, "session", None)
        game = getattr(session, "game", None)
        if game is not None:
            seats = ", ".join("person" if seat.is_person else f"computer ({seat.level})"
                              for seat in getattr(session, "seats", ()))
            line += (f": {game.spec.id}, move {len(game.history)}"
                     f"{' (over)' if game.is_over else ''}, seats {seats}")
        described.append(line)
    return described


def write(report: str) -> Path | None:
    """``report`` in a new ``crash-<time>.txt`` in the user data folder; None if the
    folder refused it."""
    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    folder = data_dir()
    for attempt in range(1, 100):
        path = folder / (f"crash-{stamp}.txt" if attempt == 1 else f"crash-{stamp}-{attempt}.txt")
        try:
            with path.open("x", encoding="utf-8", errors="replace") as handle:
                handle.write(report)
                handle.flush()
                os.fsync(handle.fileno())
        except FileExistsError:
            continue
        except OSError:
            return None
        return path
    return None


def tell(title: str, message: str) -> bool:
    """A window with ``message`` and an OK button; False when none could be shown."""
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return False  # nobody would see it, and it would wait for a click forever
        pygame.display.message_box(title, message, message_type="error")
    except (pygame.error, NotImplementedError):
        return False
    return True


def _finish_saving(context: AppContext | None) -> str:
    """Finish the last autosave: "saved" when a game in progress is on disk, "not_saved"
    when one could not be, "" when there is nothing to say (no game, or no context)."""
    if context is None or not context.persist:
        return ""
    try:
        context.flush_saves()
        if context.saving_off or context.unsaved_progress():
            return "not_saved"
        return "saved" if has_save() else ""
    except Exception:
        return "not_saved"


def _video_driver() -> str:
    try:
        return pygame.display.get_driver() if pygame.display.get_init() else "not started"
    except pygame.error:
        return "unknown"
