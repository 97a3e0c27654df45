"""The Harness API over a Heat endpoint (``pytest --engine endpoint
--os-cloud NAME``): the project's tests create, update and delete stacks
through Heat's REST API (python-heatclient), as heat-tempest-plugin's
functional tests do, on ``plugin-sdk heat serve`` (``--os-cloud
plugin-sdk-local``), DevStack or a cloud where the plug-in is installed.

Heat there runs in real time on its own cloud: a test that drives
plugin-sdk's fake cloud or virtual clock itself (a fixture other than
``harness`` asks for ``fake_cloud`` or ``virtual_clock``) cannot run on an
endpoint and is reported as such (:func:`local_only_reason`).
"""
import functools
import os
import time
import uuid

import yaml

from sdk.engine.event import Event

#: how long one stack operation may take on the endpoint before the test fails
TIMEOUT = 600
#: fixtures whose state only plugin-sdk's own runtime shares with a test
LOCAL_FIXTURES = ("fake_cloud", "virtual_clock")


class EndpointError(Exception):
    """The endpoint cannot be used (no such cloud, unreachable, refused)."""


def local_only_reason(item):
    """Why ``item`` cannot run on an endpoint (None when it can): it, or a
    fixture of its own (not the harness), uses plugin-sdk's fake cloud or clock."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return None
    direct = sorted(set(info.argnames) & set(LOCAL_FIXTURES))
    if direct:
        return "the test uses %s, which a Heat endpoint does not share" % direct[0]
    for name in info.names_closure:
        if name == "harness" or name in LOCAL_FIXTURES:
            continue
        for fixturedef in info.name2fixturedefs.get(name) or ():
            used = sorted(set(fixturedef.argnames) & set(LOCAL_FIXTURES))
            if used:
                return "its fixture %s uses %s, which a Heat endpoint does not share" % (name, used[0])
    return None


def mark_local_only(items):
    """Skip, saying why, the tests that cannot run on an endpoint."""
    import pytest
    for item in items:
        reason = local_only_reason(item)
        if reason:
            item.add_marker(pytest.mark.skip(reason="--engine endpoint: " + reason))


def cloud_name(config):
    """--os-cloud, else $OS_CLOUD (a usage error without either)."""
    import pytest
    name = config.getoption("plugin_sdk_os_cloud") or os.environ.get("OS_CLOUD")
    if not name:
        raise pytest.UsageError("--engine endpoint needs --os-cloud NAME (or OS_CLOUD)")
    return name


def configure(config):
    """At the start of the run: the endpoint answers (else one usage-error line)."""
    import pytest
    try:
        connect(cloud_name(config))
    except EndpointError as exc:
        raise pytest.UsageError(str(exc))


def harness(config, plugin_dirs, clock):
    """The ``harness`` fixture's harness on the endpoint."""
    return EndpointHarness(cloud_name(config), plugin_dirs=plugin_dirs, clock=clock)


def connect(os_cloud):
    """A python-heatclient Client for the cloud ``os_cloud`` of clouds.yaml."""
    import keystoneauth1.exceptions as ks_exc
    from openstack import exceptions as os_exc

    from sdk.cli.heat_api import heat_client
    try:
        heat = heat_client(os_cloud)
        next(iter(heat.stacks.list(limit=1)), None)   # reachable, and takes our token
        return heat
    except os_exc.ConfigException as exc:
        raise EndpointError("--os-cloud %s: %s" % (os_cloud, str(exc).splitlines()[0]))
    except ks_exc.ClientException as exc:
        raise EndpointError("--os-cloud %s: %s: %s" % (os_cloud, type(exc).__name__, exc))


class EndpointHarness:
    """Same API as ``sdk.testing.Harness``; stacks live on the endpoint."""

    def __init__(self, os_cloud, plugin_dirs=(), clock=None, client=None):
        from heatclient import exc

        from sdk import plugin_loader
        self.validation_error = exc.HTTPBadRequest
        self.client = client or connect(os_cloud)
        self.clock = clock
        self.stacks = []
        self._types = dict(plugin_loader.load_environment(plugin_dirs).types)
        self._undo = []

    def use_fake_cloud(self, cloud):
        """Nothing: the endpoint's Heat has its own cloud."""

    def on_close(self, undo):
        self._undo.append(undo)

    def close(self):
        while self._undo:
            self._undo.pop()()

    def resource_types(self):
        """The plug-in directories' types that the endpoint's Heat has loaded."""
        served = {t.resource_type for t in self.client.resource_types.list()}
        return sorted(set(self._types) & served)

    def resource_class(self, type_name):
        return self._types[type_name]

    def create_stack(self, template, params=None, name=None, disable_rollback=True,
                     timeout_mins=None, environment=None, files=None):
        """Create through the API (its 400 is ``validation_error``) and wait."""
        made = self.client.stacks.create(
            stack_name=name or "stack-%s" % uuid.uuid4().hex[:8], template=_text(template),
            parameters=params or {}, environment=_mapping(environment), files=files or {},
            disable_rollback=disable_rollback, timeout_mins=timeout_mins)
        st = EndpointStack(self.client, made["stack"]["id"])
        self.stacks.append(st)
        st.wait()
        return st


