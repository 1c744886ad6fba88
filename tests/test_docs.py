"""The repository explains itself: what the code cites is in ``docs/``.

Comments and tests cite rule decisions and acceptance tests by id (``WC-D6``,
``PF-T1``) and the two documents by section (``RULES.md §1.5``, ``DESIGN §3``).
These checks fail when a citation points at nothing in ``docs/RULES.md`` or
``docs/DESIGN.md``, when an acceptance test has no test function named after
it, and when the INVENTED tables printed in RULES.md drift from the data
modules the engines read.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop.games import big_shot_data, winners_circle_data

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULES = DOCS / "RULES.md"
DESIGN = DOCS / "DESIGN.md"
ART = DOCS / "ART.md"
STYLE = DOCS / "STYLE.md"
SCANNED = ("tabletop", "scenes", "tests")
TEXT_SUFFIXES = {".py", ".md", ".json", ".txt", ".toml"}

GAME = r"(?:YD|PF|WC|WE|BS)"
ID = re.compile(rf"\b{GAME}-[DT]\d+[a-z]?\b")
DEFINITION = re.compile(rf"^\* \*\*({GAME}-[DT]\d+[a-z]?)\b", re.MULTILINE)
TEST_NAME = re.compile(rf"\bdef (test_({GAME})_(T\d+[a-z]?)_)")
HEADING = re.compile(r"^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s", re.MULTILINE)
DOCUMENT = re.compile(r"\b(RULES|DESIGN|ART|STYLE|research/\w+)(?:\.md)?\b")
SECTION = re.compile(r"§\s?(\d+(?:\.\d+)*)")
NUMBERED = re.compile(r"\b(RULES|DESIGN)(?:\.md)?\s+(\d+\.\d+(?:\.\d+)*)")
ISSUE_NUMBER = re.compile(r"\b[Ii]ssues? \d+|\b[Ii]tems? \d+[:),]")
"""A comment that gives an issue or item number instead of its reason."""

OUTSIDE_DOCS = {("research/stack", "3")}
"""The one cited document that stays outside the repository, by document and section: a
research note of pygame-ce facts measured on the build machine. Any other outside
citation fails."""


def _sources() -> list[Path]:
    files = [
        path
        for folder in SCANNED
        for path in sorted((ROOT / folder).rglob("*"))
        if path.is_file() and path.suffix in TEXT_SUFFIXES and "__pycache__" not in path.parts
    ]
    return [*files, ROOT / "README.md"]


def _where(path: Path, text: str, index: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, index) + 1}"


# -- ids -------------------------------------------------------------------------------


def _defined_ids() -> list[str]:
    return DEFINITION.findall(RULES.read_text(encoding="utf-8"))


def _cited_ids() -> dict[str, str]:
    """Every id the code cites, with the first place citing it."""
    cited: dict[str, str] = {}
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        for match in ID.finditer(text):
            cited.setdefault(match.group(), _where(path, text, match.start()))
        for match in TEST_NAME.finditer(text):
            cited.setdefault(f"{match.group(2)}-{match.group(3)}",
                             _where(path, text, match.start()))
    return cited


def test_every_decision_and_acceptance_id_is_defined_once() -> None:
    defined = _defined_ids()
    assert len(defined) > 100, "RULES.md lost its decision and acceptance entries"
    twice = [name for name, count in Counter(defined).items() if count > 1]
    assert twice == [], f"defined more than once in docs/RULES.md: {twice}"


def test_every_id_the_code_cites_is_defined_in_the_rules() -> None:
    defined = set(_defined_ids())
    missing = {name: where for name, where in _cited_ids().items() if name not in defined}
    assert missing == {}, f"cited but not defined in docs/RULES.md: {missing}"


def test_every_acceptance_test_has_a_test_named_after_it() -> None:
    """RULES.md's acceptance tests are inputs with expected outcomes; each must be run."""
    names: set[str] = set()
    for path in sorted((ROOT / "tests").rglob("*.py")):
        names.update(match.group(1) for match in TEST_NAME.finditer(path.read_text("utf-8")))
    untested = [
        name
        for name in _defined_ids()
        if "-T" in name and not any(test.startswith(f"test_{name.replace('-', '_')}_")
                                    for test in names)
    ]
    assert untested == [], f"acceptance tests without a test_<ID>_... function: {untested}"


# -- sections ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Document:
    path: Path
    sections: dict[str, str]
    """Section number -> the text under its heading, up to the next heading."""

    @classmethod
    def read(cls, path: Path) -> Document:
        text = path.read_text(encoding="utf-8")
        headings = list(HEADING.finditer(text))
        ends = [match.start() for match in headings[1:]] + [len(text)]
        return cls(path, {match.group(1): text[match.end():end]
                          for match, end in zip(headings, ends, strict=False)})

    def has(self, number: str) -> bool:
        """``1.5`` is a heading; ``3.5.4`` is item 4 of the numbered list under heading 3.5."""
        if number in self.sections:
            return True
        parent, _, item = number.rpartition(".")
        body = self.sections.get(parent)
        return body is not None and re.search(rf"^\s*{item}\.\s", body, re.MULTILINE) is not None


