"""Linux shared-library bookkeeping for the bundle and the .deb (standard library only).

- `SYSTEM_LIBRARIES`: the desktop's own libraries (X11, xcb, xkbcommon, OpenGL, fontconfig,
  freetype, GLib, D-Bus, the C++ runtime, zlib, zstd), each with the Debian package that
  provides it. They stay out of the bundle: the .deb names them in Depends, so the app uses
  the system's copies (mixing a bundled libstdc++ or libX11 with the system's OpenGL
  drivers is a classic source of crashes).
- `needed()` reads an ELF file's DT_NEEDED entries and the glibc versions it asks for.
- `prune()` drops the bundled libraries that nothing kept needs any more (those only a
  left-out Qt plugin used, such as the GTK stack of the gtk3 platform theme).
- `depends()` is the Depends line for a bundle: every system library some file in it needs.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterable
from pathlib import Path

# soname -> Debian dependency (alternatives for the 64-bit time_t renames of Debian 13 and
# Ubuntu 24.04). The Qt xcb platform plugin needs most of these.
SYSTEM_LIBRARIES: dict[str, str] = {
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    # Qt Multimedia's audio output (the sound effects) and what its QtNetwork needs.
    "libpulse.so.0": "libpulse0",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
}
# The C library itself (never bundled; PyInstaller leaves these out as well).
LIBC = re.compile(r"^(libc|libm|libdl|libpthread|librt|libutil|libresolv|ld-linux[\w-]*)"
                  r"\.so(\.\d+)*$")

_SHT_DYNAMIC, _SHT_GNU_VERNEED = 6, 0x6FFFFFFE
_DT_NEEDED = 1


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed(path: Path) -> tuple[list[str], set[str]]:
    """The sonames an ELF file needs (DT_NEEDED) and the GLIBC_x.y versions it asks for."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF":
        raise ValueError(f"{path} is not an ELF file")
    bits64 = data[4] == 2
    end = "<" if data[5] == 1 else ">"
    if bits64:
        shoff, = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sh_fmt, dyn_fmt = end + "IIQQQQIIQQ", end + "qQ"
    else:
        shoff, = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sh_fmt, dyn_fmt = end + "IIIIIIIIII", end + "iI"
    sections = [struct.unpack_from(sh_fmt, data, shoff + i * shentsize) for i in range(shnum)]

    def string(section: tuple[int, ...], offset: int) -> str:
        start = section[4] + offset
        return data[start:data.index(b"\0", start)].decode("utf-8", "replace")

    sonames: list[str] = []
    versions: set[str] = set()
    dyn_size = struct.calcsize(dyn_fmt)
    for sh in sections:
        kind, offset, size, link = sh[1], sh[4], sh[5], sh[6]
        strtab = sections[link]
        if kind == _SHT_DYNAMIC:
            for pos in range(offset, offset + size, dyn_size):
                tag, value = struct.unpack_from(dyn_fmt, data, pos)
                if tag == 0:
                    break
                if tag == _DT_NEEDED:
                    sonames.append(string(strtab, value))
        elif kind == _SHT_GNU_VERNEED:
            pos = offset
            while True:
                _, _, _, aux, nxt = struct.unpack_from(end + "HHIII", data, pos)
                apos = pos + aux
                while True:
                    _, _, _, name, anext = struct.unpack_from(end + "IHHII", data, apos)
                    version = string(strtab, name)
                    if version.startswith("GLIBC_") and version[6:7].isdigit():
                        versions.add(version[6:])
                    if not anext:
                        break
                    apos += anext
                if not nxt:
                    break
                pos += nxt
    return sonames, versions


def provided_by_system(name: str) -> bool:
    return name in SYSTEM_LIBRARIES or bool(LIBC.match(name))


def _is_shared_library(name: str) -> bool:
    return bool(re.search(r"\.so(\.\d+)*$", name)) and not name.endswith(".abi3.so") and \
        ".cpython-" not in name


def prune(entries: list[tuple[str, str, str]]) -> tuple[list[tuple[str, str, str]], list[str]]:
    """Keep the shared libraries that something kept needs, following DT_NEEDED from every
    non-library binary (the executable's Python, extension modules, Qt plugins). Entries are
    PyInstaller TOC tuples (destination, source, kind); the dropped destinations come back."""
    libraries = {Path(dest).name: (dest, src) for dest, src, _ in entries
                 if _is_shared_library(Path(dest).name) and is_elf(Path(src))
                 and "plugins" not in Path(dest).parts}
    roots = [src for dest, src, _ in entries
             if Path(dest).name not in libraries and is_elf(Path(src))]
    roots += [src for name, (_, src) in libraries.items() if name.startswith("libpython")]
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        src = todo.pop()
        for soname in needed(Path(src))[0]:
            if soname in libraries and soname not in seen:
                seen.add(soname)
                todo.append(libraries[soname][1])
    dropped = {libraries[n][0] for n in libraries if n not in seen
               and not n.startswith("libpython")}
    return [e for e in entries if e[0] not in dropped], sorted(dropped)


def elf_files(root: Path) -> Iterable[Path]:
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            yield path


def requirements(bundle: Path) -> tuple[dict[str, list[str]], str]:
    """What the bundle needs from the system: {soname: [files needing it]} for libraries it
    does not carry, and the newest glibc version any file asks for."""
    carried = {p.name for p in bundle.rglob("*") if p.is_file()}
    wanted: dict[str, list[str]] = {}
    glibc = "2.17"
    for path in elf_files(bundle):
        sonames, versions = needed(path)
        for soname in sonames:
            if soname not in carried:
                wanted.setdefault(soname, []).append(str(path.relative_to(bundle)))
        for version in versions:
            if _version_key(version) > _version_key(glibc):
                glibc = version
    return wanted, glibc


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", version))


def depends(bundle: Path) -> list[str]:
    """The Debian Depends of a bundle; an unknown system library is an error that says
    which file needs it (add it to SYSTEM_LIBRARIES with its package)."""
    wanted, glibc = requirements(bundle)
    unknown = {s: files for s, files in wanted.items() if not provided_by_system(s)}
    if unknown:
        lines = [f"  {s} (needed by {', '.join(files[:3])})" for s, files in unknown.items()]
        raise SystemExit("the bundle needs system libraries that packaging/elfdeps.py does "
                         "not know the Debian package of:\n" + "\n".join(lines))
    packages = {SYSTEM_LIBRARIES[s] for s in wanted if s in SYSTEM_LIBRARIES}
    return [f"libc6 (>= {glibc})"] + sorted(packages)


def apt_packages() -> list[str]:
    """Every package of SYSTEM_LIBRARIES, for `apt-get install` (the classic name of an
    alternative: on a t64 system apt picks the package that provides it)."""
    return sorted({dep.split("|")[-1].strip() for dep in SYSTEM_LIBRARIES.values()})


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["--apt-packages"]:
        print(" ".join(apt_packages()))
    elif len(sys.argv) == 3 and sys.argv[1] == "--depends":
        print(", ".join(depends(Path(sys.argv[2]))))
    else:
        sys.exit("usage: elfdeps.py --apt-packages | --depends BUNDLE_DIR")
