"""A project made with every default, and template copies that stand
for a newer plugin-sdk's template."""
import shutil

import pytest

from sdk.scaffold import render


@pytest.fixture
def project(tmp_path, plugin_sdk):
    """A project made with every default."""
    result = plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path)
    assert result.exit_code == 0, result.output
    return tmp_path / "example-widgets"


@pytest.fixture
def newer_template(tmp_path, monkeypatch):
    """newer_template(edit) -> a copy of the templates at the next version,
    changed by edit(templates_dir), which the commands then use."""
    def make(edit):
        copy = tmp_path / "templates-next"
        shutil.copytree(render.templates_dir(), copy)
        (copy / "VERSION").write_text("%d\n" % (render.template_version() + 1))
        edit(copy)
        monkeypatch.setenv(render.TEMPLATES_ENV, str(copy))
        return copy
    return make
