"""What the Big Shot table shows of the board, and how it moves.

:class:`Board` keeps the *shown* board (lots on the circles, cubes in the
regions, sold regions) apart from the engine's state: :meth:`Board.sync`
snaps it to a view, and the animation steps for the engine's events change
it piece by piece as cubes land. The cubes lying still are painted into the
table's cached background only when the shown board changes
(:meth:`Board.refresh`), so an ordinary frame costs a few small blits: the
pawn, flying cubes, glows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.games.big_shot.art import (
    draw_cube,
    draw_pile,
    look_colour,
    sign_board,
    sold_sign,
)
from scenes.games.big_shot.city import (
    CityMap,
    count_px,
    tag_side,
)
from scenes.games.big_shot.map_art import region_glow
from scenes.games.big_shot.owner_marks import place_owner_marks
from scenes.games.big_shot.shown import Shown
from scenes.games.big_shot.sold_place import (
    SOLD_PLACES,
    SoldPlace,
    draw_wash,
    find_sold_place,
)
from scenes.games.big_shot.track import AuctionTrack
from scenes.shell import audio, theme
from scenes.widgets import paint
from scenes.widgets.tween import Call, Deferred, Parallel, Step, Tween, Wait, arch
from scenes.widgets.tween import Sequence as Steps
from tabletop.games.big_shot import COLOURS, BigShotState, Phase, owner_of
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import RegionCleared, RegionSold

if TYPE_CHECKING:
    from tabletop.core.events import Event

FLY_SECONDS = 0.35  # ART.md: token / cube fly
SOLD_SECONDS = 0.9  # a sale stays readable this long (a click moves on)
PLACED_SECONDS = 3.0
"""A cube flown onto the map (a computer's, a replay's) glows this long in its district
after its placement's last cube lands, fading over the last :data:`PLACED_FADE`: the person
watching follows where it went, as a person's own staged cubes glow (trial V/012). Not a
step of the timeline: the game goes on meanwhile."""
PLACED_FADE = 0.6
SIGN_SIZES: dict[tuple[object, ...], int] = {}
"""The SOLD signs' one text size (:meth:`Board.sign_px`) per map and set of signed
districts with their colours: found once, not at each repaint."""
LESSON_BAND = 124
"""The lesson card's band under the circles, px at 720p: three lines of its words beside
Next over Skip step."""


@dataclass
class Flying:
    look: int
    position: tuple[float, float]
    lift: float = 0.0


class Board:
    """The map, the circles, the shown pieces and their motion."""

    def __init__(self, looks: Sequence[int], sold_text: str) -> None:
        self.city = CityMap()
        self.track = AuctionTrack()
        self.looks = tuple(looks)
        self.sold_text = sold_text
        self.shown = Shown()
        self.flying: list[Flying] = []
        self.arriving: list[tuple[int, int]] = []
        """Cubes flying onto the map, (colour, region): the piles there make way at once, so
        a new colour's cube lands on a place of its own (trial I/004: blue flew onto the
        place green's pile held until it landed, over green's cube beside green's "2")."""
        self.staged: list[tuple[int, int]] = []
        """A person's placement not yet confirmed: (cube colour, region) in order."""
        self.held: tuple[int, int] | None = None
        """The next cube hovering over a district after a placement's first Enter
        (:func:`held_cube`): (cube colour, region)."""
        self.hand_spot: tuple[float, float] = (0.0, 0.0)
        """Where bought cubes wait (the panel's hand); cubes fly from and to here."""
        self.highlight: int | None = None
        """A region being sold or resolved: it glows until the next one."""
        self.placed: dict[int, float] = {}
        """The districts a flown cube just landed in, with the seconds they still glow
        (:data:`PLACED_SECONDS`)."""
        self.signed: dict[int, int | None] = {}
        """Regions sold whose counted cubes still stand (region -> owner): the SOLD sign is
        up over them already (a lesson's card told of a sale the map showed after Next)."""
        self._bare: pygame.Surface | None = None
        self._area = pygame.Rect(0, 0, 1, 1)
        self.band = pygame.Rect(0, 0, 0, 0)  # a lesson card's band under the circles
        self.rows = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        """The circles' rows above and below the map."""
        self._painted: tuple[object, ...] | None = None
        self._layer_id = 0

    # ------------------------------------------------------------ layout and static art

    @property
    def area(self) -> pygame.Rect:
        """The left part of the board: the circles and the map between them."""
        return pygame.Rect(self._area)

    def set_layout(self, area: pygame.Rect, scale: float, *, lesson: bool = False) -> None:
        """``area``: the left part of the board (circles above and below, map between); in a
        ``lesson``, less a band at its foot, the card's one place all through (trial s32
        J/005: it went from the panel to the map's west, over districts, and back)."""
        band = theme.px(LESSON_BAND, scale) if lesson else 0
        self.band = pygame.Rect(area.x, area.bottom - band, area.width, band)
        area = pygame.Rect(area.x, area.y, area.width,
                           area.height - band - (theme.px(8, scale) if band else 0))
        self._area = area
        row = max(30, round(area.height * 0.14))
        top = pygame.Rect(area.x, area.y, area.width, row)
        bottom = pygame.Rect(area.x, area.bottom - row, area.width, row)
        self.track.set_layout(top, bottom, scale)
        self.rows = (top, bottom)
        # The map as wide as the circle rows, less its frame: the side panel took 20 px
        # more for a lesson's card, and the cubes stay as large as before (sofa size).
        gap, side = theme.px(22, scale), theme.px(8, scale)
        self.city.set_rect(pygame.Rect(area.x + side, top.bottom + gap, area.width - 2 * side,
                                       bottom.top - top.bottom - 2 * gap), scale)
        place_owner_marks(self.city)
        self._bare = None
        self._painted = None

    def part(self, name: str) -> pygame.Rect | None:
        """A part of the map a lesson names: "city_west", the map west of the zone line
        (Park A, districts 9 to 11, 17, 19 and 21); "band", the lesson card's own band
        under the circles (:meth:`set_layout`). None for a name that is no part of it."""
        if name == "band" and self.band.height:
            return pygame.Rect(self.band)
        if name != "city_west":
            return None
        rect = self.city.rect
        return pygame.Rect(rect.x, rect.y, rect.width // 2, rect.height)

    def toast_clear(self, placing: bool) -> list[pygame.Rect]:
        """The rows of auction circles (the lots to come are read to bid and to place: a
        trial found circles 11-13 under a toast), and the map while cubes go on it."""
        return [*self.rows, *([pygame.Rect(self.city.rect)] if placing else [])]

    def draw_static(self, layer: pygame.Surface, names: Sequence[str]) -> None:
        self.city.draw_static(layer, names)
        self.track.draw_static(layer)
        self._bare = layer.subsurface(self._area.clip(layer.get_rect())).copy()
        self._painted = None

    # ------------------------------------------------------------ engine -> shown

    def sync(self, state: BigShotState, log: Sequence[Event] = ()) -> None:
        """Snap to ``state``; ``log``, its events, tells what each closed region held."""
        self.shown = Shown(
            lots=[list(lot) for lot in state.lots],
            counts=[list(counts) for counts in state.region_cubes],
            owners=list(state.region_owner),
            closed=list(state.region_closed),
            auction=state.broker if state.phase is Phase.AUCTION else None,
            high_bid=(None if state.high_bidder is None
                      else (state.high_bidder, state.high_bid)),
            passed={colour for colour in state.bidders
                    if state.phase is Phase.AUCTION and state.passed[colour]},
            sold={event.region: event.counts for event in log
                  if isinstance(event, RegionSold | RegionCleared)},
        )
        self.track.sync(state.broker)
        self.flying = []
        self.arriving = []
        self.highlight = None

    # ------------------------------------------------------------ motion

    def fly(self, look: int, start: tuple[float, float], end: tuple[float, float],
            delay: float = 0.0) -> tuple[Flying, Step]:
        piece = Flying(look, start)
        self.flying.append(piece)

        def frame(progress: float) -> None:
            piece.position = (start[0] + (end[0] - start[0]) * progress,
                              start[1] + (end[1] - start[1]) * progress)
            piece.lift = arch(progress) * theme.px(40, self.city.scale)

        return piece, Tween(FLY_SECONDS, 0.0, 1.0, on_update=frame, delay=delay)

    def land(self, piece: Flying) -> None:
        if piece in self.flying:
            self.flying.remove(piece)

    def walk_broker(self, path: Sequence[int], space: int) -> Step:
        """The broker walks ``path`` to ``space``, whose lot is then up for auction."""
        def arrive() -> None:
            self.shown.auction = space

        return Steps(self.track.walk(self.track.broker, path), Call(arrive), Wait(0.2))

    def take_lot(self, space: int) -> Step:
        """The lot leaves its circle and flies into the buyer's hand in the panel."""
        cubes = list(self.shown.lots[space])
        x, y = self.track.centres[space]
        flights: list[Step] = []
        pieces: list[Flying] = []
        self.shown.lots[space] = []
        self.shown.auction = None
        for index, cube in enumerate(cubes):
            piece, step = self.fly(self.looks[cube], (x, y), self.hand_spot, delay=index * 0.06)
            pieces.append(piece)
            flights.append(step)

        def done() -> None:
            for piece in pieces:
                self.land(piece)
            audio.play("coin")

        return Steps(Parallel(*flights), Call(done))

    def place(self, cube: int, region: int) -> Step:
        """One cube flies from the hand onto its region; a cube the person staged there
        already lies in place and just settles."""
        if (cube, region) in self.staged:
            def settle() -> None:
                if (cube, region) in self.staged:
                    self.staged.remove((cube, region))
                self.shown.counts[region][cube] += 1
                audio.play("click")

            return Steps(Call(settle), Wait(0.12))
        self.arriving.append((cube, region))
        piece, step = self.fly(self.looks[cube], self.hand_spot,
                               self.pile_spot(region, cube, self.pile_places(region)))

        def done() -> None:
            self.land(piece)
            if (cube, region) in self.arriving:
                self.arriving.remove((cube, region))
            self.shown.counts[region][cube] += 1
            # The placement's districts glow together until its last cube has been seen.
            self.placed = dict.fromkeys([*self.placed, region], PLACED_SECONDS)
            audio.play("click")

        return Steps(step, Call(done))

    def sale(self, region: int, owner: int | None, hold: Step) -> Step:
        """A sale during the game: the SOLD sign goes up over the counted cubes, which stay
        through ``hold`` (a lesson's card telling of the sale, trial s18), then :meth:`sell`."""
        return Steps(Call(lambda: self.signed.update({region: owner})), hold,
                     Deferred(lambda: self.sell(region, owner)))

    def sell(self, region: int, owner: int | None) -> Step:
        """The region glows and is closed: its counted cubes stay, the SOLD sign beside them
        and the owner's mark by its badge, as the sign first stood (:meth:`sale`)."""

        def start() -> None:
            self.highlight = region
            self.signed.setdefault(region, owner)

        def done() -> None:
            self.signed.pop(region, None)
            self.shown.sold[region] = tuple(self.shown.counts[region])
            self.shown.counts[region] = [0] * COLOURS
            self.shown.closed[region] = True
            self.shown.owners[region] = owner
            audio.play("coin" if owner is not None else "click")

        def unlight() -> None:
            self.highlight = None

        return Steps(Call(start), Wait(0.45), Call(done), Wait(SOLD_SECONDS), Call(unlight))

    # ------------------------------------------------------------ drawing

    def region_counts(self, region: int) -> list[int]:
        """The cubes shown in ``region``, the person's staged cubes included."""
        counts = list(self.shown.counts[region])
        for cube, staged_region in self.staged:
            if staged_region == region:
                counts[cube] += 1
        return counts

    def pile_places(self, region: int, counts: Sequence[int] | None = None) -> list[int]:
        """What lays out ``region``'s piles: ``counts`` (else :meth:`region_counts`) with
        each cube flying there counted, its place kept before it lands."""
        places = list(self.region_counts(region) if counts is None else counts)
        for cube, target in self.arriving:
            if target == region:
                places[cube] += 1
        return places

    def pile_spot(self, region: int, colour: int, counts: Sequence[int]) -> tuple[float, float]:
        """Where ``colour``'s pile lies in ``region`` with ``counts`` there (the colours
        present in order; a new colour takes the place it will have)."""
        present = [c for c in range(COLOURS) if counts[c] > 0 or c == colour]
        spots = self.city.pile_spots(region)
        return spots[min(present.index(colour), len(spots) - 1)]

    def staged_colours(self, region: int) -> set[int]:
        return {cube for cube, staged_region in self.staged if staged_region == region}

    def refresh(self, layer: pygame.Surface) -> None:
        """Repaint the still cubes into the cached background when the shown board changed."""
        if self._bare is None:
            return
        key = (id(layer), repr(self.shown), tuple(self.staged),
               tuple(self.arriving), tuple(self.signed), self.track.standing)
        if key == self._painted:
            return
        self._painted = key
        layer.blit(self._bare, self._area.topleft)
        self.track.draw_lots(layer, self.shown.lots, self.looks, skip=self.shown.auction)
        for region, owner in enumerate(self.sold_owners()):
            if owner is not None:
                draw_wash(layer, self.city, region, look_colour(self.looks[owner]))
        for region in range(len(REGIONS)):
            # A pile with a cube the person has staged is drawn each frame, lifted in a glow.
            self._draw_region(layer, region, self.region_counts(region),
                              skip=self.staged_colours(region))

    def sold_owners(self) -> list[int | None]:
        """Each district's owner as the map shows it sold (its sale told or done), else
        None: a district nobody owns, or still open."""
        return [self.shown.owners[region] if self.shown.closed[region]
                else self.signed.get(region) for region in range(len(REGIONS))]

    def _draw_region(self, surface: pygame.Surface, region: int, counts: Sequence[int],
                     skip: set[int] | None = None) -> None:
        """The colour piles on ``region``, each one cube with its count; the ``skip``
        colours' piles are left out. A sold region keeps the piles it was counted with, the
        SOLD sign a gap clear of them and the owner's mark by its badge
        (:meth:`draw_owner_marks`), all inside it (:meth:`sold_place`): its counts as
        small chips under the sign were 12 px from the sofa, the sign over borders and
        labels (trial s32 J/021)."""
        size = self.city.cube_size
        text_px, tag = self._count_sizes()
        place = None
        if self.shown.closed[region]:
            held = self.shown.sold.get(region)
            if not held:
                self._draw_sold(surface, region, self.shown.owners[region])
                return
            counts = held
            if not all(self.shown.closed):  # sold out: the signs tell no more (trial U/007)
                place = self._draw_sold(surface, region, self.shown.owners[region],
                                        among=counts)
        elif region in self.signed and any(counts):  # a gap from the counts the card reads
            place = self._draw_sold(surface, region, self.signed[region], among=counts)
        if place is not None:  # the piles as counted, where the sign leaves them room
            present = [colour for colour in range(COLOURS) if counts[colour] > 0]
            for colour, spot in zip(present, place.piles, strict=True):
                draw_pile(surface, spot, size, self.looks[colour], counts[colour], text_px,
                          tag_side=tag, chip=place.chips or self.city.chips)
            return
        places = self.pile_places(region, counts)
        for colour in range(COLOURS):
            if counts[colour] <= 0 or (skip is not None and colour in skip):
                continue
            draw_pile(surface, self.pile_spot(region, colour, places), size,
                      self.looks[colour], counts[colour], text_px, tag_side=tag,
                      chip=self.city.chips)

    def _count_sizes(self) -> tuple[int, int]:
        """The piles' counts: the digits' size (:func:`count_px`) and their tags' (or
        chips') side, the tag the city fitted its piles with."""
        return (count_px(self.city.scale), tag_side(self.city.scale))

    def _draw_sold(self, surface: pygame.Surface, region: int, owner: int | None,
                   among: Sequence[int] | None = None) -> SoldPlace | None:
        """The SOLD sign with the owner's cube, where the cubes stood; or, while the region's
        counted cubes stand (``among``: their counts), the sign alone beside them, the
        owner's mark by the badge naming the owner: then where the sign and the piles
        stand (:meth:`sold_place`). A region nobody owns has no sign."""
        if owner is None:
            return None
        piece = self.city.pieces[region]
        size = min(self.city.cube_size, self.city.px(23))
        # The sign and the owner's cube side by side, under the value badge, a gap between
        # them: the sign's end and its shadow stood on the cube (trial s22, "판매 완료").
        small = theme.text_px(theme.TextSize.SMALL, self.city.scale)
        if among is not None:  # the leader's mark by the badge shows the owner meanwhile
            text_px, board, place = self._sign_place(region, among)
            sign = sold_sign(text_px, self.sold_text, tight=True)
            surface.blit(sign, (place.sign[0] - board.centerx, place.sign[1] - board.centery))
            return place
        # "판매됨" at 19 px was too small to read.
        text_px = round(max(size * 0.7, small * 0.9))
        sign = sold_sign(text_px, self.sold_text)
        board = sign_board(text_px, self.sold_text)
        cube, gap = round(size * 1.15), self.city.px(4)
        group = pygame.Rect(0, 0, board.width + gap + cube,
                            max(board.height, cube + 2 * size // 10))
        group.center = (round(piece.anchor[0]), round(piece.anchor[1] + size * 0.35))
        # A gap under the value badge: in a narrow district the sign's top stood on the
        # number (trial s25 D).
        group.top = max(group.top, self._badge_rect(region).bottom + self.city.px(4))
        if REGIONS[region].is_park:
            # Under the park's name, a gap below its felt: the sign's corner stood against
            # "공원 A" (trial s23 B, 076).
            reach = group.height / 2 + self.city.px(4)
            group.centery = max(group.centery,
                                round(piece.badge[1] + self.city.park_name_reach() + reach))
        surface.blit(sign, (group.x - board.x, group.centery - board.centery))
        draw_cube(surface, (group.right - cube / 2, group.centery + size * 0.1), cube,
                  self.looks[owner])
        return None

    def _sign_place(self, region: int, counts: Sequence[int]) -> tuple[int, pygame.Rect,
                                                                         SoldPlace]:
        """The sign's text size (:meth:`sign_px`), its board and where it and the piles
        (``counts``) stand, whole inside the district (:func:`find_sold_place`)."""
        text_px = self.sign_px()
        board = sign_board(text_px, self.sold_text, tight=True)
        return text_px, board, self.sold_place(region, counts, board.size)

    def sign_px(self) -> int:
        """One text size for every SOLD sign on the map, the largest at which each finds a
        place clear of all else (trial s35 R/007: A10's stood smaller than the others):
        the body size, read from the sofa (at 24 px, "판매됨" was too small, trial s34 P/022),
        where the map has room for it, the small size at least where it can be; else the
        largest at which each stands clear of its piles, a stamp over its badge (trial s37
        U/007: rather than over the street, in the neighbour)."""
        signed = [(region, counts) for region in range(len(REGIONS))
                  if (counts := self._signed_counts(region)) is not None]
        key = (tuple((region, tuple(count > 0 for count in counts)) for region, counts in signed),
               tuple(self.city.rect), self.city.scale, self.sold_text)
        if key not in SIGN_SIZES:
            if len(SIGN_SIZES) > 256:  # window sizes tried one after another
                SIGN_SIZES.clear()
            small = theme.text_px(theme.TextSize.SMALL, self.city.scale)
            sizes = [theme.text_px(theme.TextSize.BODY, self.city.scale),
                     *(self.city.px(reach) for reach in (16, 14, 12, 10))]
            places = {text_px: [self.sold_place(region, counts, sign_board(
                text_px, self.sold_text, tight=True).size) for region, counts in signed]
                for text_px in sizes}
            readable = [text_px for text_px in sizes if text_px >= small]
            SIGN_SIZES[key] = next((text_px for way in ("clear", "apart")
                                    for among in (readable, sizes) for text_px in among
                                    if all(getattr(place, way) for place in places[text_px])),
                                   sizes[-1])
        return SIGN_SIZES[key]

    def _signed_counts(self, region: int) -> Sequence[int] | None:
        """The counts a district's sign stands beside, if it has one (:meth:`_draw_region`)."""
        if self.shown.closed[region]:
            held = self.shown.sold.get(region)
            return held if held and self.shown.owners[region] is not None and not all(
                self.shown.closed) else None
        counts = self.region_counts(region)
        return counts if self.signed.get(region) is not None and any(counts) else None

    def _badge_rect(self, region: int) -> pygame.Rect:
        """Round ``region``'s value badge (the disc the city draws its number in)."""
        radius = self.city.px(17)
        badge = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        badge.center = (round(self.city.pieces[region].badge[0]),
                        round(self.city.pieces[region].badge[1]))
        return badge

    def sold_place(self, region: int, counts: Sequence[int], sign: tuple[int, int],
                   ) -> SoldPlace:
        """Where the SOLD sign (``sign``: its board's size) and the counted piles
        (``counts``) stand in a district sold or being told sold (:mod:`sold_place`),
        worked out once for each set of colours present there: the search drawn every
        frame took Big Shot's 1080p p99 over the 8 ms budget."""
        present = tuple(count > 0 for count in counts)
        key = (region, present, sign, tuple(self.city.rect),
               self.city.scale)
        place = SOLD_PLACES.get(key)
        if place is None:
            if len(SOLD_PLACES) > 256:  # window sizes tried one after another
                SOLD_PLACES.clear()
            usual = [self.pile_spot(region, colour, counts)
                     for colour in range(COLOURS) if counts[colour] > 0]
            place = SOLD_PLACES[key] = find_sold_place(self.city, region, usual, sign)
        return place

    def update(self, dt: float) -> None:
        """Per frame: the glow of districts just placed in fades (:data:`PLACED_SECONDS`)."""
        self.placed = {region: left - dt for region, left in self.placed.items() if left > dt}

    def _draw_placed(self, surface: pygame.Surface) -> None:
        """A computer's placement shown as a person's staged one is: each district its cubes
        went to glows (trial V/012: nothing showed where they went)."""
        for region, left in self.placed.items():
            if region == self.highlight:
                continue
            piece = self.city.pieces[region]
            image, pad = region_glow(tuple(piece.polygon), piece.rect.topleft)
            paint.blit_alpha(surface, image, (piece.rect.x - pad, piece.rect.y - pad),
                             min(1.0, left / PLACED_FADE))

    def draw(self, surface: pygame.Surface) -> None:
        """Per frame: staged cubes, the highlight, the pawn, flying cubes."""
        size = self.city.cube_size
        text_px, tag = self._count_sizes()
        self._draw_placed(surface)
        for region in {staged_region for _, staged_region in self.staged}:
            if self.shown.closed[region]:
                continue
            counts = self.region_counts(region)
            for colour in sorted(self.staged_colours(region)):
                # Not yet confirmed: the pile hovers a little in a gold glow.
                spot = self.pile_spot(region, colour, self.pile_places(region, counts))
                lift = theme.px(4, self.city.scale)
                rect = pygame.Rect(0, 0, size, size)
                rect.center = (round(spot[0]), round(spot[1] - lift))
                paint.draw_glow(surface, rect, max(2, size // 6), max(4, size // 4),
                                intensity=0.8)
                draw_pile(surface, spot, size, self.looks[colour], counts[colour], text_px,
                          tag_side=tag, chip=self.city.chips, lift=lift)
        if self.held is not None:
            self._draw_held(surface, *self.held)
        if self.highlight is not None:
            piece = self.city.pieces[self.highlight]
            image, pad = region_glow(tuple(piece.polygon), piece.rect.topleft)
            surface.blit(image, (piece.rect.x - pad, piece.rect.y - pad))
        self.track.draw_broker(surface)
        for flying in self.flying:
            draw_cube(surface, flying.position, self.city.cube_size, flying.look,
                      lift=flying.lift)

    def _draw_held(self, surface: pygame.Surface, cube: int, region: int) -> None:
        """``cube`` held high over ``region`` in a gold glow, a size larger than the piles,
        over the place its pile will have."""
        counts = self.pile_places(region)
        counts[cube] += 1
        spot = self.pile_spot(region, cube, counts)
        size = round(self.city.cube_size * 1.4)
        rect, lift = self.held_rect(spot, size)
        paint.draw_glow(surface, rect, max(3, size // 4), max(6, size // 3), intensity=1.0)
        draw_cube(surface, spot, size, self.looks[cube], lift=lift)

    def held_rect(self, spot: tuple[float, float], size: int) -> tuple[pygame.Rect, int]:
        """The held cube over its pile's place ``spot``: its rectangle and lift, as high as
        covers no label (a district's badge, a park's name); held 16 px high by Park A's
        place it stood on "Park A" (trial X/007). Else lower, down to a little under the
        place (a size larger than the pile, it reaches higher than the pile did)."""
        labels = self.labels()
        rect = pygame.Rect(0, 0, size, size)
        for lift in (theme.px(step, self.city.scale) for step in (16, 12, 8, 4, 0, -4, -8)):
            rect.center = (round(spot[0]), round(spot[1] - lift))
            if rect.collidelist(labels) < 0:
                break
        return rect, lift

    def labels(self) -> list[pygame.Rect]:
        """Every district's badge and a park's name under its badge, as drawn."""
        return [*(self._badge_rect(region) for region in range(len(REGIONS))),
                *self.city.names.values()]

    def would_own(self, region: int, cube: int) -> int | None:
        """The colour that would own ``region`` with ``cube`` added to what is shown there."""
        counts = self.region_counts(region)
        counts[cube] += 1
        return owner_of(counts)

    def leaders(self) -> tuple[int | None, ...]:
        """Who holds each region's majority now (None: nobody, counts equal or none)."""
        return tuple(owner_of(self.region_counts(piece.index)) for piece in self.city.pieces)

    def drawn_owners(self) -> tuple[int | None, ...]:
        """Who owns each region as the map shows it now: a sold one its owner, an open one
        (its counted cubes under a SOLD sign too) the majority of the cubes drawn there."""
        shown = self.shown
        return tuple(shown.owners[region] if shown.closed[region] else leader
                     for region, leader in enumerate(self.leaders()))

    def draw_owner_marks(self, surface: pygame.Surface, owners: tuple[int | None, ...],
                         scale: float) -> None:
        """Who would own each unsold region if it ended now, and who owns each sold one whose
        counted cubes stand: the owner's cube, in its colour with its symbol (ART.md), on a
        paper disc by the region's badge, clear of its piles."""
        for piece, leader in zip(self.city.pieces, owners, strict=True):
            owner = leader
            if self.shown.closed[piece.index]:
                owner = self.shown.owners[piece.index] if self.shown.sold.get(
                    piece.index) else None
            if owner is None:
                continue
            size, radius = self.city.leader_mark(piece)
            centre = (round(piece.leader_spot[0]), round(piece.leader_spot[1]))
            pygame.draw.circle(surface, theme.PAPER, centre, radius)
            pygame.draw.circle(surface, theme.INK, centre, radius, max(1, theme.px(2, scale)))
            draw_cube(surface, centre, size, self.looks[owner])
