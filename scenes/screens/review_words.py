"""A game review in words: each verdict as one line a couch reads aloud.

"Round 7: Mina kept 3, 3 and 5; keeping 5 and 5 was worth 4.1 points more on
average." Each choice of :mod:`tabletop.review` is worded twice, as what was
done and as the alternative (``review.<game>.<kind>.done`` / ``.instead``), the way each
language puts it; the names of dice faces, categories, cards, seals, horses and
regions are the ones the tables use. Wizard Extreme counts penalty points, so
there the better choice "would have cost fewer" (on average, too).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.games.big_shot import colour_owner
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.wizard_extreme import COLOURS, SEALS
from tabletop.i18n import Words
from tabletop.review import Choice, Verdict
from tabletop.review.games.polterfass import serves_less

Names = Callable[[int], str]
"""The name of a seat (as the table shows it)."""


def listed(words: Words, items: Sequence[str]) -> str:
    """``a, b and c`` (Korean: ``a, b, c``)."""
    if len(items) <= 1:
        return "".join(items)
    return words("review.comma").join(items[:-1]) + words("review.and") + items[-1]


def amount(value: float, game_id: str = "") -> str:
    """A cost as read: whole numbers whole, else one decimal ("4.1", "12"); money in
    Winner's Circle in whole dollars."""
    rounded = round(value) if game_id == "winners_circle" else round(value, 1)
    text = f"{rounded:.0f}" if rounded == int(rounded) else f"{rounded:.1f}"
    return text.replace("-", "\N{MINUS SIGN}")


def choice_text(words: Words, game_id: str, choice: Choice, form: str, name: Names,
                seats: int, mover: int | None = None, own: str = "their") -> str:
    """``choice`` worded as what was done (``form`` "done") or as the alternative
    ("instead"). A Big Shot cube of ``mover`` (who made the choice) is their own, not
    "Player 1's" in Player 1's own line: ``own`` "their" as told of them (the replay's
    card and the results' lines name them first), "your" as told to them."""
    values = choice.values
    kind = choice.kind
    params: dict[str, object] = {}
    thrown = sum(values) if kind == "throw" else 0
    if game_id == "yacht":
        if kind == "keep" and not values:
            kind = "reroll"
        elif kind == "keep":
            params["dice"] = listed(words, [str(face) for face in values])
        else:
            params.update(points=values[0], category=words(f"yacht.category.{choice.label}"))
    elif game_id == "polterfass":
        if thrown == 1:
            kind = "throw_special"
        elif thrown:
            kind = "throw_specials"
            params["count"] = thrown
        elif kind in ("order",):
            params["value"] = values[0]
        elif kind in ("remove", "double"):
            params["face"] = values[0]
    elif game_id == "winners_circle":
        params["horse"] = words(f"winners_circle.horse.{values[0]}")
        if kind == "bet":
            params["chip"] = values[1]
    elif game_id == "wizard_extreme":
        if kind == "card":
            params["card"] = card_text(words, values)
        elif kind == "return":
            params["seal"] = words(f"wizard_extreme.seal.{SEALS[values[0]].value}")
        elif kind == "predict":
            params["seals"] = prediction_text(words, values)
    elif game_id == "big_shot":
        if kind in ("bid", "loan_bid"):
            params["amount"] = values[0]
        elif kind == "place":
            owner = colour_owner(seats, values[0])
            params["owner"] = (words("review.big_shot.cube_neutral") if owner is None
                               else words(f"review.big_shot.cube_{own}") if owner == mover
                               else words("review.big_shot.cube_of", name=name(owner)))
            params["region"] = words(f"big_shot.region.{REGIONS[values[1]].key}")
    return words(f"review.{game_id}.{kind}.{form}", **params)


def card_text(words: Words, values: Sequence[int]) -> str:
    colour = COLOURS[values[0]]
    return words("wizard_extreme.card", colour=words(f"wizard_extreme.colour.{colour.value}"),
                 value=values[1])


def prediction_text(words: Words, counts: Sequence[int]) -> str:
    parts = [words("review.wizard_extreme.seals", count=count,
                   colour=words(f"wizard_extreme.colour.{COLOURS[colour].value}"))
             for colour, count in enumerate(counts) if count]
    return listed(words, parts) if parts else words("review.wizard_extreme.no_seals")


def when_text(words: Words, game_id: str, verdict: Verdict) -> str:
    """Which decision of its round a verdict is: "Round 4, roll 2" or "Round 4, scoring"
    in Yacht, the trick in Wizard Extreme, the throw, turn or cube where a round holds
    several of one seat's decisions (:attr:`Verdict.step`). "Round 4" alone left two
    lines of one round telling the same (a new-user trial)."""
    if game_id == "wizard_extreme" and verdict.trick:
        return words("review.when.wizard_extreme_trick", round=verdict.round,
                     trick=verdict.trick)
    if game_id == "yacht" and verdict.done.kind == "score":
        return words("review.when.yacht_scoring", round=verdict.round)
    if verdict.step:
        return words(f"review.when.{game_id}_step", round=verdict.round, step=verdict.step)
    return words(f"review.when.{game_id}", round=verdict.round)


def verdict_line(words: Words, game_id: str, verdict: Verdict, name: Names, seats: int) -> str:
    """One line: when, who did what, what was better and by how much on average.

    The line names who chose ("Round 5: Mina ordered 2; ..."): under a heading of names,
    "Round 5: ordered 2" left the reader to guess whose order it was. A cost is the
    difference of two expected final scores (:mod:`tabletop.review`), so a line says it
    is an average: "8.7 points more" read as a promise with a decimal nobody explained."""
    gain = words(f"review.gain.{game_id}", amount=amount(verdict.cost, game_id))
    key = "review.line_fewer" if game_id == "wizard_extreme" else "review.line"
    line = words(key, when=when_text(words, game_id, verdict), name=name(verdict.seat),
                 done=choice_text(words, game_id, verdict.done, "done", name, seats,
                                  verdict.seat),
                 instead=choice_text(words, game_id, verdict.best, "instead", name, seats,
                                     verdict.seat),
                 gain=gain)
    reason = reason_text(words, game_id, verdict)
    return f"{line} {reason}" if reason else line


def reason_text(words: Words, game_id: str, verdict: Verdict) -> str:
    """Why the better choice was better, where the line alone reads as wrong: in
    Polterfass a count that serves less (:func:`serves_less`); else nothing."""
    if game_id == "polterfass" and serves_less(verdict.done, verdict.best):
        return words("review.polterfass.reason.serves_less")
    return ""


def accuracy_text(words: Words, accuracy: float | None) -> str:
    """The share of a person's decisions the review found near the best, said as what it
    counts ("Good choices 38%"; "Accuracy 38%" was a figure nobody explained). Joined by
    no-break spaces: it wraps as one."""
    return "" if accuracy is None else words("review.accuracy", percent=round(
        100 * accuracy)).replace(" ", "\u00a0")

