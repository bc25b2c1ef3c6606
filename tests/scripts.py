"""A script of the repository (a benchmark, a tool under i18n/ or packaging/) loaded as a
module by its path, for the tests that call its functions."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_script(path: Path, name: str) -> ModuleType:
    """The script at `path` as module `name` (registered in sys.modules, where a dataclass
    of its looks its module up)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
