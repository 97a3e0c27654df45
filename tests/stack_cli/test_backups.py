"""Replaced resources live on between commands as Heat's backup stack (legacy
engine: the next update or delete removes them first) or as resource rows
(convergence engine: the next traversal cleans them up), as each engine does
in one process."""
import os

import pytest

from sdk.testing import Harness

FAST = ("--plugin-dir", "plugins", "--poll-interval", "0")
TEMPLATE = """
heat_template_version: 2016-10-14
parameters:
  tag: {type: string}
  fail: {type: boolean, default: false}
resources:
  a:
    type: Test::Slow
    properties: {tag: {get_param: tag}, fail: {get_param: fail}, polls: 1, pause: 0}
"""
#: Replacements that fail: on the legacy engine each leaves the current a (the
#: original, then the failed replacement) as a backup, which the next update
#: deletes first; and how many physical resources exist after each.
UPDATES = [({"tag": "two", "fail": "true"}, 1), ({"tag": "three", "fail": "true"}, 0),
           ({"tag": "four", "fail": "false"}, 1)]
#: The convergence engine keeps the original until a replacement succeeds.
CONVERGENCE_PHYSICAL = [1, 1, 1]


def _params(params):
    return [arg for kv in params.items() for arg in ("-P", "%s=%s" % kv)]


def _states(events):
    """(resource, state, reason) without the times the reasons carry."""
    return [(e.resource_name, e.state, e.reason.split(" started at ")[0]) for e in events]


def _in_one_process(work, convergence):
    """The events of create + UPDATES in the harness (plug-in cwd: inproc/)."""
    (work.path / "inproc").mkdir()
    cwd = os.getcwd()
    os.chdir(work.path / "inproc")
    try:
        st = Harness(plugin_dirs=[str(work.path / "plugins")],
                     convergence=convergence).create_stack(
            TEMPLATE, {"tag": "one"}, name="s")
        for params, _ in UPDATES:
            st.update(TEMPLATE, params)
        return _states(st.events)
    finally:
        os.chdir(cwd)


@pytest.mark.parametrize("convergence", [False, True], ids=["legacy", "convergence"])
def test_backups_across_commands_match_one_process(work, convergence):
    work.write("t.yaml", TEMPLATE)
    work.ok("stack", "create", "s", "-t", "t.yaml", "-P", "tag=one", *FAST,
            "--convergence" if convergence else "--legacy")
    physical = CONVERGENCE_PHYSICAL if convergence else [p for _, p in UPDATES]
    for (params, _), count in zip(UPDATES, physical):
        proc = work.run("stack", "update", "s", "-t", "t.yaml", *_params(params), *FAST)
        assert proc.returncode == (1 if params["fail"] == "true" else 0), proc.stderr
        assert len(work.service()) == count
    from sdk.store import Database
    across = _states(Database(str(work.state)).events("s"))
    deleted = work.json("stack", "delete", "s", *FAST)
    assert deleted["stack_status"] == "DELETE_COMPLETE"
    assert work.service() == []
    assert across == _in_one_process(work, convergence)


def test_a_backup_that_cannot_be_deleted_fails_the_delete_until_it_can(work):
    work.write("t.yaml", TEMPLATE)
    work.ok("stack", "create", "s", "-t", "t.yaml", "-P", "tag=one", *FAST, "--legacy")
    original = work.service()
    failed = work.run("stack", "update", "s", "-t", "t.yaml", *_params(UPDATES[0][0]), *FAST)
    assert failed.returncode == 1
    assert work.service() == original   # the failed replacement has no physical resource
    (work.path / "stuck").touch()
    stuck = work.run("stack", "delete", "s", *FAST, "--format", "json")
    assert stuck.returncode == 1
    shown = work.json("stack", "show", "s")
    assert shown["stack_status"] == "DELETE_FAILED"
    assert shown["stack_status_reason"] == (
        "Failed to DELETE : Error deleting backup resources: Resource DELETE failed: "
        "RuntimeError: resources.a: stuck")
    assert work.service() == original
    (work.path / "stuck").unlink()
    assert work.json("stack", "delete", "s", *FAST)["stack_status"] == "DELETE_COMPLETE"
    assert work.service() == []
