"""Scenarios: a plug-in's life cycle written once, run on plugin-sdk's
runtime here and on real Heat by ``heat-oracle``, with the same records.

A scenario is a YAML file naming plug-in modules and a list of stack
operations (the heat-oracle format; see docs/harness.rst)::

    plugins: [widget.py]              # paths relative to the scenario file
    engine: convergence               # or legacy: Heat's engine (default convergence)
    steps:
      - op: create                    # create | update | suspend | resume | check
        template: {...}               #   | snapshot | restore | delete_snapshot
        params: {...}                 #   | signal | mark_unhealthy | delete
        environment: {...}            # optional: a Heat environment file's content
        files: {name: template}       # optional: Heat's files map (provider templates)
        cancel: {after: 3, rollback: true}  # optional (create/update): `stack cancel`
                                      #   at the operation's 3rd wait between polls
      - op: signal                    # Heat's resource-signal
        resource: name
        details: {...}                # optional
      - op: mark_unhealthy            # Heat's resource-mark-unhealthy
        resource: name
        mark: true
        reason: text                  # optional
      - op: delete                    # or abandon (Heat's stack-abandon)

:func:`run` gives one record per step, in heat-oracle's JSON format: the
stack state and reason, each resource's state, resource_id and reason, the
outputs, and the lines the plug-ins appended to the file named by
``$CALLS_LOG`` during the step. Record a scenario once on real Heat, keep
the JSON, and :func:`differences` tells what plugin-sdk does otherwise.
"""
import collections
import contextlib
import json
import os
import pathlib
import re
import tempfile

from sdk import plugin_loader
from sdk.common import context, exception, template_format
from sdk.engine import environment, resources, template

TEMPLATE_OPS = ("create", "update", "adopt")
STACK_OPS = ("suspend", "resume", "check", "delete", "abandon")
SNAPSHOT_OPS = ("snapshot", "restore", "delete_snapshot")
#: Calls on one resource, as Heat's API makes them; an error they raise is
#: recorded under "error" and the scenario goes on.
RESOURCE_OPS = ("signal", "mark_unhealthy")
OPS = TEMPLATE_OPS + STACK_OPS + SNAPSHOT_OPS + RESOURCE_OPS
#: Heat's engines, for a scenario's ``engine:`` key (default convergence).
ENGINES = ("convergence", "legacy")


class ScenarioError(ValueError):
    """A scenario file that cannot be run; the message names the file."""


def load(path):
    """The scenario at ``path``, checked: a mapping with plug-in paths that
    exist and steps that start with create and name known operations."""
    path = pathlib.Path(path)
    try:
        data = template.parse_text(template_format.read(path), str(path))
    except OSError as exc:
        raise ScenarioError("%s: %s" % (path, exc.strerror)) from None
    except UnicodeDecodeError:
        raise ScenarioError("%s: not a UTF-8 text file" % path) from None
    except template_format.RequestLimitExceeded as exc:
        raise ScenarioError("%s: %s" % (path, exc)) from None
    except ValueError as exc:
        raise ScenarioError(str(exc).replace("template", "scenario", 1)) from None
    plugins, steps = data.get("plugins") or [], data.get("steps")
    if not isinstance(plugins, list) or not all(isinstance(p, str) for p in plugins):
        raise ScenarioError("%s: plugins must be a list of file paths" % path)
    for rel in plugins:
        if not (path.parent / rel).is_file():
            raise ScenarioError("%s: plug-in file not found: %s" % (path, rel))
    if not isinstance(steps, list) or not steps:
        raise ScenarioError("%s: steps must be a non-empty list" % path)
    if data.get("engine", "convergence") not in ENGINES:
        raise ScenarioError("%s: engine must be one of %s, not %r"
                            % (path, ", ".join(ENGINES), data.get("engine")))
    for i, step in enumerate(steps, 1):
        op = step.get("op") if isinstance(step, dict) else None
        if op not in OPS:
            raise ScenarioError("%s: step %d: op must be one of %s, not %r"
                                % (path, i, ", ".join(OPS), op))
        if op in RESOURCE_OPS and not isinstance(step.get("resource"), str):
            raise ScenarioError("%s: step %d (%s): a resource name is required" % (path, i, op))
        if (op in TEMPLATE_OPS) != isinstance(step.get("template"), dict):
            raise ScenarioError("%s: step %d (%s): %s" % (
                path, i, op, "a template mapping is required" if op in TEMPLATE_OPS
                else "only create, update and adopt take a template"))
    if steps[0]["op"] not in ("create", "adopt"):
        raise ScenarioError("%s: the first step must be create (or adopt)" % path)
    if any(step["op"] == "adopt" for step in steps[1:]):
        raise ScenarioError("%s: only the first step may be adopt" % path)
    taken = set()
    for i, step in enumerate(steps, 1):
        if step["op"] == "snapshot":
            taken.add(step.get("name"))
        elif step["op"] in ("restore", "delete_snapshot") and step.get("name") not in taken:
            raise ScenarioError("%s: step %d (%s): no earlier snapshot named %r"
                                % (path, i, step["op"], step.get("name")))
    return data


