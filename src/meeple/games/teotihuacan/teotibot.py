"""The Teotibot, Teotihuacan's solo opponent (spec §7.3, from the Polish seed [P] and [G]).

The bot is colour `s.bot` (1) of a solo game. It never decides: `take_turn` runs its whole turn
inside `apply` (spec §7.3.3 steps 1–5; step 6, the calendar, is the Last Player's turn end in
`state._end_turn`), and every step goes to the state's log so a player can follow it.

Its pieces in the state: `apyr` (the action pyramid: slots 1–6 at indices 0–5, the spare at
index 6, each an Action tile id), `dirs` (the Direction tiles, top then bottom, each DIR_UL or
DIR_UR), `roll` (the last two dice), `nobles_right` (the Nobles spaces it filled from a row's
right end), `discard` (the Discovery tiles its Worship put out of the game). Its stocks are the
colour's entries of the usual lists.

Resolutions where the spec is silent (also in docs/teotihuacan.md):
- "Worker on board X" counts the bot's dice in X's general area; "lowest worker" in the 5-cocoa
  fallbacks is the lowest unlocked die (§9.2.18). The locked worship die is never upgraded.
- Ties of highest / lowest dice follow §7.3.4 (furthest / closest clockwise from the Palace);
  alike dice on one board are interchangeable (the lowest die index is taken).
- "Any temple" ignores the temples whose top the bot holds (§7.3.4, to the letter): if you
  hold the top of its highest temple, it tries that one and the step is lost (§9.2.23);
  the option `bot_skip_blocked` skips such a temple too.
- A blue step paying 2 resources is chosen one resource at a time (least held each time).
- Nobles with its row full: the empty space with the fewest printed VP in any row, read
  literally; it is the rightmost empty space of its row (rows fall in value to the right), and
  a tie between rows goes to the upper row. Taking any of equal spaces leaves the human the
  same values, so the choice among them cannot change the game.
- Alchemy when the bot already owns every displayed Technology fails (its fallback follows).
- The bot's Worship discards the activated slot's Discovery tile out of the game (`discard`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core import BadOption
from meeple.core.i18n import N_, Message, current_language, in_language, join, tr
from meeple.core.rng import below, chance_reused, shuffle
from meeple.games.teotihuacan import view as V
from meeple.games.teotihuacan.data import (
    ALCHEMY,
    ASCEND_VP,
    BOARD_RESOURCE,
    BOARD_TITLES,
    BOT_ADVANCE,
    BOT_ALCHEMY_FALLBACK_UPGRADES,
    BOT_AVENUE_START,
    BOT_COCOA_LOT,
    BOT_COCOA_VP,
    BOT_DECORATION_GOLD,
    BOT_DECORATION_VP,
    BOT_FALLBACK_COCOA,
    BOT_FINAL_ITEM_VP,
    BOT_FINAL_TECH_VP,
    BOT_FINAL_TEMPLE_VP,
    BOT_GAIN,
    BOT_NOBLES_ROW,
    BOT_NOBLES_WOOD,
    BOT_PYRAMID_BONUS_VP,
    BOT_PYRAMID_STONE,
    BOT_RESOURCE_ORDER,
    BOT_RESOURCES,
    BOT_TECH_GOLD,
    BOT_TECH_INDEX,
    BOT_TEMPLE_ORDER,
    BOT_TEMPLE_START,
    BOT_TILE_NAMES,
    BOT_TILES,
    BOT_WORKERS,
    BOT_WORSHIP_STEPS,
    BOT_WORSHIP_STEPS_DECORATIONS,
    BOT_WORSHIP_WORKER,
    BUILD_ORDER,
    BUILDINGS,
    CONSTRUCTION,
    DECORATIONS,
    DF_COCOA_VP,
    DF_POWER,
    DF_RESOURCES,
    DF_TECH_VP,
    DF_TEMPLE_VP,
    DF_WORSHIP,
    DICE_SLOT,
    DIE_FACES,
    DIFFICULTY_OPTIONS,
    DIFFICULTY_PRESETS,
    DIFFICULTY_RANGE,
    DIR_NAMES,
    DISCOVERY_KINDS,
    DISCOVERY_TITLES,
    FOREST,
    GOLD,
    GOLD_DEPOSITS,
    LEVEL_VP,
    MASK_KINDS,
    MASK_RARITY,
    NOBLES,
    NOBLES_ROWS,
    PALACE,
    PANEL_SPACE,
    PANEL_TEMPLE,
    POSITIONS,
    PYRAMID_SLOTS,
    QUARRY,
    R_COCOA,
    R_RES,
    R_VP,
    RES_LETTERS,
    RES_NAMES,
    RING_SIZE,
    SLIDE_FROM,
    SLOT_BOARDS,
    SPARE,
    STONE,
    TECH_DISPLAY,
    TECH_OWNER_VP,
    TECH_PER_ROW,
    TECH_TITLES,
    TEMPLE_BONUS_STEP,
    TEMPLE_STEPS,
    TEMPLE_TOP,
    TOP_POSITION,
    V_ASCENSION,
    V_BOT_COCOA,
    V_BOT_FINAL,
    V_CONSTRUCTION,
    V_DECORATIONS,
    V_NOBLES,
    V_TEMPLES,
    WOOD,
    WORSHIP_BOARDS,
    WORSHIP_SLOT,
)
from meeple.games.teotihuacan.narrate import DECO_SIDES, die_words

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState as State

NAME = "Teotibot"
# Whole log phrases per temple and row, so each language words them as its grammar needs.
_CANNOT_CLIMB = (N_("Teotibot cannot climb the blue temple"),
                 N_("Teotibot cannot climb the red temple"),
                 N_("Teotibot cannot climb the green temple"))
_CLIMBS = (N_("Teotibot climbs the blue temple to {step} ({reward})"),
           N_("Teotibot climbs the red temple to {step} ({reward})"),
           N_("Teotibot climbs the green temple to {step} ({reward})"))
_NOBLES_LOG = (
    N_("Teotibot Nobles: spends {n} wood, builds on the top row for {vp} VP; Avenue {avenue}"),
    N_("Teotibot Nobles: spends {n} wood, builds on the middle row for {vp} VP; Avenue "
       "{avenue}"),
    N_("Teotibot Nobles: spends {n} wood, builds on the bottom row for {vp} VP; Avenue "
       "{avenue}"))


# -- options and setup (spec §7.3.1, §7.3.8) ----------------------------------------------------


def difficulty(options: dict[str, Any]) -> tuple[int, ...]:
    """§7.3.8: each adjustment = the preset's offset + the option's own offset."""
    preset = DIFFICULTY_PRESETS[options["difficulty"]]
    out = []
    for name in DIFFICULTY_OPTIONS:
        total = preset[name] + options[name]
        lo, hi = DIFFICULTY_RANGE[name]
        if not lo <= total <= hi:
            raise BadOption(f"teotihuacan: difficulty={options['difficulty']!r} with "
                            f"{name}={options[name]} gives {total:+d}; the total must be "
                            f"from {lo} to {hi}")
        out.append(total)
    return tuple(out)


def setup(s: State, rng: Any) -> None:
    """§7.3.1: the bot's stocks, tracks, Technology and dice; the action pyramid with the
    spare; the Direction tiles, each with a random side up."""
    bot, diff = s.bot, s.bot_diff
    kinds = s.options["bot_resource_kinds"]
    s.res[3 * bot:3 * bot + 3] = [BOT_RESOURCES + (diff[DF_RESOURCES] if letter in kinds
                                                      else 0) for letter in RES_LETTERS]
    for temple in range(3):
        s.temple[3 * bot + temple] = BOT_TEMPLE_START
    s.avenue[bot] = BOT_AVENUE_START
    s._place_technology(bot, BOT_TECH_INDEX)
    for slot, (board, power) in enumerate(BOT_WORKERS):
        s.wboard[4 * bot + slot] = board
        changed = slot < s.options["bot_power_dice"]
        s.wpower[4 * bot + slot] = power + (diff[DF_POWER] if changed else 0)
    w = 4 * bot + 3
    board, power = BOT_WORSHIP_WORKER
    space = PANEL_SPACE[board]
    s.wboard[w], s.wpower[w], s.wlock[w] = board, power, space
    s.worship[space] = w
    tiles = list(range(BOT_TILES))
    shuffle(rng, tiles)
    s.apyr = tiles
    s.dirs = [below(rng, 2), below(rng, 2)]
    s.roll = [0, 0]
    s.discard = []


# -- the turn (spec §7.3.3) ---------------------------------------------------------------------


def take_turn(s: State) -> None:
    """§7.3.3 steps 1–5: roll, act, slide the pyramid, turn a Direction tile, cocoa to VP."""
    rng, s.rng_seed = chance_reused(s.rng_seed)  # (its draws are all made in this turn)
    a, b = below(rng, DIE_FACES) + 1, below(rng, DIE_FACES) + 1  # rng.randrange's draws
    s.roll = [a, b]
    slot = DICE_SLOT[a + b]
    tile = s.apyr[slot - 1]
    s._say_with(_roll_line, a, b, slot, tile)
    _TILES[tile](s, rng)
    slide_pyramid(s, slot)
    turn_direction_tile(s)
    cocoa_to_vp(s)


def _roll_line(a: int, b: int, slot: int, tile: int) -> Message:
    """`take_turn`'s log line, made when the log is read (`_say_with`: a tuple of ints now,
    not the keyword arguments' dict)."""
    return tr("Teotibot rolls {a}+{b}={sum}: slot {slot}, {tile}", a=a, b=b, sum=a + b,
              slot=slot, tile=BOT_TILE_NAMES[tile])


