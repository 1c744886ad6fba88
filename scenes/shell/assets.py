"""Project assets: paths that work frozen or not, and caches for fonts, text, images, sounds.

Paths never depend on the current working directory: in a PyInstaller build
the ``assets`` folder sits under ``sys._MEIPASS``; from a checkout it sits
next to the ``scenes`` package. Fonts come from pygame_gui's bundled Noto
Sans KR, so Hangul renders in every language (a Korean name in the English
interface must not turn into boxes).

Cached surfaces are shared: callers blit them and never draw on them.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from collections import OrderedDict
from functools import cache, lru_cache
from pathlib import Path

import pygame

from scenes.shell import theme
from scenes.shell.text_breaks import kept_units
from tabletop.storage.text import clean

_FONT_PACKAGE = "pygame_gui"
_FONT_FILES = {False: "NotoSansKR-Regular.ttf", True: "NotoSansKR-Bold.ttf"}
_TEXT_CACHE_SIZE = 768
FONT_CACHE_SIZE = 128
"""Fonts kept open. Each open face holds about half a megabyte, and every window size
brings sizes of its own (all were kept: 60 window sizes opened 60 more). A screen uses about
twenty sizes and weights, but fitting words tries many more: at 64 a Yacht frame among
random resizes reopened fonts for 3 s (test_random_input); 128 is about 64 MB at most."""

SHADOWED_CACHE_SIZE = 256
"""Shadowed titles and labels kept rendered: every screen's few, for a few window sizes
(they were all kept, each name, running total and window size adding one for good)."""


def assets_root() -> Path:
    """The project's ``assets`` folder, in a checkout or inside a frozen build."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"  # scenes/shell/ -> the checkout


def asset_path(*parts: str) -> Path:
    """A file under ``assets``, e.g. ``asset_path("sounds", "click.wav")``."""
    return assets_root().joinpath(*parts)


class MissingFont(Exception):
    """Neither Tabletop's font nor pygame's default font can be opened: no text can be drawn."""


