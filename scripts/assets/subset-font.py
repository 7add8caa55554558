"""Makes the site's self-hosted fonts in app/assets/fonts from the Fontsource packages.

Inter (English pages, and Latin words on Arabic ones): weights 400-700,
ASCII and the few typographic marks the copy uses, kerning only.
Noto Sans Arabic (Arabic pages only): weights 400-700, the basic Arabic
block with the joining controls; its shaping features (initial, medial,
final and isolated forms, required ligatures, mark positioning) are kept,
as Arabic cannot be set without them, and its letters' dots are baked into
the letters (bake_letter_marks below).
Other characters fall back to the metric-matched system fonts through the
@font-face unicode-range in app/styles/app.css, which must list the same
ranges. Run by hand after changing a range (needs Debian's python3-fonttools
and python3-brotli): /usr/bin/python3 scripts/assets/subset-font.py
"""
from copy import deepcopy
from io import BytesIO

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables
from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent
from fontTools.ttLib.tables.TupleVariation import TupleVariation
from fontTools.varLib import instancer

# ASCII, no-break space, ©, «, ·, », non-breaking hyphen, en and em dashes, curly quotes, ellipsis, €, →
# (« » are the Arabic copy's quotation marks; the non-breaking hyphen keeps "user-agent" whole)
LATIN = [*range(0x20, 0x7F), 0xA0, 0xA9, 0xAB, 0xB7, 0xBB, 0x2011, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x20AC, 0x2192]
# Modern Standard Arabic: comma, semicolon and question mark, the letters and
# harakat (U+0621-0655), dagger alif, ZWNJ and ZWJ (which steer joining) and
# the bidi marks LRM and RLM. Persian and Urdu letters are left out.
ARABIC = [0x60C, 0x61B, 0x61F, *range(0x621, 0x656), 0x670, 0x200C, 0x200D, 0x200E, 0x200F]
ARABIC_SHAPING = ["init", "medi", "fina", "isol", "rlig", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "kern", "curs"]

BASE, MARK = 1, 3  # GDEF glyph classes
ARGS_ARE_XY_VALUES, USE_MY_METRICS = 0x0002, 0x0200  # glyf component flags


def subtables(table):
    """Each lookup's subtables, unwrapped from extension subtables."""
    for lookup in table.LookupList.Lookup:
        for subtable in lookup.SubTable:
            yield subtable.ExtSubTable if lookup.LookupType in (7, 9) else subtable


def anchor_variation(anchor, var_store):
    """An anchor's (x, y) deltas per variation region index."""
    deltas = {}
    for axis, device in ((0, getattr(anchor, "XDeviceTable", None)), (1, getattr(anchor, "YDeviceTable", None))):
        # 0xFFFF/0xFFFF is the index of "no variation".
        if device is None or device.DeltaFormat != 0x8000 or device.StartSize == 0xFFFF:
            continue
        data = var_store.VarData[device.StartSize]
        for region, delta in zip(data.VarRegionIndex, data.Item[device.EndSize]):
            deltas.setdefault(region, [0, 0])[axis] += delta
    return deltas


def letter_marks(gsub, classes):
    """(base glyph, mark glyph) pairs of the letters the font draws as a dotless skeleton plus a mark.

    A decomposition (MultipleSubst, mostly in ccmp) gives the skeleton and its
    mark; every form the skeleton can take later (init, medi, fina and the
    contextual alternates) keeps that mark or a form of it.
    """
    becomes, decomposed = {}, {}
    for subtable in subtables(gsub):
        if isinstance(subtable, otTables.SingleSubst):
            for source, target in subtable.mapping.items():
                becomes.setdefault(source, set()).add(target)
        elif isinstance(subtable, otTables.MultipleSubst):
            for source, sequence in subtable.mapping.items():
                becomes.setdefault(source, set()).add(sequence[0])
                marks = [glyph for glyph in sequence[1:] if classes.get(glyph) == MARK]
                decomposed.setdefault(sequence[0], set()).update(marks)

    def reachable(glyph):
        """The glyph and every glyph substitutions can turn it into, of the same kind (mark or not)."""
        found, todo = set(), [glyph]
        while todo:
            form = todo.pop()
            if form not in found and (classes.get(form) == MARK) == (classes.get(glyph) == MARK):
                found.add(form)
                todo.extend(becomes.get(form, ()))
        return found

    pairs = set()
    for skeleton, marks in decomposed.items():
        forms = reachable(skeleton)
        # A form can swap the mark too: jeem's centred dot goes below its initial and medial forms.
        pairs.update((form, form_mark) for form in forms for mark in marks for form_mark in reachable(mark))
    return pairs


