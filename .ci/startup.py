"""How long the packaged program takes to start: launch to its first menu frame.

    python .ci/startup.py PROGRAM [--runs 5]

Starts ``PROGRAM --first-frame`` (the child ``--bench`` times, scenes/tools/bench.py)
several times under SDL's dummy drivers and prints the median and range of the
wall-clock time to the first frame and of the processor time the whole run took
(user + system, the child and any process it started). The processor time barely
moves when other programs share the machine; the wall time does. Informational,
like every timing here (DESIGN §6: budgets are measured, never asserted).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

MARK = "first-menu-frame"


def one_run(program: str, environment: dict[str, str]) -> tuple[float, float]:
    """(seconds to the first frame, processor seconds of the whole run)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    child = subprocess.Popen([program, "--first-frame"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=environment)
    assert child.stdout is not None
    first = float("nan")
    for line in child.stdout:
        if line.strip() == MARK:
            first = time.perf_counter() - started
    if child.wait() != 0 or first != first:
        raise SystemExit(f"{program} --first-frame failed (exit code {child.returncode})")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    processor = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return first, processor


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("program")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                       "TABLETOP_USER_DIR": home}
        one_run(args.program, environment)  # the first start reads the files from disk
        runs = [one_run(args.program, environment) for _ in range(args.runs)]
    walls = [wall for wall, _ in runs]
    processors = [processor for _, processor in runs]
    print(f"start-up to the first menu frame: median {statistics.median(walls):.3f} s "
          f"(range {min(walls):.3f}-{max(walls):.3f} s over {len(runs)} runs)")
    print(f"processor time of a start: median {statistics.median(processors):.3f} s "
          f"(range {min(processors):.3f}-{max(processors):.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
