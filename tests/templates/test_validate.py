"""``plugin-sdk template validate``: every mistake at once, each at its
line and column, with Heat's message; exit 0 clean, 1 findings, 2 input."""
import json
import re

import pytest

from sdk.engine.hot import template as hot_template

from .conftest import DATA, HEAT_TEMPLATES, PLUGINS


def _where(findings):
    return [(f["line"], f["column"], f["code"]) for f in findings]


def test_every_mistake_of_a_hot_template_at_its_line_and_column(run):
    findings = run.findings(DATA / "mistakes.yaml")
    assert _where(findings) == [
        (6, 5, "HT201"), (8, 5, "HT201"), (13, 5, "HT201"), (16, 12, "HT401"), (17, 1, "HT307"),
        (21, 7, "HT303"), (22, 7, "HT303"), (23, 28, "HT303"), (25, 5, "HT302"), (29, 15, "HT306"),
        (30, 7, "HT303"), (31, 5, "HT305"), (35, 11, "HT401"), (36, 11, "HT402"),
        (37, 11, "HT305"), (38, 5, "HT304"), (47, 13, "HT305"), (48, 3, "HT501")]
    messages = [f["message"] for f in findings]
    # the runtime's (Heat's) own wording
    assert "Invalid type (strin)" in messages
    assert "Property error: resources.a.properties: Unknown Property nope" in messages
    assert "The Resource Type (OS::Heat::Nope) could not be found." in messages
    assert 'The specified reference "zz" (in c) is incorrect.' in messages
    assert "Circular Dependency Found: {e: {f}, f: {e}}" in messages
    assert 'Invalid deletion policy "Forever"' in messages
    assert all(f["severity"] == ("warning" if f["code"] == "HT402" else "error") for f in findings)


def test_every_mistake_of_a_cfn_template(run):
    """Each at the call or key it is about; the unknown key "Bogus" of a CFN
    resource is no mistake (Heat's CfnTemplate ignores such keys)."""
    findings = run.findings(DATA / "mistakes_cfn.json")
    assert _where(findings) == [
        (5, 18, "HT201"), (10, 27, "HT303"), (12, 63, "HT306"),
        (13, 11, "HT305"), (14, 11, "HT302"), (17, 3, "HT102")]
    # paths in the template's own (CFN) section and key names, as Heat's messages
    assert "Property error: Resources.r.Properties: Unknown Property nope" in [
        f["message"] for f in findings]


def test_real_templates_are_clean(run):
    result = run("validate", "--plugin-dir", PLUGINS, *HEAT_TEMPLATES)
    assert (result.exit_code, result.stdout) == (0, "")


@pytest.mark.parametrize("version", sorted(hot_template.FUNCTIONS))
def test_every_version_heat_accepts(run, version):
    text = ("heat_template_version: %s\nparameters:\n  p: {type: string, default: x}\n"
            "resources:\n  r:\n    type: OS::Heat::RandomString\n"
            "    properties: {salt: {get_param: p}}\n"
            "outputs:\n  o: {value: {get_attr: [r, value]}}\n" % version)
    assert run.findings(run.write("t.yaml", text)) == []


@pytest.mark.parametrize("version, snippet, code", [
    ("2016-10-14", "{filter: [[1], [1, 2]]}", "HT402"),     # filter came in 2017-02-24
    ("2017-02-24", "{filter: [[1], [1, 2]]}", None),
    ("2015-04-30", "{map_merge: [{a: 1}]}", "HT402"),
    ("2015-10-15", '{"Fn::Join": [",", [a, b]]}', "HT403"),  # removed after 2013-05-23
    ("2013-05-23", '{"Fn::Join": [",", [a, b]]}', None),
    ("2021-04-16", "{if: [true, 1]}", None),                 # the false branch became optional
    ("2018-08-31", "{if: [true, 1]}", "HT401"),
    ("2021-04-16", "{list_join: [',']}", "HT401"),
    ("2021-04-16", "{get_param: nope}", "HT205"),
])
def test_the_function_set_of_each_version(run, version, snippet, code):
    text = ("heat_template_version: %s\nresources:\n  r:\n    type: OS::Heat::Value\n"
            "    properties:\n      value: %s\n" % (version, snippet))
    assert [f["code"] for f in run.findings(run.write("t.yaml", text))] == ([code] if code else [])


def test_conditions_only_from_2016_10_14(run):
    text = "heat_template_version: %s\nconditions: {c: true}\nresources: {}\n"
    assert _where(run.findings(run.write("a.yaml", text % "2016-10-14"))) == []
    assert _where(run.findings(run.write("b.yaml", text % "2016-04-08"))) == [(2, 1, "HT102")]


