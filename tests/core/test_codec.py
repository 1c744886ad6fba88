from __future__ import annotations

import enum
from dataclasses import dataclass

import pytest

from tabletop.core import CodecError, decode, decode_tagged, encode, encode_tagged


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Inner:
    values: tuple[int, ...]
    colour: Colour


@dataclass
class Outer:
    name: str
    inner: Inner
    by_seat: dict[int, list[int]]
    maybe: int | None
    ratio: float


def test_nested_dataclasses_round_trip() -> None:
    value = Outer("x", Inner((1, 2), Colour.BLUE), {0: [3], 2: []}, None, 0.5)
    data = encode(value)
    assert data == {
        "name": "x",
        "inner": {"values": [1, 2], "colour": "blue"},
        "by_seat": {"0": [3], "2": []},
        "maybe": None,
        "ratio": 0.5,
    }
    assert decode(data, Outer) == value


def test_tagged_values_use_the_registry() -> None:
    tagged = encode_tagged(Inner((4,), Colour.RED))
    assert tagged["type"] == "Inner"
    assert decode_tagged(tagged, {"Inner": Inner}) == Inner((4,), Colour.RED)
    with pytest.raises(CodecError):
        decode_tagged({"type": "Evil"}, {"Inner": Inner})


@pytest.mark.parametrize(
    "data",
    [
        {"values": [1, "2"], "colour": "red"},
        {"values": [1], "colour": "green"},
        {"values": [1], "colour": "red", "extra": 1},
        {"values": [True], "colour": "red"},
        {"values": 3, "colour": "red"},
        {"colour": "red"},
    ],
)
def test_damaged_data_is_a_codec_error(data: object) -> None:
    with pytest.raises(CodecError):
        decode(data, Inner)