class EndpointResource:
    """A resource as the API shows it (``resource show``)."""

    def __init__(self, row):
        self.name = row.resource_name
        self.type = row.resource_type
        self.resource_id = row.physical_resource_id or None
        self.action, _, self.status = row.resource_status.partition("_")
        self.status_reason = row.resource_status_reason

    @property
    def state(self):
        return (self.action, self.status)


class EndpointStack:
    """A stack on the endpoint behind the API of ``sdk.engine.stack.Stack``;
    each action waits until the stack is no longer IN_PROGRESS."""

    def __init__(self, client, stack_id):
        self._client = client
        self.id = stack_id
        self._shown = None

    def wait(self, timeout=TIMEOUT):
        from heatclient import exc
        deadline = time.monotonic() + timeout
        while True:
            try:
                self._shown = self._client.stacks.get(self.id)
            except exc.HTTPNotFound:   # deleted stacks are gone from the API
                self._shown = None
                return True
            if not self._shown.stack_status.endswith("_IN_PROGRESS"):
                return self._shown.stack_status.endswith("_COMPLETE")
            if time.monotonic() > deadline:
                raise TimeoutError("stack %s still %s after %d s"
                                   % (self.id, self._shown.stack_status, timeout))
            time.sleep(0.2)

    def _show(self):
        if self._shown is None and self.state != ("DELETE", "COMPLETE"):
            self.wait()
        return self._shown

    @property
    def name(self):
        return self._show().stack_name

    @property
    def state(self):
        if self._shown is None:
            return ("DELETE", "COMPLETE")
        action, _, status = self._shown.stack_status.partition("_")
        return (action, status)

    @property
    def action(self):
        return self.state[0]

    @property
    def status(self):
        return self.state[1]

    @property
    def status_reason(self):
        return "" if self._shown is None else self._shown.stack_status_reason

    @property
    def outputs(self):
        return {o["output_key"]: o.get("output_value") for o in self._show().outputs or []}

    @property
    def resources(self):
        return {r.resource_name: EndpointResource(r) for r in self._client.resources.list(self.id)}

    @property
    def events(self):
        rows = sorted(self._client.events.list(self.id, sort_dir="asc"),
                      key=lambda e: e.event_time)
        start = _seconds(rows[0].event_time) if rows else 0
        found = []
        for i, e in enumerate(rows):
            action, _, status = e.resource_status.partition("_")
            found.append(Event(i + 1, _seconds(e.event_time) - start, e.resource_name,
                               e.physical_resource_id, action, status, e.resource_status_reason))
        return found

    def update(self, template, params=None, environment=None, files=None):
        self._client.stacks.update(self.id, template=_text(template), parameters=params or {},
                                   environment=_mapping(environment), files=files or {},
                                   disable_rollback=self._show().disable_rollback)
        return self.wait()

    def _act(self, name):
        getattr(self._client.actions, name)(self.id)
        return self.wait()

    suspend = functools.partialmethod(_act, "suspend")
    resume = functools.partialmethod(_act, "resume")
    check = functools.partialmethod(_act, "check")

    def delete(self):
        self._client.stacks.delete(self.id)
        return self.wait()

    def signal(self, resource_name, details=None):
        self._client.resources.signal(self.id, resource_name, data=details)
        self.wait()

    def snapshot(self, name=None):
        """The snapshot's data as sdk's stack gives it (None when it failed)."""
        made = self._client.stacks.snapshot(self.id, name or "snapshot-1")
        deadline = time.monotonic() + TIMEOUT
        while True:
            snap = self._client.stacks.snapshot_show(self.id, made["id"])["snapshot"]
            if snap["status"] != "IN_PROGRESS":
                break
            if time.monotonic() > deadline:
                raise TimeoutError("snapshot %s still IN_PROGRESS" % made["id"])
            time.sleep(0.2)
        self.wait()
        if snap["status"] != "COMPLETE":
            return None
        return {"name": snap["name"], "status": snap["status"],
                "resources": dict((snap.get("data") or {}).get("resources") or {})}


def _text(template):
    return template if isinstance(template, str) else yaml.safe_dump(template)


def _mapping(environment):
    if environment is None:
        return {}
    return yaml.safe_load(environment) if isinstance(environment, str) else environment


def _seconds(stamp):
    import datetime
    return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
