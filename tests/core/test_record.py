"""Records: save, load, replay, and the errors for corrupt or newer records."""

from __future__ import annotations

import json

import pytest

import meeple
from meeple.core import BadRecord
from meeple.core import record as rec


def played(seed=3, moves=("add 1", "roll", "add 2")):
    state = meeple.load("toy").new_game(players=2, seed=seed)
    for text in moves:
        state.apply(state.str_to_action(text))
    return state


def test_record_has_the_designed_fields_in_notation():
    r = rec.make_record(played())
    assert r["game"] == "toy" and r["players"] == 2 and r["seed"] == 3
    assert r["options"] == {"allow_roll": True}
    assert r["actions"] == ["add 1", "roll", "add 2"]
    assert r["format"] == rec.FORMAT and r["meeple_version"] == meeple.__version__


def test_save_load_replay_reproduces_the_state(tmp_path):
    state = played()
    rec.save(state, tmp_path / "g.json")
    again = rec.replay(rec.load(tmp_path / "g.json"))
    assert again.to_dict() == state.to_dict()


def test_replay_upto_gives_an_earlier_position():
    state = played()
    r = rec.make_record(state)
    assert rec.replay(r, upto=1).history() == state.history()[:1]


def test_a_record_without_format_is_read_as_format_1():
    r = rec.make_record(played())
    del r["format"]
    assert rec.replay(r).to_dict() == played().to_dict()


def test_replay_names_the_first_bad_action():
    r = rec.make_record(played())
    r["actions"][1] = "fly"
    with pytest.raises(BadRecord, match="action 1 'fly' cannot be played"):
        rec.replay(r)


def test_newer_format_is_refused_not_replayed():
    r = rec.make_record(played())
    r["format"] = rec.FORMAT + 1
    with pytest.raises(BadRecord, match="newer than this meeple"):
        rec.replay(r)


@pytest.mark.parametrize(
    "content, message",
    [
        ("{not json", "is not JSON"),
        ("[1, 2]", "must be a JSON object"),
        (json.dumps({"game": "toy"}), "field 'options' is missing"),
        (json.dumps({"game": "toy", "options": {}, "players": "2", "seed": 1, "actions": []}), "'players'"),
        (json.dumps({"game": "toy", "options": {}, "players": 2, "seed": 1, "actions": [3]}), "'actions'"),
        (json.dumps({"format": "one", "game": "toy"}), "'format'"),
        (json.dumps({"format": 0, "game": "toy"}), "format 0 is unknown"),
    ],
)
def test_corrupt_record_files_raise_bad_record(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(BadRecord, match=message):
        rec.load(path)


def test_record_of_an_unknown_game_or_option_cannot_start():
    r = rec.make_record(played())
    with pytest.raises(BadRecord, match="unknown game"):
        rec.replay({**r, "game": "chess"})
    with pytest.raises(BadRecord, match="unknown option"):
        rec.replay({**r, "options": {"turbo": True}})
    with pytest.raises(BadRecord, match="players=9"):
        rec.replay({**r, "players": 9})


def test_missing_file_is_a_bad_record(tmp_path):
    with pytest.raises(BadRecord, match="cannot read record"):
        rec.load(tmp_path / "nope.json")


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe not utf-8 \x80",
        b"[" * 100_000 + b"]" * 100_000,
        b'{"format": 1, "game": "toy", "options": {}, "players": 2, "seed": ' + b"7" * 5000
        + b', "actions": []}',
        b'{"format": 1, "game": "toy", "options": {}, "players": 2, "seed": -1, "actions": []}',
    ],
    ids=["not-utf8", "deeply-nested", "5000-digit-int", "negative-seed"],
)
def test_unreadable_record_files_raise_bad_record(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(BadRecord):
        rec.load(path)


@pytest.mark.parametrize("bad", [None, 3, "a string", ["list"]])
def test_replay_of_a_non_record_raises_bad_record(bad):
    with pytest.raises(BadRecord):
        rec.replay(bad)


@pytest.mark.parametrize("upto", ["3", -1, 1.5, True])
def test_replay_upto_must_be_a_count(upto):
    with pytest.raises(BadRecord, match="upto"):
        rec.replay(rec.make_record(played()), upto=upto)


def test_load_rejects_a_path_with_a_nul_byte():
    with pytest.raises(BadRecord):
        rec.load("bad\0name.json")


@pytest.mark.parametrize("name", [["caylus"], None, 3, {"caylus": 1}])
def test_load_of_a_wrong_typed_game_name_is_unknown_game(name):
    with pytest.raises(meeple.UnknownGame):
        meeple.load(name)
