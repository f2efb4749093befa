"""Position builders for the Teotihuacan tests: a bare first-game board, then edits."""

from __future__ import annotations

import meeple
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S

GAME = meeple.load("teotihuacan")
RED, BLUE, YELLOW, BLACK = range(4)  # seat colours: seat 0 red, 1 blue, 2 yellow, 3 black


def new(players: int = 4, seed: int = 1, **opts):
    return GAME.new_game(players=players, seed=seed, **opts)


def blank(players: int = 4, seed: int = 1, **opts):
    """A first-game position with empty stocks, seat 0 to play. Every die is off the board
    (power 1) except each seat's die 2, parked on the Palace so that every turn is a real
    decision (a seat with nothing to decide would pass automatically)."""
    s = new(players, seed, first_game=True, **opts)
    n = s.num_players
    for w in range(4 * s.ncol):
        s.wboard[w] = 0
        s.wpower[w] = 1
        s.wlock[w] = -1
    for seat in range(n):
        s.wboard[4 * seat + 2] = D.PALACE
    s.worship = [-1] * 7
    s.cocoa = [0] * n
    s.vp = [0] * n
    s.res = [0] * (3 * n)
    s.temple = [0] * (3 * n)
    s.avenue = [0] * n
    s.ptrack = [0] * n
    s.techs = [0] * n
    s.tech_ids = [0] * n
    s.tech_owners = [0] * 6
    turn(s, 0)
    return s


def turn(s, seat: int) -> None:
    """Make it the start of `seat`'s turn."""
    s.turn = seat
    s.stack = [(S.A_END_TURN, seat, 0), (S.F_TURN, seat)]
    s.touch()


def die(s, seat: int, slot: int, board: int, power: int = 1, space: int = -1) -> int:
    """Put die `slot` of `seat` on `board` (locked on worship `space` if given)."""
    w = 4 * seat + slot
    s.wboard[w] = board
    s.wpower[w] = power
    s.wlock[w] = space
    if space >= 0:
        s.worship[space] = w
    s.touch()
    return w


def res(s, seat: int, wood: int = 0, stone: int = 0, gold: int = 0, cocoa: int | None = None):
    s.res[3 * seat:3 * seat + 3] = [wood, stone, gold]
    if cocoa is not None:
        s.cocoa[seat] = cocoa
    s.touch()


def take(s, kind: int) -> None:
    """Take a Discovery tile of `kind` off the board (stack, slots, steps), conserving tiles."""
    if kind in s.disc_stack:
        s.disc_stack.remove(kind)
        return
    if kind in s.slots:
        s.slots[s.slots.index(kind)] = s.disc_stack.pop()
        return
    for pile in s.major + s.avenue_tiles:
        if kind in pile:
            pile.remove(kind)
            return
    raise AssertionError(f"no Discovery tile of kind {kind} left")


def give(s, seat: int, kind: int, count: int = 1) -> None:
    """Hand `seat` Discovery tiles of `kind` (tiles stay conserved)."""
    for _ in range(count):
        take(s, kind)
        s.disc[D.DISCOVERY_KINDS * seat + kind] += 1
    s.touch()


def slot_tile(s, slot: int, kind: int) -> None:
    """Put a Discovery tile of `kind` in worship slot `slot` (the old one goes to the stack)."""
    take(s, kind)
    s.disc_stack.append(s.slots[slot])
    s.slots[slot] = kind
    s.touch()


def show_pyramid_tile(s, tile: int) -> None:
    """Put Pyramid tile `tile` in display slot 0, swapping it with wherever it was (the
    display, the stack or the pyramid), so that the tiles stay conserved."""
    _swap_in(tile, s.pyr_display, s.pyr_stack, s.pyr)
    s.touch()


def show_decoration_tile(s, tile: int) -> None:
    """Put Decoration tile `tile` in display slot 0, swapping it with wherever it was."""
    _swap_in(tile, s.deco_display, s.deco_stack, s.deco)
    s.touch()


def _swap_in(tile: int, display: list, *elsewhere: list) -> None:
    for where in (display, *elsewhere):
        if tile in where:
            where[where.index(tile)] = display[0]
            break
    display[0] = tile


