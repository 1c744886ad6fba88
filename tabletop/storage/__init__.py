"""Saves, settings and statistics on the player's disk (DESIGN §4).

Pure Python (stdlib + platformdirs). Every write is atomic; every file that
cannot be used is set aside, never deleted, and reported as a
:class:`Notice` for the front end to show — storage never raises for a bad
file or a full disk.
"""

from __future__ import annotations

from tabletop.storage.archive import (
    FinishedEntry,
    FinishedGame,
    FinishedListing,
    export_finished,
    export_folder,
    export_to_folder,
    import_finished,
    list_finished,
    listing,
    load_finished,
    store_finished,
)
from tabletop.storage.legacy import adopt_single_save
from tabletop.storage.notice import Notice
from tabletop.storage.paths import (
    UnusableFolder,
    atomic_write_json,
    autosave_path,
    check_user_folders,
    config_dir,
    data_dir,
    remove_stale_temporaries,
    saves_dir,
    settings_path,
    statistics_path,
)
from tabletop.storage.recording import finish_pending, record_finished
from tabletop.storage.saves import (
    MIGRATIONS,
    SAVE_FORMAT,
    LoadedSave,
    PlayedOn,
    SavePreview,
    delete_save,
    has_save,
    load_save,
    peek_save,
    saved_games,
    write_save,
)
from tabletop.storage.settings import Settings, load_settings, save_settings
from tabletop.storage.stats import (
    GameStats,
    HighScore,
    Outing,
    PersonRecord,
    game_stats,
    high_scores,
    load_statistics,
    record_accuracy,
    record_lesson,
    record_result,
    record_started,
)
from tabletop.storage.writer import Job, StorageWriter

__all__ = [
    "MIGRATIONS",
    "SAVE_FORMAT",
    "FinishedEntry",
    "FinishedGame",
    "FinishedListing",
    "GameStats",
    "HighScore",
    "Job",
    "LoadedSave",
    "Notice",
    "Outing",
    "PersonRecord",
    "PlayedOn",
    "SavePreview",
    "Settings",
    "StorageWriter",
    "UnusableFolder",
    "adopt_single_save",
    "atomic_write_json",
    "autosave_path",
    "check_user_folders",
    "config_dir",
    "data_dir",
    "delete_save",
    "export_finished",
    "export_folder",
    "export_to_folder",
    "finish_pending",
    "game_stats",
    "has_save",
    "high_scores",
    "import_finished",
    "list_finished",
    "listing",
    "load_finished",
    "load_save",
    "load_settings",
    "load_statistics",
    "peek_save",
    "record_accuracy",
    "record_finished",
    "record_lesson",
    "record_result",
    "record_started",
    "remove_stale_temporaries",
    "save_settings",
    "saved_games",
    "saves_dir",
    "settings_path",
    "statistics_path",
    "store_finished",
    "write_save",
]
