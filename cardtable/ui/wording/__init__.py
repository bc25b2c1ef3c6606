"""Words the tables show, worded from the state and its events, with no widgets."""
