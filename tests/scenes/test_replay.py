"""The replay viewer: a finished game watched again in its own scene, reached from the
results screen, stepped forward and back to the very position it had in play."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.replay import ReplayDriver
from scenes.screens.results import ResultsScene
from scenes.screens.setup_seat import shown_names
from scenes.shell.app import App
from scenes.shell.scene import Push, Scene
from scenes.widgets.cards import CardSprite
from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core.events import PrivateEvent
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tabletop.storage.archive import game_folder
from tabletop.storage.notice import Notice
from tests.scenes.program import told_over
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, press, set_speed

__all__ = ["app"]  # the shell fixture, used by name



def shown(replay: GameScene[Any]) -> tuple[str, list[str], list[Any]]:
    """What the replay's table shows now: its round counter, its plates' lines, its log
    (the table on screen: a jump builds it anew)."""
    table = replay.driver.scene
    return (table.frame.round_text, [plate.subtitle for plate in table.frame.plates],
            list(table.frame.log.entries))


def is_replay(scene: Scene | None) -> bool:
    """True for a game's scene driven as a replay."""
    return isinstance(scene, GameScene) and isinstance(scene.driver, ReplayDriver)

def finished_game(game_id: str, seed: int = 5) -> GameSession:
    """Two persons (their moves chosen by random players) and, where the game seats
    three, a computer, played to the end."""
    spec = GAMES[game_id]
    count = min(spec.max_seats, 3)
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
             SeatConfig("Bot", 2, SeatKind.COMPUTER, "random")][:count]
    session = GameSession.start(spec, seats, seed=seed)
    persons = {index: make_bot(game_id, "random", seed=index) for index in range(count)}
    while not session.game.is_over:
        seat = session.current_seat
        assert seat is not None
        player = session.bots[seat] if session.is_computer_turn() else persons[seat]
        session.apply(player.choose(session.game.view(seat)))
    return session


def watch_again(shell: App, finished: GameSession) -> tuple[ResultsScene, GameScene[Any]]:
    results = ResultsScene(shell.context, finished)
    shell.context.manager.apply(Push(results))
    frames(shell, 3)
    results.watch_again()
    frames(shell, 2)
    replay = shell.context.manager.top
    assert is_replay(replay)
    assert replay.driver.playing, "Watch again plays from the first move"
    press(pygame.K_SPACE)  # pause, and start at the beginning
    press(pygame.K_HOME)
    frames(shell, 2)
    assert not replay.driver.playing and replay.driver.position == 0
    return results, replay


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replay_steps_to_the_recorded_end_and_back_to_the_same_positions(
    app: App, game_id: str,
) -> None:
    set_speed(app, "instant")
    finished = finished_game(game_id)
    final = finished.game
    _, replay = watch_again(app, finished)
    assert replay.driver.position == 0 and replay.driver.step_count == len(final.history)
    press(pygame.K_END)
    frames(app, 3)
    assert replay.driver.position == replay.driver.step_count
    game = replay.driver.session.game
    assert (game.scores(), game.winners()) == (final.scores(), final.winners())
    for _ in range(3):
        press(pygame.K_LEFT)
        frames(app, 2)
    assert replay.driver.position == replay.driver.step_count - 3
    for expected in range(replay.driver.step_count - 2, replay.driver.step_count + 1):
        press(pygame.K_RIGHT)
        frames(app, 2)
        assert replay.driver.position == expected
        assert not replay.driver.scene.undo_button.enabled, "a recorded move is never taken back"
        fresh = GAMES[game_id].replay(len(finished.seats), final.true_seed, final.options,
                                      final.history[:expected])
        assert replay.driver.session.game.to_dict() == fresh.to_dict()
    game = replay.driver.session.game
    assert game.is_over
    assert (game.scores(), game.winners()) == (final.scores(), final.winners())


def test_stepping_back_then_forward_gives_the_position_a_fresh_replay_gives(app: App) -> None:
    set_speed(app, "instant")
    finished = finished_game("polterfass")
    final = finished.game
    _, replay = watch_again(app, finished)
    spec = GAMES["polterfass"]
    for position in (7, 3, 4, 12, 11, 0, 1):
        replay.driver.step_to(position)
        frames(app, 2)
        fresh = spec.replay(len(finished.seats), final.true_seed, final.options,
                            final.history[:position])
        assert replay.driver.session.game.to_dict() == fresh.to_dict(), position


