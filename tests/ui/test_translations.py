"""The Persian translation is complete, compiled, and keeps every placeholder; every phrase
with a count has its English singular and plural, and its Persian form with Persian digits.

Placeholders: a translation has exactly its source's set (%1, %2, %n, %Ln). %n and %Ln are not
taken as the same: a count is written %Ln in the source (QLocale's digits, so Persian digits in
Persian), and a plain %n anywhere fails."""

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "cardtable_fa.ts"
QM = ROOT / "i18n" / "cardtable_fa.qm"
EN_TS = ROOT / "i18n" / "cardtable_en.ts"
PLACEHOLDER = re.compile(r"%L?(?:\d|n)")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def forms(message) -> list[str]:
    """A message's translations: its plural forms, or its one translation."""
    translation = message.find("translation")
    if translation is None:
        return []
    plural = [f.text or "" for f in translation.iter("numerusform")]
    return plural or ["".join(translation.itertext())]


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
    for path in (TS, EN_TS):
        for context, message in messages(path):
            source = message.findtext("source") or ""
            for form in forms(message):
                if placeholders(form) != placeholders(source):
                    wrong.append((path.name, context, source, form))
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
    update = load_script(ROOT / "i18n" / "update.py", "i18n_update")
    fresh = tmp_path / "fresh.ts"
    sources = [str(ROOT / p) for p in update.sources()]  # what git tracks (CI: everything)
    assert any(p.endswith("main_window.py") for p in sources)
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(fresh)], check=True,
                   capture_output=True)
    wanted = {(c, m.findtext("source")) for c, m in messages(fresh)}
    have = {(c, m.findtext("source")) for c, m in messages(TS)}
    assert wanted - have == set()
    assert len(wanted) > 100


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_compiled_translation_is_up_to_date(tmp_path, lang):
    """The committed .qm is exactly what lrelease makes of the committed .ts."""
    ts, qm = ROOT / "i18n" / f"cardtable_{lang}.ts", ROOT / "i18n" / f"cardtable_{lang}.qm"
    fresh = tmp_path / "fresh.qm"
    subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(fresh)], check=True,
                   capture_output=True)
    assert qm.exists(), "run python i18n/update.py"
    assert fresh.read_bytes() == qm.read_bytes(), "the .qm is older than the .ts: run " \
                                                  "python i18n/update.py"


# ---------------------------------------------------------------- phrases with a count

def plural_problems(fresh: Path, english: Path, persian: Path) -> list[str]:
    """What is wrong with the plurals: `fresh` is what lupdate extracts from the sources now."""
    have_en = {(c, m.findtext("source")): m for c, m in messages(english)}
    have_fa = {(c, m.findtext("source")): m for c, m in messages(persian)}
    problems = []
    for context, message in messages(fresh):
        key = (context, source := message.findtext("source") or "")
        if message.get("numerus") != "yes":
            if re.search(r"%L?n", source):  # lupdate missed the count: see words.Counted
                problems.append(f"a count outside NAME.tr(text, None, n): {key}")
            continue
        if re.search(r"%n", source):
            problems.append(f"plain %n, write %Ln (the user's digits): {key}")
        en, fa = have_en.get(key), have_fa.get(key)
        en_forms = forms(en) if en is not None else []
        if (en is None or en.get("numerus") != "yes" or en.find("translation").get("type")
                or len(en_forms) != 2 or not all(f.strip() for f in en_forms)
                or en_forms[0] == en_forms[1]):
            problems.append(f"no English singular and plural: {key}")
        fa_forms = forms(fa) if fa is not None else []
        if (fa is None or fa.get("numerus") != "yes" or fa.find("translation").get("type")
                or not fa_forms or not all(f.strip() for f in fa_forms)):
            problems.append(f"no Persian translation: {key}")
        for form in en_forms + fa_forms:
            if placeholders(form) != placeholders(source):
                problems.append(f"placeholders differ: {key} -> {form!r}")
    return problems


def fresh_extraction(tmp_path) -> Path:
    update = load_script(ROOT / "i18n" / "update.py", "i18n_update")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([_tool("pyside6-lupdate"), *[str(ROOT / p) for p in update.sources()],
                    "-target-language", "en", "-ts", str(fresh)], check=True,
                   capture_output=True)
    return fresh


