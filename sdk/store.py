"""Stacks kept in an SQLite file, so that separate commands can drive them.

Every transition (stack state, resource state, resource data, event) is
committed as it happens, in its own transaction. A command takes the stack's
lock (the holder's pid) before it acts; a lock whose holder has died is
taken over, and whatever that process left IN_PROGRESS is marked FAILED with
Heat's "Engine went down" reason. Files that are not ours (foreign SQLite
databases, newer schemas, corrupt files) are refused and never written.

A fake cloud belongs to the file, not to a stack: stacks created with
``--fake-cloud`` share the cloud they name (``default`` unless named), so
what one stack makes the next can use, as on DevStack. A command that
changes a stack on a fake cloud holds the cloud's lock too (waiting while
another command holds it), so two commands never write the cloud at once.
"""
import contextlib
import json
import os
import sqlite3
import time

from sdk.common import exception
from sdk.engine.event import Event

#: "PSDK": marks the file as a plugin-sdk store (PRAGMA application_id).
APPLICATION_ID = 0x5053444B
#: PRAGMA user_version of the schema this code writes.
SCHEMA_VERSION = 8
#: The columns of an event, after the stack name (event and deleted_event).
_EVENT_COLUMNS = """
    id INTEGER NOT NULL,
    time REAL NOT NULL,
    resource_name TEXT NOT NULL,
    physical_resource_id TEXT,
    action TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    PRIMARY KEY (stack, id)
)"""
_DELETED_EVENT = """
CREATE TABLE deleted_event (           -- the events of the last deleted stack of each name
    stack TEXT NOT NULL,""" + _EVENT_COLUMNS
_CLOUD = """
CREATE TABLE cloud (                   -- the fake clouds stacks share
    name TEXT PRIMARY KEY,
    data TEXT NOT NULL,                -- JSON: FakeCloud.to_dict()
    lock_pid INTEGER,                  -- the process changing it
    lock_start TEXT,
    lock_action TEXT                   -- what for: "<ACTION> of stack <name>"
)"""
#: the cloud a stack made with --fake-cloud uses unless it names another
DEFAULT_CLOUD = "default"
#: version -> the statements that bring a file of that version to the next.
_UPGRADES = {1: ["ALTER TABLE stack ADD COLUMN fake_cloud TEXT"],
             2: ["ALTER TABLE stack ADD COLUMN files TEXT"],
             # stacks stored before run the legacy engine, as they were created
             3: ["ALTER TABLE stack ADD COLUMN convergence INTEGER NOT NULL DEFAULT 0",
                 "ALTER TABLE stack ADD COLUMN convergence_state TEXT",
                 "ALTER TABLE resource ADD COLUMN convergence TEXT"],
             4: [_DELETED_EVENT],
             # each stack's own fake cloud becomes a shared cloud named after the stack (the
             # old column stays, empty: SQLite before 3.35 cannot drop it)
             5: [_CLOUD,
                 "ALTER TABLE stack ADD COLUMN cloud TEXT",
                 "INSERT INTO cloud (name, data) SELECT name, fake_cloud FROM stack "
                 "WHERE fake_cloud IS NOT NULL",
                 "UPDATE stack SET cloud=name, fake_cloud=NULL WHERE fake_cloud IS NOT NULL"],
             # stacks stored before keep Heat's defaults: no rollback, the default timeout
             6: ["ALTER TABLE stack ADD COLUMN timeout_mins INTEGER",
                 "ALTER TABLE stack ADD COLUMN disable_rollback INTEGER NOT NULL DEFAULT 1"],
             7: ["ALTER TABLE stack ADD COLUMN cancel INTEGER"]}
DEFAULT_PATH = os.path.join(".plugin-sdk", "state.db")

