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
