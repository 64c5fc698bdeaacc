"""Computer opponents. Bots see an observation and the legal actions, never a State."""
