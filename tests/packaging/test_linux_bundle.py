"""The Linux bundle, .deb and .tar.xz, built once per session by packaging/build.py: what is
in them, what is left out, and the installed app's self-test offscreen and on a real X
server (Xvfb, Qt's xcb plugin). Slow: the build takes a couple of minutes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest
from packaging_support import PACKAGING, app_env, figure, tool

# One worker builds the bundle once and runs every test that uses it (pytest-xdist).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("bundle")]

BUNDLE_BUDGET_MIB = 110
DEB_BUDGET_MIB = 35
SELF_TEST_TIMEOUT = 300

# Runs a program and prints its peak RSS (KiB). A small process of its own starts it: a
# child's ru_maxrss also counts the memory of the process that spawned it (vfork), which
# for pytest itself would be more than the app's.
PEAK_RSS = """
import os, subprocess, sys
proc = subprocess.Popen(sys.argv[1:])
_, status, usage = os.wait4(proc.pid, 0)
print(f"peak-rss-kib {usage.ru_maxrss}", flush=True)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def mib(n: int) -> float:
    return n / 2**20


def tree_size(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() or p.is_symlink())


def elfdeps():
    sys.path.insert(0, str(PACKAGING))
    try:
        import elfdeps as module
    finally:
        sys.path.remove(str(PACKAGING))
    return module


def control(deb: Path) -> dict[str, str]:
    text = subprocess.run([tool("dpkg-deb", "dpkg"), "-f", str(deb)], capture_output=True,
                          text=True, check=True).stdout
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" ") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def depends(deb: Path) -> list[set[str]]:
    """Depends as a list of alternatives, version constraints dropped."""
    return [{re.sub(r"\s*\(.*\)", "", alt).strip() for alt in dep.split("|")}
            for dep in control(deb)["Depends"].split(",")]


def run_app(launcher: Path, *args: str, timeout: float = SELF_TEST_TIMEOUT,
            **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(launcher), *args], capture_output=True, text=True,
                          timeout=timeout, env=app_env(**env), cwd="/")


# --------------------------------------------------------------------------- the bundle

def test_bundle_holds_the_app_and_leaves_out_what_it_does_not_use(build):
    internal = build.bundle / "_internal"
    assert (build.bundle / "cardtable").stat().st_mode & 0o111
    for needed in ("assets/cards/svg-cards.svg", "assets/fonts/Vazirmatn-Regular.ttf",
                   "assets/icons/cardtable.svg", "assets/rules/hokm.fa.html",
                   "assets/sounds/card.wav", "i18n/cardtable_fa.qm"):
        assert (internal / needed).is_file(), needed
    qt = internal / "PySide6" / "Qt"
    # Qt's own Persian strings, where QLibraryInfo's TranslationsPath points in the bundle.
    assert (qt / "translations" / "qtbase_fa.qm").is_file()
    translations = {p.name for p in internal.rglob("*.qm")}
    assert {t for t in translations if not re.search(r"_(en|fa)\.qm$", t)} == set()
    names = {p.name for p in internal.rglob("*")}
    # The sound effects' Qt Multimedia (where the build had PySide6-Addons) needs QtNetwork;
    # nothing else does.
    sound = "QtMultimedia.abi3.so" in names
    unused = ["QtQml", "QtQuick", "QtPdf", "QtDBus.abi3.so", "QtMultimediaWidgets"]
    unused += [] if sound else ["QtNetwork"]
    for name in unused:
        assert not any(n.startswith(name) for n in names), name
    libs = r"libQt6(Qml|Quick|Pdf|Wayland|OpenGL|MultimediaWidgets|MultimediaQuick|FFmpeg)"
    assert not any(re.match(libs if sound else libs[:-1] + "|Network)", n) for n in names)
    assert not any(re.match(r"lib(avcodec|avformat|avutil|swscale|swresample)", n) for n in names)
    plugins = {p.relative_to(qt / "plugins").as_posix() for p in (qt / "plugins").rglob("*.so")}
    assert "platforms/libqxcb.so" in plugins and "platforms/libqoffscreen.so" in plugins
    assert "imageformats/libqsvg.so" in plugins and "iconengines/libqsvgicon.so" in plugins
    assert not any(p.startswith(("platformthemes/", "wayland", "egldevice", "tls/",
                                 "networkinformation/", "generic/", "multimedia/"))
                   for p in plugins), plugins
    # The desktop's own libraries come from the system (the .deb's Depends), never the bundle.
    carried = {p.name for p in internal.iterdir()} & set(elfdeps().SYSTEM_LIBRARIES)
    assert not carried, carried
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    # Debug symbols are stripped.
    libpython = next(internal.glob("libpython3*.so*"))
    assert ".debug_info" not in subprocess.run(
        [tool("readelf", "binutils"), "-S", "-W", str(libpython)], capture_output=True,
        text=True, check=True).stdout
    size = tree_size(build.bundle)
    figure("bundle size on disk", f"{mib(size):.1f} MiB (budget {BUNDLE_BUDGET_MIB} MiB)")
    assert mib(size) < BUNDLE_BUDGET_MIB