def _noto_path(bold: bool) -> Path | None:
    """Where the Noto Sans KR face should be: the packaged build carries its own copy
    in ``assets/fonts`` (beside the OFL text); from a checkout it comes from the
    installed pygame_gui, found without importing it (importing pygame_gui costs most
    of a second of start-up, and only its font files are needed). None without pygame_gui."""
    name = _FONT_FILES[bold]
    bundled = asset_path("fonts", name)
    if bundled.is_file():
        return bundled
    spec = importlib.util.find_spec(_FONT_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "data" / name


@cache
def font_path(bold: bool = False) -> str | None:
    """Filesystem path of the Noto Sans KR face (regular or bold); None when it is missing
    or cannot be opened, and pygame's default font stands in (:func:`check_fonts`).

    Opened once here, at start-up: a missing file used to surface as a
    FileNotFoundError in the middle of the first frame's drawing."""
    path = _noto_path(bold)
    if path is None:
        return None
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        # Measured too: SDL_ttf "opens" a file that is no font and fails at first use.
        pygame.font.Font(str(path), 12).size("Aa 가")
    except (OSError, pygame.error):  # missing, unreadable, or not a font at all
        return None
    return str(path)


def check_fonts() -> str | None:
    """At start-up: None when both Noto faces open; else what to tell the player, as
    pygame's default font stands in. Raises :class:`MissingFont` when that is missing too."""
    missing = [_FONT_FILES[bold] for bold in (False, True) if font_path(bold) is None]
    if not missing:
        return None
    try:
        pygame.font.Font(None, 12).size("Aa")
    except (OSError, pygame.error) as error:
        raise MissingFont(f"{' and '.join(missing)} and pygame's default font are missing "
                          f"({error})") from None
    return (f"{' and '.join(missing)} could not be opened, so pygame's default font is used "
            "(Korean text shows as boxes; reinstalling Tabletop brings the font back)")


def drawable(string: str) -> str:
    """``string`` as SDL_ttf can render it: a NUL or a lone surrogate (which make it
    raise) turns the string into :func:`tabletop.storage.text.clean`'s safe form.
    Files are checked on loading; this keeps any text that slipped past from crashing."""
    if "\x00" not in string:
        try:
            string.encode("utf-8")
        except UnicodeEncodeError:
            pass
        else:
            return string
    return clean(string)


_PROBE_PX = 40
_UNASSIGNED = "\U0010fffd"
"""A private-use code point no font of ours has: it renders as the font's empty box."""


@cache
def _empty_box() -> bytes:
    return pygame.image.tobytes(font(_PROBE_PX).render(_UNASSIGNED, True, (0, 0, 0)), "RGBA")


@cache
def font_draws(character: str) -> bool:
    """True when the font has a glyph for ``character``; an emoji, say, would draw as the
    font's empty box (trial s21: names with emoji were boxes in every place a name
    shows). SDL_ttf says nothing of a missing glyph, so the box is compared."""
    face = font(_PROBE_PX)
    if character.isspace() or face.size(drawable(character))[0] == 0:
        return True  # no box: a name drops what draws as nothing (normalise_name)
    drawn = face.render(drawable(character), True, (0, 0, 0))
    return pygame.image.tobytes(drawn, "RGBA") != _empty_box()


@lru_cache(maxsize=FONT_CACHE_SIZE)
def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """A Noto Sans KR font at ``size_px`` pixels, loaded once per size and weight."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold), max(4, int(size_px)))


class TextCache:
    """A small LRU cache of rendered text, so per-frame drawing does not re-render.

    Keys are (text, size, colour, bold, wrap width); the same call returns the
    same surface object until it falls out of the cache.
    """

    def __init__(self, capacity: int = _TEXT_CACHE_SIZE) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[
            tuple[str, int, tuple[int, ...], bool, int], pygame.Surface
        ] = OrderedDict()

    def render(
        self,
        text: str,
        size_px: int,
        colour: tuple[int, ...],
        *,
        bold: bool = False,
        wrap_width: int = 0,
    ) -> pygame.Surface:
        key = (text, int(size_px), tuple(colour), bold, int(wrap_width))
        surface = self._entries.get(key)
        if surface is not None:
            self._entries.move_to_end(key)
            return surface
        shown = drawable(text if not wrap_width else _units_kept(
            name_kept(text), size_px, wrap_width, bold))
        surface = font(size_px, bold).render(shown, True, colour[:3],
                                             wraplength=int(wrap_width))
        if len(colour) == 4 and colour[3] < 255:
            surface.set_alpha(colour[3])
        self._entries[key] = surface
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return surface

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


_text_cache = TextCache()


def text(
    string: str,
    size_px: int,
    colour: tuple[int, ...] = theme.INK,
    *,
    bold: bool = False,
    wrap_width: int = 0,
) -> pygame.Surface:
    """Rendered, antialiased text from the shared LRU cache (``wrap_width`` 0 = one line)."""
    return _text_cache.render(string, size_px, colour, bold=bold, wrap_width=wrap_width)


@lru_cache(maxsize=4096)
def text_size(string: str, size_px: int, *, bold: bool = False) -> tuple[int, int]:
    """Width and height the text would occupy, without rendering it.

    Remembered, like :func:`fit_text_px`: layouts ask each frame (Winner's Circle's lanes
    measured every horse's name for every lane, over a thousand times a frame)."""
    return font(size_px, bold).size(drawable(string))


@lru_cache(maxsize=1024)
def fit_text_px(string: str, size_px: int, max_width: int, *, bold: bool = False) -> int:
    """The largest size up to ``size_px`` at which ``string`` fits in ``max_width`` pixels.

    Remembered: every button and label asks each frame, and measuring text anew cost a
    five-seat Wizard replay about a tenth of its frame."""
    size = int(size_px)
    string = drawable(string)
    face = _measuring_font(bold)
    while size > 8:
        face.point_size = size
        if face.size(string)[0] <= max_width:
            break
        size -= 1
    return size


@cache
def _measuring_font(bold: bool) -> pygame.font.Font:
    """A face of its own that :func:`fit_text_px` sets to each size it tries. A size
    opened anew cost its first measure about 1.2 ms (SDL_ttf reads the face's tables for
    every font it opens; some twenty-five on the menu's first frame), a size set on an
    open face about 0.2 ms, the same widths; and the sizes tried no longer push the shown
    ones out of the open fonts (FONT_CACHE_SIZE)."""
    return pygame.font.Font(font_path(bold), 12)


LABEL_LETTERS_MAX = 200


def fit_label(
    string: str, size_px: int, max_width: int, *, bold: bool = False, min_fraction: float = 0.85
) -> tuple[str, int]:
    """``string`` and a size that fit ``max_width``, never smaller than readable.

    Text shrinks to ``min_fraction`` of ``size_px`` at most (a long name at
    8 px cannot be read from the sofa); what still does not fit is shortened
    with an ellipsis.
    """
    # Measuring shortens one letter at a time: a label never needs more letters than this.
    string = drawable(string)[:LABEL_LETTERS_MAX]
    floor = max(8, round(size_px * min_fraction))
    size = max(floor, fit_text_px(string, size_px, max_width, bold=bold))
    face = font(size, bold)
    if face.size(string)[0] <= max_width:
        return string, size
    shortened = string
    while shortened and face.size(shortened + "…")[0] > max_width:
        shortened = shortened[:-1]
    return shortened.rstrip() + "…", size


def is_hangul_word(word: str) -> bool:
    """True when ``word`` holds Hangul syllables: Korean breaks between words (at spaces),
    never inside one ("플레이 / 어 1" reads as two words that do not exist)."""
    return any("\uac00" <= letter <= "\ud7a3" for letter in word)


_FILE_NAME_PART = re.compile(r"[^-_./\\]+[-_./\\]*|[-_./\\]+")
"""A part of a file name up to and with the punctuation after it ("broken-", "json으로")."""


def _file_name_parts(word: str) -> list[str]:
    """``word`` cut after each ``- _ . / \\`` in it: where a file name may break."""
    return _FILE_NAME_PART.findall(word)


def name_kept(string: str) -> str:
    """``string`` with a no-break space before each honorific 님: a line never ends with a
    name and starts with its 님 ("태오 / 님은 2개", trial s37 U/009). Both wrappers (SDL_ttf's
    and :func:`wrap_lines`) break only at plain spaces."""
    return string.replace(" 님", "\u00a0님")


def _units_kept(string: str, size_px: int, width: int, bold: bool) -> str:
    """``string`` with no-break spaces inside each unit of :func:`kept_units` that fits
    ``width``: SDL_ttf, which breaks only at plain spaces, then keeps it on one line."""
    face = font(size_px, bold)
    return "\n".join(" ".join(unit.replace(" ", "\u00a0") if face.size(unit)[0] <= width
                               else unit for unit in kept_units(paragraph))
                      for paragraph in string.split("\n"))


def wrap_lines(string: str, size_px: int, max_width: int, *, bold: bool = False) -> list[str]:
    """Split ``string`` into lines no wider than ``max_width``, at spaces.

    A word wider than a whole line breaks after its hyphens, dots, underscores and
    slashes when it has them (a file name: a Korean particle written onto it stays with
    its last part, "101010.json으로"); otherwise (rare: a long name) between letters,
    except a Korean word: Korean breaks between words, so that one keeps its first
    letters and an ellipsis. A sum, a short quote or a short aside that fits a line is
    not broken (:func:`kept_units`)."""
    face = font(size_px, bold)
    string = drawable(name_kept(string))
    lines: list[str] = []
    for paragraph in string.split("\n"):
        line = ""
        words = [word for unit in kept_units(paragraph)
                 for word in ([unit] if face.size(unit)[0] <= max_width else unit.split(" "))]
        for word in words:
            candidate = f"{line} {word}" if line else word
            if face.size(candidate)[0] <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = ""
            if face.size(word)[0] <= max_width:
                line = word
                continue
            parts = _file_name_parts(word)
            if len(parts) > 1 and all(face.size(part)[0] <= max_width for part in parts):
                for part in parts:
                    if line and face.size(line + part)[0] > max_width:
                        lines.append(line)
                        line = ""
                    line += part
                continue
            if is_hangul_word(word):
                while len(word) > 1 and face.size(word + "…")[0] > max_width:
                    word = word[:-1]
                lines.append(word + "…")
                continue
            for letter in word:
                if line and face.size(line + letter)[0] > max_width:
                    lines.append(line)
                    line = ""
                line += letter
        lines.append(line)
    # The lines as written: the no-break space before 님 was only for the breaking.
    return [line.replace("\u00a0님", " 님") for line in lines]


_ASIDE = re.compile(r"\([^()]*\)\S*")
"""A bracketed aside and what is written onto its close ("(정확히 계산한 값).")."""


def asides_kept(string: str, size_px: int, width: int, *, bold: bool = False) -> str:
    """``string`` with the words of each bracketed aside joined by no-break spaces, so it
    wraps as one when it fits a line: "(정확히 계산한 값)." left "값)." alone on the review
    card's last line (trial s37 T/019). An aside wider than a line breaks as words do."""
    def joined(match: re.Match[str]) -> str:
        aside = match.group(0).replace(" ", "\u00a0")
        return aside if text_size(aside, size_px, bold=bold)[0] <= width else match.group(0)
    return _ASIDE.sub(joined, string)


@lru_cache(maxsize=256)
def no_lone_word(text: str, size_px: int, width: int, *, bold: bool = False) -> int:
    """The wrap width, at most ``width``, at which ``text``'s last line holds more than one
    word, its lines as many (so the height holds): a lesson card's "Write it in." left "in."
    alone on its last line (trial s31 H/005). ``width`` where no narrower wrap does it.

    Each try narrows to one pixel under the widest line, the widest width that wraps
    differently, so no balanced break is stepped over; of the widths that wrap as the one
    found, the middle one is given (SDL_ttf's wrapping, which the lesson card uses, then
    breaks the same even where it measures a pixel apart)."""
    face = font(size_px, bold)
    lines = wrap_lines(text, size_px, width, bold=bold)
    if len(lines) < 2 or " " in lines[-1]:
        return width
    widest = max(face.size(drawable(line))[0] for line in lines)
    # Never narrower than the widest word: a word is not broken to give another company.
    word_w = max(face.size(word)[0] for word in re.split("[ \n]", drawable(name_kept(text))))
    while widest - 1 >= word_w:
        tried = wrap_lines(text, size_px, widest - 1, bold=bold)
        if len(tried) != len(lines):
            break
        narrowest = max(face.size(drawable(line))[0] for line in tried)
        if " " in tried[-1]:
            return (narrowest + widest - 1) // 2
        widest = narrowest
    return width


def balanced_lines(string: str, size_px: int, width: int, *, bold: bool = False) -> list[str]:
    """``string`` wrapped to ``width`` by :func:`wrap_lines` (a name keeps its 님), its
    bracketed asides whole where they fit (:func:`asides_kept`) and no word alone on its
    last line where as many lines can give it company (:func:`no_lone_word`). The one
    wrapper of setup's labels and notes and of the replay review's card (trial s38)."""
    string = asides_kept(string, size_px, width, bold=bold)
    return wrap_lines(string, size_px, no_lone_word(string, size_px, width, bold=bold),
                      bold=bold)


def name_lines(
    name: str, size_px: int, max_width: int, max_lines: int = 2, *, bold: bool = False
) -> list[str]:
    """A player's name in at most ``max_lines`` lines of ``max_width`` at ``size_px``.

    Breaks at spaces, after hyphens, and between letters of a word longer
    than a line (a Korean word is shortened instead: :func:`wrap_lines`). Only a name that needs
    more lines than allowed is shortened, with an ellipsis at the end of the
    last line, so most of it stays readable. Cached: plates ask every frame.
    """
    return list(_name_lines(name, int(size_px), int(max_width), max_lines, bold))


@lru_cache(maxsize=256)
def _name_lines(
    name: str, size_px: int, max_width: int, max_lines: int, bold: bool
) -> tuple[str, ...]:
    spaced = name.replace("-", "- ").replace("-  ", "- ")
    lines = [line.replace("- ", "-") for line in wrap_lines(spaced, size_px, max_width,
                                                             bold=bold)]
    if len(lines) <= max_lines:
        return tuple(lines)
    face = font(size_px, bold)
    last = lines[max_lines - 1]
    while last and face.size(last + "…")[0] > max_width:
        last = last[:-1]
    return (*lines[: max_lines - 1], last.rstrip() + "…")


def paragraph(
    string: str,
    size_px: int,
    colour: tuple[int, ...],
    max_width: int,
    *,
    bold: bool = False,
    align: str = "center",
) -> pygame.Surface:
    """Wrapped text with each line aligned ``"left"``, ``"center"`` or ``"right"`` (cached)."""
    return _paragraph(string, int(size_px), tuple(colour), int(max_width), bold, align)


@lru_cache(maxsize=128)
def _paragraph(
    string: str, size_px: int, colour: tuple[int, ...], max_width: int, bold: bool, align: str
) -> pygame.Surface:
    lines = [font(size_px, bold).render(drawable(line), True, colour[:3])
             for line in wrap_lines(string, size_px, max_width, bold=bold)]
    line_height = font(size_px, bold).get_linesize()
    width = max(line.get_width() for line in lines)
    result = pygame.Surface((width, line_height * len(lines)), pygame.SRCALPHA)
    for index, line in enumerate(lines):
        x = {"left": 0, "right": width - line.get_width()}.get(
            align, (width - line.get_width()) // 2)
        result.blit(line, (x, index * line_height))
    if len(colour) == 4 and colour[3] < 255:
        result.set_alpha(colour[3])
    return result


def shadowed_text(
    string: str,
    size_px: int,
    colour: tuple[int, ...],
    *,
    bold: bool = False,
    shadow: tuple[int, int, int, int] = (0, 0, 0, 110),
) -> pygame.Surface:
    """Text with a 1-2 px soft drop shadow, for titles on felt and wood."""
    return _shadowed_text(string, int(size_px), tuple(colour), bold, shadow)


@lru_cache(maxsize=SHADOWED_CACHE_SIZE)
def _shadowed_text(
    string: str,
    size_px: int,
    colour: tuple[int, ...],
    bold: bool,
    shadow: tuple[int, int, int, int],
) -> pygame.Surface:
    string = drawable(string)
    front = font(size_px, bold).render(string, True, colour[:3])
    back = font(size_px, bold).render(string, True, shadow[:3])
    back.set_alpha(shadow[3])
    offset = max(1, size_px // 18)
    result = pygame.Surface(
        (front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA
    )
    result.blit(back, (offset, offset))
    result.blit(front, (0, 0))
    return result


@cache
def image(*parts: str) -> pygame.Surface:
    """An image under ``assets`` loaded once (converted for fast blits when a display exists)."""
    loaded = pygame.image.load(str(asset_path(*parts)))
    if pygame.display.get_surface() is not None:
        return loaded.convert_alpha()
    return loaded


WINDOW_ICON_PX = 64
"""The window icon's size: what docks and task bars show, scaled down for a title bar."""


def window_icon() -> pygame.Surface | None:
    """The window's icon, drawn from ``assets/icon/tabletop.svg``; None when this system's
    SDL_image cannot draw SVG or the file is missing (pygame's own icon stays then), and
    in a macOS app bundle, whose Dock icon is already its own sharper icns."""
    if sys.platform == "darwin" and getattr(sys, "frozen", False):
        return None
    try:
        return pygame.image.load_sized_svg(str(asset_path("icon", "tabletop.svg")),
                                           (WINDOW_ICON_PX, WINDOW_ICON_PX))
    except (pygame.error, OSError):
        return None


@cache
def sound(*parts: str) -> pygame.mixer.Sound:
    """A sound under ``assets`` loaded once; needs a running mixer (see ``scenes.shell.audio``)."""
    return pygame.mixer.Sound(str(asset_path(*parts)))


def clear_caches() -> None:
    """Forget cached fonts, text, images and sounds; before ``pygame.quit()``, which
    leaves a font dropped after it with its file still open."""
    font.cache_clear()
    font_path.cache_clear()
    fit_text_px.cache_clear()
    _measuring_font.cache_clear()
    text_size.cache_clear()
    _name_lines.cache_clear()
    _text_cache.clear()
    _shadowed_text.cache_clear()
    _paragraph.cache_clear()
    image.cache_clear()
    sound.cache_clear()
