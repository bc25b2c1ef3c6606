"""The translations written in i18n/pending/*.tsv are the ones the app ships: the .ts file
has every pending line that still names a string of the app, as i18n/merge_pending.py layers
them (a file marked "# applied last", the native speaker's review, over the others)."""

from __future__ import annotations

from pathlib import Path

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


def merge_module():
    return load_script(ROOT / "i18n" / "merge_pending.py", "merge_pending")


def shipped(merge) -> dict[tuple[str, ...], str]:
    """The .ts file's Persian by (context, source), or (context, source, disambiguation)
    where it has one; a plural by its one Persian form."""
    out = {}
    for context, message in merge.messages(merge.TS):
        translation = message.find("translation")
        assert translation is not None
        forms = translation.findall("numerusform")
        source, comment = message.findtext("source") or "", message.findtext("comment")
        key = (context, source, comment) if comment else (context, source)
        out[key] = (forms[0].text if forms else translation.text) or ""
    return out


def test_the_app_ships_the_pending_translations_layered_as_the_merge_applies_them():
    merge = merge_module()
    pending: dict[tuple[str, ...], str] = {}
    for path in merge.in_order(sorted((ROOT / "i18n" / "pending").glob("*.tsv"))):
        pending.update(merge.read_tsv(path))
    ts = shipped(merge)
    live = {key: text for key, text in pending.items() if key in ts}
    assert len(live) > 900  # the pending files still name most of the app's strings
    differ = {key: (text, ts[key]) for key, text in live.items() if ts[key] != text}
    assert differ == {}, "run python3 i18n/merge_pending.py"


def test_the_review_wins_where_a_game_file_said_otherwise():
    """Old Maid's place in the order out: its game file said «پیردختر», the review
    «ژوکر ماند»; the app has the review's."""
    merge = merge_module()
    pending = ROOT / "i18n" / "pending"
    assert merge.read_tsv(pending / "old-maid.tsv")[("OldMaid", "Old Maid")] == "پیردختر"
    assert merge.read_tsv(pending / "persian.tsv")[("OldMaid", "Old Maid")] == "ژوکر ماند"
    assert shipped(merge)[("OldMaid", "Old Maid")] == "ژوکر ماند"


def test_a_line_with_a_disambiguation_translates_that_message_only():
    """Ninety-Nine's "Bid" is a button («پیش‌بینی کن», do it) and a column of the round's
    summary («پیش‌بینی», the bid made): the review's line of four columns gives the column
    its own Persian, the button keeps its line's."""
    ts = shipped(merge_module())
    assert ts[("NinetyNine", "Bid")] == "پیش‌بینی کن"
    assert ts[("NinetyNine", "Bid", "a column of the round's summary: the bid made")] == "پیش‌بینی"
