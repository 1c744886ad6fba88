"""The lesson card going to a new place glides there from the old one
(:class:`scenes.modes.lesson_card.GuideCard`).

Where no one place serves a whole lesson (Wizard Extreme's prediction fills the side
column its later cards stand in, and its tricks fill the middle its first cards stand in),
the card that appeared at once in its new place read as a jump: Next was gone from under
the pointer and the eye had to find it again (trial s32 J/008). Gliding there, the card
shows where it went.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

GLIDE_SECONDS = 0.45
"""How long the card takes from its old place to its new one at normal speed: slow enough
to follow, done before a learner who looks for Next has found it."""


class Glide:
    """Where the card is drawn while it goes from one place to another."""

    def __init__(self) -> None:
        self._place: tuple[object, ...] | None = None
        """The last place drawn in: the slot's left, width, the edge kept, the window."""
        self._drawn = pygame.Rect(0, 0, 0, 0)  # where the card was drawn last
        self._from = pygame.Rect(0, 0, 0, 0)
        self._left = self._whole = 0.0
        self.seconds = 0.0
        """How long a move to a new place takes now (0: the card is there at once)."""

    @property
    def shown(self) -> pygame.Rect:
        """Where the card was drawn last."""
        return self._drawn

    def update(self, dt: float, seconds: float) -> None:
        """``dt`` later; a move from now on takes ``seconds`` (the animation speed's)."""
        self._left = max(0.0, self._left - dt)
        self.seconds = seconds

    def at(self, rect: pygame.Rect, place: tuple[object, ...]) -> pygame.Rect:
        """Where the card standing at ``rect`` in ``place`` is drawn this frame: at a new
        place of the same window it sets off from where it was last drawn (the card of an
        earlier step, or mid-glide) and reaches ``rect`` in :attr:`seconds`."""
        seconds = self.seconds
        if self._place is not None and place != self._place and seconds > 0 \
                and place[-1] == self._place[-1]:
            self._from, self._left, self._whole = pygame.Rect(self._drawn), seconds, seconds
        self._place = place
        if self._left <= 0:
            self._drawn = pygame.Rect(rect)
            return self._drawn
        eased = 1 - (self._left / self._whole) ** 3  # ease-out, as the table's own motions
        self._drawn = rect.move(round((self._from.x - rect.x) * (1 - eased)),
                                round((self._from.y - rect.y) * (1 - eased)))
        return self._drawn

    def aimed(self, event: pygame.event.Event, rect: pygame.Rect) -> pygame.event.Event:
        """``event`` as the card standing at ``rect`` takes it: a click on the card drawn
        mid-glide lands on the button drawn under it (trial s34 N/007: Next clicked where
        the card was drawn, on its way from the coach's place, did nothing)."""
        shown = self._drawn
        if (not hasattr(event, "pos") or self._left <= 0  # at rest: drawn where it stands
                or shown.topleft == rect.topleft or not shown.size):
            return event
        x, y = event.pos
        return pygame.event.Event(event.type, {**event.dict, "pos": (
            x + rect.x - shown.x, y + rect.y - shown.y)})

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, place: tuple[object, ...],
             paint: Callable[[pygame.Surface], None], reach: int) -> None:
        """Paint the card (``paint`` draws it at ``rect``, its shadow ``reach`` beyond) where
        :meth:`at` has it this frame."""
        shown = self.at(rect, place)
        if shown == rect:
            paint(surface)
            return
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        paint(layer)
        bounds = rect.inflate(2 * reach, 2 * reach).clip(layer.get_rect())
        surface.blit(layer.subsurface(bounds), bounds.move(shown.x - rect.x, shown.y - rect.y))
