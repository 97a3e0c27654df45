"""Heat resource plug-in for {{ cookiecutter.namespace }}::{{ cookiecutter.service }} types.

Heat loads the modules of this directory (its ``plugin_dirs``) and registers
what ``plugin.resource_mapping()`` returns.
"""
