"""Fixtures of the docgen tests (helpers live in docgen_helpers.py)."""
import shutil

import pytest
from docgen_helpers import DEPRECATIONS_PAGE, PLUGINS, REFERENCE_PAGE, Project


@pytest.fixture
def project(tmp_path):
    """project(index_rst, plugins=<fixture plug-ins copied>) -> Project."""
    def make(index=None, plugins=None):
        plugin_dir = tmp_path / "plugins"
        shutil.copytree(plugins or PLUGINS, plugin_dir)
        proj = Project(tmp_path, plugin_dir)
        proj.page("index", index or REFERENCE_PAGE)
        proj.page("deprecations", DEPRECATIONS_PAGE)
        return proj
    return make
