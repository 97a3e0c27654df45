"""``plugin-sdk template``: offline checks of HOT and CFN templates against
the registered resource types, every finding with its line and column, and
a JSON Schema of HOT templates for editors.

A tool beside the engine: it drives the runtime's own validation piece by
piece (so the messages are Heat's), collecting every error instead of
stopping at the first.
"""
