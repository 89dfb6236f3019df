"""``python -m game replay FILE`` and ``python -m game simulate ...``."""

import sys

from game.session.cli import main

sys.exit(main(prog="python -m game"))
