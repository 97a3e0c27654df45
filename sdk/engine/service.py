"""Heat's engine service as in-tree resources reach it: ``Resource.rpc_client()``
gives an EngineClient whose calls Heat sends over RPC to heat.engine.service;
plugin-sdk's engine is in-process, so they are answered here, from the
stacks this process runs and a store of software configs and deployments
(what Heat's engine keeps in its database).

Only the calls Heat 27's in-tree resources and heat.common.grouputils make
are answered; the answers have the keys of Heat's heat.rpc.api.
"""
import contextlib
import datetime
import uuid
import weakref

from sdk.common import exception

#: stack id -> Stack, for the stacks a StackResource made (see register_stack).
_STACKS = weakref.WeakValueDictionary()
_CONFIGS = {}
_DEPLOYMENTS = {}
_EPOCH = datetime.datetime(2024, 1, 1)


def register_stack(stack):
    """Make a stack answerable by id (what Heat's database does): nested
    stacks, and the stacks whose resources call the engine."""
    _STACKS[stack.id] = stack


def _resource_by_physical_id(physical_id):
    """The live resource with this physical id (deleted ones are history)."""
    for stack in reversed(list(_STACKS.values())):
        for res in stack.resources.values():
            if res.resource_id == physical_id and res.action != res.DELETE:
                return res
    return None


def _now():
    return datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None).isoformat(
        timespec="seconds")


def _stack(identity):
    stack_id = identity.get("stack_id") if isinstance(identity, dict) else identity
    stack = _STACKS.get(stack_id)
    if stack is None:
        raise exception.EntityNotFound(entity="Stack", name=stack_id)
    return stack


class Service:
    """Heat's record of running engines (heat.objects.service), which
    ResourceChain counts to bound its concurrency: here, one."""

    @staticmethod
    def active_service_count(context):
        return 1


