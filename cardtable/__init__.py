"""Card Table: traditional Iranian and European card games against computer opponents."""

__version__ = "0.1.0"
