"""The prestige chain as a search value (session 15; measured, not better: off, unreached).

evaluate.py does not import this module (it stays main's, so a compiled build stays valid):
a screen sets `evaluate.search_value_plan = plan.search_value_plan` before making the bot,
then `mcts:value=search:search_value=plan` reaches it (benchmarks/results/caylus.md,
Session 15: self-play winners +1.1 +- 2.3 PP at 300 iterations, 15 games).

Read off the 2-player levels' self-play (benchmarks/results/caylus.md, sessions 10-15): no
seat completes the Lawyer -> residence -> Architect -> prestige chain (0.1 prestige
buildings and 0.2 residences a seat), while a strong 2-player game's score comes largely from
prestige buildings (7-25 PP each) built on residences. To `estimates` a residence is its
2 PP and an income of 0.3 PP a turn, less than a denier buys at 2 players (a placement), and
nothing as the site a prestige building needs (§4.8); gold in hand is its end value and a
little more, whether or not the seat has a site and an Architect to build on it.

`search_value_plan` is `search_value` (estimates + the early-cube credit) plus, per seat:

- income at what a denier buys: `PLAN["income"]` PP a denier of income a turn left, on top of
  estimates' 0.3 (residences, the Library, the Hotel: §3.1);
- each residence (up to `SITES`) a prestige site while prestige tiles remain: `PLAN["site"]`
  PP, halved with no Architect on the road, fading over the last `LEAD` turns (a prestige
  building takes a turn or two to gather and build);
- gold, for a seat with a site and an Architect on the road: `PLAN["gold"]` PP a gold on top
  (the tile it pays: 7-25 PP for 1-3 gold and 2-5 cubes), fading as the site does.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

PLAN = {
    "income": 0.3,  # PP a denier of income a turn left, on top of estimates' WEIGHTS["income"]
    "site": 4.0,  # PP a residence is worth as a prestige site (an Architect on the road)
    "gold": 1.5,  # PP a gold is worth on top, with a site and an Architect on the road
}
SITES = 2  # residences counted as sites (a seat builds 1-3 prestige buildings)
LEAD = 3.0  # turns: the site's credit fades to 0 over the last LEAD turns
NO_ARCHITECT = 0.5  # the site's share while no Architect is on the road
_PRESTIGE_TILES = sum(1 << t for t in range(D.TILES) if D.BUILDINGS[t].category == D.PRESTIGE)


def search_value_plan(state: CaylusState) -> list[float]:
    """Each seat's chance of winning for search: `search_value`'s estimates plus the
    prestige chain's steps (income, sites, gold for a site)."""
    from meeple.games.caylus import evaluate as E

    if state.is_terminal():
        return state.returns()
    est = E.estimates(state)
    left = E.remaining_turns(state)
    f = min(1.0, left / E.HORIZON)
    cube = f * E.SEARCH["cube"]
    for seat, cubes in enumerate(state.cubes):
        est[seat] += cube * (sum(cubes) - cubes[D.GOLD])
    _plan(state, est, left)
    temperature = E.TEMPERATURE_END + f * (E.TEMPERATURE_EARLY - E.TEMPERATURE_END)
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


def _plan(state: CaylusState, est: list[float], left: float) -> None:
    """Add the chain's credits to `est` (per seat, PP)."""
    n = state.num_players
    income, sites = [0] * n, [0] * n
    road = state.road
    architect = False
    for i, seat in enumerate(state.owner):
        if seat < 0:
            continue
        b = road[i]
        income[seat] += D.BUILDINGS[b].income
        sites[seat] += b == D.RESIDENCE
        architect = architect or b == D.S_ARCHITECT
    lead = min(1.0, left / LEAD)
    open_tiles = bool(state.stock & _PRESTIGE_TILES)
    site_pp = PLAN["site"] * lead * (1.0 if architect else NO_ARCHITECT) * open_tiles
    gold_pp = PLAN["gold"] * lead * architect * open_tiles
    for seat in range(n):
        est[seat] += PLAN["income"] * left * income[seat]
        if sites[seat]:
            est[seat] += site_pp * min(sites[seat], SITES) + gold_pp * state.cubes[seat][D.GOLD]