def slide_pyramid(s: State, slot: int) -> None:
    """§7.3.3 step 3: remove the activated tile; tiles below slide up as the Direction tiles
    show (the top one first, then the bottom one); the spare fills the bottom-row hole; the
    activated tile becomes the spare."""
    p = s.apyr
    before = tuple(p)  # (the log line's slides are found from it when the log is read)
    activated = p[slot - 1]
    dirs = s.dirs
    key = 4 * slot + 2 * dirs[0] + dirs[1]
    path, empty = _SLIDES[key]
    for to, src in path:
        p[to - 1] = p[src - 1]
    p[empty - 1] = p[SPARE]
    p[SPARE] = activated
    s._say_with(_slide_line, before, slot, key)


def _slide_line(before: tuple, slot: int, key: int) -> Message:
    """`slide_pyramid`'s log line, made when the log is read: the slides of the pyramid
    `before` (`_SLIDES[key]`) in words, as (tile, from, to), the spare's from -1."""
    p = list(before)
    path, empty = _SLIDES[key]
    moves = []
    for to, src in path:
        tile = p[to - 1] = p[src - 1]
        moves.append((tile, src, to))
    moves.append((p[SPARE], -1, empty))
    return tr("Teotibot action pyramid: {moves}; {tile} is the spare",
              moves=_slide_words(tuple(moves)), tile=_short(before[slot - 1]))


