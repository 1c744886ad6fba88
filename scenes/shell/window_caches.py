"""Caches of drawn things whose sizes follow the window: forgotten when the window's
size changes.

Every size in a scene comes from the window (``px``, the layout), so after a resize no
surface drawn for the old size is asked for again; kept, a cache of 128 panels, shadows
or backdrops each nearly the window's size held about 1 GB after 60 window sizes (trial
s24), though each is bounded in entries. Drawn again once for the new size, they stay
cached at it: nothing is re-rendered per frame (DESIGN §6).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import _lru_cache_wrapper, lru_cache
from typing import TypeVar

Drawn = TypeVar("Drawn")

_CACHES: list[_lru_cache_wrapper[object]] = []


def sized_by_window(maxsize: int) -> Callable[[Callable[..., Drawn]], _lru_cache_wrapper[Drawn]]:
    """``functools.lru_cache(maxsize)``, emptied by :func:`forget_window_size`."""

    def decorate(draw: Callable[..., Drawn]) -> _lru_cache_wrapper[Drawn]:
        cached = lru_cache(maxsize=maxsize)(draw)
        _CACHES.append(cached)
        return cached

    return decorate


def forget_window_size() -> None:
    """The drawing size changed: drop what was drawn for the old one."""
    for cached in _CACHES:
        cached.cache_clear()


def kept_entries() -> int:
    """How many drawn things these caches hold now (for the tests of their bound)."""
    return sum(cached.cache_info().currsize for cached in _CACHES)
