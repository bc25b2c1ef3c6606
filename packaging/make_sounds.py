"""Synthesise the table's sound effects into assets/sounds/*.wav (standard library only).

    python3 packaging/make_sounds.py [FOLDER]      # default: assets/sounds

Every sound is made here from noise and sine tones, with a fixed random seed, so the
files are the same on every run (tests/ui/test_sound_assets.py checks that the committed
ones are what this script makes, and that each is short, quiet and click-free). Mono,
16-bit, 44.1 kHz PCM WAV: what cardtable/ui/sound.py mixes and plays.

A card snap is a band of noise with a fast attack and a fast decay over a soft low thump;
a shuffle is a riffle of snaps; the chimes are sine tones with a bell-like decay.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
Signal = list[float]

# The loudest sample of each sound, as a fraction of full scale: all well below clipping
# (-7 dBFS at most), the frequent ones (cards, deals) quietest.
PEAKS = {
    "card": 0.42, "deal": 0.28, "shuffle": 0.36, "trick": 0.34, "turn": 0.30, "bid": 0.32,
    "round_won": 0.38, "round_lost": 0.32, "match_won": 0.42,
}


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `into` from `at` seconds (clipped at its end)."""
    start = int(at * RATE)
    for i, x in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * x


def bandpass(xs: Signal, centre: float, q: float) -> Signal:
    """A two-pole band-pass filter (the RBJ cookbook's, 0 dB at the peak)."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for x in xs:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def lowpass(xs: Signal, cutoff: float) -> Signal:
    """A one-pole low-pass: softens the top of a noise."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out: Signal = []
    y = 0.0
    for x in xs:
        y += k * (x - y)
        out.append(y)
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def shaped(xs: Signal, envelope: Callable[[float], float]) -> Signal:
    return [x * envelope(i / RATE) for i, x in enumerate(xs)]


def decay(attack: float, tau: float) -> Callable[[float], float]:
    """Rises linearly over `attack` seconds, then falls exponentially with time constant
    `tau`."""
    def env(t: float) -> float:
        if t < attack:
            return t / attack
        return math.exp(-(t - attack) / tau)

    return env


def snap(rng: random.Random, centre: float = 2600.0, tau: float = 0.014,
         thump: float = 0.35, length: float = 0.12) -> Signal:
    """One card on the felt: a band of noise, quickly gone, over a soft low knock."""
    band = lowpass(bandpass(noise(rng, length), centre, 0.8), 2 * centre)
    out = shaped(band, decay(0.0015, tau))
    knock = [math.sin(2 * math.pi * 150 * i / RATE) * math.exp(-i / RATE / 0.018)
             for i in range(len(out))]
    return [a + thump * 0.25 * b for a, b in zip(out, knock, strict=True)]


def tone(freq: float, seconds: float, tau: float,
         partials: tuple[tuple[float, float], ...] = ((1.0, 1.0), (2.0, 0.18), (3.0, 0.05)),
         attack: float = 0.006) -> Signal:
    """A struck tone: a few partials, each decaying the faster the higher it is."""
    out: Signal = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        rise = min(1.0, t / attack)
        x = sum(a * math.sin(2 * math.pi * freq * r * t) * math.exp(-t * r / tau)
                for r, a in partials)
        out.append(rise * x)
    return out


# Marimba-like: the wooden bar's strong fourth partial, quickly gone.
WOOD = ((1.0, 1.0), (3.93, 0.12), (2.0, 0.05))


def finish(xs: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.02) -> Signal:
    """No DC offset, no click at either end, scaled to its `peak`."""
    mean = sum(xs) / len(xs)
    xs = [x - mean for x in xs]
    n_in, n_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(n_in, len(xs))):
        xs[i] *= i / n_in
    for i in range(min(n_out, len(xs))):
        xs[-1 - i] *= i / n_out
    top = max(abs(x) for x in xs) or 1.0
    return [x * peak / top for x in xs]


# ------------------------------------------------------------------- the sounds


def card(rng: random.Random) -> Signal:
    return snap(rng, 2600.0, 0.014, 0.45, 0.14)


