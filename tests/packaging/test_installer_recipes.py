"""The installer recipes that need no bundle: the menu entry, the NSIS script (compiled for
real against a stand-in payload, so it cannot rot), the icons, the Depends table."""

from __future__ import annotations

import re
import struct
import subprocess
import sys

from packaging_support import PACKAGING, ROOT, app_env, tool

NSI = PACKAGING / "windows" / "cardtable.nsi"
DESKTOP = PACKAGING / "linux" / "cardtable.desktop"


def test_desktop_entry_is_valid():
    validate = tool("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run([validate, str(DESKTOP)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not (done.stdout + done.stderr).strip(), \
        done.stdout + done.stderr
    entry = dict(line.split("=", 1) for line in DESKTOP.read_text(encoding="utf-8").splitlines()
                 if "=" in line)
    assert entry["Exec"] == "cardtable" and entry["Icon"] == "cardtable"
    assert entry["Name[fa]"] == "میز ورق"  # the app's own Persian name (i18n/cardtable_fa.ts)
    assert "CardGame" in entry["Categories"].split(";")


def test_nsis_script_has_every_string_in_both_languages():
    text = NSI.read_text(encoding="utf-8")
    assert '!insertmacro MUI_LANGUAGE "English"' in text
    assert '!insertmacro MUI_LANGUAGE "Farsi"' in text
    strings: dict[str, set[str]] = {}
    for name, lang in re.findall(r"^LangString (\w+) \$\{LANG_(\w+)\}", text, re.M):
        strings.setdefault(name, set()).add(lang)
    assert strings and all(langs == {"ENGLISH", "FARSI"} for langs in strings.values()), strings
    for used in re.findall(r"\$\((\w+)\)", text):
        assert used in strings, f"$({used}) has no LangString"


def test_nsis_installer_compiles_against_a_stand_in_payload(tmp_path):
    """packaging/build.py's own makensis command (warnings are errors), with a stand-in for
    the PyInstaller bundle: a fake cardtable.exe and an _internal folder."""
    tool("makensis", "nsis")
    payload = tmp_path / "cardtable"
    (payload / "_internal" / "assets" / "icons").mkdir(parents=True)
    (payload / "cardtable.exe").write_bytes(b"MZ" + b"\0" * 4094)
    (payload / "_internal" / "base_library.zip").write_bytes(b"PK\5\6" + b"\0" * 18)
    (payload / "_internal" / "assets" / "icons" / "cardtable.svg").write_text("<svg/>")
    dist = tmp_path / "dist"
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--targets", "nsis", "--bundle",
         str(payload), "--dist", str(dist), "--work", str(tmp_path / "work")],
        cwd=ROOT, capture_output=True, text=True, timeout=600, env=app_env())
    assert done.returncode == 0, done.stdout + done.stderr
    [installer] = dist.glob("cardtable-*-setup.exe")
    data = installer.read_bytes()
    assert data[:2] == b"MZ"  # a Windows program
    assert b"NullsoftInst" in data  # the NSIS installer header
    assert len(data) > 50_000


def test_icons_in_every_size(tmp_path):
    done = subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(tmp_path)],
                          capture_output=True, text=True, timeout=120,
                          env=app_env(QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = (tmp_path / f"cardtable-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    ico = (tmp_path / "cardtable.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 6)
    sizes = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sizes == [16, 24, 32, 48, 64, 256]
    icns = (tmp_path / "cardtable.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert (tmp_path / "cardtable.svg").read_bytes() == \
        (ROOT / "assets" / "icons" / "cardtable.svg").read_bytes()


def test_every_system_library_has_a_debian_package():
    sys.path.insert(0, str(PACKAGING))
    try:
        import elfdeps
    finally:
        sys.path.remove(str(PACKAGING))
    # What Qt's xcb plugin needs is all there (issue 9: the Depends of the .deb).
    for soname in ("libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxcb-icccm.so.4",
                   "libX11-xcb.so.1", "libGL.so.1", "libfontconfig.so.1"):
        assert soname in elfdeps.SYSTEM_LIBRARIES
    assert all(re.fullmatch(r"[a-z0-9.+-]+( \| [a-z0-9.+-]+)*", dep)
               for dep in elfdeps.SYSTEM_LIBRARIES.values())
    assert "libxcb-cursor0" in elfdeps.apt_packages()
