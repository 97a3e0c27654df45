"""Stacks survive their command: killed commands, concurrent commands and
unusable state files, with real processes."""
import os
import signal
import sqlite3
import time

ENGINE_DOWN = "Engine went down during stack %s"
FAST = ("--plugin-dir", "plugins", "--poll-interval", "0.02")


def _statuses(shown):
    return {r["resource_name"]: r["resource_status"] for r in shown["resources"]}


def _assert_recovered(work, action):
    """After a kill: nothing IN_PROGRESS; what was is FAILED with Heat's reason."""
    shown = work.json("stack", "show", "s")
    if not shown["stack_status"].endswith("_COMPLETE"):
        assert shown["stack_status"] == action + "_FAILED"
        assert shown["stack_status_reason"] == ENGINE_DOWN % action
    for res in shown["resources"]:
        assert not res["resource_status"].endswith("IN_PROGRESS"), shown
        if res["resource_status"].endswith("FAILED"):
            assert res["resource_status_reason"] == ENGINE_DOWN % action
    return shown


def _update_and_delete(work, update=True):
    if not update:
        assert work.json("stack", "delete", "s", *FAST)["stack_status"] == "DELETE_COMPLETE"
        assert work.service() == [], "a physical resource leaked"
        return
    shown = work.json("stack", "update", "s", "-t", "stack.yaml", "-P", "tag=again", *FAST)
    assert shown["stack_status"] == "UPDATE_COMPLETE"
    assert set(_statuses(shown)) == {"a", "b", "c"}
    assert all(s.endswith("_COMPLETE") for s in _statuses(shown).values()), shown
    assert len(work.service()) == 3
    assert work.json("stack", "delete", "s", *FAST)["stack_status"] == "DELETE_COMPLETE"
    assert work.service() == [], "a physical resource leaked"


def test_create_killed_at_every_event_leaves_a_usable_store(work):
    # A create stores 8 events: stack started, a and c started, a done,
    # b started, c done, b done, stack done; kill after each of them.
    failed = 0
    for kill_after in range(1, 9):
        proc = work.popen("stack", "create", "s", "-t", "stack.yaml", "-P", "pause=0.04", *FAST)
        work.wait_for_events(kill_after, proc)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        if kill_after == 3:   # list finds out too
            listed = work.json("stack", "list")
            assert [(s["stack_status"], s["stack_status_reason"]) for s in listed] == [
                ("CREATE_FAILED", ENGINE_DOWN % "CREATE")]
        shown = _assert_recovered(work, "CREATE")
        if shown["stack_status"] == "CREATE_FAILED":
            failed += 1
        if kill_after == 3:
            events = work.json("stack", "events", "s")
            assert events[-1]["resource_name"] == "s"
            assert events[-1]["resource_status"] == "CREATE_FAILED"
            assert events[-1]["resource_status_reason"] == ENGINE_DOWN % "CREATE"
        _update_and_delete(work, update=kill_after % 2 == 1)
    assert failed >= 5   # the last kills may land after the create completed
    assert work.json("stack", "list") == []


def test_update_killed_midway_can_be_updated_and_deleted(work):
    # Killed while replacing a and b and deleting c, then while replacing again.
    work.ok("stack", "create", "s", "-t", "stack.yaml", *FAST)
    work.write("shrunk.yaml", work.path.joinpath("stack.yaml").read_text().split("  c:")[0])
    before = len(work.json("stack", "events", "s"))
    for kill_after, template in ((4, "shrunk.yaml"), (3, "stack.yaml")):
        proc = work.popen("stack", "update", "s", "-t", template, "-P", "tag=t%d" % kill_after,
                          *FAST)
        work.wait_for_events(before + kill_after, proc)
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        _assert_recovered(work, "UPDATE")
        before = len(work.json("stack", "events", "s"))
    _update_and_delete(work)


