"""The stack and resource-type commands as a user drives them: output,
exit status, and one-line errors for bad input."""
import json

import pytest


@pytest.fixture
def cli(work):
    """cli(*args) -> CompletedProcess of plugin-sdk run in the work directory;
    scheduler steps take no real time."""
    def invoke(*args):
        if args[0] == "stack" and (args[1] in ("create", "update", "delete", "suspend", "resume",
                                                "check") or args[1:3] == ("snapshot", "create")):
            args += ("--poll-interval", "0")
        return work.run(*args)

    return invoke


def _json(result):
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_help_lists_the_commands(cli):
    top = cli("--help").stdout
    assert "stack " in top and "resource-type " in top
    actions = cli("stack", "--help").stdout
    for name in ("create", "update", "delete", "suspend", "resume", "check", "snapshot", "show",
                 "list", "events", "outputs", "resource", "cancel"):
        assert "  %s " % name in actions


def test_life_cycle_across_commands(cli, work):
    created = cli("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "-P",
                  "tag=x")
    assert created.returncode == 0, created.stderr
    assert created.stdout.splitlines()[0] == "s  CREATE_COMPLETE  Stack CREATE completed successfully"
    assert "RESOURCE  TYPE        STATUS           PHYSICAL ID" in created.stdout
    assert created.stderr == ""   # no progress when stderr is not a terminal

    shown = _json(cli("stack", "show", "s", "--format", "json"))
    assert sorted(shown) == ["creation_time", "disable_rollback", "id", "outputs", "parameters",
                             "resources", "snapshots", "stack_name", "stack_status",
                             "stack_status_reason", "timeout_mins", "updated_time"]
    assert (shown["timeout_mins"], shown["disable_rollback"]) == (None, True)   # Heat's defaults
    # Every declared parameter, given or defaulted, as Heat's stack show.
    assert shown["parameters"] == {"tag": "x", "polls": 2, "pause": 0.02}
    assert [r["resource_name"] for r in shown["resources"]] == ["a", "b", "c"]
    assert shown["resources"][0] == {
        "resource_name": "a", "resource_type": "Test::Slow", "resource_status": "CREATE_COMPLETE",
        "resource_status_reason": "state changed",
        "physical_resource_id": shown["resources"][0]["physical_resource_id"],
        "updated_time": shown["resources"][0]["updated_time"]}
    label = shown["outputs"][0]["output_value"]
    assert label == "%s:2" % shown["resources"][1]["physical_resource_id"]
    assert _json(cli("stack", "outputs", "s", "--format", "json")) == shown["outputs"]
    assert cli("stack", "outputs", "s").stdout.split() == ["OUTPUT", "VALUE", "label",
                                                           json.dumps(label)]

    # Update: parameters not given keep their values; a changed template replaces a.
    work.write("v2.yaml", work.path.joinpath("stack.yaml").read_text().replace(
        "polls: 3", "polls: 4"))
    updated = _json(cli("stack", "update", "s", "-t", "v2.yaml", "--format", "json"))
    assert updated["stack_status"] == "UPDATE_COMPLETE"
    assert updated["parameters"] == {"tag": "x", "polls": 2, "pause": 0.02}
    for action in ("suspend", "resume", "check"):
        result = _json(cli("stack", action, "s", "--format", "json"))
        assert result["stack_status"].startswith(action.upper() + "_COMPLETE")
    snap = _json(cli("stack", "snapshot", "create", "s", "--format", "json"))
    assert (snap["name"], snap["status"]) == ("snapshot-1", "COMPLETE")
    assert _json(cli("stack", "show", "s", "--format", "json"))["snapshots"] == [snap]

    listed = _json(cli("stack", "list", "--format", "json"))
    assert [(s["stack_name"], s["stack_status"]) for s in listed] == [("s", "SNAPSHOT_COMPLETE")]
    events = _json(cli("stack", "events", "s", "--format", "json"))
    assert sorted(events[0]) == ["event_time", "id", "physical_resource_id", "resource_name",
                                 "resource_status", "resource_status_reason"]
    assert [e["id"] for e in events] == list(range(1, len(events) + 1))
    assert [e["resource_status"] for e in events if e["resource_name"] == "s"] == [
        "CREATE_IN_PROGRESS", "CREATE_COMPLETE", "UPDATE_IN_PROGRESS", "UPDATE_COMPLETE",
        "SUSPEND_IN_PROGRESS", "SUSPEND_COMPLETE", "RESUME_IN_PROGRESS", "RESUME_COMPLETE",
        "CHECK_IN_PROGRESS", "CHECK_COMPLETE", "SNAPSHOT_IN_PROGRESS", "SNAPSHOT_COMPLETE"]
    table = cli("stack", "events", "s").stdout.splitlines()
    assert table[0].split() == ["TIME", "RESOURCE", "STATUS", "REASON"]
    assert len(table) == len(events) + 1

    deleted = cli("stack", "delete", "s")
    assert deleted.returncode == 0 and "s  DELETE_COMPLETE" in deleted.stdout
    assert work.service() == []
    gone = cli("stack", "show", "s")
    assert gone.returncode == 2 and gone.stderr == "Error: The Stack (s) could not be found.\n"
    assert _json(cli("stack", "list", "--format", "json")) == []


