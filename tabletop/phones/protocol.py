"""The phones' protocol: JSON text frames on the WebSocket at ``/ws``.

A phone opens ``http://<lan-ip>:<port>/#<seat>.<ticket>`` (the QR code of its
seat) or ``http://<lan-ip>:<port>/`` typed by hand, then talks in JSON objects,
one per text frame, each with a ``type``:

client -> server
    ``{"type": "join", "seat": S, "secret": "..."}``: be seat S's hand. With the
    QR code's ticket instead of the seat's secret, while the shared screen shows it,
    it is answered ``paired`` as a code is, and the page joins with that secret.
    ``{"type": "pair", "code": "ABCD"}``: trade the four-character code shown on
    the shared screen for that seat's secret; answered ``paired``, then the page
    sends ``join``. A code works once and only while the shared screen shows it;
    wrong codes are counted and, past :data:`WRONG_CODES_PER_CONNECTION`, the
    connection is closed. Past :data:`WRONG_CODES_PER_ADDRESS` from one address, no
    code of that address is checked; past :data:`WRONG_CODES_PER_MINUTE` for the whole
    table, none at all: such a ``pair`` is answered ``error`` (pairing is paused).
    ``{"type": "act", "position": P, "choice": "<id>"}``: the choice with that id
    from the panel made at position P (the game's count of actions). The phone
    never sends an action, only an id its current panel offered, so a connection
    can act only for its own seat, and a stale P is refused (never applied twice).
    ``{"type": "ping"}``: answered ``pong``.

server -> client
    ``welcome`` {seat, name, colour "#rrggbb", symbol, language "en"|"ko", words,
    seats [{seat, name, colour, symbol}]}: the seat's look, every seat's, and the
    page's own words in the program's language.
    ``panel`` {position, your_turn, title, status, help?, secrets [{label, value, colour?,
    seat?}], choices [{id, label, group?, colour?, parts?, piece?, terse?, select?,
    unavailable?}], pick?, table?, shared?} (a secret or fact may carry ``pieces``): everything
    the phone shows, built from that seat's own view only (:class:`Panel`); a
    ``piece`` {kind, suit?, value?, colour?} is drawn as the table draws it
    (:class:`Piece`), ``table`` [{seat, score, facts}] is every seat's public facts. With ``pick``
    {label, prompt, most, parts [{id, label, slot?}], chosen?} the page shows the parts to
    toggle (``chosen`` on at first, one of a ``slot`` at a time) and one send button for
    the choice made of the toggled parts (:class:`Pick`). With
    ``shared`` the choices are a public move the shared screen takes too (a roll): the
    first one made is played, and a phone that came second is told so.
    ``refused`` {text}: the engine's sentence for a refused choice, translated.
    ``held`` {text}: the choice came while the game is paused on the TV; it is kept and
    played when the game goes on (the phone shows ``text`` in place of "Sent…").
    ``taken`` {text}: another device has this seat now (the shared screen agreed).
    ``pending`` {text}: this seat has a device already; the shared screen must agree.
    ``error`` {text}, then the server closes: a bad secret or a broken message; the
    server reads nothing more from that connection.
    ``gone`` {text}, then the server closes: the server is stopping (the game was
    left, phones turned off), or the seat has someone new for the next game; the
    seat's secret opens nothing any more, so the page clears the hand and forgets the
    secret.
    ``pong``.

Any other frame (not JSON, not an object, unknown type, wrong field types, extra
fields, text that is not valid Unicode such as a lone surrogate, binary, over
:data:`MAX_MESSAGE_BYTES`) is refused and counted.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from tabletop.i18n import DEFAULT_LANGUAGE, catalog, translate

DEFAULT_PORT = 8765
"""The port the server tries first; when taken, the next free ones above it."""

PORT_TRIES = 20
"""How many ports from :data:`DEFAULT_PORT` up are tried before giving up."""

MAX_MESSAGE_BYTES = 8 * 1024
"""The largest frame a phone may send: the biggest real message is under 200 bytes."""

MESSAGES_PER_SECOND = 20.0
"""The steady rate a connection may send at; a person taps a few times a second."""

MESSAGE_BURST = 40
"""How many messages may arrive at once before the rate counts (a reconnect's join,
ping and a tap or two); a connection past the rate is closed."""

WRONG_CODES_PER_CONNECTION = 5
"""Wrong pairing codes one connection may try before it is closed (a person who
mistyped five times is told to look again)."""

WRONG_CODES_PER_ADDRESS = 10
"""Wrong codes checked from one address in ten minutes: two pages' worth of a person's
typing mistakes, while a guesser is paused on its own and the other phones pair on
(the arithmetic is in :mod:`tabletop.phones.guard`)."""

WRONG_CODES_PER_MINUTE = 60
"""Wrong codes checked a minute for the whole table, from all addresses together
(:class:`tabletop.phones.guard.PairingLimit`): the bound for a guesser with many
addresses, at most 2.1 % an hour of hitting one of six shown codes."""

UNJOINED_CONNECTIONS = 32
"""Connections that have not joined a seat, at most, at once (a seventh phone of a
full table needs one; past it the oldest is pushed out)."""

UNJOINED_PER_ADDRESS = 8
"""Of those, at most this many from one address (its own oldest is pushed out past it):
a phone's browser loads the page over at most six connections at once and then opens
its WebSocket, seven, while one stranger's flood holds a quarter of the lobby at most
and can no longer push an honest phone out of it."""

ACCEPT_BURST = 16
"""Connections taken from the listening socket at one go (its backlog): the event loop
accepts up to its backlog in a row before the lobby pushes any out, so a flood that
piled up while the loop waited for a processor took ~100 descriptors at once and, at a
low descriptor limit, left none for the autosave; 16 at a time keeps the lobby's and the
burst's descriptors well under a limit of 96, where the system grants no more."""

