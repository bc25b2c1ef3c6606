"""Build Card Table's bundle and installers with one command, from a clean checkout:

    python3 -m pip install -e '.[test,sound]' && python3 packaging/build.py

On Linux: the PyInstaller bundle (dist/cardtable/), a .deb (the bundle in /opt/cardtable,
/usr/bin/cardtable, the menu entry and the icon at several sizes) and a .tar.xz of the
bundle. On Windows: the bundle and an NSIS installer. On macOS: "Card Table.app" and a .dmg.
Everything goes to dist/ (and the work files to build/), or where --dist and --work say.

    python3 packaging/build.py --targets deb,tar          # only some of them
    python3 packaging/build.py --targets nsis --bundle DIR --dist OUT
                                                          # an installer around a given bundle

Needs PyInstaller (in the test extra); the .deb needs dpkg-deb, the installer makensis
(Debian: nsis), the .dmg hdiutil (macOS). Sizes and times are printed at the end.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import elfdeps  # noqa: E402

APP = "cardtable"
APP_NAME = "Card Table"
MAINTAINER = os.environ.get("CARDTABLE_MAINTAINER",
                            "Card Table developers <cardtable@users.noreply.github.com>")
DESCRIPTION = """\
traditional Iranian and European card games against the computer
 Card Table is a desktop card table where one person plays traditional
 Iranian and European card games (Hokm first) against computer opponents,
 in English or in Persian, with a true right-to-left interface, Persian
 digits and the Vazirmatn font."""
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LINUX, WINDOWS, MACOS = sys.platform.startswith("linux"), sys.platform == "win32", \
    sys.platform == "darwin"


def version() -> str:
    text = (ROOT / "cardtable" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if not found:
        raise SystemExit("no __version__ in cardtable/__init__.py")
    return found.group(1)


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], check=True, text=True, **kw)  # type: ignore


def need(tool: str, hint: str) -> str:
    path = shutil.which(tool)
    if path is None:
        raise SystemExit(f"{tool} was not found: {hint}")
    return path


def size_on_disk(path: Path) -> int:
    """Bytes, as the files' lengths add up (what `du --apparent-size` says)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


# ------------------------------------------------------------------------- the bundle

def build_icons(work: Path) -> Path:
    out = work / "icons"
    run([sys.executable, HERE / "icons.py", out])
    return out


def build_bundle(dist: Path, work: Path, icons: Path) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is missing: python3 -m pip install -e '.[test]' "
                         "(or python3 -m pip install pyinstaller)") from None
    if LINUX:
        need("strip", "install binutils (PyInstaller strips the Linux bundle)")
    env = dict(os.environ, CARDTABLE_ICON_DIR=str(icons))
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work / "pyinstaller", HERE / "cardtable.spec"],
        env=env, cwd=ROOT)
    bundle = dist / (f"{APP_NAME}.app" if MACOS else APP)
    if not bundle.exists():
        raise SystemExit(f"PyInstaller made no {bundle}")
    return bundle


# ------------------------------------------------------------------------------ Linux

