"""tresham: print-and-play kits and a rules checker for 18xx railway games."""

__version__ = "0.1.0"