def test_a_paused_replay_never_moves_nor_asks_a_computer(app: App) -> None:
    """A computer's turn in a replay waits for the viewer's step: nobody acts at this table."""
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game("yacht"))
    while not replay.driver.session.is_computer_turn():
        replay.driver.step_forward()
    at = replay.driver.position
    frames(app, 120)
    assert replay.driver.position == at and not replay.driver.playing
    assert not replay.driver.computer.asked and not replay.driver.scene.accepts_input


def test_playing_runs_to_the_end_and_stops_there(app: App) -> None:
    set_speed(app, "instant")
    finished = finished_game("polterfass")
    _, replay = watch_again(app, finished)
    press(pygame.K_SPACE)
    # A move a second, in 20 frames a second: only the end is looked at.
    frames(app, round(replay.driver.step_count / SLOW_FRAME), dt=SLOW_FRAME)
    assert replay.driver.position == replay.driver.step_count and not replay.driver.playing
    assert app.context.manager.top is replay.driver.scene, (
        "no results screen follows a replay's end")


def test_a_replay_at_speed_one_is_watchable_with_instant_animations(app: App) -> None:
    """Trial s22: with the animations set to Instant, a replay at ×1 ran 348 Wizard moves
    in about 20 s. At ×1 it shows about a move a second, whatever the animation setting."""
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game("polterfass"))
    press(pygame.K_SPACE)
    frames(app, 5 * 60, dt=1.0 / 60)  # five seconds of playing
    assert 3 <= replay.driver.position <= 7, replay.driver.position


def test_round_keys_jump_to_the_start_of_each_round(app: App) -> None:
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game("wizard_extreme"))
    starts = replay.driver.round_starts
    assert len(starts) == GAMES["wizard_extreme"].new_game(3, 1, {}).view(None).state.rounds - 1
    for start in starts:
        press(pygame.K_PAGEDOWN)
        frames(app, 2)
        assert replay.driver.position == start
    press(pygame.K_PAGEUP)
    frames(app, 2)
    assert replay.driver.position == starts[-2]


def test_one_seats_eyes_never_show_another_seats_cards(
    app: App, drawn_faces: list[CardSprite],
) -> None:
    set_speed(app, "instant")
    finished = finished_game("wizard_extreme")
    _, replay = watch_again(app, finished)
    press(pygame.K_v)  # everything face up, then Mina's eyes, then Jun's
    frames(app, 2)
    assert replay.driver.viewer == 0
    press(pygame.K_v)
    frames(app, 2)
    assert replay.driver.viewer == 1
    shown_hand = 0
    for position in range(0, replay.driver.step_count, 7):
        replay.driver.step_to(position)
        frames(app, 2)
        scene = replay.driver.scene  # the table a jump built
        drawn_faces.clear()
        frames(app, 1)
        game = replay.driver.session.game
        trick_cards = list(scene.trick.cards.values())  # type: ignore[attr-defined]
        for card in drawn_faces:
            if card in trick_cards:
                continue  # played cards lie face up for everyone
            assert card in scene.hand.cards, "a face-up card outside the hand and the trick"  # type: ignore[attr-defined]
            assert card.value in (game.state.hands[1] or []), "a card Jun does not hold"
            shown_hand += 1
        secret = {scene.describe(event) for event in game.log
                  if isinstance(event, PrivateEvent) and not event.is_visible_to(1)}
        assert not secret & {text for text, _ in scene.log.entries}, "another seat's cards"
    assert shown_hand, "Jun's own hand shows through Jun's eyes"


def test_escape_returns_to_the_results_screen(app: App) -> None:
    results, _ = watch_again(app, finished_game("big_shot"))
    press(pygame.K_ESCAPE)
    frames(app, 3)
    assert app.context.manager.top is results


