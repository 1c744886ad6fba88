"""``python -m scenes``: the same as the ``tabletop`` command (and the packaged program)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # First of all: in the packaged build, a started thinker process (computer
    # players, scenes.games.worker) runs this file too, and must stop here.
    multiprocessing.freeze_support()

    from scenes.shell.cli import main

    sys.exit(main())
