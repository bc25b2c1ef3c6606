"""One match at a table: which seats are human, the AI players, the record being written.

Pure Python: the UI drives it, the model decides every rule, and the record is the truth.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.ai.base import Player
from cardtable.ai.levels import make_player
from cardtable.records import Record, RoundRecord
from cardtable.rules.base import Action, Event, Game, IllegalAction, Options, State


class Session:
    def __init__(self, game: Game, options: Options, players: int, humans: Sequence[int],
                 ai_level: str = "easy", seed: int | None = None) -> None:
        self.game = game
        self.options = options
        self.players = game.check_players(players)
        self.humans = frozenset(humans)
        self.rng = random.Random(seed)
        self.ai: dict[int, Player] = {
            s: make_player(game.id, ai_level) for s in range(players) if s not in self.humans
        }
        self.state: State = game.empty_state(options, players)
        self.record = Record(game, players, options)
        self.on_change: Callable[[Session], None] | None = None

    # ------------------------------------------------------------------ flow

    def start(self) -> list[Event]:
        """The lot for the first roles (if the game has one) and the first deal."""
        roles, events = self.game.draw_roles(self.players, self.rng)
        return events + self._deal(roles)

    def next_round(self) -> list[Event]:
        if not self.state.round_over or self.state.match_over:
            raise IllegalAction("the next deal comes only between rounds of a match in play")
        return self._deal(self.state.next_roles())

    def _deal(self, roles: dict[str, int]) -> list[Event]:
        deal = self.game.random_deal(self.players, roles, self.rng, self.options)
        events = self.state.start_round(deal)
        self.record.rounds.append(RoundRecord(deal))
        self._changed()
        return events + self._chance()

    def apply(self, action: Action) -> list[Event]:
        """Play one decision (checked by the model) and write it into the record."""
        events = self.state.apply(action)
        self.record.rounds[-1].actions.append(action)
        events += self._chance()
        self._changed()
        return events

    def _chance(self) -> list[Event]:
        events: list[Event] = []
        while self.state.chance is not None:
            action = self.state.chance_action(self.rng)
            events += self.state.apply(action)
            self.record.rounds[-1].actions.append(action)
        return events

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # --------------------------------------------------------------- queries

    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    def human_to_act(self) -> bool:
        return self.state.to_act in self.humans

    def legal_for(self, seat: int) -> list[Action]:
        return [a for a in self.state.legal_actions() if a.seat == seat]

    def ai_job(self) -> tuple[Player, object, list[Action], random.Random]:
        """What an AI seat needs to decide, copied so it can run on another thread."""
        seat = self.state.to_act
        if seat is None or seat in self.humans:
            raise IllegalAction("no computer player is to act")
        rng = random.Random(self.rng.random())
        return self.ai[seat], self.state.view(seat), self.legal_for(seat), rng
