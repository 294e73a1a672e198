"""The rulebook's own words, where tresham names a thing differently: the teacher sees both.

Each game may have a ``book-words.toml`` beside its ``game.toml``: ``[phases]`` gives the
book's name of each of tresham's phases (1824 numbers its phases *fase 1-8* where tresham
names them after the train that opens them; 18Mag's book says *fase verde*), and each
``[[word]]`` a word tresham's sentences use, the book's for it and where the book says it
(1824's Goods Time is the book's «Buenos Tiempos»; 1862's trains that "rust" here are the
book's trains that *quedan obsoletos*). A game without the file has nothing to add.

``phase_name(game, phase)`` writes a phase as both name it; ``glossary(game, texts)`` gives
the words an example uses, for the box its start prints (``example show``, ``--step``, the
handout).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ..data.games import resolve_game
from ..data.toml import Table, read_toml
from ..errors import DataError

FILE = "book-words.toml"
BOX_TITLE = "The book's words"


@dataclass(frozen=True)
class BookWord:
    """A word tresham uses (``ours``), the book's (``book``) and where the book says it."""

    ours: str
    book: str
    where: str


@dataclass(frozen=True)
class BookWords:
    phases: tuple[tuple[str, str], ...] = ()  # (tresham's phase, the book's name for it)
    words: tuple[BookWord, ...] = ()

    def phase(self, name: str) -> str | None:
        return dict(self.phases).get(name)


@cache
def book_words(game: str) -> BookWords:
    """The game's ``book-words.toml`` (nothing when it has none)."""
    try:
        path = resolve_game(game) / FILE
    except DataError:
        return BookWords()
    if not path.is_file():
        return BookWords()
    top = Table(str(path), "", read_toml(path), ("phases", "word"))
    phases = tuple(top.mapping("phases", str, "the book's name of the phase").items())
    words = tuple(
        BookWord(row.required_text("ours"), row.required_text("book"), row.required_text("where"))
        for row in top.rows("word", ("ours", "book", "where"))
    )
    return BookWords(phases, words)


def phase_name(game: str, phase: str) -> str:
    """``phase 3 (the book's fase 3)``, or ``phase B`` where the book names it so too."""
    book = book_words(game).phase(phase)
    return f"phase {phase}" + (f" (the book's {book})" if book else "")


def glossary(game: str, texts: Iterable[str]) -> list[tuple[str, str]]:
    """(heading, text) paragraphs: the words the book names otherwise that ``texts`` (an
    example's sentences and what the engine said) use. The phases are not listed: every
    position and table of changes names a phase both ways."""
    said = " ".join(texts).lower()
    return [
        (f'"{w.ours}"', f"the book's {w.book} ({w.where})")
        for w in book_words(game).words
        if w.ours.lower() in said
    ]


__all__ = ["BOX_TITLE", "BookWord", "BookWords", "book_words", "glossary", "phase_name"]
