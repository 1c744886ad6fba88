"""A game file from another Tabletop, opened from the window: dropped on it from any
screen (:func:`open_game_file`, called by the app for ``pygame.DROPFILE``) or picked in
:class:`FilePickerScene`, the replay list's "Open a game file".

The file is checked whole before anything changes (``storage.import_finished``: of
another rules version, tampered, foreign, huge or not text at all, it is refused with a
sentence and nothing else happens); a good one is kept among its game's finished games
and its replay opens at once.

The picker is our own screen, not the system's dialog: the places a downloaded or
received file lands (Documents, Downloads, the home folder) as buttons along the top,
then the folder's subfolders and its ``.json`` files, a page at a time; arrows, Enter
and Backspace (up one folder) or the mouse, and a controller's D-pad, A and B.
"""

from __future__ import annotations

import contextlib
import os
import unicodedata
from functools import partial
from pathlib import Path

import platformdirs
import pygame

from scenes.screens.dialogs import PanelScene
from scenes.shell import theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push, Replace, Transition
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.games import GAMES
from tabletop.session import GameSession

MAX_LISTED = 400
"""Subfolders listed at most, and game files listed at most (each sorted by name)."""

MAX_SCANNED = 200_000
"""Entries looked at in one folder at most: a folder's names are read, not its files, so
even a Downloads folder of tens of thousands is looked through whole (about 10 ms for
10,000); only a folder beyond this shows part of itself."""

ROW_HEIGHT = 52
"""One entry's row (reference pixels)."""

LINE_BREAKS = frozenset("\n\r\v\f\x85\u2028\u2029")
NEWLINE_MARK = "\u23ce"
"""⏎ stands for a line break in a name (the font has no ␤): a name broke its row in two
and ran over the next one (trial s24 C/084)."""
CONTROL_MARK = "\u25a1"
"""□ stands for any other control character, or a byte the name's encoding lacked."""


def visible_name(name: str) -> str:
    """``name`` on one line with every character that draws as nothing, or breaks the
    line, shown as a mark: two files whose names differ only there look different."""
    return "".join(NEWLINE_MARK if character in LINE_BREAKS
                   else CONTROL_MARK if unicodedata.category(character) in {"Cc", "Cs"}
                   else character for character in name)


def open_game_file(context: AppContext, path: Path) -> Transition | None:
    """The replay of the game in ``path`` once the file is checked and kept; else None,
    and the notice that says why waits for the screen on top to show it."""
    finished, notice = storage.import_finished(path, words=context.words)
    if notice is not None and notice not in context.notices:
        context.notices.append(notice)  # a refusal, or a copy that could not be kept
    if finished is None:
        return None
    session = GameSession(GAMES[finished.game.spec.id], finished.game, finished.seats)
    return Push(context.navigator.replay(session))


def places() -> list[tuple[str, Path]]:
    """The folders the picker offers at the top, by catalogue key; only those that exist."""
    found = [("replay.place_documents", Path(platformdirs.user_documents_dir())),
             ("replay.place_downloads", Path(platformdirs.user_downloads_dir())),
             ("replay.place_home", Path.home())]
    seen: set[Path] = set()
    listed = []
    for key, path in found:
        if path not in seen and path.is_dir():
            seen.add(path)
            listed.append((key, path))
    return listed


def folder_entries(folder: Path) -> tuple[list[Path], list[Path]]:
    """``folder``'s visible subfolders and ``.json`` files, each sorted by name, at most
    :data:`MAX_LISTED` of each (a folder that cannot be read lists nothing). Every entry
    is looked at, in whatever order the system gives them: one game file among ten
    thousand downloads is found."""
    folders: list[Path] = []
    files: list[Path] = []
    with contextlib.suppress(OSError), os.scandir(folder) as found:
        for index, entry in enumerate(found):
            if index >= MAX_SCANNED:
                break  # a folder beyond any download folder: what was seen so far
            name = entry.name
            if name.startswith("."):
                continue
            with contextlib.suppress(OSError):
                # The type comes with the name on most systems: no file is opened here.
                if entry.is_dir():
                    folders.append(Path(entry.path))
                elif name.lower().endswith(".json") and entry.is_file():
                    files.append(Path(entry.path))
    folders.sort(key=lambda path: path.name.lower())
    files.sort(key=lambda path: path.name.lower())
    return folders[:MAX_LISTED], files[:MAX_LISTED]


