"""The committed sound effects: what packaging/make_sounds.py makes, each short, quiet,
centred and free of clicks at its ends."""

from __future__ import annotations

import array
import sys
import wave
from pathlib import Path

import pytest

from cardtable.ui.sound import SOUND_NAMES, sounds_dir
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
LONG = {"shuffle", "match_won"}  # may run past 0.6 s (to 1.6 s)


def samples(path: Path) -> tuple[wave._wave_params, list[float]]:
    with wave.open(str(path), "rb") as f:
        params = f.getparams()
        data = array.array("h", f.readframes(f.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return params, [x / 32767 for x in data]


def make_sounds():
    return load_script(ROOT / "packaging" / "make_sounds.py", "make_sounds")


def test_every_sound_is_there_and_nothing_else():
    assert sorted(p.stem for p in sounds_dir().glob("*.wav")) == sorted(SOUND_NAMES)
    licence = (sounds_dir() / "README.md").read_text(encoding="utf-8")
    assert "GPL-3.0-or-later" in licence and "packaging/make_sounds.py" in licence


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_a_sound_is_short_quiet_centred_and_click_free(name):
    params, xs = samples(sounds_dir() / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44100)
    seconds = len(xs) / params.framerate
    assert 0.05 < seconds < (1.6 if name in LONG else 0.6)
    peak = max(abs(x) for x in xs)
    assert 0.1 < peak <= 0.45  # heard, and at least 7 dB below clipping
    assert abs(sum(xs) / len(xs)) < 0.002  # no DC offset
    # No click: it starts and ends at silence, under a ramp over its first 2 ms and its
    # last 20 ms (a card's snap peaks within its fade-in: a ramp a little steeper there).
    assert xs[0] == 0.0 and xs[-1] == 0.0
    rise, fall = int(0.002 * params.framerate), int(0.02 * params.framerate)
    assert all(abs(x) <= 1.25 * peak * i / rise + 2e-4 for i, x in enumerate(xs[:rise]))
    assert all(abs(x) <= peak * i / fall + 2e-4 for i, x in enumerate(reversed(xs[-fall:])))


def test_the_files_are_what_the_script_makes(tmp_path):
    module = make_sounds()
    module.write(tmp_path)
    for name in SOUND_NAMES:
        _, made = samples(tmp_path / f"{name}.wav")
        _, kept = samples(sounds_dir() / f"{name}.wav")
        assert len(made) == len(kept), name
        # A libm may round a last bit differently: a step or two of 32767, never more.
        assert max(abs(a - b) for a, b in zip(made, kept, strict=True)) < 3 / 32767, name
