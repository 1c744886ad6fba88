"""The phones' codes screen and claim question at a real table: a code is on the screen
only while its seat has no phone or a person asked for it, the screen closes by itself
once every phone is in, says when pairing is paused, and a claim question is about one
device only."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.phone_desk import PhoneDesk
from scenes.screens.phones_screen import ClaimScene, PhonesScene
from scenes.shell.app import App
from tabletop.core.seats import SeatKind
from tabletop.i18n import Words
from tests.phones.conftest import Phone
from tests.phones.table import _join, _table, _wait
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, click, frames, press

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _shot(app: App, name: str) -> None:
    """Keep the screen in TABLETOP_SHOTS, when set, to be looked at."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.display.get_surface(), str(Path(folder) / f"{name}.png"))


def _scan(phone: Phone, address: str) -> dict[str, Any]:
    """What the page does with a QR code's address: join with the fragment's seat and
    ticket, and with the secret it is sent for it; the last answer."""
    seat, ticket = address.rsplit("#", 1)[1].split(".", 1)
    answer = phone.join(int(seat), ticket)
    if answer["type"] != "paired":
        return answer
    return phone.join(answer["seat"], answer["secret"])


def _done(app: App, scene: GameScene[Any], codes: PhonesScene) -> None:
    next(button for button in codes.ring.buttons
         if button.label_key == "phones.done").on_click()
    _wait(app, lambda: app.context.manager.top is scene)


def _mina_away(app: App, phones: list[Phone]) -> tuple[GameScene[Any], PhoneDesk, str]:
    """Wizard Extreme with Mina's and Junho's phones joined and a computer, Mina's phone
    then gone: the table, its phone desk and the secret Mina's page keeps."""
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    mina = _join(scene, 0, phones)
    _join(scene, 1, phones)
    stored = desk.server.key(0).secret
    mina.close()
    _wait(app, lambda: desk.state(0) == "away")
    return scene, desk, stored


def _codes(app: App, scene: GameScene[Any]) -> PhonesScene:
    scene.driver.show_phone_codes()
    frames(app, 3)
    top = app.context.manager.top
    assert isinstance(top, PhonesScene)
    return top


def test_the_codes_screen_closes_by_itself_once_every_phone_is_in(
        app: App, phones: list[Phone]) -> None:
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    codes = _codes(app, scene)
    assert codes.opaque
    desk = scene.driver.phones.desk
    assert desk is not None
    _join(scene, 0, phones)
    _wait(app, lambda: not desk.server.key(0).open)
    frames(app, 2)
    _shot(app, "codes-one-in")
    assert app.context.manager.top is codes, "one phone is still to come"
    assert desk.server.key(1).open
    _join(scene, 1, phones)
    _wait(app, lambda: app.context.manager.top is scene)
    # Opened again from the pause menu with everyone in, it waits for Done.
    again = _codes(app, scene)
    frames(app, 5)
    _shot(app, "codes-all-in")
    assert app.context.manager.top is again


def test_a_seat_with_a_phone_shows_no_credential_until_asked_and_then_only_while_shown(
        app: App, phones: list[Phone]) -> None:
    scene, desk, _ = _mina_away(app, phones)
    codes = _codes(app, scene)
    assert not desk.server.key(0).open
    before = desk.server.key(0)
    show = [button for button in codes.ring.buttons if button.label_key == "phones.show_code"]
    assert len(show) == 2, "each seat with a phone offers its code, none is shown"
    show[0].on_click()  # Mina's card: her phone lost its page's storage
    frames(app, 2)
    _shot(app, "codes-asked-again")
    offered = desk.server.key(0)
    assert offered.open and offered.code != before.code
    assert len([button for button in codes.ring.buttons
                if button.label_key == "phones.show_code"]) == 1
    new = Phone(desk.port)
    phones.append(new)
    new.send({"type": "pair", "code": offered.code})
    paired = new.next()
    assert paired["type"] == "paired"
    assert new.join(0, paired["secret"])["type"] == "welcome"
    _wait(app, lambda: app.context.manager.top is scene)
    assert not desk.server.key(0).open


