"""The Winner's Circle lesson: the seed's first race (WC-T1, WC-T3 to WC-T5), the
learner as Suchul, run to its finish and its payout.

Suchul (the learner, seat 0), Yumi and Byeongsu bet their chips as in the seed's
tutorial, re-mapped to seven horses; Suchul's 2 on black is refused because he already
backs black, so it goes on purple. Suchul rolls a head and runs black 5 from space 36
over the line to space 5 (the die's faces told once it shows the head); Yumi rolls a cap
and runs white 4 from 35 to 3, told once it has run. The race then goes on by the rules,
the lesson playing 49 turns, fast, before the learner's eyes (:data:`RACE_ON`; the pace
token told where black takes it, :data:`PACE_TURNS`), until black stands on space 32:
Suchul rolls a cap and runs it home first, Yumi runs yellow home second and Byeongsu blue
third, which ends the race with purple last. The payout (RULES.md §1.5): Suchul 800 and
the pace's 100 for black, 250 for his 1 on blue, and −200 for his 2 on purple, 950 in
all; Yumi 600 − 200; Byeongsu 500 for his 2 on blue. The last two cards tell of the
hidden-bet variant (RULES.md §1.7): chips face down, the others looking away, and the 0
chip, a bluff that pays nothing."""

from __future__ import annotations

from tabletop.core.actions import Action
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
COLOURS = ("black", "white", "red", "blue", "yellow", "green", "purple")

RACE_ON = """
    green.shoe yellow.head blue.saddle red.head purple.saddle green.cap yellow.head
    blue.cap red.head white.head black.saddle purple.saddle green.cap white.head
    blue.saddle black.cap red.head yellow.shoe purple.head black.head green.cap
    blue.shoe yellow.head red.head white.head purple.head yellow.head green.shoe
    red.head blue.shoe white.head black.saddle purple.head yellow.head red.head
    white.head black.shoe blue.cap green.head purple.head blue.saddle black.head
    white.head red.shoe green.head yellow.saddle purple.head white.head red.shoe
"""
"""Race 1 after Yumi's move, one turn per word (the horse moved and the picture rolled),
Byeongsu rolling first and the seats in turn: every horse's card is used once before all
turn face up again (RULES.md §1.5), black takes the pace token on its fourth move, and
the turn comes back to Suchul with black on space 32, yellow on 34 and blue on 35."""
FINISH = (("black", "cap"), ("yellow", "head"), ("blue", "saddle"))
"""The last three turns, Suchul's, Yumi's and Byeongsu's: each runs a horse home."""


def _turns(words: str) -> list[tuple[int, int]]:
    """The turns of ``words`` as (horse, die face)."""
    turns = []
    for word in words.split():
        horse, symbol = word.split(".")
        turns.append((COLOURS.index(horse), DIE_FACES.index(Symbol(symbol))))
    return turns


def _played(turns: list[tuple[int, int]], first: int) -> tuple[Action, ...]:
    """Each turn's roll and move, the seats in turn from ``first``."""
    actions: list[Action] = []
    for turn, (horse, _face) in enumerate(turns):
        seat = (first + turn) % 3
        actions += [Roll(seat), MoveHorse(seat, horse)]
    return tuple(actions)


RACE_TURNS = _turns(RACE_ON)
PACE_TURNS = [at for at, (horse, _face) in enumerate(RACE_TURNS) if horse == BLACK][2] + 1
"""The race's turns up to black's third run in them (its fourth in all), which takes the
pace token past space 18: its card comes
there, with black on the flag, and Next plays on from there (trial s33 L/002: told after
the race had run, the card named space 18 with black on 32)."""
FINISH_FACES = [DIE_FACES.index(Symbol(symbol)) for _horse, symbol in FINISH]

