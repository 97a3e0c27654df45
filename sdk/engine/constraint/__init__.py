"""Custom constraints, by their Heat names."""
