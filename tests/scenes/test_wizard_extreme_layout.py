"""Wizard Extreme's table laid out at 3-5 seats and at the reference, the common small and
the minimum window sizes: every seat's seal piles and count badges clear of each other
and inside the seat's place even in the worst case (all seven kinds, two-digit counts);
the steal dialog compact, inside the side panel, its words at least ART.md's small size,
and each of its buttons in the focus ring."""

from __future__ import annotations

import time
from itertools import combinations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme import zone as seat_zone
from scenes.games.wizard_extreme.art import POOL_ORDER, card_index
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push, Replace
from scenes.shell.theme import TextSize, text_px, ui_scale
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import COLOURS, Card, Phase, Seal
from tabletop.i18n import ENGLISH
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.text_probe import recording

__all__ = ["app"]

SIZES = [(1280, 720), (1024, 600), (800, 450), (1920, 1080)]


def table(shell: App, seats: int, size: tuple[int, int]) -> WizardExtremeScene:
    """The person at seat 0 predicting, at window ``size``."""
    from tabletop.session import GameSession

    set_speed(shell, "instant")
    resize_window(shell, size)
    frames(shell, 1)
    configs = [SeatConfig("Mina", 0)] + [
        SeatConfig(f"Alexandra-{index}", index, SeatKind.COMPUTER, "easy")
        for index in range(1, seats)]
    session = GameSession.start(GAMES["wizard_extreme"], configs, seed=8)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WizardExtremeScene)
    manager = shell.context.manager
    manager.apply(Replace(scene) if manager.stack else Push(scene))
    for _ in tries(600):
        frames(shell, 1)
        if scene.accepts_input:
            break
        time.sleep(0.001)
    assert scene.accepts_input and session.game.state.phase is Phase.PREDICT
    assert shell.context.size == size
    return scene


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_seal_badges_never_overlap_and_stay_in_the_seat_place(app: App, seats: int) -> None:
    worst = {seal: 10 + index for index, seal in enumerate(POOL_ORDER)}
    for size in SIZES:
        scene = table(app, seats, size)
        for seat in range(seats):
            seals, zone = scene.seat_seals[seat], scene.zones[seat].rect
            seals.counts = dict(worst)  # every kind held: the piles stand in table order
            piles = [seals.pile_rect(seal, count) for seal, count in worst.items()]
            badges = [seals.badge_rect(seal, count) for seal, count in worst.items()]
            where = f"{size} seat {seat}"
            assert seals.rect.width > 0 and zone.contains(seals.rect), where
            assert not seals.rect.colliderect(scene.backs[seat].rect), where
            for rect in piles + badges:
                assert seals.rect.contains(rect), f"{where}: {rect} outside {seals.rect}"
            # A badge lies on its own pile's foot (the rim under the emblem), never on
            # another pile or badge.
            kinds = [pile.union(badge) for pile, badge in zip(piles, badges, strict=True)]
            for first, second in combinations(kinds, 2):
                assert not first.colliderect(second), f"{where}: {first} overlaps {second}"
            # Tokens large enough to tell apart, counts at ART.md's small size.
            assert seals.diameter >= 12 * ui_scale(size), where
            assert badges[0].height >= 0.6 * text_px(TextSize.SMALL, ui_scale(size)), where
            # The flights land where the piles are drawn.
            for seal, pile in zip(worst, piles, strict=True):
                x, y = seals.place(seal)
                assert pile.collidepoint(round(x), round(y)), where
            seals.counts = dict(worst)
        frames(app, 2)  # and the worst case draws


def open_steal(scene: WizardExtremeScene, seal: Seal) -> list[int]:
    """Every seal of ``seal``'s colour spread over the other seats; the person asks for one."""
    state = scene.session.game.state
    others = [seat for seat in range(1, len(scene.session.seats)) if seat != state.magician]
    total = state.pool[seal] + sum(state.seals[seat][seal] for seat in others)
    state.pool[seal] = 0
    for seat in others:
        state.seals[seat][seal] = 0
    for index in range(total):
        state.seals[others[index % len(others)]][seal] += 1
    scene.driver.resync()
    scene._take_colour(seal)
    assert scene.side.steal_colour is not None
    return [seat for seat in others if state.seals[seat][seal]]


