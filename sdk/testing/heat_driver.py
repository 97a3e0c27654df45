"""The one driver of real Heat 27: stacks run in-process by openstack-heat,
on its convergence engine (Heat's default) or its legacy engine.

Used by ``plugin-sdk scenario --engine heat``, by ``pytest --engine heat``
(sdk.testing.heat_engine) and by the conformance recorder
(tests/conformance/record.py). It needs nothing but Heat and PyYAML, so a
Heat virtualenv without plugin-sdk runs it as a script::

    HEAT_PYTHON -W ignore sdk/testing/heat_driver.py SCENARIO.yaml [OUT.json]
        [--convergence|--legacy]

Heat runs under the fixtures of its own unit tests: an in-memory SQLite
database (its tables made with AUTOINCREMENT: as on MySQL or PostgreSQL in
production, a deleted row's id is never given again), a fake message bus,
no sleeping between polls. Every create or
update template is built and validated before the stack is touched (a
failure is a ``validate_error`` record) and the stack is reloaded from the
database before each operation, as Heat's service does.

Legacy: the stack's own methods run the operation (Stack.create,
snapshot, restore, ...) in this thread; an update goes through Heat's
EngineService.update_stack, so that the API's checks (an immutable
parameter changed, a suspended stack) run as on a cloud, and its thread
runs at once. Convergence: Heat's EngineService
takes each call (create_stack, update_stack, stack_snapshot, ...); the
check_resource messages its workers send are queued and delivered one at a
time in the order they were sent, until none is left (a message that raises
is logged as an RPC server would: ``worker_errors`` in the step's record).
While a resource waits between two polls, the queued messages of nested
stacks are delivered (the root stack's own stay in order), and nested
stacks' RPC calls reach the in-process service (on both engines: a legacy
nested stack is created at once, inside its parent resource's handler).

A step's record: {op, stack: [action, status], status_reason, resources:
{name: {state, resource_id, status_reason}}, outputs, calls} (plus
``error``, ``abandon``, ``worker_errors``, ``cancel_error`` where they
apply), or {op,
validate_error, calls}. Convergence lists resources as Heat's API does
(database rows: a completed convergence delete purges them); legacy lists
the stack's resources.
"""
import os
import sys

if __name__ == "__main__" and sys.path[0] == os.path.dirname(os.path.abspath(__file__)):
    del sys.path[0]  # run as a script: sdk/testing's modules must not shadow Heat's imports

# isort: off
from heat.tests import common, utils  # first: selects Heat's test backends
# isort: on

import collections
import importlib.util
import json
import queue
import tempfile
from unittest import mock

import fixtures
import oslo_messaging
import oslo_messaging.opts
import yaml
from heat.common import template_format
from heat.db import models
from heat.engine import environment, resources, service, stack_lock, worker
from heat.engine import stack as stack_mod
from heat.engine import template as tmpl_mod
from heat.objects import resource as resource_objects
from heat.objects import snapshot as snapshot_object
from heat.rpc import client as rpc_client
from heat.rpc import worker_client
from heat.tests.engine import tools
from oslo_config import cfg

ENGINES = ("convergence", "legacy")
STACK_NAME = "oracle"
ENGINE_ID = "oracle-engine"


class _Loader(yaml.SafeLoader):
    """YAML loader that keeps dates such as 2015-10-15 as strings."""


_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}


class _Fixtures(common.HeatTestCase):
    """Heat's test set-up, used outside unittest: setUp() then doCleanups()."""

    def runTest(self):
        """Never run: unittest needs a test method to build the case."""


def _in_thread(st, run, *args, **kwargs):
    """A legacy stack operation as the engine's thread runs it (see
    _thread_body); the thread's end persists the state and releases the
    stack lock."""
    _thread_body(run, *args, **kwargs)
    st.persist_state_and_release_lock(ENGINE_ID)


def _thread_body(run, *args, **kwargs):
    """Run an engine thread's function: a plug-in's sys.exit() or
    BaseException (which Heat's reset_state_on_error records on the stack,
    then re-raises) ends the thread, not the engine."""
    try:
        run(*args, **kwargs)
    except (Exception, KeyboardInterrupt):
        raise
    except BaseException:
        pass


class _SyncThreads(tools.DummyThreadGroupManager):
    """Runs what the engine would start in a thread at once."""

    def remove_msg_queue(self, gt, stack_id, msg_queue):
        pass


