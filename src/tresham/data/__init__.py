"""Load and validate the TOML data into the model; every error names file and key."""

from .games import available_games, load_game
from .tiles import load_library, load_tile_file

__all__ = ["available_games", "load_game", "load_library", "load_tile_file"]