_SCHEMA = """
CREATE TABLE stack (
    name TEXT PRIMARY KEY,
    id TEXT NOT NULL,
    action TEXT NOT NULL,
    status TEXT NOT NULL,
    status_reason TEXT NOT NULL,
    template TEXT NOT NULL,            -- JSON: the raw HOT template
    params TEXT NOT NULL,              -- JSON: parameter values
    environment TEXT NOT NULL,         -- JSON: resource_registry, parameter_defaults
    plugin_dirs TEXT NOT NULL,         -- JSON: absolute directory paths
    snapshots TEXT NOT NULL,           -- JSON: list of snapshot data
    last_resource_id INTEGER NOT NULL DEFAULT 0,
    created_time REAL NOT NULL,
    updated_time REAL,
    lock_pid INTEGER,                  -- the process acting on the stack
    lock_start TEXT,                   -- its start time, so a reused pid is not taken for it
    lock_action TEXT,
    cloud TEXT REFERENCES cloud(name), -- its fake cloud's name, NULL for a real cloud
    files TEXT,                        -- JSON: Heat's files map (provider templates by name)
    convergence INTEGER NOT NULL DEFAULT 0,  -- 1: the convergence engine (as in Heat)
    convergence_state TEXT,            -- JSON: templates by id and the current traversal
    timeout_mins INTEGER,              -- Heat's: an action's time limit (NULL: its default)
    disable_rollback INTEGER NOT NULL DEFAULT 1,  -- Heat's: 0 rolls a failed create/update back
    cancel INTEGER                     -- a stack cancel for the acting process: 1 rolls back
);
CREATE TABLE resource (
    stack TEXT NOT NULL REFERENCES stack(name) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    name TEXT NOT NULL,
    current INTEGER NOT NULL,          -- 0: replaced or removed, still to be deleted
    type TEXT NOT NULL,
    definition TEXT NOT NULL,          -- JSON: the frozen HOT snippet
    uuid TEXT NOT NULL,
    action TEXT NOT NULL,
    status TEXT NOT NULL,
    status_reason TEXT NOT NULL,
    resource_id TEXT,                  -- JSON
    data TEXT,                         -- JSON
    properties TEXT,                   -- JSON: the stored (resolved) properties
    metadata TEXT,                     -- JSON
    convergence TEXT,                  -- JSON: current_template_id, requires, replaces, replaced_by
    PRIMARY KEY (stack, id)
);
CREATE TABLE event (
    stack TEXT NOT NULL REFERENCES stack(name) ON DELETE CASCADE,""" + _EVENT_COLUMNS + ";" \
    + _DELETED_EVENT + ";" + _CLOUD


class StoreError(Exception):
    """The state file cannot be used (not ours, newer, corrupt, unreadable)."""


class CloudBusy(StoreError):
    """Another live process holds the fake cloud a new stack would be made on."""


class DamagedStack(StoreError):
    """A stack row that this code did not write (an older or another tool):
    a column that is not JSON, or JSON of the wrong shape."""


#: The version of the template a salvaged read puts for a damaged one (that
#: of Heat's ``Template.create_empty_template``), holding the current
#: resources' stored definitions, so that each can be deleted or abandoned.
SALVAGED_VERSION = {"heat_template_version": "2015-04-30"}


def _object(value):
    return isinstance(value, dict)


def _strings(value):
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _objects(value):
    return isinstance(value, list) and all(isinstance(v, dict) for v in value)


def is_fake_cloud(value):
    """Whether ``value`` has the shape of FakeCloud.to_dict()."""
    return (_object(value) and set(value) <= {"polls", "services", "openstack"}
            and isinstance(value.get("polls"), int) and _object(value.get("services"))
            and _object(value.get("openstack", {})))