class _LockedSyncThreads(_SyncThreads):
    """On legacy, the stack's final state is written when the thread that
    ran the operation releases the stack lock; do the same. ``stacks``
    {id: stack} keeps the object each operation ran on (a record reads it)."""

    def __init__(self, stacks):
        super().__init__()
        self.stacks = stacks
        self.queues = {}   # stack id -> the message queue of the operation running
        #: whether an operation takes the stack's lock, as Heat's service does
        #: (for a cancel armed by the driver, which looks for the lock)
        self.locking = False

    def start_with_lock(self, cnxt, stack, engine_id, func, *args, **kwargs):
        self.stacks[stack.id] = stack
        # the operation runs now: its queue is there before, for a cancel it meets
        self.queues[stack.id] = kwargs.get("msg_queue")
        if self.locking:
            stack_lock.StackLock(cnxt, stack.id, engine_id).acquire()
        try:
            thread = super().start_with_lock(cnxt, stack, engine_id, _thread_body, func, *args,
                                             **kwargs)
        finally:
            self.queues.pop(stack.id, None)
        stack.persist_state_and_release_lock(engine_id)
        return thread

    def add_msg_queue(self, stack_id, msg_queue):
        """(the service adds it once the thread has started: here, ended)"""

    def send(self, stack_id, message):
        queue = self.queues.get(stack_id)
        if queue is not None:
            queue.put_nowait(message)

    def start_with_acquired_lock(self, stack, lock, func, *args, **kwargs):
        thread = super().start_with_acquired_lock(stack, lock, _thread_body, func, *args,
                                                  **kwargs)
        if stack.id is None:  # deleted: nothing to persist, the lock to release
            lock.release()
        else:
            stack.persist_state_and_release_lock(lock.engine_id)
        return thread

    def stop_timers(self, stack_id):
        """No periodic tasks run here."""


def never_reuse_ids():
    """Make Heat's tables with AUTOINCREMENT, as production databases behave.

    SQLite gives a new row the highest live id + 1, so the id of the highest
    row deleted comes back; MySQL and PostgreSQL never do that. Heat's
    convergence workers delete a row's attribute data and keep its id, so on
    SQLite the next properties stored could take that id and then be
    overwritten with attribute values: a database artefact no plug-in sees
    in production, which the records must not show."""
    for table in models.BASE.metadata.tables.values():
        key = list(table.primary_key.columns)
        if len(key) == 1 and str(key[0].type).upper().startswith("INTEGER"):
            table.dialect_options["sqlite"]["autoincrement"] = True


def heat_environment():
    """Heat's test set-up reads ``etc/heat`` next to the package, as in a
    source checkout; a wheel installs it under ``<prefix>/etc/heat``
    instead. Use that copy, or lay down the two entries the set-up looks
    up."""
    import heat
    beside = os.path.join(os.path.dirname(os.path.dirname(heat.__file__)), "etc", "heat")
    installed = os.path.join(sys.prefix, "etc", "heat")
    if os.path.isdir(beside):
        return
    if os.path.isdir(installed):
        cfg.CONF.set_default("environment_dir", os.path.join(installed, "environment.d"))
        cfg.CONF.set_default("template_dir", os.path.join(installed, "templates"))
        resources.initialise()
        return
    os.makedirs(os.path.join(beside, "environment.d"))
    os.makedirs(os.path.join(beside, "templates"))
    with open(os.path.join(beside, "environment.d", "default.yaml"), "w") as f:
        f.write('resource_registry:\n'
                '    "AWS::CloudWatch::Alarm": "file:///etc/heat/templates/AWS_CloudWatch_Alarm.yaml"\n'
                '    "AWS::RDS::DBInstance": "file:///etc/heat/templates/AWS_RDS_DBInstance.yaml"\n')
    for name in ("AWS_CloudWatch_Alarm", "AWS_RDS_DBInstance"):
        with open(os.path.join(beside, "templates", name + ".yaml"), "w") as f:
            f.write("heat_template_version: 2015-10-15\nresources: {}\n")


def error_text(exc):
    """``Type: message`` of an exception, as records show it."""
    if isinstance(exc, oslo_messaging.rpc.dispatcher.ExpectedException):
        exc = exc.exc_info[1]
    return "%s: %s" % (type(exc).__name__, exc)


