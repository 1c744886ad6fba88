"""The only files the phone server hands out: the page's own, in ``tabletop/phones/page/``.

A request's path is matched against the names found in that folder when the server
starts (regular files only, no symlinks, no dot-files), never joined onto a
filesystem path, so ``/../``, ``%2e%2e``, absolute paths and links out of the
folder all fall through to 404: there is nothing to traverse.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

PAGE_DIR = Path(__file__).resolve().parent / "page"
"""The phone page's folder, beside this module (collected by ``build.spec``)."""

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}
"""What may be served, by suffix; a file of any other kind is not served at all."""


@dataclass(frozen=True)
class PageFile:
    body: bytes
    content_type: str


def load_page(folder: Path = PAGE_DIR) -> dict[str, PageFile]:
    """Every servable file under ``folder``, keyed by its URL path (``/index.html``);
    ``/`` is the index. Read once: a file changed later is not served changed."""
    files: dict[str, PageFile] = {}
    if not folder.is_dir():
        return files
    root = folder.resolve()
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if (path.is_symlink() or not path.is_file()
                or any(part.startswith(".") for part in relative.parts)
                or any(parent.is_symlink() for parent in path.parents if parent != root
                       and root in parent.parents)):
            continue
        kind = CONTENT_TYPES.get(path.suffix.lower())
        if kind is None:
            continue
        files["/" + relative.as_posix()] = PageFile(path.read_bytes(), kind)
    if "/index.html" in files:
        files["/"] = files["/index.html"]
    return files


WORDS_BLOCK = b'<script id="words" type="application/json">{}</script>'
"""Where the index holds the page's words: empty in the file, filled as it is served."""


def in_language(index: PageFile, language: str, words: dict[str, str]) -> PageFile:
    """The index page in the table's ``language`` from its first paint, its code prompt
    included: ``words`` (the page's catalogue) as a JSON block the page reads, never
    runs (trial s38 W/017: the prompt was in English and Korean, the refusals in one)."""
    data = json.dumps({"language": language, "words": words}, ensure_ascii=False)
    # Nothing in it may close the block early: "<" is written as its JSON escape.
    block = WORDS_BLOCK.replace(b"{}", data.replace("<", "\\u003c").encode())
    body = index.body.replace(WORDS_BLOCK, block, 1).replace(
        b'<html lang="en">', f'<html lang="{language}">'.encode(), 1)
    return PageFile(body, index.content_type)


def lookup(files: dict[str, PageFile], request_path: str) -> PageFile | None:
    """The file for an HTTP request path (its query string ignored), or None (404)."""
    path = request_path.split("?", 1)[0].split("#", 1)[0]
    return files.get(path)
