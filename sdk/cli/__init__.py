"""The ``plugin-sdk`` command.

Subcommands live in the part of the project that owns them and are imported
only when invoked, so ``plugin-sdk --help`` and a one-file ``lint`` in
pre-commit stay fast.
"""
import importlib
import warnings

import click

#: name -> "module:attribute" of a click command; imported on first use.
SUBCOMMANDS = {
    "run": ("sdk.cli.run:run", "Run a template through its whole life cycle in memory."),
    "lint": ("lint.cli:lint", "Check plug-in sources statically (schemas, docstrings, support status)."),
    "stack": ("sdk.cli.stack:stack", "Create, update, watch and delete stacks, kept in SQLite."),
    "heat": ("sdk.cli.heat:heat", "Fetch Heat's own source for in-tree types; serve real Heat 27 locally."),
    "cloud": ("sdk.cli.cloud:cloud", "Show or reset a stack's fake cloud (plugin-sdk stack --fake-cloud)."),
    "resource-type": ("sdk.cli.stack:resource_type", "List, show and template the plug-ins' resource types."),
    "template": ("sdk.validate.cli:template", "Check templates offline, or write a JSON Schema for editors."),
    "test": ("sdk.testing.cli:test", "Check plug-ins against the contract (--contract), or run pytest."),
    "scenario": ("sdk.testing.cli:scenario", "Run a scenario on plugin-sdk or real Heat; compare with Heat's records."),
    "docs": ("docgen.cli:docs", "Write the resource reference of plug-ins (html, markdown or json)."),
    "new": ("sdk.scaffold.cli:new", "Create a plug-in project, or add a resource type to one."),
    "update": ("sdk.scaffold.cli:update", "Merge the project template's changes into a plug-in project."),
    "check": ("sdk.scaffold.cli:check", "Exit 1 when a plug-in project's template is behind (for CI)."),
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on demand."""

    def list_commands(self, ctx):
        return sorted(SUBCOMMANDS)

    def get_command(self, ctx, name):
        entry = SUBCOMMANDS.get(name)
        if entry is None:
            return None
        module, _, attr = entry[0].partition(":")
        return getattr(importlib.import_module(module), attr)

    def format_commands(self, ctx, formatter):
        # Short help comes from the table, so --help imports nothing else.
        rows = [(name, SUBCOMMANDS[name][1]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup)
@click.version_option(package_name="plugin-sdk")
def main():
    """Developer kit for OpenStack Heat resource plug-ins."""
    warnings.showwarning = _show_warning


_python_show_warning = warnings.showwarning


def _show_warning(message, category, filename, lineno, file=None, line=None):
    """A plug-in warning (sdk.plugin_loader.PluginWarning) as one line; others as Python shows them."""
    if category.__name__ != "PluginWarning":
        return _python_show_warning(message, category, filename, lineno, file, line)
    click.echo("Warning: %s" % message, err=True)
