"""Sphinx configuration for plugin-sdk's own documentation."""
project = "plugin-sdk"
author = "plugin-sdk developers"
copyright = "plugin-sdk developers"   # the page footer (unset, it reads just "©.")
extensions = ["lint.sphinxext", "docgen"]
# docgen documents the example plug-ins (see docgen.rst).
plugin_sdk_plugin_dirs = ["../examples/plugins"]
exclude_patterns = ["_build"]
html_theme = "alabaster"