def bake_letter_marks(font):
    """Draws each dotted letter as one glyph: its skeleton with the dots in place.

    Noto Sans Arabic draws a dotted letter as a dotless skeleton plus a dot
    mark that GPOS moves into place, often vertically (the two dots of a final
    yeh go 232 units down). WebKit's Skia text path (WebKitGTK and WPE since
    2.46) draws a horizontal run with one baseline and drops every glyph's
    vertical offset, so the dots landed inside the letter (في read فى), and a
    run whose first glyph is a raised mark moved up whole. Here a required
    ligature (rlig, the last lookup) replaces skeleton + dots with a composite
    glyph whose second component sits where GPOS put the mark, varying with
    the weight as the anchors do; a letter followed by harakat keeps its mark,
    as the harakat stack on the dots by mark-to-mark positioning.
    """
    gdef, gsub, gpos = font["GDEF"].table, font["GSUB"].table, font["GPOS"].table
    glyf, hmtx, gvar, hvar = font["glyf"], font["hmtx"], font["gvar"], font["HVAR"].table
    classes = gdef.GlyphClassDef.classDefs
    regions = gdef.VarStore.VarRegionList.Region
    mark_bases = [s for s in subtables(gpos) if isinstance(s, otTables.MarkBasePos)]
    composites = {}
    for base, mark in sorted(letter_marks(gsub, classes)):
        for subtable in mark_bases:
            if base in subtable.BaseCoverage.glyphs and mark in subtable.MarkCoverage.glyphs:
                mark_record = subtable.MarkArray.MarkRecord[subtable.MarkCoverage.glyphs.index(mark)]
                base_anchor = subtable.BaseArray.BaseRecord[subtable.BaseCoverage.glyphs.index(base)].BaseAnchor[mark_record.Class]
                # Without an anchor for the mark's class, the mark is not positioned on this base.
                if base_anchor:
                    composites[(base, mark)] = (base_anchor, mark_record.MarkAnchor)
                break

    order, names = list(font.getGlyphOrder()), []
    for (base, mark), (base_anchor, mark_anchor) in composites.items():
        name = f"{base}_{mark}"
        names.append(name)
        glyph = Glyph()
        glyph.numberOfContours = -1
        glyph.components = []
        for component, x, y, flags in (
            (base, 0, 0, ARGS_ARE_XY_VALUES | USE_MY_METRICS),
            (mark, base_anchor.XCoordinate - mark_anchor.XCoordinate, base_anchor.YCoordinate - mark_anchor.YCoordinate, ARGS_ARE_XY_VALUES),
        ):
            part = GlyphComponent()
            part.glyphName, part.x, part.y, part.flags = component, x, y, flags
            glyph.components.append(part)
        glyf[name] = glyph
        glyph.recalcBounds(glyf)
        hmtx[name] = (hmtx[base][0], glyph.xMin)
        classes[name] = BASE
        hvar.AdvWidthMap.mapping[name] = hvar.AdvWidthMap.mapping[base]
        # The skeleton's own variations carry the advance (its phantom points);
        # the anchors' variations move the mark component.
        variations = [
            TupleVariation(tuple_.axes, [(0, 0), (0, 0), *[point or (0, 0) for point in tuple_.coordinates[-4:]]])
            for tuple_ in gvar.variations.get(base, [])
        ]
        base_deltas, mark_deltas = anchor_variation(base_anchor, gdef.VarStore), anchor_variation(mark_anchor, gdef.VarStore)
        for region in sorted(set(base_deltas) | set(mark_deltas)):
            bx, by = base_deltas.get(region, (0, 0))
            mx, my = mark_deltas.get(region, (0, 0))
            axes = {
                font["fvar"].axes[index].axisTag: (axis.StartCoord, axis.PeakCoord, axis.EndCoord)
                for index, axis in enumerate(regions[region].VarRegionAxis)
                if axis.PeakCoord
            }
            variations.append(TupleVariation(axes, [(0, 0), (bx - mx, by - my), (0, 0), (0, 0), (0, 0), (0, 0)]))
        gvar.variations[name] = variations
    font.setGlyphOrder(order + names)
    glyf.glyphOrder = order + names

    # The composite kerns and takes harakat as its skeleton does.
    for subtable in subtables(gpos):
        for (base, _mark), name in zip(composites, names):
            if isinstance(subtable, otTables.MarkBasePos) and base in subtable.BaseCoverage.glyphs:
                record = subtable.BaseArray.BaseRecord[subtable.BaseCoverage.glyphs.index(base)]
                subtable.BaseCoverage.glyphs.append(name)
                subtable.BaseArray.BaseRecord.append(deepcopy(record))
                subtable.BaseArray.BaseCount += 1
            elif isinstance(subtable, otTables.PairPos) and subtable.Format == 2:
                if base in subtable.Coverage.glyphs:
                    subtable.Coverage.glyphs.append(name)
                    subtable.ClassDef1.classDefs[name] = subtable.ClassDef1.classDefs.get(base, 0)
                if base in subtable.ClassDef2.classDefs:
                    subtable.ClassDef2.classDefs[name] = subtable.ClassDef2.classDefs[base]
            elif any(base in getattr(subtable, key).glyphs for key in ("Coverage", "LigatureCoverage") if hasattr(subtable, key)):
                raise SystemExit(f"subset-font: {base} is in a {type(subtable).__name__} that bake_letter_marks does not extend")

    ligatures = otTables.LigatureSubst()
    ligatures.ligatures = {}
    for (base, mark), name in zip(composites, names):
        ligature = otTables.Ligature()
        ligature.Component, ligature.LigGlyph, ligature.CompCount = [mark], name, 2
        ligatures.ligatures.setdefault(base, []).append(ligature)

    def coverage(glyphs):
        table = otTables.Coverage()
        table.glyphs = sorted(set(glyphs), key=font.getGlyphID)
        return table

    def chain(lookahead, records):
        table = otTables.ChainContextSubst()
        table.Format = 3
        table.BacktrackGlyphCount, table.BacktrackCoverage = 0, []
        table.InputCoverage = [coverage(base for base, _ in composites), coverage(mark for _, mark in composites)]
        table.InputGlyphCount = 2
        table.LookAheadCoverage = lookahead
        table.LookAheadGlyphCount = len(lookahead)
        table.SubstLookupRecord = records
        table.SubstCount = len(records)
        return table

    def lookup(lookup_type, tables):
        table = otTables.Lookup()
        table.LookupType, table.LookupFlag, table.SubTable, table.SubTableCount = lookup_type, 0, tables, len(tables)
        gsub.LookupList.Lookup.append(table)
        gsub.LookupList.LookupCount = len(gsub.LookupList.Lookup)
        return len(gsub.LookupList.Lookup) - 1

    ligate = lookup(4, [ligatures])
    record = otTables.SubstLookupRecord()
    record.SequenceIndex, record.LookupListIndex = 0, ligate
    # The first subtable matches a letter with harakat after it and changes nothing.
    marks = [glyph for glyph, glyph_class in classes.items() if glyph_class == MARK]
    bake = lookup(6, [chain([coverage(marks)], []), chain([], [record])])
    for feature in gsub.FeatureList.FeatureRecord:
        if feature.FeatureTag == "rlig":
            feature.Feature.LookupListIndex.append(bake)
            feature.Feature.LookupCount = len(feature.Feature.LookupListIndex)
    print(f"subset-font: baked {len(names)} dotted letter forms")


FONTS = [
    ("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", "app/assets/fonts/inter-subset.woff2", LATIN, ["kern"], None),
    (
        "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
        "app/assets/fonts/noto-sans-arabic-subset.woff2",
        ARABIC,
        ARABIC_SHAPING,
        bake_letter_marks,
    ),
]



def reloaded(font):
    """The font written out and read back: fontTools 4.38 leaves the instancer's and
    the subsetter's in-memory variation data in a state the next step cannot read."""
    buffer = BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return TTFont(buffer)


for source, target, unicodes, features, finish in FONTS:
    font = reloaded(instancer.instantiateVariableFont(TTFont(source), {"wght": (400, 700)}))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = features
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    if finish:
        font = reloaded(font)
        finish(font)
    font.flavor = "woff2"
    font.save(target)
    print("subset-font: wrote", target)
