"""Makes the site's self-hosted fonts in app/assets/fonts from the Fontsource packages.

Inter (English pages, and Latin words on Arabic ones): weights 400-700,
ASCII and the few typographic marks the copy uses, kerning only.
Noto Sans Arabic (Arabic pages only): weights 400-700, the basic Arabic
block with the joining controls; its shaping features (initial, medial,
final and isolated forms, required ligatures, mark positioning) are kept,
as Arabic cannot be set without them.
Other characters fall back to the metric-matched system fonts through the
@font-face unicode-range in app/styles/app.css, which must list the same
ranges. Run by hand after changing a range (needs Debian's python3-fonttools
and python3-brotli): /usr/bin/python3 scripts/subset-font.py
"""
from io import BytesIO

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

# ASCII, no-break space, ©, ·, en and em dashes, curly quotes, ellipsis, €, →
LATIN = [*range(0x20, 0x7F), 0xA0, 0xA9, 0xB7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x20AC, 0x2192]
# Modern Standard Arabic: comma, semicolon and question mark, the letters and
# harakat (U+0621-0655), dagger alif, ZWNJ and ZWJ (which steer joining) and
# the bidi marks LRM and RLM. Persian and Urdu letters are left out.
ARABIC = [0x60C, 0x61B, 0x61F, *range(0x621, 0x656), 0x670, 0x200C, 0x200D, 0x200E, 0x200F]
ARABIC_SHAPING = ["init", "medi", "fina", "isol", "rlig", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "kern", "curs"]

FONTS = [
    ("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "app/assets/fonts/inter-subset.woff2", LATIN, ["kern"]),
    (
        "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
        "app/assets/fonts/noto-sans-arabic-subset.woff2",
        ARABIC,
        ARABIC_SHAPING,
    ),
]

for source, target, unicodes, features in FONTS:
    font = instancer.instantiateVariableFont(TTFont(source), {"wght": (400, 700)})
    # Written out and read back: fontTools 4.38 cannot subset the instancer's in-memory variations table.
    buffer = BytesIO()
    font.save(buffer)
    buffer.seek(0)
    font = TTFont(buffer)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = features
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(target)
    print("subset-font: wrote", target)
