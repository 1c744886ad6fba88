"""The main menu: one large tile per game, Continue, Rules, Statistics, Replays (every
game's stored games, newest first), Settings, Quit.

Every game of :data:`tabletop.games.GAMES` has a tile, in the registry's
order, showing the art of its scene package's ``tile.py`` and the title of
its own catalogue. A game whose scene is not installed yet shows its artwork
dimmed under a "Coming soon" ribbon and cannot be started or focused.

Each game keeps its own saved game (DESIGN §4): a game with one has "Resume game"
under its tile, and Continue resumes the one saved last, where the program was closed.
"""

from __future__ import annotations

import math
from datetime import datetime
from functools import partial
from pathlib import Path

import pygame

from scenes.games import game_art, has_game_scene
from scenes.screens.dialogs import ConfirmScene, PanelScene
from scenes.screens.lesson_menu import (
    LearnButton,
    LessonOffer,
    LessonResume,
    badge_strip,
    left_step,
    offer_once,
)
from scenes.shell import artwork, assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Push, Quit, Replace, Transition
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop import storage
from tabletop.games import GAMES
from tabletop.i18n import Words


def is_playable(game_id: str) -> bool:
    """True when the game has both its engine (``GAMES``) and its scene."""
    return game_id in GAMES and has_game_scene(game_id)


class GameTile(Button):
    """A big, tactile game box: artwork above, the translated title and seat range below.

    A tile of a game that cannot be played yet is disabled: dimmed art, a
    "Coming soon" ribbon, and "Coming soon" where the seat range would be.
    """

    def __init__(self, rect: pygame.Rect, game_id: str, on_click: object) -> None:
        super().__init__(rect, f"{game_id}.title", on_click=on_click,  # type: ignore[arg-type]
                         enabled=is_playable(game_id))
        self.game_id = game_id
        self.title_cap: int | None = None
        """The size every tile's name is drawn at, set by the menu: the largest at which
        all names fit (two long names drawn smaller sat higher than the rest, trial s32
        K/017)."""

    def title_px(self, scale: float) -> int:
        """The largest size up to the heading's at which this tile's name fits its plate."""
        plate_w = self.rect.width - 2 * theme.px(10, scale)
        return assets.fit_text_px(self.label, theme.text_px(TextSize.HEADING, scale),
                                  plate_w - theme.px(16, scale), bold=True)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        scale = theme.ui_scale(surface.get_size())
        lift = round(theme.px(6, scale) * max(self.hover_amount, self.focus_amount))
        lift -= round(theme.px(3, scale) * self.press_amount)
        card = rect.move(0, -lift)
        radius = theme.px(theme.RADIUS_L, scale)
        artwork.draw_soft_shadow(surface, rect, radius, theme.px(8, scale) + lift // 2,
                                 theme.px(14, scale))
        if self.focus_amount > 0.02:
            pulse = 0.85 + 0.15 * math.sin(self.clock * 4.0)
            spread = theme.px(14, scale)
            paint.blit_alpha(surface, artwork.soft_glow(card.size, radius, spread),
                             (card.x - spread, card.y - spread), self.focus_amount * pulse)
        surface.blit(artwork.wood_panel(card.size, radius), card)
        inner = card.inflate(-2 * theme.px(10, scale), -2 * theme.px(10, scale))
        label_h = theme.px(84, scale)
        art_rect = pygame.Rect(inner.x, inner.y, inner.width, inner.height - label_h)
        surface.blit(game_art(self.game_id, art_rect.size), art_rect)
        if not self.enabled:
            surface.blit(_dimmer(art_rect.size, theme.px(theme.RADIUS_S, scale)), art_rect)
            _draw_ribbon(surface, art_rect, self.shown_words()("app.menu.coming_soon"), scale)
        plate = pygame.Rect(inner.x, art_rect.bottom + theme.px(6, scale), inner.width,
                            label_h - theme.px(6, scale))
        surface.blit(paint.paper_panel(plate.size, theme.px(theme.RADIUS_S, scale)), plate)
        title_px = self.title_px(scale)
        if self.title_cap is not None:
            title_px = min(title_px, self.title_cap)
        title = assets.text(self.label, title_px, theme.INK if self.enabled else theme.INK_SOFT,
                            bold=True)
        seat_line = self.seat_line()
        if not seat_line:
            surface.blit(title, title.get_rect(center=plate.center))
            return
        line = assets.text(seat_line, theme.text_px(TextSize.SMALL, scale), theme.INK_SOFT)
        total = title.get_height() + line.get_height() - theme.px(4, scale)
        top = plate.centery - total // 2
        surface.blit(title, title.get_rect(midtop=(plate.centerx, top)))
        surface.blit(line, line.get_rect(midtop=(plate.centerx, top + title.get_height()
                                                 - theme.px(4, scale))))

    def seat_line(self) -> str:
        """The seat range of a playable game; "Coming soon" for the others."""
        if not self.enabled:
            return ""  # the ribbon across the artwork already says "Coming soon"
        spec, words = GAMES[self.game_id], self.shown_words()
        if spec.min_seats == spec.max_seats:
            return words("app.menu.players_exact", count=spec.min_seats)
        return words("app.menu.players", low=spec.min_seats, high=spec.max_seats)


