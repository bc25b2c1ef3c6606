"""Words the tables show, built without widgets."""