#: JSON column of a stack row -> (what it holds, its check, what a salvaged read
#: uses instead, made from the row; None: nothing can stand in for it).
_STACK_COLUMNS = {
    "template": ("a template (an object)", _object, lambda row: dict(
        SALVAGED_VERSION, resources={r["name"]: r["definition"] for r in row["resources"]
                                     if r["current"]})),
    "params": ("parameter values (an object)", _object, lambda row: {}),
    "environment": ("an environment (an object)", _object, lambda row: {}),
    "plugin_dirs": ("a list of directories", _strings, lambda row: []),
    "snapshots": ("a list of snapshots", _objects, lambda row: []),
    # a new, empty fake cloud stands in (the stack's objects in it are gone)
    "fake_cloud": ("a fake cloud (an object of polls, services and openstack) or null",
                   lambda v: v is None or is_fake_cloud(v), lambda row: {}),
    "files": ("a files map (an object) or null", lambda v: v is None or _object(v), lambda row: {}),
    "convergence_state": ("a traversal (an object) or null", lambda v: v is None or _object(v),
                          lambda row: None),
}
#: The same for a resource row; the definition is read last, so that its
#: stand-in can take the stored properties.
_RESOURCE_COLUMNS = {
    "resource_id": ("a physical resource id", lambda v: not isinstance(v, (list, dict)),
                    lambda row: None),
    "data": ("resource data (an object) or null", lambda v: v is None or _object(v),
             lambda row: None),
    "properties": ("properties (an object) or null", lambda v: v is None or _object(v),
                   lambda row: None),
    "metadata": ("metadata (an object) or null", lambda v: v is None or _object(v),
                 lambda row: None),
    "convergence": ("a convergence record (an object) or null", lambda v: v is None or _object(v),
                    lambda row: None),
    "definition": ("a resource definition (an object with a type)",
                   lambda v: _object(v) and isinstance(v.get("type"), str),
                   lambda row: {"type": row["type"], "properties": row["properties"] or {}}),
}


class StackBusy(exception.ActionInProgress):
    """Another live process holds the stack's lock."""

    msg_fmt = ("Stack %(stack_name)s already has an action (%(action)s) in progress: "
               "the stack is busy in process %(pid)s.")


def _dumps(value):
    return json.dumps(value, sort_keys=True, default=str)


def _loads(text):
    return None if text is None else json.loads(text)


def _text(value):
    return None if value is None else str(value)


def _stored_physical_id(text):
    """A resource_id column as an event shows it (as stored, if it is not JSON)."""
    try:
        return _text(_loads(text))
    except ValueError:
        return text


