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


def test_the_macos_icon_holds_every_size_the_app_bundle_shows(qapp, tmp_path):
    # read back by Qt's own ICNS reader, not by the code that wrote it
    icns = render_icons.write_icns(tmp_path / "app.icns")
    reader = QImageReader(str(icns))
    assert reader.format() == b"icns"
    images = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        images.append(reader.read())
    assert sorted(image.width() for image in images) == sorted(
        side for _, side in render_icons.ICNS_TYPES)
    for image in images:
        side = image.width()
        assert image.height() == side
        assert image.pixelColor(side // 2, side // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() < 64
