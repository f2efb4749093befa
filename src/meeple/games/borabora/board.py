"""The board a game is played on: the data tables of `data.py`, any of the reconstructed ones
replaced from a board-data file, and the lookups the rules need, precomputed once.

`meeple.load("borabora", board_data=PATH)` names a JSON or TOML file whose top-level keys are
table names from `data.RECONSTRUCTED`; each replaces that whole table. The file is validated
here: an unknown table, a wrong shape, an unknown field or a bad value raises `BadOption`
naming the table, the row and the field. The format is documented in docs/borabora.md.

A `Board` is immutable (but for a cache) and shared by every state that uses it (clones copy
only a reference).
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from typing import Any

from meeple.core.errors import BadOption
from meeple.core.files import read_regular
from meeple.games.borabora import data
from meeple.games.borabora.actions import notation_table

REGION_NAMES = tuple(r[0] for r in data.REGIONS)


class Board:
    """Every table the rules read, as tuples indexed by small ints."""

    def __init__(self, tables: dict[str, Any]) -> None:
        # regions
        self.region_names = REGION_NAMES
        self.region_index = {name: i for i, name in enumerate(self.region_names)}
        self.region_island = tuple(data.ISLANDS.index(r[1]) for r in data.REGIONS)
        self.region_type = tuple(data.REGION_TYPES.index(r[2]) for r in data.REGIONS)
        self.region_good = tuple(data.GOODS.index(tables["region_goods"][n]) for n in self.region_names)
        self.region_cell = tuple(tuple(tables["region_cells"][n]) for n in self.region_names)
        self.num_regions = len(self.region_names)
        self.all_regions_mask = (1 << self.num_regions) - 1
        # paths: per path type, per region: ((other region, value), ...)
        links: list[list[list[tuple[int, int]]]] = [[[] for _ in self.region_names] for _ in data.PATH_TYPES]
        for a, b, kind, value in tables["paths"]:
            t = data.PATH_TYPES.index(kind)
            ia, ib = self.region_index[a], self.region_index[b]
            links[t][ia].append((ib, value))
            links[t][ib].append((ia, value))
        self.links = tuple(tuple(tuple(sorted(lst)) for lst in per) for per in links)
        self.paths = tuple(tables["paths"])
        # fish markers
        self.fish_kinds = tuple(tables["fish_kinds"])
        self.fish_kind = tuple(self.fish_kinds.index(k) for k, _ in tables["fish_markers"])
        self.fish_value = tuple(v for _, v in tables["fish_markers"])
        # status track, temple
        self.status_labels = tuple(tables["status_track"])
        self.status_last = len(self.status_labels) - 1
        self.temple_numbers = tuple(tables["temple"])  # left to right
        self.lowest_temple = min(self.temple_numbers)
        # ceremony spaces: material per space, adjacent pairs (i < j)
        spaces = tables["ceremony_spaces"]
        self.ceremony_material = tuple(data.MATERIALS.index(m) for m, _ in spaces)
        self.ceremony_cell = tuple(tuple(c) for _, c in spaces)
        self.num_ceremony = len(spaces)
        self.material_spaces = tuple(tuple(i for i, m in enumerate(self.ceremony_material) if m == k)
                                     for k in range(len(data.MATERIALS)))  # per material
        self.ceremony_pairs = tuple(
            (i, j) for i in range(len(spaces)) for j in range(i + 1, len(spaces))
            if _adjacent(self.ceremony_cell[i], self.ceremony_cell[j])
        )
        self.hut_grid_empty_space = tables["hut_grid"]["empty_space"]
        # man tiles 0..35, woman tiles 36..71
        tiles = list(tables["man_tiles"]) + list(tables["woman_tiles"])
        self.tile_ability = tuple(data.ABILITIES.index(a) for a, _ in tiles)
        self.tile_value = tuple(v for _, v in tiles)  # status symbols (men) or shells (women)
        self.num_men = len(tables["man_tiles"])
        self.num_tiles = len(tiles)
        # each tile's (gender, ability) index, gender * 12 + ability (`_kinds` in gods.py)
        self.tile_kind = tuple((t >= self.num_men) * len(data.ABILITIES) + self.tile_ability[t]
                               for t in range(self.num_tiles))
        # jewelry
        self.jewelry_kinds = tuple(tables["jewelry_kinds"])
        self.jewel_kind = tuple(self.jewelry_kinds.index(k) for k, _ in tables["jewelry"])
        self.jewel_value = tuple(v for _, v in tables["jewelry"])
        self.num_jewels = len(self.jewel_value)
        self.kind_jewels = tuple(tuple(j for j, k in enumerate(self.jewel_kind) if k == kind)
                                 for kind in range(len(self.jewelry_kinds)))  # per kind
        # tasks: one entry per tile (60), in catalogue order
        self.tasks = _task_catalogue(self.jewelry_kinds, self.fish_kinds)
        self.task_label = tuple(t[0] for t in self.tasks)
        self.task_index = {label.lower(): i for i, label in enumerate(self.task_label)}
        starting = {s.lower() for s in tables["starting_tasks"]}
        self.light_tasks = tuple(i for i, lab in enumerate(self.task_label) if lab.lower() in starting)
        self.dark_tasks = tuple(i for i, lab in enumerate(self.task_label) if lab.lower() not in starting)
        self.notation = notation_table(self)
        # caches, not tables, filled as play meets their keys (phase_a.py; the same answers
        # whatever they hold): region mask -> (land, water) cheapest paths out of it; a seat's
        # ceremony spaces -> whether two side by side hold materials
        self.cheapest: dict[int, tuple[int, int]] = {}
        self.material_pair: dict[tuple[int, ...], bool] = {}


def _adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _task_catalogue(
    jewelry_kinds: tuple[str, ...], fish_kinds: tuple[str, ...]
) -> tuple[tuple[str, str, int, int, str], ...]:
    """(label, kind, target index or -1, required count, wording) for each of the 60 tiles; the
    jewelry and fish kinds come from the board."""
    targets = {
        "jewelry": jewelry_kinds,
        "materials": data.MATERIALS,
        "colours": data.COLOURS,
        "region types": data.REGION_TYPES,
        "fish kinds": fish_kinds,
        "abilities": data.ABILITIES,
    }
    out = []
    for code, kind, named, need, wording in data.TASK_KINDS:
        if named is None:
            out.append((code, kind, -1, need, wording))
            continue
        for i, name in enumerate(targets[named]):
            if kind == "ability pair":
                name_shown = data.ABILITY_NAMES[i]
            else:
                name_shown = name
            out.append((f"{code} {name}", kind, i, need, wording.format(name=name_shown)))
    return tuple(out)


# -- defaults and overrides --------------------------------------------------------------------


def default_tables() -> dict[str, Any]:
    """The tables of data.py, in the shape a board-data file uses."""
    return {
        "paths": [list(p) for p in data.PATHS],
        "region_goods": dict(data.REGION_GOODS),
        "region_cells": {k: list(v) for k, v in data.REGION_CELLS.items()},
        "fish_kinds": list(data.FISH_KINDS),
        "fish_markers": [list(m) for m in data.FISH_MARKERS],
        "status_track": list(data.STATUS_TRACK),
        "temple": list(data.TEMPLE),
        "ceremony_spaces": [[m, list(c)] for m, c in data.CEREMONY_SPACES],
        "hut_grid": {"empty_space": data.HUT_GRID_EMPTY_SPACE},
        "man_tiles": [list(t) for t in data.MAN_TILES],
        "woman_tiles": [list(t) for t in data.WOMAN_TILES],
        "jewelry_kinds": list(data.JEWELRY_KINDS),
        "jewelry": [list(j) for j in data.JEWELRY],
        "starting_tasks": list(data.STARTING_TASKS),
    }


_CACHE: dict[Any, Board] = {}
DEFAULT_KEY = "default"


def board_for(value: Any) -> Board:
    """The board for a `board_data` option value (None, a file path, or a dict of tables)."""
    source = "(dict)"
    if value is None:
        key: Any = DEFAULT_KEY
    elif isinstance(value, str):
        source, value = repr(value), _read(value)
        key = ("file", source, json.dumps(value, sort_keys=True, default=str))
    else:
        try:
            key = ("dict", json.dumps(value, sort_keys=True, default=str))
        except (RecursionError, TypeError, ValueError) as e:
            raise BadOption(f"borabora: board_data (dict): not a plain table of tables ({type(e).__name__})") from None
    board = _CACHE.get(key)
    if board is None:
        board = _build(value, source)
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[key] = board
    return board


def check_board_data(value: Any) -> bool:
    """The `board_data` option's validator: True, or `BadOption` saying what is wrong."""
    if value is not None and not isinstance(value, (str, dict)):
        raise BadOption(
            f"borabora: option board_data={value!r} is not allowed; allowed: a path to a JSON or "
            "TOML file, or a dict of tables"
        )
    board_for(value)
    return True


