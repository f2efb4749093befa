# The compiled build's `State` (setup.py; pure Python ignores this file): an extension type
# whose base fields are C fields, so a game's state may be an extension type too (Caylus:
# games/caylus/road.pxd). Python objects all: the pure build's semantics exactly.

cdef class State:
    cdef public object game, num_players, seed, options, rng_seed
    cdef public object _history, _nhistory, _log, _muted, _legal
    # clone's call to the game's copy: a C call where the game's state is an extension type
    # (each game's state declares its override the same way)
    cpdef _copy_mutable(self, new)
