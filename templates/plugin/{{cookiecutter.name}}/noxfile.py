"""Developer sessions: ``nox`` runs the ones CI runs; ``nox -s heat`` runs
the tests on real Heat, ``nox -s functional`` on a Heat endpoint. tox.ini has
the same environments, for OpenStack's CI (its jobs run tox)."""
import nox

nox.options.sessions = ["tests", "lint", "docs", "template"]
nox.options.reuse_existing_virtualenvs = True


@nox.session
def tests(session):
    """The plug-in's life-cycle tests and every type's contract, on plugin-sdk's
    in-memory Heat runtime."""
    session.install("-e", ".[dev]")
    session.run("pytest", "-q", *session.posargs)


@nox.session
def lint(session):
    """plugin-sdk lint: schemas, docstrings and support status of the plug-in."""
    session.install("-e", ".[dev]")
    session.run("plugin-sdk", "lint", *session.posargs)


@nox.session
def docs(session):
    """The resource reference, built with warnings as errors."""
    session.install("-e", ".[dev]")
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html", "docs", "docs/_build/html")


@nox.session
def template(session):
    """Fails when plugin-sdk's project template has changed: run plugin-sdk update."""
    session.install("-e", ".[dev]")
    session.run("plugin-sdk", "check")


@nox.session
def heat(session):
    """The same tests on real Heat's engine, in-process (openstack-heat 27.0.1,
    Python <= 3.12; not in CI by default: it installs all of Heat)."""
    session.install("-e", ".[heat]")
    session.run("pytest", "-q", "--engine", "heat", *session.posargs)


@nox.session
def functional(session):
    """The example stack on a Heat endpoint (the cloud of $OS_CLOUD: DevStack's
    in the Zuul job, or plugin-sdk heat serve's), with the plug-in installed there."""
    session.install("-e", ".[functional]")
    session.run("pytest", "-q", "--engine", "endpoint", "tests/test_examples.py", *session.posargs)
