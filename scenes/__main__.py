"""``python -m scenes``: the same as the ``tabletop`` command."""

import sys

from scenes.app import main

sys.exit(main())