def test_parameters_given_are_checked(run):
    path = run.write("t.yaml", "heat_template_version: 2021-04-16\nparameters:\n"
                               "  n: {type: number, constraints: [{range: {max: 5}}]}\n"
                               "resources:\n  r:\n    type: OS::Heat::RandomString\n"
                               "    properties: {length: {get_param: n}}\n")
    assert run.findings(path) == []  # no value: unknown, not an error
    assert _where(run.findings(path, "-P", "n=9")) == [(3, 3, "HT202")]
    assert _where(run.findings(path, "-P", "n=0")) == [(7, 18, "HT303")]
    env = run.write("e.yaml", "parameters: {n: 9, other: 1}\n")
    # an environment file's value: at its line in that file
    assert [(f["path"], f["line"], f["column"], f["code"]) for f in run.findings(path, "-e", env)] == [
        (env, 1, 14, "HT202"), (env, 1, 20, "HT204")]


def test_plugin_types_and_the_environments_registry(run, heat_source_root):
    text = ("heat_template_version: 2021-04-16\nresources:\n"
            "  s: {type: OS::Nova::Server, properties: {image: i, min_count: 9, old_name: x}}\n"
            "  a: {type: My::Alias}\n  l: {type: Test::Legacy}\n")
    path = run.write("t.yaml", text)
    # OS::Nova::Server is Heat's own type (from its fetched source); the others are unknown
    assert [(f["line"], f["code"]) for f in run.findings(path)] == [(4, "HT302"), (5, "HT302")]
    env = run.write("e.yaml", "resource_registry: {My::Alias: OS::Heat::None}\n")
    found = run.findings(path, "--plugin-dir", PLUGINS, "-e", env)
    assert [(f["line"], f["code"]) for f in found] == [(3, "HT303"), (3, "HT303"), (3, "HT310"),
                                                       (5, "HT310")]
    assert "Property old_name of OS::Nova::Server is DEPRECATED. Use name." in [
        f["message"] for f in found]
    assert any("Property flavor not assigned" in f["message"] for f in found)


def test_output_formats_are_lints(run):
    path = str(DATA / "mistakes.yaml")
    github = run("validate", "--format", "github", path)
    assert github.stdout.splitlines()[0].startswith("::error file=%s,line=6,col=5,title=HT201::"
                                                    % path.replace(":", "%3A"))
    sarif = json.loads(run("validate", "--format", "sarif", path).stdout)
    driver = sarif["runs"][0]["tool"]["driver"]
    assert driver["name"] == "plugin-sdk-template-validate"
    assert {r["id"] for r in driver["rules"]} == {r["ruleId"] for r in sarif["runs"][0]["results"]}
    text = run("validate", path)
    assert text.stdout.splitlines()[0].startswith("%s:6:5: HT201 Parameter 'size'" % path)
    assert text.exit_code == 1


def test_syntax_errors_and_duplicate_keys_are_findings(run):
    assert _where(run.findings(run.write("a.yaml", "heat_template_version: 2021-04-16\n"
                                                   "resources: {a: [\n"))) == [(3, 1, "HT001")]
    assert _where(run.findings(run.write("b.yaml", "- 1\n"))) == [(1, 1, "HT001")]
    dup = "heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::None}\n" \
          "  a: {type: OS::Heat::None}\n"
    assert _where(run.findings(run.write("c.yaml", dup))) == [(4, 3, "HT002")]


@pytest.mark.parametrize("args, message", [
    (["missing.yaml"], "Error: missing.yaml: No such file or directory"),
    (["t.yaml", "--plugin-dir", "nowhere"], "Error: plug-in directory not found: nowhere"),
    (["t.yaml", "-P", "novalue"], "Error: parameter 'novalue' is not KEY=VALUE"),
])
def test_input_errors_exit_2(run, args, message):
    run.write("t.yaml", "heat_template_version: 2021-04-16\n")
    result = run("validate", *args)
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1].startswith(message)


def test_checks_that_need_the_cloud_are_skipped(run):
    text = ("heat_template_version: 2021-04-16\nresources:\n"
            "  ok: {type: Test::Cloudy, properties: {image: cirros}}\n"
            "  bad: {type: Test::Cloudy, properties: {image: cirros, nope: 1}}\n")
    found = run.findings(run.write("t.yaml", text), "--plugin-dir", PLUGINS)
    assert [(f["line"], f["code"], f["message"]) for f in found] == [
        (4, "HT303", "Property error: resources.bad.properties: Unknown Property nope")]


