"""The app icon in every form the installers need, drawn from assets/icons/cardtable.svg
with Qt's own SVG renderer (no other image tools needed):

    python3 packaging/icons.py build/icons

writes cardtable-<N>.png (16 to 1024 px, for the hicolor theme), cardtable.svg (scalable),
cardtable.ico (Windows: the small sizes as 32-bit bitmaps, 256 px as PNG) and cardtable.icns
(macOS: PNG entries, 16 to 1024 px).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "cardtable.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def _app():  # type: ignore[no-untyped-def]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def render(size: int):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image) -> bytes:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("Qt could not write a PNG")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image) -> bytes:  # type: ignore[no-untyped-def]
    """An icon-directory bitmap: BITMAPINFOHEADER (double height), BGRA rows bottom-up,
    then an all-zero AND mask (the alpha channel does the masking)."""
    size = image.width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(size - 1, -1, -1):
        line = bytearray()
        for x in range(size):
            argb = image.pixel(x, y)
            line += struct.pack("<I", argb)  # little-endian 0xAARRGGBB is B, G, R, A
        rows.append(bytes(line))
    mask_row = ((size + 31) // 32) * 4
    return header + b"".join(rows) + b"\0" * (mask_row * size)


def ico_bytes(images: dict[int, object]) -> bytes:
    entries, blobs = [], []
    offset = 6 + 16 * len(images)
    for size, image in sorted(images.items()):
        blob = png_bytes(image) if size >= 256 else dib_bytes(image)
        entries.append(struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32,
                                   len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return struct.pack("<HHH", 0, 1, len(images)) + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(blob) + 8) + blob
                      for size, blob in sorted(pngs.items()))
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def make_icons(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    _app()
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES))
    images = {size: render(size) for size in sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    for size, blob in pngs.items():
        (out / f"cardtable-{size}.png").write_bytes(blob)
    shutil.copyfile(SVG, out / "cardtable.svg")
    (out / "cardtable.ico").write_bytes(ico_bytes({s: images[s] for s in ICO_SIZES}))
    (out / "cardtable.icns").write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    return out


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    print(f"icons in {make_icons(target)}")
