"""Per-game table parts: prompts, information and summaries for each game."""
