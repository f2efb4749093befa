"""The optional compiled build (issue 21): Cython 3 compiles the hot modules, unchanged, in
pure-Python mode. pyproject.toml holds the metadata; this file only adds the extensions.

- `pip install .` compiles when Cython and a working C compiler are present, and otherwise
  installs pure Python; either way it prints one line saying which.
- Editable installs (`pip install -e .`) stay pure unless MEEPLE_COMPILE=1; MEEPLE_COMPILE=0
  keeps any install pure.
- A `.pxd` beside a module (an augmenting declaration file: `cpdef` functions, C-typed ints)
  is read by Cython with it; pure Python ignores it.
- The build writes `meeple/_compiled.json`, the SHA-256 of each compiled module's source and
  `.pxd`: `import meeple` refuses a compiled module whose `.py` or `.pxd` was edited since
  (meeple/_build.py).
"""

from __future__ import annotations

import json
import os
import runpy
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

SRC = Path(__file__).parent / "src"

# meeple/_build.py, the runtime guard, holds the list of compiled modules (stdlib only).
BUILD = runpy.run_path(str(SRC / "meeple" / "_build.py"))
# MEEPLE_COMPILE_ONLY=tzolkin,core/ (substrings of the paths) compiles only those modules: a
# quicker build while measuring one game; a full build compiles them all. core/game.py always:
# the Caylus and Tzolk'in states extend its `State` as extension types (core/game.pxd), which
# a pure core could not give them.
ONLY = [part for part in os.environ.get("MEEPLE_COMPILE_ONLY", "").split(",") if part]
HOT = [path for path in BUILD["MODULES"]
       if not ONLY or path == "meeple/core/game.py" or any(part in path for part in ONLY)]
# Python semantics kept exactly: no C types from annotations or inference, so overflow,
# errors and messages are those of the pure build.
DIRECTIVES = {"language_level": 3, "infer_types": False, "annotation_typing": False,
              "binding": True, "embedsignature": False}


def say(line: str) -> None:
    print(f"meeple: {line}", file=sys.stderr, flush=True)


def wanted() -> bool:
    """Compile? MEEPLE_COMPILE=1/0 decides; otherwise yes, except for editable installs."""
    flag = os.environ.get("MEEPLE_COMPILE", "")
    if flag in ("0", "1"):
        return flag == "1"
    return not any(cmd in sys.argv for cmd in ("editable_wheel", "develop"))


class OptionalBuildExt(build_ext):
    """build_ext that falls back to the pure-Python package instead of failing."""

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            from Cython.Build import cythonize
        except ImportError:
            return self.pure("Cython is not installed")
        if not self.compiler_works():
            return self.pure("no working C compiler")
        # the sources as they are translated: one edited during the build shows as stale
        self.digests = {path: BUILD["digest"](SRC / path) for path in HOT}
        translated = cythonize(self.extensions, compiler_directives=DIRECTIVES,
                               build_dir="build/cython", quiet=True,
                               nthreads=os.cpu_count() or 1)
        for ext, c_ext in zip(self.extensions, translated, strict=True):
            ext.sources = c_ext.sources  # keep the objects build_ext has set up
        self.parallel = self.parallel or os.cpu_count() or 1
        try:
            super().run()
        except Exception as e:  # a compiler error: the package still works as pure Python
            return self.pure(f"compiling failed ({type(e).__name__}: {e})")
        self.write_manifest()
        say(f"compiled build: {len(HOT)} modules compiled with Cython")

    def pure(self, why: str) -> None:
        self.extensions[:] = []
        drop_stale_extensions(Path(self.build_lib) / "meeple")
        say(f"pure-Python build ({why})")

    def compiler_works(self) -> bool:
        """Compile a one-line C file: cythonizing is long, so check the compiler first."""
        import tempfile

        from setuptools._distutils.ccompiler import new_compiler
        from setuptools._distutils.sysconfig import customize_compiler
        compiler = new_compiler()
        customize_compiler(compiler)
        with tempfile.TemporaryDirectory() as tmp:
            probe = Path(tmp) / "probe.c"
            probe.write_text("int meeple_probe(void) { return 0; }\n")
            try:
                compiler.compile([str(probe)], output_dir=tmp)
            except Exception:
                return False
        return True

    def write_manifest(self) -> None:
        import Cython
        manifest = {"cython": Cython.__version__, "modules": self.digests}
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        out = Path(self.get_ext_fullpath("meeple._compiled")).parent / "_compiled.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text)
        if self.inplace or getattr(self, "editable_mode", False):
            (SRC / "meeple" / "_compiled.json").write_text(text)


class BuildPy(build_py):
    """build_py that leaves no compiled module of an earlier build in a pure build."""

    def run(self) -> None:
        super().run()
        if not self.distribution.ext_modules:
            drop_stale_extensions(Path(self.build_lib) / "meeple")


def drop_stale_extensions(package: Path) -> None:
    """A compiled module left in build/ (or, editable, in src/) by an earlier compiled build
    would ship in a pure one: remove it."""
    for ext in BUILD["remove_extensions"](package):
        say(f"removed {ext}, left by an earlier compiled build")


def extensions() -> list[Extension]:
    if not wanted():
        if any(cmd in sys.argv for cmd in ("editable_wheel", "develop")):
            drop_stale_extensions(SRC / "meeple")  # editable and pure: src/ runs as written
        say("pure-Python build (MEEPLE_COMPILE=1 compiles)")
        return []
    # no debug symbols: a third of the compile time, and not needed to run
    flags = [] if sys.platform == "win32" else ["-g0"]
    return [Extension(p[:-3].replace("/", "."), [f"src/{p}"], extra_compile_args=flags)
            for p in HOT]


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildPy})
