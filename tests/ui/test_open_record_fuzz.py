"""File → Open record and Resume, fed malformed files (issue 10): each gets a message and
no exception escapes; a bad save is kept aside, its bytes intact.

The notice (`notify`) does not block, but it is replaced here by a recorder so the test
reads exactly which message each file got.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable import records, storage
from cardtable.rules.registry import GAMES
from cardtable.ui import main_window
from cardtable.ui.app import create_app
from cardtable.ui.games.registry import GAME_UIS
from cardtable.ui.main_window import MainWindow


@pytest.fixture
def notices(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(main_window, "notify",
                        lambda parent, title, text: shown.append((title, text)))
    return shown


def make_window(qtbot) -> MainWindow:
    app, localizer, settings = create_app([])
    localizer.set_language("en")
    win = MainWindow(localizer, settings)
    win.set_speed("instant")
    qtbot.addWidget(win)
    win.show()
    return win


def record_of(game_id: str, steps: int, seed: int) -> dict:
    game = GAMES[game_id]
    rng = random.Random(seed)
    options = game.options_class()
    state = game.new_match(options, game.min_players if game_id not in ("hokm", "shelem",
                                                                        "joker-spades") else 4,
                           rng)
    rounds = [records.RoundRecord(state.deals[0])]
    for _ in range(steps):
        if state.round_over:
            break
        action = (state.chance_action(rng) if state.chance is not None
                  else state.legal_actions()[0])
        state.apply(action)
        rounds[-1].actions.append(action)
    return records.Record(game, state.players, options, rounds).to_json()


def damage(data: bytes, rng: random.Random) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 5)):
        i = rng.randrange(len(b))
        if rng.random() < 0.5:
            del b[i:i + rng.randint(1, 6)]
        else:
            b[i:i] = bytes(rng.choice(b'{}[]",:09-ASHDCnul') for _ in range(3))
    return bytes(b)


def bad_files(rng: random.Random) -> list[tuple[str, bytes]]:
    good = json.dumps(record_of("hokm", 6, 1)).encode()
    out = [("empty", b""), ("not JSON", b"{nope"), ("truncated", good[: len(good) // 2]),
           ("array", b"[1, 2]"), ("not UTF-8", b"\xff\xfe{"), ("nested", b"[" * 50_000),
           ("binary", bytes(rng.randrange(256) for _ in range(200)))]
    raw = json.loads(good)
    raw["game"] = "poker"
    out.append(("unknown game", json.dumps(raw).encode()))
    raw = json.loads(good)
    raw["options"] = {"nope": 1}
    out.append(("unknown option", json.dumps(raw).encode()))
    raw = json.loads(good)
    raw["rounds"][0]["deal"]["hands"][0][0] = "ZZ"
    out.append(("card not in the pack", json.dumps(raw).encode()))
    raw = json.loads(good)
    raw["rounds"][0]["deal"]["hands"][0][0] = raw["rounds"][0]["deal"]["hands"][1][0]
    out.append(("duplicated card", json.dumps(raw).encode()))
    raw = json.loads(good)
    raw["rounds"][0]["actions"][0]["seat"] = (raw["rounds"][0]["actions"][0]["seat"] + 1) % 4
    out.append(("wrong seat", json.dumps(raw).encode()))
    raw = json.loads(good)
    raw["rounds"][0]["actions"][1]["type"] = ["play"]
    out.append(("action type of the wrong type", json.dumps(raw).encode()))
    for game_id in sorted(GAMES):
        data = json.dumps(record_of(game_id, 8, 2)).encode()
        out += [(f"damaged {game_id}", damage(data, rng)) for _ in range(3)]
    return out


def test_open_record_answers_every_bad_file_with_a_message(qtbot, tmp_path, notices):
    win = make_window(qtbot)
    tried = failed = 0
    for kind, data in bad_files(random.Random(5)):
        path = tmp_path / "record.json"
        path.write_bytes(data)
        notices.clear()
        tried += 1
        opened = win.replay_file(str(path))  # an exception here fails the test
        qtbot.wait(1)
        if not opened:
            failed += 1
            assert len(notices) == 1, kind
            title, text = notices[0]
            assert title == "Open record" and len(text) > 30, (kind, text)
            assert "Traceback" not in text
        else:  # byte damage that left a valid record: it is shown
            assert not notices and win.table.replaying, kind
    assert failed >= 13, f"only {failed} of {tried} files were refused"
    print(f"\nFile > Open record: {tried} malformed files tried, {failed} refused with a "
          f"message, {tried - failed} still valid records")


def test_open_record_of_an_enormous_file_is_refused_at_once(qtbot, tmp_path, notices):
    win = make_window(qtbot)
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(records.MAX_BYTES + 10)
    assert win.replay_file(str(path)) is False
    assert "MiB" in notices[0][1]
    assert win.replay_file(str(tmp_path / "missing.json")) is False
    assert "no such file" in notices[1][1]


def test_a_valid_record_still_opens(qtbot, tmp_path, notices):
    win = make_window(qtbot)
    path = tmp_path / "good.json"
    path.write_text(json.dumps(record_of("hokm", 6, 3)), encoding="utf-8")
    assert win.replay_file(str(path)) is True
    assert not notices and win.table.replaying


def bad_saves(rng: random.Random) -> list[tuple[str, bytes]]:
    game_id = next(g for g in sorted(GAME_UIS) if g in GAMES)
    good = {"format": storage.SAVE_FORMAT, "humans": [0], "ai_level": "easy",
            "record": record_of(game_id, 5, 4)}
    out = [("truncated", json.dumps(good).encode()[:-30]), ("not JSON", b"\x00\x01"),
           ("newer format", json.dumps({**good, "format": "cardtable-save/9"}).encode())]
    for key, value in (("humans", "0"), ("humans", [9]), ("ai_level", None),
                       ("record", {"format": "cardtable-record/1", "game": "poker"})):
        out.append((f"{key} = {value!r}", json.dumps({**good, key: value}).encode()))
    return out


def test_a_bad_save_gets_a_message_and_is_kept(qtbot, notices):
    """Both places a save is read: at start (read_save) and on Resume (Session.from_save)."""
    path = storage.save_path()
    for kind, data in bad_saves(random.Random(6)):
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.iterdir():
            old.unlink()
        path.write_bytes(data)
        notices.clear()
        win = make_window(qtbot)
        if win.saved is not None:  # it reads as a save: Resume finds the fault
            win.resume_saved()
        qtbot.waitUntil(lambda: len(notices) == 1, timeout=3000)
        title, text = notices[0]
        assert title == "Saved game" and "kept as" in text, (kind, text)
        assert not path.exists()
        kept = [p.read_bytes() for p in Path(path.parent).glob(path.name + ".broken-*")]
        assert kept == [data], kind
        assert not win.library.banner.isVisible()
        win.close()
