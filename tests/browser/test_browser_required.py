"""Without Chromium the browser tests skip on a developer's machine, but CI, which sets
TABLETOP_REQUIRE_BROWSER=1 after installing it, fails instead of passing them unseen."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser import conftest

NOWHERE = Path("/nonexistent/chromium")


def test_a_missing_browser_skips_where_it_is_not_required(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(conftest, "CHROMIUM", NOWHERE)
    monkeypatch.delenv("TABLETOP_REQUIRE_BROWSER", raising=False)
    with pytest.raises(pytest.skip.Exception, match="apt-get install chromium"):
        conftest._chromium_or_skip()


def test_a_missing_browser_fails_where_ci_requires_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(conftest, "CHROMIUM", NOWHERE)
    monkeypatch.setenv("TABLETOP_REQUIRE_BROWSER", "1")
    with pytest.raises(pytest.fail.Exception, match="TABLETOP_REQUIRE_BROWSER"):
        conftest._chromium_or_skip()
