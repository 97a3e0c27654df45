"""``plugin-sdk test``: the contract checks (``--contract``) or the project's
pytest suite with the harness plug-in."""
import sys

import click

from sdk.cli_input import InputError, project_plugin_dirs


@click.command(context_settings={"ignore_unknown_options": True})
@click.option("--contract", is_flag=True,
              help="Check every registered resource type against the plug-in contract.")
@click.option("--plugin-dir", "plugin_dirs", multiple=True, type=click.Path(file_okay=False),
              help="Plug-in directory (repeatable; default: [tool.plugin-sdk] plugin-dirs "
                   "in ./pyproject.toml).")
@click.option("--type", "types", multiple=True, metavar="TYPE",
              help="Check only this resource type (repeatable; with --contract).")
@click.option("--examples", default=10, show_default=True, type=click.IntRange(1, 1000),
              help="Property sets drawn per type (with --contract).")
@click.argument("pytest_args", nargs=-1, type=click.UNPROCESSED)
def test(contract, plugin_dirs, types, examples, pytest_args):
    """Check plug-ins against the contract, or run pytest (PYTEST_ARGS are
    passed on) with the harness fixtures over the plug-in directories."""
    if not contract:
        import pytest
        args = list(pytest_args)
        for d in plugin_dirs:
            args += ["--plugin-dir", d]
        sys.exit(int(pytest.main(args)))
    if pytest_args:
        raise click.UsageError("--contract takes no pytest arguments: %s" % " ".join(pytest_args))
    from sdk import plugin_loader
    from sdk.testing import contract as contractm
    from sdk.testing.harness import Harness
    dirs = project_plugin_dirs(plugin_dirs)
    try:
        if not dirs:
            raise InputError("no plug-in directories: pass --plugin-dir or set "
                             "[tool.plugin-sdk] plugin-dirs in pyproject.toml")
        harness = Harness(plugin_dirs=dirs)
    except plugin_loader.PluginLoadError as exc:
        raise InputError(str(exc))
    known = harness.resource_types()
    if not known:
        raise InputError("no resource types registered in %s" % ", ".join(dirs))
    unknown = [t for t in types if t not in known]
    if unknown:
        raise InputError("unknown resource type %s (registered: %s)"
                         % (", ".join(unknown), ", ".join(known)))
    results = contractm.run_contract(harness, list(types) or None, examples=examples)
    click.echo(contractm.format_results(results))
    failed = [r.resource_type for r in results if not r.ok]
    click.echo("%d of %d resource types meet the contract" % (len(results) - len(failed), len(results)))
    sys.exit(1 if failed else 0)