def test_show_code_on_a_connected_phone_shows_its_code_by_click_and_by_keyboard(
        app: App, phones: list[Phone]) -> None:
    # Trial C: with every phone in, "Show code" closed the whole codes screen and showed
    # nothing, by click and by Tab then Enter. The old code fails here: the screen is gone.
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    for seat, by_keys in ((1, False), (0, True)):
        codes = _codes(app, scene)
        frames(app, 2)
        show = [button for button in codes.ring.buttons
                if button.label_key == "phones.show_code"]
        assert len(show) == 2
        if by_keys:
            for _tab in range(len(codes.ring.buttons)):
                if codes.ring.focused is show[seat]:
                    break
                press(pygame.K_TAB)
                frames(app, 1)
            assert codes.ring.focused is show[seat]
            press(pygame.K_RETURN)
        else:
            click(show[seat].rect.center)
        frames(app, 5)
        _shot(app, f"codes-show-connected-{seat}")
        assert app.context.manager.top is codes, "the screen stays, with the code on it"
        assert desk.server.key(seat).open and desk.state(seat) == "connected"
        assert codes._shown(desk, seat)
        _done(app, scene, codes)
        assert not desk.server.key(seat).open


def test_the_address_to_type_a_code_at_shows_only_beside_a_code(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    # Trial C: with every phone in and no code on any card, the screen still said "Or
    # open http://... and type the code.". The old code fails here: the line is drawn.
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    codes = _codes(app, scene)
    drawn: list[str] = []
    draw = codes.draw_text
    monkeypatch.setattr(codes, "draw_text", lambda surface, text, *args, **kwargs: (
        drawn.append(text), draw(surface, text, *args, **kwargs))[1])
    type_hint = app.context.words("phones.type_hint", address=desk.address)
    codes.draw_content(pygame.display.get_surface())
    assert type_hint not in drawn
    codes.show_code(1)
    codes.draw_content(pygame.display.get_surface())
    assert type_hint in drawn


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)])
def test_the_address_to_type_at_stays_on_screen_while_typing_is_paused(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch,
        size: tuple[int, int]) -> None:
    # Trial s23 C (007, 008): the pause's red countdown took the place of "Or open
    # http://... and type the code", so a person who cannot scan lost the address. The
    # old code fails here: the address is not drawn while paused.
    resize_window(app, size)
    frames(app, 2)
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    codes = _codes(app, scene)
    monkeypatch.setattr(desk.server, "pairing_paused", lambda: 33.2)
    drawn: dict[str, pygame.Rect] = {}
    draw = codes.draw_text

    def kept(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn[text] = draw(surface, text, *args, **kwargs)
        return drawn[text]

    monkeypatch.setattr(codes, "draw_text", kept)
    frames(app, 2)
    _shot(app, f"codes-paused-{size[0]}x{size[1]}")
    words = app.context.words
    address = drawn.get(words("phones.type_hint", address=desk.address))
    paused = drawn.get(words("phones.paused_screen", seconds=34))
    assert address is not None and paused is not None
    assert not address.colliderect(paused)
    for line in (address, paused):
        assert codes.panel.contains(line)
        assert not any(line.colliderect(card) for _seat, card in codes.cards)
        assert not any(line.colliderect(button.rect) for button in codes.ring.buttons)


def test_a_qr_code_shown_for_an_away_phone_opens_nothing_once_gone_and_the_phone_comes_back(
        app: App, phones: list[Phone]) -> None:
    # Show code on an away phone's card put that phone's own secret on the TV as its QR
    # code, good for the whole game: a guest who photographed it took the seat once the
    # screen had closed. The old code fails here: the photograph is welcomed as Mina.
    scene, desk, stored = _mina_away(app, phones)
    codes = _codes(app, scene)
    codes.show_code(0)
    frames(app, 1)
    photographed = desk.seat_address(0)
    _done(app, scene, codes)
    guest = Phone(desk.port, "127.0.0.9")
    phones.append(guest)
    assert _scan(guest, photographed) == {
        "type": "error", "text": app.context.words("phones.bad_secret")}
    assert desk.state(0) == "away"
    # Mina's phone wakes: its own stored link takes her seat back, no code needed.
    back = Phone(desk.port)
    phones.append(back)
    assert back.join(0, stored)["type"] == "welcome"
    _wait(app, lambda: desk.state(0) == "connected")


def test_a_code_asked_for_and_not_used_is_taken_back_when_the_screen_closes(
        app: App, phones: list[Phone]) -> None:
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    codes = _codes(app, scene)
    codes.show_code(1)
    assert desk.server.key(1).open
    app.context.manager.apply(codes.back())
    assert not desk.server.key(1).open


def test_a_code_gone_from_the_screen_pairs_nothing_and_every_seat_taken_is_announced(
        app: App, phones: list[Phone]) -> None:
    # Trial s21: only Mina's phone paired, then Done; Junho's code, gone from the TV,
    # still paired a stranger's shell, who played Junho's secret order unannounced. The
    # old code fails here: the stranger is paired.
    scene = _table(app, "polterfass", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    codes = _codes(app, scene)
    shown = desk.server.key(1)
    assert shown.open
    _join(scene, 0, phones)
    _done(app, scene, codes)
    stranger = Phone(desk.port, "127.0.0.9")
    phones.append(stranger)
    stranger.send({"type": "pair", "code": shown.code})
    assert stranger.next()["type"] == "refused"
    assert desk.state(1) == "waiting"
    # The codes screen again: Junho's card shows a fresh code, and it pairs.
    codes = _codes(app, scene)
    fresh = desk.server.key(1)
    assert fresh.open and fresh.code != shown.code
    frames(app, 1)
    _shot(app, "codes-fresh")
    stranger.send({"type": "pair", "code": fresh.code})
    paired = stranger.next()
    assert paired["type"] == "paired"
    assert stranger.join(1, paired["secret"])["type"] == "welcome"
    _wait(app, lambda: app.context.manager.top is scene)  # all in: it closed by itself
    words = app.context.words
    # Said without the device's address or system (trial s38 W/016).
    announced = {words("phones.seat_joined", name=name) for name in ("Mina", "Junho")}
    _wait(app, lambda: announced <= {toast.text for toast in scene.frame.toasts.toasts})
    assert all(toast.public for toast in scene.frame.toasts.toasts)
    assert not any("127.0.0." in toast.text for toast in scene.frame.toasts.toasts)
    frames(app, 2)
    _shot(app, "table-seats-joined")


def test_a_qr_code_gone_from_the_screen_opens_nothing_and_a_paired_phone_keeps_its_own(
        app: App, phones: list[Phone]) -> None:
    # Junho never paired: his QR code's secret, photographed off the TV, took his seat
    # for the whole game after Done (192 bits cannot be guessed, but they were on the
    # screen); Mina's, photographed before she scanned it, stayed her phone's secret, so
    # it took her seat whenever her phone was away. The old code fails here: Mina's
    # photograph waits for her seat instead of being refused.
    scene = _table(app, "polterfass", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    codes = _codes(app, scene)
    photographed = {seat: desk.seat_address(seat) for seat in (0, 1)}
    mina = Phone(desk.port)
    phones.append(mina)
    assert _scan(mina, photographed[0])["type"] == "welcome"
    mina_secret = desk.server.key(0).secret
    _done(app, scene, codes)
    bad_secret = {"type": "error", "text": app.context.words("phones.bad_secret")}
    for seat, address in photographed.items():
        stranger = Phone(desk.port, "127.0.0.9")
        phones.append(stranger)
        assert _scan(stranger, address) == bad_secret, f"seat {seat}'s photograph"
    assert desk.state(1) == "waiting"
    assert desk.server.pending_claim(0) is None
    # Mina's phone sleeps and wakes: its own secret still takes her seat back.
    mina.close()
    _wait(app, lambda: desk.state(0) == "away")
    back = Phone(desk.port)
    phones.append(back)
    assert back.join(0, mina_secret)["type"] == "welcome"
    # The codes screen again shows Junho a fresh QR code, and that one takes his seat.
    _codes(app, scene)
    fresh = desk.seat_address(1)
    assert fresh != photographed[1]
    junho = Phone(desk.port)
    phones.append(junho)
    assert _scan(junho, fresh)["type"] == "welcome"
    _wait(app, lambda: app.context.manager.top is scene)  # all in: it closed by itself


def test_the_codes_screen_says_pairing_is_paused(app: App, phones: list[Phone]) -> None:
    scene = _table(app, "polterfass", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    _codes(app, scene)
    words = app.context.words
    for number in range(12):  # a guesser with twelve addresses
        guesser = Phone(desk.port, f"127.0.3.{number + 1}")
        phones.append(guesser)
        for index in range(5):
            guesser.send({"type": "pair", "code": f"Z{number:02d}{index}"[:4]})
    _wait(app, lambda: desk.server.pairing_paused() > 0)
    # The 61st guess finds pairing paused; the screen says so and why.
    last = Phone(desk.port, "127.0.3.13")
    phones.append(last)
    last.send({"type": "pair", "code": "ZZZZ"})
    reply = last.until("error")
    assert reply["text"] == words("phones.pairing_paused")
    # Trial C: a guesser rotating addresses kept typed codes paused, and the honest phone
    # was told only to try again later. Now the phone and the TV both send it to the QR
    # code (a ticket, not guessable), which joins meanwhile. The old words fail here.
    for language in ("en", "ko"):
        assert "QR" in Words(language)("phones.pairing_paused")
        assert "QR" in Words(language)("phones.paused_screen", seconds=9)
    frames(app, 2)
    _shot(app, "codes-paused")
    assert desk.server.counters()["bad_code"] == 60
    honest = Phone(desk.port, "127.0.3.14")
    phones.append(honest)
    assert _scan(honest, desk.seat_address(1))["type"] == "welcome"
    assert desk.server.pairing_paused() > 0


def test_a_claim_question_names_its_device_and_closes_once_that_device_is_gone(
        app: App, phones: list[Phone]) -> None:
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    _join(scene, 0, phones)
    _join(scene, 1, phones)
    second = Phone(desk.port)
    phones.append(second)
    assert second.join(0, desk.server.key(0).secret)["type"] == "pending"
    _wait(app, lambda: isinstance(app.context.manager.top, ClaimScene))
    question = app.context.manager.top
    assert isinstance(question, ClaimScene)
    assert question.message_args["device"] == "a device at 127.0.0.1"
    frames(app, 1)
    _shot(app, "claim-question")
    second.close()
    _wait(app, lambda: app.context.manager.top is scene)
    # Its answer, had it come late, is about a device no longer waiting: nothing happens.
    third = Phone(desk.port)
    phones.append(third)
    assert third.join(0, desk.server.key(0).secret)["type"] == "pending"
    desk.server.settle_claim(0, question.claim.claim, allow=True)
    time.sleep(0.3)
    assert desk.server.pending_claim(0) is not None and desk.state(0) == "connected"
    _wait(app, lambda: isinstance(app.context.manager.top, ClaimScene)
          and app.context.manager.top is not question)
    newer = app.context.manager.top
    assert isinstance(newer, ClaimScene) and newer.claim.claim != question.claim.claim
    newer.ring.buttons[1].on_click()  # Give it
    frames(app, 2)
    assert third.until("panel")["type"] == "panel"


def test_a_phone_away_is_marked_and_its_turn_can_be_played_on_the_tv(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games import phone_desk
    from scenes.games.curtain import CurtainScene

    monkeypatch.setattr(phone_desk, "AWAY_SECONDS", 0.2)
    scene = _table(app, "wizard_extreme", (PERSON, PERSON, COMPUTER))
    desk = scene.driver.phones.desk
    assert desk is not None
    mover = scene.session.current_seat
    assert mover in (0, 1)
    gone = _join(scene, mover, phones)
    _join(scene, 1 - mover, phones)
    _wait(app, lambda: scene.driver.seat_on_phone(mover))
    words = app.context.words
    name = scene.session.name(mover)
    _wait(app, lambda: scene.prompt.text == words("phones.deciding", name=name))
    gone.close()
    _wait(app, lambda: desk.away(mover))
    _wait(app, lambda: scene.prompt.text == words("phones.away_prompt", name=name))
    assert app.context.manager.top is scene, "nothing blocks the table meanwhile"
    codes = _codes(app, scene)
    frames(app, 1)
    _shot(app, "codes-away")
    labels = [button.label_key for button in codes.ring.buttons]
    assert labels.count("phones.play_here") == 1 and labels.count("phones.show_code") == 2
    next(button for button in codes.ring.buttons
         if button.label_key == "phones.play_here").on_click()
    # Its turn comes to the TV, behind the curtain, well within the grace.
    _wait(app, lambda: isinstance(app.context.manager.top, CurtainScene))
    assert not scene.driver.seat_on_phone(mover)
    again = _join(scene, mover, phones)
    _wait(app, lambda: scene.driver.seat_on_phone(mover))
    assert again.until("panel")["position"] == scene.driver.position
