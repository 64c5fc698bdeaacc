"""One package per game: rules, bots, view and reconstructed data."""