def tech(s, seat: int, tech_id: int) -> int:
    """Give `seat` a marker on Technology `tech_id` (put on the display if missing)."""
    if tech_id not in s.tech_display:
        s.tech_display[0] = tech_id
    index = s.tech_display.index(tech_id)
    s.techs[seat] |= 1 << index
    s.tech_ids[seat] |= 1 << tech_id
    s.tech_owners[index] |= 1 << seat
    return index


def play(s, *moves: str) -> None:
    for move in moves:
        s.apply(s.str_to_action(move))


def legal(s) -> list[str]:
    return [s.action_to_str(a) for a in s.legal_actions()]


def temple(s, seat: int, t: int) -> int:
    return s.temple[3 * seat + t]


def stock(s, seat: int) -> tuple[int, int, int]:
    return tuple(s.res[3 * seat:3 * seat + 3])


def owned(s, seat: int, kind: int) -> int:
    return s.disc[D.DISCOVERY_KINDS * seat + kind]


# -- solo (the Teotibot) ------------------------------------------------------------------------

BOT = 1  # the Teotibot's colour in a solo game
# First-game ring, clockwise: Palace, Quarry, Alchemy, Forest, Construction, Decorations,
# Nobles, Gold Deposits (ring positions 0..7).


def solo(seed: int = 1, **opts):
    """A first-game solo position at the human's turn with empty stocks for both colours and
    no Technologies. The human has only die 2, on the Palace; the neutral dice are off the
    board; the bot keeps its four set-up dice (Gold 2, Nobles 2, Construction 2, Decorations
    worship 1) unless a test moves them."""
    s = new(1, seed, first_game=True, **opts)
    for w in range(4):
        s.wboard[w], s.wpower[w], s.wlock[w] = 0, 1, -1
    s.wboard[2] = D.PALACE
    for w in range(8, 4 * s.ncol):
        s.wboard[w] = 0
    s.worship = [-1] * 7
    s.worship[6] = 7
    s.cocoa = [0, 0]
    s.vp = [0, 0]
    s.res = [0] * 6
    s.temple = [0] * 6
    s.avenue = [0, 0]
    s.ptrack = [0, 0]
    s.techs = [0, 0]
    s.tech_ids = [0, 0]
    s.tech_owners = [0] * 6
    turn(s, 0)
    return s


def bot_dice(s, *placed: tuple[int, int]) -> None:
    """Place the bot's three unlocked dice: (board, power) each."""
    for slot, (board, power) in enumerate(placed):
        die(s, BOT, slot, board, power)


def bot_worship(s, board: int) -> None:
    """Move the bot's locked die to the worship space of a temple panel."""
    w = 4 * BOT + 3
    s.worship[s.wlock[w]] = -1
    die(s, BOT, 3, board, 1, D.PANEL_SPACE[board])


def roll_seed(a: int, b: int) -> int:
    """A chance seed whose next bot turn rolls a and b."""
    from meeple.core.rng import chance

    for seed in range(100_000):
        rng, _ = chance(seed)
        if rng.randrange(6) + 1 == a and rng.randrange(6) + 1 == b:
            return seed
    raise AssertionError("no seed found")


def bot_turn(s, a: int, b: int) -> None:
    """The human passes (free unlock); the bot then plays a turn rolling a and b."""
    s.rng_seed = roll_seed(a, b)
    play(s, "unlock free")


def dice_of(s, colour: int) -> list[tuple[str, int, bool]]:
    """The colour's dice as (board, power, locked), sorted."""
    return sorted((D.BOARD_NAMES[s.wboard[w]] if s.wboard[w] > 0 else "off", s.wpower[w],
                   s.wlock[w] >= 0) for w in range(4 * colour, 4 * colour + 4))


def bot_plays_legal_reproducible(spec: str, decisions: int = 12, seed: int = 5) -> None:
    """Two runs of bot `spec` from the same solo game: every move legal, the same moves."""
    from meeple import bots

    moves = []
    for _ in range(2):
        s, bot, played = solo(), bots.make(spec, seed=seed), []
        for _ in range(decisions):
            if s.is_terminal():
                break
            a = bot.choose(s)
            assert a in s.legal_actions()
            played.append(a)
            s.apply(a)
        moves.append(played)
    assert moves[0] == moves[1]
