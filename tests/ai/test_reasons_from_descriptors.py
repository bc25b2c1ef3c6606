"""Each game's reasons come through its descriptor: the explainer it names (or none), not
from a list of games in cardtable/ai/reasons. A game that names no explainer gives no
reason; one whose explainer is named answers for its own positions only."""

from __future__ import annotations

import random

import attrs

from cardtable.ai.reasons import Reason, explain
from cardtable.descriptor import descriptors, find_descriptor, register, unregister
from cardtable.rules.base import ChooseTrump
from cardtable.rules.registry import find_game

EXPLAINING = {"hokm", "shelem", "ninety-nine", "joker-spades", "twenty-one"}


def test_the_games_that_explain_name_their_explainer():
    from cardtable.descriptor import descriptors

    named = {d.id for d in descriptors() if d.explain is not None}
    assert named == EXPLAINING


def hokm_trump_position():
    game = find_game("hokm")
    rng = random.Random(1)
    state = game.new_match(game.options_class(), 4, rng)
    seat = state.to_act
    legal = state.legal_actions()
    return state.view(seat), legal, next(a for a in legal if isinstance(a, ChooseTrump))


def test_the_reason_comes_from_the_named_explainer():
    view, legal, _ = hokm_trump_position()
    longest = max(legal, key=lambda a: sum(1 for c in view.hand if c.suit is a.suit))
    reason = explain(view, legal, longest, "hokm")
    assert reason is not None and reason.code == "trump_longest"
    assert explain(view, legal, longest) == reason  # found without the game's id too
    assert explain(view, legal, longest, "shelem") is None  # Shelem's knows no Hokm view


def test_a_descriptor_without_an_explainer_gives_no_reason_and_another_is_used():
    view, legal, action = hokm_trump_position()
    hokm = find_descriptor("hokm")
    assert hokm is not None
    before = descriptors()
    unregister("hokm")
    try:
        register(attrs.evolve(hokm, explain=None))
        assert explain(view, legal, action, "hokm") is None
        register_own = attrs.evolve(hokm, explain=lambda *_: Reason("own"))
        unregister("hokm")
        register(register_own)
        assert explain(view, legal, action, "hokm") == Reason("own")
    finally:
        # Every game back in its place: the library's order is the registry's.
        for d in descriptors():
            unregister(d.id)
        for d in before:
            register(d)
