"""The pause menu of a lesson: Esc in a lesson stops as in a real game, then Resume or
Leave lesson (nothing of a lesson is saved, and leaving keeps "Resume lesson"); and the
setup its end's "Play a real game" opens."""

from __future__ import annotations

from collections.abc import Callable

from scenes.screens.pause import PauseEntry, PauseScene
from scenes.screens.setup import SetupScene
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop
from scenes.widgets.button import ButtonStyle
from tabletop.lessons import Lesson
from tabletop.session import GameSession


class LessonPause(PauseScene):
    """Resume, the rules, the settings, and Leave lesson (back to the menu)."""

    def __init__(self, context: AppContext, session: GameSession,
                 on_leave: Callable[[], None]) -> None:
        super().__init__(context, session)
        self.on_leave = on_leave

    def entries(self) -> list[PauseEntry]:
        return [
            ("app.pause.resume", lambda: self.go(Pop()), ButtonStyle.PRIMARY),
            ("app.pause.rules", self.open_rules, ButtonStyle.SECONDARY),
            ("app.pause.settings", self.open_settings, ButtonStyle.SECONDARY),
            ("lesson.leave", self.leave, ButtonStyle.DANGER),
        ]

    def leave(self) -> None:
        """This menu and the lesson under it go; the menu offers to resume it."""
        self.on_leave()
        self.go(Pop(2))


def real_game_setup(context: AppContext, lesson: Lesson) -> SetupScene:
    """Setup of the lesson's game with its seat count (the end's "Play a real game"), its
    computers named otherwise than the learner was in the lesson."""
    setup = SetupScene(context, lesson.game_id)
    setup.kept_names = (context.words(lesson.names[lesson.learner]),)
    while len(setup.seats) != lesson.seats:  # one seat at a time, as its buttons do
        setup.change_count(1 if len(setup.seats) < lesson.seats else -1)
    return setup
