"""``plugin-sdk stack cancel`` of an update another command is running
(issue 23, item 6): the cancel goes through the state file to the process
running the update, which meets it between two steps as Heat's engine meets
its cancel message; the cancel command waits for that command to end and
shows the stack as it left it. What each engine then does is Heat's
(tests/conformance/scenarios/cancel_*.yaml compare it with real Heat)."""
import json

import pytest

#: the update replaces ``a`` (its tag changes) with one that polls for 4 s
UPDATE = ("-P", "tag=two", "-P", "polls=80", "-P", "pause=0.05")


def _updating(work, engine):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins", engine,
            "--poll-interval", "0")
    before = work.event_count()
    proc = work.popen("stack", "update", "s", "-t", "stack.yaml", *UPDATE, "--poll-interval", "0",
                      "--format", "json")
    work.wait_for_events(before + 3, proc)   # under way: the replacement is being created
    return proc


def _ended(proc):
    out, err = proc.communicate(timeout=60)
    return proc.returncode, json.loads(out), err


@pytest.mark.parametrize("engine", ["--convergence", "--legacy"])
def test_cancel_rolls_the_update_back(work, engine):
    proc = _updating(work, engine)
    cancelled = work.run("stack", "cancel", "s", "--format", "json")
    code, shown, err = _ended(proc)
    assert cancelled.returncode == 0, cancelled.stderr
    assert json.loads(cancelled.stdout)["stack_status"] == "ROLLBACK_COMPLETE"
    assert (code, shown["stack_status"]) == (1, "ROLLBACK_COMPLETE"), err
    assert shown["stack_status_reason"] == "Stack ROLLBACK completed successfully"
    assert work.json("stack", "show", "s")["parameters"]["tag"] == "one"


@pytest.mark.parametrize("engine, reason", [("--convergence", "Stack UPDATE cancelled"),
                                            ("--legacy", "Operation cancelled")])
def test_cancel_without_rollback_stops_the_update(work, engine, reason):
    proc = _updating(work, engine)
    cancelled = work.run("stack", "cancel", "s", "--no-rollback", "--format", "json")
    code, shown, err = _ended(proc)
    assert cancelled.returncode == 1, cancelled.stderr    # the stack is UPDATE_FAILED
    assert (shown["stack_status"], shown["stack_status_reason"]) == ("UPDATE_FAILED", reason)
    assert json.loads(cancelled.stdout)["stack_status"] == "UPDATE_FAILED"
    assert code == 1, err
    if engine == "--legacy":   # what ran is aborted at once (convergence lets it complete)
        replacement = [r for r in shown["resources"] if r["resource_name"] == "a"][0]
        assert replacement["resource_status"] == "CREATE_FAILED"
    # the next update picks up from there
    again = work.run("stack", "update", "s", "-t", "stack.yaml", "--poll-interval", "0",
                     "--format", "json")
    assert json.loads(again.stdout)["stack_status"] == "UPDATE_COMPLETE", again.stderr


def test_a_cancel_that_comes_too_late_is_refused(work):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0")
    work.ok("stack", "update", "s", "-t", "stack.yaml", "-P", "tag=two", "--poll-interval", "0")
    refused = work.run("stack", "cancel", "s")
    assert (refused.returncode, refused.stderr) == (
        2, "Error: Cancelling update when stack is UPDATE_COMPLETE is not supported.\n")


@pytest.mark.parametrize("engine, reason", [
    ("--convergence", "Stack CREATE cancelled"),
    ("--legacy", "Resource CREATE failed: Operation cancelled")])
def test_cancel_without_rollback_stops_a_create(work, engine, reason):
    proc = work.popen("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
                      engine, "-P", "polls=30", "-P", "pause=0.05", "--poll-interval", "0",
                      "--format", "json")
    work.wait_for_events(2, proc)
    cancelled = work.run("stack", "cancel", "s", "--no-rollback")
    code, shown, err = _ended(proc)
    assert cancelled.returncode == 1, cancelled.stderr
    assert (code, shown["stack_status"], shown["stack_status_reason"]) == (
        1, "CREATE_FAILED", reason), err
    assert work.run("stack", "delete", "s", "--poll-interval", "0").returncode == 0
