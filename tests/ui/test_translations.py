"""The Persian translation is complete, compiled, and keeps every placeholder."""

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "cardtable_fa.ts"
QM = ROOT / "i18n" / "cardtable_fa.qm"
PLACEHOLDER = re.compile(r"%L?(?:\d|n)")


def messages(path: Path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (it comes with PySide6)")
    return found


def test_every_string_has_a_finished_persian_translation():
    unfinished = []
    count = 0
    for context, message in messages(TS):
        count += 1
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        text = "".join(translation.itertext()) if translation is not None else ""
        if kind is not None or not text.strip():
            unfinished.append((context, message.findtext("source")))
    assert count > 100
    assert unfinished == []


def test_placeholders_match_the_source():
    wrong = []
    for context, message in messages(TS):
        source = message.findtext("source") or ""
        translation = "".join(message.find("translation").itertext())
        want, got = set(PLACEHOLDER.findall(source)), set(PLACEHOLDER.findall(translation))
        if want != got:
            wrong.append((context, source, translation))
    assert wrong == []


def test_placeholder_check_catches_a_dropped_argument():
    assert set(PLACEHOLDER.findall("Tricks: %1 to %2")) != set(PLACEHOLDER.findall("دورها: %1"))


def test_persian_text_is_persian():
    latin_only = []
    for context, message in messages(TS):
        translation = "".join(message.find("translation").itertext())
        source = message.findtext("source") or ""
        if not re.search("[A-Za-z]", PLACEHOLDER.sub("", source)) or not PLACEHOLDER.sub(
                "", translation).strip(" %&·:()"):
            continue  # nothing to put in words: "%1 (%2)", or "%1 %2" for "%1 of %2"
        if not re.search("[\u0600-\u06ff]", translation):
            latin_only.append((context, message.findtext("source")))
    assert latin_only == []


def test_every_source_string_is_in_the_ts_file(tmp_path):
    """Extract the sources afresh: a string added to the code but not to the .ts fails."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    fresh = tmp_path / "fresh.ts"
    sources = [str(ROOT / p) for p in update.sources()]  # what git tracks (CI: everything)
    assert any(p.endswith("main_window.py") for p in sources)
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(fresh)], check=True,
                   capture_output=True)
    wanted = {(c, m.findtext("source")) for c, m in messages(fresh)}
    have = {(c, m.findtext("source")) for c, m in messages(TS)}
    assert wanted - have == set()
    assert len(wanted) > 100


def test_compiled_translation_is_up_to_date(tmp_path):
    """The committed .qm is exactly what lrelease makes of the committed .ts."""
    fresh = tmp_path / "fresh.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(TS), "-qm", str(fresh)], check=True,
                   capture_output=True)
    assert QM.exists(), "run python i18n/update.py"
    assert fresh.read_bytes() == QM.read_bytes(), "the .qm is older than the .ts: run " \
                                                  "python i18n/update.py"