def test_the_replay_list_opens_a_stored_game_and_esc_comes_back(app: App) -> None:
    from scenes.screens.replay_list import ReplayListScene
    from scenes.screens.statistics import StatisticsScene

    older, newer = finished_game("yacht", seed=5), finished_game("yacht", seed=6)
    for session in (older, newer):
        assert storage.store_finished(session.game, session.seats) is None
    manager = app.context.manager
    statistics = StatisticsScene(app.context)
    manager.apply(Push(statistics))
    frames(app, 2)
    statistics.open_replays()  # the Replays button beside Back
    frames(app, 2)
    listing = manager.top
    assert isinstance(listing, ReplayListScene)
    rows = [button for button in listing.ring.buttons if button.text]
    assert len(rows) == 2
    by_scores = {tuple(session.game.scores()): session for session in (older, newer)}
    first = by_scores[listing.entries[0].scores]  # two games in one second: either first
    winner = first.name(first.game.winners()[0])
    assert rows[0].text is not None and rows[0].text.endswith(f"Won by {winner}")
    rows[0].activate()
    frames(app, 2)
    replay = manager.top
    assert is_replay(replay)
    assert replay.driver.recording.actions == list(first.game.history)
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert manager.top is listing


def test_a_refused_file_says_why_and_nothing_else_changes(app: App) -> None:
    from scenes.screens.replay_list import ReplayListScene

    finished = finished_game("big_shot")
    storage.store_finished(finished.game, finished.seats)
    entry = storage.list_finished("big_shot")[0]
    path = game_folder("big_shot") / entry.file
    data = json.loads(path.read_text(encoding="utf-8"))
    data["scores"] = [score + 1 for score in data["scores"]]  # a claimed result it never had
    path.write_text(json.dumps(data), encoding="utf-8")
    listing = ReplayListScene(app.context, "big_shot")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    listing.open(entry.file)
    frames(app, 2)
    said = Notice("storage.finished_mismatch", {"file": entry.file}).text(ENGLISH)
    assert told_over(app, listing) == [said], "why not stays until OK, no fading toast"
    assert not listing.toasts.toasts


