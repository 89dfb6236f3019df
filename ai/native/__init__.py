"""The AI's compiled parts: the exact solver's core in C (``solver.c``), built with the
system's C compiler by ``build`` (run by the set-up in ``main.py``) and loaded by ``core``
with ``ctypes``; without it the pure-Python solver answers, slower."""
