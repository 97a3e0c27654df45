"""A small stand-in for Heat's REST API (v1), on requests-mock, for the
unit tests of ``plugin-sdk stack --os-cloud``: it records every request
(what heatclient sends) and answers in Heat's formats, each action done
at once (its IN_PROGRESS and COMPLETE events, or FAILED when the template
asks). The end-to-end test against real Heat is tests/real_heat/test_stack_remote.py."""
import json
import re
import uuid

import requests_mock

ENDPOINT = "http://heat.test:8004/v1/admin"

CLOUDS_YAML = """
clouds:
  fake-heat:
    auth_type: none
    orchestration_endpoint_override: %s
""" % ENDPOINT


class FakeHeat:
    def __init__(self, mocker):
        self.stacks = {}        # name -> stack
        self.requests = []      # (method, path, body)
        self.events = {}        # stack id -> [event]
        self._seq = 0
        mocker.register_uri(requests_mock.ANY, re.compile(re.escape(ENDPOINT) + ".*"),
                            json=self._answer)

    # -- state ------------------------------------------------------------------------
    def _event(self, st, name, status, reason, physical=None):
        self._seq += 1
        self.events.setdefault(st["id"], []).append({
            "id": "ev-%04d" % self._seq, "event_time": "2026-01-01T00:00:%02dZ" % (self._seq % 60),
            "resource_name": name, "physical_resource_id": physical or st["id"],
            "resource_status": status, "resource_status_reason": reason, "links": []})

    def _run(self, st, action):
        """The action, done: FAILED when a resource's type is Fail::Me."""
        self._event(st, st["stack_name"], action + "_IN_PROGRESS", "Stack %s started" % action)
        failing = any(r.get("type") == "Fail::Me"
                      for r in (st["template"].get("resources") or {}).values())
        if action in ("CREATE", "UPDATE", "ADOPT"):
            st["resources"] = {
                name: {"resource_name": name, "resource_type": r["type"],
                       "physical_resource_id": "phys-" + name, "resource_status":
                       "%s_%s" % (action, "FAILED" if r["type"] == "Fail::Me" else "COMPLETE"),
                       "resource_status_reason": "state changed", "updated_time": None,
                       "creation_time": "2026-01-01T00:00:00Z", "attributes": {"name": name},
                       "required_by": [], "links": []}
                for name, r in (st["template"].get("resources") or {}).items()}
        status = "FAILED" if failing and action != "DELETE" else "COMPLETE"
        reason = "Resource %s failed: boom" % action if status == "FAILED" \
            else "Stack %s completed successfully" % action
        if status == "FAILED" and action == "UPDATE" and not st["disable_rollback"]:
            # as legacy Heat: the failed update is not recorded, its rollback is
            self._event(st, st["stack_name"], "ROLLBACK_IN_PROGRESS", "Stack ROLLBACK started")
            action, status, reason = "ROLLBACK", "COMPLETE", "Stack ROLLBACK completed successfully"
        st["stack_status"], st["stack_status_reason"] = "%s_%s" % (action, status), reason
        self._event(st, st["stack_name"], st["stack_status"], reason)

    def _stack(self, key):
        """By name, or by id (a deleted one too, as Heat finds it)."""
        for stored, st in self.stacks.items():
            if key == st["id"] or (key == st["stack_name"] and not stored.startswith("deleted ")):
                return st
        return None

    # -- the API ----------------------------------------------------------------------
    def _answer(self, request, context):
        path = request.path_url.split("?")[0][len("/v1/admin"):]
        body = json.loads(request.body) if request.body else None
        self.requests.append((request.method, path, body))
        context.headers["Content-Type"] = "application/json"
        parts = path.strip("/").split("/")
        if parts == ["stacks"]:
            if request.method == "POST":
                return self._create(body, context)
            return {"stacks": [self._shown(st) for key, st in self.stacks.items()
                               if not key.startswith("deleted ")]}
        st = self._stack(parts[2] if len(parts) > 2 else parts[1])
        if st is None or (len(parts) > 2 and st["stack_name"] != parts[1]):
            context.status_code = 404
            return {"error": {"message": "The Stack (%s) could not be found." % parts[1]},
                    "title": "Not Found", "code": 404}
        rest, method = parts[3:], request.method
        if not rest and method == "GET":
            return {"stack": self._shown(st)}
        if not rest and method == "PATCH":
            if "template" in body:
                st["template"] = body["template"]
            st["parameters"].update(body.get("parameters") or {})
            st["timeout_mins"] = body.get("timeout_mins", st["timeout_mins"])
            st["disable_rollback"] = body.get("disable_rollback", st["disable_rollback"])
            self._run(st, "UPDATE")
            context.status_code = 202
            return None
        if not rest and method == "DELETE":
            self._run(st, "DELETE")
            del self.stacks[st["stack_name"]]
            self.stacks["deleted " + st["id"]] = st   # shown by id, as Heat shows deleted stacks
            context.status_code = 204
            return None
        if rest == ["events"]:
            events = list(self.events.get(st["id"], []))
            query = request.qs
            if query.get("sort_dir") == ["desc"]:
                events.reverse()
            if "marker" in query:
                ids = [e["id"] for e in events]
                events = events[ids.index(query["marker"][0]) + 1:]
            if "limit" in query:
                events = events[:int(query["limit"][0])]
            return {"events": events}
        if rest == ["actions"]:
            (action,) = body
            self._run(st, action.upper())
            return None
        if rest == ["resources"]:
            return {"resources": [_listed(r) for r in st["resources"].values()]}
        if rest[:1] == ["resources"]:
            res = st["resources"][rest[1]]
            if rest[2:] == ["signal"]:
                res["signals"] = res.get("signals", []) + [body]
                return None
            if method == "PATCH":
                res["resource_status"] = "CHECK_FAILED" if body["mark_unhealthy"] \
                    else "CHECK_COMPLETE"
                res["resource_status_reason"] = body["resource_status_reason"]
                return None
            return {"resource": res}
        if rest[:1] == ["outputs"]:
            return {"output": {"output_key": rest[1], "output_value": "v-" + rest[1],
                               "description": "No description given"}}
        if rest == ["snapshots"]:
            if st["stack_status"] == "DELETE_COMPLETE":   # as Heat: none of a deleted stack
                context.status_code = 404
                return {"error": {"message": "The Stack (%s) could not be found." % parts[1]}}
            if method == "POST":
                snap = {"id": str(uuid.uuid4()), "name": body.get("name") or "snap",
                        "status": "COMPLETE", "status_reason": "Stack SNAPSHOT completed "
                        "successfully", "creation_time": "2026-01-01T00:00:00Z",
                        "data": {"template": st["template"]}}
                if any(r.get("type") == "Exit::Me"
                       for r in (st["template"].get("resources") or {}).values()):
                    # a plug-in's sys.exit() ended the engine's thread: legacy
                    # Heat failed the stack, the snapshot's row stays as it was
                    snap.update(status="IN_PROGRESS", status_reason=None, data=None)
                    st["stack_status"] = "SNAPSHOT_FAILED"
                    st["stack_status_reason"] = "SystemExit(7)"
                st["snapshots"].append(snap)
                return snap
            return {"snapshots": st["snapshots"]}
        if rest[:1] == ["snapshots"]:
            snap = next((s for s in st["snapshots"] if s["id"] == rest[1]), None)
            if snap is None:
                context.status_code = 404
                return {"error": {"message": "Snapshot with id %s not found" % rest[1]}}
            if rest[2:] == ["restore"]:
                self._run(st, "RESTORE")
                return None
            if method == "DELETE":
                st["snapshots"].remove(snap)
                context.status_code = 204
                return None
            return {"snapshot": snap}
        if rest == ["abandon"]:
            del self.stacks[st["stack_name"]]
            return {"name": st["stack_name"], "id": st["id"], "template": st["template"],
                    "resources": {}, "action": "CREATE", "status": "COMPLETE"}
        raise AssertionError("unexpected request %s %s" % (method, path))

    def _create(self, body, context):
        if body["stack_name"] in self.stacks:
            context.status_code = 409
            return {"error": {"message": "The Stack (%s) already exists." % body["stack_name"]}}
        template = body.get("template") or json.loads(body["adopt_stack_data"])["template"]
        st = {"stack_name": body["stack_name"], "id": str(uuid.uuid4()), "template": template,
              "parameters": dict(body.get("parameters") or {}),
              "timeout_mins": body.get("timeout_mins"),
              "disable_rollback": body.get("disable_rollback", True), "resources": {},
              "snapshots": [], "creation_time": "2026-01-01T00:00:00Z", "updated_time": None}
        self.stacks[st["stack_name"]] = st
        self._run(st, "ADOPT" if "adopt_stack_data" in body else "CREATE")
        context.status_code = 201
        return {"stack": {"id": st["id"], "links": []}}

    def _shown(self, st):
        return {"stack_name": st["stack_name"], "id": st["id"],
                "stack_status": st["stack_status"],
                "stack_status_reason": st["stack_status_reason"],
                "creation_time": st["creation_time"], "updated_time": st["updated_time"],
                "parameters": dict(st["parameters"], **{"OS::stack_id": st["id"],
                                                        "OS::stack_name": st["stack_name"]}),
                "timeout_mins": st["timeout_mins"], "disable_rollback": st["disable_rollback"],
                "outputs": [{"output_key": "out", "output_value": 1,
                             "description": "No description given"}],
                "links": []}


def _listed(res):
    return {k: v for k, v in res.items() if k not in ("attributes", "required_by", "signals")}