def _slide_path(slot: int, dirs: tuple) -> tuple:
    """The slides (to, from) that fill the emptied `slot` with the Direction tiles' faces
    `dirs`, and the slot left empty for the spare."""
    empty, path = slot, []
    for face in dirs:
        source = SLIDE_FROM.get(empty)
        if source is None:
            break
        path.append((empty, source[face]))
        empty = source[face]
    return tuple(path), empty


# `_slide_path` of every slot (1-6) and the two faces, at 4 * slot + 2 * top + bottom
_SLIDES = tuple(_slide_path(k >> 2, ((k >> 1) & 1, k & 1)) for k in range(4 * (PYRAMID_SLOTS + 1)))


def _slide_words(moves: tuple) -> Message:
    """The pyramid's slides in words, for `_slide_line` (made when the log line is read)."""
    return join([tr("{tile} {src}→{to}", tile=_short(tile), src=src, to=to) if src >= 0
                 else tr("spare {tile}→{to}", tile=_short(tile), to=to)
                 for tile, src, to in moves])


def turn_direction_tile(s: State) -> None:
    """§7.3.3 step 4: the top Direction tile is turned over and put under the other."""
    top, bottom = s.dirs
    s.dirs = [bottom, 1 - top]
    s._say_with(_direction_line, bottom, 1 - top)


def _direction_line(top: int, bottom: int) -> Message:
    """`turn_direction_tile`'s log line, made when the log is read."""
    return tr("Teotibot Direction tiles: {top} over {bottom}", top=DIR_NAMES[top],
              bottom=DIR_NAMES[bottom])


def cocoa_to_vp(s: State) -> None:
    """§7.3.3 step 5: with 10+ cocoa, discard 10 for 3 VP (once per turn)."""
    bot = s.bot
    if s.cocoa[bot] >= BOT_COCOA_LOT:
        vp = BOT_COCOA_VP + s.bot_diff[DF_COCOA_VP]
        s.cocoa[bot] -= BOT_COCOA_LOT
        s._score(bot, V_BOT_COCOA, vp)
        s._say_with(_cocoa_line, vp)


def _cocoa_line(vp: int) -> Message:
    """`cocoa_to_vp`'s log line, made when the log is read."""
    return tr("Teotibot discards {n} cocoa for {vp} VP", n=BOT_COCOA_LOT, vp=vp)


# -- the Action tiles (spec §7.3.5) ---------------------------------------------------------------


def construction_tile(s: State, rng: Any) -> None:
    """CONSTRUCTION: build (step 1), else 2 stone (step 2); upgrade and advance a die on that
    board (step 3); else the 5-cocoa fallback (step 4)."""
    _act_or_gain(s, build_pyramid(s, rng), CONSTRUCTION, QUARRY,
                 N_("cannot build (2 stone, a die on Construction) nor take stone (a die on "
                    "the Quarry)"))


def decorations_tile(s: State, rng: Any) -> None:
    """DECORATIONS: decorate (step 1), else 2 gold (step 2); then as Construction."""
    _act_or_gain(s, decorate(s), DECORATIONS, GOLD_DEPOSITS,
                 N_("cannot decorate (2 gold, a die on Decorations) nor take gold (a die on "
                    "Gold Deposits)"))


def alchemy_tile(s: State, rng: Any) -> None:
    """ALCHEMY: a Technology, then upgrade and advance a die on Alchemy (step 1); else upgrade
    the lowest unlocked die twice, with no action and no advance (step 2; no cocoa)."""
    if buy_technology(s):
        _upgrade_and_advance(s, _highest(s, ALCHEMY))
        return
    s._say("Teotibot cannot take a Technology (1 gold, a die on Alchemy): upgrades its "
           "lowest die twice, no move")
    w = _lowest(s)
    for _ in range(BOT_ALCHEMY_FALLBACK_UPGRADES):
        # §9.2.19: after an Ascension the second upgrade goes to the new lowest die, which
        # is the ascended one (power 1 on the Palace, the closest to it).
        _upgrade(s, w)


def nobles_tile(s: State, rng: Any) -> None:
    """NOBLES: build a house (step 1), else 2 wood (step 2); then as Construction."""
    _act_or_gain(s, build_house(s), NOBLES, FOREST,
                 N_("cannot build a house (2 wood, a die on Nobles, a Building left) nor take "
                    "wood (a die on the Forest)"))