def test_a_failed_action_exits_1_and_can_be_fixed_by_an_update(cli, work):
    work.write("bad.yaml", """
        heat_template_version: 2016-10-14
        resources:
          a: {type: Test::Slow, properties: {fail: true}}
        """)
    failed = cli("stack", "create", "s", "-t", "bad.yaml", "--plugin-dir", "plugins",
                 "--format", "json")
    assert failed.returncode == 1
    shown = json.loads(failed.stdout)
    assert shown["stack_status"] == "CREATE_FAILED"
    assert shown["stack_status_reason"] == "Resource CREATE failed: ValueError: resources.a: asked to fail"
    work.write("good.yaml", """
        heat_template_version: 2016-10-14
        resources:
          a: {type: Test::Slow, properties: {fail: false}}
        """)
    assert cli("stack", "update", "s", "-t", "good.yaml").returncode == 0
    assert cli("stack", "delete", "s").returncode == 0
    assert work.service() == []


def test_environment_files(cli, work):
    env = work.write("env.yaml", """
        resource_registry:
          My::Thing: Test::Slow
        parameter_defaults:
          polls: 1
          unused: 5
        parameters:
          tag: from-env
        """)
    work.write("alias.yaml", """
        heat_template_version: 2016-10-14
        parameters:
          polls: {type: number}
          tag: {type: string}
          other: {type: string, default: d}
        resources:
          a: {type: My::Thing, properties: {polls: {get_param: polls}, tag: {get_param: tag}}}
        """)
    shown = _json(cli("stack", "create", "s", "-t", "alias.yaml", "-e", env, "--plugin-dir",
                      "plugins", "-P", "other=cli", "--format", "json"))
    assert shown["parameters"] == {"polls": 1, "tag": "from-env", "other": "cli"}
    assert shown["resources"][0]["resource_type"] == "My::Thing"
    # Later commands remember the plug-in directories and the registry.
    assert cli("stack", "delete", "s").returncode == 0


