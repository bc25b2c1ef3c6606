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
    ai_level: str = "easy"
    deck: str = "classic"
    back: str = "deck"
    felt: str = FELTS[0]
    confirm_abandon: bool = True
    allow_undo: bool = True
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
        for key in ("confirm_abandon", "allow_undo"):
            if isinstance(raw.get(key), bool):
                setattr(out, key, raw[key])
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
        return raw  # type: ignore[no-any-return]
    raise SaveProblem(set_aside(path, reason))


def set_aside(path: Path, reason: str) -> str:
    try:
        backup = keep_aside(path)
        where = f"It was kept as {backup}."
    except OSError:
        where = "It could not be moved aside."
    return f"The saved game could not be resumed: {reason}. {where}"
