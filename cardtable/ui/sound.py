"""Sound effects: which sound each model event makes, and the players that make it.

The table (cardtable/ui/table/screen.py) asks `SoundCues` for the sound of every event it
animates and queues it with the animation, so a card sounds as it lands; `Sounds` plays
it, as the settings say (on or off, the volume). The sounds themselves are
assets/sounds/*.wav (made by packaging/make_sounds.py).

Qt Multimedia is imported with the first sound, never at start-up, and only where it
loads and the machine has an audio output: elsewhere (no audio device, CI, offscreen, a
build without it) the table is silent, and says nothing about it. No sound is ever needed
to play.
"""

from __future__ import annotations

import array
import sys
import threading
import wave
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtable.resources import assets_dir
from cardtable.rules.base import CardMoved, Event, MatchOver, RoundScored, RoundStarted

if TYPE_CHECKING:
    from cardtable.rules.base import State

SOUND_NAMES = ("shuffle", "deal", "card", "trick", "turn", "bid", "round_won", "round_lost",
               "match_won")
DEFAULT_VOLUME = 70
"""Percent, as the settings keep it: the sounds themselves are made quiet already."""

# Every event the rules send, by class name, and its sound (None: silent). A name
# "module.Class" (the rules module's last part) is looked up first, for the few classes
# whose name means another thing in another game. A pair (sound, field) sounds only when
# the event's field is true. CardMoved, RoundScored and MatchOver are worked out by
# `SoundCues` (a deal or a play; won or lost), from the names here.
EVENT_SOUNDS: dict[str, str | tuple[str, str] | None] = {
    # cardtable/rules/base.py
    "RoundStarted": "shuffle", "CardMoved": "card", "TrumpNamed": "bid", "TrickWon": "trick",
    "Decided": "bid", "RoundScored": "round_won", "MatchOver": "match_won",
    # the games' own
    "BidMade": "bid", "Passed": "bid", "PremiumBid": "bid", "TrumpSet": "bid",
    "SuitNamed": "bid", "BamDecided": "bid", "LastCardCalled": "bid", "Claimed": "bid",
    "Responded": ("bid", "challenge"), "WentOut": "bid", "BankDeclined": "bid",
    "BankPutUp": "bid", "BankCalled": "bid", "BetPlaced": "bid", "SideBetPlaced": "bid",
    "Stood": "bid",
    "Revealed": "card", "Flipped": "card", "Turned": "card", "LotCard": "card",
    "CardsShown": "card", "Exposed": "card",
    "PileTaken": "trick",
    "Reshuffled": "shuffle",
    # Mau-Mau's pass is drawing and moving on, not an announcement: its card is heard.
    "mau_mau.Passed": None,
    # Silent: what the cards, the plates or a summary already say.
    "DealerChosen": None, "HakemChosen": None, "HandEnded": None, "GameOver": None,
    "AuctionWon": None, "ThrownIn": None, "PremiumsSettled": None, "PairLaid": None,
    "PlayerOut": None, "LoserFound": None, "NameGiven": None, "PairFound": None,
    "FortuneTold": None, "PlaceTaken": None, "DirectionReversed": None, "TurnSkipped": None,
    "SevenPending": None, "SevenTaken": None, "PrizeEight": None, "TwoTargeted": None,
    "LastCardPenalty": None, "RoundWon": None, "Eliminated": None, "FinalTurn": None,
    "LetterTaken": None, "RoundDrawn": None, "BankOffered": None, "Exchanged": None,
    "Busted": None, "DuelSettled": None, "BankReturned": None,
}


def event_sound(event: Event) -> str | None:
    """The table's entry for one event, its field checked (None: silent or unknown)."""
    kind = type(event)
    key = f"{kind.__module__.rpartition('.')[2]}.{kind.__name__}"
    entry = EVENT_SOUNDS.get(key) if key in EVENT_SOUNDS else EVENT_SOUNDS.get(kind.__name__)
    if isinstance(entry, tuple):
        name, field = entry
        return name if getattr(event, field, False) else None
    return entry


Outcome = Callable[[], float | None]
"""How the round just scored went for the human: above 0.5 won, below lost, None: neither."""