def _act_or_gain(s: State, acted: bool, board: int, resource_board: int, why: str) -> None:
    """Construction, Decorations, Nobles after step 1 (`acted`: the action on `board` was
    done): else 2 of `resource_board`'s resource (step 2); the highest die on the board that
    served is upgraded and advanced (step 3); if neither, the 5-cocoa fallback (step 4)."""
    if acted:
        _upgrade_and_advance(s, _highest(s, board))
    elif gain(s, resource_board):
        _upgrade_and_advance(s, _highest(s, resource_board))
    else:
        fallback(s, why)


def mastery_tile(s: State, rng: Any) -> None:
    """MASTERY: the highest unlocked die acts for its board; on failure the next highest, and
    so on; the die that acted is upgraded and advanced; if none can, the 5-cocoa fallback."""
    dice = _unlocked(s)
    dice.sort(key=lambda w: (-s.wpower[w], -s.where[s.wboard[w]], w))
    for w in dice:
        board = s.wboard[w]
        s._say_with(_mastery_line, current_language(), board, s.wpower[w])
        if _mastery_action(s, board, rng):
            _upgrade_and_advance(s, w)
            return
    fallback(s, N_("Mastery: no die could act"))


def _mastery_line(lang: str, board: int, power: int) -> Message:
    """`mastery_tile`'s log line, made when the log is read (the die as `_upgrade_line`'s)."""
    return tr("Teotibot Mastery tries {die}", die=in_language(lang, die_words, board, power))


def _mastery_action(s: State, board: int, rng: Any) -> bool:
    """The Mastery table: a resource board gains (step 2 of its tile), an action board acts
    (step 1 of its tile); the Palace fails."""
    if board in (FOREST, QUARRY, GOLD_DEPOSITS):
        return gain(s, board)
    if board == ALCHEMY:
        return buy_technology(s)
    if board == NOBLES:
        return build_house(s)
    if board == DECORATIONS:
        return decorate(s)
    if board == CONSTRUCTION:
        return build_pyramid(s, rng)
    return False


def worship_tile(s: State, rng: Any) -> None:
    """WORSHIP: the locked die moves to the next temple-panel worship space clockwise (never
    the Palace), unlocking a human die there; 2 steps on that panel's temple with both
    rewards (from Decorations 3 steps up one temple, picked once by the any-temple rule:
    [G] "σε οποιονδήποτε ναό κατά 3 βήματα", [P] "o trzy stopnie na torze dowolnej
    Świątyni"; steps past its top are lost); the slot's Discovery tile is replaced."""
    w = _locked(s)
    space = _next_panel_spaces(s, s.wboard[w])[0]
    board = WORSHIP_BOARDS[space]
    occupant = s.worship[space]
    if occupant >= 0:
        s.wlock[occupant] = -1
        s._say("Teotibot unlocks your die on {board}", board=BOARD_TITLES[board])
    _move_locked(s, w, space)
    temple = PANEL_TEMPLE[board]
    steps = BOT_WORSHIP_STEPS if temple >= 0 else BOT_WORSHIP_STEPS_DECORATIONS
    steps += s.bot_diff[DF_WORSHIP]
    s._say_with(_worship_line, board, steps)
    if temple < 0:
        temple = pick_any_temple(s)
    for _ in range(steps if temple >= 0 else 0):
        advance_temple(s, temple)
    slot = WORSHIP_SLOT[space]
    old = s.slots[slot]
    if old >= 0:
        s.discard.append(old)
    s._refill_slot(slot)
    s._say_with(_discard_line, old, s.slots[slot])


def _worship_line(board: int, steps: int) -> Message:
    """`worship_tile`'s log line, made when the log is read."""
    return tr("Teotibot worships on {board}: {n} temple steps", board=BOARD_TITLES[board],
              n=steps)


def _discard_line(old: int, new: int) -> Message:
    """`worship_tile`'s line of the slot's Discovery tiles, made when the log is read."""
    return tr("Teotibot discards the {old} tile there; new tile {new}", old=_disc(old),
              new=_disc(new))


def mask_tile(s: State, rng: Any) -> None:
    """MASK COLLECTING: the rarest affordable mask the bot lacks among the worship slots
    (ties: clockwise from and including the Palace), paid and taken, the slot refilled, no
    dice moved; otherwise the 5-cocoa fallback. With `bot_masks="all"` ([P]: "pozyskuje je
    w kolejności", it acquires them in order) it goes on down that order through the masks
    shown when the tile was drawn, taking each it still lacks and can pay."""
    bot = s.bot
    shown = sorted((MASK_RARITY[kind], s.where[board], slot)
                   for slot, board in enumerate(SLOT_BOARDS)
                   if 0 <= (kind := s.slots[slot]) < MASK_KINDS)
    taken = 0
    for _, _, slot in shown:
        kind = s.slots[slot]
        if s.disc[DISCOVERY_KINDS * bot + kind] or not s._can_afford(bot, kind, s.cocoa[bot]):
            continue
        s._claim_slot(bot, slot)
        s._say("Teotibot buys {tile} on {board} (paying {cost}); new tile {new}",
               tile=_disc(kind), board=BOARD_TITLES[SLOT_BOARDS[slot]],
               cost=V.cost_text(kind), new=_disc(s.slots[slot]))
        taken += 1
        if s.options["bot_masks"] == "one":
            return
    if not taken:
        fallback(s, N_("no mask it lacks and can pay in the worship slots"))


