"""Reviews kept beside the finished games: computed once, read back whole, and a file that
cannot be trusted is ignored (the review is then computed again)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tabletop.bots import make_bot
from tabletop.games import GAMES
from tabletop.review import REVIEW_METHOD, Review, ReviewJob
from tabletop.review.runner import Request, keep_review, review_step
from tabletop.storage import reviews
from tabletop.storage.archive import game_folder
from tests.bots.playing import play_out


def yacht_review(seed: int = 4) -> Review:
    game = GAMES["yacht"].new_game(2, seed=seed)
    play_out(game, [make_bot("yacht", "easy", 1), make_bot("yacht", "hard", 2)])
    return ReviewJob.of(game).run()


def test_a_kept_review_reads_back_whole() -> None:
    review = yacht_review()
    folder = reviews.reviews_folder("yacht")
    assert folder == game_folder("yacht") / "reviews"
    assert reviews.store_review(review, folder) is None
    assert reviews.review_path(folder, review.fingerprint).is_file()
    assert reviews.load_review(folder, "yacht", review.fingerprint) == review
    # The fair review and the one with hindsight are two files.
    assert reviews.load_review(folder, "yacht", review.fingerprint, hindsight=True) is None


@pytest.mark.parametrize("damage", [
    lambda data: "not json {",
    lambda data: json.dumps({**data, "format": 99}),
    lambda data: json.dumps({**data, "review": {**data["review"], "method": REVIEW_METHOD + 1}}),
    lambda data: json.dumps({**data, "review": {**data["review"], "game": "polterfass"}}),
    lambda data: json.dumps({**data, "review": {**data["review"], "verdicts": [
        {**data["review"]["verdicts"][0], "cost": -3.0}]}}),
    lambda data: json.dumps({**data, "review": {**data["review"], "verdicts": [
        {**data["review"]["verdicts"][0], "seat": 7}]}}),
    lambda data: json.dumps({**data, "review": {**data["review"], "verdicts": "many"}}),
])
def test_a_review_that_cannot_be_trusted_is_ignored(damage: object) -> None:
    review = yacht_review()
    folder = reviews.reviews_folder("yacht")
    reviews.store_review(review, folder)
    path = reviews.review_path(folder, review.fingerprint)
    data = json.loads(path.read_text())
    path.write_text(damage(data))  # type: ignore[operator]
    assert reviews.load_review(folder, "yacht", review.fingerprint) is None


def test_a_review_of_another_game_under_this_name_is_ignored() -> None:
    review = yacht_review()
    other = replace(review, fingerprint="0" * 32)
    folder = reviews.reviews_folder("yacht")
    reviews.store_review(other, folder)
    path = reviews.review_path(folder, other.fingerprint)
    path.rename(reviews.review_path(folder, review.fingerprint))
    assert reviews.load_review(folder, "yacht", review.fingerprint) is None


def test_only_the_newest_reviews_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviews, "KEEP", 3)
    review = yacht_review()
    names = [f"{number:032x}" for number in range(5)]
    for name in names:
        reviews.store_review(replace(review, fingerprint=name), reviews.reviews_folder("yacht"))
    kept = sorted(path.stem for path in (game_folder("yacht") / "reviews").glob("*.json"))
    assert len(kept) == 3


def test_a_folder_that_refuses_the_file_gives_a_notice() -> None:
    review = yacht_review()
    folder = game_folder("yacht")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "reviews").write_text("a file where the folder should be")
    notice = reviews.store_review(review, reviews.reviews_folder("yacht"))
    assert notice is not None and notice.key == "storage.review_not_kept"


def test_the_thinking_process_reads_a_kept_review_instead_of_computing_it() -> None:
    game = GAMES["yacht"].new_game(1, seed=9)
    play_out(game, [make_bot("yacht", "easy", 1)])
    folder = reviews.reviews_folder("yacht")
    request = Request("yacht", 1, game.true_seed, dict(game.options), tuple(game.history),
                      folder=folder)
    found = []
    while True:
        step = review_step(request, seconds=0.01)
        found.extend(step.verdicts)
        if step.finished:
            break
        request = replace(request, name=step.name, done=len(found), position=step.position)
    assert step.kept is None
    review = ReviewJob.of(game).run()
    assert tuple(found) == review.verdicts
    keep_review(review, folder)
    again = review_step(replace(request, name="", done=0, position=0))
    assert again.finished and again.kept == review
