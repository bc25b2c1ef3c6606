"""Simple rule-of-thumb players, one per game."""
