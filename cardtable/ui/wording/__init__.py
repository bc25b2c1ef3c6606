"""What the tables say: texts and summaries built from a game's state, without widgets."""
