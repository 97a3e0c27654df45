"""These tests run on both engines (``nox -s conformance``): plugin-sdk's
runtime in CI, real Heat with ``--engine heat``."""
import os

import pytest


@pytest.fixture
def plugin_dirs():
    return [os.path.join(os.path.dirname(__file__), os.pardir, "plugins")]