@sized_by_window(maxsize=8)
def _dimmer(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A grey veil over a coming-soon tile's artwork: visibly not ready, still recognisable."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.darker(theme.DISABLED, 0.35), 150), veil.get_rect(),
                     border_radius=radius)
    return veil


def _draw_ribbon(surface: pygame.Surface, area: pygame.Rect, label: str, scale: float) -> None:
    """A paper band across the artwork's middle saying "Coming soon"."""
    band = pygame.Rect(area.x, 0, area.width, theme.px(40, scale))
    band.centery = area.centery
    size = assets.fit_text_px(label, theme.text_px(TextSize.BODY, scale),
                              band.width - theme.px(12, scale), bold=True)
    paint.draw_shadow(surface, band, 0, offset=(0, theme.px(3, scale)), blur=theme.px(6, scale),
                      alpha=140)
    surface.blit(paint.gradient_panel(band.size, theme.GOLD_LIGHT, theme.GOLD, 0,
                                      theme.GOLD_DARK, 1, True), band)
    text = assets.text(label, size, theme.INK, bold=True)
    surface.blit(text, text.get_rect(center=band.center))


class MenuScene(PanelScene):
    """The first screen: pick a game, continue the saved one, or open a side screen."""

    home = True

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.preview: storage.SavePreview | None = None
        """The game saved last, which Continue resumes; None when no game is saved."""
        self.previews: dict[str, storage.SavePreview] = {}
        """Each game's saved game, by game id (only games that can be played)."""
        self.tiles: list[GameTile] = []
        self.resume_buttons: dict[str, Button] = {}
        self.buttons: dict[str, Button] = {}
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self._layouts = 0  # how many layouts were made (a new one invalidates the layer)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] = ()
        self._save_checked: dict[str, tuple[int, int, int, int] | None] = {}
        self.named: dict[str, Button] = {}
        """Every button of the focus ring by a name that outlives a layout ("learn:yacht",
        "rules")."""
        self._left_off: tuple[str, bool] | None = None
        """The button the player chose to leave the menu with, and whether with the mouse:
        the focus comes back to it (trial #32: it stood on Yacht's tile after every game)."""

    # -- save slots -----------------------------------------------------

    def refresh_save(self) -> None:
        """Check each game's save slot again, if its file changed since the last check.

        A whole save is checked (the replay rebuilt), which takes tens of
        milliseconds: worth it once per save, not each time a setup, the rules or
        the statistics are closed over unchanged files. An old single save is moved
        into its game's slot first.
        """
        self.context.flush_saves()
        if self.context.persist:
            self.context.notices += storage.adopt_single_save()
            # Read here, so a damaged statistics file is told with the other files at
            # startup, not later under the "New to ...?" question (trial s14 defect 8).
            said = storage.load_statistics()[1]
            if said is not None and said not in self.context.notices:
                self.context.notices.append(said)
        stamps: dict[str, int] = {}
        for game_id in GAMES:
            stamp = _file_stamp(storage.autosave_path(game_id))
            if stamp is not None:
                stamps[game_id] = stamp[0]
            if self._save_checked.get(game_id, _NEVER_CHECKED) == stamp:
                continue
            self._save_checked[game_id] = stamp
            if stamp is None:  # no file: nothing to check
                self.previews.pop(game_id, None)
                continue
            preview, notice = storage.peek_save(game_id=game_id, words=self.context.words)
            if preview is not None and is_playable(game_id):
                self.previews[game_id] = preview
            else:
                self.previews.pop(game_id, None)
            if notice is not None:
                self.context.notices.append(notice)
        newest = max(self.previews, key=lambda game_id: stamps.get(game_id, 0), default=None)
        self.preview = None if newest is None else self.previews[newest]
        self.show_notices()

    def enter(self) -> None:
        self.refresh_save()
        super().enter()

    def resume(self) -> None:
        self.refresh_save()
        super().resume()

    def continue_label(self) -> tuple[str, dict[str, str]]:
        assert self.preview is not None
        words = self.context.words
        game = words(f"{self.preview.game_id}.title")
        return "app.menu.continue_game", {"game": game,
                                          "when": saved_when(words, self.preview.saved_at)}

    # -- layout ---------------------------------------------------------

    def _tile_grid(self, count: int, height: int, below: int, gap: int,
                   width: int) -> tuple[int, int, int]:
        """Rows, tile width and tile height that make the tiles largest in ``width`` by
        ``height``: one row on a wide screen, two or more in a portrait window (where one
        row left tiles a fifth of the width between empty bands). ``below`` is each row's
        buttons under its tiles."""
        best = (1, 1, 1)
        for rows in range(1, count + 1):
            columns = -(-count // rows)
            room_h = (height - gap * (rows - 1)) // rows - below
            tile_w = min(round(room_h * 0.84), (width - gap * (columns - 1)) // columns)
            if room_h > 0 and tile_w > best[1]:
                best = (rows, tile_w, min(room_h, round(tile_w * 1.5)))
        return best

    def layout(self) -> None:
        self._layouts += 1
        width, height = self.size
        margin = self.px(64)
        self.title_rect = artwork.sign_rect(self.size)
        button_h = self.px(56)
        buttons_y = height - self.px(40) - button_h
        tiles_top = self.title_rect.bottom + self.px(62)
        # Under each tile its Play and Learn buttons (the tile itself also plays), and under
        # those a row kept for a saved game's Resume whether or not one is saved: a save
        # coming or going moves no tile and no button (the tiles shrank and rose under the
        # pointer when Resume came, trial s14). Over the Learn buttons a strip is kept for
        # a new lesson's "New" badge, with badges or none: a new player's tiles were
        # shorter by it and grew once the lessons were started (s16).
        pair_h = self.px(44)
        resume_gap = self.px(8)
        badge_h = badge_strip(self.scale)
        tiles_bottom = buttons_y - self.px(36)
        below = self.px(10) + pair_h + resume_gap + pair_h  # Play and Learn, then Resume

        ids = list(GAMES)
        count = len(ids)
        gap = self.px(28)
        rows, tile_w, tile_h = self._tile_grid(count, tiles_bottom - tiles_top, below, gap,
                                               width - 2 * margin)
        columns = -(-count // rows)
        block_h = rows * (tile_h + below) + gap * (rows - 1)
        top = tiles_top + (tiles_bottom - tiles_top - block_h) // 2
        self.tiles = []
        self.pairs: dict[str, tuple[Button, LearnButton]] = {}
        self.resume_buttons = {}
        ring: list[Button] = []
        for index, game_id in enumerate(ids):
            tile_row, column = divmod(index, columns)
            in_row = min(columns, count - tile_row * columns)
            x = (width - tile_w * in_row - gap * (in_row - 1)) // 2 + column * (tile_w + gap)
            y = top + tile_row * (tile_h + below + gap)
            tile = GameTile(pygame.Rect(x, y, tile_w, tile_h - badge_h), game_id,
                            on_click=lambda game_id=game_id: self.open_setup(game_id))
            self.tiles.append(tile)
            ring.append(tile)
            pair_y = y + tile_h + self.px(10)
            play_w = (tile_w - self.px(8)) * 2 // 5
            play = Button((x, pair_y, play_w, pair_h), "lesson.play", enabled=tile.enabled,
                          style=ButtonStyle.SECONDARY,
                          on_click=partial(self.open_setup, game_id))
            learn_x = x + play_w + self.px(8)
            learn = LearnButton(pygame.Rect(learn_x, pair_y, x + tile_w - learn_x, pair_h),
                                game_id, self.context,
                                on_click=partial(self.open_lesson, game_id),
                                scale=self.scale)
            learn.enabled = learn.enabled and tile.enabled
            self.pairs[game_id] = (play, learn)
            ring += [play, learn]
            if game_id in self.previews:
                resume = Button((x, pair_y + pair_h + resume_gap, tile_w, pair_h),
                                "app.menu.resume_game", style=ButtonStyle.PRIMARY,
                                on_click=partial(self.continue_game, game_id))
                self.resume_buttons[game_id] = resume
                ring.append(resume)
        for tile in self.tiles:
            tile.words = self.context.words
        smallest_name = min((tile.title_px(self.scale) for tile in self.tiles), default=None)
        for tile in self.tiles:
            tile.title_cap = smallest_name
        # Play, Learn and Resume read at one size under every tile, however many tiles share
        # the row: the size the narrowest of them allows.
        pairs = [button for pair in self.pairs.values() for button in pair]
        pairs += self.resume_buttons.values()
        for button in pairs:
            button.words = self.context.words
        smallest = min((button.label_px() for button in pairs), default=None)
        for button in pairs:
            button.label_cap = smallest

        # Continue always has its slot (disabled without a save), so no button moves.
        row: list[tuple[str, str, int, ButtonStyle]] = [
            ("continue", "app.menu.continue", 420, ButtonStyle.PRIMARY),
            ("rules", "app.menu.rules", 170, ButtonStyle.SECONDARY),
            ("statistics", "app.menu.statistics", 170, ButtonStyle.SECONDARY),
            ("replays", "replay.list_open", 170, ButtonStyle.SECONDARY),
            ("settings", "app.menu.settings", 170, ButtonStyle.SECONDARY),
            ("quit", "app.menu.quit", 150, ButtonStyle.SECONDARY),
        ]
        small_gap = self.px(16)
        widths = [self.px(w) for _, _, w, _ in row]
        total = sum(widths) + small_gap * (len(row) - 1)
        if total > width - 2 * margin:
            shrink = (width - 2 * margin - small_gap * (len(row) - 1)) / sum(widths)
            widths = [round(w * shrink) for w in widths]
            total = sum(widths) + small_gap * (len(row) - 1)
        x = (width - total) // 2
        actions = {"continue": self.continue_game, "rules": self.open_rules,
                   "statistics": self.open_statistics, "replays": self.open_replays,
                   "settings": self.open_settings,
                   "quit": self.quit}
        self.buttons = {}
        for (name, key, _, style), button_w in zip(row, widths, strict=True):
            button = Button((x, buttons_y, button_w, button_h), key, style=style,
                            on_click=actions[name])
            if name == "continue" and self.preview is not None:
                label_key, params = self.continue_label()
                button.set_label(label_key, **params)
            elif name == "continue":
                button.enabled = False
            self.buttons[name] = button
            x += button_w + small_gap
        before = next((name for name, button in self.named.items()
                       if button is self.ring.focused), None)
        self.named = {**{f"tile:{tile.game_id}": tile for tile in self.tiles},
                      **{f"resume:{game_id}": button
                         for game_id, button in self.resume_buttons.items()},
                      **{f"{kind}:{game_id}": button for game_id, pair in self.pairs.items()
                         for kind, button in zip(("play", "learn"), pair, strict=True)},
                      **self.buttons}
        self.ring.set_buttons([*ring, *self.buttons.values()])
        self._focus_again(before)

    def _focus_again(self, before: str | None) -> None:
        """After a layout, the focus where the player left it: on the button they chose to
        leave with (a Resume gone with its save: that game's tile), as a polished menu
        does; chosen with the mouse, no ring shows until a key asks for it. Else on the
        button that had it; only a first layout starts on the first tile."""
        name, by_pointer = self._left_off or (before, False)
        if name is None:
            return
        piece = self.named.get(name) or self.named.get(f"tile:{name.partition(':')[2]}")
        if piece is None or not piece.enabled:
            return
        if by_pointer:
            self.ring.rest(piece)
        else:
            self.ring.focus(piece)

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        transition = super().handle_event(event)
        if transition is not None:
            self._left_off = self._chosen(event)
        elif self.ring.focused is not None:
            self._left_off = None  # the focus moved on here: it says where it is
        return transition

    def _chosen(self, event: pygame.event.Event) -> tuple[str, bool] | None:
        """The button ``event`` left the menu with, by name, and whether by the mouse."""
        by_pointer = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        piece = self.ring.focused
        if by_pointer:
            piece = next((button for button in self.ring.buttons
                          if button.enabled and button.bounds().collidepoint(event.pos)), piece)
        name = next((name for name, button in self.named.items() if button is piece), None)
        return None if name is None else (name, by_pointer)

    # -- actions --------------------------------------------------------

    def open_setup(self, game_id: str) -> None:
        """Setup of ``game_id``; the first time, the offer to learn it first comes before."""
        from scenes.screens.setup import SetupScene

        if offer_once(self.context, game_id):
            self.go(Push(LessonOffer(self.context, game_id,
                                     lambda: Replace(SetupScene(self.context, game_id)))))
            return
        self.go(Push(SetupScene(self.context, game_id)))

    def open_lesson(self, game_id: str) -> None:
        """The game's lesson; one left part-way asks first: continue it, or start over."""
        if left_step(self.context, game_id) > 0:
            self.go(Push(LessonResume(self.context, game_id)))
            return
        self.go(Push(self.context.navigator.lesson(game_id)))

    def continue_game(self, game_id: str | None = None) -> None:
        """Resume ``game_id``'s saved game (a tile's Resume), or the one saved last
        (Continue)."""
        from tabletop.session import GameSession

        self.context.flush_saves()
        if game_id is None and self.preview is not None:
            game_id = self.preview.game_id
        if game_id is None:
            return
        loaded, notice = storage.load_save(game_id=game_id, words=self.context.words)
        if loaded is None:
            if notice is not None:
                self.context.notices.append(notice)
            self.refresh_save()
            self.relayout()
            return
        session = GameSession(GAMES[loaded.game.spec.id], loaded.game, loaded.seats,
                              autosave=self.context.autosave, bot_states=loaded.bots)
        if loaded.played_on is not None:  # where it was played on from, and if counted
            session.played_from = loaded.played_on.step
            session.counted_started = loaded.played_on.counted
        session.recover_undo()
        session.resumed = True
        session.phones_on = loaded.phones_on  # the table says how to pair them again
        self.go(Push(self.context.navigator.play(session)))

    def open_rules(self) -> None:
        from scenes.screens.rules import RulesScene

        self.go(Push(RulesScene(self.context, next(iter(GAMES), None))))

    def open_statistics(self) -> None:
        from scenes.screens.statistics import StatisticsScene

        self.go(Push(StatisticsScene(self.context)))

    def open_replays(self) -> None:
        """Every game's stored games, newest first: a player looks for replays here, not
        under Statistics, one game's tab at a time (trial s28 D/216)."""
        from scenes.screens.replay_list import ReplayListScene

        self.go(Push(ReplayListScene(self.context)))

    def open_settings(self) -> None:
        from scenes.screens.settings import SettingsScene

        self.go(Push(SettingsScene(self.context)))

    def quit(self) -> None:
        """The Quit button: straight out, unless a game is in progress (then ask; it is saved)."""
        if self.preview is None:
            self.go(Quit())
        else:
            self.go(self.back())

    def back(self) -> Transition:
        """Esc: always ask, naming the saved game when there is one."""
        words = self.context.words
        if self.preview is None:
            return Push(ConfirmScene(self.context, "app.confirm.quit_app", "app.menu.quit",
                                     lambda: Quit()))
        if len(self.previews) > 1:
            return Push(ConfirmScene(self.context, "app.confirm.quit_saved_many",
                                     "app.menu.quit", lambda: Quit(), danger=False,
                                     message_args={"count": str(len(self.previews))}))
        return Push(ConfirmScene(self.context, "app.confirm.quit_saved", "app.menu.quit",
                                 lambda: Quit(), danger=False,
                                 message_args={"game": words(f"{self.preview.game_id}.title")}))

    # -- drawing --------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """As :class:`PanelScene` draws, but the backdrop, the sign and the buttons at
        rest come from one cached layer, made again only when one of them changes.
        (Five tiles with soft shadows took most of a 1080p frame.) A button not at rest
        (focused, hovered, pressed) is drawn live on top, and so is one at rest that
        comes after it and may overlap it, so everything overlaps in the same order."""
        self.follow_words()
        buttons = self.ring.buttons
        live: list[Button] = []
        for button in buttons:
            if not button.is_at_rest or any(self._reach(button).colliderect(self._reach(other))
                                             for other in live):
                live.append(button)
        key = (surface.get_size(), self._layouts, self.context.words.language,
               self.context.input.using_controller, self.context.saving_off,
               self.context.display.fullscreen, tuple(id(button) for button in live))
        if self._layer is None or key != self._layer_key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size(), 0, surface)
            self._layer.blit(artwork.table_backdrop(surface.get_size()), (0, 0))
            self.draw_content(self._layer)
            for button in buttons:
                if button not in live:
                    button.draw(self._layer)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        for button in live:
            button.draw(surface)
        self.toasts.draw(surface)

    def _reach(self, button: Button) -> pygame.Rect:
        """Where a button's shadow and focus glow may fall. A tile's fade out within
        the gap between tiles; the buttons' glow spreads a quarter of their height."""
        if isinstance(button, GameTile):
            return button.rect.inflate(2 * self.px(13), 2 * self.px(13))
        reach = button.rect.inflate(button.rect.height // 2, button.rect.height // 2)
        if isinstance(button, LearnButton) and button.is_new:
            return reach.union(button.badge_rect())  # its badge, above it, is its own
        return reach

    def draw_content(self, surface: pygame.Surface) -> None:
        words = self.context.words
        sign = self.title_rect
        artwork.draw_sign(surface, words("app.title"))
        self.draw_text(surface, words("app.tagline"), TextSize.BODY,
                       (sign.centerx, sign.bottom + self.px(10)), colour=theme.PAPER,
                       anchor="midtop")
        if self.context.saving_off:  # the user folder cannot be written
            self.draw_text(surface, words("storage.saving_off"), TextSize.SMALL,
                           (sign.centerx, sign.bottom + self.px(40)), colour=theme.GOLD_LIGHT,
                           anchor="midtop")
        if not self.context.display.fullscreen:
            # On a TV a first window is a window: tell the couch how to fill the screen.
            width = surface.get_width()
            self.draw_text(surface, words("app.menu.fullscreen_hint"), TextSize.SMALL,
                           (width - self.px(30), self.px(26)), colour=theme.PAPER,
                           anchor="topright")


_NEVER_CHECKED = (-1, -1, -1, -1)
"""A stamp no file has, so the first :meth:`MenuScene.refresh_save` always checks."""


def _file_stamp(path: Path) -> tuple[int, int, int, int] | None:
    """What changes whenever the file is written or replaced: modification time, size and
    inode (a save is written beside and renamed over), and the change time, which a new
    permission moves too (a save that could not be opened is looked at again once it
    can be); None when there is no file."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size, status.st_ino, status.st_ctime_ns


def saved_when(words: Words, iso_time: str) -> str:
    """When a save was made, in words: "today 12:15" or "2026-11-29 12:15"."""
    try:
        moment = datetime.fromisoformat(iso_time)
    except ValueError:
        return iso_time
    clock = moment.strftime("%H:%M")
    if moment.date() == datetime.now(moment.tzinfo).date():
        return words("app.menu.saved_today", time=clock)
    return words("app.menu.saved_on", date=moment.date().isoformat(), time=clock)