def _section_citations(path: Path, own: str | None = None) -> list[tuple[str, str, str]]:
    """(document, section, place) for every section citation in ``path``.

    A ``§`` belongs to the document named last before it ("RULES.md §1.4, §1.5"),
    or to ``own`` inside a document of docs/.
    """
    text = path.read_text(encoding="utf-8")
    named = [(match.end(), match.group(1)) for match in DOCUMENT.finditer(text)]
    found = []
    for match in SECTION.finditer(text):
        before = [name for end, name in named if end <= match.start()]
        document = own or (before[-1] if before else "")
        found.append((document, match.group(1).rstrip("."), _where(path, text, match.start())))
    if own is None:
        found += [(match.group(1), match.group(2), _where(path, text, match.start()))
                  for match in NUMBERED.finditer(text)]
    return found


def test_comments_give_the_reason_not_an_issue_number() -> None:
    """The tracker is not in the repository: a comment says why, or cites a rule id or a
    section of docs/, never the number of an issue or of an item in one."""
    found = [_where(path, text, match.start())
             for path in _sources() if path.suffix == ".py"
             for text in [path.read_text(encoding="utf-8")]
             for match in ISSUE_NUMBER.finditer(text)]
    assert found == []


def test_every_section_the_code_cites_exists_in_docs() -> None:
    documents = {"RULES": Document.read(RULES), "DESIGN": Document.read(DESIGN),
                 "ART": Document.read(ART), "STYLE": Document.read(STYLE)}
    citations = [c for path in _sources() for c in _section_citations(path)]
    citations += _section_citations(RULES, own="RULES")
    citations += _section_citations(DESIGN, own="DESIGN")
    assert len(citations) > 50, "the citation scanner found almost nothing"
    wrong = []
    for document, number, where in citations:
        if (document, number) in OUTSIDE_DOCS:
            continue
        if document not in documents:
            wrong.append(f"{where}: §{number} names no document in docs/ ({document or 'none'})")
        elif not documents[document].has(number):
            wrong.append(f"{where}: {document} §{number} has no such section in docs/")
    assert wrong == [], "\n".join(wrong)


def test_every_product_document_the_code_names_is_in_docs() -> None:
    """"ART.md's small size" and "see RULES.md" must lead somewhere in the repository."""
    named = {match.group(1) for path in _sources()
             for match in re.finditer(r"\b(RULES|DESIGN|ART|STYLE)\.md\b",
                                      path.read_text(encoding="utf-8"))}
    assert {"RULES", "DESIGN", "ART", "STYLE"} <= named, "the scanner lost the documents' names"
    missing = sorted(name for name in named if not (DOCS / f"{name}.md").is_file())
    assert missing == [], f"named by the code but not in docs/: {missing}"


def test_the_section_check_resolves_headings_and_list_items() -> None:
    rules = Document.read(RULES)
    assert rules.has("1") and rules.has("1.3") and rules.has("3.5.4") and rules.has("4.7.5")
    assert not rules.has("1.12") and not rules.has("3.5.9") and not rules.has("7")


# -- the INVENTED tables as printed ------------------------------------------------------


def _table_rows(section: str) -> list[list[str]]:
    """The body rows of the first markdown table under ``section`` of RULES.md."""
    body = Document.read(RULES).sections[section]
    rows = [line.strip().strip("|").split("|") for line in body.splitlines()
            if line.strip().startswith("|")]
    return [[cell.strip() for cell in row] for row in rows[2:]]


def test_the_printed_payout_table_is_the_one_the_engine_pays() -> None:
    rows = _table_rows("1.8")
    printed = {place: tuple(int(cell) for cell in row[1:]) for place, row in enumerate(rows, 1)}
    assert printed == winners_circle_data.PAYOUT


def test_the_printed_horse_cards_are_the_engines_deck() -> None:
    rows = _table_rows("1.9")
    printed = tuple(
        tuple(tuple(int(value) for value in cell.strip("()").split(",")) for cell in row[1:])
        for row in rows
    )
    assert printed == winners_circle_data.CARD_VALUES


def test_the_printed_big_shot_board_is_the_engines() -> None:
    """RULES.md §4.2 names the districts by park zone and value (A9, E16, ...) as the data does."""
    zones = {row[0].split()[0]: {cell.strip() for cell in row[1].split(",")}
             for row in _table_rows("4.2")}
    engine: dict[str, set[str]] = {}
    for region in big_shot_data.REGIONS:
        name = f"Park {region.key[-1].upper()} (x2)" if region.is_park else region.key.upper()
        engine.setdefault(region.zone.upper(), set()).add(name)
    assert zones == engine


# -- links -------------------------------------------------------------------------------

LINK = re.compile(r"\]\(([^)#]+)\)")


@pytest.mark.parametrize("page", ["README.md", "RULES.md", "DESIGN.md", "ART.md", "STYLE.md"])
def test_links_and_paths_in_docs_exist(page: str) -> None:
    text = (DOCS / page).read_text(encoding="utf-8")
    targets = [m.group(1) for m in LINK.finditer(text) if "://" not in m.group(1)]
    missing = [t for t in targets if not (DOCS / t).exists()]
    paths = re.findall(r"`((?:tabletop|scenes|tests|assets|docs|\.ci)/[^`<>*\s]*)`", text)
    missing += [p for p in paths if not (ROOT / p.rstrip("/")).exists()]
    assert missing == []


def test_the_readme_points_at_docs() -> None:
    assert "(docs/" in (ROOT / "README.md").read_text(encoding="utf-8")
