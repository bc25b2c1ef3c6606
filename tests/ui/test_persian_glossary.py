"""The Persian translation keeps to its glossary (i18n/glossary.md, "Checked terms"): a message
about a glossary concept uses the glossary's word and none of the words players don't use for
it; no «·» separator (next to Persian digits it reads as a zero); no bare sign before a digit."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "cardtable_fa.ts"
GLOSSARY = ROOT / "i18n" / "glossary.md"
PERSIAN_LETTER = "[\u0621-\u065f\u0670-\u06ef\u06fa-\u06ff\u200c]"  # a letter, or the non-joiner
PLURAL = "(?:\u200c?ها(?:ی|یی|یتان|یشان|یش|یمان)?)?"


@dataclass(frozen=True)
class Term:
    concept: str
    english: re.Pattern[str]
    persian: tuple[str, ...]
    allowed: tuple[str, ...]
    never: tuple[str, ...]
    contexts: tuple[str, ...]

    def applies(self, context: str, source: str) -> bool:
        return (not self.contexts or context in self.contexts) and bool(
            self.english.search(source))


def words(cell: str) -> tuple[str, ...]:
    return tuple(w.strip() for w in cell.split(" / ") if w.strip())


def glossary_terms(text: str) -> list[Term]:
    """The rows of the glossary's "Checked terms" table."""
    section = text.split("## Checked terms", 1)[1]
    terms = []
    for line in section.splitlines():
        if not line.startswith("| ") or line.startswith("| concept") or "`" not in line:
            continue
        cells = [c.strip().replace("\\|", "|")
                 for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        concept, pattern, persian, allowed, never, contexts = cells
        terms.append(Term(concept, re.compile(pattern.strip("`"), re.IGNORECASE),
                          words(persian), words(allowed), words(never), words(contexts)))
    return terms


def has_word(text: str, word: str) -> bool:
    """The word on its own (or with a plural ending), not the start of a longer word."""
    pattern = f"(?<!{PERSIAN_LETTER}){re.escape(word)}{PLURAL}(?!{PERSIAN_LETTER})"
    return re.search(pattern, text) is not None


def translations(path: Path = TS) -> list[tuple[str, str, str]]:
    out = []
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            out.append((name, message.findtext("source") or "",
                        forms[0] if forms else (translation.text or "")))
    return out


def glossary_problems(terms: list[Term], messages: list[tuple[str, str, str]]) -> list[str]:
    problems = []
    for context, source, persian in messages:
        matching = [t for t in terms if t.applies(context, source)]
        wanted = {w for t in matching for w in t.persian + t.allowed}
        for term in matching:
            if term.persian and not any(w in persian for w in term.persian):
                problems.append(f"{term.concept}: no {'/'.join(term.persian)} in "
                                f"{context}: {source!r} -> {persian!r}")
            for bad in term.never:
                if bad not in wanted and has_word(persian, bad):
                    problems.append(f"{term.concept}: «{bad}» in {context}: {source!r} -> "
                                    f"{persian!r}")
    return problems


def test_the_glossary_has_its_checked_terms():
    concepts = {t.concept for t in glossary_terms(GLOSSARY.read_text(encoding="utf-8"))}
    assert {"trick", "round (one deal)", "stock", "face down", "Mau-Mau"} <= concepts


def test_every_translation_keeps_to_the_glossary():
    terms = glossary_terms(GLOSSARY.read_text(encoding="utf-8"))
    assert glossary_problems(terms, translations()) == []


def test_the_glossary_check_catches_a_word_outside_it():
    """The old words: a trick as «دور», a round as «دست», «پیشنهاد» for a bid, «به پشت»."""
    terms = glossary_terms(GLOSSARY.read_text(encoding="utf-8"))
    bad = [
        ("Hokm", "Tricks: %1 to %2", "دورها: %1 بر %2"),
        ("Golf", "Round over.", "دست تمام شد."),
        ("Games", "Bid with three of your own cards, then take exactly that many tricks.",
         "با سه کارت از دست خودتان پیشنهاد بدهید و بعد درست همان تعداد دست را ببرید."),
        ("Cheat", "Choose your card face down", "کارتی برای گذاشتن به پشت"),
        ("Games", "Mau-Mau", "مائو مائو"),
    ]
    for message in bad:
        assert glossary_problems(terms, [message]) != [], message
    good = [
        ("Hokm", "Tricks: %1 to %2", "دست‌ها: %1 بر %2"),
        ("Golf", "Round %1 of %2: you deal.", "دور %1 از %2: شما دست می‌دهید."),
        ("NinetyNine", "Four players: ten tricks a round.", "چهار بازیکن: هر دور ده دست."),
        ("Golf", "Discard pile", "کپهٔ دورریز"),
    ]
    assert glossary_problems(terms, good) == []


def test_no_middle_dot_between_parts_in_persian():
    """«۰ · ۰» reads as a row of zeros: Persian separates with « | » or «،»."""
    dotted = [(c, s, t) for c, s, t in translations() if "·" in t]
    assert dotted == []


def test_no_bare_sign_before_a_digit_in_persian():
    """A sign written into a translation is drawn on the wrong side of the digits («۲۵−»):
    say «منفی» or let `words.signed` place the number."""
    signed = re.compile("[+\u2212\\-](?:[۰-۹]|%L?\\d)")
    found = [(c, s, t) for c, s, t in translations() if signed.search(t)]
    found += [(p.name, "", m.group(0)) for p in (ROOT / "assets" / "rules").glob("*.fa.html")
              for m in re.finditer("(?<![\u200e\u202a])(?<!&#x200E;)(?<!&#x202A;)"
                                   "[+\u2212](?:[۰-۹])",
                                   p.read_text(encoding="utf-8"))]
    assert found == []


RULES = ROOT / "assets" / "rules"


def page(name: str) -> str:
    """A rules page with its line breaks as spaces."""
    return " ".join((RULES / name).read_text(encoding="utf-8").split())


def section(html: str, title: str) -> str:
    """The text of an <h2> section of a rules page."""
    start = html.index(f"<h2>{title}</h2>")
    end = html.find("<h2>", start + 1)
    return html[start:end if end > 0 else None]


def test_trick_game_pages_call_a_trick_dast_and_say_once_some_write_dowr():
    for game in ("hokm", "shelem", "joker-spades", "ninety-nine"):
        html = page(f"{game}.fa.html")
        assert "<b>دست</b>: یک کارت از هر بازیکن" in html, game
        assert "در بعضی نوشته‌ها" in html and "«دور»" in html, game
        assert "<b>دور</b>: یک کارت" not in html, game


def test_hokm_page_lists_its_decisions_where_the_source_is_silent():
    """Who deals (the source says the hakem's right, its order says the left), how the first
    hakem is chosen, and a failed bam: in the decisions, in both languages."""
    fa = section(page("hokm.fa.html"), "تصمیم‌های این برنامه")
    for words in ("چه کسی دست می‌دهد", "سمت چپ حاکم", "حاکم نخست", "آس", "بامِ ناموفق",
                  "فقط یک دور"):
        assert words in fa, words
    en = section(page("hokm.en.html"), "Decisions of this app")
    for words in ("Who deals", "hakem's left", "The first hakem", "ace", "A failed bam",
                  "one ordinary hand"):
        assert words in en, words


def test_mau_mau_is_haft_khabis_and_its_page_says_mau_mau():
    html = (RULES / "mau-mau.fa.html").read_text(encoding="utf-8")
    assert "<h1>هفت خبیث</h1>" in html and "مائو مائو" in html


def test_rules_pages_keep_to_the_glossary_words_for_face_up_and_down_and_click():
    terms = {t.concept: t for t in glossary_terms(GLOSSARY.read_text(encoding="utf-8"))}
    never = terms["face down"].never + terms["face up"].never + terms["click"].never
    found = [(p.name, w) for p in RULES.glob("*.fa.html") for w in never
             if has_word(p.read_text(encoding="utf-8"), w)]
    assert found == []


def test_a_review_file_marked_applied_last_wins_over_the_other_pending_files(tmp_path):
    """i18n/pending/persian.tsv corrects translations other pending files also carry: it is
    marked "# applied last", so i18n/merge_pending.py applies it after them (a later file's
    line replaces an earlier one's)."""
    merge = load_script(ROOT / "i18n" / "merge_pending.py", "merge_pending")
    (tmp_path / "a-review.tsv").write_text("# applied last\nGolf\tRound\tدور\n", encoding="utf-8")
    (tmp_path / "golf.tsv").write_text("Golf\tRound\tدست\n", encoding="utf-8")
    (tmp_path / "cheat.tsv").write_text("Cheat\tPlay\tبگذار\n", encoding="utf-8")
    order = merge.in_order(sorted(tmp_path.glob("*.tsv")))
    assert [f.name for f in order] == ["cheat.tsv", "golf.tsv", "a-review.tsv"]
    table: dict[tuple[str, str], str] = {}
    for f in order:
        table.update(merge.read_tsv(f))
    assert table[("Golf", "Round")] == "دور"
    first = (ROOT / "i18n" / "pending" / "persian.tsv").read_text(encoding="utf-8")
    assert first.splitlines()[0] == merge.LAST
