"""The contract checks catch each classic plug-in bug, naming it, and pass a
correct plug-in."""
import os
import shutil
import subprocess
import sys
import textwrap

import pytest
from click.testing import CliRunner

from sdk.cli import main
from sdk.testing import Harness, run_contract
from sdk.testing.contract import STEPS

PLUGINS = os.path.join(os.path.dirname(__file__), "plugins")


@pytest.fixture(scope="module")
def results():
    harness = Harness(plugin_dirs=[PLUGINS])
    return {r.resource_type: r for r in run_contract(harness, examples=5)}


def test_a_correct_plugin_meets_the_contract(results):
    assert results["Test::Gadget"].ok, results["Test::Gadget"].findings
    assert results["Test::Gadget"].skipped == {}


@pytest.mark.parametrize("type_name, step, words", [
    ("Bug::DeleteWithoutId", "delete after failed create",
     ["resource_id is None", "BadRequest"]),
    ("Bug::NeverReady", "create", ["check_create_complete never returned True", "100 polls"]),
    ("Bug::RaisingAttribute", "attributes", ["attribute 'status'", "AttributeError",
                                            "_resolve_attribute"]),
    ("Bug::IgnoredUpdate", "update in place", ["handle_update never read prop_diff['tags']",
                                               "drop update_allowed"]),
    ("Bug::NoResourceId", "create", ["resource_id None", "resource_id_set"]),
    ("Bug::NotFoundOnDelete", "delete after vanish", ["NotFound", "ignore_not_found"]),
    ("Bug::DeleteCheckRaises", "update replace", ["NotFound", "check_delete_complete",
                                          "ignore_not_found"]),
])
def test_each_classic_bug_is_caught_and_named(results, type_name, step, words):
    result = results[type_name]
    assert not result.ok
    assert {f.step for f in result.findings} == {step}
    text = "\n".join(str(f) for f in result.findings)
    assert text.startswith("%s [%s]: expected " % (type_name, step))
    for word in words:
        assert word in text
    assert "Fix: " in text and step in STEPS


def _contract(make_harness, source, **kwargs):
    harness = make_harness(source)
    result, = run_contract(harness, examples=3, **kwargs)
    return result


PLAIN = """
class Plain(resource.Resource):
    properties_schema = {
        "count": properties.Schema(properties.Schema.INTEGER, required=True,
                                   constraints=[constraints.Range(1, 5)]),
        "mode": properties.Schema(properties.Schema.STRING, default="a",
                                  constraints=[constraints.AllowedValues(["a", "b"])]),
    }

    def handle_create(self):
        self.resource_id_set("plain-%s" % self.name)
    EXTRA

def resource_mapping():
    return {"T::Plain": Plain}
"""


def _plain(extra):
    return PLAIN.replace("EXTRA", textwrap.indent(textwrap.dedent(extra), "    "))


def test_a_validate_that_skips_the_schema_lets_invalid_values_reach_handle_create(make_harness):
    result = _contract(make_harness, _plain("""
        def validate(self):
            return None
    """))
    steps = {f.step for f in result.findings}
    assert steps == {"invalid values"}
    text = "\n".join(str(f) for f in result.findings)
    assert "property 'count' with 0, which breaks its Range constraint" in text
    assert "property 'count' with 'not-a-number', not a valid Integer" in text
    assert "property 'count' with no value, though it is required" in text
    assert "property 'mode' with 'not-allowed-a-b', which breaks its AllowedValues" in text
    assert "validation accepted it; only the create refused it" in text
    assert "call super().validate() in Plain.validate()" in text


def test_a_plugin_whose_schema_is_enforced_refuses_invalid_values(make_harness):
    assert _contract(make_harness, PLAIN.replace("EXTRA", "")).ok


def test_a_handler_that_blocks_is_stopped_and_named(make_harness):
    result = _contract(make_harness, _plain("""
        def handle_suspend(self):
            import time
            time.sleep(3)
    """), block_seconds=0.2)
    assert [f.step for f in result.findings] == ["suspend"]
    text = str(result.findings[0])
    assert "handle_suspend ran for more than 0.2 s of real time" in text
    assert "wait in check_suspend_complete" in text


def test_validate_refusing_every_schema_valid_set_is_reported(make_harness):
    result = _contract(make_harness, _plain("""
        def validate(self):
            super().validate()
            raise exception.StackValidationFailed(message="never")
    """))
    assert [f.step for f in result.findings] == ["properties"]
    assert "every generated set was refused" in str(result.findings[0])


def test_an_error_escaping_the_engine_is_reported_with_its_origin(make_harness):
    result = _contract(make_harness, """
        class Crash(resource.Resource):
            # Heat ignores add_dependencies errors while creating (the stored
            # stack); they escape when the update's new template is validated.
            properties_schema = {"size": properties.Schema(
                properties.Schema.INTEGER, "Size.", update_allowed=True)}

            def handle_create(self):
                self.resource_id_set("c")

            def handle_update(self, json_snippet, tmpl_diff, prop_diff):
                pass

            def translation_rules(self, props):
                raise RuntimeError("boom")

        def resource_mapping():
            return {"T::Crash": Crash}
    """)
    assert [f.step for f in result.findings] == ["crash"]
    text = str(result.findings[0])
    assert "RuntimeError: boom, raised out of translation_rules (" in text
    assert "do not let translation_rules raise" in text