_TILES = (construction_tile, decorations_tile, alchemy_tile, nobles_tile, mastery_tile,
          worship_tile, mask_tile)


# -- the actions the tiles share ------------------------------------------------------------------


def build_pyramid(s: State, rng: Any) -> bool:
    """Construction step 1: with 2 stone and a die on Construction, the leftmost display tile,
    randomly turned, on the top-left-most empty square of the lowest level; level VP + 2 VP,
    +1 Pyramid track, +1 any temple; no icon matching."""
    bot = s.bot
    if s.res[3 * bot + STONE] < BOT_PYRAMID_STONE or not _on(s, CONSTRUCTION):
        return False
    position = _first_pyramid_square(s)
    tile = s.pyr_display[0]
    if position < 0 or tile < 0:
        return False
    s.res[3 * bot + STONE] -= BOT_PYRAMID_STONE
    s.pyr_display[0] = -1
    s._lay_tile(position, tile, below(rng, 4))  # rng.randrange(4)'s draw
    slide_display(s.pyr_display, s.pyr_stack)
    level, i, j = POSITIONS[position][:3]
    vp = LEVEL_VP[level] + BOT_PYRAMID_BONUS_VP
    s._score(bot, V_CONSTRUCTION, vp)
    s._advance_pyramid_track(bot)
    s._say("Teotibot Construction: spends {n} stone, builds at {level}:{row}{col} for {vp} "
           "VP; Pyramid track {track}", n=BOT_PYRAMID_STONE, level=level + 1, row=i + 1,
           col=j + 1, vp=vp, track=s.ptrack[bot])
    any_temple(s)
    if position == TOP_POSITION:
        s._say("Teotibot completes the Pyramid: the final Eclipse is triggered")
        s._complete_pyramid()
    return True


def _first_pyramid_square(s: State) -> int:
    """The lowest level with a legal square, then reading order (§9.1.9; [G] "top left"), or
    with `bot_build_order="columns"` the leftmost column first ([P] "first from the left");
    −1 if none."""
    pyr = s.pyr
    for position in BUILD_ORDER[s.options["bot_build_order"]]:
        if pyr[position] < 0:
            for p in POSITIONS[position][4]:  # (a loop, not all() of a generator)
                if pyr[p] < 0:
                    break
            else:
                return position
    return -1


