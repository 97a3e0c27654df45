"""Plug-ins that end the process in a handler (sys.exit(), a BaseException):
the handler's failure, recorded as Heat's engine records it (the resource
``CREATE aborted (7)``), the stack FAILED, a line naming the resource and
the handler, and a non-zero exit: never a silent exit 0, an exit with the
plug-in's status or a traceback.

Each command runs as its own process: were the guard missing, the plug-in
would end it, not the test run.
"""
import json
import os
import subprocess
import sys

import pytest

PLUGIN = '''
import sys

from heat.engine import properties, resource


class Ender(resource.Resource):
    """Ends the process in a handler."""

    properties_schema = {
        "where": properties.Schema(properties.Schema.STRING, "The handler.", update_allowed=True),
        "how": properties.Schema(properties.Schema.STRING, "How it ends.", update_allowed=True),
    }

    def _end(self, where, props=None):
        props = props or self.properties
        if props["where"] != where:
            return
        how = props["how"]
        if how == "BaseException":
            raise BaseException("boom")
        sys.exit(None if how == "exit" else int(how))

    def handle_create(self):
        self.resource_id_set("ender")
        self._end("handle_create")
        return 1

    def check_create_complete(self, token):
        self._end("check_create_complete")
        return True

    def handle_delete(self):
        self._end("handle_delete")

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self._end("handle_update", json_snippet.properties(self.properties_schema, self.context))

    def handle_snapshot(self):
        self._end("handle_snapshot")

    def handle_signal(self, details=None):
        self._end("handle_signal")


def resource_mapping():
    return {"My::Ender": Ender}
'''

#: how -> (what the resource's reason adds to "ACTION aborted", how the line says it ended)
HOW = {
    "0": (" (0)", "called sys.exit(0)"),
    "7": (" (7)", "called sys.exit(7)"),
    "exit": ("", "called sys.exit()"),
    "BaseException": (" (boom)", "raised BaseException('boom')"),
}


@pytest.fixture
def work(tmp_path):
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "ender.py").write_text(PLUGIN)

    def run(*args, where="handle_create", how="7"):
        (tmp_path / "t.yaml").write_text(
            "heat_template_version: 2016-10-14\nresources:\n  e:\n    type: My::Ender\n"
            "    properties: {where: %s, how: '%s'}\n  other: {type: OS::Heat::None}\n"
            % (where, how))
        return subprocess.run([sys.executable, "-m", "sdk", *args, "--plugin-dir", "p"],
                              cwd=tmp_path, capture_output=True, text=True, timeout=120)
    run.path = tmp_path
    return run


def _stack_reason(engine, how):
    """Heat's: legacy's reset_state_on_error writes ``Type(text)``,
    convergence's check_resource the exception's text."""
    text = {"exit": "", "BaseException": "boom"}.get(how, how)
    if engine == "--convergence":
        return text
    return "%s(%s)" % ("BaseException" if how == "BaseException" else "SystemExit", text)


def _named(stderr, where, how, action="CREATE"):
    assert "Traceback" not in stderr, stderr
    reason = "%s aborted%s" % (action, HOW[how][0])
    line = "resource e (My::Ender): %s %s: the resource is %s_FAILED (%s)" % (
        where, HOW[how][1], action, reason)
    assert line in stderr.splitlines(), stderr
    return reason


@pytest.mark.parametrize("engine", ["--convergence", "--legacy"])
@pytest.mark.parametrize("where", ["handle_create", "check_create_complete"])
@pytest.mark.parametrize("how", HOW)
def test_stack_create_records_the_handlers_failure(work, engine, where, how):
    proc = work("stack", "create", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval", "0",
                "--format", "json", engine, where=where, how=how)
    assert proc.returncode == 1, proc.stderr
    reason = _named(proc.stderr, where, how)
    shown = json.loads(proc.stdout)
    assert shown["stack_status"] == "CREATE_FAILED"
    assert shown["stack_status_reason"] == _stack_reason(engine, how)
    ender = next(r for r in shown["resources"] if r["resource_name"] == "e")
    assert (ender["resource_status"], ender["resource_status_reason"]) == ("CREATE_FAILED", reason)
    # nothing left in progress for the next command to find "Engine went down"
    deleted = work("stack", "delete", "s", "--state", "s.db", "--poll-interval", "0",
                   "--format", "json", where="nowhere")
    assert deleted.returncode == 0, deleted.stderr
    assert json.loads(deleted.stdout)["stack_status"] == "DELETE_COMPLETE"


