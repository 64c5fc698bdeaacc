"""The game in play: GameSession (state, turns, bots, undo), its journal on disk."""
