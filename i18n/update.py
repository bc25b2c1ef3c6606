"""Refresh the translations: extract every tr()/translate() string into the .ts files with
pyside6-lupdate (keeping what is translated), then compile them with pyside6-lrelease.

usage: python i18n/update.py   (then translate new strings in Qt Linguist and run it again)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fa",)


def sources() -> list[str]:
    """The interface's Python files: those git tracks (work in progress stays out of the
    translation files until it is committed), or all of them outside a checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", "cardtable/ui"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = []
    tracked = [p for p in listed if p.endswith(".py")]
    if tracked:
        return sorted(tracked)
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "cardtable" / "ui").rglob("*.py"))


def main() -> int:
    for lang in LANGUAGES:
        ts = f"i18n/cardtable_{lang}.ts"
        subprocess.run(["pyside6-lupdate", *sources(), "-no-obsolete", "-source-language", "en",
                        "-target-language", lang, "-ts", ts], cwd=ROOT, check=True)
        subprocess.run(["pyside6-lrelease", ts, "-qm", f"i18n/cardtable_{lang}.qm"],
                       cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