def test_cli_exit_status_and_report():
    runner = CliRunner()
    ok = runner.invoke(main, ["test", "--contract", "--plugin-dir", PLUGINS,
                              "--type", "Test::Gadget", "--examples", "3"])
    assert ok.exit_code == 0, ok.output
    assert "PASS Test::Gadget (3 property sets)" in ok.output
    bad = runner.invoke(main, ["test", "--contract", "--plugin-dir", PLUGINS,
                               "--type", "Bug::NoResourceId", "--examples", "3"])
    assert bad.exit_code == 1
    assert "FAIL Bug::NoResourceId" in bad.output and "resource_id_set" in bad.output


@pytest.mark.parametrize("args, message", [
    (["--plugin-dir", "no/such/dir"], "plug-in directory not found: no/such/dir"),
    (["--plugin-dir", PLUGINS, "--type", "No::Such"], "unknown resource type No::Such"),
    ([], "no plug-in directories"),
])
def test_cli_input_errors_are_one_line_with_status_2(tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["test", "--contract"] + args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_cli_reports_a_plugin_that_does_not_import(tmp_path):
    (tmp_path / "broken.py").write_text("import nowhere_to_be_found\n")
    result = CliRunner().invoke(main, ["test", "--contract", "--plugin-dir", str(tmp_path)])
    assert result.exit_code == 2
    assert "broken.py:1: ModuleNotFoundError" in result.output


def test_without_contract_it_runs_pytest_with_the_plugin_dirs(tmp_path):
    shutil.copytree(PLUGINS, tmp_path / "plugins")
    (tmp_path / "test_it.py").write_text(
        "def test_types(harness):\n"
        "    assert 'Test::Gadget' in harness.resource_types()\n"
        "def test_fails():\n"
        "    assert False\n")
    proc = subprocess.run([sys.executable, "-m", "sdk", "test", "--plugin-dir", "plugins",
                           "-q", "-p", "no:cacheprovider"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 failed, 1 passed" in proc.stdout


def test_the_guide_lists_every_contract_step():
    guide = open(os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "docs",
                              "harness.rst")).read()
    assert [step for step in STEPS if "``%s``" % step not in guide] == []


def test_plugins_built_on_real_heat_are_refused_in_one_line(tmp_path):
    (tmp_path / "thing.py").write_text(
        "from heat.engine import resource\n"
        "class HeatResource(resource.Resource):\n"
        "    __module__ = 'heat.engine.resource'  # as real Heat's Resource reports\n"
        "class Thing(HeatResource):\n"
        "    properties_schema = {}\n"
        "def resource_mapping():\n"
        "    return {'T::Thing': Thing}\n")
    result = CliRunner().invoke(main, ["test", "--contract", "--plugin-dir", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output == (
        "Error: T::Thing: extends real Heat's Resource (openstack-heat is installed), which "
        "plugin-sdk's runtime cannot run; use pytest --engine heat, or an environment "
        "without openstack-heat\n")


TAGGED = """
class Tagged(resource.Resource):
    properties_schema = {
        "tags": properties.Schema(properties.Schema.LIST, update_allowed=True),
        "size": properties.Schema(properties.Schema.NUMBER, default=0, update_allowed=True),
    }

    def handle_create(self):
        self.resource_id_set("tagged-%s" % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        UPDATE

def resource_mapping():
    return {"T::Tagged": Tagged}
"""


@pytest.mark.parametrize("update", [
    # Heat's TestResource: the new properties become the resource's own.
    "self.properties = json_snippet.properties(self.properties_schema, self.context)",
    "new = json_snippet.properties(self.properties_schema, self.context)\n"
    "        self.data_set('state', repr((new['tags'], new['size'])))",
])
def test_update_applied_through_the_new_definition_meets_the_contract(make_harness, update):
    result = _contract(make_harness, TAGGED.replace("UPDATE", update))
    assert result.ok, [str(f) for f in result.findings]


def test_update_that_ignores_the_new_definition_is_still_caught(make_harness):
    result = _contract(make_harness, TAGGED.replace(
        "UPDATE", "json_snippet.properties(self.properties_schema, self.context)"))
    assert {f.step for f in result.findings} == {"update in place"}


TRANSLATED = """
class Zone(resource.Resource):
    # Heat's own Designate zone: deprecated "masters" replaced by "primaries"
    PROPERTIES = (NAME, MASTERS, PRIMARIES) = ("name", "masters", "primaries")
    properties_schema = {
        NAME: properties.Schema(properties.Schema.STRING, required=True),
        MASTERS: properties.Schema(properties.Schema.LIST),
        PRIMARIES: properties.Schema(properties.Schema.LIST),
    }

    def validate(self):
        super().validate()

    def translation_rules(self, props):
        return [translation.TranslationRule(props, translation.TranslationRule.REPLACE,
                                            translation_path=[self.MASTERS],
                                            value_name=self.PRIMARIES)]

    def handle_create(self):
        self.resource_id_set("zone-%s" % self.name)

def resource_mapping():
    return {"T::Zone": Zone}
"""


def test_a_property_a_translation_rule_replaces_is_not_an_accepted_invalid_value(make_harness):
    result = _contract(make_harness, TRANSLATED)
    assert result.ok, "\n".join(str(f) for f in result.findings)
    assert "translation rule" in result.skipped["update of masters"]
    assert "translation rule" in result.skipped.get("invalid values of masters", "translation rule")


def test_the_designate_zone_meets_the_contract_on_the_fake_cloud():
    """Heat's own type with that rule (its fetched source)."""
    result, = run_contract(Harness(), ["OS::Designate::Zone"], examples=3)
    assert result.ok, "\n".join(str(f) for f in result.findings)
    assert "translation rule" in result.skipped["update of masters"]


def test_super_validate_is_advised_only_when_validate_does_not_call_it(make_harness):
    # validate() calls super() and still lets a value through: the schema is the place
    result = _contract(make_harness, _plain("""
        def validate(self):
            super().validate()

        def translation_rules(self, props):
            return [translation.TranslationRule(props, translation.TranslationRule.DELETE,
                                                translation_path=["mode"])]
    """))
    assert result.ok and "invalid values of mode" in result.skipped


def test_required_with_a_default_is_said_plainly(make_harness):
    result = _contract(make_harness, PLAIN.replace("EXTRA", "").replace(
        'default="a",', 'default="a", required=True,'))
    finding, = result.findings
    text = str(finding)
    assert text.startswith("T::Plain [invalid values]: expected required property 'mode' to "
                           "need a value; got it also has a default ('a'), which Heat uses")
    assert "required=True has no effect" in text
    assert "Fix: drop required=True (the default makes it optional)" in text
    assert "call super().validate()" not in text and "accepted it" not in text


LEGACY = """
class Old(resource.Resource):
    properties_schema = {
        "name": {"Type": "String", "Description": "Name.", "Required": True,
                 "MaxLength": 20, "UpdateAllowed": True},
        "size": {"Type": "Number", "Default": 1, "MinValue": 1, "MaxValue": 10},
        "tags": {"Type": "List", "Schema": {"Type": "String"}},
        "opts": {"Type": "Map", "Schema": {"enabled": {"Type": "Boolean"}}},
    }
    attributes_schema = {"size": attributes.Schema("The size.")}

    def handle_create(self):
        self.resource_id_set(self.physical_resource_name())

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self.data_set("name", prop_diff["name"])

    def _resolve_attribute(self, name):
        return self.properties["size"]

def resource_mapping():
    return {"T::Old": Old}
"""


def test_old_dictionary_schemas_are_checked_as_heat_converts_them(make_harness):
    result = _contract(make_harness, LEGACY)
    assert result.ok, "\n".join(str(f) for f in result.findings)
    broken = _contract(make_harness, LEGACY.replace(
        "class Old(resource.Resource):", "class Old(resource.Resource):\n"
        "    def validate(self):\n        return None\n"))
    text = "\n".join(str(f) for f in broken.findings)
    assert "property 'name' with 'xxxxxxxxxxxxxxxxxxxxx', which breaks its Length constraint" in text
    assert "property 'size' with 0, which breaks its Range constraint" in text


def test_old_dictionary_schemas_in_every_command(tmp_path, monkeypatch):
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "old.py").write_text("from heat.engine import attributes, resource\n"
                                    + textwrap.dedent(LEGACY))
    (tmp_path / "t.yaml").write_text(
        "heat_template_version: 2018-08-31\nresources:\n  o:\n    type: T::Old\n"
        "    properties: {name: x, tags: [a], opts: {enabled: true}}\n")
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    for args in (["resource-type", "show", "T::Old"], ["resource-type", "template", "T::Old"],
                 ["test", "--contract", "--examples", "2"], ["template", "validate", "t.yaml"],
                 ["run", "-t", "t.yaml"], ["docs", "--format", "json"]):
        result = runner.invoke(main, args + ["--plugin-dir", "plugins"])
        assert result.exit_code == 0, (args, result.output, result.exception)
    shown = runner.invoke(main, ["resource-type", "show", "T::Old", "--plugin-dir", "plugins",
                                 "--format", "json"])
    import json
    props = json.loads(shown.stdout)["properties"]
    assert props["name"]["required"] is True and props["name"]["update_allowed"] is True
    assert props["size"]["constraints"] == [{"range": {"min": 1, "max": 10}}]
    linted = runner.invoke(main, ["lint", "plugins"])   # no crash: findings of style only
    assert linted.exit_code == 1 and "Traceback" not in linted.output
    assert {line.split()[1] for line in linted.output.splitlines()} == {"PS201", "PS301"}
