"""CABO by Melissa Limes and Mandy Henning: memory, peeking and bluff."""
