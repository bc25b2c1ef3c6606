"""The default run skips the `slow` tests (tests/gate.py); a full run or -m runs them."""

from __future__ import annotations

import pytest

from tests.gate import SLOW_REASON, full_tests, skip_slow


class Item:
    """The two methods of a pytest item the gate uses."""

    def __init__(self, *marks: str) -> None:
        self.marks = [getattr(pytest.mark, m) for m in marks]

    def get_closest_marker(self, name: str):
        return next((m for m in self.marks if m.name == name), None)

    def add_marker(self, mark) -> None:
        self.marks.append(mark)


def skipped(item: Item) -> str | None:
    mark = item.get_closest_marker("skip")
    return None if mark is None else mark.kwargs["reason"]


def test_the_default_run_skips_only_the_slow_tests_and_says_how_to_run_them():
    quick, slow = Item(), Item("slow")
    assert skip_slow([quick, slow], env={}) == 1
    assert skipped(quick) is None
    assert skipped(slow) == SLOW_REASON
    assert "CARDTABLE_FULL_TESTS=1 python3 -m pytest" in SLOW_REASON


def test_a_full_run_skips_nothing():
    slow = Item("slow")
    assert skip_slow([slow], env={"CARDTABLE_FULL_TESTS": "1"}) == 0
    assert skipped(slow) is None


def test_a_marker_expression_chooses_for_itself():
    slow = Item("slow")
    assert skip_slow([slow], markexpr="slow", env={}) == 0
    assert skipped(slow) is None


@pytest.mark.parametrize("value, full", [("1", True), ("yes", True), ("", False),
                                         ("0", False), ("false", False), ("No", False)])
def test_the_variable_is_read_as_a_switch(value, full):
    assert full_tests({"CARDTABLE_FULL_TESTS": value}) is full
