"""Component art: everything is drawn once into a backend-neutral ``Drawing``."""
