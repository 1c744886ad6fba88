"""Widgets under SDL's dummy drivers: focus and activation, toasts, the curtain, seat plates,
text and audio (dice and cards: ``test_widgets_pieces``)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.button import Button
from scenes.widgets.curtain import PrivacyCurtain
from scenes.widgets.focus import FocusRing, RectPiece
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.prompt import PromptLine
from scenes.widgets.seat_plate import STATUS_SEPARATOR, SeatPlate, _fitting_parts
from scenes.widgets.toast import TOAST_SECONDS, ToastStack
from scenes.widgets.tween import Pace
from tabletop.i18n import ENGLISH, Words


def key(key_code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0)


def click(pos: tuple[int, int], kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def grid(pressed: list[str]) -> list[Button]:
    """A 2x2 grid of buttons: a b / c d; pressing one records its name."""
    names = ["a", "b", "c", "d"]
    return [
        Button((100 + (i % 2) * 220, 100 + (i // 2) * 80, 200, 56), text=name,
               on_click=lambda name=name: pressed.append(name), sound=None)
        for i, name in enumerate(names)
    ]


# ---------------------------------------------------------------- buttons and focus


def test_tab_and_shift_tab_cycle_focus_and_skip_disabled(screen: pygame.Surface) -> None:
    pressed: list[str] = []
    buttons = grid(pressed)
    buttons[1].enabled = False
    ring = FocusRing(buttons)
    assert ring.focused is buttons[0] and buttons[0].focused
    ring.handle_event(key(pygame.K_TAB))
    assert ring.focused is buttons[2]  # b is disabled
    ring.handle_event(key(pygame.K_TAB))
    ring.handle_event(key(pygame.K_TAB))
    assert ring.focused is buttons[0]  # wrapped around
    ring.handle_event(key(pygame.K_TAB, pygame.KMOD_LSHIFT))
    assert ring.focused is buttons[3]
    assert sum(button.focused for button in buttons) == 1


def test_arrow_keys_move_focus_spatially(screen: pygame.Surface) -> None:
    buttons = grid([])
    ring = FocusRing(buttons)
    ring.handle_event(key(pygame.K_RIGHT))
    assert ring.focused is buttons[1]
    ring.handle_event(key(pygame.K_DOWN))
    assert ring.focused is buttons[3]
    ring.handle_event(key(pygame.K_LEFT))
    assert ring.focused is buttons[2]
    ring.handle_event(key(pygame.K_UP))
    assert ring.focused is buttons[0]


@pytest.mark.parametrize("activate_key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_enter_and_space_press_the_focused_button(
    screen: pygame.Surface, activate_key: int
) -> None:
    pressed: list[str] = []
    ring = FocusRing(grid(pressed))
    ring.handle_event(key(pygame.K_RIGHT))
    assert ring.handle_event(key(activate_key))
    assert pressed == ["b"]


def test_hotkey_presses_its_button_and_disabled_buttons_never_fire(
    screen: pygame.Surface,
) -> None:
    pressed: list[str] = []
    roll = Button((0, 0, 100, 40), text="Roll", hotkey=pygame.K_r,
                  on_click=lambda: pressed.append("roll"), sound=None)
    ring = FocusRing([roll])
    ring.handle_event(key(pygame.K_r))
    roll.enabled = False
    ring.handle_event(key(pygame.K_r))
    ring.handle_event(key(pygame.K_RETURN))
    assert pressed == ["roll"]


def test_mouse_click_needs_press_and_release_on_the_button(screen: pygame.Surface) -> None:
    pressed: list[str] = []
    buttons = grid(pressed)
    ring = FocusRing(buttons)
    inside, outside = buttons[3].rect.center, (5, 5)
    ring.handle_event(click(inside, pygame.MOUSEBUTTONDOWN))
    ring.handle_event(click(outside, pygame.MOUSEBUTTONUP))  # dragged off: cancelled
    assert pressed == []
    ring.handle_event(click(inside, pygame.MOUSEBUTTONDOWN))
    assert buttons[3].pressed
    ring.handle_event(click(inside, pygame.MOUSEBUTTONUP))
    assert pressed == ["d"] and not buttons[3].pressed


def test_a_button_greyed_out_wears_no_focus_ring(screen: pygame.Surface) -> None:
    """Trial X/006: Big Shot's grey Place cubes wore the gold ring it had when last pressed
    (kept while it stood out of the table's ring). A button that cannot be pressed draws
    as one never focused, the frame it greys and after, and it keeps no ring to fade."""
    words = ENGLISH
    grey = Button((100, 100, 240, 60), text="Place cubes", hotkey=pygame.K_SPACE, words=words,
                  enabled=False, sound=None)
    focused = Button((100, 100, 240, 60), text="Place cubes", hotkey=pygame.K_SPACE,
                     words=words, sound=None)
    focused.focused = True
    for _ in range(30):
        focused.update(1 / 30)
    assert focused.focus_amount > 0.9

    def drawn(button: Button) -> bytes:
        screen.fill(theme.PAPER)
        button.draw(screen)
        return pygame.image.tobytes(screen, "RGB")

    plain = drawn(grey)
    focused.enabled = False  # greyed before the next update (or while out of any ring)
    assert drawn(focused) == plain
    focused.update(1 / 60)
    assert focused.focus_amount == 0.0 and drawn(focused) == plain
    focused.enabled = True  # pressable again, unfocused: no old glow fades in and out
    focused.focused = False
    focused.update(1 / 60)
    assert focused.focus_amount == 0.0


def test_hover_moves_the_focus(screen: pygame.Surface) -> None:
    buttons = grid([])
    ring = FocusRing(buttons)
    ring.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=buttons[2].rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    assert ring.focused is buttons[2] and buttons[2].hovered


def test_a_focus_the_pointer_gave_leaves_with_it_and_a_keys_focus_stays(
        screen: pygame.Surface) -> None:
    """A die clicked into the held row kept the hover's glow, read as a second held look."""
    buttons = grid([])
    ring = FocusRing(buttons, focus_first=False)

    def point(pos: tuple[int, int]) -> None:
        ring.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))

    point(buttons[1].rect.center)
    assert ring.focused is buttons[1]
    point((5, 5))  # off every button
    assert ring.focused is None and not buttons[1].focused
    ring.handle_event(key(pygame.K_TAB))
    assert ring.focused is buttons[0]
    point((5, 5))
    assert ring.focused is buttons[0]


