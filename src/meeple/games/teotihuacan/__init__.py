"""Teotihuacan: City of Gods (Daniele Tascini, NSKN Games 2018) for 1–4 players.

Rules: `shared/rules/teotihuacan.md` (from the Greek and Polish rulebooks). With players=1 the
human plays the solo mode against the Teotibot (spec §7.3, `teotibot.py`), whose turns are
resolved inside `apply` and written to the log.

Options:
- `first_game`: the printed boards and tiles and the fixed starts (spec §2.2, §2.3 step 6).
- `start_draft`: the advanced Starting-tile draft (spec §7.1) instead of dealing 4, keeping 2.
- `dark_eclipse`: the aggressive Eclipse variant (spec §7.2), with the reversed tie-break.
- `blank_match`: blank Pyramid/Decoration quadrants match each other (spec §9.2.11; default
  no, as the seeds say "icon"; the published implementation counts them).
- `completion_rate`: Pyramid-track VP per step at an Eclipse set off early by completing the
  Pyramid: "ordinal" (that Eclipse's own rate, the default, §9.2.10) or "final" (2 VP).
- `extra_worker_cap`: "+1 worker" effects stay under the cap of 3 (default, §9.2.2).
- `palace_cocoa_per_worker`: T-Palace pays per die moved with D-DoubleMove (default, §9.2.5).
- `free_cocoa_wider`: D-FreeCocoa may also pay the 3-cocoa unlock and the 3 cocoa of the
  Ascension's two temple steps ([G] lists its payments "such as"; [P] and the default: the
  listed ones only, §9.2.7).
- `palace_cocoa_on_ascension`: T-Palace also pays 1 cocoa for a die put on the Palace by an
  Ascension or as the 4th worker ([P] "place onto or move through"; [G] and the default:
  moves only, §9.2.5).
- `random_pyramid`: pick the pre-built pyramid pattern at random among the published ones.
- `tech_on_purchase`: a Technology bought by the Alchemy action already acts on that action
  (T-AlchNob's 3 VP, T-PowerUp's extra power-up); by default it acts from the next one.
- `bot_skip_blocked` (solo): the Teotibot's "any temple" also skips a temple whose top the
  human holds (spec §7.3.4 ignores only the temples whose top the bot holds).
- `bot_masks` (solo): Mask Collecting takes one mask ("one", [G] and the spec) or every mask
  it lacks and can pay, rarest first ("all", a reading of [P]).
- `bot_build_order` (solo): the bot's pyramid square on the lowest level, by rows ("rows",
  top-left first: [G] and the spec §9.1.9) or by columns ("columns", first from the left: [P]).
- Solo only (no effect with 2–4 players), spec §7.3.8: `difficulty` ("easy", "normal" = the
  book, "hard": presets in `data.DIFFICULTY_PRESETS`) and the offsets `bot_power` (the bot's
  3 unlocked starting dice), `bot_resources` (each starting resource), `cocoa_vp` (VP per 10
  cocoa), `worship_steps` (temple steps per Worship), `temple_vp` (VP per temple reached),
  `tech_vp` (VP per Technology), each added to the preset's offset; `bot_power_dice` and
  `bot_resource_kinds` say which dice and resources the first two change ([P]'s reading).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from meeple.core import Game, Option, flag
from meeple.core.i18n import N_
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import tensor
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan.actions import KIND_OF, NUM_ACTIONS
from meeple.games.teotihuacan.state import TeotihuacanState


def _offset(name: str, doc: str) -> Option:
    """A difficulty offset (§7.3.8): an int in the range of `data.DIFFICULTY_RANGE`."""
    lo, hi = D.DIFFICULTY_RANGE[name]
    step = D.DIFFICULTY_STEP.get(name, 1)
    return Option(name, 0, doc, check=lambda v: type(v) is int and lo <= v <= hi and v % step == 0,
                  allowed=f"an int from {lo} to {hi}" + (f", a multiple of {step}" if step > 1 else ""))


class TeotihuacanGame(Game):
    name = "teotihuacan"
    title = "Teotihuacan: City of Gods"
    player_counts = (1, 2, 3, 4)
    default_players = 4
    seat_colors = D.COLOUR_NAMES  # the published game's colours; solo: the human is Red
    options: ClassVar[tuple[Option, ...]] = (
        flag("first_game", "first-game setup: printed boards and tiles, fixed starts"),
        flag("start_draft", "advanced Starting-tile draft (spec §7.1)"),
        flag("dark_eclipse", "aggressive Eclipse: resolved right after the triggering turn; "
             "ties go to the highest order token (spec §7.2)"),
        flag("blank_match", "blank quadrants match blank ones (spec §9.2.11)"),
        Option("completion_rate", "ordinal",
               "Pyramid-track VP at an early Pyramid-completion Eclipse: that Eclipse's "
               "rate, or the final rate (spec §9.2.10)", choices=("ordinal", "final")),
        flag("extra_worker_cap", "+1-worker effects stay under the cap of 3 (spec §9.2.2)",
             default=True),
        flag("palace_cocoa_per_worker", "T-Palace pays 1 cocoa per die moved, not per move "
             "(spec §9.2.5)", default=True),
        flag("free_cocoa_wider", "D-FreeCocoa may also pay the 3-cocoa unlock and the "
             "Ascension's 3 cocoa ([G] 'such as'; default: the listed payments only, §9.2.7)"),
        flag("palace_cocoa_on_ascension", "T-Palace also pays for a die put on the Palace "
             "by an Ascension or as the 4th worker ([P] 'umieszczasz na'; default: moves "
             "only, [G])"),
        flag("random_pyramid", "random pre-built pyramid pattern (spec §6.B.12)"),
        flag("tech_on_purchase", "a Technology bought by Alchemy already acts on that action "
             "(T-AlchNob 3 VP, T-PowerUp); default: from the next one"),
        flag("bot_skip_blocked", "solo: the Teotibot's 'any temple' also skips a temple whose "
             "top you hold (default: only those whose top it holds; spec §7.3.4)"),
        Option("bot_masks", "one", "solo: Mask Collecting takes one mask ([G], spec "
               "§7.3.5) or every mask it lacks and can pay, in its order ([P] reading)",
               choices=("one", "all")),
        Option("bot_build_order", "rows", "solo: the bot's pyramid square, lowest level first, "
               "then by rows (top-left first, [G]) or by columns (first from the left, [P])",
               choices=("rows", "columns")),
        Option("difficulty", "normal", "solo: Teotibot preset (normal = the book; spec §7.3.8)",
               choices=tuple(D.DIFFICULTY_PRESETS)),
        *(_offset(name, doc) for name, doc in (
            ("bot_power", "solo: + power of the bot's 3 unlocked starting dice (book 2)"),
            ("bot_resources", "solo: + each of the bot's starting resources (book 2)"),
            ("cocoa_vp", "solo: + VP the bot scores per 10 cocoa (book 3)"),
            ("worship_steps", "solo: + temple steps per bot Worship (book 2, 3 on Decorations)"),
            ("temple_vp", "solo: + VP per temple the bot reached at the end (book 15)"),
            ("tech_vp", "solo: + VP per Technology of the bot at the end (book 2)"),
        )),
        Option("bot_power_dice", 3, "solo: how many of the bot's 3 unlocked starting dice "
               "bot_power changes, in the order Gold Deposits, Nobles, Construction ([P] 'up "
               "to 3'; [G] all 3)", choices=D.BOT_POWER_DICE),
        Option("bot_resource_kinds", "wsg", "solo: which starting resources bot_resources "
               "changes: letters w(ood) s(tone) g(old) ([P] 'gold, wood or stone'; [G] all)",
               choices=D.BOT_RESOURCE_KINDS),
    )
    option_words: ClassVar[dict[str, str]] = {  # a player's words (the lobby's "Rules variants")
        "start_draft": N_("Draft the starting tiles (advanced)"),
        "dark_eclipse": N_("Aggressive Eclipse: resolved right after the turn that triggers it"),
        "blank_match": N_("Blank quadrants match blank ones"),
        "completion_rate": N_("Pyramid points at an early completion: that Eclipse's rate or "
                              "the final one"),
        "extra_worker_cap": N_("Effects that add a worker keep the limit of 3 workers"),
        "palace_cocoa_per_worker": N_("The Palace technology pays 1 cocoa for each worker moved"),
        "free_cocoa_wider": N_("The free-cocoa discovery also pays for unlocking and ascending"),
        "palace_cocoa_on_ascension": N_("The Palace technology also pays when an ascension "
                                        "places a worker on the Palace"),
        "random_pyramid": N_("A random pre-built pyramid"),
        "tech_on_purchase": N_("A technology bought by Alchemy already works on that action"),
        "bot_skip_blocked": N_("The Teotibot also skips a temple whose top you hold"),
        "bot_masks": N_("Mask collecting of the Teotibot: one mask or every mask it lacks"),
        "bot_build_order": N_("The Teotibot builds its pyramid by rows or by columns"),
        "bot_power": N_("Teotibot: extra power of its starting workers"),
        "bot_resources": N_("Teotibot: extra starting resources"),
        "cocoa_vp": N_("Teotibot: extra points per 10 cocoa"),
        "worship_steps": N_("Teotibot: extra temple steps per worship"),
        "temple_vp": N_("Teotibot: extra points per temple reached"),
        "tech_vp": N_("Teotibot: extra points per technology"),
        "bot_power_dice": N_("Teotibot: how many starting workers the extra power changes"),
        "bot_resource_kinds": N_("Teotibot: which starting resources the extra changes"),
    }
    variants: ClassVar[tuple[dict, ...]] = (
        {},
        {"first_game": True},
        {"start_draft": True},
        {"dark_eclipse": True},
        {"blank_match": True, "completion_rate": "final", "extra_worker_cap": False,
         "palace_cocoa_per_worker": False, "random_pyramid": True, "difficulty": "easy",
         "palace_cocoa_on_ascension": True, "free_cocoa_wider": True, "bot_masks": "all",
         "bot_build_order": "columns",
         "bot_power": 2, "worship_steps": 2, "temple_vp": 10, "tech_on_purchase": True,
         "bot_skip_blocked": True, "bot_power_dice": 2, "bot_resource_kinds": "g",
         "bot_resources": 2},
    )
    state_class = TeotihuacanState

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Each option alone, then the difficulty totals (preset + offsets, §7.3.8) of the
        options bound so far with these: an out-of-range total is refused at `load` already."""
        checked = super().check_options(options)
        values = {o.name: o.default for o in self.options}
        values.update(getattr(self, "bound", {}))
        values.update(checked)
        T.difficulty(values)
        return checked

    def num_distinct_actions(self, players: int) -> int:
        return NUM_ACTIONS

    def action_kind(self, action: int) -> str:
        return KIND_OF[action]

    def tensor_layout(self, players: int):
        # list lengths are measured on a new game with the defaults (they depend only on players)
        return tensor.layout(players, type(self)().new_game(players=players, seed=0).observation(0))

    def tensor_encoder(self, players: int):
        return tensor.encoder(self.layout(players), players)


__all__ = ["TeotihuacanGame", "TeotihuacanState"]