def _build(value: dict[str, Any] | None, source: str) -> Board:
    tables = default_tables()
    if value is not None:
        tables.update(validate_tables(value, source))
        _check_consistency(tables, source)
    return Board(tables)


MAX_FILE_BYTES = 1 << 20  # the shipped tables take about 10 KB as JSON


def _read(path: str) -> dict[str, Any]:
    """The tables of a board-data file: the extension is checked first, then the file is read
    only if regular and at most `MAX_FILE_BYTES` (`core.files`)."""
    kind = path.rsplit(".", 1)[-1].lower() if "." in path else ""
    if kind not in ("json", "toml"):
        raise BadOption(f"borabora: board_data {path!r}: the file name must end in .json or .toml")
    blob = read_regular(path, MAX_FILE_BYTES, "board_data file", BadOption)
    try:
        raw = tomllib.loads(blob.decode("utf-8")) if kind == "toml" else json.loads(blob)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError, UnicodeDecodeError, ValueError) as e:
        raise BadOption(f"borabora: board_data {path!r}: not valid {kind.upper()}: {e}") from None
    except RecursionError:
        raise BadOption(f"borabora: board_data {path!r}: nested too deeply") from None
    return raw


# -- validation --------------------------------------------------------------------------------


class _Where:
    """Builds error messages naming the source, table, row and field."""

    def __init__(self, source: str, table: str) -> None:
        self.source, self.table = source, table

    def fail(self, what: str, row: int | str | None = None, field: str | None = None) -> BadOption:
        at = f"table {self.table!r}"
        if row is not None:
            at += f", row {row}"
        if field is not None:
            at += f", field {field!r}"
        return BadOption(f"borabora: board_data {self.source}: {at}: {what}")