JOIN_SECONDS = 30.0
"""A connection that has not joined a seat this long after connecting is closed."""

SECRET_BYTES = 24
"""A seat's secret carries 192 random bits (128 at least make guessing hopeless)."""

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
"""Thirty-two letters and digits with no 0/O or 1/I to misread on a TV."""

CODE_LENGTH = 4

PAGE_NAMESPACE = "phones_page"
"""The catalogue of the page's own words (``tabletop/i18n/<lang>/phones_page.json``),
sent whole in ``welcome`` so the page needs no translations of its own."""


def page_words(language: str) -> dict[str, str]:
    """Every word of the page in ``language``, keyed without the namespace."""
    prefix = f"{PAGE_NAMESPACE}."
    return {key.removeprefix(prefix): translate(key, language)
            for key in catalog(DEFAULT_LANGUAGE) if key.startswith(prefix)}


def new_secret() -> str:
    """A fresh seat secret, URL-safe (it rides in the QR code's fragment)."""
    return secrets.token_urlsafe(SECRET_BYTES)


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A fresh four-character pairing code, none of ``taken``."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def seat_url(host: str, port: int, seat: int, secret: str) -> str:
    """The address a seat's QR code holds: the fragment never reaches the network."""
    return f"{base_url(host, port)}/#{seat}.{secret}"


def base_url(host: str, port: int) -> str:
    """The short address typed by hand (the page then asks for the code)."""
    return f"http://{host}:{port}"


PIECES = ("card", "seal", "magician", "order", "chip", "money", "loan", "horse")
"""The pieces the page draws as the table draws them (``phone.css``, ``pieces.js``)."""


@dataclass(frozen=True)
class Piece:
    """A game piece to draw instead of words: a Wizard Extreme ``card`` (``suit`` and
    ``value``) or ``seal`` (``suit``, ``value`` how many) or the ``magician``; a
    Polterfass ``order`` card (``value``); a Winner's Circle ``chip`` (``value``, None
    for a face-down one, in the seat colour ``colour``); Big Shot ``money`` (``value``
    in millions, None while hidden) or a ``loan`` slip; a Winner's Circle ``horse``
    (``value`` its number, in its ``colour``). Its words stay the label, read
    by a screen reader and shown beside it where a piece alone could be misread."""

    kind: str
    suit: str | None = None
    value: int | None = None
    colour: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in PIECES:
            raise ValueError(f"unknown piece {self.kind!r}")

    def as_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"kind": self.kind}
        for name in ("suit", "value", "colour"):
            if (value := getattr(self, name)) is not None:
                shown[name] = value
        return shown


@dataclass(frozen=True)
class Secret:
    """One fact on the phone: a card, a seal, a bet, the cash (private in ``secrets``,
    public among a seat's ``facts``), with the pieces that draw it (an order of two
    cards is two)."""

    label: str
    value: str
    colour: str | None = None
    pieces: tuple[Piece, ...] = ()
    seat: int | None = None
    """Whose it is, named under it on the page (a card on the table: who played it)."""

    def as_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"label": self.label, "value": self.value}
        if self.colour is not None:
            shown["colour"] = self.colour
        if self.seat is not None:
            shown["seat"] = self.seat
        if self.pieces:
            shown["pieces"] = [piece.as_json() for piece in self.pieces]
        return shown


