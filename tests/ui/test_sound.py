"""Sound effects: each model event's sound (cardtable/ui/sound.py), heard through a test
double of the player at the table, the settings (off is silent, the volume is applied,
both remembered), silence without a word where there is no audio, and the self-test."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable.rules
from cardtable.cards import Card, Rank, Suit
from cardtable.rules.base import (
    CardMoved,
    Decided,
    Event,
    MatchOver,
    RoundScored,
    RoundStarted,
    TrickWon,
    TrumpNamed,
)
from cardtable.ui import sound as S
from cardtable.ui.sound import EVENT_SOUNDS, SOUND_NAMES, SoundCues, SoundPlayer, Sounds

ROOT = Path(__file__).resolve().parents[2]
AS, KH = Card.parse("AS"), Card.parse("KH")


class Recorder(SoundPlayer):
    """The test double: what would have been heard, at what volume."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.heard.append((name, volume))

    @property
    def names(self) -> list[str]:
        return [n for n, _ in self.heard]


def rules_events() -> list[type[Event]]:
    for info in pkgutil.iter_modules(cardtable.rules.__path__):
        importlib.import_module(f"cardtable.rules.{info.name}")
    found, todo = [], list(Event.__subclasses__())
    while todo:
        kind = todo.pop()
        todo += kind.__subclasses__()
        if kind.__module__.startswith("cardtable.rules."):
            found.append(kind)
    return found


def key(kind: type) -> str:
    return f"{kind.__module__.rpartition('.')[2]}.{kind.__name__}"


# ------------------------------------------------------------------ the one table


def test_every_event_the_rules_send_is_in_the_table_and_nothing_else():
    kinds = rules_events()
    assert len(kinds) > 60
    missing = [key(k) for k in kinds if key(k) not in EVENT_SOUNDS
               and k.__name__ not in EVENT_SOUNDS]
    assert missing == []
    known = {key(k) for k in kinds} | {k.__name__ for k in kinds}
    assert sorted(set(EVENT_SOUNDS) - known) == []  # no entry for an event gone
    for entry in EVENT_SOUNDS.values():
        name = entry[0] if isinstance(entry, tuple) else entry
        assert name is None or name in SOUND_NAMES


def test_each_sound_is_made_by_some_event():
    made = {e[0] if isinstance(e, tuple) else e for e in EVENT_SOUNDS.values()}
    made |= {"deal", "turn", "round_lost"}  # worked out from CardMoved, the table, a result
    assert made - {None} == set(SOUND_NAMES)


def cues(events, human=0, outcome=None):
    return SoundCues(human, lambda: outcome).for_events(events)


def test_the_base_events_sound():
    assert cues([RoundStarted(1, {})]) == ["shuffle"]
    assert cues([CardMoved(AS, ("hand", 1), ("trick",), True)]) == ["card"]
    assert cues([TrickWon(2, (AS, KH), ("won", 0))]) == ["trick"]
    assert cues([TrumpNamed(0, Suit.SPADES)]) == ["bid"]
    assert cues([Decided(1, "bam", True)]) == ["bid"]


def test_the_games_own_events_sound_by_the_table():
    from cardtable.rules import cheat, mau_mau, shelem

    assert cues([shelem.BidMade(1, 120)]) == ["bid"]
    assert cues([shelem.Passed(1)]) == ["bid"]
    assert cues([mau_mau.Passed(1)]) == [None]  # a draw and move on: no announcement
    assert cues([cheat.Claimed(1, 2, Rank.KING)]) == ["bid"]
    assert cues([cheat.Responded(2, True)]) == ["bid"]  # "Cheat!"
    assert cues([cheat.Responded(2, False)]) == [None]  # letting it pass says nothing
    assert cues([cheat.PileTaken(1, 4)]) == ["trick"]


