"""The one source of randomness for a game: seeded, serializable and scriptable.

Engines never touch the module-level :mod:`random`. Each game owns one
:class:`Rng`, stored in its state and written out with ``to_dict()``, so a
saved game continues with exactly the same dice, draws and shuffles.

The generator is SplitMix64: tiny state (one integer), fast in pure Python and
identical on every Python version, so golden transcripts survive upgrades.

Tests pin outcomes with :meth:`Rng.scripted`::

    >>> rng = Rng.scripted([6, 6, 1], seed=0)
    >>> [rng.randint(1, 6) for _ in range(3)]
    [6, 6, 1]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15

ScriptValue = int | bool


class ScriptError(ValueError):
    """A scripted outcome does not fit the draw it was used for (a test bug)."""


class Rng:
    """Seeded random generator whose whole state is JSON-safe.

    Draws: :meth:`below`, :meth:`randint`, :meth:`chance`, :meth:`choice`,
    :meth:`shuffle`. A scripted generator first answers from its script (each
    draw consumes one value), then continues from its seed.
    """

    __slots__ = ("_script", "_state")

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK64
        self._script: list[ScriptValue] = []

    @classmethod
    def scripted(cls, outcomes: Sequence[ScriptValue], seed: int = 0) -> Rng:
        """A generator whose next draws return ``outcomes`` in order.

        ``randint(lo, hi)`` returns the scripted integer itself, ``below(n)``
        too, ``chance(p)`` the scripted bool; ``shuffle`` consumes one
        ``below`` per swap. After the script is used up the seed takes over.
        """
        rng = cls(seed)
        rng._script = list(outcomes)
        return rng

    # -- serialization ---------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {"state": self._state, "script": list(self._script)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rng:
        """The generator ``to_dict()`` wrote; ValueError for anything else.

        Strict, because a state comes back from a file: a ``state`` that is no
        64-bit integer, or a script that is no list of integers and bools,
        would only fail later, at a draw far from the file that caused it.
        """
        if not isinstance(data, dict) or set(data) != {"state", "script"}:
            raise ValueError(f"not a generator state: {data!r:.80}")
        state, script = data["state"], data["script"]
        if type(state) is not int or not 0 <= state <= _MASK64:
            raise ValueError(f"generator state {state!r:.80}")
        if not isinstance(script, list) or any(type(item) not in (int, bool) for item in script):
            raise ValueError(f"generator script {script!r:.80}")
        rng = cls(state)
        rng._script = list(script)
        return rng

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Rng)
            and self._state == other._state
            and self._script == other._script
        )

    def __hash__(self) -> int:  # pragma: no cover - generators are not dict keys
        raise TypeError("Rng is mutable and unhashable")

    def __repr__(self) -> str:
        return f"Rng(state={self._state}, script={self._script!r})"

    # -- primitive -------------------------------------------------------

    def _next64(self) -> int:
        self._state = (self._state + _GOLDEN_GAMMA) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def _pop_script(self) -> ScriptValue | None:
        return self._script.pop(0) if self._script else None

    # -- draws -----------------------------------------------------------

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        scripted = self._pop_script()
        if scripted is not None:
            if isinstance(scripted, bool) or not 0 <= scripted < n:
                raise ScriptError(f"scripted {scripted!r} is not in [0, {n})")
            return scripted
        # Rejection sampling keeps the distribution exactly uniform.
        limit = (_MASK64 + 1) - ((_MASK64 + 1) % n)
        while True:
            value = self._next64()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (a scripted value is returned as is)."""
        scripted = self._pop_script()
        if scripted is not None:
            if isinstance(scripted, bool) or not low <= scripted <= high:
                raise ScriptError(f"scripted {scripted!r} is not in [{low}, {high}]")
            return scripted
        return low + self.below(high - low + 1)

    def chance(self, probability: float) -> bool:
        """True with the given probability (a scripted bool is returned as is)."""
        scripted = self._pop_script()
        if scripted is not None:
            if not isinstance(scripted, bool):
                raise ScriptError(f"scripted {scripted!r} is not a bool for chance()")
            return scripted
        return (self._next64() >> 11) * (1.0 / (1 << 53)) < probability

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
