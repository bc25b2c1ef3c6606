"""Text and summaries of the games at the table, worded from their states (no widgets)."""