def test_a_delete_handler_that_exits_fails_the_delete(work):
    created = work("stack", "create", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval",
                   "0", where="handle_delete", how="0")
    assert created.returncode == 0, created.stderr
    proc = work("stack", "delete", "s", "--state", "s.db", "--poll-interval", "0", "--format",
                "json")
    assert proc.returncode == 1
    _named(proc.stderr, "handle_delete", "0", "DELETE")
    shown = json.loads(proc.stdout)
    assert (shown["stack_status"], shown["stack_status_reason"]) == ("DELETE_FAILED", "0")


@pytest.mark.parametrize("engine, reason", [("--convergence", "boom"), ("--legacy", "boom")])
def test_an_update_handler_that_raises_fails_the_update_without_rollback(work, engine, reason):
    created = work("stack", "create", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval",
                   "0", engine, where="nowhere")
    assert created.returncode == 0, created.stderr
    # legacy Heat's update_task records the text and never rolls back;
    # convergence Heat's worker records the text, and rolls back when asked
    proc = work("stack", "update", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval", "0",
                "--format", "json", "--no-rollback", where="handle_update", how="BaseException")
    assert proc.returncode == 1, proc.stderr
    _named(proc.stderr, "handle_update", "BaseException", "UPDATE")
    shown = json.loads(proc.stdout)
    assert (shown["stack_status"], shown["stack_status_reason"]) == ("UPDATE_FAILED", reason)
    again = work("stack", "update", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval",
                 "0", "--format", "json", where="nowhere")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["stack_status"] == "UPDATE_COMPLETE"


@pytest.mark.parametrize("engine", ["--convergence", "--legacy"])
def test_a_snapshot_handler_that_exits_fails_the_snapshot(work, engine):
    created = work("stack", "create", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval",
                   "0", engine, where="handle_snapshot", how="7")
    assert created.returncode == 0, created.stderr
    proc = work("stack", "snapshot", "create", "s", "--state", "s.db", "--poll-interval", "0")
    assert proc.returncode == 1, proc.stderr
    _named(proc.stderr, "handle_snapshot", "7", "SNAPSHOT")
    shown = work("stack", "show", "s", "--state", "s.db", "--format", "json")
    assert json.loads(shown.stdout)["stack_status"] == "SNAPSHOT_FAILED"


def test_a_signal_handler_that_exits_is_one_line(work):
    created = work("stack", "create", "s", "-t", "t.yaml", "--state", "s.db", "--poll-interval",
                   "0", where="handle_signal", how="7")
    assert created.returncode == 0, created.stderr
    proc = work("stack", "resource", "signal", "s", "e", "--state", "s.db")
    # the call fails, as a plug-in's error in handle_signal does (bad input: 2)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr == "Error: s: Error: resource e (My::Ender): handle_signal called " \
        "sys.exit(7)\n"


@pytest.mark.parametrize("how", ["0", "BaseException"])
def test_run_fails_instead_of_exiting_with_the_plugins_status(work, how):
    proc = work("run", "-t", "t.yaml", how=how)
    assert proc.returncode == 1, proc.stdout
    _named(proc.stderr, "handle_create", how)
    assert "== create: CREATE_FAILED" in proc.stdout


def test_the_contract_checks_report_it_as_a_finding(work):
    # (the checks choose the property values: this one always exits)
    source = PLUGIN.replace('        self._end("handle_create")\n', "        sys.exit(0)\n")
    (work.path / "p" / "ender.py").write_text(source)
    proc = work("test", "--contract", "--examples", "1")
    assert proc.returncode == 1, proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "CREATE aborted (0)" in proc.stdout
    assert not os.path.exists(work.path / ".plugin-sdk")
