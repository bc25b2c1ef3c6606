"""The check before Qt starts (cardtable/ui/preflight.py): no display, or a library of Qt's
xcb plugin missing, is one clear message with the one apt line and exit status 1."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.ui import preflight
from cardtable.ui.preflight import XCB_LIBRARIES, apt_line, problem, requested_platforms

ROOT = Path(__file__).resolve().parents[2]
X11 = {"DISPLAY": ":0"}


def loader(*missing: str):
    """A stand-in for ctypes.CDLL that cannot find `missing`; it records what it was asked."""
    asked: list[str] = []

    def load(soname: str) -> object:
        asked.append(soname)
        if soname in missing:
            raise OSError(f"{soname}: cannot open shared object file")
        return object()

    load.asked = asked  # type: ignore[attr-defined]
    return load


def no_wayland() -> bool:
    return False


def test_everything_there_is_no_problem():
    load = loader()
    assert problem([], X11, "linux", load, no_wayland) is None
    assert load.asked == list(XCB_LIBRARIES)


def test_missing_libraries_name_them_and_the_one_apt_line():
    load = loader("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    message = problem(["cardtable"], X11, "linux", load, no_wayland)
    assert message is not None
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in message
    lines = message.splitlines()
    assert lines[-1] == "  sudo apt install libxcb-icccm4 libxcb-keysyms1"
    assert sum("apt install" in line for line in lines) == 1


def test_the_apt_line_names_each_package_once():
    assert apt_line(["libxcb-cursor.so.0", "libxcb-cursor.so.0", "libxcb.so.1"]) == \
        "sudo apt install libxcb-cursor0 libxcb1"


def test_no_display_at_all_is_said_plainly():
    load = loader()
    message = problem(["cardtable"], {}, "linux", load, no_wayland)
    assert message is not None and "no display was found" in message
    assert "QT_QPA_PLATFORM=offscreen" in message
    assert load.asked == []  # nothing to load for: the display is the problem


def test_xcb_asked_for_without_an_x_server():
    message = problem(["cardtable", "-platform", "xcb"], {"WAYLAND_DISPLAY": "wayland-0"},
                      "linux", loader(), no_wayland)
    assert message is not None and "DISPLAY is not set" in message


@pytest.mark.parametrize("argv, env", [
    ([], {"QT_QPA_PLATFORM": "offscreen"}),
    (["cardtable", "-platform", "offscreen"], X11),
    ([], {"QT_QPA_PLATFORM": "wayland;xcb", **X11}),
    ([], {"QT_QPA_PLATFORM": "minimal"}),
])
def test_platforms_that_are_not_xcb_are_left_to_qt(argv, env):
    load = loader(*XCB_LIBRARIES)
    assert problem(argv, env, "linux", load, no_wayland) is None
    assert load.asked == []


def test_a_wayland_session_with_the_wayland_plugin_does_not_need_xcb():
    env = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0", **X11}
    missing = loader(*XCB_LIBRARIES)
    assert problem([], env, "linux", missing, lambda: True) is None
    # without the plugin (the bundle leaves it out) Qt falls back to xcb: checked
    assert problem([], env, "linux", missing, no_wayland) is not None


def test_only_linux_is_checked():
    assert problem([], {}, "win32", loader(*XCB_LIBRARIES), no_wayland) is None
    assert problem([], {}, "darwin", loader(*XCB_LIBRARIES), no_wayland) is None


def test_the_command_line_wins_over_the_environment():
    env = {"QT_QPA_PLATFORM": "offscreen"}
    assert requested_platforms(["x", "-platform", "xcb:nograb"], env) == ["xcb"]
    assert requested_platforms(["x"], env) == ["offscreen"]
    assert requested_platforms(["x"], {}) == []


def test_ensure_exits_1_with_the_message(monkeypatch, capsys):
    monkeypatch.setattr(preflight, "missing_libraries", lambda load: ["libxcb-icccm.so.4"])
    monkeypatch.setattr(preflight.sys, "platform", "linux")
    with pytest.raises(SystemExit) as exited:
        preflight.ensure(["cardtable"], {"DISPLAY": ":0"})
    assert exited.value.code == 1
    assert "sudo apt install libxcb-icccm4" in capsys.readouterr().err
    preflight.ensure(["cardtable"], {"QT_QPA_PLATFORM": "offscreen"})  # no exit


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_the_list_is_what_qts_xcb_plugin_needs():
    """XCB_LIBRARIES holds every library the plugin needs that QtGui does not already load,
    with the package packaging/elfdeps.py names for it (the .deb's Depends)."""
    import PySide6

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import elfdeps
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    qt = Path(PySide6.__file__).parent / "Qt"

    def needs(path: Path) -> set[str]:
        return {n for n in elfdeps.needed(path)[0]
                if not n.startswith("libQt6") and not elfdeps.LIBC.match(n)}

    plugin = needs(qt / "plugins" / "platforms" / "libqxcb.so") | \
        needs(qt / "lib" / "libQt6XcbQpa.so.6")
    loaded = set().union(*(needs(qt / "lib" / f"libQt6{m}.so.6") for m in ("Core", "Gui")))
    assert set(XCB_LIBRARIES) == plugin - loaded
    for soname, package in XCB_LIBRARIES.items():
        assert elfdeps.SYSTEM_LIBRARIES[soname] == package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is Linux's")
def test_the_app_exits_with_the_message_before_qt(tmp_path):
    """The real `python3 -m cardtable` with no display: status 1 and the message, no abort."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT),
           "CARDTABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-m", "cardtable"], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "no display was found" in done.stderr
    assert "Could not load the Qt platform plugin" not in done.stderr


def test_the_readme_names_every_library_in_one_apt_line():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert apt_line(list(XCB_LIBRARIES)) + "\n" in readme
