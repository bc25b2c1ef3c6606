"""Where the shipped assets and translations live, installed, editable or bundled."""

from __future__ import annotations

import sys
from importlib.util import find_spec
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent


def _folder(package: str, fallback: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / fallback
    local = _ROOT / fallback
    if local.is_dir():
        return local
    spec = find_spec(package)
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return local


def assets_dir() -> Path:
    return _folder("cardtable_assets", "assets")


def i18n_dir() -> Path:
    return _folder("cardtable_i18n", "i18n")
