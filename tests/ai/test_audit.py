"""The blunder audit (cardtable/ai/audit.py) on records built by hand: each kind counted
where it applies, a blunder only where the play was one, by the level of the seat."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import test_knowledge_hokm as hokm_t
import test_knowledge_joker_spades as spades_t
import test_knowledge_shelem as shelem_t

from cardtable.ai import audit
from cardtable.cards import Card, Suit
from cardtable.records import Record, RoundRecord
from cardtable.rules.base import Action, ChooseTrump, Play
from cardtable.rules.hokm import HOKM, HokmOptions
from cardtable.rules.joker_spades import JOKER_SPADES, JokerSpadesOptions
from cardtable.rules.joker_spades import Bid as JsBid
from cardtable.rules.shelem import SHELEM, Bid, Discard, Pass, ShelemOptions


def hokm_record(hands: Sequence[str], plays: str, trump: str = "H") -> dict[str, object]:
    """A Hokm record, hakem 0, stopping after `plays` (cards, in turn from seat 0)."""
    deal = hokm_t.deal(hands, hakem=0)
    actions: list[Action] = [ChooseTrump(0, Suit.parse(trump))]
    for i, code in enumerate(plays.split()):
        actions.append(Play(i % 4, Card.parse(code)))
    return Record(HOKM, 4, HokmOptions(), [RoundRecord(deal, actions)]).to_json()


def counted(raw: dict[str, object], seating: Sequence[str] = ("x",) * 4
            ) -> dict[str, audit.Tally]:
    tallies: dict[str, audit.Tally] = {}
    audit.audit_record(raw, seating, tallies)
    return tallies


DUCK = ["5C", "2C", "KC", "2H 9H 4D 5D 6D 7D 8D 9D TD JD QD KD AD"]


def test_a_last_player_that_does_not_take_the_trick_ducks():
    ducked = counted(hokm_record(DUCK, "5C 2C KC 4D"))["x"]
    assert (ducked.decisions["duck"], ducked.blunders["duck"]) == (1, 1)
    took = counted(hokm_record(DUCK, "5C 2C KC 2H"))["x"]
    assert (took.decisions["duck"], took.blunders["duck"]) == (1, 0)
    assert took.rate("duck") == 0.0 and ducked.rate("duck") == 100.0


def test_an_honour_thrown_under_the_opponents_winner():
    hands = ["AC 4H", "KC 3C", "QC"]
    thrown = counted(hokm_record(hands, "AC KC"))["x"]
    assert (thrown.decisions["honour"], thrown.blunders["honour"]) == (1, 1)
    low = counted(hokm_record(hands, "AC 3C"))["x"]
    assert (low.decisions["honour"], low.blunders["honour"]) == (1, 0)


def test_an_honour_equivalent_to_the_lower_card_is_no_blunder():
    # The queen is seat 1's own: king and queen play alike, either may go.
    thrown = counted(hokm_record(["AC 4H", "KC QC"], "AC KC"))["x"]
    assert thrown.blunders["honour"] == 0 and thrown.decisions["honour"] == 1


def test_overtaking_the_partners_certain_winner():
    hands = ["5C", "KC", "2C", "AC 3C"]
    over = counted(hokm_record(hands, "5C KC 2C AC"))["x"]
    assert (over.decisions["overtake"], over.blunders["overtake"]) == (1, 1)
    assert over.decisions["duck"] == 0  # the partner wins: nothing to take
    under = counted(hokm_record(hands, "5C KC 2C 3C"))["x"]
    assert (under.decisions["overtake"], under.blunders["overtake"]) == (1, 0)


def logged(state: Any, actions: list[Action], text: str) -> None:
    """Play cards in turn on `state`, writing them into `actions`."""
    for code in text.split():
        action = Play(state.turn, Card.parse(code))
        state.apply(action)
        actions.append(action)


def shelem_record(last: str) -> dict[str, object]:
    """The knowledge tests' Shelem position: seat 1 has trumped seat 0's queen of clubs
    and seat 2, its partner's trick lost for certain, plays `last`."""
    state = shelem_t.new(shelem_t.PLAY, shelem_t.PLAY_KITTY)
    deal = state._deals[-1]  # the deal the test helper built
    actions: list[Action] = [Bid(0, 100), Pass(1), Pass(2), Pass(3),
                             Discard(0, tuple(shelem_t.cards(shelem_t.PLAY_KITTY)))]
    for a in actions:
        state.apply(a)
    logged(state, actions, "AS 3S 2S 2D QC 8S " + last)
    return Record(SHELEM, 4, ShelemOptions(), [RoundRecord(deal, actions)]).to_json()


