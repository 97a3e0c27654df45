"""The stack commands on any Heat endpoint (``--os-cloud NAME``): Heat's
REST API through python-heatclient, the cloud found as ``openstack
--os-cloud`` finds it (openstacksdk's clouds.yaml; ``envvars``: the OS_*
variables). Templates, their files and environments are sent as
``openstack stack create`` sends them (heatclient's template_utils).

An action returns once Heat reports the stack's event that ends it (as
``openstack stack ... --wait``), found after the last event before it."""
import contextlib
import logging
import re
import time

import click

from sdk.cli.inputs import InputError, read_text
from sdk.cli.stack_backend import StackBackend

#: the fields of each document (sdk.cli.stack_backend), as Heat's API names them
_EVENT = ("id", "event_time", "resource_name", "physical_resource_id", "resource_status",
          "resource_status_reason")
_RESOURCE = ("resource_name", "resource_type", "resource_status", "resource_status_reason",
             "physical_resource_id", "updated_time")
_SNAPSHOT = ("id", "name", "status", "status_reason", "creation_time")
_SUMMARY = ("stack_name", "id", "stack_status", "stack_status_reason", "creation_time",
            "updated_time")


def _pick(data, keys):
    return {k: data.get(k) for k in keys}


class HeatAPI(StackBackend):
    """Stacks of the Heat API of cloud ``cloud`` (a clouds.yaml name);
    ``env_paths`` are sent with the templates; ``poll_interval`` seconds
    between two requests while an action runs; ``progress``: each event on
    stderr as it comes."""

    def __init__(self, cloud, env_paths=(), poll_interval=1.0, progress=False, client=None):
        self.cloud = cloud
        self.env_paths = list(env_paths)
        self.poll_interval = poll_interval
        self.progress = progress
        self._client = client

    @property
    def client(self):
        if self._client is None:
            self._client = heat_client(self.cloud)
        return self._client

    @contextlib.contextmanager
    def errors(self):
        """A cloud that is not configured, cannot be reached or refuses the
        credentials, and Heat's refusals: one line each (InputError)."""
        from heatclient import exc as heat_exc
        from keystoneauth1 import exceptions as ks_exc
        from openstack import exceptions as sdk_exc
        where = "cloud %s" % self.cloud
        try:
            yield
        except sdk_exc.ConfigException as exc:
            raise InputError("%s: %s" % (where, exc))
        except (ks_exc.Unauthorized, heat_exc.HTTPUnauthorized) as exc:
            raise InputError("%s refused the credentials: %s" % (where, _message(exc)))
        except ks_exc.ConnectionError as exc:
            raise InputError("%s cannot be reached: %s" % (where, _unreachable(exc)))
        except (ks_exc.EndpointNotFound, ks_exc.auth_plugins.MissingRequiredOptions,
                ks_exc.AuthorizationFailure) as exc:
            raise InputError("%s: %s" % (where, exc))
        except (heat_exc.HTTPException, heat_exc.CommandError) as exc:
            raise InputError(_message(exc))

    # -- finding and waiting -------------------------------------------------------------
    def _ident(self, name):
        """``NAME/ID``: the stack's path in Heat's API (found by name or id;
        a stack's name has no "/")."""
        if "/" in name:
            return name
        stack = self.client.stacks.get(name, resolve_outputs=False)
        return "%s/%s" % (stack.stack_name, stack.id)

    def _marker(self, ident):
        """The id of the stack's last event (None: it has none)."""
        last = self.client.events.list(ident, sort_dir="desc", limit=1)
        return last[0].id if last else None

    def _wait(self, ident, action, marker):
        """Until the stack's event ending ``action``, or the rollback that
        follows it (a failure's, a cancel's), after ``marker``, and the
        stack no longer in progress."""
        name, stack_id = ident.split("/")
        ends = {"%s_%s" % (a, status) for a in (action, "ROLLBACK") for status in ("COMPLETE", "FAILED")}
        while True:
            ended = False
            for event in self.client.events.list(ident, sort_dir="asc", marker=marker):
                marker = event.id
                if self.progress:
                    click.echo("%s %-20s %-22s %s" % (event.event_time, event.resource_name,
                                                      event.resource_status,
                                                      event.resource_status_reason), err=True)
                if (event.resource_name, event.physical_resource_id) == (name, stack_id) \
                        and event.resource_status in ends:
                    ended = True
            if ended and not self.client.stacks.get(ident, resolve_outputs=False).stack_status \
                    .endswith("_IN_PROGRESS"):
                return
            time.sleep(self.poll_interval)

    def _acting(self, ident, action, call):
        """Run ``call()`` (a request starting ``action``), wait, return the stack."""
        marker = self._marker(ident)
        call()
        self._wait(ident, action, marker)
        return self._stack_data(ident)

    # -- documents ---------------------------------------------------------------------
    def _stack_data(self, ident):
        data = self.client.stacks.get(ident).to_dict()
        return dict(
            _pick(data, _SUMMARY),
            parameters={k: v for k, v in (data.get("parameters") or {}).items()
                        if not k.startswith("OS::")},   # Heat's pseudo-parameters
            timeout_mins=data.get("timeout_mins"), disable_rollback=data.get("disable_rollback"),
            resources=self.resources(ident),
            outputs=sorted((_output(o) for o in data.get("outputs") or ()),
                           key=lambda o: o["output_key"]),
            # Heat's API has no snapshots of a deleted stack (nor the stack, by name)
            snapshots=[] if data["stack_status"] == "DELETE_COMPLETE" else self.snapshots(ident))

    # -- making stacks ---------------------------------------------------------------
    def _template_fields(self, template_path, existing=False):
        """What ``openstack stack create|update`` sends of a template and the
        -e files: template, files, environment (and environment_files)."""
        from heatclient.common import template_utils
        tpl_files, template = template_utils.process_template_path(
            template_path, existing=existing) if template_path else ({}, None)
        env_files_list = []
        env_files, env = template_utils.process_multiple_environments_and_files(
            env_paths=self.env_paths, env_list_tracker=env_files_list)
        fields = {"files": dict(tpl_files, **env_files), "environment": env}
        if template is not None:
            fields["template"] = template
        if env_files_list:
            fields["environment_files"] = env_files_list
        return fields

    def _new(self, name, action, fields, params, timeout, rollback):
        fields.update(stack_name=name, parameters=params, disable_rollback=not rollback)
        if timeout:
            fields["timeout_mins"] = timeout
        created = self.client.stacks.create(**fields)["stack"]
        ident = "%s/%s" % (name, created["id"])
        self._wait(ident, action, None)
        return self._stack_data(ident)

    def create(self, name, template_path, params, timeout=None, rollback=None):
        return self._new(name, "CREATE", self._template_fields(template_path), params, timeout,
                         rollback)

    def adopt(self, name, adopt_path, params, timeout=None, rollback=None):
        import yaml
        text = read_text(adopt_path)
        fields = self._template_fields(None)
        try:
            adopt_files = (yaml.safe_load(text) or {}).get("files") or {}
        except (yaml.YAMLError, AttributeError):
            raise InputError("%s: not abandon data (JSON)" % adopt_path)
        fields.update(adopt_stack_data=text, files=dict(adopt_files, **fields["files"]))
        return self._new(name, "ADOPT", fields, params, timeout, rollback)

    def update(self, name, template_path, params, timeout=None, rollback=None):
        ident = self._ident(name)
        fields = dict(self._template_fields(template_path, existing=True), existing=True,
                      parameters=params)
        if timeout:
            fields["timeout_mins"] = timeout
        if rollback is not None:
            fields["disable_rollback"] = not rollback
        return self._acting(ident, "UPDATE", lambda: self.client.stacks.update(ident, **fields))

    # -- actions on a stack -----------------------------------------------------------
    def act(self, name, action):
        ident = self._ident(name)
        call = self.client.stacks.delete if action == "delete" \
            else getattr(self.client.actions, action)
        return self._acting(ident, action.upper(), lambda: call(ident))

    def cancel(self, name, rollback=True):
        ident = self._ident(name)
        actions = self.client.actions
        (actions.cancel_update if rollback else actions.cancel_without_rollback)(ident)
        while self.client.stacks.get(ident, resolve_outputs=False).stack_status.endswith(
                "_IN_PROGRESS"):
            time.sleep(self.poll_interval)
        return self._stack_data(ident)

    def abandon(self, name, keep):
        keep(self.client.stacks.abandon(self._ident(name)))

    # -- reading ----------------------------------------------------------------------
    def show(self, name):
        return self._stack_data(self._ident(name))

    def stacks(self):
        return [_pick(s.to_dict(), _SUMMARY) for s in self.client.stacks.list()]

    def events(self, name):
        return [_pick(e.to_dict(), _EVENT)
                for e in self.client.events.list(self._ident(name), sort_dir="asc")]

    def outputs(self, name, key=None):
        ident = self._ident(name)
        if key is not None:
            return [_output(self.client.stacks.output_show(ident, key)["output"])]
        return self._stack_data(ident)["outputs"]

    # -- resources --------------------------------------------------------------------
    def resources(self, name):
        return sorted((_pick(r.to_dict(), _RESOURCE) for r in self.client.resources.list(self._ident(name))),
                      key=lambda r: r["resource_name"])

    def resource(self, name, resource):
        data = self.client.resources.get(self._ident(name), resource).to_dict()
        return dict(_pick(data, _RESOURCE), attributes=data.get("attributes") or {},
                    required_by=sorted(data.get("required_by") or ()),
                    creation_time=data.get("creation_time"))

    def signal(self, name, resource, data=None):
        self.client.resources.signal(self._ident(name), resource, data=data)

    def mark_unhealthy(self, name, resource, reason="", reset=False):
        self.client.resources.mark_unhealthy(self._ident(name), resource, not reset, reason)

    # -- snapshots ------------------------------------------------------------------
    def snapshot(self, name, snapshot_name=None):
        ident = self._ident(name)
        snap = self.client.stacks.snapshot(ident, snapshot_name)
        while snap["status"] == "IN_PROGRESS":
            time.sleep(self.poll_interval)
            snap = self.client.stacks.snapshot_show(ident, snap["id"])["snapshot"]
            if snap["status"] == "IN_PROGRESS" and not self._snapshotting(ident):
                break  # the engine's thread ended without finishing it: it stays so
        return _pick(snap, _SNAPSHOT)

    def _snapshotting(self, ident):
        return self.client.stacks.get(ident).stack_status == "SNAPSHOT_IN_PROGRESS"

    def snapshots(self, name):
        return [_pick(s, _SNAPSHOT) for s in self.client.stacks.snapshot_list(self._ident(name))["snapshots"]]

    def _snapshot_id(self, ident, snapshot):
        """A snapshot's id, given its id or name (Heat's API takes the id)."""
        for snap in self.client.stacks.snapshot_list(ident)["snapshots"]:
            if snapshot in (snap["id"], snap["name"]):
                return snap["id"]
        return snapshot   # Heat's API says it is not there

    def snapshot_show(self, name, snapshot):
        ident = self._ident(name)
        snap = self.client.stacks.snapshot_show(ident, self._snapshot_id(ident, snapshot))
        return dict(_pick(snap["snapshot"], _SNAPSHOT), data=snap["snapshot"].get("data"))

    def snapshot_delete(self, name, snapshot):
        ident = self._ident(name)
        self.client.stacks.snapshot_delete(ident, self._snapshot_id(ident, snapshot))

    def snapshot_restore(self, name, snapshot):
        ident = self._ident(name)
        snapshot_id = self._snapshot_id(ident, snapshot)
        return self._acting(ident, "RESTORE",
                            lambda: self.client.stacks.restore(ident, snapshot_id))