class Driver:
    """Real Heat in this process, on one engine. Stacks are named by id;
    ``stack(id)`` is the stack object a record is taken from."""

    def __init__(self, engine="convergence"):
        if engine not in ENGINES:
            raise ValueError("engine must be one of %s, not %r" % (", ".join(ENGINES), engine))
        heat_environment()
        never_reuse_ids()  # before the fixtures create the tables
        self.engine = engine
        self.worker_errors = []
        #: "<ExceptionType>: <message>" of the last cancel the API refused
        self.cancel_error = None
        self._cancel = None
        self._stacks = {}
        self._case = _Fixtures()
        self._case.setUp()
        try:
            self.context = utils.dummy_context()
            self._service = self._start_service()
        except BaseException:
            self.close()
            raise

    @property
    def convergence(self):
        return self.engine == "convergence"

    def close(self):
        """Undo Heat's test fixtures and every patch."""
        self._case.doCleanups()

    def patch(self, target, value):
        """Replace ``target`` (a dotted path) until close()."""
        self._case.useFixture(fixtures.MonkeyPatch(target, value))

    def on_close(self, undo):
        """Call ``undo()`` at close()."""
        self._case.addCleanup(undo)

    def register_class(self, type_name, cls):
        resources.global_env().register_class(type_name, cls)

    def register_constraint(self, name, cls):
        """A custom constraint in Heat's global environment until close()."""
        env = resources.global_env()
        previous = env.constraints.get(name)
        env.register_constraint(name, cls)
        self.on_close(lambda: env.constraints.pop(name, None) if previous is None
                      else env.register_constraint(name, previous))

    def register_module(self, module):
        """A plug-in module's resource_mapping(), then its
        constraint_mapping(), as Heat's plug-in loader does."""
        for type_name, cls in getattr(module, "resource_mapping", dict)().items():
            self.register_class(type_name, cls)
        for name, cls in getattr(module, "constraint_mapping", dict)().items():
            self.register_constraint(name, cls)

    # -- engine ----------------------------------------------------------

    def _start_service(self):
        """An in-process EngineService whose threads run at once. Nested
        stacks' RPC calls reach it; on convergence, worker messages go to a
        queue delivered by deliver()."""
        srv = service.EngineService("oracle-host", "engine")
        srv.engine_id = ENGINE_ID
        srv.thread_group_mgr = (_SyncThreads() if self.convergence
                                else _LockedSyncThreads(self._stacks))
        srv.resource_enforcer = mock.Mock()

        def call(client, ctxt, msg, version=None, timeout=None):
            # a nested stack's call; its caller gets the service's own
            # exception, as an RPC client re-raises it (not the wrapper)
            method, kwargs = msg
            try:
                return getattr(srv, method)(ctxt, **kwargs)
            except oslo_messaging.rpc.dispatcher.ExpectedException as wrapped:
                raise wrapped.exc_info[1] from None

        self._case.patchobject(rpc_client.EngineClient, "call", new=call)
        self._case.patchobject(rpc_client.EngineClient, "cast", new=call)
        cfg.CONF.set_override("convergence_engine", self.convergence)  # nested stacks too
        self.between_polls(lambda wait_time: None)
        if not self.convergence:
            # a legacy update_stack waits (rpc_response_timeout) for its thread to start
            cfg.CONF.register_opts(dict(oslo_messaging.opts.list_opts())[None])
            return srv
        cfg.CONF.set_override("enable_stack_adopt", True)
        cfg.CONF.set_override("enable_stack_abandon", True)
        srv.worker_service = worker.WorkerService(
            "oracle-host", "worker", srv.engine_id, srv.thread_group_mgr)
        self._queue = collections.deque()
        self._root = None

        def cast(client, ctxt, msg, version=None):
            self._queue.append((ctxt, msg[0], msg[1]))

        self._case.patchobject(worker_client.WorkerClient, "cast", new=cast)
        return srv

    def between_polls(self, sleep):
        """``sleep(wait_time)`` runs while a resource waits between two
        polls; on convergence, nested stacks' messages are delivered then."""
        def pause(runner, wait_time):
            sleep(wait_time)
            self._cancel_when_due()
            if self.convergence:
                self._deliver_nested()
        self.patch("heat.engine.scheduler.TaskRunner._sleep", pause)

    def cancel_after(self, polls, rollback, stack_id=None):
        """Cancel the stack's next operation (Heat's stack_cancel_update,
        as ``openstack stack cancel`` calls it) at its ``polls``-th wait
        between two polls; the API's refusal, if any, goes to
        ``cancel_error``."""
        self._cancel = None if polls is None else [polls, rollback, stack_id]
        if not self.convergence:
            self._service.thread_group_mgr.locking = polls is not None

    def _cancel_when_due(self):
        cancel = self._cancel
        if cancel is None or cancel[2] is None:
            return
        cancel[0] -= 1
        if cancel[0] > 0:
            return
        self._cancel = None
        try:
            self._service.stack_cancel_update(self.context, self._ident(cancel[2]),
                                              cancel_with_rollback=cancel[1])
        except Exception as exc:
            self.cancel_error = error_text(exc)

    def _run_message(self, item):
        ctxt, method, kwargs = item
        try:  # an RPC server logs a failed cast and carries on
            getattr(self._service.worker_service, method)(ctxt, **kwargs)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # a plug-in's sys.exit() ends the worker's thread
            self.worker_errors.append(error_text(exc))

    def deliver(self):
        """Deliver queued worker messages, oldest first, until none is left."""
        while self.convergence and self._queue:
            self._run_message(self._queue.popleft())

    def _deliver_nested(self):
        keep = collections.deque()
        while self._queue:
            item = self._queue.popleft()
            try:
                owner = resource_objects.Resource.get_obj(
                    item[0], item[2].get("resource_id")).stack_id
            except Exception:
                owner = self._root
            if owner == self._root:
                keep.append(item)
            else:
                self._run_message(item)
        self._queue.extendleft(reversed(keep))

    # -- stack operations ---------------------------------------------------

    def stack(self, stack_id):
        """The stack to read a record from: on legacy, the object the last
        operation ran on; on convergence, the stack as stored now (kept
        until the next call: its resources refer to it weakly)."""
        if self.convergence or stack_id not in self._stacks:
            self._stacks[stack_id] = self.load(stack_id)
        return self._stacks[stack_id]

    def resources(self, stack_id):
        """The stack's resources by name, as Heat's API lists them (on
        convergence: its database rows)."""
        st = self.stack(stack_id)
        if self.convergence:
            return {r.name: r for r in st.iter_resources()}
        return dict(st.items())

    def outputs(self, stack_id):
        """The stack's output values (raising what an output raises)."""
        st = self.stack(stack_id)
        if st.action == "DELETE":
            return {}
        st._update_all_resource_data(True, True)
        return {key: st.outputs[key].get_value() for key in st.outputs}

    def load(self, stack_id):
        return stack_mod.Stack.load(self.context, stack_id=stack_id, show_deleted=True)

    def _user_env(self, params, env):
        user_env = dict(env or {})
        user_env["parameters"] = dict(user_env.get("parameters") or {}, **(params or {}))
        return user_env

    def create(self, template, params=None, env=None, name=STACK_NAME, disable_rollback=True,
               timeout_mins=None, adopt=None, files=None):
        """Create (or, given ``adopt`` {name: resource data}, adopt) a stack;
        returns its id. Raises when the template does not validate."""
        if self.convergence:
            args = _args(disable_rollback, timeout_mins)
            if adopt is not None:
                args["adopt_stack_data"] = json.dumps({"resources": adopt})
            ident = self._call(
                "create_stack", name, _plain(template), self._user_env(params, env),
                dict(files or {}), args)
            self._root = ident["stack_id"]
            self._cancelling(ident["stack_id"])
            self.deliver()
            return ident["stack_id"]
        kwargs = {"disable_rollback": disable_rollback, "timeout_mins": timeout_mins}
        if adopt is not None:
            kwargs["adopt_stack_data"] = {"resources": adopt}
        ctx = utils.dummy_context()
        templ = tmpl_mod.Template(template_format.parse(json.dumps(template)), files=files,
                                  env=environment.Environment(self._user_env(params, env)))
        templ.store(ctx)
        st = stack_mod.Stack(ctx, name, templ, **kwargs)
        st.store()
        st.validate()
        stack_id = st.id  # a rolled-back adopt deletes the stack and forgets its id
        self._stacks[stack_id] = st
        if adopt is not None:
            _in_thread(st, st.adopt)
        elif self._cancelling(stack_id):
            # as the service runs it: under the stack's lock, with a message queue
            self._service.thread_group_mgr.start_with_lock(
                ctx, st, ENGINE_ID, st.create, msg_queue=queue.Queue())
        else:
            _in_thread(st, st.create)
        return stack_id

    def _cancelling(self, stack_id):
        """Whether a cancel waits for this new stack's operation."""
        if self._cancel is None:
            return False
        self._cancel[2] = stack_id
        return True

    def update(self, stack_id, template, params=None, env=None, disable_rollback=True,
               timeout_mins=None, files=None):
        """Update the stack; raises (leaving it as it was) when the new
        template does not validate."""
        self._call("update_stack", self._ident(stack_id), _plain(template),
                   self._user_env(params, env), dict(files or {}),
                   _args(disable_rollback, timeout_mins))
        self.deliver()

    def act(self, stack_id, op, *args):
        """suspend, resume, check or delete (legacy: also snapshot with a
        save function, as Stack.snapshot takes)."""
        if self.convergence:
            call = "delete_stack" if op == "delete" else "stack_" + op
            self._call(call, self._ident(stack_id), *args)
            self.deliver()
            return
        st = self._reload(stack_id)
        _in_thread(st, getattr(st, op), *args)

    def snapshot(self, stack_id, name):
        """Take a snapshot stored under ``name`` (service.stack_snapshot)."""
        if self.convergence:
            self._call("stack_snapshot", self._ident(stack_id), name)
            self.deliver()
            return
        st = self._reload(stack_id)
        snap = snapshot_object.Snapshot.create(st.context, {
            "tenant": st.context.project_id, "name": name, "stack_id": st.id,
            "action": "CREATE", "status": "IN_PROGRESS"})

        def save_snapshot(stack, action, status, reason):
            data = stack.prepare_abandon()
            data["status"] = status
            snapshot_object.Snapshot.update(st.context, snap.id, {
                "data": data, "status": status, "status_reason": reason})

        _in_thread(st, st.snapshot, save_snapshot_func=save_snapshot)

    def _find_snapshot(self, stack_id, name):
        for snap in snapshot_object.Snapshot.get_all(self.context, stack_id):
            if snap.name == name:
                return snap
        raise ValueError("no snapshot named %r" % name)

    def restore(self, stack_id, name):
        snap = self._find_snapshot(stack_id, name)
        if self.convergence:
            self._call("stack_restore", self._ident(stack_id), snap.id)
            self.deliver()
            return
        st = self._reload(stack_id)
        _in_thread(st, st.restore, snap)

    def delete_snapshot(self, stack_id, name):
        snap = self._find_snapshot(stack_id, name)
        if self.convergence:
            self._call("delete_snapshot", self._ident(stack_id), snap.id)
            self.deliver()
            return
        st = self._reload(stack_id)
        st.delete_snapshot(snap)
        snapshot_object.Snapshot.delete(st.context, snap.id)
        st.persist_state_and_release_lock(ENGINE_ID)

    def signal(self, stack_id, resource, details=None):
        """Heat's resource-signal (synchronous); the exception the API
        raised, or None."""
        return self._api_call(stack_id, "resource_signal", resource, details, sync_call=True)

    def mark_unhealthy(self, stack_id, resource, mark, reason=None):
        return self._api_call(stack_id, "resource_mark_unhealthy", resource, mark, reason)

    def _api_call(self, stack_id, method, *args, **kwargs):
        if not self.convergence:
            self._reload(stack_id)
        try:
            getattr(self._service, method)(self.context, self._ident(stack_id), *args, **kwargs)
        except Exception as exc:
            return exc
        finally:
            self.deliver()
            if not self.convergence:
                self._stacks[stack_id] = self.load(stack_id)
        return None

    def abandon(self, stack_id):
        """Heat's stack-abandon; the resources' prepare_abandon() data."""
        if self.convergence:
            data = self._call("abandon_stack", self._ident(stack_id))
            self.deliver()
            return data["resources"]
        st = self._reload(stack_id)
        data = st.prepare_abandon()["resources"]
        _in_thread(st, st.delete, abandon=True)
        return data

    def _call(self, method, *args, **kwargs):
        """An EngineService call as the API makes it; raises the exception
        the API would return (not oslo.messaging's wrapper)."""
        try:
            return getattr(self._service, method)(self.context, *args, **kwargs)
        except oslo_messaging.rpc.dispatcher.ExpectedException as wrapped:
            raise wrapped.exc_info[1] from None

    def _reload(self, stack_id):
        st = self._stacks[stack_id] = self.load(stack_id)
        return st

    def _ident(self, stack_id):
        return dict(self.load(stack_id).identifier())


