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


class Rank(enum.IntEnum):
    LOW = 1


class Pair(tuple[int, int]):
    """A tuple of its own type (like a named tuple): encoded as a list all the same."""


def test_enum_members_and_subclassed_tuples_encode_as_before() -> None:
    # encode takes plain values by their exact type: an IntEnum member is an int too and
    # must still give its value, a tuple of another type still a list.
    assert encode([Rank.LOW, Pair((1, 2)), True, (Colour.RED,)]) == [1, [1, 2], True, ["red"]]
    assert type(encode(Rank.LOW)) is int


def test_a_dataclass_encodes_without_listing_its_fields_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The autosave encodes the whole state after every move; dataclasses.fields() builds
    # its tuple afresh at each call and was a fifth of encoding a state.
    import dataclasses

    value = Outer("x", Inner((1,), Colour.RED), {}, 3, 1.0)
    first = encode(value)
    calls: list[object] = []
    real_fields = dataclasses.fields

    def counted(item: object) -> object:
        calls.append(item)
        return real_fields(item)  # type: ignore[arg-type]

    monkeypatch.setattr(dataclasses, "fields", counted)
    assert [encode(value) for _ in range(3)] == [first] * 3
    assert calls == []