@pytest.mark.parametrize("seats", [3, 5])
def test_the_steal_dialog_is_compact_readable_and_focusable(
    app: App, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    for size in [(1280, 720), (1024, 600)]:
        scene = table(app, seats, size)
        holders = open_steal(scene, Seal.RED)  # red has five seals: the most holders
        frames(app, 30)  # a moment at the new table: Enter there is a press of its own
        layout = scene.side.steal()
        assert layout is not None and scene.side.steal_holders == holders
        assert scene.side.rect.contains(layout.paper), size
        if len(holders) <= 2:
            assert layout.paper.height <= 0.8 * scene.side.rect.height, "compact, no empty room"
        buttons = [*scene.side.choice_buttons, scene.side.cancel_button]
        assert [b.rect for b in buttons] == list(layout.buttons)
        for first, second in combinations(layout.buttons, 2):
            assert not first.colliderect(second)
        assert all(layout.paper.contains(b.rect) for b in buttons)
        assert scene.controls.buttons == buttons and scene.controls.focused is buttons[0]
        small = text_px(TextSize.SMALL, ui_scale(size))
        with recording() as seen:
            frames(app, 2)
        # Sizes of the dialog's own words (the labels are fitted between symbol and count).
        names = {scene.session.name(seat) for seat in holders}
        words = {ENGLISH("wizard_extreme_scene.steal_you_take",
                         seal=ENGLISH("wizard_extreme.seal.red")),
                 ENGLISH("wizard_extreme_scene.steal_they_get"),
                 ENGLISH("wizard_extreme_scene.steal_white_note"),
                 ENGLISH("wizard_extreme_scene.cancel"),
                 *(ENGLISH("wizard_extreme_scene.steal_holds", count=n) for n in range(1, 6))}
        dialog = [(px, text) for px, text in seen
                  if text in words or any(name in text for name in names)]
        assert len(dialog) >= len(holders) + 4, dialog
        assert all(px >= small for px, _ in dialog), sorted(dialog)
        # Keyboard: the second holder is one Tab away; Enter takes it from them.
        before = scene.session.game.state.seals[holders[1]][Seal.WHITE]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode=""))
        glows: list[pygame.Rect] = []
        with monkeypatch.context() as patch:
            patch.setattr(seat_zone, "draw_focus_glow",
                          lambda _surface, rect, *_args, found=glows, **_kw: found.append(rect))
            frames(app, 1)
        seals = scene.seat_seals[holders[1]]
        assert glows == [seals.pile_rect(Seal.RED, seals.counts[Seal.RED])], \
            "the focused holder's seals of that colour glow on the table"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode=""))
        frames(app, 3)
        state = scene.session.game.state
        assert state.seals[holders[1]][Seal.WHITE] == before + 1 and state.taken[0] == [Seal.RED]


def covered_index_pixels(scene: WizardExtremeScene) -> list[str]:
    """Every card of the person's hand whose top-left value has an inked pixel under a
    card drawn after it (to its right), or outside the window: the pixels of the value's
    glyphs are placed on the screen through the card's own turn and position."""
    cards = scene.hand.cards
    window = pygame.Rect((0, 0), scene.context.size)
    problems = []
    for index, card in enumerate(cards):
        assert isinstance(card.value, Card)
        glyphs, (left, top) = card_index(card.value.colour, card.value.value, card.size[0])
        ink = pygame.mask.from_surface(glyphs)
        centre = pygame.Vector2(card.rect().center)
        half = pygame.Vector2(card.size) / 2
        points = [centre + (pygame.Vector2(left + x, top + y) - half).rotate(-card.angle)
                  for x in range(ink.get_size()[0]) for y in range(ink.get_size()[1])
                  if ink.get_at((x, y))]
        assert points, f"{card.value} has no index ink"
        for point in points:
            spot = (round(point.x), round(point.y))
            assert card.contains(spot), f"{card.value}: the index lies off its own card"
            over = [later.value for later in cards[index + 1:] if later.contains(spot)]
            if over or not window.collidepoint(spot):
                problems.append(f"{card.value} at {spot} under {over or 'the window edge'}")
                break
    return problems


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
def test_every_value_of_a_five_seat_hand_is_drawn_whole(app: App,
                                                        size: tuple[int, int]) -> None:
    scene = table(app, 5, size)
    dealt = scene.session.game.state.hands[0]
    assert len(scene.hand.cards) == 15 and any(card.value >= 10 for card in dealt)
    assert covered_index_pixels(scene) == []
    # The worst hand: fifteen two-digit cards, each value's two glyphs side by side.
    scene.hand.sync([Card(colour, value) for colour in COLOURS for value in (11, 12, 15)])
    assert covered_index_pixels(scene) == []
    width = scene.hand.card_size[0]
    assert width >= 0.06 * size[0], "cards stay large enough to read from the sofa"
    fan = scene.hand.cards[0].rect().union(scene.hand.cards[-1].rect())
    assert fan.width >= 0.85 * scene.hand.rect.width, "the fan uses the room it has"
    # As cards leave the hand the others grow back, still whole.
    for value in list(scene.hand.cards[:9]):
        scene.hand.take(value.value)
    assert scene.hand.card_size[0] > width and covered_index_pixels(scene) == []


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_trick_slots_and_their_names_fit_the_middle_at_every_size(app: App,
                                                                      seats: int) -> None:
    for size in SIZES:
        scene = table(app, seats, size)
        trick = scene.trick
        slots = [trick.slot_rect(seat) for seat in range(seats)]
        labels = [trick.label_rect(seat) for seat in range(seats)]
        where = f"{size} {seats} seats"
        for rect in [*slots, *labels, trick.bottom_rect()]:
            assert trick.rect.contains(rect), where
            assert not rect.colliderect(scene.pool_rect) and not rect.colliderect(scene.side.rect)
        for first, second in combinations([*slots, *labels, trick.bottom_rect()], 2):
            assert not first.colliderect(second), f"{where}: {first} overlaps {second}"
        # Every name whole under its slot ("Alexandra-4" was cut to "Alexan…" with five
        # seats): when a row of names is too narrow, the seats take turns in two rows.
        small = text_px(TextSize.SMALL, trick.scale)
        for label, (name, _) in zip(labels, trick.seats_shown, strict=True):
            whole = assets.text_size(name, small, bold=True)[0] + round(small * 0.36 * 2.6)
            assert whole <= label.width, f"{where}: {name} cut under its slot"
        # In the seats' own order, like their places along the top.
        assert [s.centerx for s in slots] == sorted(s.centerx for s in slots)
        assert slots[0].width >= 0.035 * size[0], f"{where}: played cards too small to read"