def test_a_deal_sounds_once_a_packet():
    events = [RoundStarted(1, {})]
    events += [CardMoved(c, ("deck",), ("hand", 0), False) for c in (AS, KH)]
    events += [CardMoved(c, ("deck",), ("hand", 1), False) for c in (AS, KH)]
    events.append(CardMoved(AS, ("hand", 0), ("trick",), True))
    assert cues(events) == ["shuffle", "deal", None, "deal", None, "card"]


@pytest.mark.parametrize(("outcome", "heard"), [(1.0, "round_won"), (0.8, "round_won"),
                                                 (0.0, "round_lost"), (0.5, None),
                                                 (None, None)])
def test_a_round_is_won_or_lost_for_the_human(outcome, heard):
    scored = RoundScored((1, 0), (1, 0), {})
    assert cues([scored], outcome=outcome) == [heard]


def test_the_match_result_stands_for_the_last_round():
    scored = RoundScored((1, 0, 1, 0), (7, 3, 7, 3), {})
    assert cues([scored, MatchOver((0, 2))], human=2, outcome=1.0) == [None, "match_won"]
    assert cues([scored, MatchOver((1, 3))], human=0, outcome=0.0) == [None, "round_lost"]
    assert cues([scored, MatchOver(())], outcome=0.5) == [None, None]  # a fortune, alone


def test_the_outcome_is_the_computer_players_measure():
    import random

    from cardtable.rules.hokm import HOKM

    rng = random.Random(5)
    state = HOKM.new_match(HOKM.options_class(), 4, rng)
    assert S.round_outcome(state, 0) is None  # nothing scored yet
    while not state.round_over:
        state.apply(rng.choice(state.legal_actions()))
    points = state.results[-1].points
    won = [seat for seat in range(4) if points[seat] > 0]
    assert len(won) == 2
    for seat in range(4):
        value = S.round_outcome(state, seat)
        assert value is not None and (value > 0.5) == (seat in won)


# ------------------------------------------------------------ the player and settings


def test_sound_off_plays_nothing_and_opens_nothing():
    opened = []
    sounds = Sounds(enabled=False, opener=lambda: opened.append(1) or Recorder())
    sounds.play("card")
    assert opened == [] and sounds.player is None
    sounds.configure(True, 0)  # on, at no volume: nothing either
    sounds.play("card")
    assert opened == []


def test_the_volume_is_applied():
    rec = Recorder()
    sounds = Sounds(True, 40, opener=lambda: rec)
    sounds.play("trick")
    sounds.configure(True, 85)
    sounds.play("card")
    sounds.play("no-such-sound")
    assert rec.heard == [("trick", 0.4), ("card", 0.85)]


def test_a_broken_player_is_silenced_not_raised():
    class Broken(SoundPlayer):
        def play(self, name, volume):
            raise RuntimeError("no audio")

    sounds = Sounds(True, 50, opener=Broken)
    assert sounds.audible
    sounds.play("card")
    sounds.play("card")
    assert isinstance(sounds.player, S.SilentPlayer)
    assert sounds.player.reason == "the sound player failed: no audio"
    assert not sounds.audible  # the table queues no more sounds for nowhere


