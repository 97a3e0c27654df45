"""Extended conformance driver: real Heat, in-process, more operations.

Usage (with the Heat oracle's virtualenv):
    /root/.cache/heat-oracle/venv/bin/python -W ignore heat_driver.py \
        SCENARIO.yaml [OUT.json]

Same fixtures, same scenario format and the same record format as
/work/shared/tools/heat_oracle.py (Heat's unit-test fixtures: in-memory
SQLite, fake message bus, no sleeping between polls, legacy in-process engine;
every create/update template is built and validated first; the stack is
reloaded from the database before each step). It adds:

* per-step keys for create and update:
    disable_rollback: false   (default true, as in the oracle) -- enables
                              Heat's rollback of a failed create / update
    timeout_mins: N           stack timeout for that create / update
* op: snapshot      {name: S}  takes a stack snapshot (service.stack_snapshot,
                               legacy path) and stores it in the database
* op: delete_snapshot {name: S} deletes that snapshot (service.delete_snapshot)
* op: restore       {name: S}  restores the stack from that snapshot
                               (service.stack_restore, legacy path)
* op: signal        {resource: R, details: D}  Heat's resource-signal API
                               (service.resource_signal, synchronous call;
                               details optional)
* op: mark_unhealthy {resource: R, mark: bool, reason: S}
                               Heat's resource-mark-unhealthy API
                               (service.resource_mark_unhealthy; reason
                               optional)
* op: adopt         {template, params, resources: {name: {resource_id,
                               resource_data, metadata}}}  instead of a
                               create: Heat's stack-adopt (the stack is
                               built with adopt_stack_data, validated, then
                               Stack.adopt(), as the service does)
* op: abandon                  Heat's stack-abandon (prepare_abandon, then
                               the delete that retains every resource); the
                               record has "abandon": {name: the resource's
                               prepare_abandon() data}. Like delete, it ends
                               the scenario.
* a plug-in module's constraint_mapping() is registered after its
  resource_mapping(), as Heat's plug-in loader does.

A snapshot/delete_snapshot/restore/signal/mark_unhealthy step produces the
ordinary record: {op, stack, status_reason, resources, outputs, calls}; when
a signal or mark_unhealthy call raises, the record also has
"error": "<ExceptionType>: <message>" (the exception the API raised).

One deliberate difference: heat_oracle.py builds the record from the
in-memory stack object, which breaks after an update whenever a resource
uses get_resource/get_attr (AssertionError: Need a reference to the
StackDefinition object: a weak reference to a discarded StackDefinition).
This driver does the same, but when that happens it reads the stack back
from the database (as the API's stack-show does) and records that. So
scenarios that update stacks with get_resource/get_attr use
`driver: extended`; everything else records identically on both.
"""
import importlib.util
import json
import os
import sys
import tempfile
import unittest

import oslo_messaging
import yaml
from heat.common import template_format
from heat.engine import environment, resources, service
from heat.engine import stack as stack_mod
from heat.engine import template as tmpl_mod
from heat.objects import snapshot as snapshot_object
from heat.tests import common, utils  # must be first: selects Heat's backend

SCENARIO = os.environ.get("ORACLE_SCENARIO")
OUT = os.environ.get("ORACLE_OUT")


class _Loader(yaml.SafeLoader):
    """YAML loader that keeps dates such as 2015-10-15 as strings."""


_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}


def _ensure_etc():
    """Heat's unit-test fixtures read etc/heat next to the package (the
    heat-oracle wrapper lays the same two files down)."""
    import heat
    site = os.path.dirname(os.path.dirname(heat.__file__))
    envd = os.path.join(site, "etc", "heat", "environment.d")
    tdir = os.path.join(site, "etc", "heat", "templates")
    if os.path.exists(os.path.join(envd, "default.yaml")):
        return
    os.makedirs(envd, exist_ok=True)
    os.makedirs(tdir, exist_ok=True)
    with open(os.path.join(envd, "default.yaml"), "w") as f:
        f.write('resource_registry:\n'
                '    "AWS::CloudWatch::Alarm": "file:///etc/heat/templates/'
                'AWS_CloudWatch_Alarm.yaml"\n'
                '    "AWS::RDS::DBInstance": "file:///etc/heat/templates/'
                'AWS_RDS_DBInstance.yaml"\n')
    for t in ("AWS_CloudWatch_Alarm", "AWS_RDS_DBInstance"):
        with open(os.path.join(tdir, t + ".yaml"), "w") as f:
            f.write("heat_template_version: 2015-10-15\nresources: {}\n")


