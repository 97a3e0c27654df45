"""Shared fixtures: plug-ins written as files in a temporary directory."""
import textwrap

import pytest

from sdk.testing import Harness

HEADER = """
import json, os
from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource, support, translation
"""


@pytest.fixture
def make_harness(tmp_path):
    """make_harness(source) -> Harness over a plug-in module with that source."""
    count = [0]

    def make(source, **kwargs):
        count[0] += 1
        d = tmp_path / ("plugins%d" % count[0])
        d.mkdir()
        (d / "plugin.py").write_text(HEADER + textwrap.dedent(source))
        return Harness(plugin_dirs=[str(d)], **kwargs)

    return make
