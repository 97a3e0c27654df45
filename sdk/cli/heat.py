"""``plugin-sdk heat``: ``fetch`` Heat 27's own source, for Heat's in-tree
resource types in local stacks (sdk.common.heat_source); ``serve`` real
Heat 27 as a local service (sdk.heat_service)."""
import click


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
@click.option("--plugin-dir", "plugin_dirs", multiple=True, type=click.Path(file_okay=False),
              help="Plug-in directory for Heat's plugin_dirs (repeatable) [default: "
              "[tool.plugin-sdk] plugin-dirs].")
@click.option("--os-cloud", metavar="NAME",
              help="Make Heat's resources in this cloud of clouds.yaml (its catalog and a token "
              "taken at start) instead of plugin-sdk's fake DevStack cloud.")
@click.option("--short-polls", is_flag=True,
              help="Cut Heat's waits between polls and between starting resources to 10 ms: "
              "this changes timing only, not what Heat does.")
@click.option("--clouds-yaml", type=click.Path(dir_okay=False),
              help="The clouds.yaml to add the plugin-sdk-local entry to [default: "
              "$OS_CLIENT_CONFIG_FILE, else ~/.config/openstack/clouds.yaml].")
def serve(port, state_dir, plugin_dirs, os_cloud, short_polls, clouds_yaml):
    """Run real Heat 27 (the heat extra) on 127.0.0.1 with the project's
    plug-ins until Ctrl-C, for python-openstackclient, python-heatclient and
    ``plugin-sdk stack --os-cloud plugin-sdk-local``."""
    import os
    import sys

    from sdk import project
    from sdk.heat_service import ServiceError, service
    pyproject = project.find_pyproject()
    root = os.path.dirname(pyproject) if pyproject else os.getcwd()
    try:
        dirs = [os.path.abspath(d) for d in plugin_dirs] or project.plugin_dirs(root)
        convergence = project.convergence_engine(root)
    except project.ConfigError as exc:
        raise click.ClickException(str(exc)) from None
    options = service.Options(
        state_dir=os.path.abspath(state_dir or os.path.join(root, ".plugin-sdk", "heat")),
        plugin_dirs=dirs, port=port, os_cloud=os_cloud, short_polls=short_polls,
        convergence=convergence, clouds_yaml=clouds_yaml)
    code = 0
    try:
        service.run(options, click.echo)
    except ServiceError as exc:
        click.echo("Error: %s" % exc, err=True)
        code = 1
    if "heat.engine" not in sys.modules:
        sys.exit(code)
    # Heat's executors leave threads behind that would keep the process alive
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