def decorate(s: State) -> bool:
    """Decorations step 1: with 2 gold and a die on Decorations, the top display tile on the
    first available space clockwise from the top side; 5 VP, +1 Pyramid track, +1 any
    temple; no icon matching."""
    bot = s.bot
    if s.res[3 * bot + GOLD] < BOT_DECORATION_GOLD or not _on(s, DECORATIONS):
        return False
    tile = s.deco_display[0]
    spaces = s._deco_spaces()  # space ids run side by side clockwise from the top
    if tile < 0 or not spaces:
        return False
    space = spaces[0]
    s.res[3 * bot + GOLD] -= BOT_DECORATION_GOLD
    s.deco[space] = tile
    s.deco_display[0] = -1
    slide_display(s.deco_display, s.deco_stack)
    s._score(bot, V_DECORATIONS, BOT_DECORATION_VP)
    s._advance_pyramid_track(bot)
    s._say("Teotibot Decorations: spends {n} gold, decorates {side} {space} for {vp} VP; "
           "Pyramid track {track}", n=BOT_DECORATION_GOLD, side=DECO_SIDES[space // 4],
           space=space % 4 + 1, vp=BOT_DECORATION_VP, track=s.ptrack[bot])
    any_temple(s)
    return True


def buy_technology(s: State) -> bool:
    """Alchemy step 1: with 1 gold and a die on Alchemy, 1 gold for the lowest-numbered
    Technology with no marker; if all have one, the lowest-numbered the bot lacks (its owner
    scores 3 VP); +1 on the temple of its column."""
    bot = s.bot
    if s.res[3 * bot + GOLD] < BOT_TECH_GOLD or not _on(s, ALCHEMY):
        return False
    free = [i for i in range(TECH_DISPLAY) if not s.tech_owners[i]]
    if not free:
        free = [i for i in range(TECH_DISPLAY) if not s.techs[bot] >> i & 1]
    if not free:
        return False
    index = min(free, key=lambda i: s.tech_display[i])  # ids are in reference-number order
    owners = s.tech_owners[index]
    s._place_technology(bot, index, BOT_TECH_GOLD)
    for seat in range(s.num_players):
        if owners >> seat & 1:
            s._say("{who} scores {vp} VP: the Teotibot takes a Technology you own",
                   who=s.seat_name(seat), vp=TECH_OWNER_VP)
    s._say("Teotibot Alchemy: spends {n} gold for {tech}", n=BOT_TECH_GOLD,
           tech=TECH_TITLES[s.tech_display[index]])
    advance_temple(s, index % TECH_PER_ROW)
    return True


def build_house(s: State) -> bool:
    """Nobles step 1: with 2 wood and a die on Nobles, the next Building on the row of the era
    (top, middle, bottom); that row full: the emptiest-value space of any row; its VP and +1
    Avenue."""
    bot = s.bot
    if s.res[3 * bot + WOOD] < BOT_NOBLES_WOOD or not _on(s, NOBLES) \
            or s.buildings >= BUILDINGS:
        return False
    row = BOT_NOBLES_ROW[min(s.eclipses, len(BOT_NOBLES_ROW) - 1)]
    if s._row_space(row):
        vp = NOBLES_ROWS[row][s.nobles[row]]
        s.nobles[row] += 1
    else:
        row = min((r for r in range(3) if s._row_space(r)), key=lambda r: _last_space_vp(s, r))
        vp = _last_space_vp(s, row)
        s.nobles_right[row] += 1
    s.res[3 * bot + WOOD] -= BOT_NOBLES_WOOD
    s.buildings += 1
    s._score(bot, V_NOBLES, vp)
    s._advance_avenue(bot)
    s._say(_NOBLES_LOG[row], n=BOT_NOBLES_WOOD, vp=vp, avenue=s.avenue[bot])
    return True


def _last_space_vp(s: State, row: int) -> int:
    """The printed VP of the row's rightmost empty space (its fewest)."""
    return NOBLES_ROWS[row][len(NOBLES_ROWS[row]) - 1 - s.nobles_right[row]]


def gain(s: State, board: int) -> bool:
    """Step 2 of Construction / Decorations / Nobles: with a die on Stone Quarry / Gold
    Deposits / Forest, 2 of its resource."""
    if not _on(s, board):
        return False
    resource = BOARD_RESOURCE[board]
    s.res[3 * s.bot + resource] += BOT_GAIN
    s._say_with(_gain_line, resource, board)
    return True


def _gain_line(resource: int, board: int) -> Message:
    """`gain`'s log line, made when the log is read."""
    return tr("Teotibot gains {n} {res} from its die on {board}", n=BOT_GAIN,
              res=RES_NAMES[resource], board=BOARD_TITLES[board])


def fallback(s: State, why: str) -> None:
    """The 5-cocoa fallback: 5 cocoa, upgrade the lowest unlocked die, advance it."""
    s.cocoa[s.bot] += BOT_FALLBACK_COCOA
    s._say_with(_fallback_line, why)
    _upgrade_and_advance(s, _lowest(s))


def _fallback_line(why: str) -> Message:
    """`fallback`'s log line, made when the log is read."""
    return tr("Teotibot {why}: gains {n} cocoa instead", why=why, n=BOT_FALLBACK_COCOA)


# -- dice: choosing, upgrading, advancing (spec §7.3.4) ---------------------------------------------


def _unlocked(s: State) -> list[int]:
    first = 4 * s.bot
    wboard, wlock = s.wboard, s.wlock
    out = []  # (a loop: a list comprehension is a function's call in CPython 3.11)
    for w in range(first, first + 4):
        if wboard[w] > 0 and wlock[w] < 0:
            out.append(w)
    return out


def _locked(s: State) -> int:
    """The bot's die on a worship space: it always has one (§7.3.2; `invariant_errors`)."""
    return next(w for w in range(4 * s.bot, 4 * s.bot + 4) if s.wlock[w] >= 0)


def _on(s: State, board: int) -> bool:
    """A bot die in the board's general area (§9.2.18: locked dice do not count)."""
    first = 4 * s.bot
    wboard, wlock = s.wboard, s.wlock
    for w in range(first, first + 4):  # noqa: SIM110 (a loop: any() of a generator costs more)
        if wboard[w] == board and wlock[w] < 0:
            return True
    return False


def _highest(s: State, board: int = 0) -> int:
    """The highest unlocked die (on `board` if given); ties: furthest clockwise from the
    Palace (§7.3.4)."""
    # (a loop, not max() with a key function: its calls cost more)
    best, best_key = -1, None
    wboard, wpower, where = s.wboard, s.wpower, s.where
    for w in _unlocked(s):
        if board and wboard[w] != board:
            continue
        key = (wpower[w], where[wboard[w]], -w)
        if best < 0 or key > best_key:
            best, best_key = w, key
    if best < 0:
        raise ValueError("no unlocked die")
    return best


def _lowest(s: State) -> int:
    """The lowest unlocked die; ties: closest clockwise to the Palace (§7.3.4)."""
    best, best_key = -1, None  # (a loop, not min() with a key function)
    wboard, wpower, where = s.wboard, s.wpower, s.where
    for w in _unlocked(s):
        key = (wpower[w], where[wboard[w]], w)
        if best < 0 or key < best_key:
            best, best_key = w, key
    if best < 0:
        raise ValueError("no unlocked die")
    return best


def _upgrade(s: State, w: int) -> None:
    """+1 power; at 6 the die ascends (5 VP, Avenue, calendar) and restarts on the Palace."""
    s._say_with(_upgrade_line, current_language(), s.wboard[w], s.wpower[w])
    s._power_up(w)


def _upgrade_line(lang: str, board: int, power: int) -> Message:
    """`_upgrade`'s log line, made when the log is read; the die in the language of the
    moment it was logged (`lang`), as a `said_now` argument is made."""
    return tr("Teotibot upgrades {die} to {n}", die=in_language(lang, die_words, board, power),
              n=power + 1)


def _upgrade_and_advance(s: State, w: int) -> None:
    """Upgrade the die, then advance it (or the new power-1 die if it ascended)."""
    _upgrade(s, w)
    advance(s, w)


def advance(s: State, w: int) -> None:
    """§7.3.4: 1 board clockwise at power 1–3, 2 at power 4–5, never counting the Palace;
    into the general area, with no action."""
    moves = BOT_ADVANCE[s.wpower[w]]
    position = s.where[s.wboard[w]]
    while moves:
        position = (position + 1) % RING_SIZE
        if s.ring[position] != PALACE:
            moves -= 1
    s.wboard[w] = s.ring[position]
    s._say_with(_advance_line, s.wboard[w])


def _advance_line(board: int) -> Message:
    """`advance`'s log line, made when the log is read."""
    return tr("Teotibot advances that die to {board}", board=BOARD_TITLES[board])


def ascension_reward(s: State) -> None:
    """§7.3.4: the bot always takes 5 VP (the Avenue and the calendar advance as usual)."""
    s._score(s.bot, V_ASCENSION, ASCEND_VP)
    s._say_with(_ascension_line)


def _ascension_line() -> Message:
    """`ascension_reward`'s log line, made when the log is read."""
    return tr("Teotibot's die ascends: {vp} VP, +1 Avenue, +1 calendar", vp=ASCEND_VP)


# -- temples (spec §7.3.4) -------------------------------------------------------------------------


def advance_temple(s: State, temple: int) -> None:
    """One step up with the printed reward (also on major steps: never a Discovery tile); a
    blue resource is the one the bot holds least of (ties: gold, stone, wood)."""
    bot = s.bot
    if not s._can_advance(bot, temple):
        s._say(_CANNOT_CLIMB[temple])
        return
    step = s.temple[3 * bot + temple] + 1
    s.temple[3 * bot + temple] = step
    kind, amount = TEMPLE_STEPS[temple][step]
    taken = ()  # the resources taken (R_RES), for the log line
    if kind == R_VP:
        s._score(bot, V_TEMPLES, amount)
    elif kind == R_COCOA:
        s.cocoa[bot] += amount
    elif kind == R_RES:
        for _ in range(amount):
            resource = _least_held(s, bot)
            s.res[3 * bot + resource] += 1
            taken += (resource,)
    s._say_with(_climb_line, temple, step, kind, amount, taken)


def _climb_line(temple: int, step: int, kind: int, amount: int, taken: tuple) -> Message:
    """`advance_temple`'s log line, made when the log is read, its reward too."""
    if kind == R_VP:
        reward = tr("{n} VP", n=amount)
    elif kind == R_COCOA:
        reward = tr("{n} cocoa", n=amount)
    elif kind == R_RES:
        reward = join([RES_NAMES[r] for r in taken], " + ")
    else:
        reward = tr("no reward")
    return tr(_CLIMBS[temple], step=step, reward=reward)


def _least_held(s: State, bot: int) -> int:
    """The resource the bot holds least of; ties: `BOT_RESOURCE_ORDER`'s first (a loop, not
    min() with a key function)."""
    best, least = -1, 0
    for r in BOT_RESOURCE_ORDER:
        held = s.res[3 * bot + r]
        if best < 0 or held < least:
            best, least = r, held
    return best


def any_temple(s: State) -> None:
    """One step on "any temple" (`pick_any_temple`)."""
    temple = pick_any_temple(s)
    if temple >= 0:
        advance_temple(s, temple)


def pick_any_temple(s: State) -> int:
    """"Any temple": where its marker is highest, ignoring temples where it is at the top;
    ties: blue, red, green (§7.3.4). A temple whose top you hold is not ignored (the step
    is then lost, §9.2.23), unless the option `bot_skip_blocked` skips it too. −1: none."""
    bot = s.bot
    skip_blocked = s.options["bot_skip_blocked"]
    best = -1
    for temple in BOT_TEMPLE_ORDER:
        step = s.temple[3 * bot + temple]
        open_ = s._can_advance(bot, temple) if skip_blocked else step < TEMPLE_TOP
        if open_ and (best < 0 or step > s.temple[3 * bot + best]):
            best = temple
    if best < 0:
        s._say("Teotibot can climb no temple")
    return best


# -- the general rule changes (spec §7.3.2) ------------------------------------------------------------


def slide_display(display: list[int], stack: list[int]) -> None:
    """§7.3.2: the remaining tiles slide left (up); new tiles fill the right (bottom)."""
    tiles = [t for t in display if t >= 0]
    while len(tiles) < len(display) and stack:
        tiles.append(stack.pop())
    display[:] = tiles + [-1] * (len(display) - len(tiles))


def displaced(s: State, w: int) -> None:
    """§7.3.2: the bot's die unlocked by the human (its space now theirs) moves clockwise to
    the next empty temple-panel worship space, its effect not resolved; with none empty it
    unlocks the next human die locked on such a space and takes it (§9.1.11)."""
    spaces = _next_panel_spaces(s, s.wboard[w])
    target = next((sp for sp in spaces if s.worship[sp] < 0), -1)
    if target < 0:
        target = next(sp for sp in spaces if s.worship[sp] >> 2 != s.bot)
        s.wlock[s.worship[target]] = -1
        s._say("Teotibot's die unlocks your die on {board}",
               board=BOARD_TITLES[WORSHIP_BOARDS[target]])
    _move_locked(s, w, target)
    s._say("Teotibot's unlocked die moves to the worship space of {board}",
           board=BOARD_TITLES[WORSHIP_BOARDS[target]])


def _next_panel_spaces(s: State, board: int) -> list[int]:
    """The temple-panel worship spaces clockwise after `board` (the Palace is skipped)."""
    start = s.where[board]
    out = []
    for step in range(1, RING_SIZE + 1):
        b = s.ring[(start + step) % RING_SIZE]
        if b in PANEL_SPACE:
            out.append(PANEL_SPACE[b])
    return out


def _move_locked(s: State, w: int, space: int) -> None:
    old = s.wlock[w]
    if old >= 0 and s.worship[old] == w:
        s.worship[old] = -1
    s.worship[space] = w
    s.wlock[w] = space
    s.wboard[w] = WORSHIP_BOARDS[space]


# -- scoring (spec §7.3.6) -------------------------------------------------------------------------


def final_scoring(s: State) -> None:
    """The final Eclipse: 1 VP per resource and cocoa, 2 VP per Technology, 15 VP per temple
    at its penultimate step or higher (instead of the Temple Bonus tiles)."""
    bot, diff = s.bot, s.bot_diff
    items = s.cocoa[bot] + sum(s.res[3 * bot:3 * bot + 3])
    techs = bin(s.techs[bot]).count("1")
    temples = sum(1 for t in range(3) if s.temple[3 * bot + t] >= TEMPLE_BONUS_STEP)
    tech_vp = BOT_FINAL_TECH_VP + diff[DF_TECH_VP]
    temple_vp = BOT_FINAL_TEMPLE_VP + diff[DF_TEMPLE_VP]
    gained = BOT_FINAL_ITEM_VP * items + tech_vp * techs + temple_vp * temples
    s._score(bot, V_BOT_FINAL, gained)
    s._say("  Teotibot scores {n}: {items} cocoa and resources, {techs} Technologies × "
           "{tech_vp}, {temples} temples × {temple_vp}", n=gained, items=items,
           techs=techs, tech_vp=tech_vp, temples=temples, temple_vp=temple_vp)
    verdict = tr("you win") if s.vp[0] > s.vp[bot] else \
        tr("the Teotibot wins (a tie is a loss)")
    s._say("Final: you {you} VP, Teotibot {bot} VP: {verdict}", you=s.vp[0],
           bot=s.vp[bot], verdict=verdict)


# -- views and checks -----------------------------------------------------------------------------------


def summary(s: State) -> dict[str, Any]:
    """What the view and `observation` show of the bot."""
    bot = s.bot
    return {
        "colour": bot,
        "vp": s.vp[bot],
        "cocoa": s.cocoa[bot],
        "resources": s.res[3 * bot:3 * bot + 3],
        "pyramid": [BOT_TILE_NAMES[t] for t in s.apyr[:PYRAMID_SLOTS]],
        "spare": BOT_TILE_NAMES[s.apyr[SPARE]],
        "directions": [DIR_NAMES[f] for f in s.dirs],
        "last_roll": list(s.roll),
        "difficulty": dict(zip(DIFFICULTY_OPTIONS, s.bot_diff, strict=True)),
    }


def invariant_errors(s: State, between_turns: bool) -> list[str]:
    errors = []
    bot = s.bot
    if sorted(s.apyr) != list(range(BOT_TILES)):
        errors.append(f"action pyramid is not the 7 tiles: {s.apyr}")
    locked = [w for w in range(4 * bot, 4 * bot + 4) if s.wlock[w] >= 0]
    if len(locked) != 1 or WORSHIP_BOARDS[s.wlock[locked[0]]] == PALACE:
        errors.append("the Teotibot must keep one die on a temple-panel worship space")
    if any(s.wboard[w] <= 0 for w in range(4 * bot, 4 * bot + 4)):
        errors.append("a Teotibot die is off the board")
    for display in (s.pyr_display, s.deco_display) if between_turns else ():
        if -1 in display and any(t >= 0 for t in display[display.index(-1):]):
            errors.append(f"solo display not slid left: {display}")
    return errors


def _short(tile: int) -> str:
    return BOT_TILE_NAMES[tile]


def _disc(kind: int) -> str:
    return DISCOVERY_TITLES[kind] if kind >= 0 else N_("none")
