"""Dataclass ⇄ JSON conversion shared by every game.

States, actions and events are plain dataclasses of ints, strings, bools,
floats, enums, tuples, lists, dicts and nested dataclasses. :func:`encode`
turns them into JSON-safe values; :func:`decode` rebuilds them from their type
hints, so a game never writes its own serializer. Actions and events are
*tagged* with their class name (``{"type": "Roll", ...}``) because a list may
hold several kinds; :func:`decode_tagged` looks the class up in the game's
registry.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar, Union

T = TypeVar("T")

JSON = Any


class CodecError(ValueError):
    """The data does not fit the expected shape (a damaged or tampered save)."""


_PLAIN = frozenset({type(None), bool, int, float, str})
"""Types :func:`encode` hands back as they are (exact types: an enum member may be an int)."""


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    # dataclasses.fields() builds its tuple afresh at each call; the autosave encodes the
    # state after every move, and the fields were a fifth of it.
    return tuple(field.name for field in dataclasses.fields(cls))


def encode(value: Any) -> JSON:
    """A JSON-safe copy of ``value`` (dataclasses become dicts of their fields)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list or kind is tuple:
        return [encode(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (bool, int, float, str)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {name: encode(getattr(value, name)) for name in _field_names(type(value))}
    if isinstance(value, (list, tuple)):
        return [encode(item) for item in value]
    if isinstance(value, Mapping):
        return {str(encode(key)): encode(item) for key, item in value.items()}
    raise CodecError(f"cannot encode {type(value).__name__}: {value!r}")


def encode_tagged(value: Any) -> dict[str, JSON]:
    """Like :func:`encode` for a dataclass, plus its class name under ``"type"``."""
    data = encode(value)
    if not isinstance(data, dict):
        raise CodecError(f"only dataclasses can be tagged, got {value!r}")
    return {"type": type(value).__name__, **data}


def decode_tagged(data: JSON, registry: Mapping[str, type[T]]) -> T:
    """Rebuild a tagged action or event; unknown tags are a :class:`CodecError`."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise CodecError(f"expected a tagged object, got {data!r}")
    cls = registry.get(data["type"])
    if cls is None:
        raise CodecError(f"unknown type {data['type']!r}")
    fields = {key: item for key, item in data.items() if key != "type"}
    rebuilt: T = decode(fields, cls)
    return rebuilt


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(data: JSON, hint: Any) -> Any:
    """Rebuild a value of type ``hint`` from JSON data, checking its shape."""
    if hint is Any:
        return data
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)

    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for option in args:
            if option is type(None):
                continue
            try:
                return decode(data, option)
            except CodecError as error:
                errors.append(str(error))
        raise CodecError(f"{data!r} fits none of {hint}: {errors}")
    if typing.get_origin(hint) is typing.Literal:
        if data not in args:
            raise CodecError(f"{data!r} is not one of {args}")
        return data
    if origin is tuple:
        _expect(data, list, hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(item, args[0]) for item in data)
        if len(args) != len(data):
            raise CodecError(f"expected {len(args)} items for {hint}, got {data!r}")
        return tuple(decode(item, arg) for item, arg in zip(data, args, strict=True))
    if origin is list:
        _expect(data, list, hint)
        return [decode(item, args[0]) for item in data]
    if origin is dict:
        _expect(data, dict, hint)
        key_hint, value_hint = args
        return {_decode_key(key, key_hint): decode(item, value_hint) for key, item in data.items()}
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(data)
        except ValueError as error:
            raise CodecError(str(error)) from None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        _expect(data, dict, hint)
        hints = _hints(hint)
        names = {f.name for f in dataclasses.fields(hint) if f.init}
        unknown = set(data) - names
        if unknown:
            raise CodecError(f"unknown fields {sorted(unknown)} for {hint.__name__}")
        kwargs = {name: decode(data[name], hints[name]) for name in names if name in data}
        try:
            return hint(**kwargs)
        except (TypeError, ValueError) as error:
            raise CodecError(f"cannot build {hint.__name__}: {error}") from None
    if hint is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise CodecError(f"expected a number, got {data!r}")
        return float(data)
    if hint in (int, str, bool):
        # bool is an int subclass: refuse True where an int is expected and vice versa.
        if type(data) is not hint:
            raise CodecError(f"expected {hint.__name__}, got {data!r}")
        return data
    if hint is type(None):
        if data is not None:
            raise CodecError(f"expected null, got {data!r}")
        return None
    raise CodecError(f"unsupported type {hint!r}")


def _decode_key(key: str, hint: Any) -> Any:
    if hint is int:
        try:
            return int(key)
        except ValueError:
            raise CodecError(f"expected an integer key, got {key!r}") from None
    return decode(key, hint)


def _expect(data: JSON, kind: type, hint: Any) -> None:
    if not isinstance(data, kind):
        raise CodecError(f"expected {kind.__name__} for {hint}, got {data!r}")