def _rows(w: _Where, value: Any, count: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise w.fail(f"must be a list, got {type(value).__name__}")
    if count is not None and len(value) != count:
        raise w.fail(f"must have exactly {count} rows, got {len(value)}")
    return value


def _record(w: _Where, i: int | None, row: Any, fields: tuple[str, ...]) -> dict[str, Any]:
    """A row as {field: value}: a table ({"a": ..}) or a list in field order ([a, b, ..])."""
    if isinstance(row, dict):
        unknown = [k for k in row if k not in fields]
        if unknown:
            raise w.fail(f"unknown field; fields are {', '.join(fields)}", i, unknown[0])
        missing = [k for k in fields if k not in row]
        if missing:
            raise w.fail("is missing", i, missing[0])
        return row
    if isinstance(row, list):
        if len(row) != len(fields):
            raise w.fail(f"must have {len(fields)} values ({', '.join(fields)}), got {len(row)}", i)
        return dict(zip(fields, row, strict=True))
    raise w.fail(f"must be a table with fields {', '.join(fields)}, got {type(row).__name__}", i)


def _int(w: _Where, value: Any, lo: int, hi: int, row: int | str | None, field: str | None) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise w.fail(f"must be an integer from {lo} to {hi}, got {value!r}", row, field)
    return value


def _choice(w: _Where, value: Any, allowed: tuple[str, ...], row: int | str | None, field: str | None) -> str:
    if value not in allowed:
        raise w.fail(f"{value!r} is not one of {', '.join(allowed)}", row, field)
    return value


# a name is words of letters, digits, ' and - separated by single spaces: it is part of the
# notation, which must read back (e.g. "T09 hair comb"), so no stray spaces or control codes
_CLEAN_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9'-]*( [A-Za-z0-9'-]+)*")


def _names(w: _Where, value: Any, count: int) -> list[str]:
    rows = _rows(w, value, count)
    for i, name in enumerate(rows):
        if not isinstance(name, str) or not _CLEAN_NAME.fullmatch(name) or len(name) > 30:
            raise w.fail("must be a name of up to 30 characters: words of letters, digits, ' or -, "
                         f"single spaces between them; got {name!r}", i)
    if len({n.lower() for n in rows}) != len(rows):
        raise w.fail("names must be different")
    return rows


def _cell(w: _Where, value: Any, row: int | str, field: str) -> list[int]:
    if not (isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value)):
        raise w.fail(f"must be [column, row], two integers, got {value!r}", row, field)
    return value


