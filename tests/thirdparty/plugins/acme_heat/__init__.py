"""ACME's Heat plug-ins, installed as a package into Heat's plugin_dirs."""
