"""The app icon renders at every size the installers need."""

from PySide6.QtGui import QImage, QImageReader

from tests.packaging.conftest import load

render_icons = load("render_icons.py")


def test_pngs_in_each_size_show_the_icon(qapp, tmp_path):
    pngs = render_icons.render(tmp_path, (16, 48, 256))
    for size, png in zip((16, 48, 256), pngs, strict=True):
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)
        centre = image.pixelColor(size // 2, size // 2)
        corner = image.pixelColor(0, 0)
        assert centre.alpha() == 255 and corner.alpha() < 64  # a rounded tile, not a blank


def test_the_windows_icon_holds_every_size(qapp, tmp_path):
    ico = render_icons.write_ico(tmp_path / "app.ico", (16, 32, 256))
    reader = QImageReader(str(ico))
    sizes = set()
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        sizes.add(reader.read().width())
    assert sizes == {16, 32, 256}


def test_the_macos_iconset_has_the_names_iconutil_wants(qapp, tmp_path):
    folder = render_icons.write_iconset(tmp_path / "app.iconset")
    names = sorted(p.name for p in folder.iterdir())
    expected = sorted(f"icon_{s}x{s}{x}.png" for s in (16, 32, 128, 256, 512) for x in ("", "@2x"))
    assert names == expected
    assert QImage(str(folder / "icon_512x512@2x.png")).width() == 1024