def deal(rng: random.Random) -> Signal:
    """Lighter and higher than a played card: a card flicked across the felt."""
    out = silence(0.11)
    air = shaped(bandpass(noise(rng, 0.05), 5200.0, 0.7), decay(0.03, 0.01))
    mix(out, air, 0.0, 0.35)
    mix(out, snap(rng, 3800.0, 0.008, 0.1, 0.08), 0.025)
    return out


def shuffle(rng: random.Random) -> Signal:
    """A riffle: snaps speeding up and slowing down, then the cards squared up."""
    out = silence(0.95)
    t, count = 0.02, 26
    for i in range(count):
        x = i / (count - 1)
        gap = 0.045 - 0.03 * math.sin(math.pi * x)  # faster in the middle of the riffle
        mix(out, snap(rng, rng.uniform(3000.0, 4200.0), 0.005, 0.05, 0.04),
            t, rng.uniform(0.45, 0.8))
        t += gap * rng.uniform(0.85, 1.15)
    mix(out, shaped(lowpass(bandpass(noise(rng, 0.18), 1800.0, 0.6), 4000.0),
                    decay(0.05, 0.04)), t + 0.02, 0.9)
    mix(out, snap(rng, 1600.0, 0.012, 0.8, 0.1), t + 0.16, 0.7)
    return out


def trick(rng: random.Random) -> Signal:
    """A trick swept up: a soft swish, then the cards landing on the pile."""
    out = silence(0.36)
    swish = shaped(lowpass(bandpass(noise(rng, 0.24), 1500.0, 0.6), 3000.0), decay(0.09, 0.05))
    mix(out, swish, 0.0)
    mix(out, snap(rng, 1900.0, 0.012, 0.7, 0.1), 0.17, 0.5)
    return out


def turn(rng: random.Random) -> Signal:
    """Your turn: a soft two-tone chime, rising a fourth."""
    out = silence(0.55)
    mix(out, tone(784.0, 0.5, 0.16), 0.0, 0.8)  # G5
    mix(out, tone(1046.5, 0.4, 0.14), 0.13)  # C6
    return out


def bid(rng: random.Random) -> Signal:
    """A bid, a call or a claim: one round wooden knock."""
    out = silence(0.26)
    mix(out, tone(659.3, 0.25, 0.07, WOOD, 0.003), 0.0)  # E5
    mix(out, tone(987.8, 0.2, 0.05, WOOD, 0.003), 0.06, 0.5)  # B5
    return out


def round_won(rng: random.Random) -> Signal:
    """A rising major arpeggio."""
    out = silence(0.58)
    for i, f in enumerate((523.3, 659.3, 784.0)):  # C5 E5 G5
        mix(out, tone(f, 0.58 - i * 0.09, 0.12 + 0.04 * i, WOOD), i * 0.09, 0.8)
    return out


def round_lost(rng: random.Random) -> Signal:
    """Two low notes falling a minor third, softly."""
    out = silence(0.58)
    mix(out, tone(392.0, 0.5, 0.14, ((1.0, 1.0), (2.0, 0.08))), 0.0, 0.8)  # G4
    mix(out, tone(329.6, 0.42, 0.16, ((1.0, 1.0), (2.0, 0.08))), 0.16)  # E4
    return lowpass(out, 2500.0)


def match_won(rng: random.Random) -> Signal:
    """An arpeggio up to the octave, then the whole chord ringing out."""
    out = silence(1.5)
    notes = (523.3, 659.3, 784.0, 1046.5)  # C5 E5 G5 C6
    for i, f in enumerate(notes):
        mix(out, tone(f, 0.5, 0.12, WOOD), i * 0.1, 0.7)
    for f in notes:
        mix(out, tone(f, 1.05, 0.35), 0.42, 0.3)
    return out


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "card": card, "deal": deal, "shuffle": shuffle, "trick": trick, "turn": turn,
    "bid": bid, "round_won": round_won, "round_lost": round_lost, "match_won": match_won,
}


def render(name: str) -> bytes:
    """The 16-bit samples of one sound (the same bytes on every run)."""
    rng = random.Random(f"cardtable-{name}")
    xs = finish(SOUNDS[name](rng), PEAKS[name])
    samples = array.array("h", (max(-32767, min(32767, round(x * 32767))) for x in xs))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(name))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    for path in write(folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