def _args(disable_rollback, timeout_mins):
    """EngineService's ``args`` (the API's stack options)."""
    args = {"disable_rollback": disable_rollback}
    if timeout_mins is not None:
        args["timeout_mins"] = timeout_mins
    return args


def _plain(template):
    """A template as it arrives over the API (JSON types only)."""
    return json.loads(json.dumps(template))


# -- scenarios ---------------------------------------------------------------

def load_module(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def scenario_engine(scenario, engine=None):
    """The engine a scenario runs on: ``engine`` if given, else the
    scenario's ``engine:`` key, else convergence (Heat 27's default)."""
    chosen = engine or scenario.get("engine") or "convergence"
    if chosen not in ENGINES:
        raise ValueError("engine must be one of %s, not %r" % (", ".join(ENGINES), chosen))
    return chosen


def record(path, engine=None):
    """Run the scenario file at ``path`` on real Heat; one record per step.
    The plug-ins' calls are read from the file named by $CALLS_LOG (a
    private one when unset)."""
    with open(path) as f:
        scenario = yaml.load(f, Loader=_Loader)
    base = os.path.dirname(os.path.abspath(path))
    own_log = "CALLS_LOG" not in os.environ
    log = os.environ.setdefault("CALLS_LOG", tempfile.mktemp(prefix="heat-driver-calls-"))
    open(log, "w").close()
    driver = Driver(scenario_engine(scenario, engine))
    try:
        for i, name in enumerate(scenario.get("plugins") or []):
            driver.register_module(load_module(os.path.join(base, name), "oracle_plugin_%d" % i))
        return _steps(driver, scenario["steps"], lambda: _calls(log))
    finally:
        driver.close()
        if own_log:
            if os.path.exists(log):
                os.unlink(log)
            del os.environ["CALLS_LOG"]


def _calls(log):
    with open(log) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    open(log, "w").close()
    return lines


def _steps(driver, steps, calls):
    results, stack_id = [], None
    for step in steps:
        op = step["op"]
        try:
            new_id, extra = _step(driver, stack_id, step)
        except Exception as exc:
            driver.cancel_after(None, None)
            # The API refused the call (legacy: only a template that does
            # not validate is recorded; anything else is the driver's bug).
            if not (driver.convergence or op in ("create", "adopt", "update")):
                raise
            driver.deliver()
            results.append({"op": op, "validate_error": error_text(exc), "calls": calls()})
            if op in ("create", "adopt"):
                break
            continue
        driver.cancel_after(None, None)  # one the step never met
        stack_id = new_id
        rec = snapshot(driver, stack_id, calls())
        rec["op"] = op
        rec.update(extra)
        if driver.worker_errors:
            rec["worker_errors"] = driver.worker_errors[:]
            del driver.worker_errors[:]
        if driver.cancel_error is not None:
            rec["cancel_error"], driver.cancel_error = driver.cancel_error, None
        results.append(rec)
    return results


def _step(driver, stack_id, step):
    """Run one step; the stack's id and the keys the step adds to its record."""
    op, extra = step["op"], {}
    cancel = step.get("cancel")
    if cancel is not None:
        driver.cancel_after(cancel["after"], cancel.get("rollback", True), stack_id)
    if op in ("create", "adopt", "update"):
        kwargs = {"params": step.get("params"), "env": step.get("environment"),
                  "disable_rollback": step.get("disable_rollback", True),
                  "timeout_mins": step.get("timeout_mins"), "files": _files(step)}
        if op == "update":
            driver.update(stack_id, step["template"], **kwargs)
        else:
            adopt = (step.get("resources") or {}) if op == "adopt" else None
            stack_id = driver.create(step["template"], adopt=adopt, **kwargs)
    elif op in ("suspend", "resume", "check", "delete"):
        driver.act(stack_id, op)
    elif op in ("snapshot", "restore", "delete_snapshot"):
        getattr(driver, op)(stack_id, step.get("name", "snap"))
    elif op in ("signal", "mark_unhealthy"):
        error = (driver.signal(stack_id, step["resource"], step.get("details"))
                 if op == "signal" else
                 driver.mark_unhealthy(stack_id, step["resource"], step["mark"],
                                       step.get("reason")))
        if error is not None:
            extra["error"] = error_text(error)
    elif op == "abandon":
        extra["abandon"] = driver.abandon(stack_id)
    else:
        raise ValueError("unknown op %r" % op)
    return stack_id, extra


def _files(step):
    """The step's files map as Heat's API takes it: each file's text (a
    template given as a mapping is written out as JSON)."""
    return {name: content if isinstance(content, str) else json.dumps(content)
            for name, content in (step.get("files") or {}).items()}


def snapshot(driver, stack_id, calls):
    """A step's record of the stack as it is now."""
    st = driver.stack(stack_id)
    try:
        rec = _view(st, calls)
    except AssertionError:
        # After an update whose resources use get_resource / get_attr, the
        # legacy in-memory stack's definition is gone ("Need a reference to
        # the StackDefinition object"); read it back from the database, as
        # the API's stack-show does.
        rec = _view(driver.load(stack_id), calls)
    if driver.convergence:
        rec["resources"] = {n: _resource(r) for n, r in driver.resources(stack_id).items()}
    return rec


def _resource(r):
    return {"state": list(r.state), "resource_id": r.resource_id,
            "status_reason": r.status_reason}


def _view(st, calls):
    outputs = {}
    if st.action != "DELETE":
        st._update_all_resource_data(True, True)
        for key in st.outputs:
            try:
                outputs[key] = st.outputs[key].get_value()
            except Exception as exc:  # an output that cannot resolve
                if "Need a reference to the" in str(exc):
                    raise AssertionError(str(exc)) from exc  # as above: read it back
                outputs[key] = {"error": "%s: %s" % (type(exc).__name__, exc)}
    return {"stack": list(st.state), "status_reason": st.status_reason,
            "resources": {name: _resource(r) for name, r in sorted(st.items())},
            "outputs": outputs, "calls": calls}


def dump(records, f):
    """heat-oracle's JSON layout, byte for byte."""
    json.dump(records, f, indent=1, sort_keys=True, default=str)


def record_each(paths, out_dir, engine=None, timeout=300):
    """Record each scenario into OUT_DIR/NAME.json, each in a child process
    forked from this one (Heat imported once, every run from the same
    state); yields (name, error text or None)."""
    import signal
    import time
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        target = os.path.join(out_dir, name + ".json")
        err = os.path.join(out_dir, name + ".err")
        pid = os.fork()
        if pid == 0:  # the child: record, write, exit without cleanup
            code = 1
            try:
                with open(err, "w") as e:
                    os.dup2(e.fileno(), 2)
                records = record(path, engine)
                with open(target, "w") as f:
                    dump(records, f)
                code = 0
            except BaseException:
                import traceback
                traceback.print_exc()
            finally:
                sys.stderr.flush()
                os._exit(code)
        deadline = time.monotonic() + timeout
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                status = None
                break
            time.sleep(0.02)
        if status == 0:
            os.unlink(err)
            yield name, None
            continue
        with open(err) as e:
            lines = [line for line in e.read().splitlines() if line.strip()]
        yield name, ("timed out after %ds" % timeout if status is None
                     else lines[-1] if lines else "exit status %s" % status)


def main(argv=None):
    import argparse
    p = argparse.ArgumentParser(
        description="Run scenarios on real Heat; print (or write) their records.",
        usage="%(prog)s SCENARIO [OUT] [--convergence|--legacy]\n"
              "       %(prog)s --out-dir DIR SCENARIO... [--convergence|--legacy] [--timeout S]")
    p.add_argument("args", nargs="+", metavar="SCENARIO")
    which = p.add_mutually_exclusive_group()
    for engine in ENGINES:
        which.add_argument("--" + engine, dest="engine", action="store_const", const=engine,
                           help="Heat's %s engine (default: the scenario's engine: key, "
                           "else convergence)" % engine)
    p.add_argument("--out-dir", help="record every SCENARIO into DIR/NAME.json "
                   "(one line per scenario on stdout: OK or ERROR and why)")
    p.add_argument("--timeout", type=int, default=300, help="seconds per scenario (--out-dir)")
    args = p.parse_args(argv)
    if args.out_dir:
        bad = 0
        for name, error in record_each(args.args, args.out_dir, args.engine, args.timeout):
            print("OK %s" % name if error is None else "ERROR %s: %s" % (name, error),
                  flush=True)
            bad += error is not None
        return 1 if bad else 0
    if len(args.args) > 2:
        p.error("one SCENARIO and an optional OUT file (or --out-dir DIR)")
    records = record(args.args[0], args.engine)
    if len(args.args) == 2:
        with open(args.args[1], "w") as f:
            dump(records, f)
    else:
        dump(records, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
