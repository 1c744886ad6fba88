"""The seal pool in the middle and the seals in front of each seat, with seals in flight.

:class:`SealStack` is one pile in the middle (a focusable piece: click it, or
move the focus to it and press Enter, to take a seal of that colour).
:class:`SealPool` lays the seven piles out; :class:`SeatSeals` shows the
seals one seat holds, a token per kind with a count. Counts are shown from
the last sync and moved by the flights, so a token never lands on a count
that already includes it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.games.wizard_extreme.art import POOL_ORDER, draw_token, magician_figure, seal_token
from scenes.shell import assets, audio, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.dice import key_badge
from scenes.widgets.focus import RectPiece
from scenes.widgets.tween import Call, Sequence, Step, Tween, arch, out_cubic
from tabletop.games.wizard_extreme import SEAL_COUNTS, Seal
from tabletop.i18n import Words

FLY_SECONDS = 0.35  # ART.md: token fly 0.35 s ease-out with a soft landing


class SealStack(RectPiece):
    """One pile of seals in the middle: tokens stacked upwards and the count beneath."""

    def __init__(self, seal: Seal, on_take: Callable[[Seal], None]) -> None:
        super().__init__()
        self.seal = seal
        self.on_take = on_take
        self.rect = pygame.Rect(0, 0, 40, 80)
        self.count = SEAL_COUNTS[seal]
        self.interactive = False
        self.key: int | None = None
        """The number key that takes from this pile (shown on it while it can be taken)."""

    @property
    def takeable(self) -> bool:
        return self.seal not in (Seal.WHITE, Seal.BLACK)

    @property
    def enabled(self) -> bool:
        return self.interactive and self.takeable

    @property
    def diameter(self) -> int:
        return max(10, min(self.rect.width - 6, round(self.rect.height * 0.5)))

    def top(self) -> tuple[float, float]:
        """Where the next token lands or leaves: the top of the pile."""
        d = self.diameter
        return self.rect.centerx, self.rect.y + d / 2 + self._step() * (
            SEAL_COUNTS[self.seal] - max(1, self.count))

    def _step(self) -> float:
        d = self.diameter
        room = self.rect.height - d - self.label_px() * 1.3
        return max(2.0, min(d * 0.22, room / max(1, SEAL_COUNTS[self.seal] - 1)))

    def label_px(self) -> int:
        return max(10, round(self.rect.width * 0.3))

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_take(self.seal)
        return True

    def choose_words(self, words: Words, key: str) -> str:
        """Enter takes from a pile only once the person chose one (scenes/games/enter_guard.py):
        Enter meant "go on" through the round's end a moment before (trial I/023)."""
        return words("wizard_extreme_scene.enter_choose_seal", key=key)

    def draw(self, surface: pygame.Surface) -> None:
        d = self.diameter
        full = SEAL_COUNTS[self.seal]
        if self.enabled:  # none on a pile nobody may take from now (a covered table)
            self.glow.draw(surface, self.rect.inflate(-self.rect.width // 8, 0), d // 2)
        step = self._step()
        base_y = self.rect.y + d / 2 + step * (full - 1)
        if self.count == 0:  # an empty place keeps its outline, so the colour is still named
            centre = (self.rect.centerx, round(base_y))
            ghost = pygame.Rect(0, 0, d, d)
            ghost.center = centre
            pygame.draw.ellipse(surface, theme.FELT_DARK, ghost)
            pygame.draw.ellipse(surface, theme.lighter(theme.FELT, 0.2), ghost, 2)
            paint_token_ghost(surface, self.seal, centre, d)
        for index in range(self.count):
            draw_token(surface, self.seal, (self.rect.centerx, base_y - step * index), d)
        colour = theme.PAPER if self.count else theme.lighter(theme.FELT, 0.65)
        label = assets.text(f"{self.count}/{full}", self.label_px(), colour, bold=True)
        surface.blit(label, label.get_rect(midbottom=(self.rect.centerx, self.rect.bottom)))
        if self.enabled and self.key is not None:  # as the dice show theirs
            badge = key_badge(str(self.key), max(12, self.label_px() * 4 // 5))
            surface.blit(badge, badge.get_rect(topleft=self.rect.topleft))


def paint_token_ghost(surface: pygame.Surface, seal: Seal, centre: tuple[int, int],
                      diameter: int) -> None:
    """A faded token on an empty place: which colour is missing stays readable."""
    rect = pygame.Rect(0, 0, diameter, diameter)
    rect.center = centre
    paint.blit_alpha(surface, seal_token(seal, diameter), rect.topleft, 0.28)


class SealPool:
    """The seven piles in the middle-left (red, the four colours, white, black) and the
    magician's place while nobody has taken him. The number keys 1-5 take from the
    colour piles in the order they stand on screen, left to right, top row first."""

    def __init__(self, on_take: Callable[[Seal], None]) -> None:
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.stacks = {seal: SealStack(seal, on_take) for seal in POOL_ORDER}
        takeable = [stack for stack in self.stacks.values() if stack.takeable]
        for number, stack in enumerate(takeable, start=1):
            stack.key = number
        self.keys = {pygame.K_0 + number: stack.seal
                     for number, stack in enumerate(takeable, start=1)}
        """The seal each number key takes."""
        self.magician_home = True
        self.magician_chosen = False
        """The person to predict chose him, not yet confirmed: he stands faded here."""
        self.magician_rect = pygame.Rect(0, 0, 30, 50)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        columns = 4
        cell_w = rect.width // columns
        cell_h = rect.height // 2
        for index, seal in enumerate(POOL_ORDER):
            row, column = divmod(index, columns)
            self.stacks[seal].rect = pygame.Rect(rect.x + column * cell_w + 2,
                                                 rect.y + row * cell_h + 2, cell_w - 4,
                                                 cell_h - 4)
        height = round(cell_h * 0.86)
        self.magician_rect = pygame.Rect(0, 0, round(height * 0.62), height)
        self.magician_rect.center = (rect.x + 3 * cell_w + cell_w // 2,
                                     rect.y + cell_h + cell_h // 2)

    def pile_rects(self) -> dict[str, pygame.Rect]:
        """Each pile's place by the name a lesson's step frames it with ("pile_black"):
        the black seal is shown where it is first named (trial s26 B/086)."""
        return {f"pile_{seal.value}": pygame.Rect(stack.rect)
                for seal, stack in self.stacks.items()}

    def sync(self, pool: dict[Seal, int], magician_home: bool) -> None:
        for seal, stack in self.stacks.items():
            stack.count = pool[seal]
        self.magician_home = magician_home

    def set_interactive(self, interactive: bool) -> None:
        for stack in self.stacks.values():
            stack.interactive = interactive

    def update(self, dt: float) -> None:
        for stack in self.stacks.values():
            stack.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for stack in self.stacks.values():
            stack.draw(surface)
        if self.magician_home:
            draw_magician(surface, self.magician_rect, faded=self.magician_chosen)


def draw_magician(surface: pygame.Surface, rect: pygame.Rect, *, faded: bool = False) -> None:
    figure = magician_figure(max(12, rect.height))
    place = figure.get_rect(midbottom=rect.midbottom)
    if faded:  # chosen into a prediction not yet confirmed, as an empty pile's ghost
        paint.blit_alpha(surface, figure, place.topleft, 0.3)
        return
    shadow = pygame.Rect(0, 0, place.width, max(4, place.height // 8))
    shadow.midbottom = place.midbottom
    paint.draw_shadow(surface, shadow, shadow.height // 2, offset=(2, 2), blur=4)
    surface.blit(figure, place)


PILE_MAX = 3  # a pile shows up to three tokens; the badge says how many there are
PILE_RISE = 0.14  # each token behind rises this much of a diameter...
PILE_SHIFT = 0.08  # ...and moves this much to the right
BADGE_OVERLAP = 0.16  # the count badge covers this much of a diameter of the pile's foot:
# the rim below the emblem, so a place's two rows of piles fit larger tokens (trial s18)


class SeatSeals:
    """The seals in front of one seat: a little pile per kind held, its count on a badge
    beneath it. The kinds held stand side by side in one row across the middle of the
    place, in table order (a second row only where the place is too narrow for them all):
    a grid with a fixed cell per kind left them scattered over two rows, a pile beside the
    cards' count badge (trial s29 G/065-066). Each cell leaves room for a full pile and a
    two-digit badge, so no badge ever covers a neighbour."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 100, 40)
        self.scale = 1.0
        self.counts: dict[Seal, int] = dict.fromkeys(POOL_ORDER, 0)
        self._diameter = 10
        self._cell = pygame.Rect(0, 0, 14, 40)
        self._per_row = 7

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = pygame.Rect(rect), scale
        gap = self.gap
        badge_w, badge_h = self.badge_size(88)  # room for two digits
        fits: dict[int, tuple[int, int]] = {}
        for columns in (7, 4):
            rows = -(-len(POOL_ORDER) // columns)
            cell_w, cell_h = rect.width // columns, rect.height // rows
            d = min(round((cell_w - 2 * gap) / (1 + 2 * PILE_SHIFT)),
                    round((cell_h - badge_h - 2 * gap) / (1 + 2 * PILE_RISE - BADGE_OVERLAP)),
                    theme.px(32, scale))
            if badge_w + 2 * gap <= cell_w:
                fits[columns] = (d, cell_h)
        # The larger tokens win; one row where both are as large.
        columns = max(fits, key=lambda c: (fits[c][0], c)) if fits else 4
        d, cell_h = fits.get(columns, (0, rect.height // 2))
        self._diameter = max(8, d)
        # Cells only as wide as a pile or a badge needs: the seals sit together beside the
        # cards, leaving the rest of the place free (the magician stands there).
        cell_w = min(rect.width // columns,
                     max(self._pile_size()[0], badge_w) + 2 * gap + theme.px(4, scale))
        cell_h = min(cell_h, self._pile_size()[1] + badge_h - self._overlap() + 3 * gap
                     + theme.px(6, scale))
        self._cell = pygame.Rect(self.rect.x, self.rect.y, cell_w, cell_h)
        self._per_row = max(1, self.rect.width // cell_w)

    @property
    def gap(self) -> int:
        return theme.px(3, self.scale)

    @property
    def diameter(self) -> int:
        return self._diameter

    def first_left(self, default: int) -> int:
        """The left edge of the leftmost pile held, or ``default`` when none is."""
        return min((self._cell_of(seal).x for seal, count in self.counts.items() if count),
                   default=default)

    def _cell_of(self, seal: Seal) -> pygame.Rect:
        """``seal``'s cell: after the kinds held before it in table order (where it will
        stand once it lands, while it is not held yet), the rows centred on the place."""
        row_of = [held for held in POOL_ORDER if self.counts[held] or held is seal]
        rows = -(-len(row_of) // self._per_row)
        row, column = divmod(row_of.index(seal), self._per_row)
        top = self.rect.centery - rows * self._cell.height // 2
        return self._cell.move(column * self._cell.width,
                               top - self._cell.y + row * self._cell.height)

    def _pile_size(self) -> tuple[int, int]:
        d = self._diameter
        return (d + 2 * round(d * PILE_SHIFT), d + 2 * round(d * PILE_RISE))

    def _overlap(self) -> int:
        return round(self._diameter * BADGE_OVERLAP)

    def place(self, seal: Seal) -> tuple[float, float]:
        """Where a token of ``seal`` lies: the front token of its pile."""
        d = self._diameter
        pile = self.pile_rect(seal, 1)
        return pile.x + d / 2, pile.bottom - d / 2

    def pile_rect(self, seal: Seal, count: int) -> pygame.Rect:
        """The tokens of a pile of ``count`` (the room a full pile takes, at the cell's top)."""
        cell = self._cell_of(seal)
        width, height = self._pile_size()
        room = pygame.Rect(0, 0, width, height)
        room.midtop = (cell.centerx, cell.y + self.gap)
        d = self._diameter
        shown = min(max(1, count), PILE_MAX) - 1
        return pygame.Rect(room.x, room.bottom - d - round(d * PILE_RISE) * shown,
                           d + round(d * PILE_SHIFT) * shown, d + round(d * PILE_RISE) * shown)

    def badge_size(self, count: int) -> tuple[int, int]:
        label = _badge_label(count, self.scale)
        glyphs = label.get_bounding_rect()
        pad = theme.px(3, self.scale)
        height = glyphs.height + 2 * pad
        return max(height, glyphs.width + 2 * pad + 2), height

    def badge_rect(self, seal: Seal, count: int) -> pygame.Rect:
        """The count badge on the pile's foot (shown from two seals on)."""
        width, height = self.badge_size(count)
        rect = pygame.Rect(0, 0, width, height)
        pile = self.pile_rect(seal, PILE_MAX)
        rect.midtop = (self._cell_of(seal).centerx, pile.bottom - self._overlap())
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        d = self._diameter
        for seal in POOL_ORDER:
            count = self.counts[seal]
            if not count:
                continue
            x, y = self.place(seal)
            for index in range(min(count, PILE_MAX) - 1, -1, -1):  # the front token last
                draw_token(surface, seal, (x + index * round(d * PILE_SHIFT),
                                           y - index * round(d * PILE_RISE)), d)
            if count > 1:
                rect = self.badge_rect(seal, count)
                surface.blit(_count_badge(count, self.scale, rect.size), rect)


def _badge_label(count: int, scale: float) -> pygame.Surface:
    # ART.md's small size: the count is read from the sofa like any other text.
    return assets.text(f"{count}", theme.text_px(TextSize.SMALL, scale), theme.INK, bold=True)


def _count_badge(count: int, scale: float, size: tuple[int, int]) -> pygame.Surface:
    label = _badge_label(count, scale)
    glyphs = label.get_bounding_rect()
    out = paint.paper_panel(size, size[1] // 2, 1).copy()
    out.blit(label, (size[0] // 2 - glyphs.centerx, size[1] // 2 - glyphs.centery))
    return out


class FlyingSeal:
    """A seal on its way between the middle and a seat (or from seat to seat)."""

    def __init__(self, seal: Seal, start: tuple[float, float], diameter: int) -> None:
        self.seal = seal
        self.position = pygame.Vector2(start)
        self.diameter = diameter
        self.lift = 0.0
        self.scale = 1.0

    def fly(self, target: tuple[float, float], diameter: int, *,
            on_land: Callable[[], None] | None = None) -> Step:
        start, end = pygame.Vector2(self.position), pygame.Vector2(target)
        first = self.diameter
        peak = min(40.0, (end - start).length() * 0.15)

        def frame(progress: float) -> None:
            self.position = start.lerp(end, progress)
            self.lift = arch(progress) * peak
            self.diameter = round(first + (diameter - first) * progress)
            # A soft landing: a touch larger in the last tenth, settling to size.
            self.scale = 1.0 + 0.12 * max(0.0, (progress - 0.9) * 10) * (1 - progress) * 10

        steps: list[Step] = [Tween(FLY_SECONDS, 0.0, 1.0, out_cubic, on_update=frame)]
        if on_land is not None:
            steps.append(Call(on_land))
        return Sequence(*steps)

    def draw(self, surface: pygame.Surface) -> None:
        diameter = max(4, round(self.diameter * self.scale))
        draw_token(surface, self.seal, (self.position.x, self.position.y), diameter,
                   lift=self.lift)


def seal_flight(pool: SealPool, seat_seals: list[SeatSeals], flying: list[FlyingSeal],
                seal: Seal, source: int | None, target: int | None) -> Step:
    """A seal flies from seat ``source`` to seat ``target`` (None: the pool in the middle);
    the counts move with it: one less where it leaves, one more when it lands."""

    def spot(holder: int | None) -> tuple[tuple[float, float], int]:
        if holder is None:
            stack = pool.stacks[seal]
            return stack.top(), stack.diameter
        return seat_seals[holder].place(seal), seat_seals[holder].diameter

    def adjust(holder: int | None, change: int) -> None:
        if holder is None:
            stack = pool.stacks[seal]
            stack.count = max(0, stack.count + change)
        else:
            counts = seat_seals[holder].counts
            counts[seal] = max(0, counts[seal] + change)

    start, start_d = spot(source)
    end, end_d = spot(target)
    adjust(source, -1)
    token = FlyingSeal(seal, start, start_d)
    flying.append(token)

    def land() -> None:
        if token in flying:
            flying.remove(token)
        adjust(target, 1)
        audio.play("coin", volume=0.6)

    return token.fly(end, end_d, on_land=land)