def _v_paths(w: _Where, value: Any) -> list[list[Any]]:
    out, seen = [], set()
    for i, row in enumerate(_rows(w, value)):
        r = _record(w, i, row, ("a", "b", "type", "value"))
        a = _choice(w, r["a"], REGION_NAMES, i, "a")
        b = _choice(w, r["b"], REGION_NAMES, i, "b")
        if a == b:
            raise w.fail("a path joins two different regions", i, "b")
        if frozenset((a, b)) in seen:
            raise w.fail(f"a second path between {a} and {b}", i)
        seen.add(frozenset((a, b)))
        kind = _choice(w, r["type"], data.PATH_TYPES, i, "type")
        out.append([a, b, kind, _int(w, r["value"], 1, data.DIE_FACES, i, "value")])
    return out


def _v_region_goods(w: _Where, value: Any) -> dict[str, str]:
    return _region_map(w, value, lambda k, v: _choice(w, v, data.GOODS, k, None))


def _v_region_cells(w: _Where, value: Any) -> dict[str, list[int]]:
    cells = _region_map(w, value, lambda k, v: _cell(w, v, k, None))
    seen: dict[tuple[int, int], str] = {}
    for region, cell in cells.items():
        if tuple(cell) in seen:
            raise w.fail(f"the same cell as {seen[tuple(cell)]}", region)
        seen[tuple(cell)] = region
    return cells