@dataclass(frozen=True)
class SeatFacts:
    """What everybody may know of one seat, for every phone: its score (None while
    hidden) and its public facts (seals taken, bets face up or down, loans)."""

    seat: int
    score: str | None
    facts: tuple[Secret, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "score": self.score,
                "facts": [fact.as_json() for fact in self.facts]}


@dataclass(frozen=True)
class Confirm:
    """A choice the phone takes in two taps, as the TV does (trial s32 K/009: the black
    magician, taken in one tap, ended the prediction): the first tap marks it, its button
    then reading ``back`` (a tap there puts it back) and the rest of its group giving way
    to ``note``, what it means, and a button reading ``label`` that sends it."""

    label: str
    back: str
    note: str = ""

    def as_json(self) -> dict[str, str]:
        return {"label": self.label, "back": self.back, "note": self.note}


@dataclass(frozen=True)
class Choice:
    """One button on the phone, and the action it stands for (kept on the table side:
    only ``id``, ``label``, ``group``, ``colour`` and ``parts`` are sent). ``parts``
    are the ids of the panel's :class:`Pick` parts this choice is made of."""

    id: str
    label: str
    action: Any
    group: str | None = None
    colour: str | None = None
    parts: tuple[str, ...] = ()
    piece: Piece | None = None
    terse: bool = False
    """The piece says it all (a card, a seal to take, a bid): the label is only read
    out, so a row holds more of them."""
    confirm: Confirm | None = None
    """Taken in two taps (:class:`Confirm`), or None: in one."""
    select: str | None = None
    """Taken in two taps the other way (trial W: a card played by a slip of the finger): the
    first tap lifts it and shows a button reading ``select`` under its group, the second,
    on it or on that button, sends it; a tap on another such choice lifts that one instead.
    None: one tap sends it."""
    unavailable: bool = False
    """Drawn greyed among the others and never sent (no action stands behind it): a card
    of the hand that may not be played now, so the hand shows once, whole (trial W)."""

    def as_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"id": self.id, "label": self.label}
        if self.piece is not None:
            shown["piece"] = self.piece.as_json()
        if self.terse and self.piece is not None:
            shown["terse"] = True
        if self.group is not None:
            shown["group"] = self.group
        if self.colour is not None:
            shown["colour"] = self.colour
        if self.parts:
            shown["parts"] = list(self.parts)
        if self.confirm is not None:
            shown["confirm"] = self.confirm.as_json()
        if self.select is not None:
            shown["select"] = self.select
        if self.unavailable:
            shown["unavailable"] = True
        return shown


@dataclass(frozen=True)
class Part:
    """One thing to toggle on the phone (a Polterfass order card)."""

    id: str
    label: str
    piece: Piece | None = None
    slot: str | None = None
    """Parts of one slot take turns (a chip, a horse): toggling one puts the other back."""

    def as_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"id": self.id, "label": self.label}
        if self.piece is not None:
            shown["piece"] = self.piece.as_json()
        if self.slot is not None:
            shown["slot"] = self.slot
        return shown


@dataclass(frozen=True)
class Pick:
    """The panel's choices are made of parts: the phone shows the parts under ``label``
    as toggles (at most ``most`` on at once) and one button that sends the choice made
    of exactly the toggled parts, reading ``prompt`` while none is. Dozens of
    combinations (a Polterfass order of one or two of eight cards is 36 choices) fit a
    small phone's first screen as eight cards and one button."""

    label: str
    prompt: str
    most: int
    parts: tuple[Part, ...]
    chosen: tuple[str, ...] = ()
    """Parts toggled on as the panel comes, one rule for every turn (trial Z2/014: the
    only chip kind left was lifted on some turns and not on others)."""

    def as_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {"label": self.label, "prompt": self.prompt, "most": self.most,
                                 "parts": [part.as_json() for part in self.parts]}
        if self.chosen:
            shown["chosen"] = list(self.chosen)
        return shown


