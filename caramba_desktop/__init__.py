"""Caramba Desktop: four tabletop games at one screen, for one table or one player."""
