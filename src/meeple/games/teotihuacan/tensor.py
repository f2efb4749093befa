"""The observation tensor of Teotihuacan (`observation_tensor`), built from `observation(player)`.

The observation is mostly flat lists of ints whose lengths depend only on the player count
(dice on the boards, resources, temples, tracks, the pyramid grid, the displays): each is a
`numbers` slice whose length is measured once from a new game with that many players. Tile
stacks held per player or per Avenue space are multi-hot over the tile ids. Solo games add the
Teotibot (VP, cocoa, resources, action pyramid). Hidden things (the other seats' starting
tiles in the draft) are not in the observation, so they are not in the tensor either.
`meeple.load("teotihuacan").layout(n).describe()` prints the slices.
"""

from __future__ import annotations

from meeple.core.tensor import Field, Layout, multihot, number, numbers, onehot, onehots
from meeple.games.teotihuacan import data as D

# Flat int lists of a length fixed by the player count, and the scale of their values.
FIXED_LISTS = {
    "wboard": 0.1, "wpower": 0.2, "wlock": 0.1, "worship": 0.1, "cocoa": 0.05, "vp": 0.005,
    "res": 0.1, "temple": 0.1, "avenue": 0.1, "ptrack": 0.1, "disc": 1.0, "used": 1.0,
    "techs": 1.0, "tech_ids": 0.1, "tech_owners": 0.1, "nobles": 0.1, "grid": 0.1, "pyr": 0.02,
    "deco": 0.05, "ring": 0.1, "royals": 0.1, "tech_display": 0.1, "bonuses": 0.1,
    "deco_display": 0.05, "pyr_display": 0.02, "slots": 0.05,
}
SCALARS = {
    "deco_stack": 0.05, "pyr_stack": 0.02, "disc_stack": 0.02, "light": 0.1, "dark": 0.1,
    "eclipses": 1 / 3, "countdown": 0.1, "final": 1.0, "completed": 1.0, "buildings": 0.1,
    "turn": 0.01, "start_pool": 0.1,
}
TILES = len(D.DISCOVERY_NAMES)
BOT_TILES = len(D.BOT_TILE_NAMES)


def _lists_of_ids(name: str, count: int, k: int) -> list[Field]:
    return [multihot(f"{name}_{i}", lambda o, i=i: o[name][i] if i < len(o[name]) else (), k,
                     doc=f"tile ids in {name}[{i}]") for i in range(count)]


def _bot_fields() -> list[Field]:
    bot = lambda key, default=0: lambda o: o["teotibot"].get(key, default)  # noqa: E731
    index = {name: i for i, name in enumerate(D.BOT_TILE_NAMES)}
    return [
        number("bot_vp", bot("vp"), 0.005),
        number("bot_cocoa", bot("cocoa"), 0.05),
        numbers("bot_resources", bot("resources", ()), 3, 0.1),
        onehots("bot_pyramid", lambda o: [index.get(t, -1) for t in o["teotibot"]["pyramid"]],
                BOT_TILES - 1, BOT_TILES, doc="the Teotibot's action tiles, slot by slot"),
        onehot("bot_spare", lambda o: index.get(o["teotibot"]["spare"], -1), BOT_TILES),
        numbers("bot_roll", bot("last_roll", ()), 2, 1 / 6),
    ]


def layout(players: int, sample: dict) -> Layout:
    """The layout for `players` seats; `sample` is an observation of a new game of that size."""
    fields: list[Field] = [onehot("viewer", lambda o: o.get("player", 0), 4)]
    for key, scale in FIXED_LISTS.items():
        fields.append(numbers(key, lambda o, key=key: o[key], len(sample[key]), scale))
    for key, scale in SCALARS.items():
        fields.append(number(key, lambda o, key=key: o[key] or 0, scale))
    fields += _lists_of_ids("major", 4, TILES)
    fields += _lists_of_ids("avenue_tiles", 3, TILES)
    if players == 1:
        fields += _bot_fields()
    return Layout(fields)
