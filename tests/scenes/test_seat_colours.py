"""Every game's seat colours (``theme.SEAT_STYLES``, ART.md) tell the seats apart from the
sofa: seat 1's orange chips and seat 4's vermillion ones, 22 apart in CIEDE2000, looked
alike in a trial (issue #32). Every pair is now at least 30 apart, and each seat keeps its
own symbol for colour-blind players."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

from scenes.shell import theme

LEAST_DIFFERENCE = 30.0
"""CIEDE2000 between any two seats' colours: orange and vermillion were 22.2."""


def _lab(colour: tuple[int, int, int]) -> tuple[float, float, float]:
    """sRGB to CIELAB (D65)."""
    linear = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4
              for c in colour]
    r, g, b = linear
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, \
        0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116 for t in xyz]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def ciede2000(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    """The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation)."""
    (l1, a1, b1), (l2, a2, b2) = _lab(first), _lab(second)
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    turn = h2 - h1 if c1 * c2 else 0.0
    turn = turn - 360 if turn > 180 else turn + 360 if turn < -180 else turn
    dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(turn / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + (360 if h1 + h2 < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    rotation = -math.sin(math.radians(60 * math.exp(-((h_mean - 275) / 25) ** 2))) * 2 * \
        math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * c_mean, 1 + 0.015 * c_mean * t
    return math.sqrt(((l2 - l1) / sl) ** 2 + ((c2 - c1) / sc) ** 2 + (dh / sh) ** 2
                     + rotation * (c2 - c1) / sc * dh / sh)


def test_the_measure_tells_alike_from_apart() -> None:
    assert abs(ciede2000((0, 0, 0), (0, 0, 0))) < 1e-9
    assert 22.0 < ciede2000((0xE6, 0x9F, 0x00), (0xD5, 0x5E, 0x00)) < 22.5  # the trial's pair
    assert ciede2000((255, 255, 255), (0, 0, 0)) > 99


def test_no_two_seat_colours_are_alike_from_the_sofa() -> None:
    close = [(first, second, round(ciede2000(theme.seat_style(first).colour,
                                             theme.seat_style(second).colour), 1))
             for first, second in itertools.combinations(range(len(theme.SEAT_STYLES)), 2)
             if ciede2000(theme.seat_style(first).colour,
                          theme.seat_style(second).colour) < LEAST_DIFFERENCE]
    assert not close, f"seats (0-based) too alike: {close}"


def test_each_seat_keeps_its_own_symbol() -> None:
    symbols = [style.symbol for style in theme.SEAT_STYLES]
    assert len(set(symbols)) == len(symbols) == 6


def test_big_shot_names_each_seat_colour_as_it_is_drawn() -> None:
    """Big Shot's log and legend name a colour by its seat ("vermillion bought the lot"):
    each name is ART.md's for the seat's colour, or its last word ("blue" for deep blue;
    reddish purple reads "pink"). Seat 4's vermillion became rust and kept its name."""
    from tabletop.i18n import catalog

    art = (Path(__file__).parents[2] / "docs" / "ART.md").read_text(encoding="utf-8")
    named = dict(re.findall(r"^\| (\d) \| ([a-z ]+) `#[0-9A-F]{6}` \|", art, re.MULTILINE))
    assert len(named) == len(theme.SEAT_STYLES)
    plain = {"reddish purple": "pink"}
    english = catalog("en")
    for seat, name in named.items():
        said = english[f"big_shot_scene.look_{int(seat) - 1}"]
        assert said in (name, name.split()[-1], plain.get(name)), (seat, name, said)
    assert catalog("ko")["big_shot_scene.look_3"] == "적갈색", "rust is reddish brown"
