"""The Wizard Extreme side panel as one component: where the person to move predicts
(seals taken so far, the magician, Confirm), steals a seal from a holder, or gives one
back after a trick; and, while cards are played, the coach's card.

The scene composes it: it fills the buttons from the view's legal actions and
hands their presses on; the panel lays them out and draws itself around them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

import pygame

from scenes.games.wizard_extreme.art import draw_token, in_table_order
from scenes.games.wizard_extreme.panels import (
    card_name,
    draw_coach_card,
    draw_heading,
    draw_paper,
    draw_prediction_advice,
    draw_seal_kinds,
    prediction_tokens,
    seal_name,
)
from scenes.games.wizard_extreme.seals import SeatSeals, draw_magician
from scenes.games.wizard_extreme.steal import (
    StealLayout,
    draw_holders,
    draw_steal,
    steal_layout,
)
from scenes.shell import assets, theme
from scenes.shell.input import ControllerInput
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.focus import FocusRing
from tabletop import i18n
from tabletop.coach.wizard_extreme import WizardAdvice
from tabletop.games.wizard_extreme import (
    BLACK_PENALTY,
    COLOURED_PENALTY,
    MAGICIAN_BASE,
    WHITE_PENALTY,
    Colour,
    Phase,
    ReturnSeal,
    Seal,
    StealSeal,
    TakeSeal,
    TrickWon,
    WizardExtremeEngine,
)

TEXT_NAMESPACE = "wizard_extreme_scene"


class ChoicePanel:
    """The right-hand column beside the trick and over the hand's right end."""

    def __init__(self, confirm: Callable[[], None], take_magician: Callable[[], None],
                 cancel_steal: Callable[[], None], controller: ControllerInput) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.texts = i18n.ENGLISH
        """The player's language, handed over at every layout (so a switch shows at once)."""
        self.confirm_button = Button((0, 0, 200, 48), "wizard_extreme.action.predict",
                                     on_click=confirm, hotkey=pygame.K_SPACE,
                                     controller=controller)
        self.magician_button = Button((0, 0, 200, 48), "wizard_extreme.action.take_magician",
                                      on_click=take_magician, hotkey=pygame.K_m,
                                      style=ButtonStyle.SECONDARY, controller=controller)
        self.cancel_button = Button((0, 0, 200, 48), f"{TEXT_NAMESPACE}.cancel",
                                    on_click=cancel_steal, hotkey=pygame.K_BACKSPACE,
                                    style=ButtonStyle.SECONDARY, controller=controller)
        self.choice_buttons: list[Button] = []
        """A return's seals, or a steal's holders (the scene fills them)."""
        self.return_seals: list[Seal] = []
        """The seal each of a return's buttons gives back."""
        self.steal_holders: list[int] = []  # whom the steal dialog's buttons take from
        self.coach_low = False
        """A lesson's: the coach's card, made compact, stands under the column's foot, where
        the lesson's card keeps one place above it through the tricks (trial s35 Q/007: the
        card moved beside the trick for the coach's step, Next under the pointer)."""
        self.tells_seals = True
        """The prediction says what black and white seals are (trial V/001); not in a
        lesson, whose cards tell of them where its table shows them (trial s32 J/009)."""
        self.steal_colour: Colour | None = None
        """The colour of the steal dialog open now (None: no steal is being chosen)."""
        self.taken: list[Seal] = []
        """The seals the seat to move has taken this round: its prediction so far."""
        self.magician_chosen = False
        """M or the button chose the black magician; Confirm takes him, as it confirms
        seals (trial s32 K/009: one press took him and ended the prediction, no Undo)."""
        self.magician_cost = MAGICIAN_BASE
        self.words_bottom = 0
        """Where the prediction's words drawn last end (they must end above the buttons)."""

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def text(self, short_key: str, /, **params: object) -> str:
        return self.texts(f"{TEXT_NAMESPACE}.{short_key}", **params)

    def offer(self, view: WizardExtremeEngine, names: Callable[[int], str],
              on_return: Callable[[Seal], None], on_steal: Callable[[int], None]) -> None:
        """The choice buttons ``view``'s legal actions offer the seat to move: the seals it
        may give back after a trick (WE-D4), or, with the steal dialog open, the holders
        it may take that colour from (WE-D2); none otherwise."""
        legal = view.legal_actions()
        self.choice_buttons = []
        if view.state.phase is Phase.RETURN:
            self.return_seals = in_table_order(action.seal for action in legal
                                               if isinstance(action, ReturnSeal))
            self.choice_buttons = [Button(
                (0, 0, 10, 10), "wizard_extreme.action.return_seal",
                label_args={"seal": seal_name(self.texts, seal)},
                on_click=partial(on_return, seal)) for seal in self.return_seals]
        elif self.steal_colour is not None:
            self.steal_holders = [action.victim for action in legal
                                  if isinstance(action, StealSeal)
                                  and action.colour is self.steal_colour]
            self.choice_buttons = [Button(
                (0, 0, 10, 10), f"{TEXT_NAMESPACE}.steal_from",
                label_args={"name": names(victim)}, on_click=partial(on_steal, victim))
                for victim in self.steal_holders]

    def label_buttons(self, magician_cost: int) -> None:
        """Confirm counts the seals taken; the magician's button says his price where a
        RULES.md §3.8 variant changes it, before the choice, not after. Chosen, Confirm
        takes him and his button puts him back."""
        self.magician_cost = magician_cost
        if self.magician_chosen:
            self.confirm_button.set_label(f"{TEXT_NAMESPACE}.confirm_magician")
            self.magician_button.set_label(f"{TEXT_NAMESPACE}.magician_back")
            return
        if self.taken:
            self.confirm_button.set_label(f"{TEXT_NAMESPACE}.confirm_seals",
                                          count=len(self.taken))
        else:
            self.confirm_button.set_label(f"{TEXT_NAMESPACE}.confirm_none")
        if magician_cost == MAGICIAN_BASE:
            self.magician_button.set_label("wizard_extreme.action.take_magician")
        else:
            self.magician_button.set_label(f"{TEXT_NAMESPACE}.take_magician_base",
                                           base=magician_cost)

    def steal(self) -> StealLayout | None:
        """The steal dialog's layout while it is open."""
        if self.steal_colour is None:
            return None
        return steal_layout(self.texts, self.rect, self.scale, Seal.of(self.steal_colour),
                            len(self.choice_buttons))

    def layout(self, texts: i18n.Words, rect: pygame.Rect, scale: float) -> None:
        self.texts, self.rect, self.scale = texts, rect, scale
        self.layout_buttons()

    def layout_buttons(self) -> None:
        """The buttons of the choice now: the steal dialog's, or a column at the foot."""
        for button in (*self.choice_buttons, self.confirm_button, self.magician_button,
                       self.cancel_button):
            button.words = self.texts
        steal = self.steal()
        if steal is not None:
            for button, rect in zip([*self.choice_buttons, self.cancel_button], steal.buttons,
                                    strict=True):
                button.rect = rect
                if button is not self.cancel_button:
                    button.side_room = (steal.symbol_room, steal.count_room)
            return
        inner = self.rect.inflate(-self.px(24), -self.px(20))
        button_h = self.px(46)
        buttons = [*self.choice_buttons]
        if not self.choice_buttons:
            buttons = [self.magician_button, self.confirm_button]
        y = inner.bottom - button_h * len(buttons) - self.px(8) * (len(buttons) - 1)
        for button in buttons:
            button.rect = pygame.Rect(inner.x, y, inner.width, button_h)
            if button in self.choice_buttons:  # a return choice shows its seal at the left
                button.side_room = (self.px(44), 0)
            y += button_h + self.px(8)

    def coach_column(self) -> pygame.Rect:
        """Where the coach's card stands: at the panel's foot, or with :attr:`coach_low`
        in the room under where Take the black magician comes."""
        if not self.coach_low:
            return pygame.Rect(self.rect)
        top = self.magician_button.rect.top
        return pygame.Rect(self.rect.x, top, self.rect.width, self.rect.bottom - top)

    def lit_seal(self, seat: int) -> Seal | None:
        """The seals of ``seat`` to glow: the steal's colour, while the button that takes
        from that holder has the focus."""
        if self.steal_colour is None or seat not in self.steal_holders:
            return None
        button = self.choice_buttons[self.steal_holders.index(seat)]
        return Seal.of(self.steal_colour) if button.focused or button.hovered else None

    def draw(self, surface: pygame.Surface, phase: Phase, seat: int, public: WizardExtremeEngine,
             controls: FocusRing[Any], seals: list[SeatSeals],
             slot: Callable[[int], int], coach: bool, advice: WizardAdvice | None) -> None:
        """The panel for person ``seat`` deciding on their own screen; with ``coach`` on,
        its ``advice`` (None while it still thinks)."""
        if phase is Phase.PLAY:
            if coach:
                draw_coach_card(self.texts, surface, self.coach_column(), advice, self.scale,
                                self.coach_low)
            return
        steal = self.steal()
        if steal is not None and self.steal_colour is not None:
            seal = Seal.of(self.steal_colour)
            draw_steal(surface, steal, self.scale)
            controls.draw(surface)
            draw_holders(self.texts, surface, self.choice_buttons,
                         [slot(v) for v in self.steal_holders],
                         [seals[v].counts[seal] for v in self.steal_holders], seal,
                         self.scale)
            return
        draw_paper(surface, self.rect, self.scale)
        inner = self.rect.inflate(-self.px(24), -self.px(20))
        if phase is Phase.RETURN:  # say which trick it was (it may have left the table)
            won = next(event for event in reversed(public.log) if isinstance(event, TrickWon))
            lines = [self.text("return_title"),
                     self.text("return_trick", trick=won.trick,
                               card=card_name(self.texts, won.card),
                               colour=self.texts(f"wizard_extreme.colour.{won.led.value}")),
                     self.text("return_help")]
        else:
            # What each seal left costs, where seals are chosen (trial s32 K/010: a player
            # worked the values out from the round's summary).
            # With the coach on, its words say which seals to take where the help said
            # why (the prompt line says it too): at 1280x720 the panel holds one of them
            # beside the seals' words (trial V/001); the keys stay, in a line of their
            # own (trial Z1/008: with the coach on, nothing said 1-5 takes a seal).
            # The black and white seals' rows say what those cost: beside the keys, the
            # coloured seals' value only.
            values = {"coloured": COLOURED_PENALTY, "black": BLACK_PENALTY,
                      "white": WHITE_PENALTY}
            lines = [self.text("predict_title"),
                     *([self.text("predict_keys", **values)] if coach and self.tells_seals
                       else [self.text("predict_help"), self.text("seal_values", **values)])]
        y = draw_heading(surface, inner, lines, self.scale)
        if phase is Phase.PREDICT:
            if self.tells_seals and not self.magician_chosen:  # (he takes none)
                y = draw_seal_kinds(self.texts, surface, inner, y, self.scale)
            y = self._draw_taken(surface, inner, y, advice if coach else None)
            if public.magician_secures_win(seat):
                # The series' last round (RULES §3.8): say why the magician's button is grey.
                note = assets.text(self.texts("wizard_extreme.error.magician_secures_win"),
                                   theme.text_px(TextSize.SMALL, self.scale), theme.INK_SOFT,
                                   wrap_width=inner.width)
                surface.blit(note, (inner.x, y + self.px(6)))
                y += note.get_height() + self.px(6)
            self.words_bottom = y
            if coach and not self.magician_chosen:  # seals suggested: moot with him chosen
                top = min(button.rect.top
                          for button in (self.magician_button, self.confirm_button))
                room = pygame.Rect(inner.x, y + self.px(4), inner.width,
                                   top - y - self.px(8))
                draw_prediction_advice(self.texts, surface, room, advice, self.taken,
                                       self.scale)
        controls.draw(surface)
        if phase is Phase.RETURN:
            d = self.px(26)
            # The seals the winner may give back (WE-D4), each on its button.
            for button, option in zip(self.choice_buttons, self.return_seals, strict=False):
                draw_token(surface, option, (button.rect.x + d, button.rect.centery), d)

    def _draw_taken(self, surface: pygame.Surface, inner: pygame.Rect, y: int,
                    advice: WizardAdvice | None) -> int:
        """The seals this person has taken so far: their prediction, trick by trick, with
        the coach's ``advice`` (None: the coach is off) the seals it suggests faint beside
        them (:func:`prediction_tokens`). Returns the y below them."""
        small = theme.text_px(TextSize.SMALL, self.scale)
        if self.magician_chosen:  # the figure and what taking him means (RULES.md §3.4, §3.6)
            figure = pygame.Rect(inner.x, y + self.px(6), self.px(30), self.px(48))
            draw_magician(surface, figure)
            label = assets.text(self.text("magician_chosen", base=self.magician_cost), small,
                                theme.INK_SOFT, wrap_width=inner.width - self.px(40))
            surface.blit(label, (inner.x + self.px(40), y + self.px(4)))
            return y + self.px(6) + max(figure.height, label.get_height())
        row = prediction_tokens(self.taken, advice)
        if not row:
            label = assets.text(self.text("taken_none"), small, theme.INK_SOFT,
                                wrap_width=inner.width)
            surface.blit(label, (inner.x, y + self.px(4)))
            return y + self.px(4) + label.get_height()
        d = self.px(30)
        x = inner.x + d // 2
        for seal, alpha in row:
            if x + d // 2 > inner.right:
                break
            draw_token(surface, seal, (x, y + d // 2 + self.px(4)), d, alpha=alpha)
            x += d + self.px(4)
        return y + d + self.px(4)


def seal_move(view: WizardExtremeEngine, seat: int, seal: Seal) -> TakeSeal | StealSeal | None:
    """The move taking ``seal``'s colour is for ``seat``: one from the middle; None when
    the taker is to choose whom to take it from (WE-D2); else the move the engine refuses
    with the reason (nobody to take it from, or no white seal to give, WE-D3)."""
    colour = Colour(seal.value)
    legal = view.legal_actions()
    take = TakeSeal(seat, colour)
    if take in legal:
        return take
    if any(isinstance(action, StealSeal) and action.colour is colour for action in legal):
        return None
    holders = [v for v in range(view.seats) if v != seat and view.state.seals[v][seal]]
    return StealSeal(seat, colour, holders[0]) if holders else take


def first_to_take(view: WizardExtremeEngine, seat: int, seals: Iterable[Seal]) -> Seal | None:
    """The first of ``seals`` whose pile ``seat`` can take one from now (an empty pile gives
    nothing, at most a steal's dialog): where a new prediction's focus starts (trial s22)."""
    legal = view.legal_actions()
    return next((seal for seal in seals if TakeSeal(seat, Colour(seal.value)) in legal), None)
