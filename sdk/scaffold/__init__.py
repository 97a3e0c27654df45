"""``plugin-sdk new``, ``update`` and ``check``: plug-in projects made from
the cookiecutter templates in ``templates/``, kept up with them by a
three-way merge."""
