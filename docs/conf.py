"""Sphinx configuration for plugin-sdk's own documentation."""
project = "plugin-sdk"
author = "plugin-sdk developers"
extensions = ["lint.sphinxext"]
exclude_patterns = ["_build"]
html_theme = "alabaster"
