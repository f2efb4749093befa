"""Game end and final scoring (§7), and bad input: ids, notation, options, player counts,
malformed states and records (DESIGN.md quality bars)."""

import json
import random

import pytest
from caylus_helpers import BLUE, GREEN, RED, begin, blank, cubes, new, play

import meeple
from meeple.core import BadNotation, BadOption, BadRecord, BadState, IllegalAction
from meeple.core import record as rec
from meeple.games.caylus import data as D
from meeple.games.caylus.state import Phase

# -- end and final scoring (§7) ------------------------------------------------------------


def towers_scoring(s):
    s.section, s.open_columns = D.TOWERS, 5
    s.castle[2] = [1, 1, 1][:s.num_players]
    s.filled = [6, 10, s.num_players]
    s.bailiff = s.provost = 22  # space 23: the Bailiff reaches space 24
    return s


def test_final_conversions():
    """§7.2: 3 PP per gold, 1 PP per 3 other cubes, 1 PP per 4 deniers."""
    s = towers_scoring(blank(3))
    s.pp = [10, 10, 10]
    s.cubes[BLUE] = cubes(3, 2, 1, 1, 2)  # 2 gold; 7 others
    s.deniers = [9, 3, 4]
    begin(s, "end_of_turn")
    assert s.is_terminal()
    assert s.scores() == [10 + 6 + 2 + 2, 10 + 0, 10 + 1]


def test_game_ends_at_once_after_the_towers_scoring():
    s = towers_scoring(blank(3))
    begin(s, "end_of_turn")
    assert s.is_terminal() and s.turn == 1 and s.phase == Phase.OVER
    assert s.current_player() == -1 and s.legal_actions() == []
    assert s.bailiff == 23


def test_towers_completed_end_the_game_before_their_trigger():
    s = blank(3)
    s.section, s.open_columns = D.TOWERS, 5
    s.castle[2] = [14, 0, 0]
    s.filled = [6, 10, 14]
    begin(s, "end_of_turn")  # Blue's 14 houses: 3 favors
    for text in ("favor prestige +1", "favor deniers +3", "favor food"):
        play(s, text)
    assert s.is_terminal() and s.bailiff < 23


def test_ties_share_the_victory():
    s = towers_scoring(blank(3))
    s.pp = [12, 12, 5]
    begin(s, "end_of_turn")
    assert s.winners() == [BLUE, RED]
    assert s.returns() == [0.5, 0.5, 0.0]


def test_no_winner_before_the_end():
    s = new(3)
    assert s.winners() == [] and s.returns() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("players", [2, 5])
def test_random_games_finish_with_the_final_scoring(players):
    for seed in range(3):
        s = new(players, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        finals = [line for line in s.log() if "final conversions" in line]
        assert len(finals) == players
        assert s.section == 3 and s.winners()
        assert max(s.scores()) == s.scores()[s.winners()[0]]


# -- bad input --------------------------------------------------------------------------------


def test_illegal_id_and_bad_notation_leave_the_state_unchanged():
    s = new(4, seed=2)
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.apply(10_000)
    assert "not an action id" in str(err.value) and "Legal:" in str(err.value)
    with pytest.raises(BadNotation) as err:
        s.str_to_action("place the moon")
    assert "legal:" in str(err.value) and "pass" in str(err.value)
    assert s.to_dict() == before
    gate = s.str_to_action("place gate")
    s.apply(gate)
    after = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.apply(gate)  # the Gate holds one worker
    assert "place gate) is not legal now" in str(err.value)
    assert s.to_dict() == after


def test_notation_may_omit_the_space_when_unambiguous():
    s = new(4, seed=2)
    assert s.str_to_action("place peddler") == s.str_to_action("place peddler@7")
    assert s.str_to_action("PLACE   Gold Mine") == s.str_to_action("place gold mine@16")
    with pytest.raises(BadNotation):
        s.str_to_action("place carpenter")  # the neutral tile and the fixed one


@pytest.mark.parametrize("options,error", [
    ({"players": 1}, "players=1"),
    ({"players": 6}, "allowed: 2, 3, 4, 5"),
    ({"players": 3, "ruleset": "deluxe"}, "ruleset='deluxe'"),
    ({"players": 3, "colour": "red"}, "unknown option 'colour'"),
    ({"players": 3, "simplified_favors": "yes"}, "simplified_favors"),
])
def test_bad_options_and_player_counts(options, error):
    with pytest.raises(BadOption) as err:
        meeple.load("caylus").new_game(**options)
    assert error in str(err.value)


def test_from_dict_round_trip_and_malformed_fields():
    game = meeple.load("caylus")
    s = new(3, seed=4)
    for _ in range(12):
        s.apply(s.legal_actions()[len(s.legal_actions()) // 2])
    d = json.loads(json.dumps(s.to_dict()))
    again = game.from_dict(d)
    assert again.to_dict() == s.to_dict() and again.legal_actions() == s.legal_actions()
    for field, value, named in (("road", [0] * 3, "state.road"), ("cubes", "x", "state.cubes"),
                                ("stack", [[99, 0]], "state.stack"), ("turn", "1", "state.turn")):
        bad = json.loads(json.dumps(d))
        bad["state"][field] = value
        with pytest.raises(BadState) as err:
            game.from_dict(bad)
        assert named in str(err.value)
    bad = json.loads(json.dumps(d))
    del bad["state"]["bailiff"]
    with pytest.raises(BadState, match="state.bailiff"):
        game.from_dict(bad)


def test_corrupt_record_files(tmp_path):
    s = new(3, seed=5)
    for _ in range(6):
        s.apply(s.legal_actions()[0])
    path = tmp_path / "game.json"
    rec.save(s, path)
    assert rec.replay(rec.load(path)).to_dict() == s.to_dict()
    path.write_text("{not json")
    with pytest.raises(BadRecord, match="not JSON"):
        rec.load(path)
    record = rec.make_record(s)
    record["actions"][3] = "place the moon"
    with pytest.raises(BadRecord, match="action 3 'place the moon'"):
        rec.replay(record)


def test_observation_is_open_and_json_ready():
    s = new(4, seed=6)
    obs = s.observation(GREEN)
    json.dumps(obs)
    assert obs["seat"] == GREEN and obs["deniers"] == s.deniers and obs["road"] == s.road
