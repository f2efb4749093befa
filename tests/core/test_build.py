"""The compiled build's guard (meeple/_build.py): a compiled module whose source was edited
after the build is refused, naming the file; an up-to-date one is reported."""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES

import pytest

import meeple
from meeple import _build

SOURCE = "meeple/games/toy/state.py"


def fake_build(tmp_path, compiled_text: str, source_text: str):
    """A package folder with one 'compiled' module built from `compiled_text`."""
    package = tmp_path / "meeple"
    source = tmp_path / SOURCE
    source.parent.mkdir(parents=True)
    source.write_text(source_text)
    source.with_name("state" + EXTENSION_SUFFIXES[0]).write_bytes(b"\x7fELF")
    digest = hashlib.sha256(compiled_text.encode()).hexdigest()
    (package / "_compiled.json").write_text(json.dumps({"cython": "3.9", "modules": {SOURCE: digest}}))
    return package


def test_an_up_to_date_compiled_module_is_reported(tmp_path):
    package = fake_build(tmp_path, "x = 1\n", "x = 1\n")
    _build.check(package)
    assert _build.compiled(package) == [SOURCE]
    assert _build.build_info(package) == "compiled (Cython 3.9, 1 modules)"


def test_a_compiled_module_older_than_its_edited_source_is_refused(tmp_path):
    package = fake_build(tmp_path, "x = 1\n", "x = 2\n")
    with pytest.raises(_build.StaleBuild, match=r"older than their edited .* sources.*state\.cpython"):
        _build.check(package)


def test_a_source_tree_without_extensions_is_pure(tmp_path):
    package = fake_build(tmp_path, "x = 1\n", "x = 2\n")
    next(package.parent.glob("meeple/games/toy/state.cpython*")).unlink()
    _build.check(package)  # the manifest alone is harmless
    assert _build.build_info(package) == "pure Python"


def test_build_info_names_this_build():
    expected = "compiled" if _build.compiled() else "pure Python"
    assert meeple.build_info().startswith(expected)


def test_a_compiled_module_without_a_manifest_is_refused(tmp_path):
    """An extension left by an earlier build, with no manifest saying what it was built from."""
    package = tmp_path / "meeple"
    source = tmp_path / _build.MODULES[0]
    source.parent.mkdir(parents=True)
    source.write_text("x = 1\n")
    source.with_name(source.stem + EXTENSION_SUFFIXES[0]).write_bytes(b"\x7fELF")
    with pytest.raises(_build.StaleBuild, match=source.stem):
        _build.check(package)
    assert _build.remove_extensions(package)  # what a pure build does with it
    _build.check(package)


def test_a_compiled_module_whose_pxd_was_edited_is_refused(tmp_path):
    """The .pxd types the compiled module (pure Python ignores it): editing it is a rebuild."""
    package = fake_build(tmp_path, "x = 1\n", "x = 1\n")
    pxd = tmp_path / SOURCE.replace(".py", ".pxd")
    pxd.write_text("cdef long x\n")
    with pytest.raises(_build.StaleBuild, match=r"\.py \(or \.pxd\)"):
        _build.check(package)
    manifest = json.loads((package / "_compiled.json").read_text())
    manifest["modules"][SOURCE] = _build.digest(tmp_path / SOURCE)  # rebuilt with the .pxd
    (package / "_compiled.json").write_text(json.dumps(manifest))
    _build.check(package)
