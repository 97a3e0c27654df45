"""Running ``plugin-sdk template`` in-process, and the test data's paths."""
import json
import pathlib

import pytest
from click.testing import CliRunner

HERE = pathlib.Path(__file__).parent
DATA = HERE / "data"
HEAT_TEMPLATES = sorted((DATA / "heat-templates").glob("*.yaml"))
PLUGINS = str(HERE / "plugins")


class Run:
    def __init__(self, tmp_path):
        self.tmp = tmp_path

    def write(self, name, text):
        path = self.tmp / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    def __call__(self, *args):
        from sdk.validate.cli import template
        return CliRunner().invoke(template, [str(a) for a in args], catch_exceptions=False)

    def findings(self, *args):
        result = self("validate", "--format", "json", *args)
        assert result.exit_code in (0, 1), result.output
        return json.loads(result.stdout)


@pytest.fixture
def run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no project pyproject.toml: only the plug-ins given
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    return Run(tmp_path)


@pytest.fixture
def heat_option():
    """Set one of Heat's options (sdk.common.heat_options) for a test: ``heat_option(name, value)``."""
    from sdk.common import heat_options

    def set_option(name, value, section=heat_options.DEFAULT):
        heat_options.set_value(section, name, value, "test")
    yield set_option
    heat_options.reset()
