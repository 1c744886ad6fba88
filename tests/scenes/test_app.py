"""The entry point: the menu runs headless, and the smoke self test passes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.shell.app import App, Launch
from scenes.shell.cli import launch_options, main, parse_args


def test_menu_runs_for_frames_and_quits_cleanly() -> None:
    application = App(Launch(lang="ko"))
    application.start_menu()
    for _ in range(30):
        application.step(1 / 60)
    assert isinstance(application.context.manager.top, MenuScene)
    assert application.frames == 30
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert application.run() == 0
    assert not application.context.manager.running


def test_command_line_options() -> None:
    args = parse_args(["--lang", "ko", "--seed", "5", "--fullscreen"])
    assert (args.lang, args.seed, args.fullscreen) == ("ko", 5, True)
    assert launch_options(args) == Launch(lang="ko", fullscreen=True, seed=5)


@pytest.mark.slow
def test_smoke_mode_writes_screenshots_and_exits_zero(tmp_path: Path) -> None:
    assert main(["--smoke", str(tmp_path)]) == 0
    shots = sorted(tmp_path.glob("*.png"))
    assert any("menu" in shot.name for shot in shots)
    assert any(shot.name.endswith("_ko.png") for shot in shots)
    assert len(shots) >= 12


def test_first_frame_mode_reports_the_first_menu_frame(capsys: pytest.CaptureFixture[str]) -> None:
    """``--bench`` times start-up by launching this mode in a fresh process."""
    from scenes.tools.bench import FIRST_FRAME_MARK

    assert main(["--first-frame"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == FIRST_FRAME_MARK


@pytest.mark.parametrize("where", ["", "   ", "file", "under_a_file", "/proc/tabletop-smoke"])
def test_smoke_into_a_folder_that_cannot_be_written_is_a_clear_error(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("x", encoding="utf-8")
    path = {"file": str(blocker), "under_a_file": str(blocker / "shots")}.get(where, where)
    assert main(["--smoke", path]) == 2
    error = capsys.readouterr().err
    assert error.startswith("tabletop: --smoke: ") and "Traceback" not in error
    assert error.count("\n") == 1
    assert blocker.read_text(encoding="utf-8") == "x"


def test_the_window_shows_the_felt_and_the_sign_before_the_files_are_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The window stood black while the files were read and the menu laid out (≈ 0.2 s
    on Xvfb, 2 s in a trial with damaged files), then the menu faded in from black: the
    first frame, the felt and the menu's sign, is presented the moment the window opens."""
    from scenes.shell import artwork, display
    from tabletop import storage

    presented: list[pygame.Surface] = []
    real_present = display.Display.present

    def present(self: display.Display) -> None:
        real_present(self)
        presented.append(self.surface.copy())

    seen_by_the_files: list[int] = []
    real_finish = storage.finish_pending

    def finish_pending(**kwargs: object) -> list[storage.Notice]:
        seen_by_the_files.append(len(presented))
        return real_finish(**kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(display.Display, "present", present)
    monkeypatch.setattr(storage, "finish_pending", finish_pending)
    application = App(Launch(lang="en"))
    try:
        assert seen_by_the_files == [1], "a frame before the files are read"
        first = presented[0]
        sign = artwork.sign_rect(first.get_size())
        assert first.get_at(sign.center)[:3] != (0, 0, 0)
        assert first.get_at((2, first.get_height() // 2))[:3] != (0, 0, 0)
    finally:
        application.context.close()
        pygame.quit()