def test_an_unknown_type_is_reported_not_what_reads_it(run, heat_source_root):
    text = ("heat_template_version: 2021-04-16\nresources:\n"
            "  a: {type: My::Missing, properties: {x: 1}}\n"
            "  b: {type: My::Missing}\n"
            "  c: {type: OS::Heat::Value, properties: {value: {get_attr: [a, anything]}}}\n"
            "outputs:\n  o: {value: {get_attr: [b, whatever]}}\n")
    found = run.findings(run.write("t.yaml", text))
    assert [(f["line"], f["code"]) for f in found] == [(3, "HT302"), (4, "HT302")]
    assert {f["message"] for f in found} == {"The Resource Type (My::Missing) could not be found."}
    # hello_world validates: its server is Heat's own type (from its fetched source)
    hello = [p for p in HEAT_TEMPLATES if p.name == "hello_world.yaml"][0]
    assert run.findings(hello) == []


@pytest.mark.parametrize("text, expected", [
    # a bad version
    ('{"AWSTemplateFormatVersion": "2011-01-01", "Resources": {}}', [(1, "HT101")]),
    # Conditions belong to AWSTemplateFormatVersion 2010-09-09 only
    ('{"HeatTemplateFormatVersion": "2012-12-12", "Conditions": {}, "Resources": {}}',
     [(1, "HT102")]),
    ('{"AWSTemplateFormatVersion": "2010-09-09",\n'
     ' "Parameters": {"Env": {"Type": "String", "AllowedValues": ["a", "b"], "Default": "c"}},\n'
     ' "Conditions": {"IsA": {"Fn::Equals": [{"Ref": "Env"}, "a"]}},\n'
     ' "Resources": {"r": {"Type": "OS::Heat::None", "Condition": "Nope"},\n'
     '               "s": {"Type": "OS::Heat::None", "Condition": "IsA",\n'
     '                     "Properties": {"v": {"Fn::If": ["IsA", {"Ref": "r"}, "x"]}}}}}',
     [(2, "HT201"), (4, "HT601")]),
    # a HOT function in a CFN template is plain data: a warning
    ('{"AWSTemplateFormatVersion": "2010-09-09",\n'
     ' "Parameters": {"P": {"Type": "String", "Default": "x"}},\n'
     ' "Resources": {"v": {"Type": "OS::Heat::Value",\n'
     '                     "Properties": {"value": {"get_param": "P"}}}}}', [(4, "HT402")]),
])
def test_cfn_versions_conditions_and_parameters(run, text, expected):
    found = run.findings(run.write("t.json", text))
    assert [(f["line"], f["code"]) for f in found] == expected


def test_openstack_heat_templates_are_clean_against_heats_types(run, heat_source_root):
    published = sorted((DATA.parents[1] / "published" / "heat-templates").rglob("*.yaml"))
    assert len(published) == 17
    result = run("validate", *published)
    assert (result.exit_code, result.stdout) == (0, "")
    # what only a cloud could tell (images, flavors, networks...) is skipped, and said
    assert re.fullmatch(r"0 error\(s\), 0 warning\(s\) in 17 template\(s\); ([1-9]\d*) check\(s\) "
                        r"skipped: they need a cloud\n", result.stderr), result.stderr


def test_the_pre_commit_hook_runs_validate_on_template_files(tmp_path):
    """.pre-commit-hooks.yaml's plugin-sdk-template-validate: pre-commit runs
    its entry with the matching files appended, and fails on exit 1."""
    import os
    import re
    import shlex
    import subprocess
    import sys

    import yaml
    root = DATA.parents[2]
    hooks = yaml.safe_load((root / ".pre-commit-hooks.yaml").read_text())
    hook, = [h for h in hooks if h["id"] == "plugin-sdk-template-validate"]
    assert (hook["entry"], hook["language"]) == ("plugin-sdk template validate", "python")
    files = re.compile(hook["files"])
    assert all(files.search(p) for p in ("examples/server.yaml", "templates/a/b.template",
                                         "hot/x.yml", "examples/x.json"))
    assert not any(files.search(p) for p in ("plugins/x.py", "examples/notes.txt",
                                             "docs/conf.yaml"))
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text("heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::None}\n")
    bad.write_text("heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::Nope}\n")
    entry = shlex.split(hook["entry"])
    entry[0] = os.path.join(os.path.dirname(sys.executable), entry[0])
    env = dict(os.environ, NO_COLOR="1")
    env.pop("GITHUB_ACTIONS", None)
    proc = subprocess.run(entry + ["good.yaml", "bad.yaml"], cwd=tmp_path, env=env,
                          capture_output=True, text=True)
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout == ("bad.yaml:3:7: HT302 The Resource Type (OS::Heat::Nope) could not "
                           "be found.\n")
    assert subprocess.run(entry + ["good.yaml"], cwd=tmp_path, env=env).returncode == 0
