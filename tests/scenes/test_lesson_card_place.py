"""The lesson card's place is chosen per run of steps: one corner and one size clear of
everything the run's steps point at and name, so Next does not move under the pointer."""

from __future__ import annotations

import pygame

from scenes.modes.lesson_card import GuideCard
from scenes.modes.lesson_needs import CardNeeds
from tabletop.i18n import ENGLISH

BOARD = pygame.Rect(0, 80, 1920, 900)
SHORT = "Minho plays red 3."
LONG = ("Minho has no green and plays red 3. Red is trump: it beats every other colour, "
        "so the trick is his to win so far, whatever Jisu plays now.")


YACHT_END = "Well done! That is Yacht Dice. Play a real game now, or go back to the menu."


def _card() -> GuideCard:
    return GuideCard(lambda: None, lambda: None, lambda: None, lambda: None)


def _end_card(corner: str, narrow: bool, words: str = YACHT_END) -> tuple[GuideCard, pygame.Rect]:
    """The last card of a run planned at ``corner`` (``narrow``: the narrow card) turned
    into the end's card saying ``words``, and where the last card's Next stood."""
    card = _card()
    card.text = SHORT
    card.plan_run(ENGLISH, BOARD, 1.5, [CardNeeds(SHORT, None, []),
                                        CardNeeds(SHORT, None, [], last=True)], [],
                  (corner, narrow))
    card.fit()
    card.lay_buttons(ENGLISH)
    last_next = card.next_button.rect.copy()
    card.finished = True
    card.text = words
    card.fit()
    card.lay_buttons(ENGLISH)
    return card, last_next


def _assert_words_first(card: GuideCard, corner: str) -> None:
    """The end's card reads its words, then Play a real game, then Menu, inside it."""
    play, menu = card.play_button.rect, card.menu_button.rect
    words = card.rect.height - (card.rect.bottom - play.top)
    assert words > 2 * play.height, f"{corner}: the buttons stand before the words"
    assert play.bottom <= menu.top and card.rect.contains(menu), corner


def test_one_place_and_one_size_serve_a_run_clear_of_all_its_steps_needs(
        screen: pygame.Surface) -> None:
    card = _card()
    hand = pygame.Rect(1500, 780, 400, 190)  # bottom right: the first step's hand
    seals = pygame.Rect(0, 90, 600, 200)  # top left: what the third step names
    run = [CardNeeds(SHORT, None, [hand]), CardNeeds(LONG, None, []),
           CardNeeds(SHORT, None, [seals])]
    assert card.plan_run(ENGLISH, BOARD, 1.5, run, []) == 3
    place = card.rect.copy()
    assert place.collidelist([hand, seals]) < 0
    # Sized for the longest words of the run: the short ones after it keep the same card.
    assert card.plan_run(ENGLISH, BOARD, 1.5, run[1:], []) == 2 and card.rect == place


def test_a_run_ends_where_a_step_needs_the_cards_place(screen: pygame.Surface) -> None:
    card = _card()
    card.plan_run(ENGLISH, BOARD, 1.5, [CardNeeds(SHORT, None, [])], [])
    first = card.rect.copy()
    run = [CardNeeds(SHORT, None, []), CardNeeds(SHORT, first.inflate(-20, -20), [])]
    # It stays while its place serves the step shown (a trial: Next went corner to corner
    # for a longer run elsewhere) and moves for the step that needs that place.
    assert card.plan_run(ENGLISH, BOARD, 1.5, run, []) == 1 and card.rect == first
    assert card.plan_run(ENGLISH, BOARD, 1.5, run[1:], []) == 1
    assert not card.rect.colliderect(first.inflate(-20, -20))
    # Every corner covers one of the steps' pieces: the run stops before the second.
    corners = [pygame.Rect(x, y, 700, 400) for x in (0, 1220) for y in (80, 580)]
    middles = [pygame.Rect(x, 330, 700, 400) for x in (0, 1220)]
    run = [CardNeeds(SHORT, None, corners[:2]), CardNeeds(SHORT, None, corners[2:] + middles)]
    assert card.plan_run(ENGLISH, BOARD, 1.5, run, []) == 1


def test_the_piece_to_touch_is_never_under_the_card_even_when_sight_is_given_up(
        screen: pygame.Surface) -> None:
    card = _card()
    piece = pygame.Rect(1700, 900, 100, 60)
    everywhere = [BOARD.inflate(-200, -200)]  # what the words name fills the board
    card.plan_run(ENGLISH, BOARD, 1.5, [CardNeeds(LONG, piece, everywhere)], everywhere)
    assert not card.rect.colliderect(piece)


def test_a_place_the_lesson_chose_is_taken_unless_it_covers_what_the_step_needs(
        screen: pygame.Surface) -> None:
    card = _card()
    tally = pygame.Rect(1300, 80, 620, 400)  # the table's own: given up for the chosen place
    run = [CardNeeds(SHORT, None, []), CardNeeds(LONG, None, [])]
    assert card.plan_run(ENGLISH, BOARD, 1.5, run, [tally], ("topright", True)) == 2
    assert card.slot.topright == BOARD.inflate(-24, -24).topright and card.corner == "topright"
    narrow = card.rect.width
    card.plan_run(ENGLISH, BOARD, 1.5, run, [tally], ("topright", False))
    assert card.rect.width > narrow, "a narrow card is narrower than the full one"
    # What the step speaks of lies there: the card goes where it is clear of it.
    shelf = pygame.Rect(1200, 80, 720, 300)
    card.plan_run(ENGLISH, BOARD, 1.5, [CardNeeds(SHORT, None, [shelf])], [], ("topright", True))
    assert not card.rect.colliderect(shelf)