def engine_of(scenario, engine=None):
    """The engine a scenario runs on: ``engine`` when given, else its
    ``engine:`` key, else convergence (Heat 27's default)."""
    chosen = engine or scenario.get("engine") or "convergence"
    if chosen not in ENGINES:
        raise ScenarioError("engine must be one of %s, not %r" % (", ".join(ENGINES), chosen))
    return chosen


def run(path, engine=None):
    """Run the scenario at ``path`` on plugin-sdk; one record per step.
    ``engine`` (convergence or legacy) overrides the scenario's own."""
    path = pathlib.Path(path)
    scenario = load(path)
    convergence = engine_of(scenario, engine) == "convergence"
    env = environment.Environment(parent=resources.global_env())
    files = [str((path.parent / rel).resolve()) for rel in scenario.get("plugins", [])]
    # Every run imports the plug-ins afresh, as each heat-oracle run does.
    plugin_loader.forget_modules(files=files)
    plugin_loader.register_modules(env, [plugin_loader.load_module_file(f) for f in files])
    with _calls_log() as calls, _heat_fixtures():
        return _json(_steps(scenario["steps"], env, calls, convergence))


class _CancellingClock:
    """A stack's clock that, at its ``after``-th sleep, cancels the stack's
    operation as ``openstack stack cancel`` does (Heat's
    stack_cancel_update); the refusal, if any, is kept in ``error``."""

    def __init__(self, clock, st, after, rollback):
        self.clock, self.st, self.left, self.rollback = clock, st, after, rollback
        self.error = None

    def time(self):
        return self.clock.time()

    def sleep(self, seconds):
        self.clock.sleep(seconds)
        self.left -= 1
        if self.left == 0:
            try:
                self.st.cancel_update(self.rollback)
            except Exception as exc:
                self.error = _err(exc)


@contextlib.contextmanager
def _cancelling(st, step, record):
    """Run the step with its ``cancel: {after, rollback}``, if any; a
    refused cancel goes to the step's record (``cancel_error``)."""
    cancel = step.get("cancel")
    if cancel is None:
        yield
        return
    clock = st.clock
    st.clock = _CancellingClock(clock, st, cancel["after"], cancel.get("rollback", True))
    try:
        yield
    finally:
        if st.clock.error is not None:
            record["cancel_error"] = st.clock.error
        st.clock = clock


def _steps(steps, env, calls, convergence=True):
    records, st, snapshots = [], None, {}
    for step in steps:
        op = step["op"]
        cancel = {}
        if op in TEMPLATE_OPS:
            # As Heat's API: the template is validated first, and a failure
            # leaves the stack as it was.
            try:
                if op == "update":
                    with _cancelling(st, step, cancel):
                        _update(st, step)
                else:
                    st = _validated_stack(step, env, convergence)
            except Exception as exc:
                records.append({"op": op, "validate_error": _err(exc), "calls": calls()})
                if op != "update":
                    break  # heat-oracle ends a scenario whose create fails validation
                continue
            with _cancelling(st, step, cancel):
                if op == "create":
                    st.create()
                elif op == "adopt":
                    st.adopt()
        elif op in SNAPSHOT_OPS:
            try:
                _snapshot_op(st, step, snapshots)
            except Exception as exc:  # refused by Heat's service (as a validation error)
                records.append({"op": op, "validate_error": _err(exc), "calls": calls()})
                continue
        elif op in RESOURCE_OPS:
            error = _resource_call(st, step)
            if error is not None:
                records.append(dict(_record(st, calls()), op=op, error=_err(error)))
                continue
        elif op == "abandon":
            abandoned = st.abandon()["resources"]
            records.append(dict(_record(st, calls()), op=op, abandon=abandoned))
            continue
        else:
            getattr(st, op)()
        records.append(dict(_record(st, calls()), op=op, **cancel))
    return records


