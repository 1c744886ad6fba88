"""The nine barrels on the table: thrown onto the beer mat, standing ones set on the shelf.

:class:`BarrelTable` owns one :class:`BarrelSprite` per barrel, the mat and
the shelf. The scene keeps the engine's truth and tells the table what
happened; the table returns timeline steps::

    timeline.append(table.throw(event.landings, round_number=n))  # 0.9 s: scatter, roll, rest
    timeline.append(table.shelve())          # standing barrels slide onto the shelf
    table.sync(state.up, removed, doubled, round_number=n)  # snap to the engine when idle

Where a lying barrel rests comes from the table's seed, the round and the barrels standing
after the throw (:meth:`BarrelTable.resting`), public all: a table synced to a saved game,
an undo or a replay lays them where the throw left them (trial s35 R/014: a continued game
showed them in the pile's rows). Spins and flights come from a presentation-only
generator; where a barrel ends up standing or lying, and what it shows, is the engine's.
A sprite is also a focusable piece (special barrels while serving, counting
targets), so mouse, keyboard and controller reach them alike.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Collection, Sequence

import pygame

from scenes.games.polterfass.barrel_art import (
    ROLL_PHASES,
    X_MARK,
    beer_mat,
    shelf_board,
)
from scenes.games.polterfass.barrel_sprite import BarrelSprite
from scenes.games.polterfass.landing import (
    MatRoom,
    lay,
    lying_diameter,
    lying_extent,
    lying_size,
)
from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.tween import Call, Parallel, Step, Tween, Wait, arch, out_cubic
from scenes.widgets.tween import Sequence as StepSequence
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPECIALS,
    Face,
    Landing,
    Special,
)
from tabletop.i18n import Words

THROW_SECONDS = 0.9  # ART.md: barrel throw
GATHER_SECONDS = 0.22  # the barrels to be thrown go back into the innkeeper's hands first
SHELVE_SECONDS = 0.35
X_RULE_TAG = "polterfass_scene.tag_x_rule"
"""The word under a standing X: what it does when the tap closes (PF-D8)."""
X_TAG = (theme.lighter(X_MARK, 0.5), X_MARK)
"""Its pill, in the X's own blue."""
RULES = {Special.X: (X_RULE_TAG, X_TAG),
         Special.ARROW: ("polterfass_scene.tag_arrow_rule", (theme.PAPER, theme.PAPER_SHADE))}
"""The word under a standing special barrel from the moment it stands, and its pill: what
it does when the tap closes (trial s31 I/011: the arrow's effect was told only after C)."""
HOP_START = 0.8  # the share of the throw after which a standing barrel hops upright
MAT_DISK = 0.96
"""How far out a lying barrel's picture may lie, in mat radii (the printed disk's edge,
the scallops beyond it)."""