def heat_client(cloud):
    """A python-heatclient Client on the Heat API of ``cloud``, found as
    ``openstack --os-cloud`` finds it (clouds.yaml, ``envvars``): the
    catalog's orchestration endpoint for its interface and region, or the
    entry's ``orchestration_endpoint_override``."""
    import openstack.config
    from heatclient import client
    # keystoneauth's warnings (version discovery) would add lines to one-line errors
    logging.getLogger("keystoneauth").setLevel(logging.ERROR)
    config = openstack.config.OpenStackConfig().get_one(cloud=cloud)
    return client.Client("1", session=config.get_session(), service_type="orchestration",
                         interface=config.get_interface("orchestration"),
                         region_name=config.get_region_name("orchestration"),
                         endpoint_override=config.get_endpoint("orchestration"))


def _output(output):
    return {k: output[k] for k in ("output_key", "output_value", "description", "output_error")
            if k in output}


def _unreachable(exc):
    """``URL (reason)`` of keystoneauth's long connection error."""
    text = str(exc)
    url = re.search(r"connection to (\S+?):? ", text)
    reason = re.search(r"\[Errno -?\d+\] ([^'\")]+)", text)
    if url is None:
        return text
    return "%s (%s)" % (url.group(1).split("?")[0], reason.group(1) if reason else text)


def _message(exc):
    """Heat's message, without heatclient's ``ERROR: `` and its traceback."""
    text = str(exc).strip()
    return text[len("ERROR: "):] if text.startswith("ERROR: ") else text
