"""Paper panels of the Wizard Extreme table: the side panel's heading, the coach's card,
and the names of cards and seals. (The round summary is
:mod:`scenes.games.wizard_extreme.summary`; the log's words,
:mod:`scenes.games.wizard_extreme.log_words`.)"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.games.wizard_extreme.art import POOL_ORDER, draw_token
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import key_hint, key_label
from scenes.widgets.card_hand import CardHand
from scenes.widgets.seat_plate import STATUS_SEPARATOR, STATUS_SHORTER
from scenes.widgets.toast import free_place
from tabletop.coach.wizard_extreme import WizardAdvice
from tabletop.games.wizard_extreme import (
    BLACK_PENALTY,
    WHITE_PENALTY,
    Card,
    Colour,
    Phase,
    Seal,
    TakeMagician,
)
from tabletop.i18n import Words

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.games.wizard_extreme import WizardExtremeEngine


def card_name(words: Words, card: Card) -> str:
    return words("wizard_extreme.card", colour=words(f"wizard_extreme.colour.{card.colour.value}"),
                 value=card.value)


def seat_roles(text: Callable[[str], str], magician: int | None, dealer: int, seat: int,
               base: str, *, base_kept: bool = False) -> str:
    """A plate's status line: the magician's holder or the dealer, then ``base`` (a
    computer's level, or "Computer" under a typed name). A ``base_kept`` outlasts the role
    where both do not fit, the magician shortened first: a computer holding the magician
    read "Black magician" alone, as a person does (trial s20)."""
    roles = ([text("status_magician"), text("status_magician_short")] if seat == magician
             else [text("status_dealer")] if seat == dealer else [])
    if not roles or not base:
        return roles[0] if roles else base
    forms = [STATUS_SEPARATOR.join([role, base]) for role in roles]
    return STATUS_SHORTER.join([*forms, base] if base_kept else forms[:1])


def seal_name(words: Words, seal: Seal) -> str:
    return words(f"wizard_extreme.seal.{seal.value}")


def predict_prompt(words: Words, view: WizardExtremeEngine, seat: int, name: str) -> str:
    """The prompt to predict, on the table and on a phone: the black magician offered only
    while ``seat`` may take him (trial s26 E/117 read "or take the black magician" after
    another had taken him, the button greyed above)."""
    if view.is_legal(TakeMagician(seat)):
        return words("wizard_extreme.prompt.predict", name=name)
    return words("wizard_extreme.prompt.predict_no_magician", name=name)


def draw_paper(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    draw_paper_shadow(surface, rect, scale)
    surface.blit(paint.paper_panel(rect.size, theme.px(theme.RADIUS_M, scale)), rect.topleft)


def draw_paper_shadow(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The soft shadow under a panel's paper (:func:`draw_paper`)."""
    paint.draw_shadow(surface, rect, theme.px(theme.RADIUS_M, scale),
                      offset=(0, theme.px(4, scale)), blur=theme.px(6, scale))


def draw_heading(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str],
                 scale: float) -> int:
    """The panel's words from the top of ``rect`` (first line bold); returns the y below."""
    y = rect.y
    for index, line in enumerate(lines):
        size = theme.text_px(TextSize.BODY if index == 0 else TextSize.SMALL, scale)
        # The explanation under the title is read from the sofa on a first turn: the
        # darker secondary ink (trial H/013 found it small grey type).
        image = assets.text(line, size, theme.INK if index == 0 else theme.INK_MUTED,
                            bold=index == 0, wrap_width=rect.width)
        surface.blit(image, (rect.x, y))
        y += image.get_height() + theme.px(4, scale)
    return y