def _snapshot_op(st, step, snapshots):
    name = step.get("name")
    if step["op"] == "snapshot":
        snapshots[name] = st.snapshot(name)
    elif step["op"] == "restore":
        st.restore(snapshots[name])
    else:
        st.delete_snapshot(snapshots.pop(name))


def _resource_call(st, step):
    """signal / mark_unhealthy; the exception the call raised, or None."""
    try:
        if step["op"] == "signal":
            st.signal(step["resource"], step.get("details"))
        else:
            st.mark_unhealthy(step["resource"], step.get("mark"), step.get("reason"))
    except Exception as exc:
        return exc
    return None


def _validated_stack(step, env, convergence=True):
    if "environment" in step:
        env = environment.Environment.from_user(env, step["environment"])
    adopt = {"resources": step.get("resources") or {}} if step["op"] == "adopt" else None
    from sdk.engine.stack import Stack
    st = Stack("oracle", _template(step, convergence), env,
               step.get("params"), disable_rollback=step.get("disable_rollback", True),
               timeout_mins=step.get("timeout_mins"), adopt_stack_data=adopt,
               convergence=convergence)
    st.validate()
    return st


def _template(step, through_service):
    """The step's template as the oracle hands it to Heat: parsed from text
    for a legacy create, else a mapping given to Heat's service (which has
    no text to parse: a missing version is an invalid one)."""
    data = _json(step["template"])
    if through_service and not any(k in data for k in template.VERSION_KEYS):
        raise exception.InvalidTemplateVersion(explanation="Template version was not provided")
    return template.Template(data, files=_files(step))


def _files(step):
    """The step's files map as Heat's API takes it (text; a mapping given
    in the scenario is written out as JSON, as heat-oracle does)."""
    return {name: content if isinstance(content, str) else json.dumps(content)
            for name, content in (step.get("files") or {}).items()}


def _update(st, step):
    """Stack.update validates the new template first and raises, leaving the
    stack untouched."""
    st.disable_rollback = step.get("disable_rollback", True)
    st.timeout_mins = step.get("timeout_mins")
    # Like heat-oracle's drivers (and a PUT to Heat's API), an update step
    # without an environment runs with an empty one, not the stack's old one.
    st.update(_template(step, through_service=True), step.get("params"),
              environment=step.get("environment") or {})


def _record(st, calls):
    outputs = {}
    if st.convergence:
        st.reload()  # heat-oracle reads a convergence stack back from Heat's database
    if st.action != st.DELETE:
        st.refresh_attributes()  # as heat-oracle, before it reads the outputs
        for key in st.t.outputs(st):
            value, error = st.output(key)
            outputs[key] = {"error": _err(error)} if error is not None else value
    record = {
        "stack": [st.action, st.status], "status_reason": st.status_reason,
        "resources": {n: {"state": [r.action, r.status], "resource_id": r.resource_id,
                          "status_reason": r.status_reason}
                      for n, r in sorted(st.resources.items())},
        "outputs": outputs, "calls": calls,
    }
    errors = getattr(st.engine, "worker_errors", None)
    if errors:
        record["worker_errors"] = errors[:]
        del errors[:]
    return record


def _err(exc):
    return "%s: %s" % (type(exc).__name__, exc)


def _json(value):
    """``value`` as it reads back from JSON (tuples become lists, others repr)."""
    return json.loads(json.dumps(value, default=str))


@contextlib.contextmanager
def _calls_log():
    """Point ``$CALLS_LOG`` at a fresh file; yield a function that returns
    (and clears) the lines the plug-ins have written since the last call."""
    saved = os.environ.get("CALLS_LOG")
    with tempfile.TemporaryDirectory(prefix="plugin-sdk-scenario-") as tmp:
        log = pathlib.Path(tmp) / "calls.log"
        log.write_text("")
        os.environ["CALLS_LOG"] = str(log)

        def calls():
            lines = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
            log.write_text("")
            return lines
        try:
            yield calls
        finally:
            if saved is None:
                os.environ.pop("CALLS_LOG", None)
            else:
                os.environ["CALLS_LOG"] = saved


