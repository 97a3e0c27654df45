"""``plugin-sdk heat``: ``fetch`` Heat 27's own source, for Heat's in-tree
resource types in local stacks (sdk.common.heat_source); ``serve`` real
Heat 27 as a local service (sdk.cloud.heat_service)."""
import click

from sdk.cli import inputs


@click.group()
def heat():
    """Heat's own source for in-tree types; real Heat 27 as a local service."""


@heat.command()
def fetch():
    """Download openstack-heat 27.0.1 without its dependencies (pip download
    --no-deps) into the cache, once, and print where its source is; the
    tests and ``nox -s tests`` run this first."""
    from sdk.common import heat_source
    try:
        click.echo(heat_source.fetch())
    except heat_source.SourceUnavailable as exc:
        raise click.ClickException(str(exc)) from None


@heat.command()
@click.option("--port", type=click.IntRange(0, 65535), default=8004, show_default=True,
              help="Port of Heat's API on 127.0.0.1 (0: any free port).")
@click.option("--state-dir", type=click.Path(file_okay=False),
              help="Where Heat's database, heat.conf, heat.log and the fake cloud's state are "
              "kept across restarts [default: .plugin-sdk/heat in the project].")
@inputs.plugin_dir_option
@inputs.engine_option
@click.option("--os-cloud", metavar="NAME",
              help="Make Heat's resources in this cloud of clouds.yaml (its catalog and a token "
              "taken at start) instead of plugin-sdk's fake DevStack cloud.")
@click.option("--short-polls", is_flag=True,
              help="Cut Heat's waits between polls and between starting resources to 10 ms: "
              "this changes timing only, not what Heat does.")
@click.option("--clouds-yaml", type=click.Path(dir_okay=False),
              help="The clouds.yaml to add the plugin-sdk-local entry to [default: "
              "$OS_CLIENT_CONFIG_FILE, else ~/.config/openstack/clouds.yaml].")
@click.option("--stop-timeout", type=click.FloatRange(min=0, min_open=True), default=20,
              show_default=True, help="Seconds Heat may take to stop on Ctrl-C before the "
              "process exits anyway (stacks still in progress are marked FAILED at the next start).")
def serve(port, state_dir, plugin_dirs, convergence, os_cloud, short_polls, clouds_yaml,
          stop_timeout):
    """Run real Heat 27 (the heat extra) on 127.0.0.1 with the project's
    plug-ins until Ctrl-C, for python-openstackclient, python-heatclient and
    ``plugin-sdk stack --os-cloud plugin-sdk-local``."""
    import os
    import sys

    from sdk import project
    from sdk.cloud.heat_service import HeatMissing, ServiceError, service
    from sdk.common import install
    dirs = [os.path.abspath(d) for d in inputs.project_plugin_dirs(plugin_dirs)]
    missing = [d for d, full in zip(plugin_dirs or dirs, dirs) if not os.path.isdir(full)]
    if missing:
        raise inputs.InputError("plug-in directory not found: %s" % ", ".join(missing))
    pyproject = project.find_pyproject()
    root = os.path.dirname(pyproject) if pyproject else os.getcwd()
    options = service.Options(
        state_dir=os.path.abspath(state_dir or os.path.join(root, ".plugin-sdk", "heat")),
        plugin_dirs=dirs, port=port, os_cloud=os_cloud, short_polls=short_polls,
        convergence=inputs.project_convergence(convergence), clouds_yaml=clouds_yaml,
        stop_timeout=stop_timeout)
    code = 0
    try:
        service.run(options, click.echo)
    except ServiceError as exc:
        hint = ": " + install.pip_install("heat") if isinstance(exc, HeatMissing) else ""
        click.echo("Error: %s%s" % (exc, hint), err=True)
        code = 1
    if not service.heat_started():
        sys.exit(code)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
