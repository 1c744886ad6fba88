"""The Big Shot auction's controls for the person to bid: +1 and +5 bid at once; − and +
(or typed digits) set the amount that Bid (Space) offers; Pass (P); Loan (a click, or K
twice, or Enter twice on it).

What may be bid, passed or borrowed comes from the engine's legal actions: with
hidden money a bid goes beyond one's cash (BS-D17), so the pad also knows what
its bidder can pay (the engine's ``reach``) for the panel to warn. A secret loan
is silent: a sound of its own would tell the sofa.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.shell import theme
from scenes.shell.input import ControllerInput
from scenes.shell.manager import SceneManager
from scenes.shell.theme import Colour
from scenes.widgets.button import Button, ButtonStyle, key_hint, key_label
from scenes.widgets.focus import FocusRing
from tabletop.core.actions import Action, IllegalAction
from tabletop.games.big_shot import BigShotEngine, loan_proceeds
from tabletop.games.big_shot_events import Bid, Pass, TakeLoan
from tabletop.i18n import Words

Send = Callable[[Callable[[int], Action]], None]
"""The scene's way to act: it is given the action for the seat to move, if input counts now."""

_DIGITS = {**{pygame.K_0 + d: d for d in range(10)}, **{pygame.K_KP0 + d: d for d in range(10)}}

SECONDARY_SHARE = 0.4
"""The share of the panel's bottom line on its left, where every decision's secondary
button stands (Take back, Pass); its right is the primary spot (Roll, Place all)."""

SHARE_STEP = 2
"""How far (px at 720p, 3 at 1080p) the Loan button widens into Bid's room at each try of
:meth:`AuctionPad._share_middle`: each try fits both labels again, and a label's fitted
size grows by a pixel only over several pixels of width ("Loan: +9M now" 7 to 13), so a
finer step finds the same sizes with more fitting."""


class SignKey(Button):
    """The − or + button: while it may be pressed from the keyboard its sign is drawn as
    the keycap of its key (− and + press it, :meth:`AuctionPad.handle_key`), as every other
    button names its key; a keycap beside the sign left Bid's label no room. With no key
    shown a player on the keys alone bid only the lowest amount (trial s27 E/158)."""

    @property
    def key_hint(self) -> str | None:
        pad = self.controller is not None and self.controller.using_controller
        return None if pad or not self.enabled else self.text

    def label_px(self) -> int:
        if self.key_hint is None:
            return super().label_px()
        face_height = self.rect.height - max(2, self.rect.height // 12)  # as Button's
        return round(face_height * KEYCAP_SIGN)

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: Colour) -> None:
        sign = self.key_hint
        if sign is None:
            super()._draw_content(surface, face, ink)
            return
        cap = key_hint(sign, self.label_px(), False)
        surface.blit(cap, cap.get_rect(center=face.center))


LOAN_AGAIN_SECONDS = 0.5
"""The least rest before the press that takes an asked loan: a burst's keys come closer
(the mash window), and nobody reads what the loan asks in less."""

KEYCAP_SIGN = 0.36
"""The keycap's sign to the face's height (a label's is 0.44): the cap fits the face."""


