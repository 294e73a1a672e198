"""The papers family of the print kit: every non-tile, non-map component (work in progress)."""
