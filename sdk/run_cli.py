"""``plugin-sdk run``: one template through its whole life cycle, in memory."""
import sys

import click


class InputError(click.ClickException):
    """A user's mistake (bad file, template or plug-in): exit status 2."""

    exit_code = 2


@click.command()
@click.option("-t", "--template", "template_path", required=True, type=click.Path(dir_okay=False),
              help="HOT template (YAML or JSON).")
@click.option("--plugin-dir", "plugin_dirs", multiple=True, type=click.Path(file_okay=False),
              help="Directory of plug-in modules (repeatable).")
@click.option("-P", "--parameter", "params", multiple=True, metavar="KEY=VALUE",
              help="Template parameter (repeatable).")
@click.option("--steps", default="create,check,suspend,resume,delete", show_default=True,
              help="Stack actions to run, in order.")
def run(template_path, plugin_dirs, params, steps):
    """Create a stack from TEMPLATE and run it through its life cycle,
    printing every event, resource state and output."""
    from sdk import exception, plugin_loader
    from sdk.testing import Harness

    values = {}
    for item in params:
        key, sep, value = item.partition("=")
        if not sep:
            raise click.UsageError("parameter %r is not KEY=VALUE" % item)
        values[key] = value
    actions = [s.strip() for s in steps.split(",") if s.strip()]
    unknown = [a for a in actions if a not in ("create", "check", "suspend", "resume",
                                               "snapshot", "delete")]
    if unknown or not actions or actions[0] != "create":
        raise click.UsageError("--steps must start with create and name stack actions; got %s" % steps)
    try:
        with open(template_path, encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        raise InputError("%s: %s" % (template_path, exc.strerror))
    try:
        harness = Harness(plugin_dirs=plugin_dirs)
        st = harness.create_stack(_parsed(text, template_path), params=values)
        _report(st, "create", 0)
        ok = st.status == "COMPLETE"
        for action in actions[1:]:
            seen = len(st.events)
            getattr(st, action)()
            _report(st, action, seen)
            ok = ok and st.status == "COMPLETE"
    except plugin_loader.PluginLoadError as exc:
        raise InputError(str(exc))
    except (exception.HeatException, ValueError) as exc:
        raise InputError("%s: %s: %s" % (template_path, type(exc).__name__, exc))
    sys.exit(0 if ok else 1)


def _parsed(text, path):
    from sdk import template
    try:
        return template.parse_text(text, path)
    except ValueError as exc:
        raise InputError(str(exc))


def _report(st, action, first_event):
    click.secho("== %s: %s_%s  %s" % (action, st.action, st.status, st.status_reason), bold=True)
    for event in st.events[first_event:]:
        click.echo("   %s" % event)
    for name, res in sorted(st.resources.items()):
        click.echo("   %-20s %s_%s  id=%s" % (name, res.action, res.status, res.resource_id))
    for name, value in sorted(st.outputs.items()):
        click.echo("   output %s = %r" % (name, value))