@dataclass(frozen=True)
class Panel:
    """What one seat's phone shows at one position of the game."""

    position: int
    your_turn: bool
    title: str
    status: str
    secrets: tuple[Secret, ...] = ()
    choices: tuple[Choice, ...] = ()
    pick: Pick | None = None
    table: tuple[SeatFacts, ...] = ()
    current: int | None = None
    """The seat to move (every phone marks it among the table's seats)."""
    help: tuple[str, ...] = ()
    """What the decision means, in short lines under the status: the TV's help beside the
    same decision (trial W: the phone's prediction lacked the seals' penalties)."""
    shared: bool = False
    """Its choices are a public move the shared screen takes too (trial Z2/012: a race's
    roll and horse): whichever is made first is played, the other told so."""
    actions: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        ids = [choice.id for choice in self.choices]
        if len(set(ids)) != len(ids):
            raise ValueError(f"a panel's choice ids must differ: {ids}")
        if self.pick is not None:
            known = {part.id for part in self.pick.parts}
            made = [frozenset(choice.parts) for choice in self.choices]
            # Each set of toggled parts must name one choice, or the button could not say
            # which it sends.
            if (any(not parts or not parts <= known or len(parts) > self.pick.most
                    for parts in made) or len(set(made)) != len(made)):
                raise ValueError("each choice of a pick is its own set of the pick's parts")
        # An unavailable choice has no action: its id is refused as any unknown one.
        self.actions.update({choice.id: choice.action for choice in self.choices
                             if not choice.unavailable})

    @property
    def offers(self) -> bool:
        """True when at least one of its choices can be sent."""
        return any(not choice.unavailable for choice in self.choices)

    def as_json(self) -> dict[str, Any]:
        shown = {"type": "panel", "position": self.position, "your_turn": self.your_turn,
                 "title": self.title, "status": self.status,
                 "secrets": [secret.as_json() for secret in self.secrets],
                 "choices": [choice.as_json() for choice in self.choices]}
        if self.pick is not None:
            shown["pick"] = self.pick.as_json()
        if self.table:
            shown["table"] = [seat.as_json() for seat in self.table]
        if self.current is not None:
            shown["current"] = self.current
        if self.help:
            shown["help"] = list(self.help)
        if self.shared:
            shown["shared"] = True
        return shown

    def action_for(self, choice: str) -> Any | None:
        """The action behind the choice id ``choice``, None when this panel has none."""
        return self.actions.get(choice)


@dataclass(frozen=True)
class SeatLook:
    """A seat as every phone draws it among the table's seats."""

    seat: int
    name: str
    colour: str
    symbol: str

    def as_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "colour": self.colour,
                "symbol": self.symbol}


@dataclass(frozen=True)
class Welcome:
    """Who a seat is, sent on join: the page draws itself in the seat's look, and the
    others' in theirs (``seats``)."""

    seat: int
    name: str
    colour: str
    symbol: str
    language: str
    words: dict[str, str]
    seats: tuple[SeatLook, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"type": "welcome", "seat": self.seat, "name": self.name,
                "colour": self.colour, "symbol": self.symbol, "language": self.language,
                "words": dict(self.words), "seats": [seat.as_json() for seat in self.seats]}


class BadMessage(ValueError):
    """A frame that is not one of the client messages above."""


_FIELDS: dict[str, dict[str, type]] = {
    "join": {"seat": int, "secret": str},
    "pair": {"code": str},
    "act": {"position": int, "choice": str},
    "ping": {},
}


def parse_client(frame: str | bytes) -> dict[str, Any]:
    """The client message in ``frame``, checked field by field; :class:`BadMessage`
    for anything else (binary frames, broken JSON, unknown types or fields)."""
    if not isinstance(frame, str):
        raise BadMessage("binary frame")
    try:
        message = json.loads(frame)
    except (ValueError, RecursionError) as error:
        raise BadMessage("not JSON") from error
    if not isinstance(message, dict):
        raise BadMessage("not an object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise BadMessage("unknown type")
    fields = _FIELDS[kind]
    if set(message) != {"type", *fields}:
        raise BadMessage(f"{kind}: wrong fields")
    for name, wanted in fields.items():
        value = message[name]
        # bool is an int to Python, never a seat or a position to the protocol.
        if not isinstance(value, wanted) or isinstance(value, bool):
            raise BadMessage(f"{kind}.{name}: wrong type")
        if isinstance(value, str):
            if len(value) > 200:
                raise BadMessage(f"{kind}.{name}: too long")
            _check_text(value, f"{kind}.{name}")
    return message


def _check_text(value: str, where: str) -> None:
    """JSON may spell a lone surrogate (``"\\ud800"``), which no UTF-8 can carry: such
    text is refused before anything compares or stores it."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise BadMessage(f"{where}: not valid Unicode") from error


def encode(message: dict[str, Any]) -> str:
    """One server message as a compact text frame (Korean kept as UTF-8)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
