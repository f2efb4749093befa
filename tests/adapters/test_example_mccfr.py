"""The MCCFR example runs: a few seconds of training, then its evaluation."""

from __future__ import annotations

import importlib.util
import sys
import warnings
from pathlib import Path

import pytest

pytest.importorskip("pyspiel")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "openspiel_mccfr.py"


def test_openspiel_mccfr_example_trains_and_evaluates(capsys):
    spec = importlib.util.spec_from_file_location("openspiel_mccfr", EXAMPLE)
    mccfr = importlib.util.module_from_spec(spec)
    sys.modules["openspiel_mccfr"] = mccfr
    spec.loader.exec_module(mccfr)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = mccfr.main(["--minutes", "0.01", "--eval-games", "2"])
    assert out["iterations"] >= 1 and out["infostates"] > 0
    assert 0.0 <= out["mccfr"] <= 1.0 and 0.0 <= out["random"] <= 1.0
    assert "information states" in capsys.readouterr().out
