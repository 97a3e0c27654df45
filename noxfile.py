"""Developer sessions: ``nox -s tests`` is what CI runs (see README)."""
import nox

nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True


@nox.session
def tests(session):
    """ruff on the project's own code, then the whole test suite (including
    the docs build with -W) on every core (pytest-xdist), a line of dots per
    72 tests with the percentage done. Heat's own source (openstack-heat
    without its dependencies) is fetched first, so the tests of Heat's in-tree
    types run offline. What needs real Heat or a fresh install has its own
    sessions (heat, conformance, published_heat, cloud_heat, fresh_install)."""
    session.install("-e", ".[test]")
    session.run("ruff", "check", ".")
    session.run("plugin-sdk", "heat", "fetch")
    session.log("the whole suite: about 2500 tests, 3 minutes on two idle cores")
    session.run("pytest", "-q", "-n", "auto", *session.posargs)


@nox.session
def fresh_install(session):
    """A project made by plugin-sdk new plugin, its own nox sessions run in a
    clean virtualenv without plugin-sdk: its dev extra installs plugin-sdk from
    this checkout (slow: each of its sessions installs plugin-sdk's dependencies)."""
    session.install("-e", ".[test]")
    session.run("pytest", "-q", "-o", "addopts=", "tests/fresh", *session.posargs)


@nox.session
def demo(session):
    """The tour (README): make a plug-in project, install, test and lint it, take
    a stack of its resources through create, update and delete on the fake
    cloud, build its docs (examples/tour.py; the project is left in build/tour)."""
    session.install("-e", ".")
    session.run("python", "examples/tour.py", *session.posargs)


@nox.session
def run_example(session):
    """One template through its whole life cycle in one command (plugin-sdk run)."""
    session.install("-e", ".")
    session.run("plugin-sdk", "run", "-t", "examples/widget.yaml",
                "--plugin-dir", "examples/plugins", *session.posargs)


@nox.session
def lint(session):
    """Lint the example plug-ins with plugin-sdk's own linter."""
    session.install("-e", ".")
    session.run("plugin-sdk", "lint", "examples/plugins", *session.posargs)


@nox.session
def docs(session):
    """Build the project's docs as CI's tests do: warnings are errors."""
    session.install("-e", ".")
    session.run("sphinx-build", "-W", "--keep-going", "-b", "html",
                "docs", "docs/_build/html", *session.posargs)


@nox.session
def scaffold(session):
    """Make a plug-in project with every default and run its own checks, as a user would."""
    session.install(".")
    session.chdir(session.create_tmp())
    session.run("plugin-sdk", "new", "plugin", "--no-input", "--force")
    session.chdir("example-widgets")
    session.install("-e", ".")
    session.run("pytest", "-q")
    session.run("plugin-sdk", "lint")
    session.run("plugin-sdk", "check")


@nox.session
def editor(session):
    """The JSON Schema in a real editor's language server: yaml-language-server
    (from npm; needs node) checks, completes and hovers templates with the
    output of plugin-sdk template schema, as docs/templates.rst says (Heat's
    in-tree types need its client libraries: the openstack extra)."""
    session.install("-e", ".[openstack]")
    session.run("plugin-sdk", "heat", "fetch")
    prefix = session.create_tmp()
    session.run("npm", "install", "--silent", "--prefix", prefix, "yaml-language-server@2.0.0",
                external=True)
    session.run("python", "tests/editor/yaml_language_server.py",
                prefix + "/node_modules/yaml-language-server/bin/yaml-language-server")


@nox.session
def bench(session):
    """Benchmarks; each prints its ratio against a baseline measured in the same run."""
    session.install("-e", ".[test]")
    session.run("python", "-m", "benchmarks", *session.posargs)


@nox.session
def lint_heat(session):
    """Lint real Heat's own plug-ins (openstack-heat's heat/engine/resources, fetched once)."""
    session.install("-e", ".")
    tree = session.run("python", "-m", "lint.corpus", silent=True).strip()
    session.run("plugin-sdk", "lint", "--statistics", "--exit-zero", tree, *session.posargs)


@nox.session
@nox.parametrize("convergence", [True, False], ids=["convergence", "legacy"])
@nox.parametrize("engine", ["sdk", "heat"])
def conformance(session, engine, convergence):
    """The harness tests written for both engines, on plugin-sdk's runtime and
    on real Heat (openstack-heat 27.0.1 in-process, with its test fixtures),
    each on Heat's convergence or legacy engine:
    nox -s "conformance(engine='heat', legacy)"."""
    heat = engine == "heat"
    session.install("-e", ".[heat,openstack]" if heat else ".[openstack]")
    if not heat:   # Heat's in-tree types run from Heat's own source
        session.run("plugin-sdk", "heat", "fetch")
    session.run("pytest", "-q", "tests/harness/engines", "--engine", engine,
                "--convergence" if convergence else "--legacy", *session.posargs)


@nox.session
def heat(session):
    """The one driver of real Heat (sdk/testing/heat_driver.py) on both of Heat's
    engines: `plugin-sdk scenario --engine heat`, in-process and in another
    Python, and the recorder's --check against tests/conformance's records."""
    session.install("-e", ".[heat,test]")
    session.run("pytest", "-q", "-o", "addopts=", "tests/real_heat", *session.posargs)


@nox.session
def heat_serve(session):
    """plugin-sdk heat serve: real Heat 27 as a local service driven by
    python-openstackclient and python-heatclient (a plug-in type, Heat's
    built-ins and OS::Neutron::Net on the fake cloud over HTTP, across a
    restart; parallel stacks; a ResourceGroup update then delete; bad input),
    pytest --engine endpoint on it, its SQLite set-up on oslo.db, and plugin-sdk
    stack --os-cloud on it."""
    session.install("-e", ".[heat,test]")
    session.run("pytest", "-q", "-o", "addopts=", "tests/real_heat/test_heat_serve.py",
                "tests/real_heat/test_heat_sqlite.py", "tests/real_heat/test_stack_remote.py",
                *session.posargs)


@nox.session
def docgen_heat(session):
    """docgen on real Heat: exactly the non-HIDDEN types of openstack-heat 27.0.1
    (163 of 201), sphinx-build -W clean, every structural fact Heat's own doc
    extension states of them stated alike (8394 of 8394), and timed against that
    extension."""
    session.install("-e", ".", "openstack-heat==27.0.1")
    session.run("python", "-m", "docgen.heat_check")
    session.run("python", "-m", "benchmarks", "docgen")


@nox.session
def thirdparty(session):
    """Plug-ins written in third-party and in-tree styles (tests/thirdparty)
    through the harness, lint and docgen, and Heat's own plug-in sources
    loaded without Heat."""
    session.install("-e", ".[test]")
    session.run("plugin-sdk", "heat", "fetch")
    session.run("pytest", "-q", "tests/thirdparty", *session.posargs)


@nox.session
def published_heat(session):
    """The published plug-ins' and templates' stacks (tests/published) on real
    Heat 27 and the fake cloud, on both of its engines; what Heat's in-process
    set-up cannot show is an expected failure there, saying why."""
    session.install("-e", ".[heat,test]")
    session.run("pytest", "-q", "-p", "no:cacheprovider", "tests/published", "--engine", "heat",
                *session.posargs)


@nox.session
def cloud_heat(session):
    """Real Heat 27's own in-tree types (Neutron, Nova, Cinder) created and
    deleted on plugin-sdk's fake cloud through Heat's own client plug-ins."""
    session.install("-e", ".[heat,openstack]")
    session.run("python", "tests/cloud/heat_in_tree_check.py", *session.posargs)