def test_the_list_shows_only_games_that_open_and_says_how_many_files_it_could_not_read(
    app: App, drawn_texts: list[str],
) -> None:
    """Trial s24 C/082: a file edited by hand (999 to 0) was listed with its false
    header, and refused only when chosen; a file that is no game was left out unsaid."""
    from scenes.screens.replay_list import ReplayListScene, row_text

    for seed in (5, 6):
        finished = finished_game("big_shot", seed)
        storage.store_finished(finished.game, finished.seats)
    edited, honest = storage.list_finished("big_shot")
    path = game_folder("big_shot") / edited.file
    data = json.loads(path.read_text(encoding="utf-8"))
    data["scores"] = [999] + [0] * (len(data["scores"]) - 1)
    path.write_text(json.dumps(data), encoding="utf-8")
    (game_folder("big_shot") / "20200101T000000-abcdef.json").write_text("garbage")
    listing = ReplayListScene(app.context, "big_shot")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    rows = [button.text for button in listing.ring.buttons if button.text]
    assert rows == [row_text(ENGLISH, "big_shot", honest)[0]]
    assert ENGLISH("replay.list_unreadable", count=2) in drawn_texts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_jump_back_shows_what_stepping_there_move_by_move_shows(
    app: App, game_id: str,
) -> None:
    """The round counter, the plates and the log after a jump back are the ones the
    table showed when it first reached that move (nothing of the later game stays)."""
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game(game_id))
    target = replay.driver.round_starts[len(replay.driver.round_starts) // 2] + 1
    seen = []
    for position in (target, replay.driver.step_count):
        while replay.driver.position < position:
            press(pygame.K_RIGHT)
            frames(app, 2)
        seen.append(shown(replay))
    replay.driver.step_to(target)
    frames(app, 2)
    assert shown(replay) == seen[0]
    assert seen[0] != seen[1]


def test_yacht_rounds_start_where_the_first_seat_begins_its_next_turn(app: App) -> None:
    """Twelve rounds, so eleven starts after the first; the other seats' first turns
    (still round 1) start none."""
    _, replay = watch_again(app, finished_game("yacht"))
    assert len(replay.driver.round_starts) == 11
    for start in replay.driver.round_starts:
        replay.driver.step_to(start)
        assert replay.driver.session.current_seat == 0


def test_play_on_from_here_sets_the_seats_up_again_and_plays_on_at_that_move(app: App) -> None:
    """P opens the seat setup with the recorded seats; a person may become a computer (and
    the computer a person), and Start plays on from that move as an ordinary game whose
    save holds every action up to it."""
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene

    app.start_menu()
    frames(app, 1)
    set_speed(app, "instant")
    finished = finished_game("wizard_extreme")
    _, replay = watch_again(app, finished)
    start = replay.driver.round_starts[1]
    replay.driver.step_to(start)
    press(pygame.K_p)
    frames(app, 30)  # a moment on the setup: Enter there is a press of its own
    setup = app.context.manager.top
    assert isinstance(setup, SetupScene) and setup.play_on is not None
    assert [(name, seat.colour, seat.kind, seat.level)
            for name, seat in zip(shown_names(setup.seats, ENGLISH), setup.seats, strict=True)] == [
        (seat.name, seat.colour, seat.kind, seat.level) for seat in finished.seats]
    fixed = [button for button in setup.ring.buttons
             if button.label_key in ("app.setup.minus", "app.setup.plus")]
    assert fixed and not any(button.enabled for button in fixed), "the seat count is the game's"
    setup.toggle_kind(1)  # Jun hands his seat to a computer
    setup.toggle_kind(2)  # and a person takes the computer's
    start_button = next(button for button in setup.ring.buttons
                        if button.label_key == "app.setup.start")
    setup.ring.focus(start_button)
    press(pygame.K_RETURN)
    frames(app, 3)
    stack = app.context.manager.stack
    assert isinstance(stack[0], MenuScene), "in place of the replay and what led to it"
    assert not any(isinstance(scene, (SetupScene, ResultsScene)) or is_replay(scene)
                   for scene in stack)
    game = stack[1]  # (a person is to move: the privacy curtain may be up over it)
    assert isinstance(game, GameScene) and not is_replay(game)
    assert [seat.kind for seat in game.session.seats] == [
        SeatKind.PERSON, SeatKind.COMPUTER, SeatKind.PERSON]
    assert game.session.game.history[:start] == finished.game.history[:start]
    assert game.session.autosave is not None, "the new game keeps its own save"
    assert not game.session.game.is_over
    assert storage.write_save(game.session.game, game.session.seats) is None
    saved, notice = storage.load_save()
    assert notice is None and saved is not None, "its save replays from seed and actions"
    assert saved.game.history[:start] == finished.game.history[:start]
    assert saved.game.to_dict() == game.session.game.to_dict()


def test_the_play_on_setup_names_the_move_and_back_returns_to_the_replay(app: App) -> None:
    from scenes.screens.setup import CycleButton, SetupScene

    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game("polterfass"))
    replay.driver.step_to(9)
    frames(app, 1)  # the jump's table takes the screen
    press(pygame.K_p)
    frames(app, 2)
    setup = app.context.manager.top
    assert isinstance(setup, SetupScene)
    titles: list[str] = []
    real = setup.draw_title
    setup.draw_title = lambda surface, text, y: (titles.append(text), real(surface, text, y))  # type: ignore[method-assign]
    frames(app, 1)
    assert titles and "Play on from move 9" in titles[-1]
    options = [button for button in setup.ring.buttons
               if isinstance(button, CycleButton) and button.text is not None]
    assert len(options) == len(GAMES["polterfass"].options) > 0
    assert not any(button.enabled for button in options), "the options are the game's"
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.context.manager.top is replay.driver.scene and replay.driver.position == 9


@pytest.mark.parametrize("game_id", [game_id for game_id, spec in GAMES.items()
                                     if spec.hides_information(spec.merged_options(None))])
