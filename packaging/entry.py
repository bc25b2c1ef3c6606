"""The bundle's entry point: the same as `python -m cardtable` and the `cardtable` command."""

import sys

from cardtable.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