def _process_start(pid):
    """The start time of a live process, '' where /proc cannot tell, or None
    when there is no such (running) process."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rpartition(")")[2].split()
    except FileNotFoundError:
        return None
    except OSError:
        fields = None
    if fields is None:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return None
        except PermissionError:
            pass
        return ""
    if fields[0] in ("Z", "X"):   # exited, not yet reaped
        return None
    return fields[19]


def _holder_alive(pid, start):
    now = _process_start(pid)
    return now is not None and (not start or not now or now == start)


class Database:
    """One state file. Opening it checks that it is a plugin-sdk store of a
    schema this code reads; a missing or empty file becomes a new store."""

    def __init__(self, path=DEFAULT_PATH):
        self.path = path
        if os.path.isdir(path):
            raise StoreError("%s: is a directory, not a state file" % path)
        self.new = not os.path.exists(path)
        if self.new:
            parent = os.path.dirname(os.path.abspath(path))
            try:
                os.makedirs(parent, exist_ok=True)
            except OSError as exc:
                raise StoreError("%s: cannot create the state file's directory %s: %s"
                                 % (path, parent, exc.strerror))
        try:
            self.conn = sqlite3.connect(path, timeout=10, isolation_level=None)
        except sqlite3.Error as exc:
            raise StoreError(self.failure(exc))
        try:
            self._check_or_create()
            self.conn.execute("PRAGMA journal_mode=WAL")
            self.conn.execute("PRAGMA synchronous=NORMAL")
            self.conn.execute("PRAGMA foreign_keys=ON")
        except sqlite3.OperationalError as exc:   # the file is fine; writing it is not
            self.conn.close()
            raise StoreError(self.failure(exc))
        except sqlite3.DatabaseError as exc:
            self.conn.close()
            raise StoreError("%s: not a usable plugin-sdk state file (%s); refusing to use it"
                             % (path, exc))
        except StoreError:
            self.conn.close()
            raise

    def failure(self, exc):
        """What an SQLite error on this file means, in the user's terms."""
        if self.new:
            return "%s: cannot create the state file in %s: %s" % (
                self.path, os.path.dirname(os.path.abspath(self.path)),
                "the directory is not writable" if "readonly" in str(exc) or "unable to open"
                in str(exc) else exc)
        if "readonly" in str(exc):
            return ("%s: the state file is read-only; every stack command records what it "
                    "does there (%s)" % (self.path, exc))
        if "locked" in str(exc):
            return "%s: the state file stayed locked by another process (%s)" % (self.path, exc)
        return "%s: cannot write the state file: %s" % (self.path, exc)

    def _header(self):
        c = self.conn
        return (c.execute("PRAGMA application_id").fetchone()[0],
                c.execute("PRAGMA user_version").fetchone()[0],
                c.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])

    def _check_or_create(self):
        app, version, objects = self._header()
        if (app, version, objects) == (0, 0, 0):
            with self.transaction() as c:
                if self._header() == (0, 0, 0):   # nobody created it meanwhile
                    for statement in filter(str.strip, _SCHEMA.split(";")):
                        c.execute(statement)
                    c.execute("PRAGMA application_id=%d" % APPLICATION_ID)
                    c.execute("PRAGMA user_version=%d" % SCHEMA_VERSION)
            app, version, objects = self._header()
        if app != APPLICATION_ID:
            raise StoreError("%s: not a plugin-sdk state file (an SQLite database of another "
                             "application); refusing to use it" % self.path)
        if version > SCHEMA_VERSION:
            raise StoreError("%s: written by a newer plugin-sdk (schema version %d; this one "
                             "reads version %d); refusing to use it" % (self.path, version,
                                                                       SCHEMA_VERSION))
        if version < SCHEMA_VERSION and version not in _UPGRADES:
            raise StoreError("%s: unknown schema version %d; refusing to use it"
                             % (self.path, version))
        problems = [r[0] for r in self.conn.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise StoreError("%s: the state file is corrupt (%s); refusing to use it"
                             % (self.path, " ".join(problems[0].split())))
        if version < SCHEMA_VERSION:
            self._upgrade()

    def _upgrade(self):
        """Bring a file of an older schema to this one, all or nothing."""
        with self.transaction() as c:
            version = c.execute("PRAGMA user_version").fetchone()[0]
            while version < SCHEMA_VERSION:   # (unless another process just did)
                for statement in _UPGRADES[version]:
                    c.execute(statement)
                version += 1
            c.execute("PRAGMA user_version=%d" % version)

    def close(self):
        self.conn.close()

    @contextlib.contextmanager
    def transaction(self):
        """BEGIN IMMEDIATE ... COMMIT: one writer at a time, all or nothing.
        Inside another transaction, a savepoint: what it writes is kept only
        if the outer one commits (stack abandon's writes, until its data
        is written)."""
        if self.conn.in_transaction:
            self.conn.execute("SAVEPOINT inner")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK TO inner")
                self.conn.execute("RELEASE inner")
                raise
            self.conn.execute("RELEASE inner")
            return
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- stacks -----------------------------------------------------------------
    def stack_names(self):
        return [r[0] for r in self.conn.execute("SELECT name FROM stack ORDER BY created_time")]

    def stack_row(self, name):
        """The stack's row; ``fake_cloud`` holds its fake cloud's data (JSON text) or None."""
        cur = self.conn.execute("SELECT stack.*, cloud.data AS cloud_data FROM stack LEFT JOIN cloud "
                                "ON cloud.name=stack.cloud WHERE stack.name=?", (name,))
        row = cur.fetchone()
        if row is None:
            raise exception.EntityNotFound(entity="Stack", name=name)
        row = dict(zip([d[0] for d in cur.description], row))
        row["fake_cloud"] = row.pop("cloud_data")
        return row

    def stack_record(self, name, salvage=False):
        """The stored stack: its row (JSON columns decoded) and resource rows.
        A column this code did not write raises DamagedStack; with ``salvage``
        (for deleting or abandoning the stack) it is replaced by what does
        without it, and ``record["damage"]`` says what was replaced."""
        row = self.stack_row(name)
        damage = row["damage"] = []
        where = "%s: stack %s" % (self.path, name)
        cur = self.conn.execute("SELECT * FROM resource WHERE stack=? ORDER BY id", (name,))
        cols = [d[0] for d in cur.description]
        row["resources"] = []
        for values in cur:
            res = dict(zip(cols, values))
            res_where = "%s, resource %s" % (where, res["name"])
            for key, spec in _RESOURCE_COLUMNS.items():
                res[key] = _decoded(res, key, spec, res_where, salvage, damage)
            res["current"] = bool(res["current"])
            row["resources"].append(res)
        for key, spec in _STACK_COLUMNS.items():   # the template's stand-in takes the resources
            row[key] = _decoded(row, key, spec, where, salvage, damage)
        row["files"] = row["files"] or {}
        row["convergence"] = bool(row["convergence"])
        row["disable_rollback"] = bool(row["disable_rollback"])
        return row

    def events(self, name, deleted=False):
        """The stack's events; with ``deleted``, those of the last deleted stack of that name."""
        return [Event(*r) for r in self.conn.execute(
            "SELECT id, time, resource_name, physical_resource_id, action, status, reason "
            "FROM %s WHERE stack=? ORDER BY id" % ("deleted_event" if deleted else "event"),
            (name,))]

    def add_stack(self, stack, environment, plugin_dirs, action, cloud=None, cloud_name=DEFAULT_CLOUD):
        """Record a new stack, locked by this process for ``action``; with
        ``cloud`` (a FakeCloud) its plug-ins use, stored as the shared fake
        cloud ``cloud_name`` (held by this process from now on)."""
        with self.transaction() as c:
            if c.execute("SELECT 1 FROM stack WHERE name=?", (stack.name,)).fetchone():
                raise exception.StackExists(stack_name=stack.name)
            if cloud is not None:
                if self._hold_cloud(c, cloud_name, _cloud_action(action, stack.name), cloud.to_dict):
                    raise CloudBusy("fake cloud %s: %s" % (cloud_name, self.cloud_holder(cloud_name)))
                c.execute("UPDATE cloud SET data=? WHERE name=?", (_dumps(cloud.to_dict()), cloud_name))
            c.execute("INSERT INTO stack (name, id, action, status, status_reason, template, "
                      "params, environment, plugin_dirs, snapshots, created_time, lock_pid, "
                      "lock_start, lock_action, cloud, files, convergence, timeout_mins, "
                      "disable_rollback) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                      (stack.name, stack.id, stack.action, stack.status, stack.status_reason,
                       _dumps(stack.t.t), _dumps(stack.params), _dumps(environment),
                       _dumps(plugin_dirs), "[]", time.time(), os.getpid(),
                       _process_start(os.getpid()), action,
                       None if cloud is None else cloud_name, _dumps(stack.t.files),
                       int(stack.convergence), stack.timeout_mins, int(stack.disable_rollback)))

    def set_inputs(self, name, environment, plugin_dirs):
        with self.transaction() as c:
            c.execute("UPDATE stack SET environment=?, plugin_dirs=? WHERE name=?",
                      (_dumps(environment), _dumps(plugin_dirs), name))

    # -- the shared fake clouds ---------------------------------------------------------
    def cloud_names(self):
        return [r[0] for r in self.conn.execute("SELECT name FROM cloud ORDER BY name")]

    def cloud_stacks(self, cloud_name):
        """The stacks on fake cloud ``cloud_name``."""
        return [r[0] for r in self.conn.execute(
            "SELECT name FROM stack WHERE cloud=? ORDER BY created_time", (cloud_name,))]

    def cloud_data(self, cloud_name):
        """Fake cloud ``cloud_name``'s data (JSON text), or None when the file has no such cloud."""
        row = self.conn.execute("SELECT data FROM cloud WHERE name=?", (cloud_name,)).fetchone()
        return None if row is None else row[0]

    def cloud_holder(self, cloud_name):
        row = self.conn.execute("SELECT lock_action, lock_pid FROM cloud WHERE name=?",
                                (cloud_name,)).fetchone()
        return "in use by %s (process %s)" % row if row and row[1] is not None else "free"

    def lock_cloud(self, cloud_name, action, fresh, wait=None):
        """Hold fake cloud ``cloud_name`` for ``action`` (made from ``fresh()``,
        a FakeCloud's data, if the file has no such cloud yet) and return its
        data (JSON text). While another live process holds it, ``wait(why)``
        is told once and this waits: the cloud is changed by one command at a time."""
        told = False
        while True:
            with self.transaction() as c:
                busy = self._hold_cloud(c, cloud_name, action, fresh)
                if not busy:
                    return c.execute("SELECT data FROM cloud WHERE name=?", (cloud_name,)).fetchone()[0]
            if wait is not None and not told:
                wait("fake cloud %s is %s; waiting" % (cloud_name, self.cloud_holder(cloud_name)))
                told = True
            time.sleep(0.05)

    def set_cloud_data(self, cloud_name, cloud):
        """Store ``cloud`` (a FakeCloud) as fake cloud ``cloud_name``."""
        with self.transaction() as c:
            c.execute("UPDATE cloud SET data=? WHERE name=?", (_dumps(cloud.to_dict()), cloud_name))

    def unlock_cloud(self, cloud_name):
        with self.transaction() as c:
            c.execute("UPDATE cloud SET lock_pid=NULL, lock_start=NULL, lock_action=NULL "
                      "WHERE name=? AND lock_pid=?", (cloud_name, os.getpid()))

    @staticmethod
    def _hold_cloud(c, cloud_name, action, fresh):
        """Take the cloud's lock in transaction ``c`` (making the cloud from
        ``fresh()`` if need be); True if a live process holds it."""
        row = c.execute("SELECT lock_pid, lock_start FROM cloud WHERE name=?", (cloud_name,)).fetchone()
        if row is None:
            c.execute("INSERT INTO cloud (name, data) VALUES (?, ?)", (cloud_name, _dumps(fresh())))
        elif row[0] is not None and row[0] != os.getpid() and _holder_alive(*row):
            return True
        c.execute("UPDATE cloud SET lock_pid=?, lock_start=?, lock_action=? WHERE name=?",
                  (os.getpid(), _process_start(os.getpid()), action, cloud_name))
        return False

    def remove_stack(self, name):
        """Forget a deleted (or abandoned) stack, keeping its events."""
        with self.transaction() as c:
            c.execute("DELETE FROM deleted_event WHERE stack=?", (name,))
            c.execute("INSERT INTO deleted_event SELECT * FROM event WHERE stack=?", (name,))
            c.execute("DELETE FROM stack WHERE name=?", (name,))

    # -- the stack lock ---------------------------------------------------------------
    def lock(self, name, action, wait=None):
        """Take the stack's lock for ``action``, and its fake cloud's (see
        ``lock_cloud``); a dead holder's lock is taken over after recovering
        what it left in progress."""
        with self.transaction() as c:
            row = self.stack_row(name)
            if row["lock_pid"] is not None and row["lock_pid"] != os.getpid() \
                    and _holder_alive(row["lock_pid"], row["lock_start"]):
                raise StackBusy(stack_name=name, action=row["lock_action"], pid=row["lock_pid"])
            self._recover(c, row)
            c.execute("UPDATE stack SET lock_pid=?, lock_start=?, lock_action=?, cancel=NULL "
                      "WHERE name=?", (os.getpid(), _process_start(os.getpid()), action, name))
        if row["cloud"] is not None:
            self.lock_cloud(row["cloud"], _cloud_action(action, name), _missing_cloud(name, row["cloud"]),
                            wait)

    def unlock(self, name):
        with self.transaction() as c:
            c.execute("UPDATE stack SET lock_pid=NULL, lock_start=NULL, lock_action=NULL, "
                      "cancel=NULL WHERE name=? AND lock_pid=?", (name, os.getpid()))
            c.execute("UPDATE cloud SET lock_pid=NULL, lock_start=NULL, lock_action=NULL "
                      "WHERE name=(SELECT cloud FROM stack WHERE name=?) AND lock_pid=?",
                      (name, os.getpid()))

    def acting(self, name):
        """The live process that holds the stack's lock, else None."""
        row = self.stack_row(name)
        if row["lock_pid"] is not None and _holder_alive(row["lock_pid"], row["lock_start"]):
            return row["lock_pid"]
        return None

    def request_cancel(self, name, rollback):
        """Ask the process acting on the stack to cancel (Heat's cancel
        message to the engine that holds the lock); its pid, or None when
        no live process holds the lock."""
        with self.transaction() as c:
            pid = self.acting(name)
            if pid is not None:
                c.execute("UPDATE stack SET cancel=? WHERE name=?", (int(rollback), name))
            return pid

    def take_cancel(self, name):
        """For the process acting on the stack: a cancel asked of it (True
        to roll back, False not to), once; else None."""
        row = self.conn.execute("SELECT cancel FROM stack WHERE name=? AND lock_pid=?",
                                (name, os.getpid())).fetchone()
        if row is None or row[0] is None:
            return None
        with self.transaction() as c:
            c.execute("UPDATE stack SET cancel=NULL WHERE name=?", (name,))
        return bool(row[0])

    def recover(self, name):
        """Before reading: if nobody live holds the lock, mark what a dead
        process left IN_PROGRESS as FAILED."""
        with self.transaction() as c:
            row = self.stack_row(name)
            if row["lock_pid"] is None or not _holder_alive(row["lock_pid"], row["lock_start"]):
                self._recover(c, row)
                c.execute("UPDATE stack SET lock_pid=NULL, lock_start=NULL, lock_action=NULL "
                          "WHERE name=?", (name,))

    def _recover(self, c, row):
        name = row["name"]
        stuck = c.execute("SELECT id, name, resource_id, action FROM resource "
                          "WHERE stack=? AND status='IN_PROGRESS' ORDER BY id", (name,)).fetchall()
        if not stuck and row["status"] != "IN_PROGRESS":
            return
        reason = "Engine went down during stack %s" % row["action"]
        now = time.time()
        seq = c.execute("SELECT coalesce(max(id), 0) FROM event WHERE stack=?",
                        (name,)).fetchone()[0]
        for rid, rname, physical, action in stuck:
            c.execute("UPDATE resource SET status='FAILED', status_reason=? WHERE stack=? AND id=?",
                      (reason, name, rid))
            seq += 1
            c.execute("INSERT INTO event VALUES (?,?,?,?,?,?,?,?)",
                      (name, seq, now, rname, _stored_physical_id(physical), action, "FAILED",
                       reason))
        c.execute("UPDATE stack SET status='FAILED', status_reason=?, updated_time=? WHERE name=?",
                  (reason, now, name))
        c.execute("INSERT INTO event VALUES (?,?,?,?,?,?,?,?)",
                  (name, seq + 1, now, name, row["id"], row["action"], "FAILED", reason))