# ------------------------------------------------------------------------------ the .deb

def test_deb_metadata_and_layout(build):
    fields = control(build.deb)
    assert fields["Package"] == "cardtable"
    assert fields["Architecture"] == subprocess.run(
        [tool("dpkg", "dpkg"), "--print-architecture"], capture_output=True, text=True,
        check=True).stdout.strip()
    assert fields["Section"] == "games" and int(fields["Installed-Size"]) > 10_000
    deps = set().union(*depends(build.deb))
    for needed in ("libc6", "libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4",
                   "libxcb-keysyms1", "libxcb-render-util0", "libx11-xcb1", "libgl1",
                   "libegl1", "libfontconfig1", "libdbus-1-3"):
        assert needed in deps, needed
    listing = subprocess.run([tool("dpkg-deb", "dpkg"), "-c", str(build.deb)],
                             capture_output=True, text=True, check=True).stdout
    entries = {line.split()[5].lstrip("."): line for line in listing.splitlines()}
    assert entries["/opt/cardtable/cardtable"].startswith("-rwxr-xr-x root/root")
    assert "-> ../../opt/cardtable/cardtable" in entries["/usr/bin/cardtable"]
    assert "/usr/share/applications/cardtable.desktop" in entries
    assert "/usr/share/doc/cardtable/copyright" in entries
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/cardtable.png" in entries
    assert "/usr/share/icons/hicolor/scalable/apps/cardtable.svg" in entries
    assert all("root/root" in line for line in listing.splitlines())
    size = build.deb.stat().st_size
    figure(".deb size", f"{mib(size):.1f} MiB (budget {DEB_BUDGET_MIB} MiB)")
    assert mib(size) < DEB_BUDGET_MIB


def test_deb_depends_name_every_system_library_the_bundle_needs(build):
    """Each library the bundle takes from the system is installed here, and the Debian package
    that owns it is in Depends: the list cannot drift from what Qt's plugins need."""
    wanted, _ = elfdeps().requirements(build.bundle)
    cache = subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True,
                           check=True).stdout
    found: dict[str, str] = {}
    for line in cache.splitlines():  # "\tlibxcb.so.1 (libc6,x86-64) => /lib/.../libxcb.so.1"
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if m and "64" in m.group(2):
            found.setdefault(m.group(1), m.group(3))
    missing = sorted(set(wanted) - set(found))
    assert not missing, f"not installed here: {missing} (.ci/run installs them)"
    deps = depends(build.deb)
    owners = owner_packages([found[s] for s in wanted])
    for soname in sorted(wanted):
        package = owners.get(found[soname])
        assert package, f"no Debian package owns {found[soname]}"
        assert any(package in alternatives for alternatives in deps), \
            f"{soname} comes from {package}, which is not in Depends"


def owner_packages(paths: list[str]) -> dict[str, str]:
    """{path: the package that installed it}, with one dpkg -S for them all (merged /usr:
    dpkg knows a file under one of its spellings, with or without /usr, link or target)."""
    spellings: dict[str, str] = {}
    for path in paths:
        for p in (path, os.path.realpath(path)):
            spellings[p] = path
            spellings[p[4:] if p.startswith("/usr/") else "/usr" + p] = path
    done = subprocess.run([tool("dpkg", "dpkg"), "-S", *spellings], capture_output=True,
                          text=True)
    owners: dict[str, str] = {}
    for line in done.stdout.splitlines():  # "libxcb1:amd64: /usr/lib/.../libxcb.so.1"
        package, _, path = line.rpartition(": ")
        if path in spellings:
            owners.setdefault(spellings[path], package.split(":")[0].split(",")[0].strip())
    return owners


# ----------------------------------------------------------------------- installed app

