"""Makes app/assets/fonts/inter-subset.woff2 from @fontsource-variable/inter.

Weights 400-700 only, Latin and common punctuation only: about half the bytes
of the full Latin file, so the font arrives with the first paint on a phone.
Run by hand after changing the range (needs Debian's python3-fonttools and
python3-brotli): /usr/bin/python3 scripts/subset-font.py
"""
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = "app/assets/fonts/inter-subset.woff2"
UNICODES = [*range(0x20, 0x7F), *range(0xA0, 0x100), *range(0x2010, 0x2028), 0x20AC, 0x2122, 0x2192, 0x2212]

font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": (400, 700)})
options = subset.Options()
options.flavor = "woff2"
options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"]
options.hinting = False
options.desubroutinize = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=UNICODES)
subsetter.subset(font)
font.flavor = "woff2"
font.save(TARGET)
print("subset-font: wrote", TARGET)
