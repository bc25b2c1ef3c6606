"""`python -m cardtable` starts the app (the same as the `cardtable` command)."""

import sys

from cardtable.ui.app import main

sys.exit(main())
