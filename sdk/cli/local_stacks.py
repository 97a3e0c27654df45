"""The stack commands on plugin-sdk's runtime: stacks kept in an SQLite
file (``sdk.store``), each command a process that loads the stack, acts
on it and stores every transition as it happens."""
import contextlib
import datetime
import json
import os
import sys
import time
import uuid

import click

from sdk.cli.inputs import (
    InputError,
    load_plugins,
    project_convergence,
    project_plugin_dirs,
    read_data,
    read_environment,
    read_template,
    stack_params,
    template_files,
    user_errors,
)
from sdk.cli.stack_backend import StackBackend
from sdk.engine import scheduler


def iso(seconds):
    if seconds is None:
        return None
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime(
        "%Y-%m-%dT%H:%M:%SZ")


class StepClock(scheduler.RealClock):
    """Wall-clock time in which every scheduler step counts as the second it
    is in Heat, however short ``--poll-interval`` makes it: an action's
    timeout (``--timeout``, else Heat's hour) is then so many steps, and a
    check that never completes under ``--poll-interval 0`` times out
    instead of spinning for an hour. (The stack's times run ahead of the
    wall clock by the seconds its steps skipped.)"""

    def __init__(self, interval=1.0, between_steps=None):
        """``between_steps()`` runs after each step's sleep (a cancel another
        command asked for is met there)."""
        super().__init__(interval)
        self.skipped = 0.0
        self.between_steps = between_steps

    def time(self):
        return super().time() + self.skipped

    def sleep(self, seconds):
        super().sleep(seconds)
        if seconds > 0:
            slept = seconds * self.interval if scheduler.ENABLE_SLEEP else 0
            self.skipped += max(0.0, seconds - slept)
        if self.between_steps is not None:
            self.between_steps()


#: The command's state file (a store.Database), for the stack group's error report.
DATABASE = "plugin_sdk.database"


def open_db(state_path):
    from sdk import store
    try:
        db = store.Database(state_path or store.DEFAULT_PATH)
    except store.StoreError as exc:
        raise InputError(str(exc))
    click.get_current_context().meta[DATABASE] = db
    return db


def _open_existing(state_path):
    """The state file when it is there, else None (a command that makes a
    stack makes the file once the stack is valid)."""
    from sdk import store
    return open_db(state_path) if os.path.lexists(state_path or store.DEFAULT_PATH) else None


def stored_cloud(record, asked, salvage=False):
    """The stack's fake cloud (None: it uses a real one); ``--fake-cloud``
    given for a stack created without it is an input error. With
    ``salvage``, a new cloud stands in for a damaged one."""
    if record["fake_cloud"] is None:
        if asked:
            raise InputError("stack %s was created without --fake-cloud: its resources are "
                             "in the cloud its plug-ins' clients reach" % record["name"])
        return None
    try:
        return fake_cloud_of(record["fake_cloud"], "stack %s" % record["name"], salvage)
    except InputError as exc:
        raise InputError(exc.message + "; stack delete and stack abandon still work") from None


