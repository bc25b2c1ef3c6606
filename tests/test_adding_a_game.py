"""A new game reaches every registry through its descriptor alone (docs/adding-a-game.md).

High Card (tests/tiny_game.py: rules, knowledge, heuristic, checks, descriptor;
tests/tiny_game_table.py: its table) is registered with `cardtable.descriptor.register`
and nothing else; the rules registry, the AI levels, the knowledge lookup, the library,
the tables' registry, the invariant checks, the conformance suite and the records then all
know it. Registered for one test at a time, then removed.
"""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import tiny_game
import tiny_game_ai

from cardtable import invariants, records
from cardtable.ai.knowledge import knowledge_for
from cardtable.ai.levels import make_player, player_names
from cardtable.ai.random_player import RandomPlayer
from cardtable.ai.search import SearchPlayer
from cardtable.descriptor import (
    GameDescriptor,
    descriptors,
    find_descriptor,
    register,
    unregister,
)
from cardtable.rules.base import RecordError
from cardtable.rules.registry import GAMES, find_game
from tests.scripts import load_script

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent


@pytest.fixture
def high_card():
    register(tiny_game.DESCRIPTOR)
    yield tiny_game.DESCRIPTOR
    unregister("high-card")


def test_unregistered_the_game_is_unknown_everywhere():
    assert find_descriptor("high-card") is None
    assert "high-card" not in GAMES
    with pytest.raises(RecordError, match="unknown game 'high-card'"):
        find_game("high-card")


def test_the_rules_registry_sees_it(high_card):
    assert find_game("high-card") is tiny_game.HIGH_CARD
    assert GAMES["high-card"] is tiny_game.HIGH_CARD
    assert list(GAMES)[-1] == "high-card"  # after the built-in games
    assert descriptors()[-1] is high_card


def test_the_ai_levels_and_the_knowledge_see_it(high_card):
    assert knowledge_for("high-card") is tiny_game_ai.KNOWLEDGE
    assert isinstance(make_player("high-card", "heuristic"), tiny_game_ai.HighCardHeuristic)
    assert isinstance(make_player("high-card", "random"), RandomPlayer)
    search = make_player("high-card", "hard")
    assert isinstance(search, SearchPlayer) and search.knowledge is tiny_game_ai.KNOWLEDGE
    assert player_names("high-card") == ("random", "easy", "normal", "hard", "heuristic")
    state = tiny_game.HIGH_CARD.new_match(tiny_game.HighCardOptions(), 2, random.Random(1))
    view = state.view(0)
    legal = state.legal_actions()
    assert search.choose(view, legal, random.Random(2)) in legal


def test_the_invariant_checks_use_its_own(high_card):
    game = find_game("high-card")
    assert invariants.OPTION_VALUES["high-card"] == {"rounds": (1, 3)}
    sets = invariants.option_sets(game, 2)
    assert [o.rounds for o in sets] == [1, 3]
    tiny_game.CHECKED.clear()
    state = game.new_match(sets[1], 2, random.Random(3))
    while not state.match_over:
        if state.round_over:
            state.start_round(game.random_deal(2, {}, random.Random(4), state.options))
        invariants.check_state(state)
        state.apply(state.legal_actions()[0])
    invariants.check_state(state)
    assert tiny_game.CHECKED == [3]  # its check ran, at the end of the last round
    # Its secret is enforced: a view showing the other's card breaks the invariant.
    state = game.new_match(sets[0], 2, random.Random(5))
    leaky = state.view(0)
    object.__setattr__(leaky, "hands", tuple(tuple(h) for h in state.hands))
    state.view = lambda seat: leaky  # type: ignore[method-assign]
    with pytest.raises(invariants.InvariantError, match="the rules hide from it"):
        invariants.check_state(state)


def test_the_conformance_suite_plays_it(high_card):
    conformance = load_script(TESTS / "rules" / "test_conformance.py", "conformance")
    assert conformance.allowed_counts(find_game("high-card")) == [2]
    seeds = conformance.run_seeds(find_game("high-card"), 2, 0, 0.5, full=True)
    assert seeds >= 1


