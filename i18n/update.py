"""Refresh the translations: extract every tr()/translate() string into the .ts files with
pyside6-lupdate (keeping what is translated), then compile them with pyside6-lrelease.

usage: python i18n/update.py   (then translate new strings in Qt Linguist and run it again)

Two files: cardtable_fa.ts holds every string in Persian; cardtable_en.ts holds only the
phrases with a count (`Golf.tr("Stock: %Ln card(s)", None, n)`, see cardtable.ui.words.Counted)
with their English singular and plural ("Stock: %Ln card", "Stock: %Ln cards"). A new English
phrase whose source marks its plural with "(s)" gets both forms filled in here: read them over,
since a verb may have to agree ("%Ln chip(s) go" needs "1 chip goes" by hand in Qt Linguist).

Placeholders: a translation keeps exactly the source's (%1, %2, %n, %Ln): %n and %Ln are not
interchangeable. Counts are written %Ln, so that Persian gets Persian digits (QLocale), and the
tests reject a plain %n in a source.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fa", "en")
DESCRIBED = ("cardtable/games.py",)
"""Outside the interface, the files with strings it shows."""


def sources() -> list[str]:
    """The interface's Python files and the game descriptors (whose names and blurbs are
    marked QT_TRANSLATE_NOOP): those git tracks (work in progress stays out of the
    translation files until it is committed), or all of them outside a checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", *DESCRIBED, "cardtable/ui"], cwd=ROOT,
                                check=True, capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = []
    tracked = [p for p in listed if p.endswith(".py")]
    if tracked:
        return sorted(tracked)
    return sorted([*DESCRIBED, *(str(p.relative_to(ROOT))
                                 for p in (ROOT / "cardtable" / "ui").rglob("*.py"))])


def english_forms(source: str) -> list[str] | None:
    """"%Ln card(s)" -> ["%Ln card", "%Ln cards"]; None when the source does not say."""
    if "(s)" not in source:
        return None
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def fill_english_plurals(ts: Path) -> int:
    """Give every unfinished English plural its two forms from the "(s)" in its source."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        forms = english_forms(message.findtext("source") or "")
        if translation is None or translation.get("type") != "unfinished" or forms is None:
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        translation.attrib.pop("type")
        filled += 1
    if filled:
        text = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                      encoding="utf-8")
    return filled


def lupdate(lang: str) -> None:
    only = ["-pluralonly"] if lang == "en" else []
    subprocess.run(["pyside6-lupdate", *sources(), "-no-obsolete", *only, "-source-language",
                    "en", "-target-language", lang, "-ts", f"i18n/cardtable_{lang}.ts"],
                   cwd=ROOT, check=True)


def main() -> int:
    for lang in LANGUAGES:
        ts = f"i18n/cardtable_{lang}.ts"
        lupdate(lang)
        if lang == "en" and fill_english_plurals(ROOT / ts):
            print("English plural forms filled in from \"(s)\": read them over in " + ts)
            lupdate(lang)  # back to lupdate's own layout, so a second run changes nothing
        subprocess.run(["pyside6-lrelease", ts, "-qm", f"i18n/cardtable_{lang}.qm"],
                       cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