def test_installed_desktop_entry_and_icon(installed):
    desktop = installed / "usr/share/applications/cardtable.desktop"
    validate = tool("desktop-file-validate", "desktop-file-utils")
    done = subprocess.run([validate, str(desktop)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    text = desktop.read_text(encoding="utf-8")
    assert "\nExec=cardtable\n" in text and "\nIcon=cardtable\n" in text
    assert os.access(installed / "usr/bin/cardtable", os.X_OK)
    assert (installed / "usr/share/icons/hicolor/scalable/apps/cardtable.svg").is_file()


def test_installed_app_passes_its_self_test_offscreen(installed):
    done = subprocess.run([sys.executable, "-S", "-c", PEAK_RSS,
                           str(installed / "usr/bin/cardtable"), "--self-test"],
                          capture_output=True, text=True, timeout=SELF_TEST_TIMEOUT, cwd="/",
                          env=app_env(QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stdout + done.stderr
    peak = re.search(r"peak-rss-kib (\d+)", done.stdout)
    assert peak
    figure("installed app, peak memory over the self-test's hand of Hokm",
           f"{int(peak.group(1)) / 1024:.0f} MiB")
    assert "platform offscreen" in done.stdout and "frozen True" in done.stdout
    assert f"assets {installed}/opt/cardtable/_internal/assets" in done.stdout
    assert "Qt's 'Cancel' is 'انصراف'" in done.stdout  # qtbase_fa.qm found in the bundle
    assert "passed:" in done.stdout


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    xvfb = tool("Xvfb", "xvfb")
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    deadline = time.monotonic() + 30
    with os.fdopen(read, "rb") as pipe:
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = pipe.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start", pytrace=False)
    return server, ":" + number.decode().strip()


def test_installed_app_passes_its_self_test_on_x11_with_the_xcb_plugin(installed):
    server, display = start_xvfb()
    try:
        done = run_app(installed / "usr/bin/cardtable", "--self-test", QT_QPA_PLATFORM="xcb",
                       DISPLAY=display)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "platform xcb" in done.stdout and "passed:" in done.stdout
    assert "Could not load the Qt platform plugin" not in done.stderr


def test_installed_app_startup_time_and_memory(installed):
    """Launch to main window shown (the app's own --startup-time, and the process's wall
    time), and the peak resident memory of the installed app: measured and reported."""
    launcher = installed / "usr/bin/cardtable"
    shown, walls, peaks = [], [], []
    for _ in range(3):
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-S", "-c", PEAK_RSS, str(launcher),
                               "--startup-time"], capture_output=True, text=True, cwd="/",
                              timeout=SELF_TEST_TIMEOUT,
                              env=app_env(QT_QPA_PLATFORM="offscreen",
                                          CARDTABLE_HOME=os.environ["CARDTABLE_HOME"]))
        walls.append(time.perf_counter() - started)
        assert done.returncode == 0, done.stdout + done.stderr
        found = re.search(r"main window shown after ([\d.]+) s", done.stdout)
        peak = re.search(r"peak-rss-kib (\d+)", done.stdout)
        assert found and peak, done.stdout + done.stderr
        shown.append(float(found.group(1)))
        peaks.append(int(peak.group(1)) / 1024)
    figure("installed app, launch to window shown",
           f"{min(walls):.2f} s process wall time (best of 3; main() alone {min(shown):.2f} s)")
    figure("installed app, peak memory (RSS)", f"{min(peaks):.0f} MiB")
    assert min(walls) < 30 and min(peaks) < 1024


# -------------------------------------------------------------------------- the .tar.xz

def test_tarball_unpacks_and_runs(build, tmp_path):
    with tarfile.open(build.tarball) as tar:
        names = tar.getnames()
        top = names[0].split("/")[0]
        assert top.startswith("cardtable-") and all(n.startswith(top) for n in names)
        assert f"{top}/cardtable" in names and f"{top}/README.txt" in names
        assert all(m.uid == 0 and m.gid == 0 for m in tar.getmembers())
        if hasattr(tarfile, "tar_filter"):  # Python 3.11.4 and later
            tar.extractall(tmp_path, filter="tar")
        else:
            tar.extractall(tmp_path)
    readme = (tmp_path / top / "README.txt").read_text(encoding="utf-8")
    assert "libxcb-cursor0" in readme
    figure(".tar.xz size", f"{mib(build.tarball.stat().st_size):.1f} MiB")
    done = run_app(tmp_path / top / "cardtable", "--self-test", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stdout + done.stderr


def test_build_reports_its_figures(build):
    summary = build.log[build.log.rindex("\nbuilt in "):]
    assert "bundle" in summary and "deb" in summary and "tar" in summary
    assert "MiB" in summary
