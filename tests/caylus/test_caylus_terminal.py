"""The terminal game `make play` starts (4 players, one human, three random bots): a scripted
session with notation, a number, undo and save reads well and resumes."""

import io
import json

from meeple import cli


def test_make_play_session(tmp_path):
    saved = tmp_path / "game.json"
    script = "\n".join(["place peddler", "undo", "place gate", "1", f"save {saved}", "quit"])
    out = io.StringIO()
    code = cli.main(["play", "caylus", "--players", "4", "--seats", "human,random,random,random",
                     "--seed", "3"], inp=io.StringIO(script + "\n"), out=out)
    text = out.getvalue()
    assert code == 0
    assert "=== Caylus · turn 1 · worker placement" in text
    assert "Road: N neutral" in text and "Castle (castle scale" in text and "Players (favor" in text
    assert "Seat 0 (blue), turn 1: place a worker" in text
    assert "Undone: back to move 0." in text
    record = json.loads(saved.read_text())
    assert record["game"] == "caylus" and record["actions"][0] == "place gate"
