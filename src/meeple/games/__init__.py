"""The registered games: one `register` line each.

This package is also what `meeple.games()` calls: the call lists the registered game names
(the package and the function share the name the design gives them).
"""

import sys
import types

from meeple.core.registry import register  # noqa: F401  (the lines below use it)


class _GamesModule(types.ModuleType):
    def __call__(self) -> list[str]:
        from meeple.core.registry import games

        return games()


sys.modules[__name__].__class__ = _GamesModule

register("borabora", "meeple.games.borabora:BoraBoraGame")
register("caylus", "meeple.games.caylus:CaylusGame")
register("teotihuacan", "meeple.games.teotihuacan:TeotihuacanGame")
register("tzolkin", "meeple.games.tzolkin:TzolkinGame")