def test_a_short_card_is_short_and_next_stays_where_the_run_put_it(
        screen: pygame.Surface) -> None:
    """Issue #32: a one-line card is not as tall as the longest words of its run; it keeps
    the run's width and the edge Next sits on: the bottom at a bottom corner, the top (the
    corner's own) at a top one."""
    for corner in ("bottomleft", "topright"):
        card = _card()
        run = [CardNeeds(LONG, None, []), CardNeeds(SHORT, None, [])]
        card.text = LONG
        assert card.plan_run(ENGLISH, BOARD, 1.5, run, [], (corner, False)) == 2
        card.lay_buttons(ENGLISH)
        long_card, long_next = card.rect.copy(), card.next_button.rect.copy()
        card.text = SHORT
        card.fit()
        card.lay_buttons(ENGLISH)
        assert card.rect.height < long_card.height - 60, f"{corner}: {card.rect}"
        assert card.rect.height == card.height_for(SHORT)
        assert card.rect.width == long_card.width
        edge = "topright" if corner.startswith("top") else "bottomright"
        assert getattr(card.rect, edge) == getattr(long_card, edge)
        assert getattr(card.rect, edge) == getattr(card.slot, edge), "off its corner"
        assert card.next_button.rect == long_next, f"{corner}: Next moved"
        assert card.rect.contains(card.next_button.rect)


def test_the_end_cards_buttons_are_never_where_the_last_next_stood(
        screen: pygame.Surface) -> None:
    """A trial's Yacht: the second click of a double click on the last Next met "Play a real
    game", standing where Next had stood. The end's card keeps the last card's corner, and
    neither of its buttons is where Next was."""
    for corner in ("bottomleft", "topright", "topleft"):
        card, last_next = _end_card(corner, False)
        pointer = last_next.center
        assert card.rect.collidepoint(pointer), f"{corner}: the end's card left the corner"
        under = [button.label_key for button in card.buttons
                 if button.rect.collidepoint(pointer)]
        assert not under, f"{corner}: {under} under the pointer that pressed Next"


def test_the_end_cards_words_come_first_and_its_buttons_at_its_foot_in_every_corner(
        screen: pygame.Surface) -> None:
    """Trial s31 H/003: three lessons ended with the buttons first (a card in a bottom
    corner), two with the words first (a top corner). Every end card reads words, then
    Play a real game, then Menu, wherever it stands."""
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        _assert_words_first(_end_card(corner, False)[0], corner)


def test_a_run_is_held_to_every_later_steps_needs_however_few_the_first_has(
        screen: pygame.Surface) -> None:
    """A first step that needs nothing in view left the later steps' needs out of the run's
    place (each kept only as many as the first had): Winner's Circle's welcome card planned
    the top left corner for the card of the pace token too, over space 18 it names, and Next
    moved across the board when that card came."""
    card = _card()
    card.plan_run(ENGLISH, BOARD, 1.5, [CardNeeds(SHORT, None, [])], [], ("topleft", True))
    corner = card.rect.copy()
    named = pygame.Rect(corner.right - 10, corner.y, 80, 80)  # at the corner card's edge
    run = [CardNeeds(SHORT, None, []), CardNeeds(SHORT, None, [named])]
    assert card.plan_run(ENGLISH, BOARD, 1.5, run, [], ("topleft", True)) == 1


def test_a_card_too_long_for_its_part_takes_smaller_words_still_read_from_the_sofa(
        screen: pygame.Surface) -> None:
    """Winner's Circle's near side of the track, the only room clear of the horses' rows
    at Black's last roll (trial s26 D/022), holds the card only in smaller words: the card
    takes them there, at least 22 px at 1920x1080 (issue #32), and its usual words where
    they fit."""
    card = _card()
    narrow = pygame.Rect(870, 114, 320, 855)
    assert card.plan_over(ENGLISH, 1.5, narrow, [CardNeeds(LONG * 2, None, [], asks=True)],
                          []) == 1
    assert card.small and card._text_px() >= 22
    assert narrow.contains(card.rect)
    wide = pygame.Rect(0, 114, 1200, 855)
    assert card.plan_over(ENGLISH, 1.5, wide, [CardNeeds(LONG, None, [], asks=True)], []) == 1
    assert not card.small


def test_a_narrow_end_card_reads_words_first_and_keeps_its_buttons_from_where_next_stood(
        screen: pygame.Surface) -> None:
    """Trial s35 Q/010: Wizard Extreme's end card, in the last card's narrow place where
    Next and Skip step stood across its foot, put its buttons over its words (every other
    lesson's read words first). Its words come first there too, and neither button stands
    where Next stood, under the pointer that pressed it."""
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        card, last_next = _end_card(corner, True, "Well done! That is Wizard Extreme. Play a "
                                    "real game now, or go back to the menu.")
        _assert_words_first(card, corner)
        under = [button.label_key for button in card.buttons
                 if button.rect.colliderect(last_next)]
        assert not under, f"{corner}: {under} where the last Next stood"