def test_a_seats_eyes_log_holds_nothing_that_seat_may_not_see(app: App, game_id: str) -> None:
    set_speed(app, "instant")
    _, replay = watch_again(app, finished_game(game_id))
    press(pygame.K_v)
    press(pygame.K_v)  # everything face up, Mina's eyes, then Jun's
    frames(app, 2)
    assert replay.driver.viewer == 1
    own = 0
    for position in range(0, replay.driver.step_count + 1, max(1, replay.driver.step_count // 25)):
        replay.driver.step_to(position)
        frames(app, 2)
        game = replay.driver.session.game
        shown = {text for text, _ in replay.driver.scene.log.entries}
        private = [event for event in game.log if isinstance(event, PrivateEvent)]
        hidden = {replay.driver.describe(event) for event in private if not event.is_visible_to(1)}
        hidden -= {replay.driver.describe(event) for event in private if event.is_visible_to(1)}
        assert not (hidden - {None}) & shown, f"another seat's secret at move {position}"
        own += sum(1 for event in private if event.is_visible_to(1)
                   and replay.driver.describe(event) in shown)
    assert own, "Jun's own secrets do show through Jun's eyes"


HIDING = {"wizard_extreme": None, "polterfass": None, "winners_circle": {"hidden_bets": True},
          "big_shot": {"hidden_money": True}}
"""Every game with secrets, in the options that keep them."""


def hidden_game(game_id: str, seed: int = 5) -> GameSession:
    """Computers only, in the options that hide something, played to the end."""
    spec = GAMES[game_id]
    seats = [SeatConfig(name, index, SeatKind.COMPUTER, "random")
             for index, name in enumerate(("Mina", "Jun", "Bot")[:min(spec.max_seats, 3)])]
    session = GameSession.start(spec, seats, seed=seed, options=HIDING[game_id])
    while not session.game.is_over:
        session.apply(session.bot_action())
    return session


def _secret(info: dict[str, object]) -> bool:
    return any(value not in (None, {}, []) for value in info.values())


@pytest.mark.parametrize("game_id", list(HIDING))
def test_the_replay_opens_with_every_seats_secret_and_a_seats_eyes_hold_only_its_own(
    app: App, game_id: str,
) -> None:
    """Review opens everything: the view the scene draws holds each seat's hidden part as
    the true game does; through one seat's eyes every other seat's is empty."""
    set_speed(app, "instant")
    _, replay = watch_again(app, hidden_game(game_id))
    seats = range(len(replay.driver.session.seats))
    assert replay.driver.viewer is None and replay.driver.reveals_all
    # The eyes button says a press shows the first seat's eyes.
    assert replay.driver.bar.viewer.label_key in ("replay.eyes_all", "replay.show_eyes")
    assert replay.driver.session.name(0) in replay.driver.bar.viewer.label
    revealed = 0
    for position in range(0, replay.driver.step_count, max(1, replay.driver.step_count // 20)):
        replay.driver.step_to(position)
        frames(app, 2)
        true, shown = replay.driver.session.game, replay.driver.scene.view()
        for seat in seats:
            assert shown.hidden_info(seat) == true.hidden_info(seat), (position, seat)
        revealed += sum(_secret(true.hidden_info(seat)) for seat in seats[1:])
    assert revealed, "other seats had secrets to show"
    press(pygame.K_v)
    frames(app, 2)
    assert replay.driver.viewer == 0 and not replay.driver.reveals_all
    for position in range(0, replay.driver.step_count, max(1, replay.driver.step_count // 20)):
        replay.driver.step_to(position)
        frames(app, 2)
        shown = replay.driver.scene.view()
        assert shown.hidden_info(0) == replay.driver.session.game.hidden_info(0)
        for seat in seats[1:]:
            assert not _secret(shown.hidden_info(seat)), (position, seat)
    for _ in seats:
        press(pygame.K_v)
    frames(app, 2)
    assert replay.driver.viewer is None and replay.driver.reveals_all, (
        "the switch comes back to everything")


def test_review_draws_every_wizard_hand_face_up_and_named(
    app: App, drawn_faces: list[CardSprite],
) -> None:
    """Every hand lies face up in its named cell. The cells are kept as pictures while
    their hands rest (tests/scenes/test_wizard_open_hands.py checks that a picture draws
    the pixels its cards would), so the faces are drawn when a picture is made."""
    set_speed(app, "instant")
    _, replay = watch_again(app, hidden_game("wizard_extreme"))
    drawn_faces.clear()
    replay.driver.step_to(replay.driver.round_starts[0] + 1)
    frames(app, 3)
    hands = replay.driver.session.game.state.hands
    open_hands = replay.driver.scene.open_hands  # type: ignore[attr-defined]
    shown = sorted(card.value for hand in open_hands.hands for card in hand.cards
                   if card.face_up)
    assert shown == sorted(card for hand in hands for card in hand)
    trick = list(replay.driver.scene.trick.cards.values())  # type: ignore[attr-defined]
    drawn = {card.value for card in drawn_faces if card not in trick}
    assert drawn == set(shown), "each hand's picture was made from its faces"
    for seat, backs in enumerate(replay.driver.scene.backs):  # type: ignore[attr-defined]
        assert sorted(card.value for card in backs.cards) == sorted(hands[seat])
    texts = {text for text, _ in replay.driver.scene.log.entries}
    dealt = [line for line in texts if line.startswith("Seen by ")]
    assert {line.split(" alone:")[0][len("Seen by "):] for line in dealt} == {"Mina", "Jun",
                                                                            "Bot"}


def test_review_lays_every_polterfass_order_face_up_on_its_coaster(app: App) -> None:
    set_speed(app, "instant")
    _, replay = watch_again(app, hidden_game("polterfass"))
    checked = 0
    for position in range(replay.driver.step_count):
        replay.driver.step_to(position)
        frames(app, 2)
        choices = replay.driver.session.game.state.orders.choices
        for seat, cards in choices.items():
            place = replay.driver.scene.coasters.places[seat]  # type: ignore[attr-defined]
            assert place.cards is not None
            assert [card.value for card in place.cards] == list(cards)
            assert all(card.face_up for card in place.cards)
            checked += 1
        if checked > 6:
            break
    assert checked


def test_play_on_over_a_saved_game_asks_first_then_replaces_the_save() -> None:
    """With the same game saved, Start asks before replacing its save; confirmed, the
    played-on game stands alone on the menu and is that game's save, and another game's
    save is left alone."""
    from scenes.screens.dialogs import ConfirmScene
    from scenes.screens.menu import MenuScene
    from scenes.screens.setup import SetupScene
    from tests.scenes.program import running_app

    with running_app() as shell:
        set_speed(shell, "instant")
        finished = finished_game("big_shot")
        _, replay = watch_again(shell, finished)
        # Each game keeps its own save: only the Big Shot one is this play-on's to replace.
        for game_id, names in (("yacht", ["Ana"]), ("big_shot", ["Ana", "Ben", "Cy"])):
            seats = [SeatConfig(name, colour) for colour, name in enumerate(names)]
            waiting = GameSession.start(GAMES[game_id], seats, seed=3,
                                        autosave=shell.context.autosave)
            shell.context.autosave(waiting)  # (after the results, which clear a finished save)
        shell.context.flush_saves()
        assert storage.has_save("big_shot") and storage.has_save("yacht")
        replay.driver.step_to(20)
        press(pygame.K_p)
        frames(shell, 2)
        setup = shell.context.manager.top
        assert isinstance(setup, SetupScene)
        setup.start_game()
        frames(shell, 30)  # a moment on the dialog: Enter there is a press of its own
        dialog = shell.context.manager.top
        assert isinstance(dialog, ConfirmScene)
        confirm = next(button for button in dialog.ring.buttons
                       if button.label_key == "app.confirm.replace_save_yes")
        dialog.ring.focus(confirm)
        press(pygame.K_RETURN)
        frames(shell, 3)
        stack = shell.context.manager.stack
        assert isinstance(stack[0], MenuScene) and isinstance(stack[1], GameScene)
        assert not any(isinstance(scene, (SetupScene, ConfirmScene, ResultsScene))
                       or is_replay(scene) for scene in stack)
        shell.context.flush_saves()
        saved, _ = storage.load_save(game_id="big_shot")
        assert saved is not None and saved.game.spec.id == "big_shot"
        assert storage.has_save("yacht")  # another game's save is left alone
        assert saved.game.history[:20] == finished.game.history[:20]


def test_a_paused_replay_lets_the_main_loop_sleep(app: App) -> None:
    """Paused with nothing moving, a replay waits for its viewer as a table waits for a
    person, so the main loop idles (DESIGN's idle budget); playing, the next move is due.
    (Opened from the list: from the results it carries on their review, and the loop runs
    while that works.)"""
    set_speed(app, "instant")
    replay = app.context.navigator.replay(finished_game("polterfass"))
    app.context.manager.apply(Push(replay))
    frames(app, 2)
    press(pygame.K_SPACE)  # pause
    press(pygame.K_RIGHT)
    frames(app, 60)
    assert app.context.manager.is_still()
    press(pygame.K_SPACE)
    frames(app, 2)
    assert replay.driver.playing and not app.context.manager.is_still()