class LoanButton(Button):
    """The Loan button: a click takes the loan at once, aimed at it; its key (K), and Enter
    (a controller's A) on it, first say what the loan gives and costs, and the same key
    again takes it when it is the very next press and comes :data:`LOAN_AGAIN_SECONDS` or
    more after the one before. A loan is money owed to the game's end, so no stray press
    takes one: from Bid, Down then Enter took a loan (trial s28 E/147-148), and so did the
    K that began a burst "K P 9 Enter Space" (the mash rule holds back only the keys after
    a burst's second, trial s33 M/011). A lesson's Loan asks too, on its card, as its words
    say: it teaches the real game's two presses."""

    def __init__(self, *args: Any, ask: Callable[[str], bool],
                 keyboard: SceneManager, **kwargs: Any) -> None:
        self.asked = False
        """K, or Enter on it, was pressed once: that key again takes the loan."""
        self._asked_by = (0, 0)
        """The key that asked (Enter for any press through the focus) and the press's number."""
        self._keyboard = keyboard
        """Its presses so far, counted or not, and the seconds between the last two."""
        self.due: int | None = None
        """The least bid the loan then asks (BS-D6: past the cash, and no pass), said while
        the loan may be taken (the panel's words above the bids, :attr:`due_said`); None once
        taken (the prompt says it then)."""
        super().__init__(*args, **kwargs)
        self._ask = ask
        self._aimed = False

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, value: bool) -> None:
        self._focused = value
        if not value:  # the focus left: the next Enter on it asks again
            self.asked = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == self.hotkey and self.enabled \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._press_twice(event.key)
        self._aimed = True  # a click reaches activate from here
        try:
            return super().handle_event(event)
        finally:
            self._aimed = False

    def activate(self) -> bool:
        if self._aimed or not self.enabled:
            self.asked = False
            return super().activate()
        return self._press_twice(pygame.K_RETURN)

    def _press_twice(self, key: int) -> bool:
        """``key`` pressed on the loan: the first press asks, the next takes it (class
        docstring); a press too soon after the one before asks again."""
        count = self._keyboard.presses
        again = self.asked and self._asked_by == (key, count - 1)
        if again and self._keyboard.press_gap >= LOAN_AGAIN_SECONDS - 1e-6:
            self.asked = False
            return super().activate()
        if not self._ask_first(key):  # nothing asks here (a replay): it is taken
            return super().activate()
        self.asked, self._asked_by = True, (key, count)
        return True

    @property
    def due_said(self) -> bool:
        """What the loan then asks is said now (trial s32 K/002: Pass went grey and the
        lowest bid jumped past the cash unexplained): while it may be taken, the cash known."""
        return self.enabled and self.due is not None

    def _ask_first(self, key: int) -> bool:
        """Say what a second press of ``key`` takes, and what the loan then asks (trial s32
        K/002: the ask left out the bid it binds to), where the view knows the cash (hidden
        money: the bidder's own); False where nothing asks here (a replay)."""
        words = self.shown_words()
        said = "loan_ask" if key == pygame.K_RETURN else "loan_ask_key"
        due = {} if self.due is None else {"due": self.due}
        if due:
            said += "_due"
        return self._ask(words(f"big_shot_scene.{said}", key=key_label(words, key, self.controller),
                               **due, **self.label_args))


