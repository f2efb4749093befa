"""Hidden information never leaks through what the engine asks (DESIGN.md, "Hidden information
is consistent"): states that differ only in what seat p cannot see (god cards in other hands,
the deck's order, the draw piles, future chance) look identical to p, and stay identical after
the same public moves. Whether a seat is asked about a Red God, how to pay for a god, or
whether to go on in Phases B and C must not depend on the god cards in its hand."""

import os
import random

import pytest
from borabora_helpers import blank, cards, decide, give_tiles, huts_only_in, legal, new, play, tile

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import Phase


def views(s, p):
    return (s.current_player(), s.prompt(), s.observation(p), s.render(p), s.render(p, "full"))


def chance_marks(s):
    """What changes when hidden things come to light: a draw from the deck, the piles, the
    dice of a new round, a reshuffle."""
    return (s.rng_seed, len(s.deck), len(s.men_stack), len(s.women_stack), len(s.task_pile), s.round)


def check_consistent(s, viewer, rng, copies=4, steps=8):
    """Copies of `s` redealt for `viewer` look like `s` to it, and stay so along random moves
    that reveal nothing new (a copy in which the move is not legal drops out)."""
    dets = [s.determinize(viewer, random.Random(rng.random())) for _ in range(copies)]
    s = s.clone()
    for _ in range(steps + 1):
        seen = views(s, viewer)
        for d in dets:
            assert views(d, viewer) == seen, f"seat {viewer} tells the copies apart at {s.prompt()}"
        if s.is_terminal():
            return
        action = rng.choice(s.legal_actions())
        marks = chance_marks(s)
        s.apply(action)
        if chance_marks(s) != marks:
            return
        dets = [d for d in dets if action in d.legal_actions()]
        for d in dets:
            d.apply(action)


SEEDS = range(1, 13) if os.environ.get("MEEPLE_SOAK") else (1, 2)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", SEEDS)
def test_copies_that_differ_only_in_hidden_cards_look_the_same(players, seed):
    rng = random.Random(seed * 10 + players)
    s = new(players, seed)
    step = 0
    while not s.is_terminal():
        if step % 11 == 0:
            viewer = rng.randrange(players)
            check_consistent(s, viewer, rng, copies=3)
        s.apply(rng.choice(s.legal_actions()))
        step += 1


def test_the_red_god_is_offered_whatever_the_hand():
    """Two seats alike but for their hands: both are asked about the Red God, with a decline;
    only the one holding a red card (and an offering) may play it."""
    asked = []
    for red in (1, 0):
        s = blank()
        huts_only_in(s, 3, "central_mountain")
        s.god_tiles[3], s.god_tiles_gone = 0, 1
        s.offerings[3] = 1
        cards(s, 3, red=red, blue=1 - red)
        decide(s, (A.EXPAND, 3, 1, 6))
        play(s, "expand to east_beach", "hut from space 12", "sand on C1")
        asked.append((s.current_player(), s.prompt(), legal(s)))
    assert asked[0][:2] == asked[1][:2] == (3, asked[0][1])
    assert "Red God" in asked[0][1]
    assert asked[0][2] == ["red god", "no red god"] and asked[1][2] == ["no red god"]


def test_no_red_god_question_when_everyone_sees_it_cannot_be_paid():
    """No offering and no god tile: nobody could play a god, so nobody is asked."""
    s = blank()
    huts_only_in(s, 3, "central_mountain")
    s.god_tiles[3], s.god_tiles_gone = 0, 1
    s.offerings[3] = 0
    cards(s, 3, red=2)
    decide(s, (A.EXPAND, 3, 1, 6))
    play(s, "expand to east_beach", "hut from space 12", "sand on C1")
    assert s.stack[-1][0] != A.RED


def test_phase_b_goes_on_to_a_green_god_question_whatever_the_hand():
    """After its only activation, a seat that might hold a Green God (it has an offering and
    cards) is asked whether to go on, with or without a green card."""
    prompts = []
    for green in (1, 0):
        s = blank()
        s.offerings[0] = 1
        s.god_tiles[0], s.god_tiles_gone = 0, 1
        cards(s, 0, green=green, blue=1 - green)
        give_tiles(s, 0, tile(s, "man", "vp"), tile(s, "woman", "shell"), tile(s, "woman", "offering"))
        decide(s, (A.ACTIVATE, 0, 0, 0))
        play(s, "man vp", "woman shell")
        prompts.append((s.current_player(), s.prompt()))
    assert prompts[0] == prompts[1]
    assert prompts[0][0] == 0  # asked (the extra activation of the woman offering)


def test_paying_is_asked_unless_everyone_sees_one_way():
    """A god paid by a seat with a god tile and an offering and 3 cards is a question, whatever
    the cards; with no offering only the god tile can pay, and the engine pays it."""
    s = blank()
    s.offerings[1] = 1
    cards(s, 1, blue=1, green=2)
    s.dice[1] = [3, 3, 3]
    s.tile_low[s.tile_of[D.T_HELPER]] = 1
    decide(s, (A.PLACE, 1))
    play(s, "place 3 on helper with blue")
    assert s.current_player() == 1 and "Blue God" in s.prompt()
    s = blank()
    s.offerings[1] = 0
    s.dice[1] = [3, 3, 3]
    s.tile_low[s.tile_of[D.T_HELPER]] = 1
    decide(s, (A.PLACE, 1))
    play(s, "place 3 on helper with blue")
    assert s.god_tiles[1] == 0 and s.stack[-1][0] == A.HELPER



def test_a_task_about_god_cards_is_asked_at_the_game_end_not_completed_for_the_player():
    """At the game end, tasks everyone sees are met are completed at once; whether one about
    god cards in hand is met only its owner knows, so the owner is asked (and must complete
    it when met)."""
    for blue in (2, 1):
        s = blank(round_=6)
        s.tasks[1] = [s.board.task_index["t21 blue"], s.board.task_index["t18"]]
        s.god_tiles[1], s.god_tiles_gone = 0, s.god_tiles_gone + 1
        cards(s, 1, blue=blue, white=2 - blue)
        s.phase = int(Phase.FINAL_TASKS)
        s.turn = 1
        s.stack = []
        s._begin_final_tasks(1)
        s.touch()
        s._run()
        assert s.current_player() == 1
        if blue == 2:
            assert legal(s) == ["complete T21 blue", "give up T18"]
        else:
            assert legal(s) == ["give up T21 blue"]  # nothing to choose: given up in order
