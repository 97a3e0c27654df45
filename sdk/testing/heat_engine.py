"""The Harness API over the real Heat engine (``pytest --engine heat``).

Heat runs in-process with the fixtures of its own unit tests (an in-memory
SQLite database, a fake message bus, the legacy engine), its clients are
looked up in the harness's registry first (so the fake cloud serves them),
and its scheduler runs on the harness's virtual clock. As Heat's service
does, every action reloads the stack from the database first.

Only imported when ``--engine heat`` is given and Heat is installed.
"""
import datetime
import os
import sys

import fixtures
import yaml
from heat.common import environment_format, exception, template_format
from heat.engine import clients, environment, resources
from heat.engine import stack as stack_mod
from heat.engine import template as tmpl_mod
from heat.objects import event as event_obj
from heat.tests import common, utils  # noqa: I100  first: selects Heat's test backends
from oslo_config import cfg

from sdk import plugin_loader
from sdk.engine import scheduler as sdk_scheduler
from sdk.engine.event import Event

ENGINE_ID = "plugin-sdk-harness"


class _HeatFixtures(common.HeatTestCase):
    """Heat's test set-up, used outside unittest: setUp() then doCleanups()."""

    def runTest(self):
        """Never run: unittest needs a test method to build the case."""


def _load_installed_environment():
    """Load Heat's global environment from where pip installs ``etc/heat``.

    Heat's test set-up looks for it next to the package, as in a source
    checkout, and fails when it is missing; loading the environment first
    from the installed copy (``<prefix>/etc/heat``) satisfies it.
    """
    import heat
    beside = os.path.join(os.path.dirname(os.path.dirname(heat.__file__)), "etc", "heat")
    installed = os.path.join(sys.prefix, "etc", "heat")
    if not os.path.isdir(beside) and os.path.isdir(installed):
        cfg.CONF.set_default("environment_dir", os.path.join(installed, "environment.d"))
        cfg.CONF.set_default("template_dir", os.path.join(installed, "templates"))
        resources.initialise()


class HeatHarness:
    """Same API as ``sdk.testing.Harness``, stacks run by real Heat."""

    validation_error = exception.StackValidationFailed

    def __init__(self, plugin_dirs=(), modules=(), files=(), clock=None):
        self.clock = clock or sdk_scheduler.VirtualClock()
        self.stacks = []
        self._clients = {}
        _load_installed_environment()
        self._case = _HeatFixtures()
        self._case.setUp()
        try:
            self._patch()
            env = plugin_loader.load_environment(plugin_dirs, modules, files)
        except BaseException:
            self.close()
            raise
        self._types = dict(env.types)
        for name, cls in self._types.items():
            resources.global_env().register_class(name, cls)

    def _patch(self):
        registry, original = self._clients, clients.OpenStackClients.client_plugin

        def client_plugin(openstack_clients, name):
            return registry.get(name) or original(openstack_clients, name)

        clock = self.clock
        for target, value in (
                ("heat.engine.clients.OpenStackClients.client_plugin", client_plugin),
                ("heat.common.timeutils.wallclock", clock.time),
                ("heat.engine.scheduler.TaskRunner._sleep",
                 lambda runner, wait_time: clock.sleep(wait_time or 0))):
            self._case.useFixture(fixtures.MonkeyPatch(target, value))

    def close(self):
        """Undo Heat's test fixtures and sandboxes (the pytest fixture calls
        this at teardown)."""
        for name, cls in self._types.items():
            resources.global_env().register_class(name, cls)
        self._case.doCleanups()

    def sandbox(self, type_name, cls):
        """This harness with ``type_name`` mapped to ``cls`` in Heat's global
        environment until the next sandbox or ``close()`` (the contract
        checks run one sandbox at a time)."""
        resources.global_env().register_class(type_name, cls)
        return self

    def register_client(self, name, client_plugin):
        self._clients[name] = client_plugin

    def resource_types(self):
        return sorted(self._types)

    def resource_class(self, type_name):
        return self._types[type_name]

    def create_stack(self, template, params=None, name=None, disable_rollback=True,
                     timeout_mins=None, environment=None):
        """Validate (raising Heat's StackValidationFailed), then create."""
        tmpl = _template(template, params, environment)
        ctx = utils.dummy_context()
        tmpl.store(ctx)
        stk = stack_mod.Stack(ctx, name or "stack", tmpl, disable_rollback=disable_rollback,
                              timeout_mins=timeout_mins)
        stk.validate()
        stk.store()
        st = HeatStack(stk)
        self.stacks.append(st)
        st._run("create")
        return st


def _template(template, params, user_env=None):
    if isinstance(template, str):
        template = template_format.parse(template)
    else:
        template = template_format.parse(yaml.safe_dump(template))
    if isinstance(user_env, str):
        user_env = environment_format.parse(user_env)
    user_env = dict(user_env or {})
    user_env["parameters"] = dict(user_env.get("parameters") or {}, **(params or {}))
    return tmpl_mod.Template(template, env=environment.Environment(user_env))


#: Stack attributes Heat's Stack already spells as sdk.engine.stack.Stack does.
_SAME_AS_HEAT = frozenset(("name", "id", "action", "status", "state", "status_reason"))


class HeatStack:
    """A Heat stack behind the API of ``sdk.engine.stack.Stack``."""

    def __init__(self, stk):
        self._stack = stk

    def _run(self, operation, *args):
        if operation != "create":
            self._stack = stack_mod.Stack.load(self._stack.context, stack_id=self._stack.id,
                                               show_deleted=True)
        getattr(self._stack, operation)(*args)
        self._stack.persist_state_and_release_lock(ENGINE_ID)
        return self._stack.status == "COMPLETE"

    def update(self, template, params=None, environment=None):
        new = stack_mod.Stack(self._stack.context, self._stack.name,
                              _template(template, params, environment),
                              timeout_mins=self._stack.timeout_mins,
                              disable_rollback=self._stack.disable_rollback)
        new.validate()
        return self._run("update", new)

    def validate_update(self, template, params=None):
        stack_mod.Stack(self._stack.context, self._stack.name,
                        _template(template, params)).validate()

    def suspend(self):
        return self._run("suspend")

    def resume(self):
        return self._run("resume")

    def check(self):
        return self._run("check")

    def delete(self):
        return self._run("delete")

    def snapshot(self, name=None):
        """Snapshot every resource; returns the snapshot's data as sdk's does."""
        taken = {}

        def save(stk, action, status, reason):
            taken.update(name=name or "snapshot-1", status=status, resources={
                n: r.prepare_abandon() for n, r in stk.items()})

        return taken if self._run("snapshot", save) else None

    def __getattr__(self, name):
        if name in _SAME_AS_HEAT:
            return getattr(self._stack, name)
        raise AttributeError("%s has no attribute %r" % (type(self).__name__, name))

    @property
    def resources(self):
        return dict(self._stack.items())

    @property
    def outputs(self):
        if self._stack.action == "DELETE":
            return {}
        self._stack._update_all_resource_data(True, True)
        return {key: self._stack.outputs[key].get_value() for key in self._stack.outputs}

    @property
    def events(self):
        rows = event_obj.Event.get_all_by_stack(self._stack.context, self._stack.id)
        start = min((e.created_at for e in rows), default=datetime.datetime.now())
        return [Event(i + 1, (e.created_at - start).total_seconds(), e.resource_name,
                      e.physical_resource_id, e.resource_action, e.resource_status,
                      e.resource_status_reason)
                for i, e in enumerate(sorted(rows, key=lambda e: (e.created_at, e.id)))]
