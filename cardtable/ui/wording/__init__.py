"""The words of each game's table: texts and summaries from the state, no widgets."""
