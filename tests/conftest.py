"""Shared fixtures: plug-ins written as files in a temporary directory, and a
fresh virtualenv to install generated projects into."""
import os
import pathlib
import site
import subprocess
import sys
import textwrap

import pytest

from sdk.testing import Harness

# Tests read the output of the pytest runs they start as text; CI's machine
# sets FORCE_COLOR, which those runs would obey (PY_COLORS wins over it).
# Set here, after this run chose its own colours, so only the children see it.
os.environ["PY_COLORS"] = "0"

HEADER = """
import json, os
from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource, support, translation
"""


@pytest.fixture(autouse=True)
def _plain_pytest_output(monkeypatch):
    """Tests read the output of the pytest runs they start, and a machine
    may force colour (FORCE_COLOR), which pytest obeys unless PY_COLORS says
    otherwise. (Sphinx also colours when CI=true: its runs pass -N.)"""
    monkeypatch.setenv("PY_COLORS", "0")


@pytest.fixture(scope="session")
def quick_polls():
    """click's default_map giving every command that polls (``--poll-interval``)
    a zero interval: the commands run in-process poll without sleeping on the
    real clock (Heat's one second per step) unless a test asks for one."""
    import click

    from sdk.cli import main

    def defaults(command, ctx):
        found = {}
        if isinstance(command, click.Group):   # plugin-sdk's are lazy: asked by name
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                below = defaults(sub, click.Context(sub, parent=ctx, info_name=name))
                if below:
                    found[name] = below
        elif any(p.name == "poll_interval" for p in command.params):
            found["poll_interval"] = 0.0
        return found
    polls = defaults(main, click.Context(main, info_name="plugin-sdk"))
    assert polls["stack"]["create"] == {"poll_interval": 0.0}
    return polls


@pytest.fixture
def plugin_sdk(quick_polls):
    """plugin_sdk(*args, input=None) -> click Result of the command run in-process
    (stdout and stderr apart), polling without real sleeps (``quick_polls``)."""
    from click.testing import CliRunner

    from sdk.cli import main

    def run(*args, input=None):
        return CliRunner().invoke(main, [str(a) for a in args], input=input, default_map=quick_polls)
    return run


@pytest.fixture
def make_harness(tmp_path):
    """make_harness(source) -> Harness over a plug-in module with that source."""
    count = [0]

    def make(source, **kwargs):
        count[0] += 1
        d = tmp_path / ("plugins%d" % count[0])
        d.mkdir()
        (d / "plugin.py").write_text(HEADER + textwrap.dedent(source))
        # These tests pin the legacy engine's behaviour; the convergence
        # engine's is pinned by tests/runtime/test_convergence.py and the
        # convergence conformance records.
        kwargs.setdefault("convergence", False)
        return Harness(plugin_dirs=[str(d)], **kwargs)

    return make


@pytest.fixture(scope="session")
def fresh_python(tmp_path_factory):
    """run(*args, cwd) -> CompletedProcess of ``python *args`` in a fresh
    virtualenv that sees this environment's packages (a .pth file), so a
    generated project is pip-installed there offline, not into this one.
    Byte-code caching on and no outer PYTHONPATH/VIRTUAL_ENV, as users have it."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = str(venv / "bin" / "python")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE")}
    env["PY_COLORS"] = "0"  # its pytest runs are read as text (see _plain_pytest_output)

    def run(*args, cwd):
        return subprocess.run([python, *args], cwd=str(cwd), capture_output=True, text=True, env=env)

    purelib = run("-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=venv).stdout.strip()
    # addsitedir, not a bare path, so the editable install of plugin-sdk (a .pth) works too.
    lines = ["import site; site.addsitedir(%r)" % d for d in site.getsitepackages()]
    pathlib.Path(purelib, "parent-environment.pth").write_text("\n".join(lines) + "\n")
    return run


@pytest.fixture(scope="session")
def heat_source_root():
    """Heat 27's fetched source (sdk.common.heat_source), which Heat's in-tree types
    run from. ``nox -s tests`` fetches it before pytest, so CI fails rather
    than skip without it; a run elsewhere skips, naming the command."""
    from sdk.common import heat_source
    root = heat_source.available()
    if root is None:
        message = "Heat's source is not fetched: run %s" % heat_source.FETCH_COMMAND
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return root