class SoundCues:
    """The sounds of one batch of events, in order: a deal sounds once per packet (the
    cards one seat receives in a row), a round's result is won or lost for the human, and
    the match's result stands for the last round's when both come together."""

    def __init__(self, human: int, outcome: Outcome) -> None:
        self.human = human
        self.outcome = outcome

    def for_events(self, events: Sequence[Event]) -> list[str | None]:
        match_over = any(isinstance(e, MatchOver) for e in events)
        dealing = False
        packet: object = None
        out: list[str | None] = []
        for ev in events:
            name = event_sound(ev)
            if isinstance(ev, RoundStarted):
                dealing = True
            elif isinstance(ev, CardMoved) and name is not None:
                # As the table tells a deal (cardtable/ui/table/screen.py, play_events).
                deal = ev.src[0] == "deck" or (dealing and ev.src[0] == "pile"
                                               and ev.dst[0] == "hand")
                if deal:
                    name = "deal" if ev.dst != packet else None
                    packet = ev.dst
                    dealing = True
            elif isinstance(ev, RoundScored):
                name = None if match_over else self._round(name)
            elif isinstance(ev, MatchOver) and name is not None:
                name = self._match(ev)
            out.append(name)
        return out

    def _round(self, name: str | None) -> str | None:
        if name is None:
            return None
        value = self.outcome()
        if value is None or value == 0.5:
            return None
        return "round_won" if value > 0.5 else "round_lost"

    def _match(self, event: MatchOver) -> str | None:
        if not event.winners:  # a game played alone, with no winner (the fortunes)
            return None
        return "match_won" if self.human in event.winners else "round_lost"


def round_outcome(state: State, human: int) -> float | None:
    """How the last scored round went for `human`, by the same measure the computer
    players aim for (cardtable/ai/knowledge: a game's `reward`, 0 to 1)."""
    if not state.results:
        return None
    from cardtable.ai.knowledge import knowledge_for

    try:
        return float(knowledge_for(state.game.id).reward(state, human))
    except Exception:  # noqa: BLE001 - a sound is never worth an error at the table
        return None


# ------------------------------------------------------------------------ players


class SoundPlayer(ABC):
    """Plays one of `SOUND_NAMES` at a volume from 0 to 1."""

    @abstractmethod
    def play(self, name: str, volume: float) -> None: ...


class SilentPlayer(SoundPlayer):
    """No audio here: nothing is played, nothing is said (`reason` says why, for the
    self-test's report)."""

    def __init__(self, reason: str = "") -> None:
        self.reason = reason

    def play(self, name: str, volume: float) -> None:
        return None