def test_shelem_points_given_to_the_other_sides_certain_trick():
    # (The first trick's plays under the ace of trumps are decisions of the kind too.)
    given = counted(shelem_record("5C"))["x"]
    kept = counted(shelem_record("2C"))["x"]
    assert given.decisions["points"] == kept.decisions["points"] >= 1
    assert (given.blunders["points"], kept.blunders["points"]) == (1, 0)


def test_spades_with_jokers_ducking_counted():
    state = spades_t.new(["5C", "2C", "KC", "2S 9S 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"],
                         dealer=3)
    deal = state._deals[-1]
    actions: list[Action] = []
    while state.phase == "bidding":
        bid = JsBid(state.turn, 2)
        state.apply(bid)
        actions.append(bid)
    logged(state, actions, "5C 2C KC 3D")
    raw = Record(JOKER_SPADES, 4, JokerSpadesOptions(), [RoundRecord(deal, actions)]).to_json()
    tally = counted(raw)["x"]
    assert (tally.decisions["duck"], tally.blunders["duck"]) == (1, 1)


def test_records_of_the_cli_are_counted_by_the_level_at_the_seat(tmp_path: Path):
    # cardtable-cli play --ai hard,normal writes rotation 1 as normal, hard, normal, hard:
    # seat 3, the one that ducks, is hard's.
    (tmp_path / "hokm-00000-1.json").write_text(json.dumps(hokm_record(DUCK, "5C 2C KC 4D")))
    (tmp_path / "notes.txt").write_text("not a record")
    results = audit.audit_dir(tmp_path, ["hard", "normal"])
    assert results["hokm"]["hard"].blunders["duck"] == 1
    assert results["hokm"]["normal"].decisions["duck"] == 0
    text = audit.table(results)
    assert "| hokm | hard | - | 100.0 (1 of 1) |" in text


def test_a_game_without_the_kinds_is_not_counted():
    assert audit.judge("ninety-nine", None, [], Play(0, Card.parse("AS"))) == []  # type: ignore[arg-type]


def test_shelem_a_king_kept_back_from_a_ten_is_no_thrown_honour():
    # Shelem: under the other side's certain trick the ten (10 points) is lower than the
    # king but worth more: giving the king is right, and not counted.
    from cardtable.ai import filters
    from cardtable.ai.knowledge import shelem as shelem_k

    spot = filters.Spot(
        plays=tuple(Play(2, Card.parse(c)) for c in ("KC", "TC")), trick=2, last=False,
        ours=False, certain=True, wins=frozenset(), order=shelem_k._order,
        between=shelem_k._BETWEEN, known=frozenset(), points=shelem_k.card_points)
    aim = filters.AIMS["shelem"]
    assert not audit._honour_thrown(spot, aim, Card.parse("KC"))
    assert audit._honour_thrown(filters.Spot(
        plays=tuple(Play(2, Card.parse(c)) for c in ("KC", "9C")), trick=2, last=False,
        ours=False, certain=True, wins=frozenset(), order=shelem_k._order,
        between=shelem_k._BETWEEN, known=frozenset(), points=shelem_k.card_points),
        aim, Card.parse("KC"))