def wav_samples(name):
    import array
    import wave

    with wave.open(str(S.sounds_dir() / f"{name}.wav"), "rb") as f:
        data = array.array("h", f.readframes(f.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return data


def as_samples(raw: bytes):
    import array

    data = array.array("h", raw)
    if sys.byteorder == "big":
        data.byteswap()
    return data


def test_the_mix_plays_each_sound_at_its_volume_then_silence():
    mix = S.Mix(S.sounds_dir())
    assert as_samples(mix.take(64)) == as_samples(bytes(128))  # nothing: silence
    card = wav_samples("card")
    mix.add("card", 0.25)
    out = as_samples(mix.take(len(card) + 100))
    assert list(out[:len(card)]) == [int(x * 0.25) for x in card]
    assert not any(out[len(card):]) and not mix.busy  # over, and gone from the mix


def test_the_mix_adds_sounds_together_and_restarts_a_sound_played_again():
    mix = S.Mix(S.sounds_dir())
    card, turn = wav_samples("card"), wav_samples("turn")
    mix.add("turn", 1.0)
    mix.add("card", 1.0)
    out = as_samples(mix.take(200))
    assert list(out) == [max(-32767, min(32767, a + b)) for a, b in zip(turn[:200], card[:200],
                                                                         strict=True)]
    mix.add("turn", 1.0)  # from its start again, once
    out = as_samples(mix.take(100))
    assert list(out) == [a + b for a, b in zip(turn[:100], card[200:300], strict=True)]


def test_the_mix_refuses_a_file_it_cannot_play(tmp_path):
    import wave

    with wave.open(str(tmp_path / "card.wav"), "wb") as f:
        f.setnchannels(2)
        f.setsampwidth(2)
        f.setframerate(44100)
        f.writeframes(bytes(400))
    with pytest.raises(ValueError, match="16-bit mono"):
        S.Mix(tmp_path).add("card", 1.0)


def test_the_player_opens_one_stream_and_feeds_it_the_mix(monkeypatch):
    opened = []

    class FakeSink:
        def __init__(self, device, fmt):
            self.fmt = fmt
            opened.append(self)

        def start(self, source):
            self.source = source

    class FakeFormat:
        class SampleFormat:
            Int16 = "int16"

        def setSampleRate(self, rate):  # noqa: N802
            self.rate = rate

        def setChannelCount(self, count):  # noqa: N802
            self.channels = count

        def setSampleFormat(self, kind):  # noqa: N802
            self.kind = kind

    fake = type(sys)("PySide6.QtMultimedia")
    fake.QAudioFormat = FakeFormat
    fake.QAudioSink = FakeSink
    fake.QMediaDevices = type("QMediaDevices", (), {"defaultAudioOutput": staticmethod(
        lambda: None)})
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake)
    player = S.MixPlayer(S.sounds_dir())
    player.play("card", 0.5)
    player.play("trick", 1.0)
    assert len(opened) == 1  # one stream for every sound
    sink = opened[0]
    assert (sink.fmt.rate, sink.fmt.channels, sink.fmt.kind) == (44100, 1, "int16")
    pulled = as_samples(sink.source.read(2 * 200).data())
    card, trick = wav_samples("card"), wav_samples("trick")
    assert list(pulled) == [int(a * 0.25 + b) for a, b in zip(card[:200], trick[:200],
                                                               strict=True)]


SILENT_RUN = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
import cardtable.ui.main_window
from cardtable.ui.sound import Sounds
sounds = Sounds(True, 70)
assert "PySide6.QtMultimedia" not in sys.modules, "Qt Multimedia before the first sound"
for name in ("shuffle", "card", "turn"):
    sounds.play(name)
print(type(sounds.player).__name__)
"""


def test_no_word_on_stderr_without_audio_and_no_qt_multimedia_before_a_sound():
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin",
           "HOME": str(ROOT)}
    import os

    for name in ("LD_LIBRARY_PATH", "PULSE_SERVER", "XDG_RUNTIME_DIR"):
        if name in os.environ:
            env[name] = os.environ[name]
    done = subprocess.run([sys.executable, "-c", SILENT_RUN], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in ("SilentPlayer", "MixPlayer")
    if done.stdout.strip() == "SilentPlayer":  # no audio here: not a word about it
        assert done.stderr == ""


def test_without_qt_multimedia_the_player_is_silent(monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    player = S.open_player()
    assert isinstance(player, S.SilentPlayer) and player.reason.startswith("no Qt Multimedia")


def test_without_an_audio_output_the_player_is_silent(monkeypatch):
    fake = type(sys)("PySide6.QtMultimedia")
    fake.QMediaDevices = type("QMediaDevices", (), {"audioOutputs": staticmethod(list)})
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake)
    player = S.open_player()
    assert isinstance(player, S.SilentPlayer) and player.reason == "no audio output"
    fake.QMediaDevices.audioOutputs = staticmethod(lambda: ["speakers"])
    assert isinstance(S.open_player(), S.MixPlayer)


# ------------------------------------------------------------------------- the table


@pytest.fixture
def window(qtbot):
    from app_window import open_app_window

    win = open_app_window(qtbot, (1180, 780))
    yield win
    win.table.stop()


def test_a_hand_of_hokm_is_heard(qtbot, window):
    from cardtable.rules.hokm import HokmOptions

    rec = Recorder()
    window.settings.volume = 55
    window._sounds = Sounds(True, 55, opener=lambda: rec)
    window.start_game("hokm", HokmOptions(), "heuristic", seed=1)  # you are hakem
    table = window.table
    ui = table.ui
    turns = 0

    def settled():
        return ui.summary.isVisible() or (table.session.human_to_act()
                                          and not table.view.animator.busy
                                          and not table._thinking)

    while not ui.summary.isVisible():
        qtbot.waitUntil(settled, timeout=15000)
        if ui.summary.isVisible():
            break
        turns += 1
        for panel in ("trump_panel", "bam_panel"):
            getattr(ui, panel).hide()
        table.act(table.session.legal_for(table.human)[0])
    names = rec.names
    assert "card" in names[:names.index("shuffle")]  # the lot for the hakem, face up
    assert names.index("shuffle") < names.index("deal")
    assert names.count("trick") == sum(table.session.state.tricks)
    assert "bid" in names  # your trump, named
    assert names.count("card") >= 4 * sum(table.session.state.tricks)
    assert 1 <= names.count("turn") <= turns  # once as each of your turns begins
    assert (names.count("round_won"), names.count("round_lost")) in ((1, 0), (0, 1))
    won = table.session.state.tricks[0] == 7
    assert names[-1] == ("round_won" if won else "round_lost")
    assert {v for _, v in rec.heard} == {0.55}


@pytest.mark.real_settings
def test_sound_turned_off_in_the_settings_is_silent_and_remembered(qtbot, window):
    from cardtable.rules.hokm import HokmOptions
    from cardtable.storage import Settings

    rec = Recorder()
    window._sounds = Sounds(True, 70, opener=lambda: rec)
    window.show_settings()
    dialog = window.settings_dialog
    dialog.volume.setValue(30)  # let go at 30: heard at once, at 30
    assert rec.heard == [("turn", 0.3)]
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    window.start_game("hokm", HokmOptions(), "heuristic", seed=1)
    qtbot.waitUntil(lambda: window.table.ui.trump_panel.isVisible(), timeout=10000)
    assert rec.heard == [("turn", 0.3)]  # the deal and your turn: not a sound
    kept = Settings.load()
    assert (kept.sound, kept.volume) == (False, 30)
    window.settings_dialog.close()


@pytest.mark.real_settings
def test_the_settings_read_back_only_sensible_sound_values(tmp_path):
    import json

    from cardtable.storage import Settings

    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for raw, want in (({"sound": False, "volume": 12}, (False, 12)),
                      ({"sound": "no", "volume": 140}, (True, 70)),
                      ({"volume": True}, (True, 70)), ({"volume": -3}, (True, 70))):
        path.write_text(json.dumps(raw), encoding="utf-8")
        s = Settings.load()
        assert (s.sound, s.volume) == want


def test_the_settings_dialog_speaks_persian(qtbot, window):
    window.localizer.set_language("fa")
    try:
        window.show_settings()
        dialog = window.settings_dialog
        assert dialog.sound.text() != "Play sounds"
        assert dialog.volume_label.text() != "Volume:"
        assert any("\u0600" <= ch <= "\u06ff" for ch in dialog.sound.text())
        dialog.close()
    finally:
        window.localizer.set_language("en")


def test_the_self_test_plays_a_sound(qapp, monkeypatch, capsys):
    from cardtable.ui import selftest

    rec = Recorder()
    monkeypatch.setattr(S, "open_player", lambda: rec)
    assert selftest.run(["cardtable", "--self-test"]) == 0
    out = capsys.readouterr().out
    assert "sound: card.wav played through Recorder" in out
    assert rec.heard[0] == ("card", 0.7)
