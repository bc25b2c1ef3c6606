"""Where the app keeps its files (platformdirs, or CARDTABLE_HOME), and its settings.

Writes are atomic (a temporary file, then a rename), so a crash never leaves half a file.
A settings file that cannot be read is moved aside as a backup and the defaults are used;
`Settings.problem` then says what happened so the app can tell the user.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import attrs
import platformdirs

APP = "cardtable"
SPEEDS = ("instant", "fast", "normal", "slow")
LANGUAGES = ("en", "fa")


def home() -> Path:
    override = os.environ.get("CARDTABLE_HOME")
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
    return base


def config_dir() -> Path:
    override = os.environ.get("CARDTABLE_HOME")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def keep_aside(path: Path) -> Path:
    """Move an unreadable file out of the way, keeping it for the user."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    os.replace(path, backup)
    return backup


DECKS = ("classic", "anglo", "tango")
BACKS = ("deck", "persian-red", "turquoise", "green")
FELTS = ("#1f6b43", "#1d4f7a", "#6b1f2e", "#5a4632", "#3b3b3b")


@attrs.define
class Settings:
    language: str | None = None
    speed: str = "normal"
    ai_level: str = "normal"
    deck: str = "classic"
    back: str = "deck"
    felt: str = FELTS[0]
    confirm_abandon: bool = True
    allow_undo: bool = True
    auto_last_card: bool = True  # play your last card for you when it is forced
    sound: bool = True
    volume: int = 70  # percent (cardtable/ui/sound.py: DEFAULT_VOLUME)
    geometry: str | None = None  # the main window's size and place (Qt's saveGeometry, hex)
    problem: str | None = attrs.field(default=None, eq=False)

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        path = cls.path()
        if not path.exists():
            return cls()
        try:
            raw: Any = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not an object")
        except (OSError, ValueError, RecursionError) as exc:
            try:
                backup = keep_aside(path)
                note = f"it was kept as {backup.name}"
            except OSError:
                note = "it could not be moved aside"
            return cls(problem=f"The settings file could not be read ({exc}); the defaults "
                               f"are used and {note}.")
        # Each value is taken only if it makes sense; a bad one keeps its default.
        out = cls()
        choices: dict[str, tuple[str, ...]] = {"language": LANGUAGES, "speed": SPEEDS,
                                               "deck": DECKS, "back": BACKS}
        for key, allowed in choices.items():
            if raw.get(key) in allowed:
                setattr(out, key, raw[key])
        if isinstance(raw.get("ai_level"), str):
            out.ai_level = raw["ai_level"]
        felt = raw.get("felt")
        if isinstance(felt, str) and len(felt) == 7 and felt.startswith("#"):
            try:
                int(felt[1:], 16)
                out.felt = felt
            except ValueError:
                pass
        for key in ("confirm_abandon", "allow_undo", "auto_last_card", "sound"):
            if isinstance(raw.get(key), bool):
                setattr(out, key, raw[key])
        volume = raw.get("volume")
        if isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 100:
            out.volume = volume
        geometry = raw.get("geometry")
        if isinstance(geometry, str) and len(geometry) < 4096:
            out.geometry = geometry
        return out

    def save(self) -> None:
        data = attrs.asdict(self, filter=lambda a, _v: a.name != "problem")
        write_atomic(self.path(), json.dumps(data, indent=1))


SAVE_FORMAT = "cardtable-save/1"
MAX_SAVE_BYTES = 16 * 1024 * 1024


def save_path() -> Path:
    return home() / "saves" / "current.json"


def write_save(data: dict[str, Any]) -> None:
    write_atomic(save_path(), json.dumps(data, ensure_ascii=False))


def delete_save() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass


class SaveProblem(Exception):
    """The saved game cannot be used; the message says why and where the file was kept."""


def read_save() -> dict[str, Any] | None:
    """The saved game in progress, or None. An unusable file is moved aside (never
    deleted) and reported with SaveProblem."""
    path = save_path()
    if not path.exists():
        return None
    reason: str | None = None
    raw: Any = None
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            reason = "the file is far too large to be a saved game"
        else:
            raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = f"it could not be read ({exc})"
    if reason is None:
        if not isinstance(raw, dict) or not isinstance(raw.get("format"), str):
            reason = "it is not a Card Table saved game"
        elif raw["format"] != SAVE_FORMAT:
            if raw["format"].startswith("cardtable-save/"):
                reason = "it was saved by a newer version of Card Table"
            else:
                reason = "it is not a Card Table saved game"
    if reason is None:
        return raw
    raise SaveProblem(set_aside(path, reason))


def set_aside(path: Path, reason: str, what: str = "The saved game could not be resumed") -> str:
    """Move an unusable file aside and say so."""
    try:
        backup = keep_aside(path)
        where = f"It was kept as {backup}."
    except OSError:
        where = "It could not be moved aside."
    return f"{what}: {reason}. {where}"


def stats_path() -> Path:
    return home() / "stats.json"


@attrs.define
class Tally:
    """One game and variant's record: games played and won, scores, winning streaks."""

    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0
    streak: int = 0
    best_streak: int = 0

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def add(self, won: bool, score: int) -> None:
        self.played += 1
        self.total += score
        self.best = score if self.best is None else max(self.best, score)
        if won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


class Statistics:
    """Per game and variant tallies, kept as JSON beside the saves."""

    def __init__(self, tallies: dict[str, dict[str, Tally]] | None = None,
                 problem: str | None = None) -> None:
        self.tallies: dict[str, dict[str, Tally]] = tallies or {}
        self.problem = problem

    @staticmethod
    def variant(players: int, options: dict[str, Any]) -> str:
        """A stable name for a variant: the player count and the options that differ."""
        extra = ", ".join(f"{k}={v}" for k, v in sorted(options.items()))
        return f"{players}p" + (f" {extra}" if extra else "")

    def record(self, game: str, variant: str, won: bool, score: int) -> Tally:
        tally = self.tallies.setdefault(game, {}).setdefault(variant, Tally())
        tally.add(won, score)
        return tally

    @classmethod
    def load(cls) -> Statistics:
        path = stats_path()
        if not path.exists():
            return cls()
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            tallies = {
                str(game): {str(v): Tally(**{k: t[k] for k in t if k in _TALLY_FIELDS})
                            for v, t in variants.items()}
                for game, variants in raw.items()
            }
            for variants in tallies.values():
                for t in variants.values():
                    _check_tally(t)
            return cls(tallies)
        except (OSError, ValueError, TypeError, AttributeError, RecursionError) as exc:
            return cls(problem=set_aside(path, f"it could not be read ({exc})",
                                         "Your statistics could not be read"))

    def save(self) -> None:
        data = {game: {v: attrs.asdict(t) for v, t in variants.items()}
                for game, variants in self.tallies.items()}
        write_atomic(stats_path(), json.dumps(data, indent=1, ensure_ascii=False))


_TALLY_FIELDS = {f.name for f in attrs.fields(Tally)}


def _check_tally(t: Tally) -> None:
    for name in ("played", "won", "total", "streak", "best_streak"):
        value = getattr(t, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 and name != "total":
            raise ValueError(f"{name} is not a count")
    if t.best is not None and (isinstance(t.best, bool) or not isinstance(t.best, int)):
        raise ValueError("best is not a score")
    if t.won > t.played:
        raise ValueError("more games won than played")
