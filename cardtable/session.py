"""One match at a table: which seats are human, the AI players, the record being written.

Pure Python: the UI drives it, the model decides every rule, and the record is the truth.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cardtable.ai.base import Player, interject
from cardtable.ai.levels import make_player
from cardtable.records import Record, RecordProblem, RoundRecord, replay
from cardtable.rules.base import Action, Event, Game, IllegalAction, Options, SeatView, State
from cardtable.storage import SAVE_FORMAT

if TYPE_CHECKING:
    from cardtable.ai.reasons import Reason


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
        self.ai_level = ai_level
        self.state: State = game.empty_state(options, players)
        self.record = Record(game, players, options)
        self.on_change: Callable[[Session], None] | None = None
        self.redo_stack: list[list[Action]] = []
        self.counted = False  # the finished match is in the statistics
        self._asked: set[tuple[int, int, int]] = set()

    # ---------------------------------------------------------- saving

    def to_save(self) -> dict[str, object]:
        """The game in progress as a save: its record, who is human, the AI level."""
        return {"format": SAVE_FORMAT, "humans": sorted(self.humans),
                "ai_level": self.ai_level, "record": self.record.to_json()}

    @classmethod
    def from_record(cls, record: Record, humans: list[int], ai_level: str = "easy"
                    ) -> Session:
        """A session at the point where a (checked) record stops."""
        _, state = replay(record.to_json())
        session = cls(record.game, record.options, record.players, humans, ai_level)
        session.record = Record(record.game, record.players, record.options,
                                [RoundRecord(r.deal, list(r.actions)) for r in record.rounds])
        session.state = state
        return session

    def take_seats(self, humans: list[int]) -> None:
        """Change who is human (a replay handed over to the player)."""
        self.humans = frozenset(humans)
        self.ai = {s: make_player(self.game.id, self.ai_level)
                   for s in range(self.players) if s not in self.humans}

    @classmethod
    def from_save(cls, raw: dict[str, object]) -> Session:
        """Rebuild a session from a save (RecordProblem or ValueError when it is unusable)."""
        humans = raw.get("humans")
        level = raw.get("ai_level")
        if not isinstance(humans, list) or not all(isinstance(h, int) for h in humans):
            raise ValueError("the save does not say which seats are human")
        if not isinstance(level, str):
            raise ValueError("the save does not give the computer players' level")
        record, state = replay(raw.get("record"))
        if any(not 0 <= h < record.players for h in humans):
            raise ValueError("the save names a seat the game does not have")
        session = cls(record.game, record.options, record.players, humans, level)
        session.record = record
        session.state = state
        return session

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
        events = self._apply(action)
        self.redo_stack.clear()
        self._changed()
        return events

    def _apply(self, action: Action, chance: bool = True) -> list[Event]:
        events = self.state.apply(action)
        self.record.rounds[-1].actions.append(action)
        return events + self._chance() if chance else events

    # ------------------------------------------------------------ undo

    def can_undo(self) -> bool:
        return self._last_human_index() is not None

    def _last_human_index(self) -> int | None:
        if not self.record.rounds or self.state.match_over:
            return None
        actions = self.record.rounds[-1].actions
        for i in range(len(actions) - 1, -1, -1):
            if actions[i].seat in self.humans:
                return i
        return None

    def undo(self) -> None:
        """Take back the human's last decision of this round and everything after it: the
        record is cut there and replayed, so it stays the truth."""
        index = self._last_human_index()
        if index is None:
            raise IllegalAction("there is no move of yours to take back in this round")
        actions = self.record.rounds[-1].actions
        self.redo_stack.append(actions[index:])
        del actions[index:]
        self._replay()
        self._changed()

    def redo(self) -> None:
        if not self.redo_stack:
            raise IllegalAction("there is nothing to redo")
        # The chance draws are in the segment as they fell: replay them, draw none anew.
        for action in self.redo_stack.pop():
            self._apply(action, chance=False)
        self._chance()
        self._changed()

    def _replay(self) -> None:
        try:
            self.record, self.state = replay(self.record.to_json())
        except RecordProblem as exc:  # cannot happen for a record the model wrote
            raise IllegalAction(f"the record could not be replayed: {exc}") from None

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

    def legal_for(self, seat: int) -> Sequence[Action]:
        """What `seat` may do now: its own actions, and when it is the one to act, the
        actions it takes for a seat that is not a player (Ninety-Nine's dummy)."""
        state = self.state
        acting = state.to_act == seat
        legal = state.legal_actions()
        if not isinstance(legal, list):
            # Listed lazily (Cheat's plays can number in the millions): every action in
            # such a sequence is the seat to act's own, and it is never copied.
            return legal if acting else []
        return [a for a in legal
                if a.seat == seat or (acting and (a.seat is None or a.seat >= state.players))]

    def out_of_turn(self, seat: int) -> list[Action]:
        """Actions `seat` may take although it is not its turn (a "last card" call)."""
        state = self.state
        if state.to_act == seat or state.round_over:
            return []
        legal = state.legal_actions()
        if not isinstance(legal, list):  # lazily listed: the seat to act's only
            return []
        return [a for a in legal if a.seat == seat]

    def ai_interjections(self) -> list[Event]:
        """Let every computer seat not on turn take, or decline, what the rules let it do
        now. Each seat is asked once per position, so a refusal is not asked again."""
        events: list[Event] = []
        while (job := self.interjection_job()) is not None:
            _, player, view, legal, rng = job
            action = interject(player, view, legal, rng)
            if action is not None:
                events += self.apply(action)
        return events

    def interjection_job(self) -> tuple[int, Player, SeatView, list[Action], random.Random
                                        ] | None:
        """The next computer seat not on turn to ask whether it acts now (marked as asked,
        so a refusal is not asked again), with what it needs to decide on another thread;
        None when every such seat has been asked."""
        for seat in sorted(self.ai):
            if self.state.round_over:
                break
            legal = self.out_of_turn(seat)
            key = (seat, len(self.record.rounds), len(self.record.rounds[-1].actions))
            if not legal or key in self._asked:
                continue
            self._asked.add(key)
            return seat, self.ai[seat], self.state.view(seat), legal, random.Random(
                self.rng.random())
        return None

    def ai_job(self) -> tuple[Player, object, Sequence[Action], random.Random]:
        """What an AI seat needs to decide, copied so it can run on another thread."""
        seat = self.state.to_act
        if seat is None or seat in self.humans:
            raise IllegalAction("no computer player is to act")
        rng = random.Random(self.rng.random())
        return self.ai[seat], self.state.view(seat), self.legal_for(seat), rng

    def hint_reason(self, seat: int, action: Action) -> Reason | None:
        """Why `action` is the hint for `seat` now, from what that seat sees
        (the explainer its descriptor names, cardtable/ai/reasons); None where no short
        reason is known."""
        # Imported here: the reasons read the game's knowledge, which the library and the
        # start of the app do not need.
        from cardtable.ai.reasons import explain

        return explain(self.state.view(seat), self.legal_for(seat), action, self.game.id)
