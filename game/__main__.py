"""``python -m game replay FILE`` and ``python -m game simulate ...``."""

import sys

from game.session.cli import main
from game.session.exits import run_cleanly

sys.exit(run_cleanly(lambda: main(prog="python -m game")))