@contextlib.contextmanager
def _heat_fixtures():
    """heat-oracle runs under Heat's unit-test fixtures, which make an
    exception's message format error fatal and run in project
    ``test_tenant_id`` (OS::project_id); do the same while replaying."""
    saved = exception._FATAL_EXCEPTION_FORMAT_ERRORS, context.DEFAULT_PROJECT
    exception._FATAL_EXCEPTION_FORMAT_ERRORS = True
    context.DEFAULT_PROJECT = "test_tenant_id"
    try:
        yield
    finally:
        exception._FATAL_EXCEPTION_FORMAT_ERRORS, context.DEFAULT_PROJECT = saved


def comparable(records):
    """``records`` with each step's calls grouped by resource: Heat defines
    the order of one resource's calls, not the order between independent
    resources; nor the order in which a dependency cycle is listed."""
    out = []
    for rec in records:
        rec = dict(rec)
        per = collections.defaultdict(list)
        for call in rec.pop("calls", []):
            per[call.get("resource")].append(call)
        rec["calls"] = dict(per)
        if "validate_error" in rec:
            rec["validate_error"] = canonical_cycle(rec["validate_error"])
        out.append(_mask_stack_ids(rec))
    return out


_STACK_ID = re.compile(r'(Stack "[^"]*" )\[[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\]')


def _mask_stack_ids(value):
    """``value`` with the stack's random id masked where a message names
    the stack (Heat's resource and task descriptions)."""
    if isinstance(value, str):
        return _STACK_ID.sub(r"\1[<stack id>]", value)
    if isinstance(value, dict):
        return {k: _mask_stack_ids(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_mask_stack_ids(v) for v in value]
    return value


#: What differs between two runs of Heat's built-in types: OS::Heat::None's
#: uuids, physical names' short ids and object addresses in reprs.
RANDOM_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
                       r"|oracle-[A-Za-z0-9_]+-[a-z2-7]{12}|object at 0x[0-9a-f]+")


def masked(records):
    """``records`` with each random id replaced by ``<idN>``, N counting
    distinct ids in order of appearance, so a replacement (a new id) still
    shows while the random text does not."""
    seen = {}

    def mask(match):
        return seen.setdefault(match.group(0), "<id%d>" % len(seen))

    return json.loads(RANDOM_ID.sub(mask, json.dumps(records, sort_keys=True)))


_CYCLE = "CircularDependencyException: Circular Dependency Found: "
_CYCLE_ENTRY = re.compile(r'(\w+ "[^"]*"): \{([^{}]*)\}')


def canonical_cycle(error):
    """A CircularDependencyException's text with its graph (each resource
    and the resources it requires) sorted: Heat prints it in string-hash
    order."""
    if not error.startswith(_CYCLE):
        return error
    entries = sorted("%s: {%s}" % (node, ", ".join(sorted(reqs.split(", "))))
                     for node, reqs in _CYCLE_ENTRY.findall(error[len(_CYCLE):]))
    return _CYCLE + "{%s}" % ", ".join(entries)


def differences(actual, expected):
    """One line per difference between two runs' records (empty: they agree)."""
    lines = []
    actual, expected = comparable(actual), comparable(expected)
    if len(actual) != len(expected):
        lines.append("steps: expected %d records, got %d" % (len(expected), len(actual)))
    for i, (got, want) in enumerate(zip(actual, expected), 1):
        where = "step %d (%s)" % (i, want.get("op"))
        lines.extend("%s: %s" % (where, line) for line in _diff(got, want, ""))
    return lines


def _diff(got, want, key):
    if isinstance(got, dict) and isinstance(want, dict):
        for k in sorted(set(got) | set(want), key=str):
            sub = "%s.%s" % (key, k) if key else str(k)
            if k not in got:
                yield "%s: missing (expected %s)" % (sub, _short(want[k]))
            elif k not in want:
                yield "%s: unexpected %s" % (sub, _short(got[k]))
            else:
                yield from _diff(got[k], want[k], sub)
    elif got != want:
        yield "%s: expected %s, got %s" % (key, _short(want), _short(got))


def _short(value, limit=300):
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + "..."
