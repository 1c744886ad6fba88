"""Synthesise the game's sound effects into assets/sounds/*.wav (pure Python, no numpy).

Run ``uv run python -m tests.tools.make_sounds``. The output is deterministic (fixed
seeds), 16-bit mono at 44.1 kHz; the mixer converts it on load. Every effect
is short and soft-edged so it never startles a couch full of players.
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parents[2] / "assets" / "sounds"

Buffer = list[float]


def silence(seconds: float) -> Buffer:
    return [0.0] * int(seconds * RATE)


def mix_into(target: Buffer, source: Buffer, at_seconds: float, gain: float = 1.0) -> None:
    start = int(at_seconds * RATE)
    end = min(len(target), start + len(source))
    for i in range(start, end):
        target[i] += source[i - start] * gain


def bandpass(samples: Buffer, centre_hz: float, q: float) -> Buffer:
    """RBJ biquad band-pass: turns white noise into wood, paper or metal."""
    w0 = 2 * math.pi * centre_hz / RATE
    alpha = math.sin(w0) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w0), 1 - alpha
    out: Buffer = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(samples: Buffer, cutoff_hz: float) -> Buffer:
    k = 1 - math.exp(-2 * math.pi * cutoff_hz / RATE)
    out: Buffer = []
    y = 0.0
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def noise(seconds: float, rng: random.Random) -> Buffer:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def envelope(samples: Buffer, attack: float, decay: float) -> Buffer:
    """Linear attack, exponential decay (``decay`` = time constant in seconds)."""
    attack_n = max(1, int(attack * RATE))
    out: Buffer = []
    for i, x in enumerate(samples):
        t = i / RATE
        gain = i / attack_n if i < attack_n else math.exp(-(t - attack) / decay)
        out.append(x * gain)
    return out


def tone(freq: float, seconds: float, partials: tuple[tuple[float, float], ...] = ((1, 1),),
         attack: float = 0.005, decay: float = 0.2, vibrato: float = 0.0) -> Buffer:
    out: Buffer = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        wobble = 1 + vibrato * math.sin(2 * math.pi * 5.5 * t)
        value = sum(amp * math.sin(2 * math.pi * freq * ratio * wobble * t)
                    for ratio, amp in partials)
        out.append(value)
    return envelope(out, attack, decay)


def knock(rng: random.Random, pitch: float, length: float = 0.06) -> Buffer:
    """A die or wooden piece hitting wood/felt: a resonant click plus a low thump."""
    click = envelope(bandpass(noise(length, rng), pitch, 4.0), 0.0005, length / 5)
    thump = tone(pitch / 14, length, ((1, 1.0),), attack=0.001, decay=length / 3)
    return [c * 1.6 + th * 0.35 for c, th in zip(click, thump, strict=True)]


def normalise(samples: Buffer, peak: float) -> Buffer:
    top = max(1e-9, max(abs(x) for x in samples))
    return [x / top * peak for x in samples]


def fade_out(samples: Buffer, seconds: float = 0.02) -> Buffer:
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1 - i / n
    return samples


# ---------------------------------------------------------------- effects


def make_click() -> Buffer:
    rng = random.Random(1)
    out = silence(0.06)
    mix_into(out, envelope(bandpass(noise(0.04, rng), 3200, 3.0), 0.0005, 0.006), 0)
    mix_into(out, tone(1800, 0.05, ((1, 1), (2.01, 0.3)), attack=0.001, decay=0.012), 0, 0.4)
    return normalise(out, 0.45)


def make_dice_rattle() -> Buffer:
    rng = random.Random(2)
    out = silence(0.7)
    time = 0.0
    while time < 0.6:
        gain = rng.uniform(0.35, 1.0) * (1 - time / 0.9)
        mix_into(out, knock(rng, rng.uniform(1600, 3400), rng.uniform(0.03, 0.06)), time, gain)
        time += rng.uniform(0.018, 0.055)
    return normalise(fade_out(lowpass(out, 7000)), 0.6)


def make_dice_land() -> Buffer:
    rng = random.Random(3)
    out = silence(0.45)
    for time, gain in ((0.0, 1.0), (0.11, 0.55), (0.19, 0.3), (0.24, 0.15)):
        mix_into(out, knock(rng, rng.uniform(900, 1400), 0.09), time, gain)
    return normalise(fade_out(lowpass(out, 5000)), 0.7)


def make_card_flip() -> Buffer:
    rng = random.Random(4)
    swish = bandpass(noise(0.16, rng), 2600, 0.8)
    shaped = [x * math.sin(math.pi * i / len(swish)) ** 2 for i, x in enumerate(swish)]
    snap = envelope(bandpass(noise(0.03, rng), 4500, 2.0), 0.0005, 0.005)
    out = silence(0.2)
    mix_into(out, shaped, 0)
    mix_into(out, snap, 0.12, 0.8)
    return normalise(out, 0.45)


def make_coin() -> Buffer:
    partials = ((1, 1.0), (1.51, 0.6), (2.23, 0.45), (3.07, 0.25))  # inharmonic: metal
    out = silence(0.6)
    mix_into(out, tone(2100, 0.5, partials, attack=0.001, decay=0.09), 0.0)
    mix_into(out, tone(2380, 0.5, partials, attack=0.001, decay=0.12), 0.07, 0.8)
    return normalise(fade_out(out), 0.42)


def make_cheer() -> Buffer:
    """A short, warm fanfare: a rising major arpeggio ending on a held chord."""
    brass = ((1, 1.0), (2, 0.5), (3, 0.28), (4, 0.14), (5, 0.07))
    out = silence(1.4)
    notes = ((523.25, 0.0), (659.25, 0.12), (783.99, 0.24))
    for freq, at in notes:
        mix_into(out, tone(freq, 0.3, brass, attack=0.015, decay=0.12), at, 0.6)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix_into(out, tone(freq, 1.0, brass, attack=0.03, decay=0.45, vibrato=0.003), 0.38, 0.5)
    return normalise(fade_out(lowpass(out, 4500), 0.15), 0.55)


def make_error() -> Buffer:
    buzz = ((1, 1.0), (3, 0.3), (5, 0.12))  # odd harmonics: a soft square, not a siren
    out = silence(0.32)
    mix_into(out, tone(196, 0.13, buzz, attack=0.004, decay=0.08), 0.0)
    mix_into(out, tone(164.8, 0.17, buzz, attack=0.004, decay=0.09), 0.14)
    return normalise(fade_out(lowpass(out, 2200)), 0.45)


EFFECTS: dict[str, Callable[[], Buffer]] = {
    "click": make_click,
    "dice_rattle": make_dice_rattle,
    "dice_land": make_dice_land,
    "card_flip": make_card_flip,
    "coin": make_coin,
    "cheer": make_cheer,
    "error": make_error,
}


def write_wav(path: Path, samples: Buffer) -> None:
    pcm = array.array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(pcm.tobytes())


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        samples = make()
        write_wav(OUT / f"{name}.wav", samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
