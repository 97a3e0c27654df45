"""The Harness API over real Heat (``pytest --engine heat``), through the one
driver of real Heat (sdk.testing.heat_driver): Heat's convergence engine by
default, its legacy engine with ``--legacy-engine``.

Heat's clients are looked up in the harness's registry first (so the fake
cloud serves them), and its scheduler runs on the harness's virtual clock.

Only imported when ``--engine heat`` is given and Heat is installed.
"""
# isort: off
from sdk.testing import heat_driver  # first: selects Heat's test backends
# isort: on

import datetime

import yaml
from heat.common import environment_format, exception, template_format
from heat.engine import clients, environment
from heat.engine import stack as stack_mod
from heat.engine import template as tmpl_mod
from heat.objects import event as event_obj
from heat.objects import snapshot as snapshot_object

from sdk import plugin_loader
from sdk.engine import scheduler as sdk_scheduler
from sdk.engine.event import Event


def _heats_own_clients():
    """The ``heat.clients`` entry points of openstack-heat itself. Any other
    client name is the fake cloud's to serve, also one an installed plug-in
    project registers for itself (its client would reach no service here)."""
    from importlib.metadata import entry_points
    return {ep.name for ep in entry_points(group="heat.clients")
            if ep.dist is not None and ep.dist.name.lower().replace("_", "-") == "openstack-heat"}


class HeatHarness:
    """Same API as ``sdk.testing.Harness``, stacks run by real Heat."""

    validation_error = exception.StackValidationFailed

    def __init__(self, plugin_dirs=(), modules=(), files=(), clock=None,
                 engine="convergence"):
        self.clock = clock or sdk_scheduler.VirtualClock()
        self.stacks = []
        self._clients = {}
        self._cloud = None
        self.driver = heat_driver.Driver(engine)
        try:
            self._patch()
            env = plugin_loader.load_environment(plugin_dirs, modules, files)
        except BaseException:
            self.close()
            raise
        self._types = dict(env.types)
        for name, cls in self._types.items():
            self.driver.register_class(name, cls)
        # the plug-in modules' constraint_mapping(), as Heat's plug-in loader reads it
        for name, cls in env.constraints.items():
            self.driver.register_constraint(name, cls)

    def _patch(self):
        registry, original = self._clients, clients.OpenStackClients.client_plugin
        harness, heats_own = self, _heats_own_clients()

        def client_plugin(openstack_clients, name):
            found = registry.get(name)
            if found is None and harness._cloud is not None and name not in heats_own:
                found = registry[name] = harness._cloud.service_plugin(name)
            if found is not None and hasattr(type(found), "for_context"):
                # a client plug-in class made per context, as Heat makes its own
                made = openstack_clients._client_plugins.get(name)
                if made is None:
                    made = openstack_clients._client_plugins[name] = found.for_context(
                        openstack_clients.context)
                return made
            return found or original(openstack_clients, name)

        self.driver.patch("heat.engine.clients.OpenStackClients.client_plugin", client_plugin)
        self.driver.patch("heat.common.timeutils.wallclock", self.clock.time)
        self.driver.between_polls(lambda wait_time: self.clock.sleep(wait_time or 0))

    def use_fake_cloud(self, cloud):
        """Serve the plug-ins' clients from ``cloud`` (a FakeCloud): the
        client names Heat does not have from its services, and Heat's own
        OpenStack client plug-ins from its OpenStack cloud over HTTP (every
        context's keystone session authenticates there)."""
        from keystoneauth1 import session as ks_session
        from keystoneauth1.identity import v3

        from sdk import cloud as openstack
        self._cloud = cloud
        creds = {k: v for k, v in openstack.CREDENTIALS.items() if k != "region_name"}
        session = ks_session.Session(auth=v3.Password(**creds))
        self.driver.patch("heat.common.context.RequestContext.keystone_session",
                          property(lambda ctx: session))

    def on_close(self, undo):
        """Call ``undo()`` when the harness is closed (a fake cloud's interception)."""
        self.driver.on_close(undo)

    def close(self):
        """Undo Heat's test fixtures and sandboxes (the pytest fixture calls
        this at teardown)."""
        for name, cls in getattr(self, "_types", {}).items():
            self.driver.register_class(name, cls)
        self.driver.close()

    def sandbox(self, type_name, cls):
        """This harness with ``type_name`` mapped to ``cls`` in Heat's global
        environment until the next sandbox or ``close()`` (the contract
        checks run one sandbox at a time)."""
        self.driver.register_class(type_name, cls)
        return self

    def register_constraint(self, name, cls):
        """A custom constraint in Heat's global environment until ``close()``."""
        self.driver.register_constraint(name, cls)

    def register_client(self, name, client_plugin):
        self._clients[name] = client_plugin

    def resource_types(self):
        return sorted(self._types)

    def resource_class(self, type_name):
        return self._types[type_name]

    def property_schemata(self, cls):
        """As ``Harness.property_schemata``, with Heat's Schema."""
        from heat.engine import properties
        return properties.schemata(getattr(cls, "properties_schema", None) or {})

    def create_stack(self, template, params=None, name=None, disable_rollback=True,
                     timeout_mins=None, environment=None, files=None):
        """Validate (raising Heat's StackValidationFailed), then create."""
        stack_id = self.driver.create(_template(template), params, _environment(environment),
                                      name=name or "stack", disable_rollback=disable_rollback,
                                      timeout_mins=timeout_mins, files=files)
        st = HeatStack(self.driver, stack_id)
        self.stacks.append(st)
        return st


