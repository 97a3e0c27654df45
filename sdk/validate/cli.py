"""``plugin-sdk template validate`` and ``plugin-sdk template schema``.

Only click is imported up front: a one-file validate in pre-commit pays
for the runtime only once it has a file to check. Exit status: 0 clean or
only warnings (1 with ``--strict``), 1 errors, 2 a usage or input error
(unreadable file, a template over one of Heat's limits, a plug-in that
does not load).
"""
import sys

import click

from lint.report import FORMATS
from sdk.cli.inputs import (
    InputError,
    format_option,
    parameter_option,
    plugin_options,
    write_output,
)


@click.group()
def template():
    """Check templates offline, or write a JSON Schema of HOT templates."""


def _environment(plugin_dirs, env_paths):
    """(the registered types: built-in ones, the plug-ins', and the
    environment files' resource_registry, parameters and parameter_defaults;
    the merged environment files as read)."""
    from sdk.cli.inputs import load_plugins, project_plugin_dirs, read_environment, user_errors
    from sdk.engine import environment
    env_data = read_environment(env_paths)
    harness = load_plugins(project_plugin_dirs(plugin_dirs))
    with user_errors(env_paths[-1] if env_paths else None):
        return environment.Environment.from_user(harness.env, env_data), env_data


def _env_sources(env_paths):
    """Where the environment files give what they give: a parameter name ->
    (file, line, column) of its value (the last ``parameters`` entry, else
    the last ``parameter_defaults`` one, as Heat reads a value over a
    default), and ("resource_registry", type) -> that of its mapping."""
    from sdk.cli.inputs import read_text
    from sdk.common import template_format
    found = {"parameters": {}, "parameter_defaults": {}, "resource_registry": {}}
    for path in env_paths:
        positions = template_format.Positions()
        data = template_format.load(read_text(path), path, positions)  # read_environment read it
        for section, sources in found.items():
            values = data.get(section) if isinstance(data, dict) else None
            for name in values if isinstance(values, dict) else ():
                sources[name] = (path,) + positions.at((section, name))
    sources = dict(found["parameter_defaults"])
    sources.update(found["parameters"])
    sources.update((("resource_registry", k), v) for k, v in found["resource_registry"].items())
    return sources


@template.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@plugin_options
@parameter_option
@format_option(FORMATS, None, "Output format (default: github under GitHub Actions, else text).")
@click.option("--strict", is_flag=True, help="Exit 1 on warnings too (by default only errors fail).")
def validate(files, plugin_dirs, env_paths, params, fmt, strict):
    """Check HOT and CFN templates against the registered resource types,
    reporting every problem with its line and column. Nothing asks a cloud:
    the checks that would are skipped, and counted in the summary."""
    from lint import report
    from sdk.cli.inputs import parse_params, read_text
    from sdk.common import template_files as gather
    from sdk.common import template_format
    from sdk.validate.check import check_text
    from sdk.validate.rules import ERROR, RULES
    values = parse_params(params)
    env, env_data = _environment(plugin_dirs, env_paths)
    env_sources = _env_sources(env_paths)
    findings, skipped = [], 0
    for path in files:
        text = read_text(path)

        def read_files(data, path=path):
            """Its files, and the environment's, as heatclient gathers them."""
            gathered = gather.Gathered()
            gathered.template(data, path)
            gathered.environment(env_data)
            return gathered
        try:
            result = check_text(text, path, env, values, read_files, env_sources=env_sources)
        except template_format.RequestLimitExceeded as exc:
            raise InputError("%s: %s" % (path, exc))
        findings += result
        skipped += result.skipped
    click.echo(report.render(findings, fmt or report.default_format(), RULES,
                             "plugin-sdk-template-validate"), nl=False)
    errors = sum(f.severity == ERROR for f in findings)
    warnings = len(findings) - errors
    if findings or skipped:
        click.echo("%d error(s), %d warning(s) in %d template(s); %d check(s) skipped: they need "
                   "a cloud" % (errors, warnings, len(files), skipped), err=True)
    sys.exit(1 if errors or (strict and warnings) else 0)


@template.command()
@plugin_options
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write to FILE, not stdout.")
def schema(plugin_dirs, env_paths, output):
    """Write a JSON Schema (draft 2020-12) of HOT templates for the
    registered resource types, for editors (see docs/templates.rst)."""
    import json

    from sdk.validate import schema as schemam
    text = json.dumps(schemam.build(_environment(plugin_dirs, env_paths)[0]), indent=1,
                      sort_keys=True) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    write_output(output, text)
