"""Hostile templates (tests/templates/hostile): each refused within a
second by everything that reads a template, with one line naming the limit
and the file, exit status 2, and nothing written."""
import time

import pytest

from sdk.common import heat_options
from sdk.common import template_format as tl

from .conftest import HERE

HOSTILE = HERE / "hostile"
#: seconds: a hang guard (a bomb read in full takes minutes); the 1 s target is measured
#: by benchmarks/bench_templates.py
HANG = 10
LOAD_LIMITS = {
    "alias_bomb.yaml": "max_yaml_alias_nodes",
    "deep_yaml.yaml": "max_template_depth",
    "deep_json.json": "max_template_depth",
    "deep_function.yaml": "max_template_depth",
}
VALUE_LIMITS = {
    "repeat_bomb.yaml": "max_function_value_size",
    "str_replace_bomb.yaml": "max_function_value_size",
    "list_join_bomb.yaml": "max_function_value_size",
}


#: how each limit is named in its message: Heat's words for Heat's limits
NAMED = {"max_template_size": "exceeds maximum allowed size (524288 bytes).",
         "max_resources_per_stack": "Maximum resources per stack exceeded."}


def _big(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("heat_template_version: 2021-04-16\ndescription: %s\n" % ("x" * 524288))
    return path, "max_template_size"


def _many(tmp_path, count=5000):
    path = tmp_path / "many.yaml"
    path.write_text("heat_template_version: 2021-04-16\nresources:\n" + "".join(
        "  r%d: {type: OS::Heat::None}\n" % i for i in range(count)))
    return path, "max_resources_per_stack"


def _cases(tmp_path):
    yield from ((HOSTILE / name, limit) for name, limit in LOAD_LIMITS.items())
    yield from ((HOSTILE / name, limit) for name, limit in VALUE_LIMITS.items())
    yield _big(tmp_path)
    yield _many(tmp_path)


def test_loader_refuses_fast(tmp_path):
    for path, limit in _cases(tmp_path):
        if limit in ("max_resources_per_stack", "max_function_value_size"):
            continue  # checked once the text is loaded
        started = time.monotonic()
        with pytest.raises(tl.RequestLimitExceeded) as err:
            tl.load(path.read_text(), str(path))
        assert time.monotonic() - started < HANG, path
        assert err.value.limit == limit
        assert str(err.value).startswith("Request limit exceeded: ")


def test_the_alias_bomb_is_small():
    assert len((HOSTILE / "alias_bomb.yaml").read_bytes()) <= 300


def test_template_validate_refuses(run, tmp_path):
    for path, limit in _cases(tmp_path):
        started = time.monotonic()
        result = run("validate", path)
        assert time.monotonic() - started < HANG, path
        assert result.exit_code == 2, (path, result.output)
        line, = result.output.strip().splitlines()
        assert line.startswith("Error: %s: Request limit exceeded: " % path)
        assert NAMED.get(limit, "(%s)." % limit) in line, line


def test_the_limits_are_heats():
    assert heat_options.get("max_template_size") == 524288
    assert heat_options.get("max_resources_per_stack") == 1000
    with pytest.raises(tl.RequestLimitExceeded) as err:
        tl.validate_template_limit("x" * 524289)
    assert str(err.value) == ("Request limit exceeded: Template size (524289 bytes) exceeds "
                              "maximum allowed size (524288 bytes).")  # Heat's message
    with pytest.raises(tl.RequestLimitExceeded) as err:
        tl.check_resource_count(1001)
    assert str(err.value) == "Request limit exceeded: Maximum resources per stack exceeded."


def _plugin_sdk(*args):
    from click.testing import CliRunner

    from sdk.cli import main
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


def _refused(result, path, limit, started):
    assert time.monotonic() - started < HANG, path
    assert result.exit_code == 2, (path, result.output)
    line, = result.output.strip().splitlines()
    assert line.startswith("Error: %s: " % path), line
    assert "Request limit exceeded: " in line, line
    assert NAMED.get(limit, "(%s)." % limit) in line, line


def test_stack_create_and_run_refuse_and_store_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    state = tmp_path / "state.db"
    for path, limit in _cases(tmp_path):
        started = time.monotonic()
        _refused(_plugin_sdk("stack", "create", "s", "-t", path, "--state", state), path, limit,
                 started)
        started = time.monotonic()
        _refused(_plugin_sdk("run", "-t", path), path, limit, started)
    assert not state.exists()   # not even an empty state file
    listed = _plugin_sdk("stack", "list", "--state", state, "--format", "json")
    assert listed.exit_code == 0 and listed.stdout.strip() == "[]"


def test_a_template_refused_as_it_is_read_leaves_no_state_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    state = tmp_path / "state.db"
    for path in [HOSTILE / name for name in LOAD_LIMITS] + [_big(tmp_path)[0]]:
        assert _plugin_sdk("stack", "create", "s", "-t", path, "--state", state).exit_code == 2
        assert _plugin_sdk("stack", "adopt", "s", "--adopt-file", path,
                           "--state", state).exit_code == 2
    assert not state.exists()


def test_stack_update_refuses_and_keeps_the_stack(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    state = tmp_path / "state.db"
    good = tmp_path / "good.yaml"
    good.write_text("heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::None}\n")
    assert _plugin_sdk("stack", "create", "s", "-t", good, "--state", state).exit_code == 0
    before = _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout
    for path, limit in _cases(tmp_path):
        started = time.monotonic()
        _refused(_plugin_sdk("stack", "update", "s", "-t", path, "--state", state), path, limit,
                 started)
    assert _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout == before


#: the arguments each command that takes -e needs besides it
_ENV_ARGS = {
    "stack create": ["t", "-t", "good.yaml"], "stack update": ["s"], "stack adopt": ["t", "--adopt-file", "adopt.json"],
    "template validate": ["good.yaml"], "template schema": ["-o", "schema.json"],
    "run": ["-t", "good.yaml"],
    "resource-type list": [], "resource-type show": ["OS::Heat::None"],
    "resource-type template": ["OS::Heat::None"],
    "stack snapshot show": ["s", "snap"], "stack snapshot delete": ["s", "snap"],
    "stack snapshot restore": ["s", "snap"], "stack resource show": ["s", "a"],
    "stack resource signal": ["s", "a"], "stack resource mark-unhealthy": ["s", "a"],
}


def test_an_environment_file_is_read_within_the_limits_by_every_command(tmp_path, monkeypatch):
    """Every command of the tree that takes -e (found by walking it) refuses
    an alias bomb in one within a second, naming the file, and leaves the
    stored stack as it was."""
    import click

    from sdk.cli import main
    monkeypatch.chdir(tmp_path)
    good = tmp_path / "good.yaml"
    good.write_text("heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::None}\n")
    state = tmp_path / "st.db"
    assert _plugin_sdk("stack", "create", "s", "-t", good, "--state", state).exit_code == 0
    abandoned = _plugin_sdk("stack", "create", "gone", "-t", good, "--state", state)
    assert abandoned.exit_code == 0
    (tmp_path / "adopt.json").write_text(
        _plugin_sdk("stack", "abandon", "gone", "--state", state).stdout)
    before = _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout
    env = tmp_path / "env.yaml"
    env.write_text("parameter_defaults:\n" + (HOSTILE / "alias_bomb.yaml").read_text().split(
        "properties:\n", 1)[1])

    def walk(group, prefix):
        ctx = click.Context(group)
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            if isinstance(command, click.Group):
                yield from walk(command, prefix + [name])
            elif any("-e" in getattr(p, "opts", ()) for p in command.params):
                yield prefix + [name], command

    taking = {" ".join(path): command for path, command in walk(main, [])}
    assert len(taking) >= 15, sorted(taking)
    for path in sorted(taking):
        args = path.split() + _ENV_ARGS.get(path, ["s"])
        if any("--state" in p.opts for p in taking[path].params if isinstance(p, click.Option)):
            args += ["--state", state]
        started = time.monotonic()
        _refused(_plugin_sdk(*args, "-e", env), env, "max_yaml_alias_nodes", started)
    assert _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout == before
    assert not (tmp_path / "schema.json").exists()


def test_the_harness_refuses_text_and_data():
    from sdk.testing import Harness
    harness = Harness()
    for name, limit in dict(LOAD_LIMITS, **VALUE_LIMITS).items():
        started = time.monotonic()
        with pytest.raises(Exception) as err:
            harness.create_stack((HOSTILE / name).read_text())
        assert time.monotonic() - started < HANG, name
        assert "(%s)." % limit in str(err.value)
    deep = {"heat_template_version": "2021-04-16", "resources": {"a": {
        "type": "OS::Heat::Value", "properties": {"value": []}}}}
    leaf = deep["resources"]["a"]["properties"]["value"]
    for _ in range(2000):
        leaf.append([])
        leaf = leaf[0]
    with pytest.raises(tl.RequestLimitExceeded) as err:
        harness.create_stack(deep)
    assert err.value.limit == "max_template_depth"