def _template(template):
    if isinstance(template, str):
        return template_format.parse(template)
    return template_format.parse(yaml.safe_dump(template))


def _environment(user_env):
    if isinstance(user_env, str):
        return environment_format.parse(user_env)
    return user_env


#: Stack attributes Heat's Stack already spells as sdk.engine.stack.Stack does.
_SAME_AS_HEAT = frozenset(("name", "id", "action", "status", "state", "status_reason"))


class HeatStack:
    """A Heat stack behind the API of ``sdk.engine.stack.Stack``."""

    def __init__(self, driver, stack_id):
        self._driver = driver
        self._id = stack_id

    @property
    def _stack(self):
        return self._driver.stack(self._id)

    def _done(self):
        return self._stack.status == "COMPLETE"

    def update(self, template, params=None, environment=None, files=None):
        st = self._stack
        files = dict(st.t.files) if files is None else files
        self._driver.update(self._id, _template(template), params, _environment(environment),
                            disable_rollback=st.disable_rollback, timeout_mins=st.timeout_mins,
                            files=files)
        return self._done()

    def validate_update(self, template, params=None):
        st = self._stack
        env = environment.Environment({"parameters": params or {}})
        stack_mod.Stack(st.context, st.name,
                        tmpl_mod.Template(_template(template), env=env)).validate()

    def _act(self, op):
        self._driver.act(self._id, op)
        return self._done()

    def suspend(self):
        return self._act("suspend")

    def resume(self):
        return self._act("resume")

    def check(self):
        return self._act("check")

    def delete(self):
        return self._act("delete")

    def signal(self, resource_name, details=None):
        """Heat's resource-signal; raises what Heat's engine raised (not the
        RPC layer's ExpectedException around it), as sdk's stack does."""
        exc = self._driver.signal(self._id, resource_name, details)
        if exc is not None:
            raise getattr(exc, "exc_info", (None, exc))[1]

    def snapshot(self, name=None):
        """Snapshot every resource; returns the snapshot's data as sdk's does
        (None when the snapshot failed)."""
        name = name or "snapshot-1"
        self._driver.snapshot(self._id, name)
        snap = [s for s in snapshot_object.Snapshot.get_all(
            self._driver.context, self._id, load_rsrc_snapshot=self._driver.convergence)
            if s.name == name][-1]
        if snap.status != "COMPLETE":
            return None
        return {"name": name, "status": snap.status,
                "resources": dict((snap.data or {}).get("resources") or {})}

    def __getattr__(self, name):
        if name in _SAME_AS_HEAT:
            return getattr(self._stack, name)
        raise AttributeError("%s has no attribute %r" % (type(self).__name__, name))

    @property
    def resources(self):
        return self._driver.resources(self._id)

    @property
    def outputs(self):
        return self._driver.outputs(self._id)

    @property
    def events(self):
        rows = event_obj.Event.get_all_by_stack(self._driver.context, self._id)
        start = min((e.created_at for e in rows), default=datetime.datetime.now())
        return [Event(i + 1, (e.created_at - start).total_seconds(), e.resource_name,
                      e.physical_resource_id, e.resource_action, e.resource_status,
                      e.resource_status_reason)
                for i, e in enumerate(sorted(rows, key=lambda e: (e.created_at, e.id)))]