def deb_arch() -> str:
    dpkg = shutil.which("dpkg")
    if dpkg:
        return subprocess.run([dpkg, "--print-architecture"], check=True, text=True,
                              capture_output=True).stdout.strip()
    import platform

    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _normalise_modes(root: Path, executables: set[Path]) -> None:
    """Debian's usual modes: folders and programs 0755, everything else 0644."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path in executables:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def build_deb(bundle: Path, dist: Path, work: Path, icons: Path, ver: str) -> Path:
    need("dpkg-deb", "install dpkg (Debian and Ubuntu have it)")
    arch = deb_arch()
    name = f"{APP}_{ver}_{arch}"
    stage = work / "deb" / name
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / "opt" / APP
    shutil.copytree(bundle, opt, symlinks=True)
    usr_bin = stage / "usr" / "bin"
    usr_bin.mkdir(parents=True)
    # A relative link: PyInstaller's bootloader finds its files from the real path, and the
    # link works in a tree unpacked anywhere (dpkg -x) as well as in /.
    (usr_bin / APP).symlink_to(Path("..", "..", "opt", APP, APP))
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / f"{APP}.desktop", share / "applications" / f"{APP}.desktop")
    for size in HICOLOR_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copyfile(icons / f"{APP}-{size}.png", folder / f"{APP}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(icons / f"{APP}.svg", scalable / f"{APP}.svg")
    doc = share / "doc" / APP
    doc.mkdir(parents=True)
    shutil.copyfile(HERE / "linux" / "copyright", doc / "copyright")

    _normalise_modes(stage, {opt / APP})
    depends = elfdeps.depends(opt)
    installed_kib = (size_on_disk(stage) + 1023) // 1024
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.parent.chmod(0o755)
    control.write_text(
        f"Package: {APP}\n"
        f"Version: {ver}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}\n", encoding="utf-8")
    control.chmod(0o644)
    if shutil.which("desktop-file-validate"):
        run(["desktop-file-validate", share / "applications" / f"{APP}.desktop"])
    out = dist / f"{name}.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", stage, out])
    return out


def build_tarball(bundle: Path, dist: Path, work: Path, ver: str) -> Path:
    """The bundle as cardtable-<version>/ (run ./cardtable), with a note on what it needs."""
    import platform

    top = f"{APP}-{ver}"
    out = dist / f"{top}-linux-{platform.machine()}.tar.xz"
    stage = work / "tar"
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(bundle, stage / top, symlinks=True)
    (stage / top / "README.txt").write_text(
        f"{APP_NAME} {ver}\n\nRun ./{APP} in this folder. It uses the desktop's own "
        "libraries; on Debian and Ubuntu these packages provide them:\n\n  "
        + "\n  ".join(elfdeps.depends(bundle)) + "\n\n"
        "(The .deb installs them itself, with a menu entry and the icon.)\n",
        encoding="utf-8")
    tar = shutil.which("tar")
    if tar and shutil.which("xz"):  # a multi-threaded xz is much faster than Python's lzma
        run([tar, "--owner=0", "--group=0", "--numeric-owner", "-cJf", out, "-C", stage, top],
            env=dict(os.environ, XZ_OPT="-6 -T0"))
    else:
        def reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            return info

        with tarfile.open(out, "w:xz", preset=6) as tf:
            tf.add(stage / top, arcname=top, filter=reset)
    shutil.rmtree(stage)
    return out


# ---------------------------------------------------------------------------- Windows

def find_makensis() -> str:
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base and (Path(base) / "NSIS" / "makensis.exe").exists():
            return str(Path(base) / "NSIS" / "makensis.exe")
    raise SystemExit("makensis was not found: install NSIS (Debian: apt-get install nsis; "
                     "Windows: choco install nsis)")


def build_nsis(bundle: Path, dist: Path, icons: Path, ver: str) -> Path:
    makensis = find_makensis()
    out = dist / f"{APP}-{ver}-setup.exe"
    numbers = [int(x) for x in re.findall(r"\d+", ver)][:4]
    quad = ".".join(str(n) for n in numbers + [0] * (4 - len(numbers)))
    run([makensis, "-V2", "-WX", f"-DVERSION={ver}", f"-DVERSION_QUAD={quad}",
         f"-DSOURCE_DIR={bundle}", f"-DICON={icons / f'{APP}.ico'}",
         f"-DLICENSE_FILE={ROOT / 'LICENSE'}", f"-DOUTFILE={out}",
         HERE / "windows" / f"{APP}.nsi"])
    return out


# ------------------------------------------------------------------------------ macOS

def build_dmg(app: Path, dist: Path, work: Path, ver: str) -> Path:
    hdiutil = need("hdiutil", "a .dmg can only be made on macOS")
    stage = work / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    run(["ditto", app, stage / app.name])  # keeps the bundle's links and signatures
    (stage / "Applications").symlink_to("/Applications")
    out = dist / f"CardTable-{ver}.dmg"
    if out.exists():
        out.unlink()
    run([hdiutil, "create", "-volname", f"{APP_NAME} {ver}", "-srcfolder", stage, "-ov",
         "-fs", "HFS+", "-format", "UDZO", out])
    return out


# ---------------------------------------------------------------------------------- main

def default_targets() -> list[str]:
    if LINUX:
        return ["bundle", "deb", "tar"]
    if WINDOWS:
        return ["bundle", "nsis"]
    if MACOS:
        return ["bundle", "dmg"]
    return ["bundle"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle and installers go (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's and the packages' work files (default: build/)")
    parser.add_argument("--targets", default=",".join(default_targets()),
                        help="comma-separated: bundle, deb, tar, nsis, dmg "
                             "(default here: %(default)s)")
    parser.add_argument("--bundle", type=Path,
                        help="package this existing bundle instead of building one")
    args = parser.parse_args(argv)
    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    unknown = set(targets) - {"bundle", "deb", "tar", "nsis", "dmg"}
    if unknown:
        parser.error(f"unknown targets: {', '.join(sorted(unknown))}")
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    ver = version()
    figures: list[str] = []
    started = time.perf_counter()

    icons = build_icons(work)
    if args.bundle is not None:
        bundle = args.bundle.resolve()
    else:
        t = time.perf_counter()
        bundle = build_bundle(dist, work, icons)
        figures.append(f"bundle   {bundle}: {mib(size_on_disk(bundle))} "
                       f"(built in {time.perf_counter() - t:.0f} s)")
    for target in targets:
        t = time.perf_counter()
        if target == "bundle":
            continue
        if target == "deb":
            out = build_deb(bundle, dist, work, icons, ver)
        elif target == "tar":
            out = build_tarball(bundle, dist, work, ver)
        elif target == "nsis":
            out = build_nsis(bundle, dist, icons, ver)
        else:
            out = build_dmg(bundle, dist, work, ver)
        figures.append(f"{target:8} {out}: {mib(out.stat().st_size)} "
                       f"(made in {time.perf_counter() - t:.0f} s)")
    print(f"\nbuilt in {time.perf_counter() - started:.0f} s:")
    print("\n".join("  " + f for f in figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
