"""The bundled data's TOML is parsed once and kept parsed (``data/toml.py``): read back while
the file is unchanged, parsed again when it changes, never kept when bytecode is not written,
and a file that does not parse is refused as before."""

from __future__ import annotations

import os
import sys
import tomllib

import pytest

from tresham.data import toml
from tresham.errors import DataError


@pytest.fixture
def kept_in(tmp_path, monkeypatch):
    """A TOML file whose parse is kept under ``tmp_path`` (as a bundled file's would be)."""
    source = tmp_path / "trains.toml"
    store = tmp_path / "cache" / "trains.toml.marshal"
    monkeypatch.setattr(toml, "parsed_cache", lambda path: store if path == source else None)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return source, store


def test_a_bundled_file_is_parsed_once_and_read_back_while_unchanged(kept_in):
    source, store = kept_in
    source.write_text('[[train]]\nname = "2"\nprice = 80\n', encoding="utf-8")
    first = toml.read_toml(source)
    assert first == tomllib.loads(source.read_text(encoding="utf-8")) and store.is_file()
    stat = source.stat()
    # what is kept is what is read back: keep other data for the same size and time
    toml._write_parsed(store, stat, {"train": [{"name": "kept"}]})
    assert toml.read_toml(source) == {"train": [{"name": "kept"}]}


def test_a_changed_file_is_parsed_again(kept_in):
    source, store = kept_in
    source.write_text('[[train]]\nname = "2"\n', encoding="utf-8")
    toml.read_toml(source)
    source.write_text('[[train]]\nname = "3"\nprice = 180\n', encoding="utf-8")
    assert toml.read_toml(source) == {"train": [{"name": "3", "price": 180}]}
    same_size = '[[train]]\nname = "4"\nprice = 180\n'
    source.write_text(same_size, encoding="utf-8")
    os.utime(source, ns=(source.stat().st_atime_ns, source.stat().st_mtime_ns + 10**9))
    assert toml.read_toml(source) == {"train": [{"name": "4", "price": 180}]}


def test_nothing_is_kept_when_bytecode_is_not_written(kept_in, monkeypatch):
    source, store = kept_in
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    source.write_text('name = "1840"\n', encoding="utf-8")
    assert toml.read_toml(source) == {"name": "1840"} and not store.exists()


def test_a_file_that_does_not_parse_is_refused_and_not_kept(kept_in):
    source, store = kept_in
    source.write_text("name = \n", encoding="utf-8")
    with pytest.raises(DataError, match="not valid TOML"):
        toml.read_toml(source)
    assert not store.exists()


def test_a_date_marshal_cannot_hold_is_read_but_not_kept(kept_in):
    source, store = kept_in
    source.write_text("printed = 1979-05-27\n", encoding="utf-8")
    assert str(toml.read_toml(source)["printed"]) == "1979-05-27" and not store.exists()


def test_only_the_bundled_data_is_kept(tmp_path):
    assert toml.parsed_cache(tmp_path / "game.toml") is None
    kept = toml.parsed_cache(toml.data_root() / "games" / "1840" / "game.toml")
    assert kept is not None and kept.parent.name == "__pycache__" and "1840" in kept.name
