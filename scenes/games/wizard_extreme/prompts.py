"""What Wizard Extreme's prompt says: to the person deciding (the keys with the words), and
while the table shows something of its own (a round's summary, a finished trick)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from scenes.games.playing import PlayingDriver
from scenes.games.wizard_extreme.panels import predict_prompt, seal_name
from scenes.widgets.button import key_label
from tabletop.games.wizard_extreme import Phase, Seal

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.games.enter_guard import EnterGuard
    from scenes.games.wizard_extreme.choices import ChoicePanel
    from scenes.games.wizard_extreme.last_card import LastCard
    from scenes.games.wizard_extreme.summary import RoundSummary
    from scenes.games.wizard_extreme.trick import SeatedTrick
    from scenes.games.wizard_extreme.trick_end import TrickEnding
    from scenes.shell.context import AppContext
    from tabletop.games.wizard_extreme import WizardExtremeEngine
    from tabletop.session import GameSession


class Table(Protocol):
    """The parts of the Wizard Extreme scene its prompt reads."""

    @property
    def context(self) -> AppContext: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def last_card(self) -> LastCard: ...
    @property
    def side(self) -> ChoicePanel: ...
    @property
    def summary(self) -> RoundSummary | None: ...
    @property
    def trick(self) -> SeatedTrick: ...
    @property
    def trick_end(self) -> TrickEnding: ...
    @property
    def driver(self) -> TableDriver: ...
    @property
    def enter_guard(self) -> EnterGuard: ...
    none_asked: int | None
    def text(self, short_key: str, /, **params: Any) -> str: ...
    def slot(self, seat: int) -> int: ...
    def summary_next_in(self) -> int | None: ...


def person_prompt(scene: Table, view: WizardExtremeEngine, seat: int) -> str:
    """The prompt when person ``seat`` is to decide on this screen."""
    words = scene.context.words
    name = scene.session.name(seat)
    phase = view.state.phase
    if scene.last_card.plays_for(view, seat):  # no choice left: no key to press either
        return scene.text("prompt_last_card", name=name)
    if phase in (Phase.RETURN, Phase.PLAY):  # the keys too, as the other games' prompts
        key = key_label(words, pygame.K_RETURN, scene.context.input)
        return scene.text(f"prompt_{phase.value}", name=name, key=key)
    if scene.side.steal_colour is not None:
        return scene.text("prompt_steal", name=name,
                          seal=seal_name(words, Seal.of(scene.side.steal_colour)))
    if scene.side.magician_chosen:
        return scene.text("prompt_magician", name=name,
                          key=key_label(words, pygame.K_SPACE, scene.context.input),
                          back=key_label(words, pygame.K_m, scene.context.input))
    return predict_prompt(words, view, seat, name)


def table_prompt(scene: Table) -> tuple[str, int | None] | None:
    """A round's summary says how to go on, once a press does (its rest is over); where it
    goes on by itself, what it shows (its own words count the seconds down, trial W/009);
    a finished trick, who won it."""
    if scene.summary is not None:
        if scene.context.manager.in_grace or scene.summary_next_in() is not None:
            return scene.text("summary_read"), None
        return scene.text("summary_go_on"), None
    held = scene.trick.held
    if held is not None and scene.trick_end.last_held:  # the round's last: a press
        return scene.text("last_trick_won_by", name=scene.session.name(held)), scene.slot(held)
    mover = scene.session.current_seat
    person_moves = mover is not None and scene.session.seats[mover].is_person
    if held is not None and (scene.trick_end.waits is None or not person_moves
                             or scene.trick_end.read_now):
        # A person to move next has their own words (the trick stays for them to read).
        return scene.text("trick_won_by", name=scene.session.name(held)), scene.slot(held)
    return None


def space_may_confirm(scene: Table) -> bool:
    """Whether Space confirms the prediction now. With no seal taken, the first Space of a
    decision refuses, says how to choose on the prompt line and changes nothing; a second
    Space predicts no tricks. A single stray press (from a cover or a round's end) once
    predicted none before the person chose anything, where a decision's first Enter only
    shows where it acts (scenes/games/enter_guard.py). A click on Confirm acts at once."""
    driver = scene.driver
    chosen = bool(scene.side.taken) or scene.side.magician_chosen
    if chosen or not isinstance(driver, PlayingDriver) or not driver.accepts_input:
        return True  # seals or the magician chosen; or a lesson's step, which names the key
    if scene.none_asked == driver.position:  # asked already, with nothing played since
        return True
    scene.none_asked = driver.position
    key = key_label(scene.context.words, pygame.K_SPACE, scene.context.input)
    scene.enter_guard.say(scene.text("choose_tricks_first", key=key))
    return False
