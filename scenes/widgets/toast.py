"""Short notices: a refused action's sentence in brick red, fading after ~2.5 s, standing
where it covers nothing the screen says a player needs (:func:`free_place`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial

import pygame

from scenes.shell import assets, audio, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.tween import out_back

TOAST_SECONDS = 2.5
READ_NOTICE = 1.5
"""Seconds a notice read from the sofa is given before its words count: to see it come
and find its first word (:func:`reading_seconds`)."""
READ_RATE = 14.0
"""Characters a second a notice is read at from the sofa: below subtitles' 15 to 17 for
adults, the words further off and the table to watch besides (:func:`reading_seconds`)."""
HANGUL_WEIGHT = 1.5
"""A Hangul syllable reads as this many Latin letters: subtitles hold Korean to about 12
syllables a second where English has 17 characters."""


def reading_seconds(text: str) -> float:
    """How long ``text`` needs to stand to be read from the sofa, by its length: a notice a
    couch reads whole before the table moves on (trial V/002: Wizard Extreme's seal
    notices went after about 2 s)."""
    weight = sum(HANGUL_WEIGHT if "\uac00" <= char <= "\ud7a3" else 1.0 for char in text)
    return READ_NOTICE + weight / READ_RATE
NARROWEST = 180
"""The narrowest a toast wraps to find a free place (px at 1280x720): a few words a line."""
_FADE_IN = 0.18
_FADE_OUT = 0.3


class Toast:
    """One message with its own clock; ``alpha`` and ``rise`` drive the drawing."""

    def __init__(self, text: str, seconds: float = TOAST_SECONDS, *, error: bool = True,
                 public: bool = False, dated: bool = False,
                 about: Sequence[pygame.Rect] = (), spare: bool = False) -> None:
        self.text = text
        self.about = [pygame.Rect(rect) for rect in about]
        """What its words tell of: never covered, even where no place is free."""
        self.seconds = seconds
        self.error = error
        self.public = public
        self.dated = dated
        """It tells of the table's moment (a trick's black seal): its clock runs even while
        it waits unseen, and :meth:`ToastStack.drop_dated` takes it away when the moment
        passes. Waiting with its clock stopped under a round's summary, one came up in the
        next round (trial s19)."""
        self.spare = spare
        """A tip, which nothing needs: it stands only where it covers nothing the screen
        declares, :attr:`ToastStack.tip_clear` included, and else waits unseen; never over a
        part as a last resort (trial s34 P/002, P/024: the phones tip over Wizard's trick
        and Polterfass's tally)."""
        self.age = 0.0
        self.seen = False
        """It has stood in sight (a tip that never found a free place may be said later)."""
        self.place: tuple[pygame.Rect, int, int] | None = None
        """Where its card stands (at full size), the wrap width and the text size it was
        placed with: kept until that place stops being free (:class:`ToastStack`)."""
        self.asked: object = None
        """What was free when :attr:`place` was last judged."""
        self.waiting = False
        """True while it found no place when places were last given (it waits unseen,
        behind newer toasts or for room): its clock stops, so it is never spent unread."""

    @property
    def is_expired(self) -> bool:
        return self.age >= self.seconds

    @property
    def alpha(self) -> float:
        if self.age < _FADE_IN:
            return self.age / _FADE_IN
        return max(0.0, min(1.0, (self.seconds - self.age) / _FADE_OUT))

    @property
    def pop(self) -> float:
        """Scale-in factor 0..1 with a small overshoot when the toast appears."""
        return out_back(min(1.0, self.age / _FADE_IN))

    def update(self, dt: float, *, covered: bool = False) -> None:
        if not self.waiting or self.dated or covered:
            self.age += dt


class ToastStack:
    """The toasts of one screen, each standing in a free place of :attr:`rect`.

    ``show(text)`` adds a refused-action notice (brick, plays the error buzz);
    ``show(text, error=False)`` a neutral one (ink on paper). Expired toasts
    drop out in :meth:`update`. A toast belongs to the person who caused it
    unless shown ``public`` (a failed autosave concerns everyone) or while
    :attr:`owner` is None (nobody's turn: a computer's, say): a game scene sets
    the owner and drops the other toasts with :meth:`clear_private` when the
    screen passes to someone else, so no refusal carries one person's secret to
    the next.
    Toasts use real time, not the animation speed: a player must have time to
    read them.

    Where a toast stands is one rule for every screen (DESIGN §3, "Toasts stand where
    nothing needed is"): the screen declares what a toast must never cover
    (:attr:`keep_clear`: its controls in use, the counts its player reads), and each
    toast takes, when it comes, the free place of :attr:`rect` nearest the bottom
    centre of :attr:`home` (a game's: the board just above the prompt line), free
    meaning clear of every declared rect and of the toasts already up; it wraps
    narrower (down to :data:`NARROWEST`) where no place fits it whole. Once shown it
    keeps its place until it fades: it moves only when that place stops being free (a
    control appears under it, the screen is laid out again). A toast with no free
    place waits unseen, its clock stopped until it shows (a dated one's runs: its
    moment would be past; so does every one under a cover, :meth:`update`), but the
    newest always shows: older toasts in its way make way for it, and with no free
    place at all it stands where it covers the least of what is declared (first over
    what the screen lets it cover then, :attr:`yielding`), never over what the screen
    protects (:attr:`protected`) while any place spares that.
    """

    MAX_VISIBLE = 4

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int],
                 keep_clear: Callable[[], Iterable[pygame.Rect]] = tuple,
                 drawn_over: Callable[[], Iterable[pygame.Rect]] = tuple) -> None:
        self.rect = pygame.Rect(rect)
        self.keep_clear = keep_clear
        """What the screen shows that a toast must never cover, asked afresh each frame."""
        self.drawn_over = drawn_over
        """What the screen draws over its toasts now, asked afresh each frame (a hand-over's
        cover): no toast stands there, as under :attr:`over`."""
        self.reach: pygame.Rect | None = None
        """A further area the newest toast may stand in when :attr:`rect` has no free place
        for it, before any last resort, until a place there is free (a lesson's note of two
        lines, :class:`GuideCard`)."""
        self.home: pygame.Rect | None = None
        """The part of :attr:`rect` whose bottom centre toasts stand nearest (None: all)."""
        self.over: list[pygame.Rect] = []
        """What is drawn over the toasts (a lesson's card and the piece it glows on): a
        toast under it could not be read, so none stands there, even as a last resort."""
        self.protected: Callable[[], Iterable[pygame.Rect]] = tuple
        """What a toast never covers while any place spares it, even where nothing is free
        (a game's words that name its board: Winner's Circle's podium "1st" to "Last",
        which a refusal with no free place covered at 1280x720 with six seats, trial
        s23); asked afresh each frame, and kept clear like :attr:`keep_clear`."""
        self.yielding: list[pygame.Rect] = []
        """What a toast leaves clear while it can, and stands over first where nothing is
        free (the results' caption under the standings, for a hint's few seconds)."""
        self.tip_clear: Callable[[], Iterable[pygame.Rect]] = tuple
        """What a tip (:attr:`Toast.spare`) keeps off besides what a notice does: all the
        screen keeps its banners and notices from (a trick's empty slots, a tally's blank
        paper, whatever is drawn), asked afresh each frame."""
        self.toasts: list[Toast] = []
        self.owner: object = None
        """Whose screen it is now (a game scene's choice); None: everyone's."""
        self.one_at_a_time = False
        """Only the newest toast shows; the older wait unseen, their clocks stopped, and
        show again in turn as the newer fade, for :data:`TOAST_SECONDS` at least, so none
        is lost and none stands beside another (a screen whose notices are long
        sentences, :meth:`_placed`)."""

    def show(self, text: str, *, error: bool = True, seconds: float = TOAST_SECONDS,
             public: bool = False, dated: bool = False,
             about: Sequence[pygame.Rect] = (), spare: bool = False) -> Toast:
        # The same words again renew the card standing instead of stacking, also with
        # another notice between them: presses during a computer's turn piled up its
        # "please wait" cards (trial s28 E/073).
        standing = next((toast for toast in self.toasts if toast.text == text), None)
        if standing is not None:
            standing.age = min(standing.age, _FADE_IN)
            return standing
        if error:
            # A refusal answers the last attempt: the one before spoke of an attempt the
            # player has left, and two red cards stacked hid the log (a trial, issue #32).
            self.drop_refusals()
        toast = Toast(text, seconds, error=error, public=public or self.owner is None,
                      dated=dated, about=about, spare=spare)
        self.toasts.append(toast)
        del self.toasts[: -self.MAX_VISIBLE]
        if error:
            audio.play("error")
        return toast

    def clear(self) -> None:
        self.toasts.clear()

    def drop(self, toast: Toast) -> None:
        """Take ``toast`` away now (what it said is no longer true)."""
        self.toasts = [shown for shown in self.toasts if shown is not toast]

    def drop_refusals(self) -> None:
        """Take every refusal away now: the attempt they answered is past (a move was made)."""
        self.toasts = [toast for toast in self.toasts if not toast.error]

    def drop_dated(self) -> None:
        """Take away now every toast of a moment that has passed (:attr:`Toast.dated`)."""
        self.toasts = [toast for toast in self.toasts if not toast.dated]

    def clear_private(self) -> None:
        """Drop every toast but the public ones."""
        self.toasts = [toast for toast in self.toasts if toast.public]

    def update(self, dt: float, *, covered: bool = False) -> None:
        """The toasts' clocks run by ``dt``; ``covered``: under an overlay (a hand-over's
        cover, a menu), where a waiting toast's runs too: kept for after, one came back
        whole minutes later, its news stale (trial s22)."""
        for toast in self.toasts:
            toast.update(dt, covered=covered)
        self.toasts = [toast for toast in self.toasts if not toast.is_expired]

    def _placed(self, scale: float) -> list[tuple[Toast, pygame.Surface, int, pygame.Rect]]:
        """Each toast shown, newest first, with its card (shadow included), the shadow's
        margin and where the card itself stands at full size, by the rule of the class:
        each keeps its place while it is free; a new one takes a free place beside the
        others, and an older one that leaves the newest no room makes way for it (it
        finds another free place or waits unseen)."""
        gap = theme.px(theme.SPACE_S, scale)
        size_px = theme.text_px(theme.TextSize.BODY, scale)
        widest = min(self.rect.width, theme.px(720, scale))
        # The card whole, then narrower by sixteenths down to NARROWEST: more lines of the
        # same type size, to fit a free place beside a hand or in a panel's column.
        narrowest = min(widest, theme.px(NARROWEST, scale))
        wraps = sorted({max(narrowest, widest * step // 16) for step in range(16, 0, -1)},
                       reverse=True)
        if not self.toasts:
            return []  # nothing to place: the screen's parts are not asked for
        over = [*self.over, *(pygame.Rect(rect) for rect in self.drawn_over())]
        guarded = [*over, *(pygame.Rect(rect) for rect in self.protected())]
        firm = [*(pygame.Rect(rect) for rect in self.keep_clear()), *guarded]
        kept = [*firm, *self.yielding]
        tips = ([pygame.Rect(rect) for rect in self.tip_clear()]
                if any(toast.spare for toast in self.toasts) else [])
        # Where each toast stands now, if that place is still free of what is declared (one
        # in :attr:`reach` is placed again as what is declared changes: back in the rect
        # once a place there is free).
        held = {id(toast): toast.place[0] for toast in self.toasts
                if toast.place is not None and toast.place[2] == size_px
                and self.rect.contains(toast.place[0]) and toast.place[0].collidelist(
                    [*kept, *tips] if toast.spare else kept) < 0}
        placed: list[tuple[Toast, pygame.Surface, int, pygame.Rect]] = []
        first = len(self.toasts) - 1 if self.one_at_a_time else 0
        for queued in self.toasts[:first]:
            queued.waiting = True  # (its place is judged again when its turn comes)
            if not queued.dated:  # back in its turn, it stands long enough to be read
                queued.age = min(queued.age, max(_FADE_IN, queued.seconds - TOAST_SECONDS))
        searched = False
        for index in range(len(self.toasts) - 1, first - 1, -1):  # the newest claims first
            toast = self.toasts[index]
            newer = [face.inflate(2 * gap, 2 * gap) for _, _, _, face in placed]
            place = toast.place if id(toast) in held else None
            if place is not None and place[0].collidelist(newer) >= 0:
                place = None  # a newer toast took its place: it finds another or waits
            clear = [*kept, *tips] if toast.spare else kept
            asked = (tuple(map(tuple, clear + newer)), tuple(self.rect), tuple(self.reach or ()),
                     size_px)
            if place is None and asked == toast.asked:
                place = toast.place  # nothing changed: the last answer (a fallback, or none)
            elif place is None and searched:
                pass  # one search a frame: an older card waits for the next (12 ms a frame)
            elif place is None:
                searched = True
                toast.asked = asked  # the same question is not searched again each frame
                older = [held[id(other)].inflate(2 * gap, 2 * gap)
                         for other in self.toasts[first:index] if id(other) in held]
                own = [*clear, *toast.about]  # never over what its words tell of
                taken = [*own, *newer, *older]
                # The newest always shows (a message lost is worse than one over a part of
                # the table): the older ones in its way make way, before it goes to the reach.
                newest = not newer and not toast.spare
                place = self._find(toast, taken, size_px, wraps, gap, FreePlaces)
                if place is None and newest:
                    place = ((self._find(toast, own, size_px, wraps, gap, FreePlaces)
                              if older else None)
                             or (self._find(toast, taken, size_px, wraps, gap, FreePlaces,
                                            self.reach) if self.reach is not None else None))
                if place is None and newest:
                    # No free place: it stands where it covers the least, sparing what its
                    # words tell of and the protected parts while any place does (trial s34
                    # N/009: a black seal's notice over the trick it told of).
                    # Over what yields (a lesson's prompt line), wider than a toast is
                    # otherwise, as a line is: Big Shot's two-line "Pass this time…"
                    # found no room at 1920x1080 beside its long prompt and was never
                    # shown (a refusal with no word).
                    line_wide = [*wraps, *(width for width in (self.rect.width,
                                                               self.rect.width * 3 // 4)
                                           if width > wraps[0])]
                    place = ((self._find(toast, [*firm, *toast.about], size_px, line_wide,
                                            gap, FreePlaces) if self.yielding else None)
                             or (self._find(toast, kept, size_px, wraps, gap, partial(
                                 _least_covering, avoid=[*guarded, *toast.about]))
                                 if toast.about else None)
                             or self._find(toast, kept, size_px, wraps, gap, partial(
                                 _least_covering, avoid=guarded))
                             or (self._find(toast, kept, size_px, wraps, gap, partial(
                                 _least_covering, avoid=over)) if len(guarded) > len(over)
                                 else None))
            toast.place = place
            toast.waiting = place is None
            if place is not None:
                toast.seen = True
                card, margin = _toast_surface(toast.text, toast.error, size_px, place[1])
                placed.append((toast, card, margin, place[0]))
        return placed

    def _find(self, toast: Toast, taken: Sequence[pygame.Rect], size_px: int,
              wraps: Sequence[int], gap: int, rule: Callable[..., Callable[
                  [tuple[int, int]], pygame.Rect | None]], area: pygame.Rect | None = None,
              ) -> tuple[pygame.Rect, int, int] | None:
        """The place ``rule`` (made for ``area``, :attr:`rect` unless given, and these
        rects: it answers for a card of any size) gives nearest home at the widest of
        ``wraps`` that has one. The cards are measured, not painted: a card's shadow for
        each wrap cost as much as the search."""
        places = rule(area or self.rect, taken, (self.home or self.rect).midbottom, gap)
        tried: set[tuple[int, int]] = set()
        for wrap in wraps:
            size = _face(toast.text, toast.error, size_px, wrap)
            if size in tried:
                continue  # the same lines as a wider wrap: no place for them there either
            tried.add(size)
            face = places(size)
            if face is not None:
                return face, wrap, size_px
        return None

    def rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the toasts' cards stand on a screen of ``size`` (newest first)."""
        return [face for _, _, _, face in self._placed(theme.ui_scale(size))]

    def draw(self, surface: pygame.Surface) -> None:
        for toast, card, margin, face in self._placed(theme.ui_scale(surface.get_size())):
            width = max(1, round(card.get_width() * (0.9 + 0.1 * toast.pop)))
            height = max(1, round(card.get_height() * (0.9 + 0.1 * toast.pop)))
            shown = card if (width, height) == card.get_size() else pygame.transform.smoothscale(
                card, (width, height))
            # The card grows from its face's centre as it pops in.
            position = (face.centerx - round((margin + face.width / 2) * width / card.get_width()),
                        face.centery - round((margin + face.height / 2) * height
                                             / card.get_height()))
            paint.blit_alpha(surface, shown, position, toast.alpha)


def free_place(size: tuple[int, int], area: pygame.Rect, taken: Sequence[pygame.Rect],
               home: tuple[int, int], gap: int) -> pygame.Rect | None:
    """A rect of ``size`` inside ``area``, ``gap`` or more from each of ``taken``, its
    bottom centre nearest ``home``; None if there is none (:class:`FreePlaces`).

    >>> free_place((40, 20), pygame.Rect(0, 0, 100, 100), [pygame.Rect(0, 60, 100, 40)],
    ...            (50, 100), 4)
    Rect(30, 36, 40, 20)
    """
    return FreePlaces(area, taken, home, gap)(size)


class FreePlaces:
    """The free places of ``area`` (``gap`` or more from each of ``taken``) for rects of
    any size, each nearest ``home`` by its bottom centre.

    The rows tried are those a free rect can be pushed to (its home's, the area's edges,
    just above or below each taken rect), nearest first; in each, the free stretches
    between the taken rects that cross it give the place nearest home. A row's stretches
    serve every width of its height: a toast tries up to sixteen wraps, and searched
    afresh for each, in Python, Winner's Circle's 156 declared rects took 100-300 ms a
    toast with the log open (a freeze each time a refusal came, and on every frame of a
    window being resized).
    """

    def __init__(self, area: pygame.Rect, taken: Sequence[pygame.Rect],
                 home: tuple[int, int], gap: int) -> None:
        self.area = pygame.Rect(area)
        self.home = home
        self._spans = [(rect.top - gap, rect.bottom + gap, rect.left - gap, rect.right + gap)
                       for rect in taken]
        # Which spans cross a row is asked of pygame's collision test, in C, of the spans
        # sorted by their left edge (it answers in that order). A span of no size never
        # collides there: those few are tried in Python.
        ordered = sorted(self._spans, key=lambda span: span[2])
        self._solid = [span[2:] for span in ordered if span[3] > span[2] and span[1] > span[0]]
        self._boxes = [pygame.Rect(left, upper, right - left, lower - upper)
                       for upper, lower, left, right in ordered
                       if right > left and lower > upper]
        self._empty = [span for span in ordered if not (span[3] > span[2] and span[1] > span[0])]
        self._rows: dict[int, tuple[list[int], list[list[tuple[int, int]]]]] = {}
        """For each height: its rows' tops, nearest home first, and the free stretches of
        those searched so far."""
        self._by_crossing: dict[tuple[int, ...], list[tuple[int, int]]] = {}
        """The free stretches of a row by the solid spans that cross it: most rows tried
        are crossed by the same spans as another, and their stretches were worked out
        again in Python for each (2-5 ms a toast placed in Winner's Circle)."""
        self._widest: list[tuple[int, int]] = []
        """For each height whose rows were all searched in vain: its widest free stretch.
        A rect as tall or taller fits nowhere wider, so a narrower wrap's taller card is
        not searched for row by row again unless it can fit (toasts placed anew cost up
        to 12 ms a frame in Winner's Circle)."""

    def __call__(self, size: tuple[int, int]) -> pygame.Rect | None:
        width, height = size
        area, home = self.area, self.home
        if width > area.width or height > area.height:
            return None
        if any(height >= low and width > free for low, free in self._widest):
            return None
        if height not in self._rows:
            self._rows[height] = (self._tops(height), [])
        tops, searched = self._rows[height]
        best: pygame.Rect | None = None
        least = 0
        for index, top in enumerate(tops):
            rise = (top + height - home[1]) ** 2
            if best is not None and rise >= least:
                break  # every row further off is further from home
            if index == len(searched):
                searched.append(self._stretches(top, height))
            for start, end in searched[index]:
                if end - start < width:
                    continue
                x = min(max(home[0] - width // 2, start), end - width)
                distance = (x + width // 2 - home[0]) ** 2 + rise
                if best is None or distance < least:
                    best, least = pygame.Rect(x, top, width, height), distance
        if best is None:  # (every row was searched: the loop stops early only on a find)
            self._widest.append((height, max((end - start for stretches in searched
                                              for start, end in stretches), default=0)))
        return best

    def _tops(self, height: int) -> list[int]:
        """The rows a rect ``height`` tall may stand in, nearest home first."""
        area, home = self.area, self.home
        tops = {home[1] - height, area.top, area.bottom - height}
        for upper, lower, _, _ in self._spans:
            tops.update((lower, upper - height))
        return sorted((top for top in tops if area.top <= top <= area.bottom - height),
                      key=lambda top: abs(top + height - home[1]))

    def _stretches(self, top: int, height: int) -> list[tuple[int, int]]:
        """The free stretches of the row from ``top``, ``height`` tall, left to right."""
        area, bottom = self.area, top + height
        # A span wholly beside the area changes no stretch: the row is the area's width.
        indices = tuple(
            pygame.Rect(area.left, top, area.width, height).collidelistall(self._boxes))
        if not self._empty:
            known = self._by_crossing.get(indices)
            if known is None:
                known = self._by_crossing[indices] = self._free_between(
                    [self._solid[index] for index in indices])
            return known
        crossing = sorted([self._solid[index] for index in indices]
                          + [(left, right) for upper, lower, left, right
                             in self._empty if upper < bottom and lower > top])
        return self._free_between(crossing)

    def _free_between(self, crossing: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The free stretches of a row across the area between ``crossing``, the spans
        that cross it, sorted by their left edge."""
        # Left of each crossing span, free from the furthest right the spans before it
        # reach; the last stretch runs to the area's right edge.
        reach, right = self.area.left, self.area.right
        stretches = []
        for start, end in crossing:
            if start > reach:
                stretches.append((reach, min(start, right)))
            if end > reach:
                reach = end
        stretches.append((reach, right))
        return stretches


def least_covering_place(size: tuple[int, int], area: pygame.Rect,
                         taken: Sequence[pygame.Rect], home: tuple[int, int], gap: int,
                         avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """Where no place is free: the rect of ``size`` in ``area`` covering the least of
    ``taken`` (then the nearest ``home``) and none of ``avoid``, tried on a grid of
    steps a quarter of its width and half its height across the area, and a gap above
    and below each rect (the grid missed the felt between Wizard's trick and the hand's
    room, and a "Too quick" stood over the trick's names, trial s34 O/017)."""
    width, height = size
    if width > area.width or height > area.height:
        return None
    step_x, step_y = max(gap, width // 4), max(gap, height // 2)
    lefts = {home[0] - width // 2, area.right - width,
             *range(area.left, area.right - width + 1, step_x)}
    edges = [*taken, *avoid]
    tops = {top for top in (*(rect.bottom + gap for rect in edges),
                            *(rect.top - gap - height for rect in edges))
            if area.top <= top <= area.bottom - height}
    tops |= {area.bottom - height, *range(area.top, area.bottom - height + 1, step_y)}
    best: pygame.Rect | None = None
    least = (0, 0)
    for left in lefts:
        if not area.left <= left <= area.right - width:
            continue
        for top in tops:
            face = pygame.Rect(left, top, width, height)
            if face.collidelist(avoid) >= 0:
                continue
            covered = sum(face.clip(taken[index]).width * face.clip(taken[index]).height
                          for index in face.collidelistall(taken))
            cost = (covered, (left + width // 2 - home[0]) ** 2 + (top + height - home[1]) ** 2)
            if best is None or cost < least:
                best, least = face, cost
    return best


def _least_covering(area: pygame.Rect, taken: Sequence[pygame.Rect], home: tuple[int, int],
                    gap: int, avoid: Sequence[pygame.Rect]
                    ) -> Callable[[tuple[int, int]], pygame.Rect | None]:
    """:func:`least_covering_place` for one area and its rects, answering for any size."""
    return lambda size: least_covering_place(size, area, taken, home, gap, avoid)


def card_height(lines: int, scale: float) -> int:
    """How tall a toast's card of ``lines`` lines stands at ``scale`` (its shadow left out)."""
    size_px = theme.text_px(theme.TextSize.BODY, scale)
    return lines * assets.font(size_px).get_linesize() + 2 * round(size_px * 0.6)


def _face(text: str, error: bool, size_px: int, max_width: int) -> tuple[int, int]:
    """The size of a toast card's face (its shadow left out) with ``text`` wrapped to
    ``max_width``: its words with their padding."""
    label, pad_x, pad_y = _words(text, error, size_px, max_width)
    return label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y


def _words(text: str, error: bool, size_px: int, max_width: int
           ) -> tuple[pygame.Surface, int, int]:
    """A card's words wrapped to ``max_width`` less the padding, and the padding across
    and down."""
    pad_x, pad_y = size_px, round(size_px * 0.6)
    label = assets.text(text, size_px, theme.PAPER if error else theme.INK, bold=error,
                        wrap_width=max_width - 2 * pad_x)
    return label, pad_x, pad_y


@sized_by_window(maxsize=64)
def _toast_surface(
    text: str, error: bool, size_px: int, max_width: int
) -> tuple[pygame.Surface, int]:
    """The toast card with its shadow, and the shadow margin around the card itself."""
    label, _, _ = _words(text, error, size_px, max_width)
    width, height = _face(text, error, size_px, max_width)
    blur = max(3, size_px // 3)
    pad = 2 * blur  # room for the shadow on every side
    card = pygame.Surface((width + 2 * pad, height + 2 * pad + blur), pygame.SRCALPHA)
    card.blit(paint.drop_shadow((width, height), height // 3, blur), (0, blur))
    if error:
        # From brick, not a lighter brick: paper on its top is 4.6:1 (lighter, 3.9:1 under
        # the first line of a card wrapped narrow into many lines).
        panel = paint.gradient_panel((width, height), theme.BRICK, theme.BRICK_DARK,
                                     min(height // 2, size_px), theme.BRICK_DARK, 2, True)
    else:
        # An ink rim: a paper card with a paper rim was pale over a busy board, its edge
        # lost on the map's light districts (trial s34 O/011).
        panel = paint.gradient_panel((width, height), theme.PAPER, theme.PAPER_SHADE,
                                     min(height // 2, size_px), theme.INK,
                                     max(2, size_px // 8), True)
    card.blit(panel, (pad, pad))
    card.blit(label, label.get_rect(center=(pad + width // 2, pad + height // 2)))
    return card, pad