class StackStore:
    """The ``sdk.engine.event.MemoryStore`` interface over one stack of a Database:
    each call is committed before it returns. ``on_event(event)`` is called
    after each event is stored. With ``cloud`` (the stack's FakeCloud), each
    transaction also stores the cloud's objects as they are then, so the
    file never holds a stack and a cloud that disagree."""

    def __init__(self, db, name, on_event=None, cloud=None):
        self.db = db
        self.name = name
        self.on_event = on_event
        self.cloud = cloud
        self._cloud_stored = (None, None)   # (calls made by then, its JSON)
        self.events = db.events(name)

    @contextlib.contextmanager
    def _transaction(self):
        with self.db.transaction() as c:
            yield c
            stored = self._cloud_stored
            # Every request to the cloud is recorded: no new call, no change.
            if self.cloud is not None and len(self.cloud.calls) != stored[0]:
                stored = (len(self.cloud.calls), _dumps(self.cloud.to_dict()))
                if stored[1] != self._cloud_stored[1]:
                    c.execute("UPDATE cloud SET data=? WHERE name=(SELECT cloud FROM stack WHERE name=?)",
                              (stored[1], self.name))
        self._cloud_stored = stored

    def next_resource_id(self):
        with self._transaction() as c:
            c.execute("UPDATE stack SET last_resource_id=last_resource_id+1 WHERE name=?",
                      (self.name,))
            return c.execute("SELECT last_resource_id FROM stack WHERE name=?",
                             (self.name,)).fetchone()[0]

    def save_resource(self, res):
        if res.id is None:   # not yet stored; its first state change stores it
            return
        stack = res.stack
        current = stack.shown_resources().get(res.name) is res
        row_state = stack.engine.row_state(res) if stack.convergence else None
        with self._transaction() as c:
            c.execute("INSERT OR REPLACE INTO resource VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                      (self.name, res.id, res.name, int(current), res.type_name,
                       _dumps(res.stored_definition()), res.uuid, res.action, res.status,
                       # a replacement row not run yet has none (null in Heat);
                       # the column, older than such rows, keeps an empty text
                       res.status_reason or "", _dumps(res.resource_id), _dumps(res._data),
                       _dumps(res._stored_properties_data), _dumps(res._stored_metadata),
                       _dumps(row_state)))
            if current:   # the one it replaces is now a backup
                c.execute("UPDATE resource SET current=0 WHERE stack=? AND name=? AND id<>?",
                          (self.name, res.name, res.id))

    def delete_resource(self, res):
        with self._transaction() as c:
            c.execute("DELETE FROM resource WHERE stack=? AND id=?", (self.name, res.id))

    def save_stack(self, stack):
        current = [r.id for r in stack.shown_resources().values() if r.id is not None]
        state = stack.engine.convergence_state() if stack.convergence else None
        with self._transaction() as c:
            c.execute("UPDATE stack SET id=?, action=?, status=?, status_reason=?, template=?, "
                      "files=?, params=?, snapshots=?, updated_time=?, convergence=?, "
                      "convergence_state=?, timeout_mins=?, disable_rollback=? WHERE name=?",
                      (stack.id, stack.action, stack.status, stack.status_reason,
                       _dumps(stack.t.t), _dumps(stack.t.files), _dumps(stack.params),
                       _dumps(stack.snapshots), time.time(), int(stack.convergence), _dumps(state),
                       stack.timeout_mins, int(stack.disable_rollback), self.name))
            # A rollback swaps a backup back in without saving either resource.
            c.execute("UPDATE resource SET current=(id IN (%s)) WHERE stack=?"
                      % ",".join("?" * len(current)), (*current, self.name))

    def add_event(self, event):
        with self._transaction() as c:
            c.execute("INSERT INTO event VALUES (?,?,?,?,?,?,?,?)",
                      (self.name, event.id, event.time, event.resource_name,
                       _text(event.physical_resource_id),
                       event.action, event.status, event.reason))
        self.events.append(event)
        if self.on_event is not None:
            self.on_event(event)


