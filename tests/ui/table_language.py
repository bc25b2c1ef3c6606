"""A table test's language switch: the app's own translations (cardtable_fa.qm), as the
Language menu sets them, so a test reads the Persian the player reads. (The tests once laid
their game's i18n/pending file over them; once merged, that hid the review's corrections,
which i18n/merge_pending.py applies last: test_pending_translations.py keeps the .ts file
level with the pending files.)"""

from __future__ import annotations


class Languages:
    """Switches a window's language by its menu."""

    def switch(self, window, language: str) -> None:
        window.language_actions[language].trigger()
