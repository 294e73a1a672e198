"""Imposition: sheets, bleed, cut lines, duplex backs, tiled maps; the whole kit."""
