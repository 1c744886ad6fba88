"""Polterfass lesson: while the guests order, the top bar lights the guest the band under
the mat names as choosing (trial s26 A/069: "Hana is choosing an order" under Joon's lit
plate, beside the card on Joon's order); once the guests have ordered, the innkeeper, whose
buttons the table shows (trial s32 J/015: Hana lit over Mina's Throw again and Close the
tap, beside the card on Hana's order)."""

from __future__ import annotations

from scenes.games.polterfass import panels
from tabletop.games.polterfass import Phase
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames


class GlowWatch(Watch):
    """At each step whose band names a guest choosing an order: the plate that glows."""

    games = ("polterfass",)

    def __init__(self) -> None:
        self.named: list[str] = []
        self.disagreeing: list[str] = []
        self.serving: list[str] = []  # steps whose innkeeper's buttons show
        self.unlit: list[str] = []

    def look(self, walk: Walk) -> None:
        scene = walk.scene
        frames(walk.shell, 2)
        state = scene.public_view().state  # type: ignore[attr-defined]
        seat = scene.session.current_seat
        lit = [index for index, plate in enumerate(scene.plates) if plate.is_active]
        if not walk.driver.finished and state.phase is Phase.SERVING and seat is not None:
            self.serving.append(walk.step_name)
            if lit != [seat]:
                self.unlit.append(f"{walk.step_name}: the plates {lit} lit over the "
                                  f"buttons of {scene.session.name(seat)}")
        if walk.driver.finished or state.phase is not Phase.ORDERS or seat is None:
            return
        band = panels.band_words(scene.context.words, state, scene.session,
                                 panels.lit_seat(scene.plates), scene.plaque.shelf)
        self.named.append(walk.step_name)
        if lit != [seat]:
            self.disagreeing.append(f"{walk.step_name}: {band!r} under the lit plates {lit}")


def test_the_lit_plate_is_the_guest_the_band_names_as_choosing() -> None:
    watch = shared_walk("polterfass", GlowWatch)
    assert watch.named, "no step of the lesson shows a guest choosing an order"
    assert not watch.disagreeing, "\n".join(watch.disagreeing)


def test_the_lit_plate_is_the_innkeepers_while_his_buttons_show() -> None:
    watch = shared_walk("polterfass", GlowWatch)
    assert "hana_orders" in watch.serving, "the card on Hana's order shows Mina's buttons"
    assert not watch.unlit, "\n".join(watch.unlit)