def test_second_command_on_a_busy_stack_fails_at_once(work):
    slow = work.write("slow.yaml", """
        heat_template_version: 2016-10-14
        resources:
          a: {type: Test::Slow, properties: {polls: 20, pause: 0.05}}
        """)
    proc = work.popen("stack", "create", "s", "-t", slow, "--plugin-dir", "plugins",
                      "--poll-interval", "0.05")
    work.wait_for_events(2, proc)
    started = time.monotonic()
    for args in (("delete", "s"), ("update", "s"), ("suspend", "s")):
        busy = work.run("stack", *args, "--plugin-dir", "plugins")
        assert busy.returncode == 2, busy.stderr
        assert ("Stack s already has an action (CREATE) in progress: the stack is busy in "
                "process %d." % proc.pid) in busy.stderr
        assert len(busy.stderr.strip().splitlines()) == 1
    again = work.run("stack", "create", "s", "-t", slow, "--plugin-dir", "plugins")
    assert again.returncode == 2 and "The Stack (s) already exists." in again.stderr
    assert time.monotonic() - started < 10
    # Reading is allowed meanwhile and sees the action in progress.
    assert work.json("stack", "show", "s")["stack_status"] == "CREATE_IN_PROGRESS"
    assert proc.wait(timeout=60) == 0
    shown = work.json("stack", "show", "s")
    assert shown["stack_status"] == "CREATE_COMPLETE"
    assert _statuses(shown) == {"a": "CREATE_COMPLETE"}
    work.ok("stack", "delete", "s", *FAST)


def _refused(work, path, expected):
    before = path.read_bytes()
    names = sorted(os.listdir(path.parent))
    for args in (("stack", "list"),
                 ("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins")):
        proc = work.run(*args, "--state", str(path))
        assert proc.returncode == 2, (args, proc.stderr)
        assert expected in proc.stderr and str(path) in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
    assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == names


def test_foreign_newer_and_corrupt_files_are_refused_untouched(work, tmp_path):
    junk = tmp_path / "junk.db"
    junk.write_bytes(bytes(range(256)) * 64)
    _refused(work, junk, "not a usable plugin-sdk state file (file is not a database); refusing")

    foreign = tmp_path / "foreign.db"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE stack (name TEXT)")
    conn.commit()
    conn.close()
    _refused(work, foreign, "not a plugin-sdk state file")

    # A store written by a newer plugin-sdk (same application id, newer schema).
    work.ok("stack", "create", "first", "-t", "stack.yaml", *FAST)
    newer = tmp_path / "newer.db"
    conn = sqlite3.connect(work.state)
    conn.execute("VACUUM INTO ?", (str(newer),))
    conn.close()
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version=99")
    conn.commit()
    conn.close()
    _refused(work, newer, "written by a newer plugin-sdk (schema version 99")

    # A store whose pages were damaged.
    work.ok("stack", "create", "s", "-t", "stack.yaml", *FAST)
    damaged = tmp_path / "damaged.db"
    conn = sqlite3.connect(work.state)
    conn.execute("VACUUM INTO ?", (str(damaged),))
    conn.close()
    data = bytearray(damaged.read_bytes())
    data[4096 + 8:4096 + 200] = b"\xff" * 192
    damaged.write_bytes(bytes(data))
    _refused(work, damaged, "refusing to use it")


def test_progress_on_a_terminal_only(work):
    import pty
    leader, follower = pty.openpty()
    proc = work.popen("stack", "create", "s", "-t", "stack.yaml", *FAST, stderr=follower)
    os.close(follower)
    out, _ = proc.communicate(timeout=60)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:   # the terminal closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    progress = b"".join(chunks).decode().splitlines()
    assert proc.returncode == 0
    assert progress[0].split()[:3] == ["[0/3]", "s", "CREATE_IN_PROGRESS"]
    assert progress[-1].split()[:3] == ["[3/3]", "s", "CREATE_COMPLETE"]
    assert len(progress) == 8
    assert "s  CREATE_COMPLETE" in out
    quiet = work.run("stack", "delete", "s", *FAST)
    assert quiet.returncode == 0 and quiet.stderr == ""
