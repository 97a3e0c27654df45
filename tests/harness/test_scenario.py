"""``plugin-sdk scenario``: heat-oracle's scenario format replayed on
plugin-sdk, compared with records from real Heat."""
import json
import os
import pathlib
import textwrap

import pytest
from click.testing import CliRunner

from sdk.cli import main
from sdk.common import install
from sdk.testing import scenario

PLUGIN = '''
import json, os
from heat.engine import properties, resource

class Logged(resource.Resource):
    properties_schema = {"value": properties.Schema(properties.Schema.STRING, update_allowed=True)}

    def _log(self, call):
        with open(os.environ["CALLS_LOG"], "a") as f:
            f.write(json.dumps({"call": call, "resource": self.name}) + "\\n")

    def handle_create(self):
        self._log("handle_create")
        self.resource_id_set(self.name + "-id")

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self._log("handle_update")

    def handle_delete(self):
        self._log("handle_delete")

def resource_mapping():
    return {"Test::Logged": Logged}
'''

SCENARIO = '''
plugins: [logged.py]
steps:
  - op: create
    template:
      heat_template_version: 2016-10-14
      resources:
        a: {type: Test::Logged, properties: {value: one}}
      outputs:
        id: {value: {get_resource: a}}
  - op: update
    template:
      heat_template_version: 2016-10-14
      resources:
        a: {type: Test::Logged, properties: {value: two}}
  - op: delete
'''


@pytest.fixture
def scenario_file(tmp_path):
    (tmp_path / "logged.py").write_text(PLUGIN)
    path = tmp_path / "logged.yaml"
    path.write_text(SCENARIO)
    return path


def test_records_follow_heat_oracle_format(scenario_file):
    records = scenario.run(scenario_file)
    assert [r["op"] for r in records] == ["create", "update", "delete"]
    create = records[0]
    assert create["stack"] == ["CREATE", "COMPLETE"]
    assert create["status_reason"] == "Stack CREATE completed successfully"
    assert create["resources"] == {"a": {"state": ["CREATE", "COMPLETE"], "resource_id": "a-id",
                                         "status_reason": "state changed"}}
    assert create["outputs"] == {"id": "a-id"}
    assert create["calls"] == [{"call": "handle_create", "resource": "a"}]
    assert records[1]["calls"] == [{"call": "handle_update", "resource": "a"}]
    assert records[2]["outputs"] == {}
    assert records[2]["calls"] == [{"call": "handle_delete", "resource": "a"}]


def test_calls_log_is_restored(scenario_file, monkeypatch):
    monkeypatch.setenv("CALLS_LOG", "/somewhere/else")
    scenario.run(scenario_file)
    assert os.environ["CALLS_LOG"] == "/somewhere/else"


def test_validation_failure_is_recorded_and_stack_kept(scenario_file):
    text = SCENARIO.replace("properties: {value: two}", "properties: {valu: two}")
    scenario_file.write_text(text)
    records = scenario.run(scenario_file)
    assert records[1] == {"op": "update", "calls": [], "validate_error":
                          'StackValidationFailed: Property error: resources.a.properties: '
                          'Unknown Property valu'}
    assert records[2]["stack"] == ["DELETE", "COMPLETE"]


def test_differences_name_step_and_key(scenario_file):
    expected = scenario.run(scenario_file)
    assert scenario.differences(expected, expected) == []
    changed = json.loads(json.dumps(expected))
    changed[1]["resources"]["a"]["state"] = ["UPDATE", "FAILED"]
    changed[2]["calls"] = []
    assert scenario.differences(expected, changed) == [
        'step 2 (update): resources.a.state: expected ["UPDATE", "FAILED"], '
        'got ["UPDATE", "COMPLETE"]',
        'step 3 (delete): calls.a: unexpected [{"call": "handle_delete", "resource": "a"}]',
    ]
    assert scenario.differences(expected[:2], expected) == ["steps: expected 3 records, got 2"]


def test_order_between_resources_is_not_compared(scenario_file):
    records = [{"op": "create", "calls": [{"call": "x", "resource": "a"},
                                           {"call": "y", "resource": "b"}]}]
    swapped = [{"op": "create", "calls": [{"call": "y", "resource": "b"},
                                          {"call": "x", "resource": "a"}]}]
    assert scenario.differences(records, swapped) == []
    one_resource = [{"op": "create", "calls": [{"call": "y", "resource": "a"},
                                                {"call": "x", "resource": "a"}]}]
    assert scenario.differences(records[:1], one_resource) != []


