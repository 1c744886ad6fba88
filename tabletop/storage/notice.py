"""``Notice``: a message for the player, kept as a translation key until it is shown."""

from __future__ import annotations

import errno
from collections.abc import Mapping
from dataclasses import dataclass, field

from tabletop.i18n import Words
from tabletop.storage.paths import FileNotOpened, KeptUnopened


@dataclass(frozen=True)
class Notice:
    """Something the player should be told, e.g. that a damaged save was set aside.

    ``key`` is a full translation key (``storage.save_damaged``); ``params``
    fill its ``{name}`` fields; ``reason``, a key too, says why when that is
    known (the disk is full, the folder is read-only) and follows the message.
    Translate at the point of showing, so a language switch in between is
    respected::

        toast(notice.text(context.words))
    """

    key: str
    params: Mapping[str, str] = field(default_factory=dict)
    reason: str | None = None
    game: str = ""
    """The id of the game whose saved game this is about, named before the message
    (each game keeps its own save); "" when it is about no one game."""
    names: tuple[str, ...] = ()
    """Translation keys of what the message is about (the settings reset: "Volume"),
    translated when shown and filling its ``{names}`` field, a comma between them."""

    def text(self, words: Words) -> str:
        """The message in ``words``' language, its game's name before it and its reason
        after it."""
        about = [words("storage.about_game", game=words(f"{self.game}.title"))] if self.game else []
        named = {"names": ", ".join(words(name) for name in self.names)} if self.names else {}
        parts = [*about, words(self.key, **self.params, **named),
                 *([words(self.reason)] if self.reason else [])]
        return " ".join(parts)


def kept_unopened(key: str, name: str, error: FileNotOpened, game: str = "") -> Notice:
    """The notice ``key`` for the file ``name`` that could not be opened and stays as it
    is, with the reason the system gave."""
    return Notice(key, {"file": name}, reason=error.reason, game=game)


_WRITE_REASONS = {
    errno.ENOSPC: "storage.reason_disk_full",
    errno.EDQUOT: "storage.reason_disk_full",
    errno.EROFS: "storage.reason_read_only",
    errno.EACCES: "storage.reason_not_allowed",
    errno.EPERM: "storage.reason_not_allowed",
    errno.ENOENT: "storage.reason_folder_gone",
    errno.ENOTDIR: "storage.reason_folder_gone",
    errno.ELOOP: "storage.reason_folder_loop",
}
"""What a failed write tells the player, by the error's errno: only what is known (a
read-only folder was once told to check the disk's free space)."""


def write_failed(key: str, error: BaseException | None) -> Notice:
    """The notice ``key`` for a write that failed with ``error``, with its reason when the
    error says one; none for an error that is not the disk's (a bug, an odd value)."""
    if isinstance(error, KeptUnopened):
        return Notice(key, reason="storage.reason_kept_unopened")
    code = error.errno if isinstance(error, OSError) else None
    return Notice(key, reason=_WRITE_REASONS.get(code) if code is not None else None)
