"""``plugin-sdk template validate`` and ``plugin-sdk template schema``.

Only click is imported up front: a one-file validate in pre-commit pays
for the runtime only once it has a file to check. Exit status: 0 clean,
1 findings, 2 a usage or input error (unreadable file, a template over one
of Heat's limits, a plug-in that does not load).
"""
import functools
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


@template.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@plugin_options
@parameter_option
@format_option(FORMATS, None, "Output format (default: github under GitHub Actions, else text).")
def validate(files, plugin_dirs, env_paths, params, fmt):
    """Check HOT and CFN templates against the registered resource types,
    reporting every problem with its line and column."""
    from lint import report
    from sdk.cli.inputs import parse_params, read_text, template_files
    from sdk.common import template_format
    from sdk.validate.check import check_text
    from sdk.validate.rules import RULES
    values = parse_params(params)
    env, env_data = _environment(plugin_dirs, env_paths)
    findings = []
    for path in files:
        text = read_text(path)
        # the provider templates it names, read beside it as stack create reads them
        read_files = functools.partial(template_files, template_path=path, env=env_data)
        try:
            findings += check_text(text, path, env, values, read_files)
        except template_format.RequestLimitExceeded as exc:
            raise InputError("%s: %s" % (path, exc))
    click.echo(report.render(findings, fmt or report.default_format(), RULES,
                             "plugin-sdk-template-validate"), nl=False)
    sys.exit(1 if findings else 0)


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
