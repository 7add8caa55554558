"""Makes app/assets/fonts/inter-subset.woff2 from @fontsource-variable/inter.

Weights 400-700, ASCII and the few typographic marks the copy uses, kerning
only: under a third of the bytes of the full Latin file, so the font arrives
with the first paint on a phone. Other characters fall back to the metric-matched
system font through the @font-face unicode-range in app/styles/app.css.
Run by hand after changing the range (needs Debian's python3-fonttools and
python3-brotli): /usr/bin/python3 scripts/subset-font.py
"""
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = "app/assets/fonts/inter-subset.woff2"
# ASCII, no-break space, ©, ·, en and em dashes, curly quotes, ellipsis, €, →
UNICODES = [*range(0x20, 0x7F), 0xA0, 0xA9, 0xB7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x20AC, 0x2192]

font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": (400, 700)})
options = subset.Options()
options.flavor = "woff2"
options.layout_features = ["kern"]
options.hinting = False
options.desubroutinize = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=UNICODES)
subsetter.subset(font)
font.flavor = "woff2"
font.save(TARGET)
print("subset-font: wrote", TARGET)