def draw_seal_kinds(words: Words, surface: pygame.Surface, rect: pygame.Rect, y: int,
                    scale: float) -> int:
    """Under the seals' values where a player predicts: what a black and a white seal are,
    how one comes and what it costs, each beside its token as the pool shows it (trial V/001:
    a first player met both on the table with no word of them). RULES.md §3.5 step 4 (a
    black seal, WE-D1), §3.4 (a white seal for one taken, WE-D2) and WE-D6 (a white seal
    may go back for any trick). Returns the y below them."""
    small = theme.text_px(TextSize.SMALL, scale)
    d, gap = theme.px(22, scale), theme.px(8, scale)
    for seal, points in ((Seal.BLACK, BLACK_PENALTY), (Seal.WHITE, WHITE_PENALTY)):
        line = assets.text(words(f"wizard_extreme_scene.seal_{seal.value}", points=points),
                           small, theme.INK, wrap_width=rect.width - d - gap)
        draw_token(surface, seal, (rect.x + d // 2, y + theme.px(2, scale) + d // 2), d)
        surface.blit(line, (rect.x + d + gap, y))
        y += max(d, line.get_height()) + theme.px(4, scale)
    return y


def _coach_parts(words: Words, width: int, advice: WizardAdvice | None,
                 scale: float, compact: bool = False) -> list[tuple[pygame.Surface, int]]:
    """The coach card's rows from the top, each with the gap under it: its title, then the
    unseen cards per colour as tokens with counts and the cards that win now (or that it
    still counts). ``compact``: the title and what the tokens count on one row, each count
    beside its token, for the room under a lesson's card (:func:`coach_card_rect`)."""
    small = theme.text_px(TextSize.SMALL, scale)
    title = assets.text(words("wizard_extreme_scene.coach_title"),
                        small if compact else theme.text_px(TextSize.BODY, scale), theme.INK,
                        bold=True, wrap_width=width)
    gap = theme.px(4, scale)
    if advice is None:
        return [(title, gap * 3), (assets.text(words("wizard_extreme_scene.coach_thinking"),
                                               small, theme.INK_SOFT, wrap_width=width), 0)]
    label = assets.text(words("wizard_extreme_scene.coach_unseen"), small, theme.INK_SOFT,
                        wrap_width=width)
    d = min(theme.px(22 if compact else 30, scale), width // 6)
    counts = [assets.text(str(count), small, theme.INK, bold=True) for _, count in advice.unseen]
    below = 0 if compact else d + theme.px(2, scale)  # a count under its token, or beside
    tokens = pygame.Surface((width, max(d, below + max(
        (count.get_height() for count in counts), default=0))), pygame.SRCALPHA)
    for index, ((colour, _), count) in enumerate(zip(advice.unseen, counts, strict=True)):
        x = d // 2 + index * (width // 5)
        draw_token(tokens, Seal.of(colour), (x, tokens.get_height() // 2 if compact else d // 2), d)
        tokens.blit(count, count.get_rect(midleft=(x + d // 2 + gap, tokens.get_height() // 2))
                    if compact else count.get_rect(midtop=(x, below)))
    if advice.leading:
        line = words("wizard_extreme.coach.lead")
    elif advice.can_win:
        names = ", ".join(card_name(words, card) for card in advice.can_win)
        line = words("wizard_extreme.coach.can_win", cards=names)
    else:
        line = words("wizard_extreme.coach.cannot_win")
    head = [(title, gap), (label, gap)]
    if compact and title.get_width() + 3 * gap + label.get_width() <= width:
        row = pygame.Surface((width, max(title.get_height(), label.get_height())),
                             pygame.SRCALPHA)
        row.blit(title, title.get_rect(bottomleft=(0, row.get_height())))
        row.blit(label, label.get_rect(bottomleft=(title.get_width() + 3 * gap,
                                                   row.get_height())))
        head = [(row, gap)]
    parts = [*head, (tokens, theme.px(4 if compact else 8, scale)),
             (assets.text(line, small, theme.INK, wrap_width=width), 0)]
    if advice.sure_win and not advice.leading:
        parts[-1] = (parts[-1][0], theme.px(6, scale))
        parts.append((assets.text(words("wizard_extreme_scene.coach_marks"), small,
                                  theme.INK_SOFT, wrap_width=width), 0))
    return parts


def coach_card_rect(words: Words, column: pygame.Rect, advice: WizardAdvice | None,
                    scale: float, compact: bool = False) -> pygame.Rect:
    """Where the coach's card stands in the side ``column``: as tall as its words, at the
    column's foot beside the hand it speaks of, so the column's top stays free (a lesson's
    card stood over the hand and the pool for want of room, trial s16). ``compact``
    (:func:`_coach_parts`): a lesson's, under the lesson's card."""
    pad_x, pad_y = theme.px(12, scale), theme.px(10, scale)
    parts = _coach_parts(words, column.width - 2 * pad_x, advice, scale, compact)
    height = sum(image.get_height() + gap for image, gap in parts) + 2 * pad_y
    height = min(column.height, height)
    return pygame.Rect(column.x, column.bottom - height, column.width, height)


def draw_coach_card(words: Words, surface: pygame.Surface, column: pygame.Rect,
                    advice: WizardAdvice | None, scale: float, compact: bool = False) -> None:
    """The coach (:func:`coach_card_rect`): unseen cards per colour as tokens with counts,
    and the cards that win now; rows that do not fit the column are left out."""
    rect = coach_card_rect(words, column, advice, scale, compact)
    draw_paper(surface, rect, scale)
    inner = rect.inflate(-theme.px(24, scale), -theme.px(20, scale))
    y = inner.y
    for image, gap in _coach_parts(words, inner.width, advice, scale, compact):
        if y + image.get_height() > inner.bottom:
            return
        surface.blit(image, (inner.x, y))
        y += image.get_height() + gap


SUGGESTED_FAINT = 0.35
"""How strongly a suggested seal not yet taken is drawn (a taken one is solid)."""


def followed(wanted: Sequence[tuple[Colour, int]], taken: Sequence[Seal]) -> int:
    """How many of the ``wanted`` seals (per colour) are among those ``taken``."""
    return sum(min(count, taken.count(Seal.of(colour))) for colour, count in wanted)


def prediction_tokens(taken: Sequence[Seal],
                      advice: WizardAdvice | None) -> list[tuple[Seal, float]]:
    """The row of the prediction so far, in table order, each token with how strongly it is
    drawn: the seals ``taken`` solid and, with the coach's ``advice``, those it suggests not
    yet taken faint beside them. One row for both: the coach's own row of tokens under it
    left no room for the seals' words (trial V/001)."""
    wanted = {Seal.of(colour): count for colour, count in advice.suggested} if advice else {}
    row: list[tuple[Seal, float]] = []
    for seal in POOL_ORDER:
        held = taken.count(seal)
        row += [(seal, 1.0)] * held + [(seal, SUGGESTED_FAINT)] * max(0, wanted.get(seal, 0)
                                                                        - held)
    return row


def draw_prediction_advice(words: Words, surface: pygame.Surface, rect: pygame.Rect,
                           advice: WizardAdvice | None, taken: Sequence[Seal],
                           scale: float) -> None:
    """The coach's words while a person predicts: the seals the hand suggests (shown faint
    in the prediction's row, :func:`prediction_tokens`), how many of them are taken, and a
    word about the black magician when the hand is weak. The advice is for the whole
    prediction and stays put while it is followed. Drawn only in ``rect`` (between the
    prediction's row and the buttons), line by line while they fit."""
    if advice is None or not advice.suggested:
        return
    small = theme.text_px(TextSize.SMALL, scale)
    wanted = [(colour, count) for colour, count in advice.suggested if count]
    if wanted:
        listed = ", ".join(words("wizard_extreme.coach.seal_count", count=count,
                                 colour=words(f"wizard_extreme.colour.{colour.value}"))
                           for colour, count in wanted)
        lines = [words("wizard_extreme.coach.suggest", seals=listed)]
        done = followed(wanted, taken)
        if done:
            lines.append(words("wizard_extreme.coach.suggest_taken", taken=done,
                               total=sum(count for _, count in wanted)))
    else:
        lines = [words("wizard_extreme.coach.suggest_none")]
    if advice.magician_worth_it:
        lines.append(words("wizard_extreme.coach.magician"))
    y = rect.y
    pygame.draw.line(surface, theme.PAPER_RIM, (rect.x, y), (rect.right, y))
    y += theme.px(4, scale)
    for line in lines:
        image = assets.text(line, small, theme.INK, wrap_width=rect.width)
        if y + image.get_height() > rect.bottom:
            return
        surface.blit(image, (rect.x, y))
        y += image.get_height() + theme.px(2, scale)


def draw_hand_marks(surface: pygame.Surface, hand: CardHand, advice: WizardAdvice | None,
                    context: AppContext, scale: float, pool: pygame.Rect) -> None:
    """Over a hand whose owner plays now: a gold pip over each card that would win the
    trick now (``advice``, the coach's; none to lead, where nothing is played yet), and
    the key that plays the focused card, a keycap above it as a button shows its hotkey,
    so a player at the keyboard sees how a card is played (never over the ``pool``'s
    counts: :func:`key_cap_rect`)."""
    for pip, sure in _pips(hand, advice, scale):
        pygame.draw.circle(surface, theme.GOLD_DARK, pip.center, pip.width // 2)
        pygame.draw.circle(surface, theme.GOLD_LIGHT if sure else theme.FELT_DARK,
                           pip.center, pip.width // 2 - 2)
    cap = _key_cap(hand, context, scale)
    if cap is not None:
        surface.blit(cap, key_cap_rect(hand, cap.get_size(), scale, pool))


def hand_mark_rects(hand: CardHand, advice: WizardAdvice | None, context: AppContext,
                    scale: float, pool: pygame.Rect) -> list[pygame.Rect]:
    """Where :func:`draw_hand_marks` draws its pips and keycap: they rise above the hand
    into the trick's bottom row, whose words keep clear of them."""
    marks = [pip for pip, _ in _pips(hand, advice, scale)]
    cap = _key_cap(hand, context, scale)
    if cap is not None:
        marks.append(key_cap_rect(hand, cap.get_size(), scale, pool))
    return marks


def _pips(hand: CardHand, advice: WizardAdvice | None,
          scale: float) -> list[tuple[pygame.Rect, bool]]:
    """The coach's pip over each card that wins the trick now, with whether it surely
    wins (drawn gold; the rest dark)."""
    if advice is None or advice.leading:
        return []
    radius = theme.px(7, scale) + 2
    pips = []
    for card in hand.cards:
        if card.value in advice.can_win:
            rect = card.rect()
            pip = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            pip.center = (rect.centerx, rect.top - (radius - 2) * 2)
            pips.append((pip, card.value in advice.sure_win))
    return pips


def _key_cap(hand: CardHand, context: AppContext, scale: float) -> pygame.Surface | None:
    """The keycap of the key that plays the focused card, None with no card to play."""
    focused = hand.ring.focused
    if focused is None or not focused.enabled:
        return None
    return key_hint(key_label(context.words, pygame.K_RETURN, context.input),
                    theme.text_px(TextSize.SMALL, scale), context.input.using_controller)


def key_cap_rect(hand: CardHand, size: tuple[int, int], scale: float,
                 pool: pygame.Rect) -> pygame.Rect:
    """Where the focused card's keycap stands: above the card (and the coach's pip), or,
    where that would cover the pool's counts (a trial saw "Enter" on the black seals'
    "2/6"), the nearest place beside it clear of the pool, by the toasts' rule."""
    focused = hand.ring.focused
    assert focused is not None
    card, lift = focused.rect(), theme.px(7, scale) * 3 + 2
    cap = pygame.Rect((0, 0), size)
    cap.midbottom = (card.centerx, card.top - lift)
    room = pygame.Rect(card.x - size[0], cap.y, card.width + 2 * size[0], card.bottom - cap.y)
    return free_place(size, room, [pool], cap.midbottom,
                      theme.px(POOL_CLEARANCE, scale)) or cap


POOL_CLEARANCE = 8
"""The hand's cards and keycap keep this far (in reference pixels) from the seal pool's
frame: a few pixels off, the keycap still read as standing on it (trial s24 B/137)."""


def hand_under(hand: CardHand, band: pygame.Rect, ceiling: int, most: int) -> pygame.Rect:
    """``band``'s part where ``hand`` fans: as tall as lets a fan of any size up to
    ``most`` cards, lifted as playable and pointed at, reach no higher than ``ceiling``,
    and its turned outer cards' corners no lower than the band's bottom. Fewer cards grow
    larger, and lifted they rose over the pool's frame (trial s24 B/137); the corners sank
    under the status bar (trial s37 T/003, U/012); they stay as large as that allows."""
    rect = pygame.Rect(band)
    hand.rect = rect  # (what the fan's reach is measured in)
    counts = range(1, most + 1)
    while rect.height > 1:
        if min(hand.top_reach(count) for count in counts) < ceiling:
            rect.top += 1
        elif max(hand.bottom_reach(count) for count in counts) <= band.bottom:
            break
        rect.height -= 1
    return rect


def draw_hand_hint(surface: pygame.Surface, rect: pygame.Rect, hint: str,
                   scale: float) -> pygame.Rect:
    """Where a hand lies face down, the words why (whose it is, who may look); returns
    where they stand (toasts leave them clear)."""
    size = theme.text_px(TextSize.BODY, scale)
    label = assets.shadowed_text(hint, size, theme.lighter(theme.FELT_LIGHT, 0.7))
    place = label.get_rect(center=rect.center)
    surface.blit(label, place)
    return place


def predicting_here(driver: TableDriver, seat: int | None, hand_seat: int | None,
                    phases: tuple[Phase, Phase], seals_flying: bool) -> bool:
    """The person to predict (``seat``) has the screen, though it takes no press yet: in the
    moment after their cover lifts, or while a seal they took flies (``phases``: the table's
    and the game's, both a prediction). Their side panel stays: it came 0.8 s after their
    hand and blinked out with each seal taken (trial s25 D/062)."""
    return (seat is not None and seat == hand_seat and driver.people_act
            and phases == (Phase.PREDICT, Phase.PREDICT)
            and not driver.curtain.hides(seat) and not driver.phone_deciding()
            and (driver.is_settled or seals_flying))
