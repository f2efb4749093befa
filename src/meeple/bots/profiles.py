"""The strongest settings of `mcts` for each game, as measured (README, Strength).

A level (`easy` … `expert`) is `mcts` with a time per decision and `tuned=true`: when the bot
first searches a game, every parameter its spec left at the default takes the game's value
here (a spec's own `depth=…` or `value=…` wins). Settings are data, kept apart from the search;
each entry says what measured it.
"""

from __future__ import annotations

# game (or "<game>-<n>p", for n players only) -> {parameter: value}; a game not listed keeps
# the bot's defaults.
PROFILES: dict[str, dict[str, object]] = {
    # Today's hand evaluation, searched greedier and shallower: at 300 iterations each, 13 of 16
    # games (81 %) against plain mcts; c 0.1: 75 %, 0.3: 59 %; depth 4: 56 %, 12: 88 %, 16: 75 %.
    # At equal time (0.2 s a decision, benchmarks/strength.py): 73 % (59-83 %, 50 games, load
    # 3.5-6). Depth 12 wins as often at equal time (68 %, 50-82 %, 30 games, the same as depth
    # 8's first 30) and plays more like a strong player: self-play winners 42 PP against 28,
    # castle houses 2.2 a seat against 0.8 (6 games each, 0.2 s). benchmarks/results/caylus.md.
    # Session 4, MAST rollouts (mast=T): at 300 iterations against the profile without it, T 0.02
    # won 14 of 16 (margin +11 PP), 0.05 16 of 16 (+9), 0.1 11 of 16 (+2); at 4 players 0.02
    # won 7 of 8 games (2 seats each). At equal time (0.2 s, strength.py, the same 30 seeds as
    # before, load 6-7) against plain mcts: T 0.05 93 % (79-98 %, margin +9.0 PP), 0.02 83 %
    # (66-93 %, +7.3), where the profile without MAST won 72 %.
    # Session 5, rollouts by the game's policy() (placing like a worker placer; with MAST the
    # two weights multiply): at 300 iterations against the profile without it, 9.5 of 16
    # (margin +6.4 PP, castle houses 3.6 a seat against 1.9); at 0.2 s 7 of 16 (+3.3, 46 PP
    # against 43; it costs ~1/3 more time a decision); at 4 players (300 iterations, 8 games,
    # two seats each) 4 of 8, +2.4 PP. The policy's first version (no dear placements):
    # 12.5 of 16 (+8.4) at 300 iterations, 10 of 16 (+4.2) at 0.2 s, fewer houses (2.2).
    # With it, at 0.2 s against plain mcts (strength.py's 30 seeds, load 5-7): 90 % (74-97 %,
    # margin +14.3 PP; this profile without the policy: 88 %, +11.2); self-play winners 54 PP
    # at 2 players (42 without), 40 at 4 (35).
    # Session 6, the policy builds an economy (food producers for a seat without food, the
    # Lawyer, the Architect only with a residence, prestige tiles by PP, favours on the
    # prestige/buildings tracks), also tried with rollouts of 20 decisions: at 0.5 s against the
    # profile before (12 games, seed 61, load 7-9) the policy alone won 8.5 (margin +7.7 +- 4.0
    # PP, winners 51 PP); with depth 20, 5 (-2.3 +- 3.3) but richer games: its seats 66 PP
    # (+17 +- 6 on the same seeds), castle houses 6.1 a seat, winners 70 PP. But at 1 s against
    # plain mcts depth 20 won 10.5 of 12 (88 %, 60-97 %, margin +14.0 +- 2.7 PP, its score 54)
    # where round 5's depth 12 won 11 of the same 12 (+19.1, score 64; paired -5.1 +- 4.3): the
    # levels kept depth 12 with the economy policy, until the lead's 1 s line of that against
    # plain mcts: 7 of 8, margin 7.5 +- 2.7 PP below round 5's on the same 8 seeds (own score
    # 55.5 against 64.0). Not kept: the levels keep round 5's policy (93 % at 1 s, 30 games);
    # the economy policy is in the history (merge of bot6-caylus) and benchmarks/results/caylus.md.
    # Session 10, 2 players, not kept (1 s a decision at load 20-31, ~230 iterations; against
    # this entry, seed 101): depth 30 with economy rollouts (the 4-player levels') -21.0 +- 1.4
    # PP a game (0 of 4). At 2 players the entry below adds its rollouts and value to this one.
    "caylus": {"c": 0.2, "depth": 12, "mast": 0.05, "policy": True},
    # Session 10, 2 players: both together, rollouts=duel and value=search (session 9's early
    # cubes), at 1 s a decision against the entry above (load 20-31: ~230 iterations a decision,
    # an idle machine's 0.1 s; 10 games, seed 101, seats alternating): 9 of 10 (60-98 %),
    # margin +7.8 +- 3.1 PP a game (54.4 PP against 46.6), castle houses 4.3 a seat against 2.4.
    # Alone, duel +5.8 +- 2.9 (13.5 of 20), value=search +1.1 +- 4.5 (5.5 of 10). Self-play at
    # 1 s (6 of strength.py's 8 seeds, stopped at the deadline): winners 61.2 PP against the
    # entry above's 42.7 (paired +18.5 +- 2.8), castle houses 5.0 a seat (2.8); duel alone 45.5
    # against 45.4 (8 games). Not measured: against plain mcts at 1 s.
    # benchmarks/results/caylus.md, Session 10.
    # Session 15, 2 players: prune=true (games/caylus/prune.py, rules "pass", "provost" and
    # "pace": no pass with money while a cheap placement pays off, no paid Provost move that
    # neither strands the other's workers nor frees the mover's). At 300 iterations a
    # decision, self-play paired by seed with this entry's (seed 1403): "pass" + "provost"
    # winners 66.8 PP against 56.1 (+10.7 +- 3.3, 24 games), workers placed a turn 3.5 against
    # 2.6; with "pace" (no Provost move for the Bailiff's pace alone: the games last 16.0
    # turns against 14.4) 82.0 against 56.1 (+25.9 +- 3.8, 24 games; +15.2 +- 3.5 against
    # "pass" + "provost"), castle houses 5.9 a seat against 3.6. Against plain mcts at 300
    # iterations each (16 games, seed 1404, seats rotated): with "pace" 16 won (81-100 %),
    # margin +26.2 +- 1.4 PP, without 16 won, +24.5 +- 1.9, where this entry won 14 of the
    # same 16, +17.0 +- 3.1 (paired +9.2 +- 3.1 and +7.5 +- 4.1). Not better: search_value=plan
    # (branch bot15-caylus, not merged: residences as prestige sites, income at a denier's worth; +1.1
    # +- 2.3, 15 games). The 1 s lines are the lead's. benchmarks/results/caylus.md, Session 15.
    # Session 17: prune's "slow" rule (2 players only: no Provost move, paid or the Guild's,
    # that puts him ahead of the Bailiff; the game keeps its 18 turns). At 300 iterations,
    # self-play paired by deal with "pace" (seed 1403, 48 deals): winners 85.8 PP against
    # 78.1 (+7.7 +- 2.3), a seat +7.2 +- 2.4, castle houses 7.3 a seat against 5.6; against
    # plain mcts (seed 1404, 16 deals) 16 won, +26.4 +- 1.9 PP (paired +0.2 +- 2.4).
    # benchmarks/results/caylus.md, Session 17.
    "caylus-2p": {"rollouts": "duel", "value": "search", "prune": True},
    # At 3-5 players depth 8: at 4 players (8 games each, the same seeds, 0.2 s) its winners
    # scored 28 PP with 1.5 castle houses a seat, depth 12's 22 PP with 0.3. 5 players keep it
    # (the economy rollouts below are not measured there).
    "caylus-5p": {"depth": 8},
    # Session 7, 4 players: session 6's economy rollouts (evaluate.policy_economy) over a
    # whole turn. At 0.3 s, seats A,B,A,B against the profile before (depth 8; 8 games, seed
    # 71, load 5-7; margin = A seats' mean less B's a game): economy at depth 8 +2.4 +- 3.9 PP,
    # depth 12 +2.8 +- 4.3, depth 20 +22.0 +- 4.3 (8 of 8 won, 46.5 PP a seat), depth 30
    # +16.0 +- 3.0 (8 of 8, 51.5 PP a seat, castle houses 5.9 a seat, winners 55 PP). At 1 s,
    # 4-player self-play (strength.py, 4 games, load 6-8; 8 games: 58 PP too): winners 58 PP where the profile
    # before scored 42 on the same seeds (paired +16.8 +- 4.9), castle houses 4.4 a seat (2.7).
    # 3 players, the same (0.3 s, 6 games, seed 73, seats A,B,A rotated, load 3-5): +23.4 +-
    # 6.8 PP a game against depth 8 (4.5 of 6 won, 69.8 PP a seat against 49.2, castle houses
    # 6.3 a seat against 3.7); no 1 s line yet.
    "caylus-3p": {"depth": 30, "rollouts": "economy"},
    # Session 8, 4 players: c 0.1 (the 2-player 0.2 spreads a 1 s tree's ~600 iterations over
    # 15-27 placements). At 0.3 s, seats A,B,A,B against the profile before (8 games, seed 71,
    # load 6-9): c 0.1 +6.1 +- 3.7 PP a game (6 of 8 won, 47.5 PP a seat against 41.4, 0.8
    # residences a seat), on seed 72 -0.1 +- 4.1 (4 of 8): over 16, +3.0 +- 2.8 (10 won), not
    # beyond doubt; c 0.05 +1.6 +- 4.6 (3 of 8). Not kept: value=search -4.9 +- 4.1, depth 45
    # -8.8 +- 4.4; at 3 players depth 20 -2.3 +- 4.2 (6 games). benchmarks/results/caylus.md.
    # Session 9, 4 players, not kept: value=search (evaluate.search_value: early cubes 0.5 PP
    # more each). At 0.3 s, seats A,B,A,B against this (seeds 71 and 72, 8 games each, load
    # 5-8): margin -0.7 +- 2.9 PP a game over 16, 9.5 of 16 won, castle houses 6.2 a seat against
    # 3.8; at 1 s, 4-player self-play (8 games, paired with session 8's line): winners 64.1 PP
    # against 64.0 (+0.1 +- 3.5), a seat -1.5 +- 3.4. Not better either: residences as prestige
    # sites (-1.6 +- 2.1, 8 games), idle deniers beyond 8 at their end value (-1.2 +- 1.3).
    # benchmarks/results/caylus.md, Session 9.
    # Session 14, 4 players: prune=true (games/caylus/prune.py: no pass with money while a
    # cheap placement pays off; the levels' first passer left turns 1-3 with 8-13 deniers after
    # 1-3 placements). At 300 iterations a decision, self-play paired by seed with the levels'
    # (12 games, seed 1402): winners 63.3 PP against 55.2 (+8.1 +- 3.0), a seat +7.9 +- 3.2,
    # workers placed a turn 2.8 against 2.3, castle houses 5.2 a seat against 4.2; head to
    # head against the levels, seats A,B,A,B rotated (12 games, seed 1404): 5 won, margin
    # -1.5 +- 1.9 PP a game (not shown weaker, not stronger). At 1 s (the lead's line, pure
    # Python, load 5-7; strength.py's first 8 seeds): winners 62.6 PP, paired with session 8's
    # levels on the same seeds -1.4 +- 2.8 (a seat -2.9 +- 4.0), castle houses 5.3 a seat:
    # not better at the target's budget, not kept (prune stays built, off).
    # benchmarks/results/caylus.md, Session 14.
    # Session 16, 4 players: prune=true with session 15's rules ("pass", "provost", "pace": no
    # Provost move that changes nothing on the road or only the Bailiff's pace). At 300
    # iterations a decision, self-play paired by seed with the levels' (seed 1402, the first 6
    # of session 14's 12 deals): winners 72.7 PP against 53.2 (+19.5 +- 1.2), a seat +17.1 +-
    # 3.3; against session 14's "pass" + "provost" on the same deals +10.3 +- 3.6; 15.2 turns a
    # game against 13.7, castle houses 6.8 a seat against 4.1, 3.2 workers placed a turn
    # against 2.3. Head to head against the levels, seats A,B,A,B rotated (seed 1404, session
    # 14's 12 deals): 3 of 12 won (Wilson 9-53 %; fair share 6), margin -2.1 +- 3.6 PP a game
    # (session 14's "pass" alone on the same deals -1.5; paired -0.6 +- 4.6): not shown weaker
    # by the margin, the wins lean to the levels (the lead's 24 deals: 8 won, +1.0 +- 2.5 PP).
    # At 1 s (the lead's line, compiled, load 4-6): winners 74.7 +- 2.0 PP over 14 games;
    # on strength.py's 8 seeds 72.8 +- 2.1, paired with round 8's levels +8.8 +- 2.6, a seat
    # +7.2 +- 3.2; castle houses 6.5, favour columns 6.1 a seat (round 8: 5.2, 5.0).
    # benchmarks/results/caylus.md, Session 16.
    "caylus-4p": {"c": 0.1, "depth": 30, "rollouts": "economy", "prune": True},
    # Policy rollouts, the hand evaluation: 70 % (52-83 %, 30 games, 0.2 s) against plain
    # mcts at the same time (strength.py); at 300 iterations as many as with value=search,
    # whose seats starve 5-6 workers at 4 players (self-play 24 VP against 39 with this);
    # benchmarks/results/tzolkin.md. Not kept (session 4): rollouts whose Uxmal workers wait
    # for the new worker, 11.5 of 16 at 300 iterations but 8 of 16 at 0.2 s against this, and
    # 71 % (57-82 %, 50 games, 0.2 s) against plain mcts where this won 78 % on the same seeds.
    # Session 5: value=search (games/tzolkin/search.py: a worker priced against its upkeep, corn
    # in stock against the later Food Days), at 0.2 s against this profile without it: 10 of
    # 16 (+2.9 +- 3.2 VP) and 12 of 16 (+4.9 +- 2.6) on two seed sets, load 7-8. Against plain
    # mcts at 0.2 s (strength.py, 50 games, load 6-7): 70 % (56-81 %), margin +3.9 VP; the
    # profile without it 78 % on the same seeds, margin +3.1.
    # Session 6: search_value counts the corn a seat's workers ride to against the next Food
    # Day (prospect 0.8, hunger 1.5, games/tzolkin/search.py): 4 players at 0.2 s, seats
    # A,B,A,B against this profile before it, margin +10.4 +- 4.9 VP (8 games, load 8-10);
    # 2 players at 0.5 s even (6 of 12, -0.3 +- 2.3 VP). benchmarks/results/tzolkin.md.
    # Session 7 (3+ players only: search.py's monument terms, plans.py, and the rollouts'
    # Tikal 4 with a monument's cubes): 4 players at 0.2 s, seats A,B,A,B against this profile
    # without them, margin +15.1 +- 5.1 VP (8 games, seed 72) and +3.6 +- 5.3 (seed 73): 12
    # of 16, +9.3 +- 3.9 (load 5-7); self-play winners 44 VP (16 games); 2 players unchanged.
    "tzolkin": {"policy": True, "value": "search"},
    # Session 3, 2 players: c 1.2 won 11 of 16 (44-86 %) at 300 iterations against c 0.7 (both
    # with the policy of 2026-11-27: corn before a hungry Food Day, no pick-up for nothing, 11
    # of 16 against the old one); c 2.0: 42 %; with the old policy c 0.1: 27 %, 0.2: 47 %.
    # At equal time (0.2 s, strength.py): 78 % (65-87 %, 50 games, load 2-10) against plain mcts.
    "tzolkin-2p": {"c": 1.2},
    # Session 9, 3 players: c 0.3 as at 4 (below). At 0.2 s, seats A,B,A / B,A,B against this
    # profile with c 0.7 (load 6-7.5): 6 of 8 won, margin +12.3 +- 4.8 VP a game (seed 96),
    # 5 of 8, +2.8 +- 7.4 (seed 97): 11 of 16 (fair share 8), +7.6 +- 4.4. No self-play line.
    "tzolkin-3p": {"c": 0.3},
    # Session 8, 4 players: rollouts of 40 decisions (16: about a day and a half of a 4-player
    # game, ~12 decisions a day, so a seat saw about one of its own turns; 40: about three
    # days, a worker's ride to its action). At 0.2 s, seats A,B,A,B against this profile with
    # the default 16 (load 6-10): 6 of 8 won, margin +10.0 +- 5.5 VP a game (seed 81), 5 of 8,
    # -1.6 +- 6.4 (seed 82), 5 of 8, +1.8 +- 6.0 (seed 83): 16 of 24 (fair share 12), +3.4
    # +- 3.5 VP; its seats beg twice as often (1.1 a seat against 0.5). 4-player self-play
    # (strength.py, 0.2 s, 16 games, load 4-6): winners 49 VP, paired with session 7's 16
    # seeds +4.9 +- 2.2 VP (44.3 before), a seat +1.2 +- 1.9. Not kept (search.py,
    # off): a building whose cubes a seat holds as an option (-0.5 +- 5.2; with rollouts to
    # Tikal 2 -1.6 +- 2.6), a Chichen Itza worker with a skull as an offering on the way
    # (against depth 40 alone: 1.5 of 7, -11.0 +- 7.0). benchmarks/results/tzolkin.md, Session 8.
    # Session 9, 4 players: c 0.3 (move values differ by hundredths; c 0.7 spread the visits
    # evenly and the seats starved). At 0.2 s, seats A,B,A,B against this profile with c 0.7
    # (seed 91, load 6-8): 6.5 of 8 won (fair share 4), margin +19.9 +- 4.1 VP a game (its
    # seats 41.6 VP against 21.7, 0.25 begs a seat against 1.25); c 0.1 against c 0.3 (seed
    # 92): 3 of 8, -1.4 +- 3.9. 4-player self-play (strength.py, 0.2 s, 16 games, load 4.5-5)
    # paired with c 0.7 on the same seeds: winners -1.9 +- 1.8 VP (47 against 49), a seat
    # +2.3 +- 2.5, 6 seats of 64 under 10 VP against 10. benchmarks/results/tzolkin.md.
    # Not kept (session 16): prune=true (games/tzolkin/prune.py: no "place no more" with corn
    # to spare, no Chichen Itza worker without a skull, no offering declined; with "beg", no
    # begging while a worker can be picked up). Self-play at 300 iterations paired by deal
    # with session 15's levels (seed 1501): winners +0.0 +- 1.7 VP (5 games), with "beg"
    # -3.1 +- 1.7 (12 games; 1.70 workers a placement turn against 1.50, begs 0.02 a seat
    # against 0.44). benchmarks/results/tzolkin.md, Session 16.
    # Not kept (session 17, the same screen, 12 deals unless said): the new worker always
    # taken at Uxmal before day 20 and no forest burnt while fed (prune.py "worker", "forest")
    # with rollouts=engine (games/tzolkin/engine.py: Uxmal placements early): winners +2.1 +-
    # 2.9 VP, a seat -2.5 +- 2.1, 7 seats of 48 under 10 VP; "worker" capped at 5 and fed:
    # -1.6 +- 3.7 (5 deals); corn in hand worth more (search.SEARCH["corn"] 0.5): winners
    # +1.8 +- 1.9, a seat +1.8 +- 2.0; at 1.0 -1.6 +- 2.3 (10 deals). Seats with 4 workers
    # made fewer actions than with 3.
    "tzolkin-4p": {"depth": 40, "c": 0.3},
    # Solo, normal, 8 games a line at 100 iterations (load 5): the seat's margin over the
    # Teotibot -86 VP with the hand value, -66 with policy rollouts, -42 (105 VP) with these.
    # At 0.2 s (benchmarks/results/teotihuacan.md): solo 17 % (7-34 %, 30 games) on normal,
    # 0 % on hard; 50 % (30-70 %, 20 games) against mcts with the hand evaluation.
    # final=True (session 3): a finished game valued by its margin, not a flat loss: the
    # same 8 games, margin -23 VP (122 VP), salary penalties -1.3 VP a game instead of -10;
    # at 0.2 s (load 6-10, 30 games each): normal 10 % (3-26 %), margin -37 VP against -46;
    # hard 0 %, -67 against -74. Two and more players: unchanged (the value is returns()).
    # Session 4: search_value counts a die near power 6 as most of an Ascension (evaluate.py's
    # ascent term): solo normal at 300 iterations, 5 of 8 won (the profile before: 1 of 7),
    # margin +21 VP (±11) over 7 paired seeds; at 1,000 iterations (11 games each) normal 55 %
    # (28-79 %), margin +3 (±6) paired with the profile before; hard 0 %, margin +13 (±7).
    # Session 5: the Ascension credit at 2+ players too (evaluate.ASCENT_SHARE_MULTI, in each
    # seat's estimate before the softmax): 2 players at 300 iterations against the profile
    # without it, 7 of 7 won, margin +29 VP (±5); with it, c 0.1 against c 0.03: +1 (±8), noise.
    # And a finished game's value 0.3 margin (evaluate.FINAL_SHARE_MULTI, with final=True):
    # the last salary paid (0.7 VP a game against 12), margin +19 (±10) over 9 games. Both: at
    # 0.2 s against plain mcts (strength.py, 2 players) 88 % (74-95 %, 40 games; before 55 %).
    # Session 6 (hard solo at 1,000 iterations, seeds paired with session 5's games): not
    # changed. c 0.02: seat VP -13 +- 3 over 2 games; c 0.05: -6.8 +- 5.7 over 8;
    # the policy's lookahead with the Ascension credit: -3.5 +- 7.2 (removed; in the history).
    # Session 7 (2 players): search_value's temperature falls as f ** 3
    # (evaluate.SEARCH_TEMPERATURE_POWER), +3.2 +- 2.6 VP paired over 11 mid-game positions at
    # 1,000 iterations; mcts:c_end=0.4 (c 0.4 once rollouts end the game) -1.6 +- 1.9 over
    # 16 last-era positions: not kept. benchmarks/results/teotihuacan.md, Session 7.
    # Session 9, solo, not kept: mcts:paired=true (the root's moves compared on common worlds:
    # the same determinization, Teotibot dice and rollout draws for each move's k-th visit;
    # the sd of two moves' leaf-value difference 12.7 VP -> 7.0 over 29 positions). Hard at
    # 1,000 iterations, 22 games paired with session 5's seeds: seat VP +0.5 +- 4.2, margin
    # -2.4 +- 5.3, 0 wins (session 5: 2); fewer Main Actions (11.7 against 13.0), more
    # worship (6.0 against 5.2). benchmarks/results/teotihuacan.md, Session 9.
    # Session 10, solo, not kept: mcts:settle=12 (rollouts end at a turn's start, after the
    # Teotibot's turn: evaluate.settled) one hard game paired at 1,000 iterations, seat VP +4,
    # margin -21, more worship (11 against 7); rollout measures on 34 positions: settle moves
    # worship's value against the Main Action's by -0.10 +- 0.29 VP, depth 48 by -0.55 +- 0.92.
    # Session 11, solo hard at 300 iterations, paired on seeds from 2000, not kept:
    # mcts:prune=true (games/teotihuacan/prune.py: the 4th die at an early Ascension, no paid
    # unlock while 2 dice can move, no collect-only destination), 8 pairs: seat VP -10.0 +- 8.1,
    # margin -14.6 +- 8.1 (without the 4th-die rule: -6.8 +- 9.8, -8.6 +- 7.1);
    # mcts:major_iterations=700 with iterations=100 (the die and its destination searched
    # longer, same budget a game), 8 pairs: seat VP +2.6 +- 8.0, margin -1.2 +- 5.5.
    # benchmarks/results/teotihuacan.md, Session 11.
    # Session 12, solo hard at 300 iterations, paired on seeds from 2000, not kept:
    # evaluate.TECH_PAYS=1 (each Technology by what it pays to come, the cocoa ones as income,
    # not a flat 3 VP) and evaluate.ASCENT_SHARE=2 (the Ascension credit doubled): both within
    # the noise; figures in benchmarks/results/teotihuacan.md, Session 12.
    # Session 13, solo hard at 300 iterations, 16 pairs on seeds 2000-2015, not kept:
    # policy.STACK=3 (rollouts send dice where the seat's dice are): seat VP +0.4 +- 3.7,
    # margin +0.9 +- 4.3; rollouts=habits (no lookahead, ~half an iteration's time) at 480
    # iterations, about equal CPU: -0.4 +- 3.6, -0.7 +- 4.4; the search value charging 2 VP a
    # locked die: -6.4 +- 6.8, -9.8 +- 7.0; a temple's bonus tile seen from step 4
    # (evaluate.BONUS_STEPS_SEEN=6): -2.9 +- 4.8, -12.9 +- 5.8.
    # benchmarks/results/teotihuacan.md, Session 13.
    # Session 14, no setting changed: the same decisions at fewer instructions an iteration
    # (the lookahead reads one seat's estimate; policy.py compiled): solo hard 2.31 M -> 1.58 M
    # compiled, 3.27 M -> 2.94 M pure; 2 players 1.96 M -> 1.20 M, 2.74 M -> 2.36 M.
    # Session 17, solo hard at 300 iterations, 16 pairs on seeds 2000-2015, not kept:
    # mcts:search_value=groups (groups.py: what the seat's dice hold in grouped Main Actions
    # to come): seat VP -7.9 +- 5.1, margin -10.6 +- 5.4; its worth x3: -5.5 +- 3.6, -10.3
    # +- 4.0; with policy.STACK=3: -2.1 +- 5.4, -2.5 +- 5.8 (the dice grouped more only with
    # the STACK rollouts). benchmarks/results/teotihuacan.md, Session 17.
    "teotihuacan": {"value": "search", "c": 0.03, "policy": True, "final": True},
    # A lower exploration constant (move values differ by hundredths): at 1 s a decision
    # (strength.py, 2 players, seats rotated, load 5-10) c 0.2 won 23 of 30 games (77 %,
    # 59-88 %) against plain mcts; 53 % (36-70 %) at 0.2 s, 69 % at 300 iterations.
    # Not better at equal time (0.5 s) against c 0.2 alone: depth 4, priors=true (2 of 8
    # each), value=search (10 of 16). benchmarks/results/borabora.md, Session 3.
    # Session 4, not kept: macro=true won 6 of 8 at 300 iterations against c 0.2 alone, but
    # costs 2x the time: at 1 s against plain mcts 2 of 8 (c 0.2 alone: 7 of the same 8).
    # Session 5: macro=true with a cheap follow-up policy (games/borabora/follow.py: rules of
    # thumb read off the state, no clone): 1.34x the time of c 0.2 alone a game (v4: 2.0x);
    # at 300 iterations against c 0.2 alone 6 of 8 (margin +7.1 +- 3.4 VP; v4 on the same
    # seeds +5.6 +- 3.0). But at 1 s (1,000-1,500 iterations a decision, not 300) against
    # plain mcts 1 of 5 (c 0.2 alone: 5 of the same 5): with many iterations the plain tree
    # searches the follow-ups better than the policy's mixture. macro_visits=20: an edge's
    # follow-ups become tree nodes once it has 20 visits: at 1 s against plain mcts 12 of 16
    # (75 %, 51-90 %, margin +6.9 +- 3.4 VP, load 3-7); c 0.2 alone on the same 16 seeds won
    # 13 (paired difference +1.1 +- 4.3 VP: no difference measured at 1 s). Not better, and
    # ~1.3x the time an iteration: the levels keep c 0.2 alone (`macro=true:macro_visits=20`
    # stays a spec away).
    # Session 6, not kept: task-pursuing rollouts (policy=true with rules for the dice, 1.5x an
    # iteration's time) 4 of 12 at 0.5 s against this (margin -1.4 +- 6.5 VP); c 0.1 at 1,000
    # iterations 4 of 8 (-3.4 +- 5.0). 4-player self-play at 1,000 iterations: winners 105 VP.
    # Session 7, not kept: value=search with the search value calibrated on what priests
    # earned (evaluate.py's SW: a priest stays 0.6 a round, not 0.8): at 1 s against plain mcts
    # 12 of 18 (67 %, 44-84 %, margin +3.7 +- 3.5 VP); c 0.2 alone won 14 of the same 18 seeds
    # (paired difference -1.7 +- 4.1 VP); c 0.3 at 1 s 9 of 15 (paired -0.9 +- 5.1 VP).
    # benchmarks/results/borabora.md, Session 7.
    # Session 8, not kept: value=search calibrated on what items earned by the end (evaluate.py's
    # FITTED, a ridge fit on 119 two-player 1 s games). Every item fitted (men and women 0.37,
    # huts on the grid 1.21): the bot stopped expanding, 0 of 2 at 1 s against plain mcts
    # (-19, -21 VP; c 0.2 alone +11, +21). Stocks, materials, priests only (APPLIED): 12 of 16
    # (75 %, 51-90 %, margin +2.1 +- 3.6 VP); c 0.2 alone 13 of the same 16 (paired -3.7 +- 4.2).
    # Session 9, not kept, at 1 s against plain mcts, paired with c 0.2 alone on session 3's
    # seeds: depth 24, 1 of 6 (-9.3 +- 3.3 VP); c_end 0.6, 1 of 2 (-25 +- 20); value=search
    # with huts on the grid worth nothing (an expansion costs no hut credit), 2 of 5 (-14.8 +-
    # 5.2); with a freed grid space credited as the hut was, 0 of 2 (-36 +- 21).
    # Session 10, not kept (rollouts are uniform; screens at 500 iterations against this, the
    # same games, load 14-30): paired=true 1 of 4 (-13.5 +- 9.7 VP); lean rollouts
    # (policy=true:rollouts=lean, evaluate.policy_lean: wasteful moves by id) 0 of 2 (-30.5 +-
    # 17.5); policy=true (follow-ups by follow.gains, 1.2-1.5x the time) 7 of 15 (+1.7 +-
    # 5.1); with it at 1 s against plain mcts 5 of 12 (42 %, 19-68 %), paired with this on the
    # same seeds -0.4 +- 7.5 VP (session 3) and -1.7 +- 5.2 (session 9).
    # benchmarks/results/borabora.md, Session 10.
    # Session 11, not kept (value=search variants at 300 iterations against this, the same
    # games, seats rotated): an expansion credited at what it earns (evaluate.EXPANSION: huts on
    # the grid 0, fish on site in full, one free grid space 0.5 a round left) 1 of 8 (-9.0 +-
    # 4.4 VP: more expansions, less temple); with priests at stays 0.5 too 2 of 4 (-12.8 +-
    # 14.3; temple VP 12.8 against 40); the last round's stocks fading (XW) 3 of 10 (-3.3 +-
    # 7.3); with final=true (a finished game half by margin) 13 of 20 (+9.8 +- 4.8), but only
    # +3.0 +- 3.4 against this bot in its seat on the same games (which scored +6.8 +- 5.1).
    # benchmarks/results/borabora.md, Session 11.
    # Session 12, not kept (300 iterations against this, seed 1100, 40 games each): D
    # (value=search:final=true) 23 of 40, +5.3 +- 3.1 VP, against this bot in its seat on the
    # same games +3.2 +- 2.5; c_root=0.5 (the root alone explores wider) 1 of 7 (-20.1 +- 6.8);
    # c_root=0.1 22 of 40 (+3.2 +- 2.6). benchmarks/results/borabora.md, Session 12.
    "borabora": {"c": 0.2},
    # Session 13, 2 players: priests valued by their temple space (value=search,
    # search_value=temple: evaluate.PRIEST_SURVIVAL, the chance a priest on each space is still
    # there at each later scoring, measured on 81 games of this bot; the hand estimate credited
    # every priest alike, ~6.3 VP in round 1 on the rightmost space, where it earned ~0.2). At
    # 300 iterations against c 0.2 alone (seed 1100, seats rotated): 17 of 20 won, margin +14.0
    # +- 3.5 VP a game; it puts its priests on the left (a 5, a 6, a Blue God) and keeps the
    # temple's god tile. Measured at 2 players only (the chances are 2-player games'; with 3-4
    # players more dice a round push more): 3-4 players keep c 0.2 alone. At 1 s (compiled,
    # load 3-4, strength.py's 30 deals): against c 0.2 alone 16 of 20 (58-92 %), margin +19.5
    # +- 4.3 VP a game; against plain mcts 32 of 45 (71 %, 57-82 %), +11.5 +- 3.3 VP, where c
    # 0.2 alone won 10 of 19 on the same deals that day (+6.9 +- 3.7; 77 % in round 9): no
    # better against plain mcts (which plays for fish and expansions), much better against the
    # levels before. benchmarks/results/borabora.md, Session 13 and the lead's lines after it.
    # Session 14, not kept (500 iterations each against plain mcts, deals 0-19 of seed 1400,
    # paired with this profile on the same deals: 13 of 20, +7.4 +- 4.0 VP): search_value=race
    # 1 of 6 (-18.3 +- 12.8 VP against this); expand (expansions at what they earn) 14 of 20
    # (+5.3 +- 5.3; 3.5 expansions a game against 1.4); tasks (far tasks graded, the round's
    # task slot) 17 of 20 (+8.0 +- 4.3, 1.9 standard errors: to extend to 40 deals).
    # Session 15, not changed (the same screen, deals 0-19): this profile at 1,000 iterations
    # against plain mcts at 500, 17 of 20, +9.1 +- 5.8 VP against itself at 500 (more fish at
    # the end); search_value=expand_tasks 16 of 20, +9.7 +- 4.4, but over deals 0-32 +5.4 +-
    # 4.2 (deals 20-32 -1.2 +- 8.2: not holding, as tasks did not); depth=4 at 850 iterations (about equal CPU) 6
    # deals, +2.3 +- 10.2. benchmarks/results/borabora.md, Session 15.
    # Session 16, not changed: prune=true (games/borabora/prune.py: no White God off the
    # temple on a 3-5 nor on a 5, no Blue+White off the temple, a priest on the 3 highest
    # spaces it reaches or pushing the other seat out, no Helper points unspent, no end of
    # Phase B with an action left) at 500 iterations against plain mcts at 500, deals 0-39 of
    # seed 1400: 30 of 40, +14.0 +- 3.1 VP; against this profile on the same deals +4.2 +- 4.5
    # (deals 0-19 +7.2 +- 6.2, 20-39 +1.2 +- 6.6): under the bar, not kept. Session 16.
    # Session 17, not changed (the same screen, 40 deals): prune=true with the god rules alone
    # (prune.RULES = ("white", "both")) 29 of 40, +12.0 +- 3.0 VP; against this profile +2.2
    # +- 3.9 (0-19 +4.2 +- 5.0, 20-39 +0.2 +- 6.0), against the five rules -2.0 +- 3.8; the god
    # rules with search_value=expand_tasks 29 of 40, +11.2 +- 3.0, against this +1.4 +- 4.1.
    # Neither over the bar. benchmarks/results/borabora.md, Session 17.
    "borabora-2p": {"value": "search", "search_value": "temple"},
}


def tuned(game: str, players: int | None = None) -> dict[str, object]:
    """The game's measured settings (empty when it has none), with those of its player count
    (a "<game>-<n>p" entry) over them."""
    return {**PROFILES.get(game, {}), **PROFILES.get(f"{game}-{players}p", {})}
