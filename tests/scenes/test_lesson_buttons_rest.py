"""While a lesson's card waits for Next, a press goes to the card: the game's buttons look
disabled and name no key, and Yacht's tray does not say "Press Space or click Roll" (trial
s18: Roll glowed gold with its Space keycap under a card, and Space did nothing; so did
Polterfass's "Throw the barrels"). Polterfass's "keep" / "throw" words under a special
barrel (and the count's "double" / "take out") belong to their button and rest with it
(trial s21: "keep" stood under the arrow three cards before a card told what it meant)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.polterfass.barrels import BarrelTable
from scenes.widgets.button import Button, ButtonStyle
from tabletop.games.yacht import Hold, Release
from tabletop.i18n import Words
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson
from tests.scenes.test_game_base import frames


class RestWatch(Watch):
    """At each card that waits for Next: the scene's live buttons and the words it draws."""

    def __init__(self) -> None:
        self.cards = 0
        self.choices = 0
        """Steps asking for a move under which a barrel's word (keep, double…) shows."""
        self.live: list[str] = []
        self.drawn: list[str] = []
        self.asked = 0  # steps asking for a move, the table ready
        self.gold: list[str] = []
        """A gold (primary) button beside the glow on another piece, at a step asking for
        a move: the look of the main thing to do, on a move the lesson refuses."""

    def start(self, walk: Walk) -> None:
        real = walk.scene.text

        def recorded(short_key: str, /, **params: Any) -> str:
            self.drawn.append(short_key)
            return real(short_key, **params)

        walk.patch.setattr(walk.scene, "text", recorded)
        pills = BarrelTable.pills

        def tagged(table: BarrelTable, words: Words, *, choosing: bool = True
                   ) -> list[Any]:
            if choosing:
                self.drawn += [sprite.tag.rsplit(".", 1)[-1] for sprite in table.barrels
                               if sprite.standing and sprite.tag]
            return pills(table, words, choosing=choosing)

        walk.patch.setattr(BarrelTable, "pills", tagged)

    def look(self, walk: Walk) -> None:
        driver, scene = walk.driver, walk.scene
        if driver.finished:
            return
        frames(walk.shell, 2)
        self.drawn.clear()
        scene.draw(pygame.Surface(walk.shell.context.display.window_size))
        choice = {"tag_keep", "tag_throw", "tag_double", "tag_remove"} & set(self.drawn)
        pieces = (*scene.touchable(),
                  *(piece for ring in scene.focus_rings() for piece in ring.buttons))
        if not driver.waits_for_next:
            self.choices += bool(choice)
            self._look_for_gold(walk, [piece for piece in pieces if isinstance(piece, Button)])
            return
        self.cards += 1
        if "tray_hint" in self.drawn:
            self.live.append(f"{walk.step_name}: the tray says to press Space")
        self.live += [f"{walk.step_name}: a barrel's {word!r}" for word in sorted(choice)]
        self.live += [f"{walk.step_name}: {piece.label_key} ({piece.key_hint})"
                      for piece in pieces if isinstance(piece, Button) and piece.enabled]

    def _look_for_gold(self, walk: Walk, buttons: list[Button]) -> None:
        pointed = walk.piece
        if walk.driver.learners_move() is None or pointed is None:
            return
        self.asked += 1
        self.gold += [f"{walk.step_name}: {button.label_key} beside the glow at {pointed}"
                      for button in buttons if button.enabled
                      and button.style is ButtonStyle.PRIMARY
                      and not button.bounds().contains(pointed)]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_no_game_button_is_live_under_a_card_waiting_for_next(game_id: str) -> None:
    watch = shared_walk(game_id, RestWatch)
    assert watch.cards, "the lesson has cards to read"
    assert not watch.live, "\n".join(dict.fromkeys(watch.live))
    if game_id == "polterfass":
        assert watch.choices, "a barrel's words show where their move is asked for"


class KeysWatch(Watch):
    """At each step of Yacht's lesson: whether the dice show their 1-5 keycaps, and whether
    the step asks for a die."""

    games = ("yacht",)

    def __init__(self) -> None:
        self.keys: dict[str, bool] = {}
        self.astray: list[str] = []
        self.prompts_astray: list[str] = []

    def look(self, walk: Walk) -> None:
        frames(walk.shell, 2)
        shown = walk.scene.tray.show_keys and walk.scene.dice_visible  # type: ignore[attr-defined]
        asked = isinstance(walk.driver.learners_move(), Hold | Release)
        self.keys[walk.step_name] = shown
        if shown and not asked:
            self.astray.append(walk.step_name)
        prompt = walk.scene.frame.prompt.text
        if not shown and walk.scene.text("keys_hold") in prompt:
            self.prompts_astray.append(f"{walk.step_name}: {prompt}")


def test_the_dice_name_their_keys_only_where_the_lesson_asks_for_a_die() -> None:
    """Trial s18: Yacht's dice kept their 1-5 keycaps under the card asking for Four of a
    Kind (and the one asking to roll), keys the lesson refuses there. They rest under every
    card but one asking for a die, and come back there."""
    watch = KeysWatch()
    walk_lesson("yacht", [watch])
    assert watch.keys.get("hold_first"), f"no keycaps where a die is asked for: {watch.keys}"
    assert not watch.astray, f"keycaps on the dice at {watch.astray}"
    # Trial s21: "hold dice (click or 1–5)" stood in the prompt over dice with no keycaps.
    assert not watch.prompts_astray, "\n".join(watch.prompts_astray)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_only_the_asked_piece_looks_gold_at_a_step_asking_for_a_move(game_id: str) -> None:
    """Trial s22: Polterfass's "Throw again" stood gold (the look of the main thing to do)
    beside the glow on "Close the tap" the card asked for (B/092), Yacht's Roll beside the
    glowing Four of a Kind row (B/119); pressing either only brought the step's hint. At a
    step asking for a move, only the button it asks for may look gold, or none."""
    watch = shared_walk(game_id, RestWatch)
    assert watch.asked, "the lesson asks for moves"
    assert not watch.gold, "\n".join(dict.fromkeys(watch.gold))
