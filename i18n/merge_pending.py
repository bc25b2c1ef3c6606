"""Merge translations written as TSV files (context, source, translation; one per line,
"\\n" for a line break) into i18n/cardtable_fa.ts, after extracting the sources afresh.
A fourth column, where a line has one, is the source's disambiguation (`translate(context,
source, disambiguation)`): the line translates that message only, before any line of three
columns with its source (Ninety-Nine's "Bid" is a button, «پیش‌بینی کن», and a column of
the round's summary, «پیش‌بینی»).
Several people can translate at once, each in a file of their own under i18n/pending/.

A pending line replaces the translation the .ts file has. When two files translate the same
string, the later file wins: files in name order, except that a file whose first line is
"# applied last" (a review that corrects the others) comes after all the rest.

usage: python i18n/merge_pending.py [FILE.tsv ...]   (default: every i18n/pending/*.tsv)
       python i18n/merge_pending.py --check FILE.tsv SOURCE.py ...
           checks that FILE.tsv translates every string of those sources, with the same
           placeholders, and changes nothing
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "i18n" / "cardtable_fa.ts"
PLACEHOLDER = re.compile(r"%L?(?:\d|n)")


Key = tuple[str, ...]
"""(context, source), or (context, source, disambiguation) for a message that has one."""


def read_tsv(path: Path) -> dict[Key, str]:
    out = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.replace("\\n", "\n") for p in line.split("\t")]
        if len(parts) not in (3, 4):
            raise SystemExit(f"{path}:{n}: expected context<TAB>source<TAB>translation"
                             "[<TAB>disambiguation]")
        context, source, translation = parts[:3]
        out[(context, source, *parts[3:])] = translation
    return out


def pending_for(table: dict[Key, str], context: str, message: ET.Element) -> str | None:
    """The translation `table` has for `message` of `context`: a line for its
    disambiguation first, then one for its source."""
    source = message.findtext("source") or ""
    comment = message.findtext("comment")
    if comment and (context, source, comment) in table:
        return table[(context, source, comment)]
    return table.get((context, source))


def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def check(tsv: Path, sources: list[str]) -> int:
    table = read_tsv(tsv)
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "check.ts"
        subprocess.run(["pyside6-lupdate", *sources, "-ts", str(ts)], check=True,
                       capture_output=True)
        problems = []
        for context, message in messages(ts):
            source = message.findtext("source") or ""
            got = pending_for(table, context, message)
            if got is None:
                problems.append(f"missing: {context}\t{source!r}")
            elif set(PLACEHOLDER.findall(got)) != set(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders differ: {context}\t{source!r}")
    for p in problems:
        print(p)
    print(f"{tsv}: {len(problems)} problem(s)")
    return 1 if problems else 0


def merge(files: list[Path]) -> int:
    table: dict[Key, str] = {}
    for f in files:
        table.update(read_tsv(f))
    update = ROOT / "i18n" / "update.py"
    subprocess.run([sys.executable, str(update)], check=True, capture_output=True)
    tree = ET.parse(TS)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            pending = pending_for(table, name, message)
            translation = message.find("translation")
            if pending is not None and translation is not None:
                plural = translation.findall("numerusform")  # Persian: one form
                for form in plural:
                    form.text = pending
                if not plural:
                    translation.text = pending
                translation.attrib.pop("type", None)
                filled += 1
    text = ET.tostring(tree.getroot(), encoding="unicode")
    TS.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                  encoding="utf-8")
    subprocess.run([sys.executable, str(update)], check=True, capture_output=True)
    unfinished = sum(1 for _, m in messages(TS)
                     if (m.find("translation") is not None
                         and m.find("translation").get("type") == "unfinished"))
    print(f"filled {filled}; unfinished {unfinished}")
    return 0


LAST = "# applied last"


def in_order(files: list[Path]) -> list[Path]:
    """The files in name order, those marked "# applied last" after the others."""
    def last(f: Path) -> bool:
        with f.open(encoding="utf-8") as stream:
            return stream.readline().strip() == LAST
    return sorted(files, key=lambda f: (last(f), f.name))


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--check":
        return check(Path(argv[1]), argv[2:])
    files = [Path(a) for a in argv] or list((ROOT / "i18n" / "pending").glob("*.tsv"))
    return merge(in_order(files))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