class Mix:
    """The sounds playing now, added into one stream of 16-bit mono samples (pure Python:
    the audio output's thread pulls from it, so it keeps its own lock)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._samples: dict[str, array.array[int]] = {}
        self._voices: list[list[Any]] = []  # [samples, position, gain]
        self._lock = threading.Lock()

    def load(self, name: str) -> array.array[int]:
        found = self._samples.get(name)
        if found is None:
            with wave.open(str(self.folder / f"{name}.wav"), "rb") as f:
                if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
                    raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
                found = array.array("h", f.readframes(f.getnframes()))
            if sys.byteorder == "big":
                found.byteswap()
            self._samples[name] = found
        return found

    def add(self, name: str, gain: float) -> None:
        samples = self.load(name)
        with self._lock:
            # The same sound again restarts it rather than doubling it (a deal's packets).
            self._voices = [v for v in self._voices if v[0] is not samples]
            self._voices.append([samples, 0, gain])

    @property
    def busy(self) -> bool:
        return bool(self._voices)

    def take(self, count: int) -> bytes:
        """The next `count` samples, as bytes (silence when nothing plays)."""
        with self._lock:
            if not self._voices:
                return bytes(2 * count)
            out = [0.0] * count
            for voice in self._voices:
                samples, pos, gain = voice
                chunk = samples[pos:pos + count]
                for i, x in enumerate(chunk):
                    out[i] += x * gain
                voice[1] = pos + len(chunk)
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        mixed = array.array("h", (max(-32767, min(32767, int(x))) for x in out))
        if sys.byteorder == "big":
            mixed.byteswap()
        return mixed.tobytes()


RATE = 44100
CHUNK = 1024  # samples handed to the audio output at a time (23 ms)


class MixPlayer(SoundPlayer):
    """Qt Multimedia's QAudioSink, one stream opened with the first sound and kept, that
    pulls the mixed sounds. (Not QSoundEffect: with Qt 6.11's PulseAudio backend, a
    QSoundEffect opening or closing its stream every few plays set the event loop spinning
    on a socket notifier, the table frozen; one stream kept open never did.)"""

    def __init__(self, folder: Path) -> None:
        self.mix = Mix(folder)
        self._sink: Any = None
        self._source: Any = None

    def play(self, name: str, volume: float) -> None:
        # The slider is heard as loudness: its square is close to how ears hear amplitude.
        self.mix.add(name, max(0.0, min(1.0, volume)) ** 2)
        if self._sink is None:
            self._open()

    def _open(self) -> None:
        from PySide6.QtCore import QIODevice
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

        mix = self.mix

        class Source(QIODevice):
            def readData(self, maxlen: int) -> bytes:  # noqa: N802
                return mix.take(max(1, min(maxlen // 2, CHUNK)))

            def writeData(self, data: bytes | bytearray | memoryview,  # noqa: N802
                          size: int, /) -> int:
                return -1  # read only

            def bytesAvailable(self) -> int:  # noqa: N802
                return 2 * CHUNK

            def isSequential(self) -> bool:  # noqa: N802
                return True

        fmt = QAudioFormat()
        fmt.setSampleRate(RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._source = Source()
        self._source.open(QIODevice.OpenModeFlag.ReadOnly)
        self._sink = QAudioSink(QMediaDevices.defaultAudioOutput(), fmt)
        self._sink.start(self._source)


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


def _quietly(fn: Callable[[], Any]) -> Any:
    """Run `fn` with Qt's messages muted: Qt Multimedia looking for an audio system says
    on stderr what it did not find (PulseAudio, PipeWire, a media backend)."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = qInstallMessageHandler(lambda *_: None)
    try:
        return fn()
    finally:
        qInstallMessageHandler(previous)


def open_player() -> SoundPlayer:
    """The mixed stream where Qt Multimedia loads and an audio output is there; else silent."""
    folder = sounds_dir()
    if not (folder / "card.wav").is_file():
        return SilentPlayer(f"no sound files in {folder}")

    def probe() -> str:
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as exc:  # a Qt without Qt Multimedia, or without its audio library
            return f"no Qt Multimedia ({exc})"
        return "" if QMediaDevices.audioOutputs() else "no audio output"

    reason = _quietly(probe)
    return SilentPlayer(reason) if reason else MixPlayer(folder)


class Sounds:
    """What the table plays through: the settings' on/off and volume, and a player opened
    when the first sound is wanted (so Qt Multimedia costs nothing at start-up)."""

    def __init__(self, enabled: bool = True, volume: int = DEFAULT_VOLUME,
                 opener: Callable[[], SoundPlayer] | None = None) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, volume))
        self._opener = opener
        self.player: SoundPlayer | None = None

    def configure(self, enabled: bool, volume: int) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, volume))

    @property
    def audible(self) -> bool:
        """Sound is on, above no volume, and not known to have nowhere to go."""
        return (self.enabled and self.volume > 0
                and not isinstance(self.player, SilentPlayer))

    def play(self, name: str) -> None:
        """Play a sound, if sound is on; never an error."""
        if not (self.enabled and self.volume > 0) or name not in SOUND_NAMES:
            return
        if self.player is None:
            try:
                opener = open_player if self._opener is None else self._opener
                self.player = opener()
            except Exception as exc:  # noqa: BLE001 - no sound is ever required to play
                self.player = SilentPlayer(f"the sound player could not open: {exc}")
        try:
            self.player.play(name, self.volume / 100)
        except Exception as exc:  # noqa: BLE001
            self.player = SilentPlayer(f"the sound player failed: {exc}")


def silent() -> Sounds:
    """A table's sounds until the window gives it its own: off."""
    return Sounds(enabled=False, opener=SilentPlayer)
