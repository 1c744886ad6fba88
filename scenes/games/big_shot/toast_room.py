"""Where a Big Shot toast may stand: what it leaves clear of the map, the auction circles
and the auction panel (DESIGN §3, "Toasts stand where nothing needed is"); and where a
placement's refusals are said instead: on the prompt line."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import pygame

from scenes.games.big_shot.side_panel import SidePanel
from scenes.games.driver import TableDriver
from scenes.games.playing import PlayingDriver
from scenes.shell import audio
from scenes.widgets.prompt import PromptLine


class Pressable(Protocol):
    """A piece on screen that may be pressed (a button, a district, a cube in hand)."""

    @property
    def rect(self) -> pygame.Rect: ...


def keep_clear(side: SidePanel, placing: bool, coached: bool,
               pressable: Iterable[Pressable]) -> list[pygame.Rect]:
    """The panel's parts (:func:`panel_clear`) and what may be pressed."""
    return [*panel_clear(side, placing, coached), *(piece.rect for piece in pressable)]


def say_on_prompt(driver: TableDriver, placing: bool) -> None:
    """While cubes are placed (``placing``) in a game, every message up is said on the
    prompt line, the newest last, as a placement's refusals are (:func:`say_refusal`): the
    shared ones too ("Too quick…", "Wait for…", a take-back, a phone joining) lay as cards
    over the money rows, the card and the rows both unreadable (trial s26 B/075). No place
    is free then: the map, the circles, the money rows, the cubes in hand, the words on how
    to place and the buttons are all read. The line keeps the words until the table speaks
    again. A lesson's hints stay cards, placed around its own card."""
    if not placing or not isinstance(driver, PlayingDriver):
        return
    toasts, prompt = driver.scene.frame.toasts, driver.scene.frame.prompt
    for toast in toasts.toasts:
        prompt.set(toast.text, prompt.seat_index, error=toast.error)
    toasts.clear()


def panel_clear(side: SidePanel, placing: bool, coached: bool) -> list[pygame.Rect]:
    """What a toast leaves clear (DESIGN §3) of the board (its circles, and its map
    while cubes are placed) and of the panel: the money rows with their legend, the
    title with the lot or the cubes in hand and the first words under them (who would
    own the district pointed at); the buttons are the scene's to name.

    While cubes are placed, every word of the decision down to the buttons too (a
    toast stood over "A cube in the panel picks…", trial s22), and the money rows are
    the toast's room: the plates show the same cash and loans. With the coach on
    (``coached``) the rows hold its projections, read to place: they stay clear and
    the help words may be covered a moment, the toast being the more urgent."""
    rows = [] if placing and not coached else [pygame.Rect(side.rows_rect)]
    words = [placing_words_rect(side)] if placing and not coached else []
    return [*side.board.toast_clear(placing), *rows, pygame.Rect(side.legend_rect),
            side.lot_rect(), *words]


def placing_words_rect(side: SidePanel) -> pygame.Rect:
    """The decision's words, from its title down to the buttons (while cubes are placed:
    what the lot cost, how to pick the next colour and take a cube back; in an auction:
    the lot, the high bid and who bids)."""
    phase = side.phase_rect
    return pygame.Rect(phase.x, phase.y, phase.width, side.buttons_top - phase.y)


def map_while_told(telling: bool, side: SidePanel,
                   pressable: Iterable[Pressable]) -> list[pygame.Rect]:
    """A failed payment's notice (too long for any free place) spares the map (trial s26
    B/066: over districts 17-21), the auction's words (the lot, the line saying whose bid
    failed, who bids first: trial s27 E/181 covered it) and the bid buttons: it covers the
    money rows, whose cash the plates show too. ``telling``: the notice is up."""
    if not telling:
        return []
    return [pygame.Rect(side.board.city.rect), placing_words_rect(side),
            *(piece.rect for piece in pressable)]


def say_refusal(prompt: PromptLine, text: str) -> None:
    """A placement's refusal ("Place all your cubes first: 1 left."), with the error's
    sound, on the prompt line, where the table says what to do, until a cube goes down or
    comes back (as the enter guard says what Enter does). While cubes are placed no toast has
    a free place: the map, the cubes in hand, the district's preview, the words on how to
    place (trial s22) and the buttons are all needed, and a red card lay over the money
    rows, the card and the rows both unreadable as it faded (trial s26 B/075). In the
    error's style: a refusal, not the table's next instruction."""
    audio.play("error")
    prompt.set(text, prompt.seat_index, error=True)