BAND = ("card_band", False)
"""Where the card stands at every step: the band the lesson keeps over the board's top,
full width, Next at its top right; the track, the die, the podium, the chips, the horses'
rows, the Points-on-horse table and the payout sheet are laid out below it, so it covers
none of them and Next never moves (trial s32 J/002: over the far side, the infield, the
far top and the sheet, the card took five places, and clicks where Next had been landed
on the track)."""
_step = Steps("winners_circle", card=BAND)
CHIPS = ("chips",)
HORSE_CARDS, RATES, SHEET, PODIUM = ("cards",), ("rates",), ("sheet",), ("podium",)
"""What cards leave in view: the horses' cards, or the bets' payout card."""
FACE_DOWN, BLUFF_CHIP = ("face_down",), ("bluff_chip",)
"""What the hidden bets' cards lay on the lanes: the chips face down, the 0 chip."""

LESSON = Lesson(
    spec=SPEC,
    seats=3,
    card_fills_part=True,
    learner=SUCHUL,
    coach_means="winners_circle.lesson.coach_means",
    # A horse the words name by its colour keeps its row and its piece in view ("Black is
    # out for you" stood over Black's row, a trial found).
    parts={colour: f"winners_circle.horse.{horse}" for horse, colour in enumerate(COLOURS)},
    names=("winners_circle.lesson.name.suchul", "winners_circle.lesson.name.yumi",
           "winners_circle.lesson.name.byeongsu"),
    chance=(*shuffle_draws(range(len(CARDS)), DECK),
            SUCHUL,  # race 1's first bettor is drawn among all three
            HEAD, CAP,
            *(face for _horse, face in RACE_TURNS), *FINISH_FACES),
    steps=(
        _step("welcome", chapter="bets"),
        _step("cards", sight=HORSE_CARDS, show=("black",)),
        # The coach's odds back black first, and its move values black's run: numbers that
        # explain the step (the seed's other bets are not the coach's picks, so it is off).
        _step("bet_black", PlaceBet(SUCHUL, BLACK, 1), "hint.bet_black", coach=True,
              sight=CHIPS),
        _step("yumi_white", PlaceBet(YUMI, WHITE, 1), sight=PODIUM),
        _step("byeongsu_red", PlaceBet(BYEONGSU, RED, 1), sight=PODIUM),
        _step("bet_blue", PlaceBet(SUCHUL, BLUE, 1), "hint.bet_blue", sight=(*CHIPS, *PODIUM)),
        _step("yumi_yellow", PlaceBet(YUMI, YELLOW, 1), sight=PODIUM),
        _step("byeongsu_green", PlaceBet(BYEONGSU, GREEN, 1), sight=PODIUM),
        # RULES.md §1.5: never two of one player's chips on a horse, so the seed's
        # 2 on black is refused and goes on purple (WC-T3).
        # The rows of Black and Purple, which the words name, stay in view (beside the
        # cards it stood over Black's).
        _step("bet_purple", PlaceBet(SUCHUL, PURPLE, 2), "hint.bet_purple", sight=CHIPS),
        # What a shared horse pays is read from the Points-on-horse table at the payout
        # (RATES), where its figures are paid: told here, the card stood over the table's
        # other side and Next went top right and back.
        _step("yumi_purple", PlaceBet(YUMI, PURPLE, 2), sight=PODIUM),
        _step("byeongsu_blue", PlaceBet(BYEONGSU, BLUE, 2), sight=PODIUM),
        _step("roll", Roll(SUCHUL), chapter="moves"),
        # The die's faces once it shows one (before the roll it said "?"), and the landing
        # tags that came with it ("→ 5"), as they show (trial H/087: told a card later).
        _step("die_faces", sight=("die", *HORSE_CARDS)),
        # Why Green's and Purple's tags say "blocked" (two horses never share a space,
        # RULES.md §1.5: they cannot move; the card quoted a "→ 31" the rows no longer
        # show, trial s32 J/001), and the red cross a blocked run will leave, before the
        # race shows one (trial H/093), before a move is asked for; the die whose picture
        # the tags go by in view (trial s19: four lines reached over it).
        _step("landing", sight=("die", *HORSE_CARDS)),
        # The die it reads ("its head runs 5") stays in view (trial s18: under the card).
        _step("move_black", MoveHorse(SUCHUL, BLACK), "hint.move_black", coach=True,
              sight=("die",)),
        # Next rolls Yumi's die; her card comes once White has run, the table showing the
        # move it tells of (trial s37 T/011: told with her roll, it spoke of a run from 35
        # to 3 with White still on 35), the die still showing her cap, faded, while her
        # plate is lit (trial s34 N/002, P/008: a "?" under "Yumi rolled a cap").
        _step("black_moved", show=("black",), plays=(Roll(YUMI),)),
        _step("yumi_moves", MoveHorse(YUMI, WHITE), show=("white",), sight=("die",)),
        # The rest of the race up to the learner's turn (RACE_ON), played turn by turn eight
        # times as fast as in a game, 12 s at Normal speed in all (trial s25 A: played at
        # once, the horses jumped to new places; at the game's pace it took 95 s; trial H:
        # 16 s, six times, was long to sit through). The whole track stays in view as the
        # horses run, and the ribbon naming a blocked horse under its red cross (trial H/008).
        _step("race_on", plays=_played(RACE_TURNS[:PACE_TURNS], BYEONGSU), paced=True,
              pace=8.0, sight=("track", "ribbon"), chapter="race"),
        # The pace token told as Black takes it (PACE_TURNS): the flag on Black's row and
        # the Points-on-horse table whose pace line pays the $100 it tells of stay in view
        # (trial s21: the card stood over the table); Next plays the race on from there.
        _step("pace", show=("black",), sight=("pace", *RATES, "ribbon"),
              plays=_played(RACE_TURNS[PACE_TURNS:], (BYEONGSU + PACE_TURNS) % 3),
              paced=True, pace=8.0),
        _step("roll_again", Roll(SUCHUL), "hint.roll_again", show=("black",), sight=RATES),
        _step("black_home", MoveHorse(SUCHUL, BLACK), "hint.black_home", show=("black",),
              sight=(*PODIUM, "discs")),
        # Yumi's turn, yellow home second, and Byeongsu's roll are played at once.
        _step("first_box", show=PODIUM,
              plays=(Roll(YUMI), MoveHorse(YUMI, YELLOW), Roll(BYEONGSU))),
        # The third horse home ends the race: the finish stays in sight while this card
        # tells of it, and the payout sheet comes with Next, staying while these tell of it.
        # The card comes with Blue in its box, so it tells of Blue's run as done (trial s20).
        _step("race_over", MoveHorse(BYEONGSU, BLUE), sight=PODIUM),
        _step("paid", sight=SHEET, chapter="payout"),
        # The Points-on-horse table they read in view (trial s18: the card covered it):
        # first the table, framed while the card reads it out, then
        # the 3rd place's $250 from it, Blue's and Yellow's rows in view.
        _step("rates", show=RATES, sight=SHEET, keep=True),
        _step("shared", sight=(*SHEET, *RATES), keep=True),
        # The last horse's cost, "last −100" under the Bets card, said with the cost paid.
        _step("last_place", sight=(*SHEET, *RATES), keep=True),
        _step("double", sight=(*SHEET, *RATES), keep=True),
        # The setup's hidden bets (RULES.md §1.7), which this race, played face up, never
        # shows (trial s19): the face-down chips and the others looking away, then the 0
        # chip, a bluff that pays $0 (trial s36 S/012: one line told only of the option).
        # While they are told, the lanes show them, framed: the others' chips face down, as
        # the learner would see them, then the learner's 0 chip beside them (trial s39
        # Y/007: the table never showed a face-down chip nor a 0 chip).
        _step("hidden", show=FACE_DOWN, sight=(*SHEET, *RATES), keep=True,
              chapter="hidden"),
        _step("bluff", show=BLUFF_CHIP, sight=(*FACE_DOWN, *SHEET, *RATES), keep=True),
    ),
)
