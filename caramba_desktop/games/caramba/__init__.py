"""Caramba! by Michael Schacht (TILSIT 2005): auction and bluff."""
