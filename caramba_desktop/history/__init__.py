"""The games played: kept in an SQLite database, and what they tell (no Qt here)."""
