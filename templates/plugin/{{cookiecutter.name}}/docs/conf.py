"""Sphinx configuration: the resource reference comes from the plug-in's own code."""
project = "{{ cookiecutter.name }}"
extensions = ["docgen"]
plugin_sdk_plugin_dirs = ["../{{ cookiecutter.package }}"]
exclude_patterns = ["_build"]
