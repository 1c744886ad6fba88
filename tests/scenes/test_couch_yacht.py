"""The Yacht scene on a couch: dice stay put, focus never hides text."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.games.yacht import Category
from tests.patience import tries
from tests.scenes.test_game_base import app, click, frames, press, set_speed
from tests.scenes.test_yacht_scene import settle, start

__all__ = ["app"]


def hover(position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def die_centres(scene: object) -> list[tuple[int, int]]:
    tray = scene.tray  # type: ignore[attr-defined]
    return [die.rect(tray.die_size).center for die in tray.dice]


def test_holding_a_die_leaves_the_others_where_they_are(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    settle(app, scene)
    before = die_centres(scene)
    click(before[1])  # hold the second die
    frames(app, 40)  # let the glide play out
    settle(app, scene)
    after = die_centres(scene)
    assert scene.session.game.state.held == [False, True, False, False, False]
    assert after[1] != before[1]  # the held die went up to the held row
    assert [after[i] for i in (0, 2, 3, 4)] == [before[i] for i in (0, 2, 3, 4)]
    # A quick second click where the third die was lands on the third die.
    click(before[2])
    frames(app, 2)
    settle(app, scene)
    assert scene.session.game.state.held == [False, True, True, False, False]
    # Releasing puts a die back in its own place.
    click(after[1])
    frames(app, 40)
    settle(app, scene)
    assert die_centres(scene)[1] == before[1]


def test_every_die_shows_its_key_while_a_person_may_hold(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    assert not scene.tray.show_keys  # nothing to hold before the first roll
    press(pygame.K_SPACE)
    settle(app, scene)
    assert scene.tray.show_keys
    assert scene.tray.key_px >= 16


def test_sheet_focus_and_hover_outline_the_row_and_leave_its_text_alone(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    settle(app, scene)
    category = Category.CHOICE
    band = scene.sheet.row_rects[category]
    cell = scene.sheet.cell_rect(0, category)
    inside = pygame.Rect(scene.sheet.label_rect.x, band.y,
                         cell.right - scene.sheet.label_rect.x, band.height).inflate(-12, -8)
    surface = app.surface

    def snapshot() -> bytes:
        frames(app, 1)
        return pygame.image.tobytes(surface.subsurface(inside).copy(), "RGB")

    row = next(row for row in scene.sheet.rows if row.category is category)
    plain = snapshot()
    scene.controls.focus(row)
    focused = snapshot()
    scene.controls.focus(None)
    frames(app, 30)  # the glow eases out
    hover(inside.center)  # hovering a row moves the focus there, as on every piece
    hovered = snapshot()
    assert scene.controls.focused is row
    assert focused == plain, "the focus must not paint over the label or the preview"
    assert hovered == plain
    # ...and yet it is visible: the outline changes the row's edge.
    edge = pygame.Rect(inside.x - 10, band.y, inside.width + 20, band.height)
    frames(app, 1)
    lit = pygame.image.tobytes(surface.subsurface(edge).copy(), "RGB")
    scene.controls.focus(None)
    frames(app, 1)
    assert pygame.image.tobytes(surface.subsurface(edge).copy(), "RGB") != lit


def test_the_prompt_never_says_roll_while_the_roll_button_is_grey(app: App) -> None:
    """While the computer's score flashes (and any celebration plays) the
    prompt must not already tell the next person to roll with the Roll button still grey."""
    from tabletop.games.yacht import Roll, Score

    set_speed(app, "normal")
    scene = start(app)
    game = scene.session.game
    scene.act(Roll(0))
    settle(app, scene)
    scene.act(Score(0, Category.CHOICE))
    frames(app, 1)
    checked = 0
    for _ in tries(3000):
        frames(app, 1)
        if scene.accepts_input:
            break
        if "roll the dice" in scene.prompt.text:
            assert scene.roll_button.enabled, "the prompt ran ahead of the table"
        checked += game.current_seat == 0
    assert scene.accepts_input and "roll the dice" in scene.prompt.text
    assert checked > 0


def test_the_roll_button_stays_put_when_the_coach_is_switched_on(app: App) -> None:
    """Switching the coach on makes room beside the Roll button; neither
    it nor the tray moves."""
    from dataclasses import replace

    scene = start(app)
    before = (scene.roll_button.rect.copy(), scene.tray.rect.copy())
    assert scene.coach_rect is None
    app.context.apply_settings(replace(app.context.settings, coach=True))
    scene.resume()  # as when the pause menu's settings close
    assert scene.coach_rect is not None
    assert (scene.roll_button.rect, scene.tray.rect) == before
    assert not scene.coach_rect.colliderect(scene.roll_button.rect)


def test_held_and_keyboard_focus_look_different_on_a_die(app: App) -> None:
    """A held die wears an ivory frame, the focused one the gold glow."""
    from scenes.shell import theme
    from scenes.widgets.dice import DieSprite

    size = 80

    def ring_colour(die: DieSprite) -> tuple[float, float, float]:
        surface = pygame.Surface((200, 200))
        surface.fill(theme.FELT)
        die.position.update(100, 100)
        die.draw(surface, size)
        band = [surface.get_at((100 + size // 2 + offset, 100))[:3] for offset in (6, 7, 8)]
        return tuple(sum(channel) / len(band) for channel in zip(*band, strict=True))

    held = DieSprite(3)
    held.held, held.glow = True, 1.0
    focused = DieSprite(3)
    for _ in range(60):
        focused.focus_glow.update(1 / 60, True)
    ivory, gold = ring_colour(held), ring_colour(focused)
    assert min(ivory) > 150, f"the held frame is light all round: {ivory}"
    assert gold[0] - gold[2] > 60, f"the focus glow is gold: {gold}"
    assert abs(ivory[2] - gold[2]) > 60, "held and focused must not look alike"


def test_the_undo_toast_is_news_not_an_error(app: App) -> None:
    """"Mina took back a move." is not red like a refusal."""
    from tabletop.games.yacht import Hold, Roll

    scene = start(app)
    scene.act(Roll(0))
    settle(app, scene)
    scene.act(Hold(0, 0))
    settle(app, scene)
    scene.driver.undo()
    toast = scene.toasts.toasts[-1]
    assert "took back" in toast.text and not toast.error