def test_a_glow_leaves_the_face_it_surrounds_clear(screen: pygame.Surface) -> None:
    """A glow drawn over a score cell or a district kept gold over its number."""
    size, spread = (80, 40), 10
    halo = paint.glow(size, 6, spread)
    pad = 2 * spread
    assert halo.get_at((pad + size[0] // 2, pad + size[1] // 2)).a == 0
    assert halo.get_at((pad - 2, pad + size[1] // 2)).a > 200  # the bright band at the edge


def test_button_label_follows_the_language(screen: pygame.Surface) -> None:
    button = Button((0, 0, 200, 50), "widgets.your_turn", label_args={"name": "Mina"},
                    words=ENGLISH)
    assert button.label == "Mina's turn"
    button.words = Words("ko")  # what a screen hands over when it lays out after a switch
    assert button.label == "Mina 님 차례"
    button.draw(screen)  # renders Hangul without error


# ---------------------------------------------------------------- toasts, log, prompt


def test_toasts_expire_after_their_time_and_stack(screen: pygame.Surface) -> None:
    stack = ToastStack(screen.get_rect())
    stack.show("Mina took back a move.", error=False)
    stack.update(1.0)
    stack.show("You have no rolls left.")
    assert len(stack.toasts) == 2
    stack.update(TOAST_SECONDS - 1.0 + 0.01)
    assert [toast.text for toast in stack.toasts] == ["You have no rolls left."]
    assert 0.0 < stack.toasts[0].alpha <= 1.0
    stack.update(1.0)
    assert stack.toasts == []


def test_a_toast_waiting_unseen_keeps_its_time_until_it_shows(screen: pygame.Surface) -> None:
    """Room for one card only: the older waits behind the newest, and its clock waits
    too (the last trial: an older toast could fade out never having been seen)."""
    stack = ToastStack(pygame.Rect(0, 0, 300, 60))
    # Notices, not refusals: a newer refusal would take the older's place outright.
    stack.show("That box is already filled.", error=False)
    stack.show("You have no rolls left.", error=False)
    stack.draw(screen)
    assert len(stack.rects(screen.get_size())) == 1, "one card fits: the newest"
    for _ in range(round(TOAST_SECONDS * 30) + 1):
        stack.update(1 / 30)
        stack.draw(screen)
    assert [toast.text for toast in stack.toasts] == ["That box is already filled."]
    assert stack.rects(screen.get_size()), "it shows now, from its start"
    assert stack.toasts[0].alpha < 0.5, "and fades in, never seen before"


def test_a_tip_stands_only_where_it_covers_nothing(screen: pygame.Surface) -> None:
    """A notice with no free place stands where it covers the least; a tip (``spare``)
    waits unseen, and keeps off what the screen keeps its tips from too (trial s34 P/002,
    P/024: the phones tip over Wizard's trick and Polterfass's tally)."""
    area = pygame.Rect(0, 0, 400, 120)
    parts = [pygame.Rect(0, 0, 400, 50)]
    stack = ToastStack(area, lambda: parts)
    stack.tip_clear = lambda: [pygame.Rect(0, 60, 400, 60)]
    tip = stack.show("Tip: phones keep secrets.", error=False, spare=True)
    assert not stack.rects(screen.get_size()), "over the tips' parts"
    assert not tip.seen
    stack.tip_clear = tuple
    assert stack.rects(screen.get_size()), "the free place below the parts"
    assert tip.seen
    parts.append(pygame.Rect(0, 50, 400, 70))  # nothing is free now
    assert not stack.rects(screen.get_size())
    stack.show("Not your turn.")
    assert len(stack.rects(screen.get_size())) == 1, "a notice stands all the same"


def test_repeating_the_same_refusal_does_not_pile_up(screen: pygame.Surface) -> None:
    stack = ToastStack(screen.get_rect())
    for _ in range(3):
        stack.show("Not your turn.")
        stack.update(2.0)
    assert len(stack.toasts) == 1 and not stack.toasts[0].is_expired
    for index in range(10):
        stack.show(f"message {index}", error=False)
    assert len(stack.toasts) == ToastStack.MAX_VISIBLE


def test_a_new_refusal_takes_the_place_of_the_last(screen: pygame.Surface) -> None:
    """Two red cards stacked over the game log, "That horse's card is face down…" under
    "You have rolled; now choose a horse" (a trial): the newer answers the last attempt."""
    stack = ToastStack(screen.get_rect())
    stack.show("Mina took back a move.", error=False)
    stack.show("That horse's card is face down.")
    stack.show("You have rolled; now choose a horse to move.")
    assert [toast.text for toast in stack.toasts] == [
        "Mina took back a move.", "You have rolled; now choose a horse to move."]
    stack.drop_refusals()
    assert [toast.text for toast in stack.toasts] == ["Mina took back a move."]


def test_log_panel_toggles_and_scrolls_within_its_content(screen: pygame.Surface) -> None:
    panel = LogPanel((980, 100, 284, 520), ENGLISH)
    for index in range(60):
        panel.add(f"Entry number {index} with enough words to wrap onto a second line.", index % 4)
    assert panel.handle_event(key(pygame.K_l))
    assert not panel.is_open
    panel.handle_event(click(panel.tab_rect().center, pygame.MOUSEBUTTONDOWN))
    assert panel.is_open
    panel.scroll_by(10**6)
    top = panel.scroll
    assert top > 0
    panel.scroll_by(10**6)
    assert panel.scroll == top  # clamped at the oldest entry
    panel.scroll_by(-(10**6))
    assert panel.scroll == 0
    panel.update(1.0)
    panel.draw(screen)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1000, 800), (800, 450)])
def test_the_closed_logs_tab_stands_whole_in_the_window(size: tuple[int, int]) -> None:
    """Trial s18 at 1000x800: the closed log's tab ran past the window's right edge."""
    from scenes.games.frame import FrameLayout

    panel = LogPanel(FrameLayout.for_size(size, 3).log, ENGLISH, is_open=False)
    panel.update(1.0)
    tab = panel.tab_rect()
    assert tab.x > 0 and tab.right <= size[0], (tab, size)


def test_prompt_line_keeps_its_text_and_seat(screen: pygame.Surface) -> None:
    prompt = PromptLine((16, 650, 1248, 56), pace=Pace())
    prompt.set("Mina — roll the dice", 0)
    prompt.update(1.0)
    prompt.draw(screen)
    assert (prompt.text, prompt.seat_index) == ("Mina — roll the dice", 0)


# ---------------------------------------------------------------- privacy curtain


def test_curtain_confirms_with_enter_or_a_whole_click(screen: pygame.Surface) -> None:
    curtain = PrivacyCurtain(screen.get_rect(), "Mina", 0, words=ENGLISH)
    assert curtain.handle_event(key(pygame.K_RETURN))
    assert curtain.handle_event(key(pygame.K_KP_ENTER))
    # Space rolls and a digit moves for the seat before: neither lifts it (trial s22).
    for other in (pygame.K_SPACE, pygame.K_1, pygame.K_a):
        assert not curtain.handle_event(key(other))
    fresh = PrivacyCurtain(screen.get_rect(), "Mina", 0, words=ENGLISH)
    # The release of the click that ended the previous turn must not dismiss it.
    assert not fresh.handle_event(click((640, 360), pygame.MOUSEBUTTONUP))
    assert not fresh.handle_event(click((640, 360), pygame.MOUSEBUTTONDOWN))
    assert fresh.handle_event(click((640, 360), pygame.MOUSEBUTTONUP))


def test_curtain_hides_everything_beneath_it(screen: pygame.Surface) -> None:
    secret = (255, 0, 255)
    screen.fill(secret)
    curtain = PrivacyCurtain(screen.get_rect(), "민아", 2, words=Words("ko"))
    curtain.draw(screen)  # drawn at once, mid-intro: still fully opaque
    width, height = screen.get_size()
    for x in range(0, width, 7):
        for y in range(0, height, 7):
            assert screen.get_at((x, y))[:3] != secret


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_low_curtain_keeps_its_title_clear_of_its_keycap(language: str,
                                                           size: tuple[int, int]) -> None:
    """A purse-sized cover (Big Shot's money) has room for one line: the title wraps
    beside the keycap, inside the card, instead of running under it ("Player 1: press
    t[Enter]... show your money")."""
    scale = theme.ui_scale(size)
    purse = pygame.Rect(0, 0, 472 * size[1] // 1080, 205 * size[1] // 1080)  # as drawn
    curtain = PrivacyCurtain(purse, "Player 1", 0, part="money", words=Words(language))
    cover, cap, title, _ = curtain.paint(scale)
    assert not title.colliderect(cap), "the keycap stands over the title"
    assert cover.get_rect().contains(title) and title.left >= 0


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("part", "cover_size"), [
    ("money", (472, 205)), ("money", (261, 261)), ("chips", (560, 300)),
    ("cards", (1243, 291))])
def test_every_curtain_says_who_looks_and_who_looks_away(
        language: str, size: tuple[int, int], part: str, cover_size: tuple[int, int]) -> None:
    """Issue #32: Big Shot's money cover (a low strip) named the person to look but told
    no one to look away, as every other cover does. Each cover, at 1080p's size and
    scaled, says both, neither over the other nor the keycap, all inside it."""
    scale = theme.ui_scale(size)
    area = pygame.Rect(0, 0, cover_size[0] * size[1] // 1080, cover_size[1] * size[1] // 1080)
    curtain = PrivacyCurtain(area, "Player 1", 0, part=part, words=Words(language))
    cover, cap, title, hint = curtain.paint(scale)
    body = theme.text_px(theme.TextSize.SMALL, scale)
    assert title.height >= body and hint.height >= body, "a line left unsaid"
    assert title.collidelist([hint, cap]) < 0 and not hint.colliderect(cap)
    assert all(cover.get_rect().contains(rect) for rect in (title, hint, cap))


# ---------------------------------------------------------------- seats, text, drawing


def test_seat_plate_counts_its_score(screen: pygame.Surface) -> None:
    plate = SeatPlate((20, 20, 220, 62), 4, "민아", 10, pace=Pace())
    plate.set_score(30)
    plate.set_active(True)
    plate.update(0.1)
    assert 10 < plate.counter.shown < 30
    plate.draw(screen)
    plate.update(1.0)
    assert plate.counter.shown == 30


def test_a_narrow_plate_drops_whole_status_parts_rather_than_cutting_one(
    screen: pygame.Surface,
) -> None:
    status = STATUS_SEPARATOR.join(["Dealer", "Computer"])
    face = assets.font(16)
    narrow = face.size(status)[0] - 10
    assert _fitting_parts([status], 16, narrow) == "Dealer"
    assert _fitting_parts([status], 16, narrow + 20) == status
    assert _fitting_parts(["Innkeeper"], 16, 10) == "Innkeeper"  # one part is shortened later
    # Shorter forms come first, and the last one loses its parts (a kept "Computer").
    assert _fitting_parts([status, "Computer"], 16, narrow) == "Computer"
    assert _fitting_parts([status, "Computer · Dealer"], 16, narrow) == "Computer"


@pytest.mark.parametrize("name", ["Easy", "Computer 1"])
def test_a_wide_score_moves_to_the_line_with_room_so_name_and_status_stay_whole(
    screen: pygame.Surface, drawn_texts: list[str], name: str
) -> None:
    plate = SeatPlate((20, 20, 160, 46), 1, name, 10, pace=Pace(), format_score=lambda n: f"{n} M",
                      subtitle="Computer")
    plate.draw(screen)
    assert {name, "Computer", "10 M"} <= set(drawn_texts)


def test_a_status_part_is_left_out_only_where_no_layout_keeps_it(
    screen: pygame.Surface, drawn_texts: list[str]
) -> None:
    # Big Shot's final plates at 1920x1080: the large score between both lines left out
    # "· 대출 1건" (loans), which the score beside the short name keeps (trial s13, 248).
    status = STATUS_SEPARATOR.join(["지구 3개", "대출 1건"])
    plate = SeatPlate((0, 0, 309, 72), 0, "Mina", 2, pace=Pace(), subtitle=status,
                      format_score=lambda n: f"{n}M")
    plate.min_px = 24  # the small size at 1920x1080
    plate.draw(screen)
    assert status in drawn_texts and "Mina" in drawn_texts


def test_every_seat_symbol_has_its_own_shape(screen: pygame.Surface) -> None:
    shapes = set()
    for seat in range(6):
        symbol = theme.seat_symbol_surface(seat, 20, (0, 0, 0), (255, 255, 255))
        shapes.add(pygame.image.tobytes(symbol, "RGBA"))
    assert len(shapes) == 6


def test_text_is_cached_and_hangul_has_glyphs(screen: pygame.Surface) -> None:
    first = assets.text("민아에게 넘겨주세요", 20)
    assert assets.text("민아에게 넘겨주세요", 20) is first
    assert all(metric is not None for metric in assets.font(20).metrics("민아에게"))
    lines = assets.wrap_lines("one two three four five six", 20, 80)
    assert len(lines) > 1 and all(assets.text_size(line, 20)[0] <= 80 for line in lines)


@pytest.mark.parametrize("bold", [False, True])
def test_fitting_words_finds_the_largest_size_and_opens_no_font_per_size_tried(
        screen: pygame.Surface, bold: bool) -> None:
    # Each size opened to be tried cost a millisecond, and crowded the shown fonts out.
    words = "Winner's Circle 위너스 서클"
    assets.clear_caches()  # earlier tests leave fonts and fitted sizes open (close_window)
    assets.font(12, bold)
    opened = assets.font.cache_info().currsize
    size = assets.fit_text_px(words, 60, 120, bold=bold)
    assert assets.font.cache_info().currsize == opened
    assert 8 < size < 40
    width = assets.font(size, bold).size(words)[0]
    assert width <= 120 < assets.font(size + 1, bold).size(words)[0]


def test_font_path_does_not_depend_on_the_working_directory(
    screen: pygame.Surface, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(str(tmp_path))
    assert assets.asset_path("sounds", "click.wav").is_file()
    assert assets.font_path(bold=True).endswith("NotoSansKR-Bold.ttf")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_paint_helpers_cache_per_size(screen: pygame.Surface, size: tuple[int, int]) -> None:
    assert paint.felt_table(size) is paint.felt_table(size)
    assert paint.felt_table(size).get_size() == size
    shadow = paint.drop_shadow((100, 60), 8, 6)
    assert shadow.get_size() == (100 + 24, 60 + 24)
    halo = paint.glow((100, 60), 8, 10)
    assert halo.get_at((halo.get_width() // 2, 20 - 2))[3] > 0  # glow just outside the edge


# ---------------------------------------------------------------- audio


def test_audio_is_silent_when_no_device_exists(
    screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    audio.shutdown()

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    assert audio.init(volume=0.5) is False
    assert not audio.is_enabled()
    audio.play("dice_rattle")  # no device: nothing happens, nothing crashes
    audio.set_volume(0.2)
    with pytest.raises(KeyError):
        audio.play("no_such_sound")


def test_a_test_opens_no_audio_device_unless_it_asks(screen: pygame.Surface) -> None:
    # Closing even the dummy device waits for its thread (tests/conftest.py): a test
    # hears the program only with ``sound_device``.
    audio.shutdown()
    assert audio.init(volume=0.5) is False
    assert not audio.is_enabled()


def test_audio_plays_and_volume_applies_live(sound_device: None, screen: pygame.Surface) -> None:
    audio.shutdown()
    try:
        assert audio.init(volume=0.5) is True
        audio.play("click")
        audio.set_volume(0.25)
        assert all(sound.get_volume() == pytest.approx(0.25, abs=0.01)
                   for sound in audio.board._sounds.values())
    finally:
        audio.shutdown()


def test_long_names_are_shortened_rather_than_shrunk_past_reading(screen: pygame.Surface) -> None:
    from scenes.shell import assets

    short, size = assets.fit_label("Mina", 20, 200)
    assert (short, size) == ("Mina", 20)
    long_name = "Alexander the Magnificent"
    shown, size = assets.fit_label(long_name, 20, 60)
    assert size >= 17
    assert shown.endswith("…") and long_name.startswith(shown[:-1].rstrip())
    assert assets.font(size).size(shown)[0] <= 60



@pytest.mark.parametrize(("name", "subtitle", "score"), [
    ("Computer 1", "Computer", 10),
    ("Computer 2", "Dealer · Computer", 30),
    ("Computer 2", "Black magician", 120),
])
def test_a_score_keeps_a_whole_padding_from_the_line_beside_it(
    screen: pygame.Surface, name: str, subtitle: str, score: int
) -> None:
    # A four-seat Wizard Extreme plate: with half the padding (3 px) the score touched
    # "Computer 1"; beside the status it has the whole padding and nothing is cut.
    plate = SeatPlate((20, 20, 160, 46), 1, name, score, subtitle=subtitle, pace=Pace())
    pad = max(6, 46 // 6)
    full = 160 - round(46 * 0.62) - 2 * pad
    place, score_px, lines, name_px, status = plate._layout(str(score), full, pad)
    beside = (assets.text_size(status, plate.min_px)[0] if place == "by status"
              else assets.text_size(lines[0], name_px, bold=True)[0])
    gap = full - beside - assets.text_size(str(score), score_px, bold=True)[0]
    assert gap >= pad, (place, lines, status, gap)


@pytest.mark.parametrize("number", [1, 2])
def test_a_plate_that_must_shorten_something_keeps_the_name_whole(
    screen: pygame.Surface, number: int
) -> None:
    # Four Winner's Circle plates at 1280x720: both computers read "Compute… $0" beside
    # "3 chips to bet", so nobody could tell which computer was which.
    name = f"Computer {number}"
    plate = SeatPlate((0, 0, 158, 48), number, name, 0, pace=Pace(), format_score=lambda n: f"${n}",
                      subtitle="3 chips to bet")
    pad = max(6, 48 // 6)
    _, _, lines, _, status = plate._layout("$0", 158 - round(48 * 0.62) - 2 * pad, pad)
    assert lines == [name]
    assert status.startswith("3 chips")


def test_every_rectangle_piece_hovers_and_glows_only_while_it_can_be_pressed() -> None:
    from scenes.games.big_shot.panels import HandCube
    from scenes.games.winners_circle.lanes import ChipPiece, HorseLane
    from scenes.games.wizard_extreme.seals import SealStack
    from tabletop.games.wizard_extreme import Seal

    lane = HorseLane(0, 3, lambda horse: None, str, 6)
    seal = SealStack(Seal.RED, lambda seal: None)
    chip, cube = ChipPiece(0, 2, 0, lambda index: None), HandCube(0, 0)
    pieces: list[RectPiece] = [lane, seal, chip, cube]
    for piece in pieces:
        piece.rect = pygame.Rect(10, 10, 40, 40)
    lane.selectable = seal.interactive = False  # these two cannot be pressed now
    ring = FocusRing(pieces, focus_first=False)
    ring.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(20, 20), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    assert [piece.hovered for piece in pieces] == [False, False, True, True]
    for piece in pieces:
        piece.focused = True
        for _ in range(60):
            piece.update(1 / 30)
    assert [piece.glow.amount > 0.9 for piece in pieces] == [False, False, True, True]
    assert all(piece.is_settled for piece in pieces)


def test_a_label_measured_before_the_first_draw_is_the_size_drawn(screen: pygame.Surface) -> None:
    """A screen lays out by :meth:`Button.label_px` before drawing; the keycap it leaves
    room for is the window's, not a guess (Big Shot's Loan measured an 18 px "K" at 1080p)."""
    window = pygame.display.set_mode((1920, 1080))
    for width in range(160, 321, 8):
        button = Button((100, 100, width, 72), text="Take a loan", on_click=lambda: None,
                        hotkey=pygame.K_k, sound=None, words=ENGLISH)
        measured = button.label_px()
        button.draw(window)
        assert button.label_px() == measured, f"{width} px wide"


def test_a_wrapped_texts_last_line_keeps_a_word_company(screen: pygame.Surface) -> None:
    """The Yacht lesson's "… always 30. Write it in." left "in." alone on its last line
    (trial s31 H/005): the wrap narrows, its lines as many, till the last has two words."""
    text = ENGLISH("yacht.lesson.score_straight")
    size = 36
    lone = [width for width in range(300, 1200, 4)
            if len(lines := assets.wrap_lines(text, size, width)) > 1 and " " not in lines[-1]]
    assert lone, "no width leaves a word alone: the test shows nothing"
    for width in lone:
        narrower = assets.no_lone_word(text, size, width)
        lines = assets.wrap_lines(text, size, narrower)
        assert narrower <= width and " " in lines[-1], (width, lines)
        assert len(lines) == len(assets.wrap_lines(text, size, width)), (width, lines)


class _Blits(pygame.Surface):
    """A screen that notes where each blit lands."""

    spots: list[tuple[int, int]]

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        self.spots.append((int(dest[0]), int(dest[1])))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("entries", range(10, 16))
def test_the_open_log_shows_only_whole_lines_under_its_title(
        screen: pygame.Surface, entries: int) -> None:
    """Trial s35 Q/003: pinned to the newest entry, the log showed a sliver of an older one
    under its title ("Computer releases a 4." cut through). Every line drawn is whole."""
    target = _Blits(screen.get_size())
    target.spots = []
    panel = LogPanel((980, 100, 284, 520), ENGLISH)
    for index in range(entries):
        panel.add(f"Entry {index} with enough words to wrap.", index % 4)
    panel.draw(target)
    body = panel._body_rect()
    lines = [spot for spot in target.spots if spot[0] == body.x]
    assert lines and all(y >= body.y for _, y in lines), (body, lines)
