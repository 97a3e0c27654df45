"""Heat's options from one place (sdk.common.heat_options): set from
``[tool.plugin-sdk.heat]`` of pyproject.toml and from ``--config-file
heat.conf``, with Heat's meanings, seen by plugin-sdk's own limits and by
Heat's in-tree code on oslo.config's CONF alike."""
import pytest
from click.testing import CliRunner

from sdk.common import heat_options

THREE = ("heat_template_version: 2018-08-31\nresources:\n"
         "  a: {type: OS::Heat::None}\n  b: {type: OS::Heat::None}\n  c: {type: OS::Heat::None}\n")
TOO_MANY = "Request limit exceeded: Maximum resources per stack exceeded."


@pytest.fixture
def project(tmp_path, monkeypatch):
    """An empty project directory; Heat's defaults again afterwards."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    (tmp_path / "t.yaml").write_text(THREE)
    yield tmp_path
    heat_options.reset()


def _plugin_sdk(*args):
    from sdk.cli import main
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def test_heats_defaults():
    assert heat_options.get("max_resources_per_stack") == 1000
    assert heat_options.get("max_template_size") == 524288
    assert heat_options.get("max_nested_stack_depth") == 5
    assert heat_options.get("endpoint_type", "clients") == "public"


def test_pyproject_sets_them_for_every_command(project):
    (project / "pyproject.toml").write_text("[tool.plugin-sdk.heat]\nmax_resources_per_stack = 2\n")
    for command in (["template", "validate", "t.yaml"],
                    ["stack", "create", "s", "--state", "s.db", "-t", "t.yaml"],
                    ["run", "-t", "t.yaml"]):
        result = _plugin_sdk(*command)
        assert result.exit_code == 2, (command, result.output)
        assert result.output.endswith(TOO_MANY + "\n"), (command, result.output)


def test_a_config_file_wins_over_pyproject(project):
    (project / "pyproject.toml").write_text("[tool.plugin-sdk.heat]\nmax_resources_per_stack = 2\n")
    (project / "heat.conf").write_text(
        "[DEFAULT]\nmax_resources_per_stack = 3\n# the rest of a real heat.conf is left aside\n"
        "debug = true\n[database]\nconnection = mysql+pymysql://heat@db/heat\n")
    assert _plugin_sdk("template", "validate", "t.yaml", "--config-file", "heat.conf").exit_code == 0
    assert _plugin_sdk("template", "validate", "t.yaml").exit_code == 2   # each command reads them afresh


def test_minus_one_is_unlimited_where_heat_says_so(project):
    (project / "pyproject.toml").write_text("[tool.plugin-sdk.heat]\nmax_resources_per_stack = -1\n")
    group = ("heat_template_version: 2018-08-31\nresources:\n  g:\n    type: OS::Heat::ResourceGroup\n"
             "    properties: {count: 1200, resource_def: {type: OS::Heat::None}}\n")
    (project / "g.yaml").write_text(group)
    assert _plugin_sdk("template", "validate", "g.yaml").exit_code == 0


def test_heats_in_tree_code_reads_the_same_values(project):
    """sdk.common.config is Heat's heat.common.config: its CONF follows."""
    (project / "heat.conf").write_text("[DEFAULT]\nmax_server_name_length = 20\n"
                                       "[clients_nova]\nendpoint_type = internal\n")
    heat_options.load_file(project / "heat.conf")
    from sdk.common import config
    assert config.cfg.CONF.max_server_name_length == 20
    assert config.cfg.CONF.clients_nova.endpoint_type == "internal"
    heat_options.reset()
    assert config.cfg.CONF.max_server_name_length == 53


@pytest.mark.parametrize("where, text, error", [
    ("pyproject.toml", "[tool.plugin-sdk.heat]\nmax_resources_per_stack = 'lots'\n",
     "pyproject.toml: [tool.plugin-sdk.heat] max_resources_per_stack must be an integer"),
    ("pyproject.toml", "[tool.plugin-sdk.heat]\nmax_resource_per_stack = 10\n",
     "pyproject.toml: [tool.plugin-sdk.heat] max_resource_per_stack is not one of Heat's options "
     "plugin-sdk reads"),
    ("pyproject.toml", "[tool.plugin-sdk.heat.clients_nova]\ninsecure = 'maybe'\n",
     "pyproject.toml: [tool.plugin-sdk.heat.clients_nova] insecure must be true or false"),
    ("pyproject.toml", "[tool.plugin-sdk.heat]\ndefault_user_data_format = 'JSON'\n",
     "pyproject.toml: [tool.plugin-sdk.heat] default_user_data_format must be one of "
     "'HEAT_CFNTOOLS', 'RAW', 'SOFTWARE_CONFIG'"),
    ("heat.conf", "[DEFAULT]\nmax_template_size = big\n",
     "heat.conf: [DEFAULT] max_template_size must be an integer"),
    ("heat.conf", "max_template_size = 1\n", "heat.conf: not an INI file: "),
])
def test_a_bad_value_is_one_line_naming_file_section_and_option(project, where, text, error):
    (project / where).write_text(text)
    extra = ["--config-file", where] if where == "heat.conf" else []
    result = _plugin_sdk("template", "validate", "t.yaml", *extra)
    assert result.exit_code == 2
    line, = result.output.splitlines()
    assert line.startswith("Error: ") and error in line, line


def test_a_missing_config_file(project):
    result = _plugin_sdk("template", "validate", "t.yaml", "--config-file", "nope.conf")
    assert result.exit_code == 2
    assert "nope.conf" in result.output
