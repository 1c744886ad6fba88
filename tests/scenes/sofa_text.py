"""Read the text a screen draws: how tall each piece is and how well it stands out.

**Text height** is the font's pixel size as SDL_ttf renders it (the em size asked of
Noto Sans KR). For this face it is the ink height of "Hg" from the ascender's top to
the descender's foot, within a pixel; a Hangul syllable's full height is about 0.9 of
it and a Latin capital's about 0.73 (22 px: 한 20 px, H 16 px). Layouts scale with the
window, so 22 px at 1920x1080 is 14.7 px at ART.md's 1280x720 reference.

**Contrast** is WCAG's relative-luminance ratio of the ink against what the text is
drawn on, read from the drawn frame, not from the palette: the screen is drawn four
times from the same moment, twice as it is (pixels that differ between the two are
animation and left out), once with every text invisible (what the text is drawn on)
and once with each text in its own flat code colour (which pixels are whose). The ink
is the drawn colour of the text's most inked pixels (a faded text is measured faded);
the ratio is taken against the background under each of its pixels, and the text's
figure is the tenth percentile of those, so text straddling a light and a dark part
is judged by the worse part.

Only the top scene's text is read: an overlay's base is dimmed on purpose.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np
import pygame

from scenes.shell import assets, theme

SOFA_HEIGHT_1080 = 22
"""The least text height a player reads from the sofa at 1920x1080 (px)."""
LEAST_CONTRAST = 4.5
"""WCAG AA for ordinary text."""
MEASURED_SIZE = (1920, 1080)
_CODE_RED = 255
"""Pass C draws text ``k`` in (255, 1 + k // 200, 30 + k % 200): a red channel at 255
with those greens and blues is in no colour the program draws around text."""


@dataclass(frozen=True)
class Text:
    """One piece of text as the program asked it to be rendered."""

    size_px: int
    text: str
    colour: tuple[int, ...]
    bold: bool


@dataclass(frozen=True)
class Found:
    """A text located on the drawn frame, with its measured contrast."""

    text: Text
    pixels: int
    contrast: float
    ink: tuple[int, int, int]
    ground: tuple[int, int, int]
    box: tuple[int, int, int, int]


@dataclass
class Reading:
    """What one screen showed: every text its top scene rendered, and those found drawn."""

    screen: str
    rendered: list[Text] = field(default_factory=list)
    found: list[Found] = field(default_factory=list)

    def smallest(self) -> Text | None:
        return min(self.rendered, key=lambda item: item.size_px, default=None)

    def least_contrast(self) -> Found | None:
        return min((item for item in self.found if item.text.colour != theme.DISABLED_INK),
                   key=lambda item: item.contrast, default=None)

    def too_small(self, least: float = SOFA_HEIGHT_1080) -> list[Text]:
        return sorted({item for item in self.rendered if item.size_px < least},
                      key=lambda item: (item.size_px, item.text))

    def too_faint(self, least: float = LEAST_CONTRAST) -> list[Found]:
        """Texts under ``least``:1, but for a disabled control's label (``DISABLED_INK``):
        WCAG asks no contrast of an inactive control, and it must look out of use."""
        return sorted((item for item in self.found if item.contrast < least
                       and item.text.colour != theme.DISABLED_INK),
                      key=lambda item: item.contrast)


class _Probe:
    """The switch the recording fonts read: what to record, and how to draw text."""

    def __init__(self) -> None:
        self.active = True
        self.mode = "normal"  # "hidden": every text invisible; "coded": flat code colours
        self.seen: list[Text] = []
        self.codes: dict[tuple[int, int, int], Text] = {}

    def code_for(self, item: Text) -> tuple[int, int, int]:
        index = len(self.codes)
        code = (_CODE_RED, 1 + index // 200, 30 + index % 200)
        self.codes[code] = item
        return code


_probe: _Probe | None = None
_RealFont = pygame.font.Font


class _RecordingFont(_RealFont):
    def __init__(self, file: object = None, size: int = 20) -> None:
        super().__init__(file, size)  # type: ignore[arg-type]
        self.size_px = int(size)

    def render(self, text, antialias, color, bg=None, wraplength=0):  # type: ignore[no-untyped-def,override]
        probe = _probe
        if probe is None or not probe.active or not str(text).strip():
            return super().render(text, antialias, color, bg, wraplength)
        item = Text(self.size_px, str(text), tuple(pygame.Color(color))[:3], self.bold)
        probe.seen.append(item)
        if probe.mode == "hidden":
            # Each inked pixel keeps an alpha of 1, invisible on any ground, so a badge
            # sized from its number's drawn extent (get_bounding_rect) stays the same.
            shown = super().render(text, antialias, color, None, wraplength).convert_alpha()
            alpha = pygame.surfarray.pixels_alpha(shown)
            alpha[alpha > 0] = 1
            del alpha
            return shown
        if probe.mode == "coded":
            return super().render(text, False, probe.code_for(item), None, wraplength)
        return super().render(text, antialias, color, bg, wraplength)


def forget_drawn_text() -> None:
    """Forget every cached text and every cached picture that may hold text, so the next
    frame renders all of it again: the module caches of ``scenes`` and the few surfaces
    widgets keep themselves (a tally's, a lane's, a card's faces)."""
    assets.clear_caches()
    for name, module in list(sys.modules.items()):
        if not name.startswith("scenes") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", "") == name:
                clear()
            elif isinstance(value, dict) and any(isinstance(kept, pygame.Surface)
                                                 for kept in list(value.values())[:1]):
                value.clear()
    for thing in gc.get_objects():
        if not str(getattr(type(thing), "__module__", "")).startswith("scenes."):
            continue
        attributes = getattr(thing, "__dict__", None)
        if not attributes:
            continue
        for key, value in list(attributes.items()):
            if isinstance(value, tuple) and any(isinstance(part, pygame.Surface)
                                                for part in value) and key.endswith("cache"):
                attributes[key] = None
            elif isinstance(value, dict) and key in ("_faces",):
                value.clear()


@contextmanager
def recording() -> Iterator[_Probe]:
    """Within the block every font is a recording one; the probe yielded says what is seen."""
    global _probe
    probe = _Probe()
    forget_drawn_text()
    pygame.font.Font = _RecordingFont  # type: ignore[misc]
    _probe = probe
    try:
        yield probe
    finally:
        _probe = None
        pygame.font.Font = _RealFont  # type: ignore[misc]
        forget_drawn_text()


@contextmanager
def only_top_scene(manager: object, probe: _Probe) -> Iterator[None]:
    """Record nothing while the scenes under the top one draw (an overlay's base)."""
    stack = list(getattr(manager, "stack", []))
    restored = []
    for scene in stack[:-1]:
        original = scene.draw

        def quiet(surface: pygame.Surface, original=original) -> None:  # type: ignore[no-untyped-def]
            was, probe.active = probe.active, False
            try:
                original(surface)
            finally:
                probe.active = was

        scene.draw = quiet
        restored.append(scene)
    try:
        yield
    finally:
        for scene in restored:
            del scene.draw


def _luminance(pixels: np.ndarray) -> np.ndarray:
    channel = pixels.astype(np.float64) / 255.0
    linear = np.where(channel <= 0.03928, channel / 12.92, ((channel + 0.055) / 1.055) ** 2.4)
    result: np.ndarray = linear @ np.array([0.2126, 0.7152, 0.0722])
    return result


def contrast(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    lum = _luminance(np.array([first, second]))
    light, dark = max(lum), min(lum)
    return float((light + 0.05) / (dark + 0.05))


def _draw(manager: object, probe: _Probe, mode: str, size: tuple[int, int]) -> np.ndarray:
    probe.mode = mode
    forget_drawn_text()
    # Laying out again repaints what scenes keep painted between frames (a table's felt
    # with its track and numbers), so that text is rendered in this pass's way too.
    manager.resize(size)  # type: ignore[attr-defined]
    surface = pygame.Surface(size)
    manager.draw(surface)  # type: ignore[attr-defined]
    probe.mode = "normal"
    return pygame.surfarray.array3d(surface).astype(np.int16)


def locate(manager: object, probe: _Probe, size: tuple[int, int]) -> list[Found]:
    """Draw the screen four ways and measure every text found on it (see the module)."""
    drawn = _draw(manager, probe, "normal", size)
    again = _draw(manager, probe, "normal", size)
    bare = _draw(manager, probe, "hidden", size)
    probe.codes.clear()
    coded = _draw(manager, probe, "coded", size)
    inked = ((drawn != bare).any(axis=2) & (drawn == again).all(axis=2)
             & (coded[:, :, 0] == _CODE_RED))
    xs, ys = np.nonzero(inked)
    keys = (coded[xs, ys, 1].astype(np.int32) << 8) | coded[xs, ys, 2]
    order = np.argsort(keys, kind="stable")
    keys, xs, ys = keys[order], xs[order], ys[order]
    values, starts, counts = np.unique(keys, return_index=True, return_counts=True)
    where = {int(value): (int(start), int(count))
             for value, start, count in zip(values, starts, counts, strict=True)}
    found: list[Found] = []
    for code, item in probe.codes.items():
        start, count = where.get((code[1] << 8) | code[2], (0, 0))
        if count < 4:
            continue  # not on the frame: covered, off screen, or drawn blended
        px, py = xs[start:start + count], ys[start:start + count]
        ink_pixels, ground_pixels = drawn[px, py], bare[px, py]
        distance = np.abs(ink_pixels - np.array(item.colour[:3])).sum(axis=1)
        core = ink_pixels[distance <= np.percentile(distance, 25)]
        ink = tuple(int(v) for v in np.median(core, axis=0))
        ink_lum = _luminance(np.array([ink]))[0]
        ground_lum = _luminance(ground_pixels)
        ratios = ((np.maximum(ink_lum, ground_lum) + 0.05)
                  / (np.minimum(ink_lum, ground_lum) + 0.05))
        worst = float(np.percentile(ratios, 10))
        ground = tuple(int(v) for v in ground_pixels[int(np.argmin(np.abs(ratios - worst)))])
        box = (int(px.min()), int(py.min()), int(px.max() - px.min() + 1),
               int(py.max() - py.min() + 1))
        found.append(Found(item, count, round(worst, 2), ink, ground, box))  # type: ignore[arg-type]
    return found
