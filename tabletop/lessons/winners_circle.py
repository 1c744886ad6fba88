"""The Winner's Circle lesson: the seed's first race (WC-T1, WC-T3 to WC-T5), the learner as Suchul.

Suchul (the learner, seat 0), Yumi and Byeongsu bet their chips as in the
seed's tutorial, re-mapped to seven horses; Suchul's 2 on black is refused
because he already backs black, so it goes on purple. Suchul rolls a head and
runs black 5 from space 36 over the line to space 5 (the die's faces told once it shows
the head); Yumi rolls a cap and runs white 4 from 35 to 3.
"""

from __future__ import annotations

from tabletop.games.winners_circle import SPEC
from tabletop.games.winners_circle_data import CARD_VALUES, CARDS, DIE_FACES, HORSES, Symbol
from tabletop.games.winners_circle_events import MoveHorse, PlaceBet, Roll
from tabletop.lessons.lesson import Lesson
from tabletop.lessons.script import Steps, ordered_deck, shuffle_draws

SUCHUL, YUMI, BYEONGSU = 0, 1, 2
BLACK, WHITE, RED, BLUE, YELLOW, GREEN, PURPLE = range(HORSES)

# The first card of every horse, drawn in horse order, puts black at gate 1 on
# space 36, white at gate 2 on 35 and so on (WC-T1); black's runs 5 on a head
# and white's 4 on a cap, the moves of WC-T4 and WC-T5.
FIRST_CARDS = [horse * len(CARD_VALUES[horse]) for horse in range(HORSES)]
DECK = ordered_deck(range(len(CARDS)), FIRST_CARDS)
HEAD = DIE_FACES.index(Symbol.HEAD)
CAP = DIE_FACES.index(Symbol.CAP)

CORNER = ("topleft", True)
"""Where the card stands: narrow in the top left corner, its buttons along its top edge,
over the track's far side (spaces 19 to 28, where no horse of this race goes) and at most
the top of the podium's boxes, which only the pace and the payout speak of; the horses at
the start, their cards, the chips, the die and the coach's box all stay in view."""
WIDE = ("topleft", False)
"""The same corner, the card full width, for the Bets card's long reading and the first
roll: over the far side and the podium, clear of the horses at the start and the die."""
BESIDE = ("topright", True)
"""Narrow over the top of the horses' cards, where a step speaks of the podium (a horse
that finishes in the first three) and of the pace space, not of the cards."""
_step = Steps("winners_circle", card=CORNER)
CHIPS = ("chips",)
HORSE_CARDS, RATES = ("cards",), ("rates",)
"""What cards leave in view: the horses' cards, or the bets' payout card."""

LESSON = Lesson(
    spec=SPEC,
    seats=3,
    learner=SUCHUL,
    coach_means="winners_circle.lesson.coach_means",
    names=("winners_circle.lesson.name.suchul", "winners_circle.lesson.name.yumi",
           "winners_circle.lesson.name.byeongsu"),
    chance=(*shuffle_draws(range(len(CARDS)), DECK),
            SUCHUL,  # race 1's first bettor is drawn among all three
            HEAD, CAP),
    steps=(
        _step("welcome"),
        _step("cards", sight=HORSE_CARDS, show=("black",)),
        _step("pace", sight=("pace", "podium"), card=BESIDE),
        # The coach's odds back black first, and its move values black's run: numbers that
        # explain the step (the seed's other bets are not the coach's picks, so it is off).
        _step("bet_black", PlaceBet(SUCHUL, BLACK, 1), "hint.bet_black", coach=True, sight=CHIPS),
        _step("yumi_white", PlaceBet(YUMI, WHITE, 1)),
        _step("byeongsu_red", PlaceBet(BYEONGSU, RED, 1)),
        _step("bet_blue", PlaceBet(SUCHUL, BLUE, 1), "hint.bet_blue", sight=CHIPS),
        _step("yumi_yellow", PlaceBet(YUMI, YELLOW, 1)),
        _step("byeongsu_green", PlaceBet(BYEONGSU, GREEN, 1)),
        # RULES.md §1.5: never two of one player's chips on a horse, so the seed's
        # 2 on black is refused and goes on purple (WC-T3).
        _step("bet_purple", PlaceBet(SUCHUL, PURPLE, 2), "hint.bet_purple", sight=CHIPS),
        # The Bets card's columns and rows, framed while the card reads them out.
        # The longest words, on a wide card: narrow, they reached down to the horses.
        _step("yumi_purple", PlaceBet(YUMI, PURPLE, 2), show=RATES, card=WIDE),
        # The last horse's cost, "last −100" on the Bets card, said where the betting ends.
        _step("byeongsu_blue", PlaceBet(BYEONGSU, BLUE, 2), sight=RATES, card=WIDE),
        _step("roll", Roll(SUCHUL), card=WIDE),
        # The die's faces once it shows one (before the roll it said "?").
        _step("die_faces", sight=("die", *HORSE_CARDS), card=WIDE),
        _step("move_black", MoveHorse(SUCHUL, BLACK), "hint.move_black", coach=True),
        _step("black_moved", show=("black",)),
        _step("yumi_rolls", Roll(YUMI)),
        _step("yumi_moves", MoveHorse(YUMI, WHITE), show=("white",)),
        _step("blocking"),
        _step("payout", sight=(*RATES, "podium"), card=BESIDE),
    ),
)
