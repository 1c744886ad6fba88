"""The program's :class:`~scenes.shell.navigator.Navigator`: the one place that knows every screen
a part of the program opens in another, and builds it (the shell gives it to the context).

A game, a lesson and a replay are each their game's own scene class, told by its driver
which kind of table it is (:mod:`scenes.games.driver`). Each screen's module is imported
when it is first opened, as the program's start-up wants only the menu's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.games.phone_desk import PhoneDesk
    from scenes.games.review_desk import ReviewDesk
    from scenes.shell.context import AppContext
    from scenes.shell.navigator import PhoneSwitch
    from scenes.shell.scene import Scene
    from tabletop.session import GameSession
    from tabletop.storage.notice import Notice


class ScreenMap:
    """Builds each screen by name for the program's context."""

    def __init__(self, context: AppContext) -> None:
        self.context = context

    def play(self, session: GameSession, *, phones: PhoneDesk | None = None,
             show_codes: bool = False) -> Scene:
        from scenes.games import make_game_scene

        return make_game_scene(self.context, session, phones=phones, show_codes=show_codes)

    def lesson(self, game_id: str) -> Scene:
        from scenes.games import scene_class
        from scenes.modes.lesson import start_lesson
        from tabletop import storage

        left = self.context.left_lesson
        if left is not None and left.game_id == game_id:
            return left.scene
        session, driver = start_lesson(self.context, game_id)
        # From now the menu no longer calls the lesson new (nor offers it before a game).
        self.context.write(lambda: storage.record_lesson(game_id, started=True))
        return scene_class(game_id)(self.context, session, driver)

    def replay(self, finished: GameSession, *, at: int = 0,
               review: ReviewDesk | None = None) -> Scene:
        from scenes.games import scene_class
        from scenes.modes.replay import replay_driver

        table = scene_class(finished.spec.id)
        session, driver = replay_driver(self.context, finished, table, at=at, review=review)
        return table(self.context, session, driver)

    def results(self, finished: GameSession, format_score: Callable[[int], str],
                phones: PhoneDesk | None) -> Scene:
        from scenes.screens.results import ResultsScene

        return ResultsScene(self.context, finished, format_score, phones)

    def pause(self, session: GameSession, phones: PhoneSwitch | None) -> Scene:
        from scenes.screens.pause import PauseScene

        return PauseScene(self.context, session, phones)

    def notices(self, notices: list[Notice]) -> Scene:
        from scenes.screens.dialogs import NoticeScene

        return NoticeScene(self.context, notices)