def _missing_cloud(stack_name, cloud_name):
    def fresh():
        raise DamagedStack("stack %s: its fake cloud %s is not in the state file; written by an "
                           "older or another tool" % (stack_name, cloud_name))
    return fresh


def _cloud_action(action, stack_name):
    return "%s of stack %s" % (action, stack_name)


def _decoded(row, key, spec, where, salvage, damage):
    """The value of the JSON column ``key`` of ``row``, checked against ``spec``
    (see _STACK_COLUMNS); with ``salvage``, a damaged one's stand-in, noted in ``damage``."""
    what, valid, stand_in = spec
    try:
        value = _loads(row[key])
    except ValueError as exc:
        problem = "its %s column is not JSON (%s)" % (key, exc)
    else:
        if valid(value):
            return value
        problem = "its %s column holds a %s, not %s" % (key, json_type(value), what)
    message = "%s: %s; written by an older or another tool" % (where, problem)
    if stand_in is None:
        raise DamagedStack(message)
    if not salvage:
        raise DamagedStack(message + "; stack delete and stack abandon still work")
    damage.append(message)
    return stand_in(row)


def json_type(value):
    """"JSON array", "JSON object"...: what ``value`` is, as its JSON text says."""
    return {dict: "JSON object", list: "JSON array", str: "JSON string", bool: "JSON boolean",
            type(None): "JSON null"}.get(type(value), "JSON number")

