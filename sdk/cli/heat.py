"""``plugin-sdk heat fetch``: Heat 27's own source, for Heat's in-tree
resource types in local stacks (sdk.common.heat_source)."""
import click


@click.group()
def heat():
    """Heat's own source, which Heat's in-tree types (OS::Nova::Server...) run from."""


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
