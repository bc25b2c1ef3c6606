"""Before Qt starts on Linux: is there a display, and does Qt's xcb plugin have its libraries?

Without them Qt aborts with a message that names the wrong library ("xcb-cursor0 ... is
needed" even when only libxcb-icccm4 is missing) and a core dump. This check runs first and
prints one clear message with the one `sudo apt install ...` line, then the app exits 1.
No Qt at module level: the check must work where Qt would not.

The console is the only place to say it (no window can open yet), so the message is in
English, as Qt's own would be.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

# What Qt's xcb platform plugin (plugins/platforms/libqxcb.so and libQt6XcbQpa.so.6) needs
# beyond what importing QtGui has already loaded, soname -> Debian/Ubuntu package. Kept
# equal to the plugin's own DT_NEEDED by tests/ui/test_preflight.py, with the packages of
# packaging/elfdeps.py (the .deb's Depends).
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}

Loader = Callable[[str], object]


def requested_platforms(argv: Sequence[str], env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt was asked for, in the order it tries them (`-platform` on the
    command line wins over QT_QPA_PLATFORM); empty when Qt chooses for itself."""
    value = env.get("QT_QPA_PLATFORM", "")
    for i, arg in enumerate(argv):
        if arg in ("-platform", "--platform") and i + 1 < len(argv):
            value = argv[i + 1]
    # "xcb;offscreen" is a list to try in turn; "xcb:option=..." gives a plugin options.
    return [name.split(":", 1)[0].strip() for name in value.split(";") if name.strip()]


def wayland_plugin_present() -> bool:
    """Whether this Qt has its Wayland platform plugin (the bundle leaves it out)."""
    from PySide6.QtCore import QLibraryInfo  # only here: this module loads without Qt

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    return any(plugins.glob("libqwayland*.so"))


def missing_libraries(load: Loader) -> list[str]:
    """The sonames of XCB_LIBRARIES that the dynamic loader cannot load."""
    missing = []
    for soname in XCB_LIBRARIES:
        try:
            load(soname)
        except OSError:
            missing.append(soname)
    return missing


def apt_line(sonames: Sequence[str]) -> str:
    packages = dict.fromkeys(XCB_LIBRARIES[s] for s in sonames)  # in order, once each
    return "sudo apt install " + " ".join(packages)


NO_DISPLAY = ("Card Table cannot open its window: no display was found ({}). Start it "
              "from a desktop session, or without a screen with QT_QPA_PLATFORM=offscreen.")


def problem(argv: Sequence[str], env: Mapping[str, str], platform: str = sys.platform,
            load: Loader = ctypes.CDLL,
            wayland: Callable[[], bool] = wayland_plugin_present) -> str | None:
    """Why Qt cannot open a window here, or None when nothing is known to stop it."""
    if not platform.startswith("linux"):
        return None
    asked = requested_platforms(argv, env)
    first = asked[0] if asked else ""
    if first not in ("", "xcb"):
        return None  # offscreen, Wayland asked for by name, or one this check does not know
    if first == "xcb" and not env.get("DISPLAY"):
        return NO_DISPLAY.format("DISPLAY is not set, and the xcb platform needs an X server")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY.format("neither DISPLAY nor WAYLAND_DISPLAY is set")
    if not first and env.get("XDG_SESSION_TYPE") == "wayland" and env.get("WAYLAND_DISPLAY") \
            and wayland():
        return None  # in a Wayland session Qt tries its Wayland plugin first, xcb only after
    if not env.get("DISPLAY"):
        return None  # Wayland only: Qt's own choice, nothing of xcb's to check
    missing = missing_libraries(load)
    if not missing:
        return None
    return ("Card Table cannot open its window: Qt's xcb platform plugin needs libraries "
            f"this system does not have ({', '.join(missing)}). On Debian or Ubuntu, "
            f"install them with:\n  {apt_line(missing)}")


def ensure(argv: Sequence[str], env: Mapping[str, str] | None = None) -> None:
    """Exit with a clear message (status 1) if Qt could not open a window here."""
    found = problem(argv, os.environ if env is None else env)
    if found is not None:
        if sys.stderr is not None:
            print(found, file=sys.stderr, flush=True)
        raise SystemExit(1)
