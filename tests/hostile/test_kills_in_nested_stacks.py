"""A stack command killed (SIGKILL) at any write of a nested create, update
or delete (a ResourceGroup of provider templates): the next stack delete
finishes the delete, as Heat's "Engine went down" recovery lets it, on both
engines.

Each killed command runs in a child forked from this process (the modules
are imported already, so each costs only its work), which kills itself
right after its Nth write to the state file; every N is tried until the
command runs to its end.
"""
import contextlib
import json
import os
import signal
import sqlite3

import pytest

MEMBER = """heat_template_version: 2016-10-14
resources:
  word: {type: OS::Heat::RandomString, properties: {length: 6}}
"""
MEMBER_CHANGED = MEMBER.replace("length: 6", "length: 7")
GROUP = """heat_template_version: 2016-10-14
resources:
  g:
    type: OS::Heat::ResourceGroup
    properties:
      count: %d
      resource_def: {type: %s}
"""

#: the StackStore methods that write the state file
WRITES = ("add_event", "save_resource", "save_stack", "delete_resource", "next_resource_id")


def _killed_at(n, args, cwd):
    """Run ``plugin-sdk ARGS`` in a forked child that SIGKILLs itself right
    after its Nth write; True if it was killed (False: it ended first)."""
    pid = os.fork()
    if pid == 0:   # the child: never returns
        try:
            from sdk import store
            from sdk.cli import main
            os.chdir(cwd)
            seen = [0]

            def counted(method):
                def write(self, *a):
                    result = method(self, *a)
                    seen[0] += 1
                    if seen[0] == n:
                        os.kill(os.getpid(), signal.SIGKILL)
                    return result
                return write
            for name in WRITES:
                setattr(store.StackStore, name, counted(getattr(store.StackStore, name)))
            with open("child.log", "a") as log, contextlib.redirect_stdout(log), \
                    contextlib.redirect_stderr(log):
                try:
                    main.main([str(a) for a in args], standalone_mode=False)
                except BaseException:
                    import traceback
                    traceback.print_exc()
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


@pytest.fixture
def work(tmp_path, plugin_sdk):
    (tmp_path / "member.yaml").write_text(MEMBER)
    (tmp_path / "member2.yaml").write_text(MEMBER_CHANGED)
    (tmp_path / "group.yaml").write_text(GROUP % (2, "member.yaml"))
    (tmp_path / "group2.yaml").write_text(GROUP % (3, "member2.yaml"))
    (tmp_path / "p").mkdir()
    # Everything the commands import, imported here once: the forked children inherit it.
    warm = plugin_sdk("run", "-t", tmp_path / "group.yaml", "--plugin-dir", tmp_path / "p")
    assert warm.exit_code == 0, warm.output
    return tmp_path


def _recovered(work, plugin_sdk, state):
    """The next stack delete finishes the delete and forgets the stack."""
    deleted = plugin_sdk("stack", "delete", "s", "--state", work / state, "--poll-interval", "0",
                         "--format", "json")
    assert deleted.exit_code == 0, deleted.output
    assert json.loads(deleted.stdout)["stack_status"] == "DELETE_COMPLETE"
    listed = plugin_sdk("stack", "list", "--state", work / state, "--format", "json")
    assert json.loads(listed.stdout) == []


@pytest.mark.parametrize("engine", ["--convergence", "--legacy"])
@pytest.mark.parametrize("action", ["create", "update", "delete"])
def test_a_kill_at_any_write_of_a_nested_action_leaves_a_stack_delete_can_finish(
        work, plugin_sdk, engine, action):
    common = ("--plugin-dir", work / "p", "--poll-interval", "0")
    if action != "create":
        made = plugin_sdk("stack", "create", "s", "-t", work / "group.yaml", "--state",
                          work / "base.db", engine, *common)
        assert made.exit_code == 0, made.output
    args = {"create": ("stack", "create", "s", "-t", "group.yaml", engine),
            "update": ("stack", "update", "s", "-t", "group2.yaml"),
            "delete": ("stack", "delete", "s")}[action]
    n = 0
    while True:
        n += 1
        state = "t%d.db" % n
        if action != "create":   # a copy of the created stack (what WAL holds too)
            with sqlite3.connect(work / "base.db") as base, sqlite3.connect(work / state) as copy:
                base.backup(copy)
        if not _killed_at(n, (*args, "--state", state, *common), work):
            break
        if action == "create" and not (work / state).exists():
            continue
        try:
            _recovered(work, plugin_sdk, state)
        except AssertionError as exc:
            raise AssertionError("killed at write %d of the %s: %s" % (n, action, exc)) from None
    assert n > 10   # the command ran to its end: every write was tried
