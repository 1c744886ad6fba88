"""``python -m scenes``: the same as the ``tabletop`` command."""

import sys

from scenes.cli import main

sys.exit(main())