@pytest.mark.parametrize("seats", [3, 5])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_won_trick_lands_clear_of_the_winners_seals_and_counts(
        app: App, seats: int, size: tuple[int, int]) -> None:
    """The winning trick flew to the middle of its winner's place and lay over their
    seal stacks and counts for a moment; it lands on the winner's cards instead, inside
    the place, touching neither the seals nor the name and tricks line."""
    scene = table(app, seats, size)
    width, height = scene.trick.card_size
    for seat, zone in enumerate(scene.zones):
        landing = pygame.Rect(0, 0, width, height)
        landing.center = scene.trick_end._place(seat)
        header = pygame.Rect(zone.rect.x, zone.rect.y, zone.rect.width,
                             text_px(TextSize.SMALL, scene.scale) + 4)
        assert not landing.colliderect(zone.seals.rect), (seat, landing, zone.seals.rect)
        assert not landing.colliderect(header), seat
        assert zone.rect.collidepoint(landing.center)


@pytest.mark.parametrize("diameter", [24, 36, 54])
def test_a_black_seal_stands_off_the_dark_felt(screen: pygame.Surface, diameter: int) -> None:
    """Black seals on the dark-green felt were near invisible (1.5:1); their silver edge
    (the brightest of the outermost pixels across the middle: a thin line, so the seal
    reads black) stands at least 4.5:1 off the felt of the places and of the pool."""
    from scenes.games.wizard_extreme.art import seal_token
    from scenes.shell import theme
    from tests.scenes.sofa_text import contrast

    token = seal_token(Seal.BLACK, diameter)
    edge = max((token.get_at((x, diameter // 2)) for x in range(1, 4)), key=sum)
    colour = (edge.r, edge.g, edge.b)
    for felt in (theme.FELT, theme.darker(theme.FELT, 0.12), theme.darker(theme.FELT, 0.28)):
        assert contrast(colour, felt) >= 4.5, (diameter, colour, felt)


@pytest.mark.parametrize("diameter", [24, 36, 54])
def test_a_black_seal_reads_black(screen: pygame.Surface, diameter: int) -> None:
    """A trial read the black seal as light grey: its wide silver band and grey sheen lit
    nearly half of it (0.47 to 0.48). It is black with a thin silver edge and its white
    cross (ART.md: every colour keeps its symbol): at most two fifths of it is light."""
    from scenes.games.wizard_extreme.art import seal_token

    token = seal_token(Seal.BLACK, diameter)
    opaque = [colour for x in range(diameter) for y in range(diameter)
              if (colour := token.get_at((x, y))).a > 200]
    light = [colour for colour in opaque if (colour.r + colour.g + colour.b) / 3 > 128]
    assert len(light) / len(opaque) <= 0.4, (diameter, len(light) / len(opaque))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_turn_banner_crosses_only_the_trick(app: App, size: tuple[int, int]) -> None:
    """A trial saw "Robo's turn" cross the seal pool: the banner spanned the whole board.
    It now keeps to the trick's part of the middle or free felt, as it slides in, holds
    and slides out: the pool, the side panel, every place and the hand stay as they are."""
    scene = table(app, 3, size)
    banner = scene.frame.banner
    surface = pygame.Surface(size)
    banner.progress = 1.0
    scene.draw(surface)
    plain = surface.copy()
    banner.slot, banner.text = 1, "Alexandra-1's turn"
    kept = [scene.pool_rect, scene.side.rect, scene.hand.rect,
            *(zone.rect for zone in scene.zones)]
    for progress in (0.1, 0.5, 0.9):
        banner.progress = progress
        scene.draw(surface)
        shown = banner.rect
        assert shown is not None and surface.get_at(shown.center) != plain.get_at(shown.center)
        for part in kept:
            changed = [(x, y) for x in range(part.x, part.right, 3)
                       for y in range(part.y, part.bottom, 3)
                       if surface.get_at((x, y)) != plain.get_at((x, y))]
            assert not changed, f"{size} at {progress}: the banner over {part}, {changed[:3]}"


def test_five_places_beside_the_log_keep_their_names(app: App,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Five seats with the log open at 1080: "tricks 0" beside each name cut a long one to
    "Alexa…" (issue #32). The places then show each count beside a pile, one way for the
    whole table, and the names keep the room the words took: the short ones whole."""
    scene = table(app, 5, (1920, 1080))
    names = ["Mina", "Konstantina-Sofia", "Jun", "Robo", "Seo-yeon"]
    monkeypatch.setattr(scene.session, "name", lambda seat: names[seat])
    scene.frame.log.toggle()
    for _ in tries(300):
        frames(app, 1)
        if scene.frame.log.is_still:
            break
    frames(app, 2)
    monkeypatch.setattr(scene.trick, "draw", lambda surface: None)  # its own name labels
    with recording() as seen:
        scene.draw(pygame.Surface((1920, 1080)))
    drawn = {text for _, text in seen}
    assert all(name in drawn for name in names[2:]), sorted(drawn)
    assert ENGLISH("wizard_extreme_scene.tricks_won", count=0) not in drawn, \
        "every place shows its count the same way"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_note_over_ones_hand_is_one_line_or_none(app: App, language: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The note in one's own place that one's cards are in the hand below is one line, or
    left out where one line does not fit: in two it read as a list (trial s16, 1080)."""
    from dataclasses import replace

    app.context.apply_settings(replace(app.context.settings, language=language))
    note = app.context.words("wizard_extreme_scene.hand_below")
    made: list[tuple[int, int]] = []  # each note's height and its line's
    original = assets.text

    def text(words: str, size_px: int, *args: object, **kwargs: object) -> pygame.Surface:
        image = original(words, size_px, *args, **kwargs)  # type: ignore[arg-type]
        if words == note:
            made.append((image.get_height(), assets.font(size_px).get_linesize()))
        return image

    monkeypatch.setattr(seat_zone.assets, "text", text)
    for seats in (3, 5):
        for size in SIZES:
            scene = table(app, seats, size)
            assert scene.hand.cards and scene.hand_seat == 0
            made.clear()
            scene.zones[0].draw(pygame.Surface(size), "Mina", "tricks 0", hand_below=note,
                                lit=None, magician=False)
            drawn = [round(height / line) for height, line in made]
            assert drawn and all(lines == 1 for lines in drawn), f"{seats} seats {size}: {drawn}"


@pytest.mark.parametrize("seats", [3, 5])
def test_the_cards_on_the_trick_follow_their_names_when_the_log_opens(app: App,
                                                                      seats: int) -> None:
    """Trial s34 O/002: the log opened while a trick lay on the table; the names under
    the slots moved with the narrower board and the cards stayed, Bo's name under Ann's
    card. A card at rest lies in its own slot, over its name, after every new layout."""
    scene = table(app, seats, (1920, 1080))
    scene.trick.sync({seat: Card(COLOURS[seat % len(COLOURS)], seat + 1)
                      for seat in range(seats)})
    board = scene.board_area()
    for width in (board.width * 2 // 3, board.width):
        scene.layout_board(pygame.Rect(board.x, board.y, width, board.height))
        for seat, card in scene.trick.cards.items():
            assert card.rect().center == scene.trick.slot_rect(seat).center, (width, seat)
            assert card.size == scene.trick.card_size
