"""Plug-ins written in the styles found in third-party and in-tree Heat
plug-ins (tests/thirdparty/plugins), and fixtures to run them."""
import os

import pytest

from sdk.testing import Harness

HERE = os.path.dirname(os.path.abspath(__file__))
PLUGINS = os.path.join(HERE, "plugins")
BROKEN = os.path.join(HERE, "broken")
#: plug-ins built on Heat's engine parts (nested stacks, signals, OpenStack clients)
ON_HEAT_ENGINE = os.path.join(HERE, "on_heat_engine")

# The plug-ins' own ``tests`` package is theirs, run by Heat's test runner,
# not by this suite (its HeatTestCase needs real Heat).
collect_ignore = ["plugins", "broken", "on_heat_engine"]

HOT = "heat_template_version: 2018-08-31\n"


@pytest.fixture
def harness():
    """harness(file_or_dir) -> Harness over one plug-in file or directory."""
    def make(path):
        path = os.path.join(PLUGINS, path)
        if os.path.isdir(path):
            return Harness(plugin_dirs=[path])
        return Harness(files=[path])
    return make


def run_actions(st):
    """suspend, resume and check a created stack; each must complete."""
    for action in ("suspend", "resume", "check"):
        getattr(st, action)()
        assert st.state == (action.upper(), "COMPLETE"), (action, st.status_reason)


_HIDE = """
import importlib.machinery
import sys

HIDDEN = set(sys.argv[1].split(","))


class Hidden:
    \"\"\"The path finder, blind to HIDDEN packages (as if not installed).\"\"\"

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.partition(".")[0] in HIDDEN:
            return None
        return importlib.machinery.PathFinder.find_spec(name, path, target)

    invalidate_caches = staticmethod(importlib.machinery.PathFinder.invalidate_caches)


sys.meta_path[:] = [Hidden if f is importlib.machinery.PathFinder else f for f in sys.meta_path]
"""


def run_without(packages, code):
    """Run ``code`` in a new interpreter in which ``packages`` are not
    installed (the openstack extra brings oslo.* in); what it prints."""
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    proc = subprocess.run([sys.executable, "-c", _HIDE + code, ",".join(packages)],
                          capture_output=True, text=True, cwd=root, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout
