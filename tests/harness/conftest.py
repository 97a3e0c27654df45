"""pytester runs pytest in-process on generated projects (the harness plug-in
is loaded through its entry point, as in a user's project)."""
pytest_plugins = ["pytester"]