def test_every_count_has_english_plurals_and_a_persian_form(tmp_path):
    fresh = fresh_extraction(tmp_path)
    counted = [m for _, m in messages(fresh) if m.get("numerus") == "yes"]
    assert len(counted) >= 30  # chips, cards, tricks, letters... across the games
    assert plural_problems(fresh, EN_TS, TS) == []


def test_plural_check_catches_what_is_missing(tmp_path):
    ts = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="%s">'
          "<context><name>Golf</name>%s</context></TS>")
    msg = ('<message numerus="yes"><source>%s</source><translation%s>%s</translation>'
           "</message>")
    fresh = tmp_path / "fresh.ts"
    fresh.write_text(ts % ("en", msg % ("Stock: %Ln card(s)", ' type="unfinished"', "")
                           + msg % ("%n pile(s)", ' type="unfinished"', "")
                           + msg.replace(' numerus="yes"', "") % ("%Ln round(s)", "", "")),
                 encoding="utf-8")
    english = tmp_path / "en.ts"
    english.write_text(ts % ("en", msg % ("Stock: %Ln card(s)", "",
                                          "<numerusform>Stock: %Ln card</numerusform>"
                                          "<numerusform>Stock: %1 cards</numerusform>")),
                       encoding="utf-8")
    persian = tmp_path / "fa.ts"
    persian.write_text(ts % ("fa", msg % ("Stock: %Ln card(s)", "",
                                          "<numerusform>دسته: %n کارت</numerusform>")),
                       encoding="utf-8")
    problems = plural_problems(fresh, english, persian)
    assert any(p.startswith("placeholders differ") and "%1 cards" in p for p in problems)
    assert any(p.startswith("placeholders differ") and "%n کارت" in p for p in problems)
    assert any(p.startswith("plain %n") for p in problems)
    assert any(p.startswith("no English") and "%n pile(s)" in p for p in problems)
    assert any(p.startswith("no Persian") and "%n pile(s)" in p for p in problems)
    assert any(p.startswith("a count outside") and "%Ln round(s)" in p for p in problems)


def test_counts_read_right_in_both_languages(qtbot):
    """English says "1 card" and "3 cards"; Persian puts the count in Persian digits."""
    from cardtable.ui.app import create_app
    from cardtable.ui.words import Counted

    _, localizer, _ = create_app([])
    golf, twenty_one = Counted("Golf"), Counted("TwentyOne")
    try:
        localizer.set_language("en")
        assert golf.tr("Stock: %Ln card(s)", None, 1) == "Stock: 1 card"
        assert golf.tr("Stock: %Ln card(s)", None, 23) == "Stock: 23 cards"
        assert twenty_one.tr("%Ln chip(s)", None, 1500) == "1,500 chips"
        localizer.set_language("fa")
        assert golf.tr("Stock: %Ln card(s)", None, 23) == "دستهٔ برداشت: ۲۳ کارت"
        assert twenty_one.tr("%Ln chip(s)", None, 1) == "۱ ژتون"
    finally:
        localizer.set_language("en")


def test_persian_letters_not_arabic_ones():
    """Persian keh and yeh (ک، ی), never the Arabic forms (ك، ي) a wrong keyboard types."""
    arabic = re.compile("[\u0643\u064a]")
    found = [(c, m.findtext("source")) for c, m in messages(TS)
             if any(arabic.search(f) for f in forms(m))]
    found += [p.name for p in (ROOT / "assets" / "rules").glob("*.fa.html")
              if arabic.search(p.read_text(encoding="utf-8"))]
    assert found == []


def test_qts_own_file_dialog_and_the_about_box_read_in_persian(qtbot):
    """Qt's file dialog (its own, as offscreen and on desktops without a native one) shows
    no English label or file kind in Persian, and the About box no Latin digit."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox

    from cardtable.ui.app import create_app
    from cardtable.ui.main_window import MainWindow

    _, localizer, settings = create_app([])
    try:
        localizer.set_language("fa")
        dialog = QFileDialog(None, "x", "", "Game records (*.json)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        assert labels and not [t for t in labels if re.search("[A-Za-z]{2,}", t)], labels
        assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "پوشه"
        win = MainWindow(localizer, settings)
        qtbot.addWidget(win)
        win.show_about()
        box = next(w for w in QApplication.topLevelWidgets()
                   if isinstance(w, QMessageBox) and w.objectName() == "about")
        assert re.search("[۰-۹]", box.text()) and not re.search("[0-9]", box.text())
        box.close()
    finally:
        localizer.set_language("en")