class AuctionPad:
    """The seven bidding buttons, the amount being set and what the bidder can pay."""

    def __init__(self, send: Send, key: Callable[[str], str], *, hidden_money: bool,
                 controller: ControllerInput, ask: Callable[[str], bool],
                 keyboard: SceneManager) -> None:
        self.key = key
        self.amount = 1
        self.typed = ""
        self.least_px = 0
        """The least size of the middle row's labels (:meth:`_share_middle`)."""
        self.scale = 1.0
        self.high = 0
        self.beaten = 0
        """What the second Bid button goes five over: the top bid, or the lowest bid where
        that is more than one over it (after a loan, BS-D6: with the lowest bid at 8M it
        offered "+5: Bid 5M", greyed, trial I/005)."""
        self.reach = 0
        """What the bidder can pay (the engine's ``reach``)."""
        self._view: BigShotEngine | None = None
        self._colour = 0
        self.refusal: IllegalAction | None = None
        """Why no bid is possible now, the engine's words for the lowest (BS-D6: a loan
        first; BS-D17: held to the money shown); None while one is."""
        self.beside_pass = pygame.Rect(0, 0, 0, 0)
        """The bottom line's empty right, beside Pass: where the panel says the bidder's
        money (a button there would take the clicks meant for Roll or Place all)."""

        # One bidding control: the Bid button with its amount (the lowest bid until − or +
        # or digits change it), and beside it the same word for the usual jump of five.
        # A separate "+1" would only repeat the Bid button's own first amount.
        self.bid_five = Button((0, 0, 10, 10), key("bid_jump"),
                               on_click=lambda: send(lambda seat: Bid(seat, self.five_amount)),
                               style=ButtonStyle.SECONDARY, sound="coin")
        self.minus = SignKey((0, 0, 10, 10), text="−", on_click=lambda: self.adjust(-1),
                             style=ButtonStyle.SECONDARY, controller=controller)
        self.plus = SignKey((0, 0, 10, 10), text="+", on_click=lambda: self.adjust(1),
                            style=ButtonStyle.SECONDARY, controller=controller)
        self.bid_custom = Button((0, 0, 10, 10), key("bid"),
                                 on_click=lambda: send(lambda seat: Bid(seat, self.amount)),
                                 hotkey=pygame.K_SPACE, pad_hint="X", sound="coin",
                                 controller=controller)
        self.pass_button = Button((0, 0, 10, 10), key("pass"), on_click=lambda: send(Pass),
                                  hotkey=pygame.K_p, style=ButtonStyle.SECONDARY,
                                  controller=controller)
        self.loan_button = LoanButton((0, 0, 10, 10), key("loan"),
                                      on_click=lambda: send(TakeLoan), hotkey=pygame.K_k,
                                      style=ButtonStyle.SECONDARY, ask=ask, keyboard=keyboard,
                                      sound=None if hidden_money else "click",
                                      controller=controller)

    @property
    def buttons(self) -> list[Button]:
        return [self.minus, self.bid_custom, self.plus, self.bid_five, self.loan_button,
                self.pass_button]

    @property
    def five_amount(self) -> int:
        """What the second Bid button offers: five over :attr:`beaten`, or, when the amount set
        is just that, five over it, so the two buttons never say the same (trial s21: two
        "9M bid" side by side)."""
        jump = self.beaten + 5
        return jump + 5 if self.amount == jump else jump

    @property
    def beyond_reach(self) -> bool:
        """The amount set is more than the bidder can pay (allowed with hidden money)."""
        return self.amount > self.reach

    def lay_out(self, lines: list[pygame.Rect], gap: int, narrow: int, scale: float) -> None:
        """Three rows of buttons: − Bid +; Bid (five more) and Loan (``narrow``: Bid gives
        way); Pass where Take back stands. The bottom line's right, where Roll and Place
        cubes stand, stays empty: clicks repeated there after the last roll or placement
        never take a loan, nor pass, nor bid (a trial's six stray loans)."""
        top, middle, bottom = lines
        half = (top.width - gap) // 2
        height = top.height
        self.minus.rect = pygame.Rect(top.x, top.y, height, height)
        self.plus.rect = pygame.Rect(top.right - height, top.y, height, height)
        self.bid_custom.rect = pygame.Rect(self.minus.rect.right + gap, top.y,
                                           top.width - 2 * (height + gap), height)
        self.bid_five.rect = pygame.Rect(middle.x, middle.y, half - narrow, height)
        self.loan_button.rect = pygame.Rect(self.bid_five.rect.right + gap, middle.y,
                                            middle.width - self.bid_five.rect.width - gap,
                                            height)
        self.pass_button.rect = pygame.Rect(bottom.x, bottom.y,
                                            round(bottom.width * SECONDARY_SHARE), height)
        # Half a gap above and below the row besides: two lines at the small size.
        self.beside_pass = pygame.Rect(self.pass_button.rect.right + gap, bottom.y - gap // 2,
                                       bottom.right - self.pass_button.rect.right - gap,
                                       height + gap // 2 * 2)
        self.least_px = theme.text_px(theme.TextSize.SMALL, scale)
        self.scale = scale
        if self._view is not None:  # laid out again: labels set, in the screen's words
            self._share_middle()

    def _share_middle(self) -> None:
        """Bid (five more) gives the Loan button room until its label reads at the small
        size (``least_px``), as long as its own still does: beside the open log "Loan: +9M
        now" shrank to 15 px at 1080 (issue #32); where that is not enough, the Loan button
        says it short."""
        five, loan = self.bid_five, self.loan_button
        step = theme.px(SHARE_STEP, self.scale)
        while loan.label_px() < self.least_px:
            five.rect.width -= step
            loan.rect.x, loan.rect.width = loan.rect.x - step, loan.rect.width + step
            if five.label_px() < self.least_px:
                five.rect.width += step
                loan.rect.x, loan.rect.width = loan.rect.x + step, loan.rect.width - step
                break
        if loan.label_px() < self.least_px:  # beside "Raise to 18M": "Loan: +9M" (its "now"
            loan.label_key = self.key("loan_short")  # is said when K or Enter asks)

    def forget_typed(self) -> None:
        """A new decision: digits typed toward the last bid no longer count."""
        self.typed = ""

    def sync(self, min_bid: int) -> None:
        """The amount after a sync: what was typed stays, else the lowest bid."""
        self.amount = max(self.amount if self.typed else 0, min_bid)

    def update(self, view: BigShotEngine, colour: int) -> None:
        """Labels and what is enabled for ``colour`` to bid, from its own view: each button
        is enabled by the engine's legal actions."""
        self._view, self._colour = view, colour
        state = view.state
        self.high = state.high_bid
        self.reach = view.reach(colour)
        legal = view.legal_actions()
        # With hidden money the amounts go beyond one's cash (BS-D17), and the panel warns
        # when an amount is more than one can pay.
        amounts = [action.amount for action in legal if isinstance(action, Bid)]
        low, top = (min(amounts), max(amounts)) if amounts else (self.high + 1, self.high + 1)
        self.beaten = low if low > self.high + 1 else self.high
        self.refusal = None
        seat = view.seat_of(colour)
        if not amounts and seat is not None:
            try:
                view.check(Bid(seat, low))
            except IllegalAction as reason:
                self.refusal = reason
        self.amount = min(max(self.amount, low), top)
        # It says it raises the bid to its amount: "7M bid" alone beside "3M bid" read as
        # an unexplained second bid (trial s29 G/093), "+5: Bid 5M" as a riddle (s32 J/023).
        self.bid_five.set_label(self.key("bid_jump"), amount=self.five_amount)
        self.bid_five.enabled = self.five_amount in amounts
        self.bid_custom.set_label(self.key("bid"), amount=self.amount)
        self.bid_custom.enabled = self.amount in amounts
        self.minus.enabled = self.amount > low
        self.plus.enabled = self.amount < top
        self.pass_button.enabled = any(isinstance(action, Pass) for action in legal)
        self.loan_button.set_label(self.key("loan"), amount=loan_proceeds(
            state.loans[colour] or 0))
        self.loan_button.enabled = any(isinstance(action, TakeLoan) for action in legal)
        cash = state.cash[colour]  # the least bid the loan then binds to (trial s38 X/010:
        # "bid over 0M" said nothing where the auction's own least bid was 2M)
        self.loan_button.due = None if cash is None else max(view.min_bid(), cash + 1)
        self._share_middle()

    def hand_over_focus(self, ring: FocusRing[Any], pieces: list[Any]) -> None:
        """``ring`` takes ``pieces``; with the bidding buttons among them, the focus goes
        where :meth:`safe_focus` says (the table then moves it to Bid while Bid is live)."""
        before = ring.focused
        ring.set_buttons(pieces)
        if self.loan_button in pieces:
            ring.focus(self.safe_focus(ring.focused, before))

    def safe_focus(self, landed: object, before: object) -> Button | None:
        """Where the focus goes once the buttons are enabled anew, given where the ring put
        it (``landed``: its first enabled button, when the focused one became disabled) and
        where it stood ``before``. A loan spends money, so the focus never moves onto it by
        itself (trial defect 6: outbid beyond one's cash, Bid went grey and the ring
        jumped to "Loan", where the next Enter took one); Pass, the choice that spends
        nothing, takes it instead, or no button while Pass is not allowed (BS-D6)."""
        if landed is not self.loan_button or before is self.loan_button:
            return landed if isinstance(landed, Button) else None
        return self.pass_button if self.pass_button.enabled else None

    def adjust(self, delta: int) -> None:
        self.typed = ""
        self.amount += delta
        self._refresh()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Digits type the amount, − and + step it, Backspace unpicks a digit; True if used."""
        if event.key in _DIGITS:
            self.typed = (self.typed + str(_DIGITS[event.key]))[-3:]
            self.amount = int(self.typed)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.adjust(-1)
            return True
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.adjust(1)
            return True
        elif event.key == pygame.K_BACKSPACE and self.typed:
            self.typed = self.typed[:-1]
            self.amount = int(self.typed) if self.typed else 0
        else:
            return False
        self._refresh()
        return True

    def _refresh(self) -> None:
        if self._view is not None:
            self.update(self._view, self._colour)


def least_bid_after_loan(view: BigShotEngine) -> int | None:
    """The least bid the acting colour may make after this round's loan, or None without one:
    past the cash held before the loan (BS-D6) and at least the auction's own least bid. The
    prompt, the Bid button and the panel's rule line all say this one figure (trial s38
    X/014: after a second loan at 0M the panel said 1M while the prompt said 2M)."""
    floor = view.state.loan_floor
    return None if floor is None else max(view.min_bid(), floor + 1)


def bid_prompt(words: Words, view: BigShotEngine, name: str, pad: AuctionPad, *,
               undo: bool, controller: bool) -> str:
    """The prompt while ``name`` is to bid in ``view`` with ``pad``'s amount set. Its keys
    are the engine's legal actions now: Pass (P) and Loan (K) only while allowed, and "no
    pass" said whenever Pass is not (trial V/013: outbid after a loan, K still offered a
    second loan; the no-pass words went with the loan). After a loan (BS-D6: taken only
    to bid beyond one's cash, so no pass follows it) it says to bid at least past the cash
    before it, and, while ``undo`` is possible, how a player who took it by mistake gives
    it back (Undo, Ctrl+Z or the controller's Y)."""
    state = view.state
    colour = state.acting_colour
    legal = view.legal_actions()
    may_pass = any(isinstance(action, Pass) for action in legal)
    may_loan = any(isinstance(action, TakeLoan) for action in legal)
    if not may_pass:  # BS-D6: only a loan just taken leaves no pass
        least = least_bid_after_loan(view)
        minimum = view.min_bid() if least is None else least
        if not undo:
            return words("big_shot_scene.prompt_bid_after_loan", name=name, amount=minimum)
        return words("big_shot_scene.prompt_bid_after_loan_undo", name=name, amount=minimum,
                     undo=words("table.undo"), key="Y" if controller else "Ctrl+Z")
    if colour is not None and view.bids_unchecked(colour) and pad.beyond_reach:
        return words("big_shot_scene.prompt_bid_beyond", name=name, amount=pad.amount)
    if pad.refusal is not None:  # every Bid button grey: the engine's why (trial s21)
        key = "prompt_loan_first" if may_loan else "prompt_pass_only"
        return words(f"big_shot_scene.{key}", name=name,
                     why=pad.refusal.localized(words.language))
    key = "prompt_bid" if may_loan else "prompt_bid_no_loan"  # BS-D6: one loan a round
    cash = None if colour is None or view.hidden_money else state.cash[colour]
    if may_loan and cash is not None and cash >= view.min_bid():
        # BS-D6 allows the loan for a bid past the cash, but it is not needed for the least
        # bid: said so (trial s38 X/008 took it as an equal choice, and paid 11M for a 3M lot)
        key = "prompt_bid_cash_pays"
    return words(f"big_shot_scene.{key}", name=name, amount=view.min_bid(), cash=cash)


def words_or_short(button: Button, key: str, short_key: str) -> None:
    """``button`` labelled with ``key``'s words where they keep the size the short words
    would have, else with ``short_key``'s at that size (a panel narrowed beside the log)."""
    button.label_key = short_key
    short_px = button.label_px()
    button.label_key = key
    if button.label_px() < short_px - 1:  # a pixel's rounding is no shrinking
        button.label_key = short_key
