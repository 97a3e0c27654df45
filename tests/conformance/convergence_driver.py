"""Record a `driver: extended` scenario on Heat 27's convergence engine.

    HEAT_ORACLE_TOOLS=/work/shared/tools \
    /root/.cache/heat-oracle/venv/bin/python -W ignore convergence_driver.py SCENARIO.yaml OUT.json

heat-oracle's ConvergenceOracle (EngineService's own calls, the workers'
check_resource messages delivered one at a time in the order they were sent)
with the extended driver's step keys that the service takes as they are:
disable_rollback, timeout_mins, environment (merged with params, as Heat's
API passes an environment), and the signal and mark_unhealthy operations
(service.resource_signal with sync_call, service.resource_mark_unhealthy;
an error they raise is recorded under "error"), and snapshot, restore and
delete_snapshot (service.stack_snapshot, stack_restore, delete_snapshot).
Adopt and abandon are refused. It recorded the records under
expected/convergence/ of the extended scenarios; heat_driver.py (legacy)
records their legacy ones.
"""
import collections
import json
import os
import sys
import tempfile
import unittest

import yaml

sys.path.insert(0, os.environ.get("HEAT_ORACLE_TOOLS", "/work/shared/tools"))
import heat_oracle as ho
from heat.engine import stack as stack_mod
from heat.rpc import worker_client
from heat.tests import utils
from oslo_config import cfg


class Ext(ho.ConvergenceOracle):
    def test_run(self):
        with open(ho.SCENARIO) as f:
            scenario = yaml.load(f, Loader=ho._Loader)
        base = os.path.dirname(os.path.abspath(ho.SCENARIO))
        log = os.environ.setdefault("CALLS_LOG", tempfile.mktemp(prefix="oracle-calls-"))
        open(log, "w").close()
        cfg.CONF.set_override("convergence_engine", True)
        queue = collections.deque()
        self.patchobject(worker_client.WorkerClient, "cast",
                         new=lambda client, ctxt, msg, version=None: queue.append((ctxt, msg[0], msg[1])))
        ho._load_plugins(base, scenario.get("plugins", []))
        for i in range(len(scenario.get("plugins", []))):
            mod = sys.modules.get("oracle_plugin_%d" % i)
            cm = getattr(mod, "constraint_mapping", None)
            if cm:
                for n, c in cm().items():
                    ho.resources.global_env().register_constraint(n, c)
        ctx = utils.dummy_context()
        srv = ho._engine_service(self)
        errors = []

        def deliver():
            while queue:
                c, method, kwargs = queue.popleft()
                try:
                    getattr(srv.worker_service, method)(c, **kwargs)
                except Exception as exc:
                    errors.append(ho._err(exc))
        ho._route_engine_rpc(self, srv, between_polls=lambda: None)
        results, ident, snaps = [], None, {}
        for step in scenario["steps"]:
            op = step["op"]
            args = {"disable_rollback": step.get("disable_rollback", True)}
            if step.get("timeout_mins"):
                args["timeout_mins"] = step["timeout_mins"]
            env = dict(step.get("environment") or {})
            env["parameters"] = dict(env.get("parameters") or {}, **(step.get("params") or {}))
            error = None
            try:
                if op == "create":
                    ident = srv.create_stack(ctx, "oracle", json.loads(json.dumps(step["template"])),
                                             env, {}, args)
                elif op == "update":
                    srv.update_stack(ctx, ident, json.loads(json.dumps(step["template"])), env, {}, args)
                elif op == "delete":
                    srv.delete_stack(ctx, ident)
                elif op in ("suspend", "resume", "check"):
                    getattr(srv, "stack_" + op)(ctx, ident)
                elif op == "signal":
                    try:
                        srv.resource_signal(ctx, ident, step["resource"], step.get("details"), sync_call=True)
                    except Exception as exc:
                        error = getattr(exc, "exc_info", (None, exc))[1]
                elif op == "snapshot":
                    snaps[step.get("name")] = srv.stack_snapshot(ctx, ident, step.get("name"))["id"]
                elif op == "restore":
                    srv.stack_restore(ctx, ident, snaps[step.get("name")])
                elif op == "delete_snapshot":
                    srv.delete_snapshot(ctx, ident, snaps.pop(step.get("name")))
                elif op == "mark_unhealthy":
                    try:
                        srv.resource_mark_unhealthy(ctx, ident, step["resource"], step.get("mark"), step.get("reason"))
                    except Exception as exc:
                        error = getattr(exc, "exc_info", (None, exc))[1]
                else:
                    raise SystemExit("unsupported op %s" % op)
            except Exception as exc:
                deliver()
                exc = getattr(exc, "exc_info", (None, exc))[1]
                results.append({"op": op, "validate_error": ho._err(exc), "calls": ho._calls(log)})
                if op == "create":
                    break
                continue
            deliver()
            st = stack_mod.Stack.load(ctx, stack_id=ident["stack_id"], show_deleted=True)
            rec = ho._conv_snapshot(st, ho._calls(log))
            rec["op"] = op
            if error is not None:
                rec["error"] = ho._err(error)
            if errors:
                rec["worker_errors"] = errors[:]
                del errors[:]
            results.append(rec)
        with open(ho.OUT, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True, default=str)


if __name__ == "__main__":
    ho.SCENARIO, ho.OUT = sys.argv[1], sys.argv[2]
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(Ext)
    res = unittest.TextTestRunner(stream=sys.stderr, verbosity=0).run(suite)
    sys.exit(0 if res.wasSuccessful() else 1)