def fake_cloud_of(data, where, salvage=False):
    """The FakeCloud that ``data`` (its to_dict()) describes; damage deeper
    than the state file's checks see is one line naming ``where`` (with
    ``salvage`` a warning, and a new cloud stands in)."""
    from sdk.testing.fakecloud import FakeCloud
    try:
        return FakeCloud.from_dict(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        problem = "%s: its fake cloud is not one plugin-sdk wrote (%s: %s)" % (
            where, type(exc).__name__, exc)
    if not salvage:
        raise InputError(problem)
    click.echo("Warning: %s; a new fake cloud stands in for it" % problem, err=True)
    return FakeCloud()


def waiting(why):
    """Say why a command waits (for a fake cloud another command holds)."""
    click.echo(why, err=True)


class locked:
    """The stack's lock for one action (StackBusy and not-found are input errors)."""

    def __init__(self, db, name, action):
        self.db, self.name, self.action = db, name, action

    def __enter__(self):
        from sdk.common import exception
        try:
            self.db.lock(self.name, self.action, waiting)
        except exception.HeatException as exc:
            raise InputError(str(exc))

    def __exit__(self, *exc_info):
        self.db.unlock(self.name)


def read_session(db, name):
    """``db`` after recovering what a dead process left of stack ``name``."""
    from sdk.common import exception
    try:
        db.recover(name)
    except exception.HeatException as exc:
        raise InputError(str(exc))
    return db


# -- documents ---------------------------------------------------------------------------
def _event_data(event):
    return {"id": event.id, "event_time": iso(event.time), "resource_name": event.resource_name,
            "physical_resource_id": event.physical_resource_id,
            "resource_status": event.state, "resource_status_reason": event.reason}


def _snapshot_data(snap, with_data=False):
    """A stored snapshot as Heat's API shows one (snapshots older than ids: their name)."""
    data = {"id": snap.get("id", snap["name"]), "name": snap["name"], "status": snap["status"],
            "status_reason": snap.get("status_reason", ""),
            "creation_time": iso(snap.get("creation_time"))}
    if with_data:
        data["data"] = {k: snap[k] for k in ("template", "parameters", "resources")}
    return data


def _shown_params(record):
    """The template's parameters with their values (given, else default), a
    hidden one masked as Heat's stack show masks it."""
    from sdk.engine import template as templatem
    schemas = templatem.Template(dict(record["template"])).parameter_schemas()
    return {name: "******" if schema.hidden else record["params"].get(name, schema.default)
            for name, schema in schemas.items()}


def _summary(record):
    return {"stack_name": record["name"], "id": record["id"],
            "stack_status": "%s_%s" % (record["action"], record["status"]),
            "stack_status_reason": record["status_reason"],
            "creation_time": iso(record["created_time"]), "updated_time": iso(record["updated_time"])}


def _cloud_data(cloud):
    """``{"fake_cloud": [objects]}`` for a stack with a fake cloud, else
    nothing: its services' objects, and the OpenStack objects made since
    DevStack's (``fields`` holds their name; ``plugin-sdk cloud show`` gives
    them whole)."""
    if cloud is None:
        return {}
    objects = [{"service": name, "id": obj["id"], "status": obj["status"], "fields": obj["fields"]}
               for name, service in cloud["services"].items() for obj in service["objects"]]
    if "openstack" in cloud:
        from sdk.cloud import Cloud
        objects += [{"service": coll, "id": key, "status": obj.get(
            "status", obj.get("provisioning_status", "")), "fields": {"name": obj.get("name")}}
            for coll, key, obj in Cloud.from_dict(cloud["openstack"]).made()]
    return {"fake_cloud": sorted(objects, key=lambda o: (o["service"], o["id"]))}


class _Progress:
    """Resources done / total and each event, on stderr when it is a terminal."""

    def __init__(self, enabled):
        self.enabled = enabled
        self.stack = None

    def __call__(self, event):
        if not self.enabled or self.stack is None:
            return
        st = self.stack
        shown = st.shown_resources()
        done = sum(1 for r in shown.values()
                   if r.action == st.action and r.status != "IN_PROGRESS")
        total = len(set(shown) | set(st.defns))
        click.echo("[%d/%d] %-20s %-22s %s" % (done, total, event.resource_name,
                                               event.state, event.reason), err=True)


class LocalStacks(StackBackend):
    """Stacks on the runtime, in the state file ``state_path``; the
    plug-in directories and -e files given replace the stored ones for this
    command (for update, from now on); ``fake_cloud``, ``convergence``
    (--convergence/--legacy) and ``poll_interval`` as the options say."""

    def __init__(self, state_path=None, plugin_dirs=(), env_paths=(), fake_cloud=False,
                 cloud_name=None, convergence=None, poll_interval=1.0, progress=False):
        self.state_path = state_path
        self.plugin_dirs = plugin_dirs
        self.env_paths = env_paths
        self.fake_cloud = fake_cloud
        #: the state file's fake cloud a new stack is made on (--fake-cloud-name)
        self.cloud_name = cloud_name
        self.convergence = convergence
        self.clock = StepClock(poll_interval, self._meet_cancel)
        #: the stack whose create or update this command runs (a cancel's target)
        self._acting = None
        self._cancel_checked = 0.0
        self.progress = _Progress(progress)
        self.cloud = None
        self.salvage = False
        self._db = None

    @property
    def db(self):
        """The state file. Only a command that makes a stack makes the file
        (see _new_stack): for the others a missing one holds no stack."""
        if self._db is None:
            self._db = _open_existing(self.state_path) or open_db(":memory:")
        return self._db

    def _store(self, name):
        from sdk import store
        return store.StackStore(self.db, name, on_event=self.progress, cloud=self.cloud)

    def _environment(self, harness):
        """The plug-ins' environment, served by the fake cloud if there is one
        (the OpenStack clients' HTTP too, until the command ends)."""
        if self.cloud is None:
            return harness.env
        interceptor = self.cloud.intercept()
        if interceptor is not None:
            click.get_current_context().call_on_close(interceptor.stop)
            interceptor.start()
        return self.cloud.environment(harness.env)

    def _load(self, name, salvage=False, timeout=None, rollback=None):
        """The stored stack, with the given plug-in dirs and environment files
        or else the stored ones (kept in ``self.record`` and ``self.env``),
        and its fake cloud if it has one, on the engine it was created with
        unless --convergence/--legacy says otherwise; ``timeout`` and
        ``rollback`` replace the stored ones when given. With ``salvage``
        (delete, abandon), a row another tool wrote is read as far as it can
        be (a warning says what was left out) instead of refused."""
        from sdk.engine import template as templatem
        from sdk.engine.stack import Stack
        given = read_environment(self.env_paths) if self.env_paths else None
        self.salvage = salvage
        record = self.record = self.db.stack_record(name, salvage=salvage)
        for damage in record["damage"]:
            click.echo("Warning: %s" % damage, err=True)
        convergence = self.convergence
        if convergence is None:
            convergence = record["convergence"]
        elif convergence != record["convergence"]:
            click.echo("warning: stack %s was created on the %s engine; this command runs it on "
                       "the %s engine (--%s)" % (
                           name, _engine(record["convergence"]), _engine(convergence),
                           _engine(convergence)), err=True)
        self.env = given or record["environment"]
        self.plugin_dirs = _abs_dirs(self.plugin_dirs) or record["plugin_dirs"]
        self.cloud = stored_cloud(record, self.fake_cloud, salvage)
        harness = load_plugins(self.plugin_dirs, self.env)
        extra = {"convergence_state": record["convergence_state"]} if convergence else {}
        with user_errors(name):
            st = Stack.load(
                name, templatem.Template(record["template"], files=record["files"]),
                self._environment(harness), record["params"],
                stack_id=record["id"], state=(record["action"], record["status"],
                                              record["status_reason"]),
                resources=record["resources"], snapshots=record["snapshots"],
                store=self._store(name), clock=self.clock,
                timeout_mins=record["timeout_mins"] if timeout is None else timeout,
                disable_rollback=record["disable_rollback"] if rollback is None else not rollback,
                convergence=convergence, **extra)
        self.progress.stack = st
        return st

    def _reading(self, name):
        read_session(self.db, name)
        return self._load(name)

    def _outputs(self, st, key=None):
        out = []
        if st.action == st.DELETE:
            return out
        with user_errors(st.name):
            st.refresh_attributes()  # as Heat's API, each resource's node data first
            declared = st.t.outputs(st)
            if key is not None and key not in declared:
                from sdk.common import exception
                raise InputError(str(exception.NotFound(
                    "Specified output key %s not found." % key)))
            for k, (description, _value, _enabled) in sorted(declared.items()):
                if key is not None and k != key:
                    continue
                value, error = st.output(k)
                item = {"output_key": k, "output_value": value, "description": description}
                if error is not None:
                    item["output_error"] = str(error)
                out.append(item)
        return out

    def _stack_data(self, st):
        record = self.db.stack_record(st.name, salvage=self.salvage)
        return dict(_summary(record), parameters=_shown_params(record),
                    timeout_mins=record["timeout_mins"],
                    disable_rollback=record["disable_rollback"],
                    resources=self._resource_rows(record), outputs=self._outputs(st),
                    snapshots=[_snapshot_data(s) for s in record["snapshots"]],
                    **_cloud_data(record["fake_cloud"]))

    def _resource_rows(self, record):
        changed = {e.resource_name: e.time for e in self.db.events(record["name"])}
        return [{"resource_name": r["name"], "resource_type": r["type"],
                 "resource_status": "%s_%s" % (r["action"], r["status"]),
                 "resource_status_reason": r["status_reason"],
                 "physical_resource_id": r["resource_id"],
                 "updated_time": iso(changed.get(r["name"]))}
                for r in sorted(record["resources"], key=lambda r: r["name"]) if r["current"]]

    # -- making stacks ---------------------------------------------------------------
    def create(self, name, template_path, params, timeout=None, rollback=None):
        tmpl = read_template(template_path)
        env = read_environment(self.env_paths)
        self._db = _open_existing(self.state_path)
        if self.fake_cloud or self.cloud_name:
            self._take_cloud(name, "CREATE", fresh=None)
        with user_errors(template_path):
            files = template_files(tmpl, template_path, env)
        st = self._new_stack(name, template_path, tmpl, files, env, params, timeout, rollback)
        return self._run_new(st, st.create)

    def adopt(self, name, adopt_path, params, timeout=None, rollback=None):
        data = _adopt_data(adopt_path)
        env = read_environment(self.env_paths) if self.env_paths \
            else _stored_environment(data["environment"])
        self._db = _open_existing(self.state_path)
        params = dict(data["environment"].get("parameters") or {}, **params)
        if self.fake_cloud or self.cloud_name:   # the file's cloud, else the one the data kept
            if data.get("fake_cloud"):
                fake_cloud_of(data["fake_cloud"], adopt_path)   # damaged: one line
            self._take_cloud(name, "ADOPT", fresh=data.get("fake_cloud"))
        st = self._new_stack(name, adopt_path, data["template"], data.get("files") or {}, env,
                             params, timeout, rollback, adopt_data=data)
        return self._run_new(st, st.adopt)

    def _take_cloud(self, stack_name, action, fresh):
        """Use the state file's fake cloud ``self.cloud_name`` (held by this
        command until it ends), made from ``fresh`` (a FakeCloud's data) or
        as DevStack leaves a cloud if the file has none of that name yet."""
        from sdk import store
        from sdk.testing.fakecloud import FakeCloud
        self.cloud_name = self.cloud_name or store.DEFAULT_CLOUD

        def new():
            return FakeCloud.from_dict(fresh).to_dict() if fresh else FakeCloud().to_dict()
        if self._db is None:   # a new state file: its first cloud
            self.cloud = FakeCloud.from_dict(new())
            return
        data = self._db.lock_cloud(self.cloud_name, "%s of stack %s" % (action, stack_name), new,
                                   waiting)
        click.get_current_context().call_on_close(lambda: self._db.unlock_cloud(self.cloud_name))
        self.cloud = FakeCloud.from_dict(json.loads(data))

    def _new_stack(self, name, source, tmpl, files, env, values, timeout, rollback,
                   adopt_data=None):
        """Validate and record a new stack (locked by this process). A state
        file that is not there yet is made only once the stack is valid."""
        from sdk.common import exception
        from sdk.engine import template as templatem
        from sdk.engine.stack import Stack
        if self._db is not None and name in self._db.stack_names():
            raise InputError(str(exception.StackExists(stack_name=name)))
        plugin_dirs = project_plugin_dirs(self.plugin_dirs)
        harness = load_plugins(plugin_dirs, env)
        with user_errors(source, validating=True):
            st = Stack(
                name, templatem.Template(tmpl, files=files), self._environment(harness),
                stack_params(tmpl, env, values), clock=self.clock, adopt_stack_data=adopt_data,
                timeout_mins=timeout, disable_rollback=not rollback,
                convergence=project_convergence(self.convergence))
            st.validate()
        if self._db is None:   # the stack is valid: now its state file is made
            self._db = open_db(self.state_path)
        st.store = self._store(name)
        with user_errors(source):
            self.db.add_stack(st, env, _abs_dirs(plugin_dirs), st.action, cloud=self.cloud,
                              cloud_name=self.cloud_name)
        self.progress.stack = st
        return st

    def _run_new(self, st, action):
        try:
            with self._cancellable(st):
                action()
        finally:
            self.db.unlock(st.name)
        return self._stack_data(st)

    @contextlib.contextmanager
    def _cancellable(self, st):
        """While ``st``'s create or update runs, `stack cancel` in another
        command reaches it (see _meet_cancel)."""
        self._acting = st
        try:
            yield
        finally:
            self._acting = None

    def _meet_cancel(self):
        """Between two steps: a cancel another command asked for (in the
        state file, at most every tenth of a second) goes to the stack as
        Heat's service hands it to the engine running the update."""
        st = self._acting
        now = time.monotonic()
        if st is None or now - self._cancel_checked < 0.1:
            return
        self._cancel_checked = now
        rollback = self.db.take_cancel(st.name)
        if rollback is None:
            return
        from sdk.common import exception
        try:
            st.cancel_update(rollback)
        except exception.NotSupported as exc:   # the action moved on meanwhile (a rollback)
            click.echo("stack %s: %s" % (st.name, exc), err=True)

    def update(self, name, template_path, params, timeout=None, rollback=None):
        from sdk.engine import template as templatem
        tmpl_data = read_template(template_path) if template_path else None
        with locked(self.db, name, "UPDATE"):
            st = self._load(name, timeout=timeout, rollback=rollback)
            if tmpl_data is None:
                tmpl_data, files = self.record["template"], self.record["files"]
            else:
                files = template_files(tmpl_data, template_path, self.env)
            with user_errors(template_path or name, validating=True):
                new_params = stack_params(tmpl_data, self.env, params,
                                          stored=self.record["params"])
                tmpl = st.validate_update(templatem.Template(tmpl_data, files=files), new_params)
            with user_errors(template_path or name), self._cancellable(st):
                self.db.set_inputs(name, self.env, self.plugin_dirs)
                st.update(tmpl, new_params)
            return self._stack_data(st)

    # -- actions on a stored stack ---------------------------------------------------
    def act(self, name, action):
        with locked(self.db, name, action.upper()):
            st = self._load(name, salvage=action == "delete")
            # a delete that completed before its process went down has only
            # the stack to forget
            if not (action == "delete" and st.state == (st.DELETE, st.COMPLETE)):
                getattr(st, action)()
            st.store.save_stack(st)   # what the stack keeps after its last transition
            data = self._stack_data(st)
        if st.state == (st.DELETE, st.COMPLETE):
            self.db.remove_stack(name)
        return data

    def cancel(self, name, rollback=True):
        """Heat refuses unless an update (or, without rollback, a create) is
        under way; here an action under way holds the stack's lock in the
        process that runs it."""
        from sdk.engine.stack import cancel_refusal
        row = read_session(self.db, name).stack_row(name)
        refusal = cancel_refusal(row["action"], row["status"], rollback)
        if refusal is None and self.db.request_cancel(name, rollback) is None:
            row = read_session(self.db, name).stack_row(name)   # it ended meanwhile
            refusal = cancel_refusal(row["action"], row["status"], rollback)
        if refusal is not None:
            raise InputError(str(refusal))
        while self.db.acting(name) is not None:   # the command running it meets it, then ends
            time.sleep(max(self.clock.interval, 0.05))
        return self._stack_data(self._reading(name))

    def abandon(self, name, keep):
        with locked(self.db, name, "ABANDON"):
            st = self._load(name, salvage=True)
            # The stack is forgotten only once ``keep`` has written its data:
            # until then the abandon's changes to the state file are one transaction.
            with self.db.transaction():
                with contextlib.redirect_stdout(sys.stderr), user_errors(name):
                    data = st.abandon()
                data.update(environment=dict(self.env, parameters=dict(self.record["params"])),
                            files=dict(st.t.files), project_id=st.context.project_id,
                            stack_user_project_id=None, tags=None)
                if self.cloud is not None:
                    data["fake_cloud"] = self.cloud.to_dict()
                keep(data)
                self.db.remove_stack(name)

    # -- reading ----------------------------------------------------------------------
    def show(self, name):
        return self._stack_data(self._reading(name))

    def stacks(self):
        found = []
        for name in self.db.stack_names():
            self.db.recover(name)
            row = self.db.stack_row(name)
            found.append(_summary(dict(row, name=name)))
        return found

    def events(self, name):
        db = self.db
        if name in db.stack_names():
            read_session(db, name)
            stored_cloud(db.stack_record(name, salvage=True), self.fake_cloud)
            found = db.events(name)
        else:
            found = db.events(name, deleted=True)
            if not found:
                read_session(db, name)   # the not-found error
        return [_event_data(e) for e in found]

    def outputs(self, name, key=None):
        return self._outputs(self._reading(name), key)

    # -- resources --------------------------------------------------------------------
    def resources(self, name):
        read_session(self.db, name)
        return self._resource_rows(self.db.stack_record(name))

    def resource(self, name, resource):
        st = self._reading(name)
        with user_errors(name):
            res = st._find_resource(resource)
            st.refresh_attributes()
            graph = st.requires(st.defns, st.resources)
        row = next(r for r in self._resource_rows(self.record) if r["resource_name"] == res.name)
        return dict(row, attributes=st.all_attributes(res.name) or {},
                    required_by=sorted(n for n, reqs in graph.items() if res.name in reqs),
                    creation_time=iso(min((e.time for e in self.db.events(name)
                                           if e.resource_name == res.name), default=None)))

    def signal(self, name, resource, data=None):
        with locked(self.db, name, "SIGNAL"):
            st = self._load(name)
            with user_errors(name):
                st.signal(resource, data)
            st.store.save_stack(st)

    def mark_unhealthy(self, name, resource, reason="", reset=False):
        with locked(self.db, name, "MARK_UNHEALTHY"):
            st = self._load(name)
            with user_errors(name):
                st.mark_unhealthy(resource, not reset, reason)
            st.store.save_stack(st)

    # -- snapshots ------------------------------------------------------------------
    def snapshot(self, name, snapshot_name=None):
        with locked(self.db, name, "SNAPSHOT"):
            st = self._load(name)
            with user_errors(name):
                snap = st.snapshot(snapshot_name)
            snap.update(id=str(uuid.uuid4()), creation_time=time.time(),
                        status_reason=st.status_reason)
            st.store.save_stack(st)
        return _snapshot_data(snap)

    def snapshots(self, name):
        read_session(self.db, name)
        return [_snapshot_data(s) for s in self.db.stack_record(name)["snapshots"]]

    def _find_snapshot(self, st, snapshot):
        from sdk.common import exception
        for snap in st.snapshots:
            if snapshot in (snap.get("id"), snap["name"]):
                return snap
        raise InputError(str(exception.NotFound("Snapshot with id %s not found" % snapshot)))

    def snapshot_show(self, name, snapshot):
        read_session(self.db, name)
        return _snapshot_data(self._find_snapshot(self._load(name), snapshot), with_data=True)

    def snapshot_delete(self, name, snapshot):
        with locked(self.db, name, "DELETE_SNAPSHOT"):
            st = self._load(name)
            with user_errors(name):
                st.delete_snapshot(self._find_snapshot(st, snapshot))
            st.store.save_stack(st)

    def snapshot_restore(self, name, snapshot):
        with locked(self.db, name, "RESTORE"):
            st = self._load(name)
            snap = self._find_snapshot(st, snapshot)
            with user_errors(name):
                st.restore(snap)
            return self._stack_data(st)


def _engine(convergence):
    return "convergence" if convergence else "legacy"


def _abs_dirs(plugin_dirs):
    return [os.path.abspath(d) for d in plugin_dirs]


def _adopt_data(path):
    """Abandon data read from ``path``, checked for what adopt needs."""
    data = read_data(path, "abandon data")
    problems = [key for key in ("template", "resources", "environment")
                if not isinstance(data.get(key), dict)]
    if problems:
        raise InputError("%s: not abandon data (no %s object); make it with plugin-sdk stack "
                         "abandon" % (path, ", ".join(problems)))
    return data


def _stored_environment(environment):
    """Abandon data's environment as the stack commands keep one."""
    return {section: dict(environment.get(section) or {})
            for section in ("parameters", "parameter_defaults", "resource_registry")}
