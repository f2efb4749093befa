"""The protocol for Teotihuacan: bad input, hidden information, persistence, the view,
and the golden playthroughs (STYLE.md §11)."""

import json
import random
from pathlib import Path

import pytest
from teotihuacan_helpers import GAME, blank, new, play

from meeple.core import BadNotation, BadState, IllegalAction
from meeple.core import record as rec

GOLDEN = Path(__file__).parent / "golden"


def test_bad_action_ids_and_notation_leave_the_state_unchanged():
    s = new(3, seed=9)
    before = s.to_dict()
    for bad in (-1, 10**6, "start S1", None, 2.0):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    illegal = next(a for a in range(GAME.num_distinct_actions(3)) if a not in s.legal_actions())
    with pytest.raises(IllegalAction, match="not legal now"):
        s.apply(illegal)
    with pytest.raises(BadNotation):
        s.str_to_action("move everything")
    assert s.to_dict() == before


def test_bad_state_dicts_name_the_field():
    d = new(2, seed=1).to_dict()
    d["state"]["cocoa"] = "lots"
    with pytest.raises(BadState, match="cocoa"):
        GAME.from_dict(d)
    d = new(2, seed=1).to_dict()
    del d["state"]["stack"]
    with pytest.raises(BadState, match="stack"):
        GAME.from_dict(d)


def test_round_trip_mid_game():
    s = new(4, seed=3)
    rng = random.Random(3)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    again = GAME.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict()
    for _ in range(50):
        a = rng.choice(s.legal_actions())
        s.apply(a)
        again.apply(a)
    assert again.to_dict() == s.to_dict()


def test_observation_hides_stacks_and_other_hands():
    s = new(3, seed=5)
    obs = s.observation(1)
    assert obs["disc_stack"] == len(s.disc_stack)
    assert obs["pyr_stack"] == len(s.pyr_stack) and obs["deco_stack"] == len(s.deco_stack)
    assert obs["start_tiles"][0] == 4 and obs["start_tiles"][1] == s.start_tiles[1]
    hidden = [t for t in s.start_tiles[0] if s.start_draws[t] >= 0]
    assert all(obs["start_draws"][t] is None for t in hidden)
    json.dumps(obs)


def test_determinize_reshuffles_only_the_hidden():
    s = new(4, seed=6, first_game=True)
    d = s.determinize(0, random.Random(1))
    assert sorted(d.disc_stack) == sorted(s.disc_stack)
    assert sorted(d.pyr_stack) == sorted(s.pyr_stack)
    assert d.disc_stack != s.disc_stack or d.pyr_stack != s.pyr_stack
    assert d.slots == s.slots and d.pyr_display == s.pyr_display
    assert d.legal_actions() == s.legal_actions()


def test_render_shows_the_board():
    s = blank()
    text = s.render()
    for part in ("palace", "Temple blue", "Avenue", "Pyramid", "Seat 3 black", "calendar"):
        assert part in text


def test_prompt_names_the_decision():
    s = blank()
    assert s.prompt().startswith("Seat 0 (red): move a die")
    play(s, "move palace 1")
    assert "destination" in s.prompt()


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.json")), ids=lambda p: p.stem)
def test_golden_playthrough(path):
    """A committed record replays to its committed final state (regenerate with
    tests/teotihuacan/make_golden.py and review the diff as a rules change)."""
    golden = json.loads(path.read_text())
    state = rec.replay(golden["record"])
    assert state.to_dict() == golden["final"]
