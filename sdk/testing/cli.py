"""``plugin-sdk test``: the contract checks (``--contract``) or the project's
pytest suite with the harness plug-in."""
import sys

import click

from sdk.cli.inputs import InputError, plugin_dir_option, project_plugin_dirs, write_output


@click.command(context_settings={"ignore_unknown_options": True})
@click.option("--contract", is_flag=True,
              help="Check every registered resource type against the plug-in contract.")
@plugin_dir_option
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


@click.command()
@click.argument("scenario_path", metavar="SCENARIO", type=click.Path(dir_okay=False))
@click.option("--expect", "expected_path", type=click.Path(dir_okay=False),
              help="Records of the same scenario from real Heat (heat-oracle's JSON): "
                   "print the differences and exit 1 when there are any.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the records here instead of standard output.")
@click.option("--engine", type=click.Choice(["sdk", "heat"]), default="sdk", show_default=True,
              help="Run on plugin-sdk's runtime, or record on real Heat (openstack-heat "
                   "in this Python: the heat extra, or in --heat-python).")
@click.option("--convergence/--legacy", "convergence", default=None,
              help="Heat's engine, on plugin-sdk's runtime or (--engine heat) on real Heat "
                   "(default: the scenario's `engine:` key, else convergence, as Heat 27).")
@click.option("--heat-python", envvar="PLUGIN_SDK_HEAT_PYTHON", type=click.Path(dir_okay=False),
              help="Python of a virtualenv with openstack-heat 27, for --engine heat when "
                   "Heat is not importable here [env: PLUGIN_SDK_HEAT_PYTHON].")
def scenario(scenario_path, expected_path, output, engine, convergence, heat_python):
    """Run SCENARIO (heat-oracle's format: plug-in files and stack steps) on
    plugin-sdk, or with --engine heat on real Heat, and print its records as
    JSON, as heat-oracle does."""
    import json

    from sdk import plugin_loader
    from sdk.testing import real_heat
    from sdk.testing import scenario as scenariom
    expected = None
    if expected_path:
        try:
            with open(expected_path, encoding="utf-8") as f:
                expected = json.load(f)
        except (OSError, ValueError) as exc:
            raise InputError("%s: %s" % (expected_path, getattr(exc, "strerror", None) or exc))
        if not isinstance(expected, list):
            raise InputError("%s: not a list of step records" % expected_path)
    try:
        mode = {True: "convergence", False: "legacy", None: None}[convergence]
        if engine == "heat":
            scenariom.load(scenario_path)  # the same checks, before Heat starts
            records = real_heat.record(scenario_path, mode, heat_python)
        else:
            records = scenariom.run(scenario_path, engine=mode)
    except (scenariom.ScenarioError, plugin_loader.PluginLoadError,
            real_heat.HeatUnavailable) as exc:
        raise InputError(str(exc))
    text = json.dumps(records, indent=1, sort_keys=True)
    if output:
        write_output(output, text + "\n")
    elif expected is None:
        click.echo(text)
    if expected is not None:
        diffs = scenariom.differences(records, expected)
        for line in diffs:
            click.echo(line)
        click.echo("%s: %s" % (scenario_path, "%d differences" % len(diffs) if diffs
                                else "matches %s" % expected_path), err=bool(diffs))
        sys.exit(1 if diffs else 0)