class FilePickerScene(PanelScene):
    """Choose a game file; a good one opens its replay in this screen's place."""

    def __init__(self, context: AppContext, folder: Path | None = None) -> None:
        super().__init__(context)
        offered = places()
        self.places = offered
        self.folder = folder if folder is not None else (offered[0][1] if offered
                                                         else Path.home())
        self.first = 0
        self.per_page = 1
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._read()

    def _read(self) -> None:
        self.folders, self.files = folder_entries(self.folder)
        self.first = 0

    def enter_folder(self, folder: Path) -> None:
        self.folder = folder
        self._read()
        self.relayout()

    def up(self) -> None:
        if self.folder.parent != self.folder:
            self.enter_folder(self.folder.parent)

    def choose(self, path: Path) -> None:
        transition = open_game_file(self.context, path)
        if isinstance(transition, Push):  # the replay takes the picker's place
            self.go(Replace(transition.scene))

    def page(self, step: int) -> None:
        entries = len(self.folders) + len(self.files)
        self.first = max(0, min(self.first + step * self.per_page, max(0, entries - 1)))
        self.relayout()

    def back(self) -> Transition | None:
        return Pop()

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.up()
            return self._take()
        return super().handle_event(event)

    def layout(self) -> None:
        words = self.context.words
        width, height = self.size
        gap = self.px(16)
        top = self.px(150)
        button_h = self.px(58)
        button_y = height - self.px(32) - button_h
        self.panel = pygame.Rect(0, 0, min(self.px(1080), width - self.px(80)),
                                 button_y - self.px(20) - top)
        self.panel.midtop = (width // 2, top)
        place_w = self.px(220)
        row_x = width // 2 - (len(self.places) * (place_w + gap) - gap) // 2
        place_buttons = [Button((row_x + index * (place_w + gap), self.px(86), place_w,
                                 self.px(48)), key, style=ButtonStyle.SECONDARY,
                                on_click=partial(self.enter_folder, path))
                         for index, (key, path) in enumerate(self.places)]
        inner = self.panel.inflate(-2 * self.px(20), -2 * self.px(20))
        inner.y += self.px(30)  # the folder's own path is the panel's first line
        inner.height -= self.px(30)
        row_h = self.px(ROW_HEIGHT)
        self.per_page = max(1, inner.height // row_h - 1)  # the "up" row is always there
        up = Button((inner.x, inner.y, inner.width, row_h - self.px(8)), "replay.folder_up",
                    style=ButtonStyle.SECONDARY, on_click=self.up,
                    enabled=self.folder.parent != self.folder)
        entries = [*self.folders, *self.files]
        rows = [up]
        for index, path in enumerate(entries[self.first:self.first + self.per_page], start=1):
            is_folder = index + self.first - 1 < len(self.folders)
            name = visible_name(path.name)
            label = words("replay.folder_row", name=name) if is_folder else name
            action = partial(self.enter_folder if is_folder else self.choose, path)
            rows.append(Button((inner.x, inner.y + index * row_h, inner.width,
                                row_h - self.px(8)), text=label[:120],
                               style=ButtonStyle.SECONDARY, on_click=action))
        earlier = Button((width // 2 - self.px(120) - gap - self.px(200), button_y,
                          self.px(200), button_h), "replay.page_back",
                         style=ButtonStyle.SECONDARY, enabled=self.first > 0,
                         on_click=partial(self.page, -1))
        back = Button((width // 2 - self.px(120), button_y, self.px(240), button_h),
                      "app.back", style=ButtonStyle.SECONDARY, on_click=lambda: self.go(Pop()))
        later = Button((width // 2 + self.px(120) + gap, button_y, self.px(200), button_h),
                       "replay.page_next", style=ButtonStyle.SECONDARY,
                       enabled=self.first + self.per_page < len(entries),
                       on_click=partial(self.page, 1))
        self.ring.set_buttons([*place_buttons, *rows, earlier, back, later])
        self.ring.focus(rows[1] if len(rows) > 1 else up)

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        self.draw_title(surface, words("replay.pick_title"), self.px(44))
        self.draw_panel(surface, self.panel)
        shown = visible_name(str(self.folder))
        if len(shown) > 80:  # the deepest part says where one is
            shown = "…" + shown[-79:]
        self.draw_text(surface, shown, TextSize.SMALL,
                       (self.panel.x + self.px(20), self.panel.y + self.px(14)),
                       colour=theme.INK_SOFT, bold=True,
                       max_width=self.panel.width - self.px(40))
        if not self.folders and not self.files:
            self.draw_text(surface, words("replay.folder_empty"), TextSize.BODY,
                           self.panel.center, anchor="center")
