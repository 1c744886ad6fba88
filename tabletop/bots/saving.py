"""Reading a computer player's saved generator back (see :mod:`tabletop.bots` on saves).

Apart from the package's ``__init__`` so that each game's players can use it
without importing the package that imports them (``make_bot`` finds them by
name).
"""

from __future__ import annotations

from typing import Any

from tabletop.core.rng import Rng


def rng_from_dict(data: Any) -> Rng:
    """A computer player's generator from a save, checked strictly (ValueError otherwise).

    Beyond :meth:`Rng.from_dict`, the script must be empty: a computer
    player's generator is never scripted in play (scripts are for tests), so a
    saved script was written by hand, and its values would be refused by the
    first draw they meet, in the middle of the game.
    """
    rng = Rng.from_dict(data)
    if data["script"]:
        raise ValueError(f"a computer player's generator with a script: {data['script']!r:.80}")
    return rng
