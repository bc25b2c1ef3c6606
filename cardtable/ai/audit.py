"""The blunder audit: replays AI-only records and counts, per level and game, the plays
nobody at a real table makes, per 100 decisions of the kind.

    python3 -m cardtable.ai.audit play --game hokm --ai normal --hands 20 --seed 1
    cardtable-cli play --game hokm --players 4 --ai hard,normal --games 10 --rounds 1 \\
        --record DIR && python3 -m cardtable.ai.audit replay DIR --ai hard,normal

The kinds (judged from the SeatView of the seat that played, with the same reading of the
trick as the blunder filters, cardtable/ai/filters.py):

- `overtake`: a partner's card wins the trick for certain and a card that does not beat
  it was legal; the blunder: a card that beats it (in Shelem, unless it banks more
  points than any card that does not);
- `duck`: the last player could take the other side's trick; the blunder: a card that
  does not take it (not counted in Ninety-Nine, whose aim is the exact bid);
- `honour`: no legal card takes the other side's trick (in Shelem: the other side takes
  it for certain, as its aim says); the blunder: a ten or higher played while a lower card
  of its suit, worth no more points, was legal that is not equivalent to it (a card ranked
  between the two still out);
- `points` (Shelem): the other side takes the trick for certain and a card worth no
  points that does not win was legal; the blunder: a point card (five, ten, ace) given.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import attrs

from cardtable.ai import filters
from cardtable.ai.knowledge import hokm, joker_spades, shelem
from cardtable.ai.levels import SEARCH_LEVELS
from cardtable.rules.base import Action, Play, SeatView

KINDS = ("overtake", "duck", "honour", "points")

Spotter = Callable[[SeatView, Sequence[Action]], filters.Spot]

SPOTS: dict[str, Spotter] = {
    "hokm": hokm.spot,  # type: ignore[dict-item]
    "joker-spades": joker_spades.spot,  # type: ignore[dict-item]
    "shelem": shelem.spot,  # type: ignore[dict-item]
}
"""The games audited: the trick games with partners (Ninety-Nine has none, and its aim
makes ducking and shedding high cards right)."""


@attrs.define
class Tally:
    """Decisions of each kind and the blunders among them."""

    decisions: dict[str, int] = attrs.Factory(lambda: dict.fromkeys(KINDS, 0))
    blunders: dict[str, int] = attrs.Factory(lambda: dict.fromkeys(KINDS, 0))

    def add(self, kind: str, blunder: bool) -> None:
        self.decisions[kind] += 1
        self.blunders[kind] += int(blunder)

    def rate(self, kind: str) -> float | None:
        """Blunders per 100 decisions of the kind (None with no decision)."""
        n = self.decisions[kind]
        return 100.0 * self.blunders[kind] / n if n else None


def judge(game_id: str, view: SeatView, legal: Sequence[Action], card_played: Play
          ) -> list[tuple[str, bool]]:
    """The kinds this decision is of, each with whether the play was a blunder."""
    spotter = SPOTS.get(game_id)
    if spotter is None:
        return []
    spot = spotter(view, legal)
    aim = filters.AIMS[game_id]
    cards = spot.cards
    if spot.trick == 0 or len(cards) < 2:
        return []
    card = card_played.card
    out: list[tuple[str, bool]] = []
    under = [c for c in cards if c not in spot.wins]
    if spot.partner_certain and under:
        over = card in spot.wins
        if over and aim.bank_points:
            over = spot.points(card) <= max(spot.points(c) for c in under)
        out.append(("overtake", over))
    if spot.last and not spot.ours and spot.wins:
        out.append(("duck", card not in spot.wins))
    if not spot.ours and not spot.wins and (spot.certain or not aim.losers_need_certain):
        out.append(("honour", _honour_thrown(spot, aim, card)))
    if game_id == "shelem" and not spot.ours and spot.certain:
        if any(spot.points(c) == 0 for c in under):
            out.append(("points", card not in spot.wins and spot.points(card) > 0))
    return out


def _honour_thrown(spot: filters.Spot, aim: filters.Aim, card: object) -> bool:
    if getattr(card, "rank", None) not in filters.HONOURS:
        return False
    suit, strength = spot.order(card)  # type: ignore[arg-type]
    worth = spot.points(card)  # type: ignore[arg-type]
    return any(spot.order(c)[0] == suit and spot.order(c)[1] < strength
               and spot.points(c) <= worth
               and not filters.equivalent(spot, attrs.evolve(aim, equal_points=False),
                                          c, card)  # type: ignore[arg-type]
               for c in spot.cards)


def plays(raw: object) -> Iterator[tuple[SeatView, list[Action], Play]]:
    """Every card play of a record, with the SeatView and the legal actions of the seat
    that played it, as they were just before."""
    from cardtable.records import replay

    record, _ = replay(raw)
    state = None
    for round_record in record.rounds:
        if state is None:
            state = record.game.new_state(record.options, record.players, round_record.deal)
        else:
            state.start_round(round_record.deal)
        for action in round_record.actions:
            if isinstance(action, Play) and action.seat is not None:
                legal = [a for a in state.legal_actions() if a.seat == action.seat]
                yield state.view(action.seat), legal, action
            state.apply(action)


def audit_record(raw: object, seating: Sequence[str], tallies: dict[str, Tally]) -> None:
    """Count one record's decisions into `tallies`, by the level of the seat that played
    (`seating`: a level per seat)."""
    game_id = raw.get("game") if isinstance(raw, dict) else None
    if not isinstance(game_id, str) or game_id not in SPOTS:
        return
    for view, legal, action in plays(raw):
        tally = tallies.setdefault(seating[action.seat], Tally())  # type: ignore[index]
        for kind, blunder in judge(game_id, view, legal, action):
            tally.add(kind, blunder)


_NAME = re.compile(r"^(?P<game>[a-z0-9-]+)-(?P<deal>\d+)-(?P<turn>\d+)\.json$")


def seating_of(path: Path, levels: Sequence[str], players: int) -> tuple[str, ...]:
    """The levels round the table of a record `cardtable-cli play --record` wrote: its
    name ends in the index of the rotation of `levels` (cardtable/arena.py `rotations`)."""
    from cardtable.arena import rotations

    found = _NAME.match(path.name)
    seatings = rotations(levels, players)
    turn = int(found.group("turn")) if found else 0
    return seatings[turn % len(seatings)]


def audit_dir(directory: Path, levels: Sequence[str]) -> dict[str, dict[str, Tally]]:
    """Per game and level, the tallies of every record in `directory`."""
    out: dict[str, dict[str, Tally]] = {}
    for path in sorted(directory.glob("*.json")):
        raw = json.loads(path.read_text(encoding="utf-8"))
        game_id = raw.get("game")
        if game_id not in SPOTS:
            continue
        seating = seating_of(path, levels, int(raw.get("players", 4)))
        audit_record(raw, seating, out.setdefault(game_id, {}))
    return out


def audit_play(game_id: str, level: str, hands: int, seed: int | None,
               players: int = 4) -> dict[str, Tally]:
    """Play `hands` single-hand matches with `level` at every seat and audit them."""
    from cardtable.arena import Arena
    from cardtable.rules.registry import find_game

    game = find_game(game_id)
    arena = Arena(game, players, game.options_class(), [level], seed=seed, max_rounds=1,
                  max_actions=400)
    tallies: dict[str, Tally] = {}
    for deal in range(hands):
        for record in arena.play_deal(deal):
            audit_record(record.to_json(), [level] * players, tallies)
    return tallies


def table(results: dict[str, dict[str, Tally]]) -> str:
    """A Markdown table: per game and level, each kind's blunders per 100 decisions."""
    lines = ["| game | level | " + " | ".join(KINDS) + " |",
             "|---|---|" + "---|" * len(KINDS)]
    for game_id, by_level in results.items():
        for level, tally in by_level.items():
            cells = []
            for kind in KINDS:
                rate = tally.rate(kind)
                cells.append("-" if rate is None else
                             f"{rate:.1f} ({tally.blunders[kind]} of {tally.decisions[kind]})")
            lines.append(f"| {game_id} | {level} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m cardtable.ai.audit",
                                     description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play AI-only hands at one level and audit them")
    p.add_argument("--game", required=True, choices=sorted(SPOTS))
    p.add_argument("--ai", required=True, choices=("random", *SEARCH_LEVELS, "heuristic"),
                   help="the level at every seat")
    p.add_argument("--hands", type=int, default=20)
    p.add_argument("--seed", type=int)
    r = sub.add_parser("replay", help="audit the records `cardtable-cli play --record` wrote")
    r.add_argument("directory")
    r.add_argument("--ai", required=True, help="the levels given to `cardtable-cli play`")
    args = parser.parse_args(argv)
    if args.command == "play":
        results = {args.game: audit_play(args.game, args.ai, args.hands, args.seed)}
    else:
        levels = [x.strip() for x in args.ai.split(",") if x.strip()]
        results = audit_dir(Path(args.directory), levels)
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
