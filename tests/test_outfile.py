"""A build writes only under its output folder, every file whole, or says in one line why not."""

from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.errors import OutputError
from tresham.kit.record import RECORD
from tresham.outfile import OutputFolder


def test_an_output_folder_that_is_a_file_is_refused_in_one_line(tmp_path):
    target = tmp_path / "kit"
    target.write_text("mine")
    r = CliRunner().invoke(main, ["build", "18lilliput", "--only", "tiles", "--out", str(target)])
    assert r.exit_code == 2
    assert r.stderr.count("\n") == 1 and "is a file, not a folder" in r.stderr
    assert target.read_text() == "mine"


def test_an_output_folder_below_a_file_is_refused(tmp_path):
    (tmp_path / "kit").write_text("mine")
    r = CliRunner().invoke(
        main, ["build", "18lilliput", "--only", "tiles", "--out", str(tmp_path / "kit" / "x")]
    )
    assert r.exit_code == 2 and r.stderr.startswith("tresham: error: ") and r.stderr.count("\n") == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_a_folder_that_is_not_writable_is_refused(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        r = CliRunner().invoke(main, ["build", "18lilliput", "--only", "tiles", "--out", str(locked)])
        assert r.exit_code == 2 and "not writable" in r.stderr
    finally:
        locked.chmod(0o700)


def test_a_build_writes_nothing_beside_its_folder_and_leaves_no_temporary_files(tmp_path):
    out = tmp_path / "deep" / "kit"
    r = CliRunner().invoke(main, ["build", "18lilliput", "--only", "tiles,manifest", "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    assert [p.name for p in tmp_path.iterdir()] == ["deep"]
    assert [p.name for p in (tmp_path / "deep").iterdir()] == ["kit"]
    names = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert RECORD in names  # the build's own note of what it made
    names.remove(RECORD)
    assert names and not [n for n in names if n.endswith(".part") or "/." in n or n.startswith(".")]


def test_paths_that_leave_the_folder_are_refused(tmp_path):
    folder = OutputFolder(tmp_path / "out")
    for bad in ("../escape.pdf", "/etc/passwd", "svg/../../escape.svg"):
        with pytest.raises(OutputError, match="outside the output folder"):
            folder.inside(bad)
    with pytest.raises(OutputError, match="outside the output folder"):
        folder.write_all({"../escape.pdf": b"x"})
    assert not (tmp_path / "escape.pdf").exists()


def test_files_are_replaced_all_or_none(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "a.pdf").write_bytes(b"old")
    (out / "svg").write_text("a file where a folder must go")
    with pytest.raises(OutputError):
        OutputFolder(out).write_all({"a.pdf": b"new", "svg/x.svg": b"<svg/>"})
    assert (out / "a.pdf").read_bytes() == b"old"
    assert sorted(p.name for p in out.iterdir()) == ["a.pdf", "svg"]