def _region_map(w: _Where, value: Any, check: Callable[[str, Any], Any]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise w.fail(f"must be a table of region -> value, got {type(value).__name__}")
    for key in value:
        if key not in REGION_NAMES:
            raise w.fail(f"unknown region; regions are {', '.join(REGION_NAMES)}", key)
    for key in REGION_NAMES:
        if key not in value:
            raise w.fail("is missing (every region needs a value)", key)
    return {k: check(k, value[k]) for k in REGION_NAMES}


def _v_fish_markers(w: _Where, value: Any) -> list[list[Any]]:
    rows = [_record(w, i, row, ("kind", "value")) for i, row in enumerate(_rows(w, value, len(data.REGIONS)))]
    for i, r in enumerate(rows):
        if not isinstance(r["kind"], str):
            raise w.fail(f"must be a fish kind name, got {r['kind']!r}", i, "kind")
        _int(w, r["value"], 1, data.DIE_FACES, i, "value")
    return [[r["kind"], r["value"]] for r in rows]


def _v_status_track(w: _Where, value: Any) -> list[int]:
    rows = _rows(w, value)
    if len(rows) < 2:
        raise w.fail("needs at least 2 spaces")
    for i, v in enumerate(rows):
        _int(w, v, 0, data.STATUS_VP_MAX, i, None)
        if i and v < rows[i - 1]:
            raise w.fail(f"labels never fall along the track ({rows[i - 1]} then {v})", i)
    return rows


def _v_temple(w: _Where, value: Any) -> list[int]:
    rows = _rows(w, value)
    if not 1 <= len(rows) <= data.DIE_FACES:
        raise w.fail(f"must have 1 to {data.DIE_FACES} spaces, got {len(rows)}")
    for i, v in enumerate(rows):
        _int(w, v, 1, data.DIE_FACES, i, None)
    if len(set(rows)) != len(rows):
        raise w.fail("space numbers must be different")
    return rows


def _v_ceremony_spaces(w: _Where, value: Any) -> list[list[Any]]:
    rows = [_record(w, i, row, ("material", "cell")) for i, row in enumerate(_rows(w, value, data.CEREMONY_SPACE_COUNT))]
    out = []
    for i, r in enumerate(rows):
        out.append([_choice(w, r["material"], data.MATERIALS, i, "material"), _cell(w, r["cell"], i, "cell")])
    cells = [tuple(c) for _, c in out]
    if len(set(cells)) != len(cells):
        raise w.fail("two spaces share a cell")
    if not _tileable(cells):
        raise w.fail("the 6 buildings (two side-by-side spaces each) cannot cover all 12 spaces")
    return out


def _tileable(cells: list[tuple[int, int]]) -> bool:
    """Whether the spaces can be covered exactly by dominoes (6 buildings)."""
    free = set(cells)

    def cover() -> bool:
        if not free:
            return True
        c = min(free)
        free.discard(c)
        for d in ((c[0] + 1, c[1]), (c[0], c[1] + 1), (c[0] - 1, c[1]), (c[0], c[1] - 1)):
            if d in free:
                free.discard(d)
                if cover():
                    return True
                free.add(d)
        free.add(c)
        return False

    return cover()


def _v_hut_grid(w: _Where, value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise w.fail("must be a table with the field empty_space")
    r = _record(w, None, value, ("empty_space",))
    return {"empty_space": _int(w, r["empty_space"], 1, data.GRID_SPACES - 1, None, "empty_space")}


def _v_tiles(field: str) -> Callable[[_Where, Any], list[list[Any]]]:
    def check(w: _Where, value: Any) -> list[list[Any]]:
        rows = _rows(w, value, data.TILES_PER_GENDER)
        out = []
        for i, row in enumerate(rows):
            r = _record(w, i, row, ("ability", field))
            out.append([_choice(w, r["ability"], data.ABILITIES, i, "ability"), _int(w, r[field], 0, 9, i, field)])
        return out

    return check


def _v_jewelry(w: _Where, value: Any) -> list[list[Any]]:
    rows = _rows(w, value, len(data.JEWELRY))
    out = []
    for i, row in enumerate(rows):
        r = _record(w, i, row, ("kind", "value"))
        if not isinstance(r["kind"], str):
            raise w.fail(f"must be a jewelry kind name, got {r['kind']!r}", i, "kind")
        out.append([r["kind"], _int(w, r["value"], 1, data.JEWEL_VALUE_MAX, i, "value")])
    return out


VALIDATORS: dict[str, Callable[[_Where, Any], Any]] = {
    "paths": _v_paths,
    "region_goods": _v_region_goods,
    "region_cells": _v_region_cells,
    "fish_kinds": lambda w, v: _names(w, v, len(data.FISH_KINDS)),
    "fish_markers": _v_fish_markers,
    "status_track": _v_status_track,
    "temple": _v_temple,
    "ceremony_spaces": _v_ceremony_spaces,
    "hut_grid": _v_hut_grid,
    "man_tiles": _v_tiles("symbols"),
    "woman_tiles": _v_tiles("shells"),
    "jewelry_kinds": lambda w, v: _names(w, v, len(data.JEWELRY_KINDS)),
    "jewelry": _v_jewelry,
    "starting_tasks": lambda w, v: _names(w, v, len(data.STARTING_TASKS)),
}
assert set(VALIDATORS) == set(data.RECONSTRUCTED)


def validate_tables(raw: Any, source: str) -> dict[str, Any]:
    """Each table of a board-data file, checked and normalised."""
    if not isinstance(raw, dict):
        raise BadOption(f"borabora: board_data {source}: must be a table of tables, got {type(raw).__name__}")
    out = {}
    for name, value in raw.items():
        if name not in VALIDATORS:
            raise BadOption(
                f"borabora: board_data {source}: unknown table {name!r}; tables: {', '.join(VALIDATORS)}"
            )
        out[name] = VALIDATORS[name](_Where(source, name), value)
    return out


def _check_consistency(tables: dict[str, Any], source: str) -> None:
    """Rules that join two tables (fish kinds, jewelry kinds, starting tasks, fish-1 regions)."""
    kinds = tables["fish_kinds"]
    w = _Where(source, "fish_markers")
    for i, (kind, _) in enumerate(tables["fish_markers"]):
        if kind not in kinds:
            raise w.fail(f"{kind!r} is not one of the fish_kinds {', '.join(kinds)}", i, "kind")
    for kind in kinds:
        if not any(k == kind for k, _ in tables["fish_markers"]):
            raise w.fail(f"no marker of fish kind {kind!r} (its T23 task would be met by anyone)")
    ones = sum(1 for _, v in tables["fish_markers"] if v == data.STARTING_FISH_VALUE)
    if ones < max(data.ACTION_TILES):
        raise w.fail(f"needs at least {max(data.ACTION_TILES)} markers of value 1 for the starting huts, got {ones}")
    w = _Where(source, "jewelry")
    for i, (kind, _) in enumerate(tables["jewelry"]):
        if kind not in tables["jewelry_kinds"]:
            raise w.fail(f"{kind!r} is not one of the jewelry_kinds {', '.join(tables['jewelry_kinds'])}", i, "kind")
    catalogue = [t[0].lower() for t in _task_catalogue(tuple(tables["jewelry_kinds"]), tuple(kinds))]
    labels = set(catalogue)
    if len(labels) != len(catalogue):
        twice = next(x for x in catalogue if catalogue.count(x) > 1)
        raise _Where(source, "fish_kinds").fail(
            f"two task tiles would both read {twice!r}: a fish kind may not be named like a region type")
    w = _Where(source, "starting_tasks")
    for i, label in enumerate(tables["starting_tasks"]):
        if label.lower() not in labels:
            raise w.fail(f"{label!r} is not a task of the catalogue (e.g. 'T05', 'T21 blue')", i)