def _load_plugins(base, names):
    for i, name in enumerate(names):
        path = os.path.join(base, name)
        spec = importlib.util.spec_from_file_location("oracle_plugin_%d" % i,
                                                      path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        spec.loader.exec_module(mod)
        mapping = getattr(mod, "resource_mapping", None)
        if mapping is not None:
            for type_name, cls in mapping().items():
                resources.global_env().register_class(type_name, cls)
        constraint_mapping = getattr(mod, "constraint_mapping", None)
        if constraint_mapping is not None:
            for name, cls in constraint_mapping().items():
                resources.global_env().register_constraint(name, cls)


def _calls(log):
    if not os.path.exists(log):
        return []
    with open(log) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    open(log, "w").close()
    return lines


def _snapshot(st, calls):
    res = {}
    for name, r in sorted(st.items()):
        res[name] = {
            "state": list(r.state),
            "resource_id": r.resource_id,
            "status_reason": r.status_reason,
        }
    outputs = {}
    if st.action == "DELETE":
        keys = []
    else:
        st._update_all_resource_data(True, True)
        keys = list(st.outputs)
    for key in keys:
        try:
            outputs[key] = st.outputs[key].get_value()
        except Exception as exc:  # an output that cannot resolve
            outputs[key] = {"error": "%s: %s" % (type(exc).__name__, exc)}
    return {
        "stack": list(st.state),
        "status_reason": st.status_reason,
        "resources": res,
        "outputs": outputs,
        "calls": calls,
    }


def _err(exc):
    return "%s: %s" % (type(exc).__name__, exc)


def _take_snapshot(st, name):
    """service.stack_snapshot, legacy (non-convergence) path."""
    cnxt = st.context
    snap = snapshot_object.Snapshot.create(cnxt, {
        'tenant': cnxt.project_id, 'name': name, 'stack_id': st.id,
        'action': 'CREATE', 'status': 'IN_PROGRESS'})

    def save_snapshot(stack, action, status, reason):
        data = stack.prepare_abandon()
        data["status"] = status
        snapshot_object.Snapshot.update(
            cnxt, snap.id,
            {'data': data, 'status': status, 'status_reason': reason})

    st.snapshot(save_snapshot_func=save_snapshot)


def _api_call(st, step):
    """signal / mark_unhealthy through Heat's engine service, as the API
    makes them; returns the exception the call raised, or None."""
    eng = service.EngineService("oracle-host", "oracle-topic")
    identity = dict(st.identifier())
    try:
        if step["op"] == "signal":
            eng.resource_signal(st.context, identity, step["resource"],
                                step.get("details"), sync_call=True)
        else:
            eng.resource_mark_unhealthy(st.context, identity,
                                        step["resource"], step["mark"],
                                        step.get("reason"))
    except oslo_messaging.rpc.dispatcher.ExpectedException as wrapped:
        return wrapped.exc_info[1]   # the HeatException the API raised
    except Exception as exc:
        return exc
    return None


def _find_snapshot(st, name):
    for snap in snapshot_object.Snapshot.get_all(st.context, st.id):
        if snap.name == name:
            return snap
    raise ValueError("no snapshot named %r" % name)


class Driver(common.HeatTestCase):

    def test_run(self):
        with open(SCENARIO) as f:
            scenario = yaml.load(f, Loader=_Loader)
        base = os.path.dirname(os.path.abspath(SCENARIO))
        own_log = "CALLS_LOG" not in os.environ
        log = os.environ.setdefault(
            "CALLS_LOG", tempfile.mktemp(prefix="driver-calls-"))
        open(log, "w").close()
        _load_plugins(base, scenario.get("plugins", []))
        results, st, stack_id = [], None, None
        try:
            for step in scenario["steps"]:
                op = step["op"]
                if st is not None:
                    st = stack_mod.Stack.load(st.context, stack_id=stack_id,
                                              show_deleted=True)
                if op in ("create", "update", "adopt"):
                    kwargs = {
                        "disable_rollback": step.get("disable_rollback",
                                                     True),
                        "timeout_mins": step.get("timeout_mins")}
                    try:
                        t = template_format.parse(json.dumps(step["template"]))
                        user_env = dict(step.get("environment") or {})
                        user_env["parameters"] = dict(user_env.get("parameters") or {},
                                                      **(step.get("params") or {}))
                        env = environment.Environment(user_env)
                        if op in ("create", "adopt"):
                            ctx = utils.dummy_context()
                            templ = tmpl_mod.Template(t, env=env)
                            templ.store(ctx)
                            if op == "adopt":
                                kwargs["adopt_stack_data"] = {
                                    "resources": step.get("resources") or {}}
                            new = stack_mod.Stack(ctx, "oracle", templ,
                                                  **kwargs)
                            new.store()
                        else:
                            new = stack_mod.Stack(
                                st.context, st.name,
                                tmpl_mod.Template(t, env=env), **kwargs)
                        new.validate()
                    except Exception as exc:
                        results.append({"op": op, "validate_error": _err(exc),
                                        "calls": _calls(log)})
                        if op != "update":
                            break
                        continue
                    if op == "update":
                        st.update(new)
                    else:
                        st = new
                        stack_id = st.id
                        st.adopt() if op == "adopt" else st.create()
                elif op in ("suspend", "resume", "check", "delete"):
                    getattr(st, op)()
                elif op == "snapshot":
                    _take_snapshot(st, step.get("name", "snap"))
                elif op == "delete_snapshot":
                    snap = _find_snapshot(st, step.get("name", "snap"))
                    st.delete_snapshot(snap)
                    snapshot_object.Snapshot.delete(st.context, snap.id)
                elif op == "restore":
                    snap = _find_snapshot(st, step.get("name", "snap"))
                    st.restore(snap)
                elif op == "abandon":
                    abandoned = st.prepare_abandon()["resources"]
                    st.delete(abandon=True)
                elif op in ("signal", "mark_unhealthy"):
                    error = _api_call(st, step)
                    st = stack_mod.Stack.load(st.context, stack_id=stack_id,
                                              show_deleted=True)
                else:
                    raise ValueError("unknown op %r" % op)
                st.persist_state_and_release_lock("oracle")
                calls = _calls(log)
                try:
                    rec = _snapshot(st, calls)
                except AssertionError:
                    # heat_oracle.py's in-memory view breaks after an update
                    # when a resource uses get_resource / get_attr
                    # ("Need a reference to the StackDefinition object");
                    # read the stack back from the database instead, as the
                    # API's stack-show does.
                    view = stack_mod.Stack.load(
                        st.context, stack_id=stack_id, show_deleted=True)
                    rec = _snapshot(view, calls)
                rec["op"] = op
                if op in ("signal", "mark_unhealthy") and error is not None:
                    rec["error"] = _err(error)
                if op == "abandon":
                    rec["abandon"] = abandoned
                results.append(rec)
        finally:
            if own_log and os.path.exists(log):
                os.unlink(log)
        with open(OUT, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True, default=str)


if __name__ == "__main__":
    _ensure_etc()
    SCENARIO = sys.argv[1]
    OUT = sys.argv[2] if len(sys.argv) > 2 else "/dev/stdout"
    os.environ["ORACLE_SCENARIO"], os.environ["ORACLE_OUT"] = SCENARIO, OUT
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(Driver)
    res = unittest.TextTestRunner(stream=sys.stderr, verbosity=0).run(suite)
    sys.exit(0 if res.wasSuccessful() else 1)
