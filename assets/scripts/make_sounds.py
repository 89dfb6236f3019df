"""Synthesise the table's short sounds into assets/sounds (16-bit mono WAV, 22 050 Hz).

Every sound is made here from noise and sine waves with a seeded generator, so
the files are ours to ship (see assets/sounds/LICENSE.txt).  Run from the
project root: ``python3 assets/scripts/make_sounds.py``.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RATE = 22050


def envelope(t: float, attack: float, decay: float) -> float:
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def swish(length: float, seed: int, brightness: float) -> Callable[[float], float]:
    """Filtered noise: a card sliding on cloth."""
    rng = random.Random(seed)
    state = [0.0]

    def sample(t: float) -> float:
        state[0] += brightness * (rng.uniform(-1, 1) - state[0])
        return state[0] * envelope(t, 0.006, length / 4)

    return sample


def snap(t: float) -> float:
    """A card put down: a short knock plus a click."""
    knock = math.sin(2 * math.pi * 180 * t) * envelope(t, 0.002, 0.025)
    click = math.sin(2 * math.pi * 2400 * t) * envelope(t, 0.0005, 0.004)
    return 0.7 * knock + 0.3 * click


def chime(t: float) -> float:
    """A soft two-note chime for announcements and the end of a hand."""
    first = math.sin(2 * math.pi * 660 * t) * envelope(t, 0.005, 0.18)
    second = math.sin(2 * math.pi * 990 * max(0.0, t - 0.12)) * envelope(
        max(0.0, t - 0.12), 0.005, 0.22
    )
    return 0.5 * first + 0.4 * (second if t > 0.12 else 0.0)


def write(name: str, length: float, source: Callable[[float], float], gain: float) -> None:
    frames = bytearray()
    for i in range(int(length * RATE)):
        value = max(-1.0, min(1.0, gain * source(i / RATE)))
        frames += struct.pack("<h", int(value * 32000))
    path = ROOT / "assets" / "sounds" / f"{name}.wav"
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


def main() -> None:
    write("deal", 0.12, swish(0.12, 1, 0.35), 1.2)
    write("play", 0.10, snap, 0.9)
    write("gather", 0.30, swish(0.30, 2, 0.2), 1.4)
    write("announce", 0.55, chime, 0.6)


if __name__ == "__main__":
    main()
