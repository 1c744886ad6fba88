"""Trial s37 T/008: at the Wizard Extreme lesson's "take one red seal too" step, Space was
refused with a hint while "Confirm prediction: 1 · Space" looked fully active. Confirm is
greyed while the step asks for a seal, and lit at the step that asks to confirm."""

from __future__ import annotations

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from tests.scenes.lesson_walk import ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_lesson_focus import at_step


def test_confirm_is_greyed_until_the_step_asks_to_confirm() -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, "wizard_extreme", ".take_red")
        assert isinstance(scene, WizardExtremeScene)
        assert scene.side.taken, "the blue seal is taken"
        assert not scene.side.confirm_button.enabled
        take_step(shell, scene)
        while not (driver.step is not None and driver.step.text.endswith(".confirm")):
            take_step(shell, scene)
        ready(shell, scene)
        assert scene.side.confirm_button.enabled
