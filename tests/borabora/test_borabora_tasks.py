"""Task tiles (§4.10, §6.7): each kind met at its requirement, completable with a Yellow God
one element short (§4.6.5, §9 A25), and neither two elements short."""

import pytest
from borabora_helpers import blank, cards, decide, give_tiles, hut, legal, play, task_id, tile

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_BUILT, C_MATERIAL, EMPTY, HUT


def people(s, gender, n, abilities=None, slid=False):
    abilities = abilities or [D.ABILITIES[k % 12] for k in range(n)]
    give_tiles(s, 0, *[tile(s, gender, a, skip=k // 12) for k, a in enumerate(abilities[:n])], slid=slid)


def regions(s, names):
    for name in names:
        hut(s, 0, name)


def jewels(s, ids):
    for j in ids:
        s.jewel_owner[j] = 0


def kind_jewels(s, kind, n):
    jewels(s, [j for j in range(24) if s.board.jewelry_kinds[s.board.jewel_kind[j]] == kind][:n])


def priests(s, n):
    for i in range(n):
        s.temple[i] = 0
    s.priests[0] = D.PRIESTS_PER_PLAYER - n


def buildings(s, n):
    for b in range(n):
        s.built[0][b] = b
        s.ceremony[0][2 * b] = s.ceremony[0][2 * b + 1] = C_BUILT


def mountains(s, n):
    regions(s, [r for r in ("north_mountain", "west_mountain", "central_mountain")][:n])


def fish_kind(s, kind, n):
    b = s.board
    k = b.fish_kinds.index(kind)
    regions(s, [b.region_names[r] for r in range(12) if b.fish_kind[s.fish[r]] == k][:n])


def islands(s, n):
    regions(s, ["north_beach", "west_plains", "central_forest", "east_forest", "south_forest"][:n])


def huts_on_12(s, n):
    s.grid[0][-1] = HUT if n else EMPTY
    extra = n - s.huts12[0]
    s.huts12[0] = n
    for i in range(11):  # keep 12 huts in all: spaces 1-11 give or take
        if extra > 0 and s.grid[0][i] == HUT:
            s.grid[0][i] = EMPTY
            extra -= 1
        elif extra < 0 and s.grid[0][i] == EMPTY:
            s.grid[0][i] = HUT
            extra += 1


def stone(s, n):
    """Stone on a ceremony space and beside the board: both count (§6.7 T16)."""
    stones = [i for i in range(12) if s.board.ceremony_material[i] == D.MATERIALS.index("stone")]
    if n:
        s.ceremony[0][stones[0]] = C_MATERIAL
    s.spare[0][D.MATERIALS.index("stone")] = max(0, n - 1)


def wood(s, n):
    s.spare[0][D.MATERIALS.index("wood")] = n


def any_materials(s, n):
    s.spare[0] = [n // 2, n - n // 2, 0]


def colour_cards(s, counts):
    cards(s, 0, **{D.COLOURS[c]: k for c, k in enumerate(counts) if k})


def slid_mix(s, n):
    people(s, "man", 2, slid=True)
    people(s, "woman", n - 2, slid=True)


# (label, setter(state, count), required count, how the Yellow God is paid)
CASES = [
    ("T02", lambda s, n: people(s, "man", n), 4, "tile"),
    ("T05", priests, 3, "tile"),
    ("T06", lambda s, n: people(s, "woman", n), 4, "tile"),
    ("T07", lambda s, n: jewels(s, range(n)), 4, "tile"),
    ("T08", buildings, 4, "tile"),
    ("T09 necklace", lambda s, n: kind_jewels(s, "necklace", n), 2, "tile"),
    ("T10", lambda s, n: setattr(s, "god_tiles", [n] + s.god_tiles[1:]), 2, "card"),
    ("T11", lambda s, n: setattr(s, "offerings", [n] + s.offerings[1:]), 4, "tile"),
    ("T12", lambda s, n: setattr(s, "shells", [n] + s.shells[1:]), 5, "tile"),
    ("T15", lambda s, n: regions(s, ["central_forest", "central_plains", "central_beach"][:n]), 3, "tile"),
    ("T16 stone", stone, 3, "tile"),
    ("T16 wood", wood, 3, "tile"),
    ("T17", any_materials, 5, "tile"),
    ("T18", lambda s, n: regions(s, [r[0] for r in D.REGIONS][:n]), 9, "tile"),
    ("T19", islands, 5, "tile"),
    ("T20", lambda s, n: colour_cards(s, [n, 1, 0, 0, 0]), 3, "tile"),
    ("T21 blue", lambda s, n: colour_cards(s, [n, 0, 0, 0, 0]), 2, "tile"),
    ("T22", lambda s, n: colour_cards(s, [1] * n + [0] * (5 - n)), 4, "tile"),
    ("T23 mountain", mountains, 3, "tile"),
    ("T23 K2", lambda s, n: fish_kind(s, "K2", n), 3, "tile"),
    ("T24", huts_on_12, 4, "tile"),
    ("T25", lambda s, n: people(s, "man", n, slid=True), 3, "tile"),
    ("T26", lambda s, n: people(s, "man", n), 3, "tile"),
    ("T27", lambda s, n: people(s, "woman", n), 3, "tile"),
    ("T28", lambda s, n: jewels(s, [0, 4, 8][:n]), 3, "tile"),
    ("T29", lambda s, n: people(s, "woman", n, slid=True), 3, "tile"),
    ("T30", slid_mix, 5, "tile"),
    ("T31 shell", lambda s, n: (people(s, "man", min(n, 1), ["shell"]),
                                people(s, "woman", max(0, n - 1), ["shell"])), 2, "tile"),
]


def position(label, setter, count, pay):
    s = blank()
    fillers = [f for f in ("T18", "T08", "T07") if f != label][:2]
    s.tasks[0] = [task_id(s, label)] + [task_id(s, f) for f in fillers]
    s.god_tiles[0] = 0
    s.offerings[0] = 0
    setter(s, count)
    if pay == "tile":
        s.god_tiles[0] += 1
    else:
        cards(s, 0, yellow=1)
        s.offerings[0] += 1
    decide(s, (A.TASK, 0, 0))
    return s


@pytest.mark.parametrize("label,setter,need,pay", CASES, ids=[c[0] for c in CASES])
def test_task_met_at_its_requirement(label, setter, need, pay):
    s = position(label, setter, need, pay)
    assert f"complete {label}" in legal(s)
    assert not any(m.startswith("give up") for m in legal(s))  # completing is compulsory


@pytest.mark.parametrize("label,setter,need,pay", CASES, ids=[c[0] for c in CASES])
def test_task_one_short_needs_a_yellow_god(label, setter, need, pay):
    s = position(label, setter, need - 1, pay)
    assert f"complete {label}" not in legal(s)
    assert f"yellow god {label}" in legal(s)


@pytest.mark.parametrize("label,setter,need,pay", CASES, ids=[c[0] for c in CASES])
def test_task_two_short_cannot_be_completed(label, setter, need, pay):
    s = position(label, setter, need - 2, pay)
    assert f"complete {label}" not in legal(s) and f"yellow god {label}" not in legal(s)
    assert f"give up {label}" in legal(s)


def compound(label, first, second):
    s = blank()
    s.tasks[0] = [task_id(s, label), task_id(s, "T18"), task_id(s, "T08")]
    s.god_tiles[0] = 1
    if first:
        first(s)
    if second:
        second(s)
    decide(s, (A.TASK, 0, 0))
    return s


def MAN(s):
    give_tiles(s, 0, tile(s, "man", "vp"))


def WOMAN(s):
    give_tiles(s, 0, tile(s, "woman", "vp"))


def PRIEST(s):
    priests(s, 1)


def JEWEL(s):
    jewels(s, [0])


def FIRST(s):
    """Seat 0 holds turn-order tile #1 in blank()."""


def NOT_FIRST(s):
    s._set_turn_order([1, 0, 2, 3])


@pytest.mark.parametrize("label,a,b", [
    ("T01", MAN, WOMAN), ("T03", WOMAN, PRIEST), ("T04", MAN, PRIEST), ("T13", WOMAN, JEWEL),
    ("T14", MAN, FIRST),
])
def test_compound_tasks_waive_one_component_with_a_yellow_god(label, a, b):
    """§9 A25: a Yellow God waives one component of a compound task."""
    assert f"complete {label}" in legal(compound(label, a, b))
    for only in (a, b):
        s = compound(label, only, NOT_FIRST if label == "T14" and only is MAN else None)
        assert f"yellow god {label}" in legal(s) and f"complete {label}" not in legal(s)
    s = compound(label, None, NOT_FIRST if label == "T14" else None)
    assert f"yellow god {label}" not in legal(s)


def test_yellow_god_examples_three_wood_with_two_and_nine_regions_with_eight():
    """§4.6.5 (seed): "3 wood" met with 2, "huts in 9 regions" with 8, for 4 VP instead of 6.
    Seed: «Αν, για παράδειγμα, η αποστολή απαιτεί 3 ξύλα, μπορείτε να χρησιμοποιήσετε τον
    Κίτρινο Θεό, ώστε να την ολοκληρώσετε μόνο με 2 ξύλα. Ή, αν απαιτούνται καλύβες στις 9
    περιοχές, ... με μόνο 8 περιοχές καλυμμένες ... μόνο 4 πόντους για το πλακίδιο αυτό (αντί για
    6)»."""
    s = position("T16 wood", wood, 2, "card")
    s.tasks[0][1] = task_id(s, "T18")
    regions(s, [r[0] for r in D.REGIONS][:8])
    s.touch()
    assert {"yellow god T16 wood", "yellow god T18"} <= set(legal(s))
    play(s, "yellow god T16 wood", "pay card")
    assert s.score[0] == D.TASK_VP_YELLOW and s.task_done[task_id(s, "T16 wood")] == 0
    assert s.hand[0][D.YELLOW] == 0 and s.offerings[0] == 0


def test_task_god_cards_cannot_come_from_a_wild_pair_or_god_tile():
    """§4.10 (English rulebook): god cards a task asks for are cards: a god tile or a pair does
    not stand in for them (other than through a Yellow God's one element). The seed names the
    pair: «Οι κάρτες Θεών που απαιτούνται από αποστολές δεν μπορούν να αντικατασταθούν από δύο
    ίδιες κάρτες Θεών!»"""
    s = blank()
    s.tasks[0] = [task_id(s, "T21 blue"), task_id(s, "T18"), task_id(s, "T08")]
    s.god_tiles[0] = 3
    cards(s, 0, red=2)
    decide(s, (A.TASK, 0, 0))
    assert "complete T21 blue" not in legal(s) and "yellow god T21 blue" not in legal(s)


def test_yellow_payment_may_not_spend_what_the_task_shows():
    """§4.6.5: paying the Yellow God with the task's own card leaves it two short: not allowed."""
    s = blank()
    s.tasks[0] = [task_id(s, "T21 yellow"), task_id(s, "T18"), task_id(s, "T08")]
    s.god_tiles[0] = 0
    cards(s, 0, yellow=1)
    s.offerings[0] = 1
    decide(s, (A.TASK, 0, 0))
    assert "yellow god T21 yellow" not in legal(s)
    s.god_tiles[0] = 1
    s.touch()
    assert "yellow god T21 yellow" in legal(s)


def test_hut_moved_aside_counts_for_region_tasks():
    """§6.7 T23: the hut need not be on the building site. Seed: «έχετε μια καλύβα σε κάθε
    περιοχή βουνού (δεν χρειάζεται να βρίσκονται στην περιοχή κτισίματος)»."""
    s = blank()
    for name in ("north_mountain", "west_mountain", "central_mountain"):
        hut(s, 0, name, on_site=False)
    s.tasks[0] = [task_id(s, "T23 mountain"), task_id(s, "T18"), task_id(s, "T08")]
    decide(s, (A.TASK, 0, 0))
    assert "complete T23 mountain" in legal(s) or "Green: complete T23 mountain (only choice)" in s.log()