class EngineClient:
    """The subset of Heat's EngineClient in-tree resources call."""

    @staticmethod
    def local_error_name(error):
        return type(error).__name__.split("_Remote")[0]

    @contextlib.contextmanager
    def ignore_error_by_name(self, name):
        try:
            yield
        except Exception as exc:
            if self.local_error_name(exc) != name:
                raise

    # -- stacks -----------------------------------------------------------------------
    def list_stack_resources(self, ctxt, stack_identity, nested_depth=0, with_detail=False,
                             filters=None):
        stack = _stack(stack_identity)
        rows = []
        for index, res in enumerate(stack.resources.values()):
            rows.append({
                "resource_name": res.name, "logical_resource_id": res.name,
                "resource_type": res.type(), "physical_resource_id": res.resource_id or "",
                "resource_action": res.action, "resource_status": res.status,
                "resource_status_reason": res.status_reason,
                # plugin-sdk keeps no times: creation order is what Heat's sort uses them for
                "creation_time": (_EPOCH + datetime.timedelta(seconds=index)).isoformat(),
                "stack_name": stack.name})
        return rows

    def get_template(self, ctxt, stack_identity):
        return _stack(stack_identity).t.t

    def show_stack(self, ctxt, stack_identity, resolve_outputs=True):
        stack = _stack(stack_identity)
        outputs = []
        if resolve_outputs:
            stack.refresh_attributes()  # Heat resolves each resource's node data first
            for key in stack.t.outputs(stack):
                value, error = stack.output(key)
                out = {"output_key": key, "output_value": value}
                if error is not None:
                    out["output_error"] = str(error)
                outputs.append(out)
        return [{"stack_name": stack.name, "id": stack.id, "stack_action": stack.action,
                 "stack_status": stack.status, "stack_status_reason": stack.status_reason,
                 "outputs": outputs}]

    def show_output(self, ctxt, stack_identity, output_key):
        for out in self.show_stack(ctxt, stack_identity)[0]["outputs"]:
            if out["output_key"] == output_key:
                return out
        raise exception.NotFound("Specified output key %s not found." % output_key)

    # -- software configs -------------------------------------------------------------
    def create_software_config(self, cnxt, group, name, config, inputs=None, outputs=None,
                               options=None):
        sc = {"id": str(uuid.uuid4()), "name": name, "group": group,
              "creation_time": _now(), "config": config, "inputs": inputs or [],
              "outputs": outputs or [], "options": options or {}}
        _CONFIGS[sc["id"]] = sc
        return dict(sc)

    def show_software_config(self, cnxt, config_id):
        if config_id not in _CONFIGS:
            raise exception.NotFound("Software config with id %s not found" % config_id)
        return dict(_CONFIGS[config_id])

    def delete_software_config(self, cnxt, config_id):
        self.show_software_config(cnxt, config_id)
        del _CONFIGS[config_id]

    # -- software deployments ---------------------------------------------------------
    def create_software_deployment(self, cnxt, server_id, config_id=None, input_values=None,
                                   action="INIT", status="COMPLETE", status_reason="",
                                   stack_user_project_id=None, deployment_id=None):
        sd = {"id": deployment_id or str(uuid.uuid4()), "server_id": server_id,
              "config_id": config_id, "input_values": input_values or {},
              "output_values": {}, "action": action, "status": status,
              "status_reason": status_reason, "creation_time": _now()}
        _DEPLOYMENTS[sd["id"]] = sd
        self._push_metadata(server_id)
        return dict(sd)

    def metadata_software_deployments(self, cnxt, server_id):
        """The configs of a server's deployments, by name: what its agent polls."""
        configs = [_CONFIGS[sd["config_id"]] for sd in _DEPLOYMENTS.values()
                   if sd["server_id"] == server_id and sd["config_id"] in _CONFIGS]
        return [dict(c) for c in sorted(configs, key=lambda c: c["name"] or "")]

    def _push_metadata(self, server_id):
        """The server resource's metadata gets its ``deployments``, as Heat's
        engine writes them for os-collect-config to read."""
        server = _resource_by_physical_id(server_id)
        if server is None:
            return
        metadata = dict(server.metadata_get() or {})
        metadata["deployments"] = self.metadata_software_deployments(None, server_id)
        server.metadata_set(metadata)

    def show_software_deployment(self, cnxt, deployment_id):
        if deployment_id not in _DEPLOYMENTS:
            raise exception.NotFound("Deployment with id %s not found" % deployment_id)
        return dict(_DEPLOYMENTS[deployment_id])

    def update_software_deployment(self, cnxt, deployment_id, config_id=None,
                                   input_values=None, output_values=None, action=None,
                                   status=None, status_reason=None, updated_at=None):
        sd = _DEPLOYMENTS[self.show_software_deployment(cnxt, deployment_id)["id"]]
        for key, value in (("config_id", config_id), ("input_values", input_values),
                           ("output_values", output_values), ("action", action),
                           ("status", status), ("status_reason", status_reason)):
            if value is not None:
                sd[key] = value
        sd["updated_time"] = _now()
        self._push_metadata(sd["server_id"])
        return dict(sd)

    def delete_software_deployment(self, cnxt, deployment_id):
        server_id = self.show_software_deployment(cnxt, deployment_id)["server_id"]
        del _DEPLOYMENTS[deployment_id]
        self._push_metadata(server_id)

    def signal_software_deployment(self, cnxt, deployment_id, details, updated_at=None):
        """Outputs signalled by the server's agent, as Heat's engine records them."""
        sd = self.show_software_deployment(cnxt, deployment_id)
        if sd["status"] != "IN_PROGRESS":
            return None
        details = details or {}
        config = _CONFIGS.get(sd["config_id"]) or {"outputs": []}
        values, reasons, failed = dict(sd["output_values"]), {}, False
        code = details.get("deploy_status_code")
        if code and str(code) != "0":
            failed = True
            reasons["deploy_status_code"] = (
                "Deployment exited with non-zero status code: %s" % code)
            reason = "deployment %s failed (%s)" % (deployment_id, code)
        else:
            reason = "deployment %s succeeded" % deployment_id
        for output in config["outputs"] or []:
            key = output["name"]
            if key in details:
                values[key] = details[key]
                if output.get("error_output", False):
                    failed = True
                    reasons[key] = details[key]
                    reason = "deployment %s failed" % deployment_id
        for key in ("deploy_stdout", "deploy_stderr", "deploy_status_code"):
            values[key] = details.get(key)
        if failed:
            status = "FAILED"
            status_reason = ", ".join(" : ".join((k, str(v))) for k, v in reasons.items())
        else:
            status, status_reason = "COMPLETE", "Outputs received"
        self.update_software_deployment(cnxt, deployment_id, output_values=values,
                                        status=status, status_reason=status_reason)
        return reason