@pytest.mark.parametrize("args, message", [
    (("stack", "create", "s", "-t", "missing.yaml"), "Error: missing.yaml: No such file or directory"),
    (("stack", "create", "s", "-t", "broken.yaml"), "broken.yaml:4:1"),
    (("stack", "create", "s", "-t", "list.yaml"),
     "list.yaml: The template is not a JSON object or YAML mapping."),
    (("stack", "create", "s", "-t", "stack.yaml", "-e", "list.yaml"),
     "list.yaml: The environment is not a JSON object or YAML mapping."),
    (("stack", "create", "s", "-t", "stack.yaml"),
     "stack.yaml: StackValidationFailed: The Resource Type (Test::Slow) could not be found."),
    (("stack", "create", "9s", "-t", "stack.yaml", "--plugin-dir", "plugins"),
     "Invalid stack name 9s must contain only alphanumeric"),
    (("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "-P", "nokey"),
     "parameter 'nokey' is not KEY=VALUE"),
    (("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "-P", "zz=1"),
     "The Parameter (zz) was not defined in template."),
    (("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "-e", "badenv.yaml"),
     'badenv.yaml: environment has wrong section "paramters"'),
    (("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", "-e", "nested.yaml"),
     'nested.yaml: Could not fetch remote template "ftp://example.com/thing.yaml": Invalid URL scheme ftp'),
    (("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "nowhere"),
     "plug-in directory not found: nowhere"),
    (("stack", "delete", "nosuch"), "The Stack (nosuch) could not be found."),
    (("stack", "events", "nosuch"), "The Stack (nosuch) could not be found."),
    (("stack", "update", "nosuch", "-t", "stack.yaml"), "The Stack (nosuch) could not be found."),
    (("resource-type", "show", "Test::Secret", "--plugin-dir", "plugins"),
     "NotSupported: Test::Secret is not supported."),
    (("resource-type", "template", "No::Such", "--plugin-dir", "plugins"),
     "The Resource Type (No::Such) could not be found."),
])
def test_bad_input_is_one_line_exit_2_and_stores_nothing(cli, work, args, message):
    work.write("broken.yaml", "heat_template_version: 2016-10-14\nresources:\n  a: [\n")
    work.write("badenv.yaml", "paramters: {}\n")
    work.write("list.yaml", "- a\n")
    work.write("nested.yaml", "resource_registry: {My::T: 'ftp://example.com/thing.yaml'}\n")
    result = cli(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 or "Usage:" in result.stderr
    assert _json(cli("stack", "list", "--format", "json")) == []


@pytest.mark.parametrize("args", [("list",), ("show", "nosuch"), ("delete", "nosuch"),
                                  ("cancel", "nosuch"), ("events", "nosuch"),
                                  ("snapshot", "list", "nosuch"), ("abandon", "nosuch")])
def test_a_command_that_makes_no_stack_makes_no_state_file(cli, work, args):
    result = cli("stack", *args, "--state", "none.db")
    assert result.returncode == (0 if args == ("list",) else 2), result.stderr
    assert not (work.path / "none.db").exists()
    assert not work.state.exists()


def test_resource_types(cli, work):
    listed = _json(cli("resource-type", "list", "--plugin-dir", "plugins", "--format", "json"))
    assert "Test::Slow" in listed and "Test::Secret" not in listed
    assert cli("resource-type", "list", "--plugin-dir", "plugins").stdout.splitlines() == listed
    shown = _json(cli("resource-type", "show", "Test::Slow", "--plugin-dir", "plugins",
                      "--format", "json"))
    assert shown["resource_type"] == "Test::Slow"
    assert sorted(shown["properties"]) == ["fail", "pause", "polls", "tag"]
    text = cli("resource-type", "show", "Test::Slow", "--plugin-dir", "plugins").stdout
    assert text.startswith("resource_type: Test::Slow\n")
    # The generated template creates a stack.
    template = cli("resource-type", "template", "Test::Slow", "--plugin-dir", "plugins")
    assert template.returncode == 0
    work.write("generated.yaml", template.stdout)
    created = _json(cli("stack", "create", "g", "-t", "generated.yaml", "--plugin-dir", "plugins",
                        "-P", "pause=0", "--format", "json"))
    assert created["stack_status"] == "CREATE_COMPLETE"
    assert cli("stack", "delete", "g").returncode == 0


def test_an_update_that_does_not_validate_changes_nothing(cli, work):
    assert cli("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins").returncode == 0
    before = _json(cli("stack", "show", "s", "--format", "json"))
    work.write("unknown.yaml", """
        heat_template_version: 2016-10-14
        parameters:
          tag: {type: string}
        resources:
          a: {type: No::Such}
        """)
    env = work.write("env.yaml", "parameters: {tag: other}\n")
    for args, message in (
            (("-t", "unknown.yaml", "-e", env),
             "unknown.yaml: StackValidationFailed: The Resource Type (No::Such) could not be found."),
            (("-P", "nope=1"), "The Parameter (nope) was not defined in template.")):
        result = cli("stack", "update", "s", *args)
        assert result.returncode == 2 and message in result.stderr
    assert _json(cli("stack", "show", "s", "--format", "json")) == before
    # The environment given with the refused update was not kept either.
    assert _json(cli("stack", "update", "s", "--format", "json"))["parameters"]["tag"] == "one"


def test_environment_globs_and_per_resource_entries(cli, work):
    """resource_registry entries follow Heat's environment: a glob maps a
    whole namespace, a per-resource entry wins for that resource only."""
    env = work.write("globs.yaml", """
        resource_registry:
          Mine::*: Test::*
          resources:
            b: {Mine::Other: Test::Slow}
        """)
    work.write("globbed.yaml", """
        heat_template_version: 2016-10-14
        resources:
          a: {type: Mine::Slow, properties: {pause: 0}}
          b: {type: Mine::Other, properties: {pause: 0}}
        """)
    shown = _json(cli("stack", "create", "s", "-t", "globbed.yaml", "-e", env, "--plugin-dir",
                      "plugins", "--format", "json"))
    assert shown["stack_status"] == "CREATE_COMPLETE"
    assert [r["resource_type"] for r in shown["resources"]] == ["Mine::Slow", "Mine::Other"]
    assert cli("stack", "delete", "s").returncode == 0


def test_run_takes_the_same_environment_files(cli, work):
    env = work.write("env.yaml", """
        resource_registry: {My::Thing: Test::Slow}
        parameters: {pause: 0}
        """)
    work.write("one.yaml", """
        heat_template_version: 2016-10-14
        parameters:
          pause: {type: number}
        resources:
          a: {type: My::Thing, properties: {pause: {get_param: pause}}}
        """)
    result = cli("run", "-t", "one.yaml", "-e", env, "--plugin-dir", "plugins", "--steps",
                 "create,delete")
    assert result.returncode == 0, result.stderr
    assert "== create: CREATE_COMPLETE" in result.stdout
    assert "== delete: DELETE_COMPLETE" in result.stdout


def test_plugin_dirs_default_to_the_project_setting(cli, work):
    """Without --plugin-dir, the stack and resource-type commands load
    [tool.plugin-sdk] plugin-dirs, the setting every plugin-sdk command shares."""
    assert cli("resource-type", "list").stdout.split() == []
    work.write("pyproject.toml", """
        [tool.plugin-sdk]
        plugin-dirs = ["plugins"]
        """)
    assert cli("resource-type", "list").stdout.split() == ["Test::Slow"]
    created = cli("stack", "create", "s", "-t", "stack.yaml")
    assert created.returncode == 0, created.stderr
    assert cli("stack", "delete", "s").returncode == 0
    work.write("pyproject.toml", """
        [tool.plugin-sdk]
        plugin-dirs = "plugins"
        broken = [
        """)
    refused = cli("stack", "create", "t", "-t", "stack.yaml")
    assert refused.returncode == 2 and "pyproject.toml" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1


def test_show_masks_hidden_parameters(cli, work):
    work.write("secret.yaml", """
        heat_template_version: 2016-10-14
        parameters:
          password: {type: string, hidden: true}
          user: {type: string, default: admin}
        resources: {}
        """)
    created = cli("stack", "create", "s", "-t", "secret.yaml", "--plugin-dir", "plugins",
                  "-P", "password=s3cret", "--format", "json")
    assert created.returncode == 0, created.stderr
    assert _json(created)["parameters"] == {"password": "******", "user": "admin"}
    text = cli("stack", "show", "s").stdout
    assert "password=******" in text and "s3cret" not in text


ENGINE_TEMPLATE = """
heat_template_version: 2016-10-14
resources:
  a: {type: Test::Slow, properties: {polls: 1, pause: 0}}
"""


def test_a_stack_keeps_its_engine_and_an_override_warns(work):
    import sqlite3
    work.write("e.yaml", ENGINE_TEMPLATE)
    fast = ("--plugin-dir", "plugins", "--poll-interval", "0")
    work.ok("stack", "create", "s", "-t", "e.yaml", *fast, "--legacy")
    engine = sqlite3.connect(str(work.state)).execute("SELECT convergence FROM stack")
    assert engine.fetchall() == [(0,)]
    quiet = work.ok("stack", "check", "s", *fast)
    assert "warning" not in quiet.stderr
    loud = work.ok("stack", "suspend", "s", *fast, "--convergence")
    assert loud.stderr.splitlines() == [
        "warning: stack s was created on the legacy engine; this command runs it on the "
        "convergence engine (--convergence)"]
    # the stored engine is still the one it was created with
    assert work.json("stack", "resume", "s", *fast)["stack_status"] == "RESUME_COMPLETE"
    deleted = work.json("stack", "delete", "s", *fast)
    assert deleted["stack_status_reason"] == "Stack DELETE completed successfully"


def test_the_project_setting_picks_the_engine_of_a_new_stack(work):
    import sqlite3
    work.write("e.yaml", ENGINE_TEMPLATE)
    work.write("pyproject.toml", "[tool.plugin-sdk]\nconvergence = false\n")
    work.ok("stack", "create", "s", "-t", "e.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0")
    engine = sqlite3.connect(str(work.state)).execute("SELECT convergence FROM stack")
    assert engine.fetchall() == [(0,)]
    work.write("pyproject.toml", "[tool.plugin-sdk]\nconvergence = 1\n")
    bad = work.run("stack", "create", "t", "-t", "e.yaml", "--plugin-dir", "plugins")
    assert bad.returncode == 2
    assert bad.stderr.strip().endswith("[tool.plugin-sdk]: convergence must be true or false")


def test_the_old_setting_name_still_picks_the_engine_with_a_one_line_warning(work):
    import sqlite3
    work.write("e.yaml", ENGINE_TEMPLATE)
    work.write("pyproject.toml", "[tool.plugin-sdk]\nconvergence-engine = false\n")
    made = work.ok("stack", "create", "s", "-t", "e.yaml", "--plugin-dir", "plugins",
                   "--poll-interval", "0")
    engine = sqlite3.connect(str(work.state)).execute("SELECT convergence FROM stack")
    assert engine.fetchall() == [(0,)]
    assert made.stderr.splitlines() == [
        "Warning: %s [tool.plugin-sdk]: convergence-engine is deprecated: use convergence"
        % (work.path / "pyproject.toml")]


def test_run_on_either_engine(work):
    work.write("e.yaml", ENGINE_TEMPLATE)
    legacy = work.run("run", "-t", "e.yaml", "--plugin-dir", "plugins", "--legacy",
                      "--steps", "create,delete")
    convergence = work.run("run", "-t", "e.yaml", "--plugin-dir", "plugins",
                           "--steps", "create,delete")
    assert legacy.returncode == convergence.returncode == 0, (legacy.stderr, convergence.stderr)
    # Heat's convergence engine does not time its delete's start; a deleted
    # stack's resource rows are purged
    assert "Stack DELETE started at" in legacy.stdout
    assert "Stack DELETE started\n" in convergence.stdout
    assert "   a " in legacy.stdout.split("== delete")[1]      # the resources listed
    assert "   a " not in convergence.stdout.split("== delete")[1]
