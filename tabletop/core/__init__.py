"""The small shared kernel every game is built on (read it in one sitting)."""

from __future__ import annotations

from tabletop.core.actions import Action, IllegalAction
from tabletop.core.codec import CodecError, decode, decode_tagged, encode, encode_tagged
from tabletop.core.engine import Engine
from tabletop.core.events import Event, GameEnded, PrivateEvent
from tabletop.core.rng import Rng, ScriptError
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed, SealedChoices, SeatChose
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.core.spec import GameOption, GameSpec

__all__ = [
    "Action",
    "ChoiceSealed",
    "ChoicesRevealed",
    "CodecError",
    "Engine",
    "Event",
    "GameEnded",
    "GameOption",
    "GameSpec",
    "IllegalAction",
    "PrivateEvent",
    "Rng",
    "ScriptError",
    "SealedChoices",
    "SeatChose",
    "SeatConfig",
    "SeatKind",
    "decode",
    "decode_tagged",
    "encode",
    "encode_tagged",
]