def test_cli_prints_records_and_compares(scenario_file, tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["scenario", str(scenario_file)])
    assert result.exit_code == 0, result.output
    records = json.loads(result.stdout)
    expected = tmp_path / "expected.json"
    expected.write_text(json.dumps(records))
    result = runner.invoke(main, ["scenario", str(scenario_file), "--expect", str(expected)])
    assert result.exit_code == 0
    assert "matches" in result.stdout
    records[0]["status_reason"] = "Stack CREATE failed"
    expected.write_text(json.dumps(records))
    result = runner.invoke(main, ["scenario", str(scenario_file), "--expect", str(expected)])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        'step 1 (create): status_reason: expected "Stack CREATE failed", '
        'got "Stack CREATE completed successfully"']
    assert "1 differences" in result.stderr


@pytest.mark.parametrize("text, message", [
    ("steps: [{op: create}]", "step 1 (create): a template mapping is required"),
    ("steps: [{op: explode}]", "step 1: op must be one of create, update"),
    ("steps: []", "steps must be a non-empty list"),
    ("plugins: [missing.py]\nsteps: [{op: delete}]", "plug-in file not found: missing.py"),
    ("steps:\n - {op: create, template: {heat_template_version: 2016-10-14}}\n"
     " - {op: restore, name: s1}", "step 2 (restore): no earlier snapshot named 's1'"),
    ("steps: [op: create", "Error parsing scenario"),
    ("steps:\n - {op: create, template: {heat_template_version: 2016-10-14}}\n"
     " - {op: signal}", "step 2 (signal): a resource name is required"),
    ("steps:\n - {op: create, template: {heat_template_version: 2016-10-14}}\n"
     " - {op: adopt, template: {heat_template_version: 2016-10-14}}",
     "only the first step may be adopt"),
    ("steps: [{op: delete}]", "the first step must be create (or adopt)"),
])
def test_bad_scenarios_get_one_line(tmp_path, text, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    result = CliRunner().invoke(main, ["scenario", str(path)])
    assert result.exit_code == 2
    assert message in result.stderr
    assert str(path) in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_plugin_syntax_error_names_file_and_line(scenario_file):
    plugin = scenario_file.parent / "logged.py"
    plugin.write_text("def broken(:\n")
    result = CliRunner().invoke(main, ["scenario", str(scenario_file)])
    assert result.exit_code == 2
    assert "%s:1: SyntaxError" % plugin in result.stderr


def test_edited_plugin_is_reimported(scenario_file):
    scenario.run(scenario_file)
    plugin = scenario_file.parent / "logged.py"
    plugin.write_text(plugin.read_text().replace('self.name + "-id"', '"changed"'))
    assert scenario.run(scenario_file)[0]["resources"]["a"]["resource_id"] == "changed"


def test_recorded_heat_scenarios_replay_through_the_cli():
    root = pathlib.Path(__file__).resolve().parents[1] / "conformance"
    result = CliRunner().invoke(main, [
        "scenario", str(root / "scenarios" / "update_replace.yaml"), "--legacy",
        "--expect", str(root / "expected" / "legacy" / "update_replace.json")])
    assert result.exit_code == 0, result.stdout
    assert textwrap.shorten(result.stdout, 200).endswith("matches %s" % (
        root / "expected" / "legacy" / "update_replace.json"))


def test_engine_heat_without_heat_is_a_one_line_error(scenario_file, monkeypatch):
    monkeypatch.delenv("PLUGIN_SDK_HEAT_PYTHON", raising=False)
    result = CliRunner().invoke(main, ["scenario", str(scenario_file), "--engine", "heat"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --engine heat needs real Heat: %s, or set PLUGIN_SDK_HEAT_PYTHON to the python "
        "of a virtualenv with openstack-heat 27" % install.pip_install("heat")]


@pytest.mark.parametrize("args, env", [
    (["--heat-python", "/nonexistent/python"], {}),
    ([], {"PLUGIN_SDK_HEAT_PYTHON": "/nonexistent/python"})])
def test_a_heat_python_that_is_not_there_is_named(scenario_file, args, env):
    result = CliRunner().invoke(main, ["scenario", str(scenario_file), "--engine", "heat", *args],
                                env=env)
    assert result.exit_code == 2
    assert "/nonexistent/python: not an executable Python" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_engine_heat_checks_the_scenario_before_starting_heat(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("steps:\n - {op: explode}\n")
    result = CliRunner().invoke(main, ["scenario", str(bad), "--engine", "heat",
                                       "--heat-python", "/nonexistent/python"])
    assert result.exit_code == 2
    assert "step 1: op must be one of" in result.output


def test_an_unknown_engine_is_named(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("engine: turbo\nsteps:\n - {op: create, template: "
                    "{heat_template_version: 2016-10-14}}\n")
    with pytest.raises(scenario.ScenarioError, match="engine must be one of convergence, "
                       "legacy, not 'turbo'"):
        scenario.load(path)