class BarrelTable:
    """The shelf above, the beer mat below and the nine barrels moving between them."""

    def __init__(self, seed: int) -> None:
        self.barrels = [BarrelSprite(barrel) for barrel in range(BARREL_COUNT)]
        self._seed = seed
        self._rng = random.Random(seed)
        self.shelf_rect = pygame.Rect(0, 0, 600, 90)
        self.mat_centre = pygame.Vector2(300, 300)
        self.mat_radius = 150
        self.diameter = self.lying = 40
        self.scale = 1.0
        self.slots: list[tuple[int, int]] = []
        self.floor, self.ceiling = math.inf, -math.inf
        """The lowest y a lying barrel may show down to: the top a guest's order cards reach
        (set by the scene). Barrels land above it, so the cards never hide one; and the
        highest, under the plaque across the mat's top."""
        self._shelf: pygame.Surface | None = None
        self._laid_out = False

    # ------------------------------------------------------------ layout

    def set_layout(self, shelf: pygame.Rect, mat_centre: tuple[int, int], mat_radius: int,
                   diameter: int, scale: float, *, floor: float = math.inf,
                   ceiling: float = -math.inf) -> None:
        """Lay the shelf and the mat out; lying barrels show between ``ceiling`` and
        ``floor`` (a resting one below it moves up)."""
        self.scale = scale
        self.floor, self.ceiling = floor, ceiling
        old_centre, old_radius = self.mat_centre, self.mat_radius
        self.shelf_rect = pygame.Rect(shelf)
        self.mat_centre = pygame.Vector2(mat_centre)
        self.mat_radius = mat_radius
        self.diameter = diameter
        self.lying = lying_diameter(self._mat_room(), diameter, BARREL_COUNT)
        for sprite in self.barrels:
            sprite.diameter, sprite.lying_diameter = diameter, self.lying
        # Nine places in barrel order; a little gap before the two special barrels.
        step = min(diameter * 1.22, shelf.width / (BARREL_COUNT + 1.0))
        total = step * (BARREL_COUNT - 1) + step * 0.5
        left = shelf.centerx - total / 2
        y = shelf.y + round(diameter * 0.62)
        self.slots = []
        for barrel in range(BARREL_COUNT):
            gap = step * 0.5 if barrel >= SPECIALS[0] else 0.0
            self.slots.append((round(left + step * barrel + gap), y))
        self._shelf = None
        if not self._laid_out:
            self._laid_out = True
            for index, sprite in enumerate(self.barrels):
                sprite.rest = pygame.Vector2(self._cup_spot(index))
            return
        # A new layout (a resize, or the scene coming back from the curtain or the pause
        # menu): lying barrels keep their places on the mat, scaled with it, instead of
        # jumping back into the pile as if the table had been reset.
        ratio = mat_radius / max(1, old_radius)
        room = self._mat_room()
        for sprite in self.barrels:
            sprite.rest = self.mat_centre + (sprite.rest - old_centre) * ratio
            half = lying_extent(self.lying, sprite.angle)[1] / 2
            sprite.rest.y = max(min(sprite.rest.y, room.bottom - half), room.top + half)

    def lying_reach(self) -> float:
        """How far below its centre a lying barrel's picture may reach, turned any way."""
        return self.lying * 0.72

    def _highest_centre(self) -> float:
        return self.ceiling + self.lying_reach()

    def _lowest_centre(self) -> float:
        # Where the order cards reach up near the plaque (six seats, a small mat), the plaque
        # wins: it stands all game, the cards only while a guest orders (trial s19: the pile's
        # top row and the highest landings lay under the plaque).
        return max(self.floor - self.lying_reach(), self._highest_centre())

    def _cup_spot(self, barrel: int) -> tuple[float, float]:
        """Where the barrels wait before a round's first throw: a tidy pile on the mat."""
        row, column = divmod(barrel, 3)
        length = lying_size(self.lying)[0]
        # The three rows closer together where the room under the plaque is short.
        highest, lowest = self._highest_centre(), self._lowest_centre()
        rows = min(self.diameter * 0.8, (lowest - highest) / 2)
        middle = min(max(self.mat_centre.y, highest + rows), lowest - rows)
        return (self.mat_centre.x + (column - 1) * length * 1.08 + (row % 2) * length * 0.2,
                middle + (row - 1) * rows)

    def slot(self, barrel: int) -> tuple[int, int]:
        return self.slots[barrel]

    # ------------------------------------------------------------ state

    def resting(self, round_number: int, up: Sequence[Face | None], *, failed: bool = False
                ) -> dict[int, tuple[pygame.Vector2, int]]:
        """Where each barrel lying in ``up`` rests, and its tilt, once the throw of round
        ``round_number`` that left ``up`` has landed (``failed``: one where nothing thrown
        stood, PF-D5, which leaves ``up`` as it found it). Worked out from public facts only, so
        the same table laid out again shows every barrel where it lay."""
        lying = [barrel for barrel, face in enumerate(up) if face is None]
        faces = ",".join("-" if face is None else face.name if isinstance(face, Special)
                         else str(face) for face in up)
        rng = random.Random(f"{self._seed}/{round_number}/{faces}/{failed}")
        return dict(zip(lying, lay(self._mat_room(), self.lying, len(lying), rng), strict=True))

    def sync(self, up: Sequence[int | Special | None], removed: Sequence[int] = (),
             doubled: Sequence[int] = (), *, round_number: int = 0,
             fresh: bool = False) -> None:
        """Snap every barrel to the engine: standing ones on the shelf, lying ones where
        the last throw of round ``round_number`` left them (in the pile when ``fresh``)."""
        spots = {} if fresh else self.resting(round_number, up)
        for sprite in self.barrels:
            face = up[sprite.barrel]
            sprite.face = face
            sprite.standing = face is not None
            sprite.removed = sprite.barrel in removed
            sprite.doubled = sprite.barrel in doubled
            sprite.lift = 0.0
            sprite.roll = 0.0
            if fresh:
                sprite.rest = pygame.Vector2(self._cup_spot(sprite.barrel))
                sprite.angle = 0.0
            elif sprite.barrel in spots:
                spot, sprite.angle = spots[sprite.barrel]
                sprite.rest = pygame.Vector2(spot)
            if sprite.standing:
                sprite.position = pygame.Vector2(self.slot(sprite.barrel))
            else:
                sprite.position = pygame.Vector2(sprite.rest)

    def mark_lost(self) -> None:
        """The innkeeper failed (PF-D5): the barrels still on the shelf serve nothing, so
        each is crossed out like a barrel taken out, until the table resets."""
        for sprite in self.barrels:
            sprite.removed = sprite.removed or sprite.standing

    def settle_in_place(self) -> None:
        """Every barrel at rest where it is now (standing on its shelf place, lying on its
        spot of the mat), for a layout change while the table keeps its own state."""
        for sprite in self.barrels:
            sprite.lift = 0.0
            sprite.position = pygame.Vector2(self.slot(sprite.barrel) if sprite.standing
                                             else sprite.rest)

    def serve(self) -> int:
        """The serve the barrels on the table make as marked so far: standing number
        barrels not taken out, doubled ones twice (RULES.md §2.5, phase 4)."""
        serve = 0
        for sprite in self.barrels:
            if sprite.standing and not sprite.special and not sprite.removed:
                face = sprite.face if isinstance(sprite.face, int) else 0
                serve += face * (2 if sprite.doubled else 1)
        return serve

    def shelf(self, leaving: Collection[int] = ()) -> list[Face | None]:
        """The faces standing on the shelf, per barrel (None where a barrel lies), without
        the barrels ``leaving`` it for a throw (standing specials thrown again): what the
        plaque's figure and the closing line over the buttons are worked out from (PF-D8)."""
        return [sprite.face if sprite.standing and sprite.barrel not in leaving else None
                for sprite in self.barrels]

    def shelf_as_thrown(self, landings: Sequence[Landing]) -> list[Face | None] | None:
        """The shelf once a throw takes its standing specials off it again (PF-D6): the
        plaque follows the shelf while they fly, where it kept the figure from before the
        throw. None when the throw takes nothing from the shelf."""
        leaving = {landing.barrel for landing in landings
                   if self.barrels[landing.barrel].standing}
        return self.shelf(leaving) if leaving else None

    def gather(self) -> Step:
        """A new round: every barrel rolls back into the pile on the mat."""
        moves: list[Step] = []
        for sprite in self.barrels:
            moves.append(self._glide(sprite, self._cup_spot(sprite.barrel), 0.3, standing=False,
                                     angle=0.0))
            sprite.removed = sprite.doubled = sprite.rethrow = False
        return Parallel(*moves)

    def throw(self, landings: Sequence[Landing], *, round_number: int) -> Step:
        """The throw of round ``round_number``: the barrels leave the innkeeper's hands,
        scatter, roll and come to rest (where :meth:`resting` has them)."""
        # Only the barrels that stay lying need room of their own: one that stands hops up
        # where it lands and goes on to the shelf.
        after = [sprite.face if sprite.standing else None for sprite in self.barrels]
        for landing in landings:
            after[landing.barrel] = landing.face if landing.standing else None
        failed = len(landings) < BARREL_COUNT and not any(one.standing for one in landings)
        resting = self.resting(round_number, after, failed=failed)
        cup = pygame.Vector2(self.mat_centre.x + self.mat_radius * 0.95,
                             self.mat_centre.y + self.mat_radius * 0.55)
        gathers: list[Step] = []
        throws: list[Step] = []
        for landing in landings:
            target, tilt = ((self._hop_spot(), 0) if landing.standing
                            else resting[landing.barrel])
            sprite = self.barrels[landing.barrel]
            spot = cup + pygame.Vector2(self._rng.uniform(-1, 1), self._rng.uniform(-1, 1)) * \
                self.diameter * 0.3
            gathers.append(self._glide(sprite, (spot.x, spot.y), GATHER_SECONDS, standing=False,
                                       angle=self._rng.uniform(-40, 40)))
            throws.append(self._throw_one(sprite, spot, target, tilt, landing))
        return StepSequence(Parallel(*gathers), Call(audio.play, "dice_rattle"),
                            Parallel(*throws), Call(audio.play, "dice_land"))

    def shelve(self) -> Step:
        """Every standing barrel still on the mat slides aside onto its place on the shelf."""
        moves: list[Step] = []
        for sprite in self.barrels:
            if sprite.standing and sprite.position != pygame.Vector2(self.slot(sprite.barrel)):
                moves.append(self._glide(sprite, self.slot(sprite.barrel), SHELVE_SECONDS,
                                         standing=True, angle=0.0, hop=self.diameter * 0.25))
        if not moves:
            return Wait(0.0)
        return StepSequence(Wait(0.25), Parallel(*moves))

    # ------------------------------------------------------------ motion

    def _hop_spot(self) -> pygame.Vector2:
        """Where a barrel that lands standing hops up: anywhere on the middle of the mat."""
        turn = self._rng.uniform(0, math.tau)
        spot = self.mat_centre + pygame.Vector2(math.cos(turn), math.sin(turn)) * \
            self.mat_radius * 0.5 * math.sqrt(self._rng.random())
        spot.y = min(max(spot.y, self._highest_centre()), self._lowest_centre())
        return spot

    def _mat_room(self) -> MatRoom:
        radius = self.mat_radius * MAT_DISK
        return MatRoom(self.mat_centre, radius, max(self.ceiling, self.mat_centre.y - radius),
                       min(self.floor, self.mat_centre.y + radius), theme.px(4, self.scale))

    def _throw_one(self, sprite: BarrelSprite, start: pygame.Vector2, target: pygame.Vector2,
                   rest_angle: float, landing: Landing) -> Step:
        # Whole turns, so a barrel that stays lying comes to rest at ``rest_angle`` from
        # level, where its spot has room for it (one near vertical would look upright),
        # its lit side up as a sync lays it (a half turn turned the light under it).
        spin = 360.0 * self._rng.choice((1, 2)) * self._rng.choice((-1, 1))
        start_angle = sprite.angle
        height = self.diameter * self._rng.uniform(1.2, 1.8)
        travel = target - start
        rolls = travel.length() / max(1, self.diameter * 0.5)
        delay = self._rng.uniform(0.0, 0.08)

        def frame(progress: float) -> None:
            eased = out_cubic(progress)
            sprite.position = start + travel * eased
            sprite.roll = rolls * eased / ROLL_PHASES
            if landing.standing and progress >= HOP_START:
                # The small hop that sets a barrel upright on one of its ends.
                sprite.standing, sprite.face = True, landing.face
                sprite.lift = self.diameter * 0.3 * arch((progress - HOP_START) / (1 - HOP_START))
                sprite.angle = 0.0
                return
            sprite.standing = False
            # Bounces that shrink as the barrel loses speed.
            bounce = abs(math.cos(progress * math.pi * 2.5)) * (1 - progress) ** 2
            sprite.lift = height * bounce
            sprite.angle = start_angle + spin * eased + (rest_angle - start_angle) * eased

        def done() -> None:
            sprite.rest = pygame.Vector2(target)
            sprite.standing = landing.standing
            sprite.face = landing.face
            sprite.lift = 0.0
            if not landing.standing:
                sprite.angle = rest_angle

        return Tween(THROW_SECONDS - delay, 0.0, 1.0, lambda t: t, on_update=frame,
                     on_done=done, delay=delay)

    def _glide(self, sprite: BarrelSprite, target: tuple[float, float], seconds: float, *,
               standing: bool, angle: float, hop: float = 0.0) -> Step:
        start = pygame.Vector2(sprite.position)
        end = pygame.Vector2(target)
        start_angle = sprite.angle

        def frame(progress: float) -> None:
            eased = out_cubic(progress)
            sprite.position = start + (end - start) * eased
            sprite.angle = start_angle + (angle - start_angle) * eased
            sprite.lift = hop * arch(progress)
            if not standing:
                sprite.standing = False
                sprite.roll = (end - start).length() * eased / max(1, self.diameter * 3)

        def begin() -> None:
            if not standing:
                sprite.standing = False

        return StepSequence(Call(begin), Tween(seconds, 0.0, 1.0, lambda t: t, on_update=frame))

    # ------------------------------------------------------------ drawing

    def draw_static(self, layer: pygame.Surface) -> None:
        """The mat and the shelf never move: painted once into the scene's background."""
        radius = self.mat_radius
        mat = beer_mat(radius)
        box = mat.get_rect(center=(round(self.mat_centre.x), round(self.mat_centre.y)))
        paint.draw_shadow(layer, box.inflate(-radius // 8, -radius // 8), radius,
                          offset=(radius // 40 + 2, radius // 25 + 3), blur=max(4, radius // 20),
                          alpha=150)
        layer.blit(mat, box)
        shelf = self.shelf_rect
        if self._shelf is None:
            local = tuple((x - shelf.x, y - shelf.y) for x, y in self.slots)
            self._shelf = shelf_board(shelf.size, local, self.diameter)
        paint.draw_shadow(layer, shelf, max(4, shelf.height // 8), offset=(0, 5), blur=8)
        layer.blit(self._shelf, shelf)

    def draw(self, surface: pygame.Surface, words: Words, *, choosing: bool = True) -> None:
        """``choosing``: whether the choice a barrel's word belongs to may be made now (its
        button can be pressed: Throw again for keep / throw, the count's for double / take
        out); the word shows only with it (trial s21: "keep" stood under the arrow while
        three lesson cards told of other things, before one told what it meant)."""
        # Lying barrels first, low ones before high ones; standing and airborne on top.
        order = sorted(self.barrels, key=lambda s: (s.standing, s.lift > 1, s.position.y))
        for sprite in order:
            sprite.draw(surface)
        for rect, label, colours in self.pills(words, choosing=choosing):
            panel = paint.gradient_panel(rect.size, *colours, rect.height // 2,
                                         theme.darker(theme.PAPER_RIM, 0.2), 1, False)
            surface.blit(panel, rect)
            surface.blit(label, label.get_rect(center=rect.center))

    def pills(self, words: Words, *, choosing: bool = True
              ) -> list[tuple[pygame.Rect, pygame.Surface, tuple[theme.Colour, theme.Colour]]]:
        """The words under the standing barrels, where they are drawn: each under its
        barrel, pushed apart where two would meet (trial s31 I/012: the pills of two X's
        side by side read "takes o|takes one out")."""
        wanted: list[tuple[BarrelSprite, str, tuple[theme.Colour, theme.Colour]]] = []
        for sprite in self.barrels:
            if not sprite.standing:
                continue
            # The highlight is the gold pill, not a heavier word.
            gold = (theme.GOLD_LIGHT, theme.GOLD)
            highlighted = choosing and (sprite.rethrow or (sprite.focused and sprite.enabled))
            rule = RULES.get(sprite.face) if isinstance(sprite.face, Special) else None
            if sprite.tag and choosing:
                wanted.append((sprite, words(sprite.tag), gold if highlighted
                               else (theme.PAPER, theme.PAPER_SHADE)))
            elif rule is not None:
                # A kept special says what it does (it said "keep", read as a score, trial
                # s31 I/011); the X in its own blue: alone, it read as a failed throw
                # (trial s28 D/191, PF-D8).
                wanted.append((sprite, words(rule[0]), gold if highlighted else rule[1]))
        # Body size and bold: "keep" / "throw" decide the next throw and are read from the
        # sofa; a row too wide for the rack takes a smaller size, down to the small one.
        body = theme.text_px(theme.TextSize.BODY, self.scale)
        small = theme.text_px(theme.TextSize.SMALL, self.scale)
        # Two pills alike side by side read as one ("하나 두 배하나 두 배", trial s33 M/006)
        # with only a hairline between them.
        gap = theme.px(12, self.scale)
        # Inside the rack's rounded ends: a pill over its rim ran past the rack's right
        # edge (trial N/023).
        inner = self.shelf_rect.inflate(-2 * max(4, self.shelf_rect.height // 8), 0)
        # A clear gap under the barrel's hoop and above the shelf's edge: at 0.52 of a
        # diameter below its centre the X's pill touched its rim (trial V/017).
        clear = max(2, theme.px(4, self.scale))
        foot = self.shelf_rect.bottom - clear
        ordered = sorted(wanted, key=lambda item: item[0].position.x)
        for size_px in range(body, small - 1, -1):
            placed: list[tuple[pygame.Rect, pygame.Surface, tuple[theme.Colour, theme.Colour]]] = []
            for sprite, tag, colours in ordered:
                label = assets.text(tag, size_px, theme.INK, bold=True)
                rect = label.get_rect().inflate(size_px // 2, size_px // 6)
                rect.midtop = (round(sprite.position.x),
                               round(sprite.position.y + self.diameter / 2) + clear)
                placed.append((rect, label, colours))
            if _spread([rect for rect, _, _ in placed], gap, inner) \
                    and all(rect.bottom <= foot for rect, _, _ in placed):
                break
        return placed

    def update(self, dt: float) -> None:
        for sprite in self.barrels:
            sprite.update(dt)


def _spread(rects: list[pygame.Rect], gap: int, within: pygame.Rect) -> bool:
    """Move ``rects`` (left to right, in one row) sideways so no two come nearer than
    ``gap``: each run that would meet is laid side by side round the middle of where its
    rects stood, kept inside ``within``'s width where it fits. Whether they all fit."""
    anchors = [rect.centerx for rect in rects]
    runs: list[list[int]] = []

    def lay(run: list[int]) -> None:
        width = sum(rects[i].width for i in run) + gap * (len(run) - 1)
        left = round(sum(anchors[i] for i in run) / len(run) - width / 2)
        left = max(within.left, min(left, within.right - width))
        for i in run:
            rects[i].x = left
            left += rects[i].width + gap

    for index in range(len(rects)):
        runs.append([index])
        lay(runs[-1])
        while len(runs) > 1 and rects[runs[-2][-1]].right + gap > rects[runs[-1][0]].left:
            last = runs.pop()
            runs[-1] += last
            lay(runs[-1])
    return all(within.left <= rect.left and rect.right <= within.right for rect in rects) \
        and all(one.right + gap <= other.left for one, other in itertools.pairwise(rects))


def best_target(faces: dict[int, int], removing: bool) -> int | None:
    """The preselected counting target: an X takes the lowest barrel, an arrow doubles the
    highest (the largest serve; ties go to the lower barrel number)."""
    if not faces:
        return None
    if removing:
        return min(faces, key=lambda b: (faces[b], b))
    return max(faces, key=lambda b: (faces[b], -b))
