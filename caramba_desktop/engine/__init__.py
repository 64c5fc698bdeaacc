"""The rules-engine contract every game follows. Pure Python: no Qt here."""
