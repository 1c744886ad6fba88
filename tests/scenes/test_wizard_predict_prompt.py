"""The prompt to predict names the black magician only while the person may take him."""

from __future__ import annotations

from scenes.games.wizard_extreme.phone import phone_panel
from scenes.shell.app import App
from tabletop.games.wizard_extreme import Phase, TakeMagician
from tabletop.i18n import Words
from tests.scenes.test_wizard_extreme_scene import app, start

__all__ = ["app"]

MAGICIAN = {"en": "magician", "ko": "마법사"}


def test_the_predict_prompt_drops_the_magician_once_he_is_taken(app: App) -> None:
    """Trial s26 E/117: Player 2 had taken the black magician, and Player 1's line at the
    foot of the table still said "... then confirm, or take the black magician" (its
    button greyed above it). Taken, he is named no more, on the table and on a phone."""
    scene = start(app)
    game = scene.session.game
    seat = game.current_seat
    assert seat is not None and game.state.phase is Phase.PREDICT
    names = [scene.session.name(index) for index in range(len(scene.session.seats))]
    for language, magician in MAGICIAN.items():
        app.context.words = Words(language)
        view = game.view(seat)
        assert view.is_legal(TakeMagician(seat))  # free: the prompt offers him
        assert magician in scene.person_prompt(view, seat)
        view.state.magician = (seat + 1) % len(names)  # another seat took him
        assert not view.is_legal(TakeMagician(seat))
        assert magician not in scene.person_prompt(view, seat), language
        assert magician not in phone_panel(app.context.words, view, seat, 0, names).status
