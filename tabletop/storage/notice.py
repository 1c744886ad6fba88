"""``Notice``: a message for the player, kept as a translation key until it is shown."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tabletop.i18n import t, translate


@dataclass(frozen=True)
class Notice:
    """Something the player should be told, e.g. that a damaged save was set aside.

    ``key`` is a full translation key (``storage.save_damaged``); ``params``
    fill its ``{name}`` fields. Translate at the point of showing, so a
    language switch in between is respected::

        toast(notice.text())
    """

    key: str
    params: Mapping[str, str] = field(default_factory=dict)

    def text(self, language: str | None = None) -> str:
        """The message in ``language``, or in the current language when None."""
        if language is None:
            return t(self.key, **self.params)
        return translate(self.key, language, **self.params)
