"""`python -m meeple` is the `meeple` command."""

import sys

from meeple.cli import main

sys.exit(main())
