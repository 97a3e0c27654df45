"""``plugin-sdk run``: one template through its whole life cycle, in memory."""
import sys

import click

from sdk.cli.inputs import (
    engine_option,
    load_plugins,
    parameter_option,
    parse_params,
    plugin_options,
    project_convergence,
    project_plugin_dirs,
    read_environment,
    read_template,
    stack_params,
    template_files,
    user_errors,
)


@click.command()
@click.option("-t", "--template", "template_path", required=True, type=click.Path(dir_okay=False),
              help="HOT template (YAML or JSON).")
@plugin_options
@parameter_option
@click.option("--steps", default="create,check,suspend,resume,delete", show_default=True,
              help="Stack actions to run, in order.")
@click.option("--fake-cloud", is_flag=True,
              help="Serve the plug-ins' clients from a fake cloud (sdk.testing.fakecloud), "
                   "Heat's OpenStack clients from its DevStack-like OpenStack over HTTP.")
@engine_option
def run(template_path, plugin_dirs, env_paths, params, steps, fake_cloud, convergence):
    """Create a stack from TEMPLATE and run it through its life cycle,
    printing every event, resource state and output."""
    values = parse_params(params)
    actions = [s.strip() for s in steps.split(",") if s.strip()]
    unknown = [a for a in actions if a not in ("create", "check", "suspend", "resume",
                                               "snapshot", "delete")]
    if unknown or not actions or actions[0] != "create":
        raise click.UsageError("--steps must start with create and name stack actions; got %s" % steps)
    tmpl = read_template(template_path)
    env = read_environment(env_paths)
    harness = load_plugins(project_plugin_dirs(plugin_dirs), env,
                           convergence=project_convergence(convergence))
    if fake_cloud:
        from sdk.testing.fakecloud import FakeCloud
        FakeCloud().attach(harness)
        click.get_current_context().call_on_close(harness.close)
    files = template_files(tmpl, template_path, env)
    with user_errors(template_path, validating=True):   # a failed create is a state, not an error
        st = harness.create_stack(tmpl, params=stack_params(tmpl, env, values), files=files)
    with user_errors(template_path):
        _report(st, "create", 0)
        ok = st.status == "COMPLETE"
        for action in actions[1:]:
            seen = len(st.events)
            getattr(st, action)()
            _report(st, action, seen)
            ok = ok and st.status == "COMPLETE"
    sys.exit(0 if ok else 1)


def _report(st, action, first_event):
    click.secho("== %s: %s_%s  %s" % (action, st.action, st.status, st.status_reason), bold=True)
    for event in st.events[first_event:]:
        click.echo("   %s" % event)
    for name, res in sorted(st.resources.items()):
        click.echo("   %-20s %s_%s  id=%s" % (name, res.action, res.status, res.resource_id))
    for name, value in sorted(st.outputs.items()):
        click.echo("   output %s = %r" % (name, value))