def test_a_record_of_it_replays(high_card):
    raw = {"format": records.FORMAT, "game": "high-card", "players": 2,
           "options": {"rounds": 3},
           "rounds": [{"deal": {"hands": [["KS"], ["AS"]]},
                       "actions": [{"seat": 0, "type": "play", "card": "KS"},
                                   {"seat": 1, "type": "play", "card": "AS"}]}]}
    _, state = records.replay(json.loads(json.dumps(raw)))
    assert records.summary(state)["totals"] == [0, 1]
    bad = dict(raw, rounds=[{"deal": {"hands": [["KS"], ["AS"]]},
                             "actions": [{"seat": 1, "type": "play", "card": "AS"}]}])
    with pytest.raises(records.RecordProblem, match="illegal action"):
        records.replay(bad)


def test_a_descriptor_is_checked_before_it_is_trusted(high_card):
    with pytest.raises(ValueError, match="already registered"):
        register(tiny_game.DESCRIPTOR)
    with pytest.raises(ValueError, match="game id"):
        GameDescriptor(id="High Card", rules=tiny_game.HIGH_CARD, name="High Card")
    wrong = GameDescriptor(id="low-card", rules="tiny_game:HIGH_CARD", name="Low Card")
    with pytest.raises(TypeError, match="is not the Game 'low-card'"):
        _ = wrong.game


LIST_THE_LIBRARY = """
import sys
sys.path.insert(0, {tests!r})
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
import tiny_game
from cardtable.descriptor import register
register(tiny_game.DESCRIPTOR)
from cardtable.ui import catalog
rows = [(g, catalog.game_name(g), catalog.game_players(g), catalog.playable(g))
        for g in catalog.ORDER]
listing = sorted(m for m in sys.modules if m.startswith(("cardtable.ai", "cardtable.ui.games",
                                                         "tiny_game_")))
from cardtable.ui.games.registry import GAME_UIS
assert "high-card" in GAME_UIS and "hokm" in GAME_UIS and "nothing" not in GAME_UIS
looked_up = sorted(m for m in sys.modules if m.startswith(("cardtable.ai", "cardtable.ui.games",
                                                           "tiny_game_")))
print(repr((rows[-1], rows[0], rows[1], listing, looked_up)))
"""


def test_the_library_lists_it_and_imports_no_table_and_no_ai():
    """In a fresh interpreter, as at start-up: listing the games (names, player counts,
    playable) imports no table module and no AI module; asking which games have a table
    imports the tables' base class (and with it the session and the AI levels) but no
    game's table and none of the search, knowledge or heuristics."""
    out = subprocess.run([sys.executable, "-c", LIST_THE_LIBRARY.format(tests=str(TESTS))],
                         cwd=REPO, capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    last, hokm, shelem, listing, looked_up = ast.literal_eval(out.stdout.strip())
    assert last == ("high-card", "High Card", "2 players", True)
    assert hokm == ("hokm", "Hokm", "4 players", True)
    assert shelem == ("shelem", "Shelem", "2 or 4 players", True)
    assert listing == []
    assert set(looked_up) <= {"cardtable.ai", "cardtable.ai.base", "cardtable.ai.levels",
                              "cardtable.ai.random_player", "cardtable.ui.games",
                              "cardtable.ui.games.base", "cardtable.ui.games.registry"}


def test_its_table_opens_from_the_library_and_plays_a_match(qtbot, high_card):
    from PySide6.QtCore import Qt

    from cardtable.ui.app import create_app
    from cardtable.ui.games.registry import GAME_UIS
    from cardtable.ui.main_window import MainWindow

    assert GAME_UIS["high-card"].__name__ == "HighCardUI"
    _, localizer, settings = create_app([])
    localizer.set_language("en")
    settings.speed = "instant"
    window = MainWindow(localizer, settings)
    window.set_speed("instant")
    window.resize(1180, 780)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        tile = next(t for t in window.library.tiles if t.game_id == "high-card")
        qtbot.waitUntil(lambda: tile.players.text() != "", timeout=3000)  # after the show
        assert tile.title.text() == "High Card" and tile.players.text() == "2 players"
        assert tile.button.isEnabled() and not tile.rules.isVisible()
        window.start_game("high-card", tiny_game.HighCardOptions(), "random", seed=3)
        table = window.table
        session = table.session
        qtbot.waitUntil(lambda: session.human_to_act() and not table.view.animator.busy,
                        timeout=10000)
        target = table.view.playable_sprites()[0]
        assert target.card in session.state.hands[table.human]
        point = table.view.mapFromScene(target.sceneBoundingRect().center())
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: session.state.match_over, timeout=10000)
        assert sum(session.state.totals) == 1
        summary = table.ui.summary
        qtbot.waitUntil(summary.isVisible, timeout=10000)
        assert "took the round" in table.ui.summary_text.text()
    finally:
        window.table.stop()
