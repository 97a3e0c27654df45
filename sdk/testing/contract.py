"""Contract checks: every registered resource type, driven from its schema
alone through every life-cycle path, against the fake cloud.

For each type, hypothesis draws property sets from the schema
(``strategies``); each set goes through create, attributes, in-place
updates, suspend/resume, check, replacing and immutable updates and delete,
plus a delete after a failed create, a delete after the physical resource
vanished, and invalid values that validation must refuse. Every action runs
with a poll budget on the virtual clock and a real-time watchdog, so a
``check_*_complete`` that never finishes or a handler that blocks is
reported, not waited for. Each ``Finding`` names the type, the step, what
was expected, what happened and how to fix it (``STEPS`` lists the steps).

The checks use only the harness API (``sandbox``, ``create_stack``,
``validation_error``), so they run on plugin-sdk's runtime and, through
``heat_engine.HeatHarness``, on real Heat.
"""
import dataclasses
import itertools
import traceback

from sdk.testing import instrument
from sdk.testing.fakecloud import FakeCloud

#: step name -> what it checks (the contract list of docs/harness.rst)
STEPS = {
    "properties": "validate() accepts some property set the schema allows",
    "create": "create reaches CREATE_COMPLETE and sets a resource_id",
    "attributes": "every declared attribute and `show` resolve without raising",
    "update in place": "changing an update_allowed property updates in place, "
                       "and handle_update applies the new value",
    "suspend": "suspend reaches SUSPEND_COMPLETE",
    "resume": "resume reaches RESUME_COMPLETE",
    "check": "check reaches CHECK_COMPLETE",
    "update replace": "changing a property that is not update_allowed replaces the resource",
    "update immutable": "changing an immutable property fails the update",
    "delete": "delete reaches DELETE_COMPLETE and the physical resource goes away",
    "delete after failed create": "delete reaches DELETE_COMPLETE when resource_id is None",
    "delete after vanish": "delete reaches DELETE_COMPLETE when the physical resource "
                           "was already deleted",
    "invalid values": "invalid property values are refused before any handler runs",
    "crash": "no error escapes the engine's handling of a stack operation",
}
RESOURCE = "resource"


@dataclasses.dataclass
class Finding:
    """One broken promise of a resource type."""

    resource_type: str
    step: str
    expected: str
    got: str
    fix: str
    properties: object = None
    events: tuple = ()

    def __str__(self):
        text = "%s [%s]: expected %s; got %s.\n    Fix: %s" % (
            self.resource_type, self.step, self.expected, self.got, self.fix)
        if self.properties is not None:
            text += "\n    Properties: %r" % (self.properties,)
        if self.events:
            text += "\n    Events:\n" + "\n".join("      %s" % e for e in self.events)
        return text


class ContractViolation(AssertionError):
    """Ends the hypothesis run at the first property set that breaks the contract."""

    def __init__(self, findings):
        self.findings = list(findings)
        super().__init__("\n".join(str(f) for f in self.findings))


@dataclasses.dataclass
class TypeResult:
    """What the contract run found for one resource type."""

    resource_type: str
    findings: list
    skipped: dict  # step -> why it did not apply
    examples: int

    @property
    def ok(self):
        return not self.findings


def run_contract(harness, types=None, examples=10, poll_budget=100, block_seconds=2.0):
    """Check every registered type (or ``types``); returns TypeResults.

    ``examples`` property sets are drawn per type (deterministically);
    ``poll_budget`` is how many scheduler steps one stack action may take;
    ``block_seconds`` is how long one action may hold the CPU for real.
    """
    names = types or harness.resource_types()
    return [_TypeChecker(harness, name, examples, poll_budget, block_seconds).run()
            for name in names]


class _Stop(Exception):
    """Ends one example's life cycle after a finding that breaks later steps."""


class _TypeChecker:
    def __init__(self, harness, type_name, examples, poll_budget, block_seconds):
        self.base = harness
        self.type_name = type_name
        self.cls = harness.resource_class(type_name)
        # Old dictionary-style schemas too, converted as Heat converts them (Schema.from_legacy).
        self.schema = {n: s for n, s in harness.property_schemata(self.cls).items() if s.implemented}
        self.examples = examples
        self.timeout_mins = poll_budget / 60.0
        self.poll_budget = poll_budget
        self.watchdog = instrument.Watchdog(block_seconds)
        self.skipped = {}
        self._values = {}
        self._ids = itertools.count(1)

    # -- driver -------------------------------------------------------------------
    def run(self):
        from hypothesis import HealthCheck, Phase, Verbosity, given, settings
        from hypothesis import errors as hyp_errors
        from hypothesis import strategies as st

        from sdk.testing import strategies

        findings = []
        last_refusal = []
        property_sets = strategies.properties_strategy(self.schema)

        @settings(max_examples=self.examples, deadline=None, database=None, derandomize=True,
                  phases=[Phase.explicit, Phase.generate], verbosity=Verbosity.quiet,
                  suppress_health_check=list(HealthCheck), report_multiple_bugs=False)
        @given(st.data())
        def example(data):
            props = data.draw(property_sets)
            found = self._example(data, props, last_refusal)
            if found:
                raise ContractViolation(found)

        try:
            example()
        except ContractViolation as violation:
            findings.extend(violation.findings)
        except hyp_errors.Unsatisfiable:
            findings.append(self._finding(
                "properties", "validate() to accept some property set the schema allows",
                "every generated set was refused, e.g. %s" % (last_refusal[-1] if last_refusal else "?"),
                "make validate() accept every combination the schema allows, or express the "
                "rule in the schema (constraints, required); a custom constraint that needs a "
                "cloud must be registered for the test run"))
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            findings.append(self._finding(
                "crash", "stack operations to succeed or fail cleanly",
                "%s: %s, raised out of %s (%s:%s)" % (type(exc).__name__, exc, frame.name,
                                                    frame.filename, frame.lineno),
                "do not let %s raise: outside handle_* and check_*_complete an error aborts "
                "the whole stack operation instead of failing the resource" % frame.name))
        return TypeResult(self.type_name, findings, self.skipped, self.examples)

    def _finding(self, step, expected, got, fix, props=None, stack=None):
        events = tuple(str(e) for e in stack.events[-8:]) if stack is not None else ()
        return Finding(self.type_name, step, expected, got, fix, props, events)

    def _sandbox(self):
        """A harness whose environment maps the type to an instrumented class,
        with a fresh fake cloud and clock."""
        probe = instrument.Probe()
        harness = self.base.sandbox(self.type_name, instrument.instrumented(self.cls, probe))
        cloud = FakeCloud().attach(harness)
        return harness, cloud, probe

    def _template(self, props):
        return {"heat_template_version": "2016-10-14",
                "resources": {RESOURCE: {"type": self.type_name, "properties": dict(props)}}}

    def _create(self, harness, props):
        """A stack of the one resource, named uniquely (Heat keeps names unique)."""
        return harness.create_stack(self._template(props), name="contract-%d" % next(self._ids),
                                    timeout_mins=self.timeout_mins)

    def _act(self, stack, action, *args):
        """One stack action under the watchdog and poll budget. Returns an
        error text when the action raised instead of failing the stack."""
        try:
            with self.watchdog:
                getattr(stack, action)(*args)
        except instrument.Blocked as exc:
            return str(exc)
        return None

    def _update(self, stack, current, name, value):
        """Update one property; None when validation refuses the new set
        (the generated value does not suit this plug-in: not a finding)."""
        new = dict(current, **{name: value})
        try:
            stack.validate_update(self._template(new))
        except self.base.validation_error as exc:
            self.skipped.setdefault("update of %s" % name, "validation refused %r: %s"
                                    % (value, exc))
            return None, None
        return new, self._act(stack, "update", self._template(new))

    def _state_text(self, stack):
        res = stack.resources.get(RESOURCE)
        if res is not None and res.status == "FAILED":
            return "resource %s_%s (%s)" % (res.action, res.status, res.status_reason)
        return "stack %s_%s (%s)" % (stack.action, stack.status, stack.status_reason)

    def _timed_out(self, stack):
        return "timed out" in str(stack.status_reason).lower()

    def _action_fix(self, stack, action):
        """How to fix an action that did not complete."""
        verb = action.lower()
        res = stack.resources.get(RESOURCE)
        reason = str(stack.status_reason) + (str(res.status_reason) if res is not None else "")
        if "Blocked" in reason or "real time" in reason:
            return ("return from handle_%s at once and wait in check_%s_complete instead of "
                    "sleeping or looping" % (verb, verb))
        if self._timed_out(stack):
            return ("check_%s_complete never returned True within %d polls: return True once "
                    "the operation is done, and raise when it ends in an error state"
                    % (verb, self.poll_budget))
        if action in ("DELETE", "UPDATE") and "NotFound" in reason:
            return ("a not-found error escaped while deleting (a replaced resource is deleted "
                    "too): a physical resource that is gone is deleted, so ignore not-found "
                    "errors in handle_delete and check_delete_complete (`with "
                    "self.client_plugin().ignore_not_found:`)")
        return "handle_%s / check_%s_complete raised; see the reason" % (verb, verb)

    def _expect(self, stack, action, step, props, error=None):
        if error is None and stack.state == (action, "COMPLETE"):
            return None
        got = error or self._state_text(stack)
        if self._timed_out(stack):
            got = "no completion within %d polls: %s" % (self.poll_budget, got)
        return self._finding(step, "%s_COMPLETE" % action, got, self._action_fix(stack, action),
                             props, stack)

    # -- one property set ---------------------------------------------------------
    def _example(self, data, props, last_refusal):
        from hypothesis import reject
        harness, cloud, probe = self._sandbox()
        try:
            with self.watchdog:
                stack = self._create(harness, props)
        except self.base.validation_error as exc:
            last_refusal.append("%r: %s" % (props, exc))
            reject()
        except instrument.Blocked as exc:
            return [self._finding("create", "CREATE_COMPLETE", str(exc),
                                  "return from handle_create at once and poll in "
                                  "check_create_complete", props)]
        findings = []
        try:
            self._life_cycle(data, stack, cloud, probe, props, findings)
        except _Stop:
            pass
        findings += self._delete_after_failed_create(props)
        findings += self._delete_after_vanish(props)
        findings += self._invalid_values(props)
        return findings

    def _life_cycle(self, data, stack, cloud, probe, props, findings):
        def need(finding):
            if finding is not None:
                findings.append(finding)
                raise _Stop()

        need(self._expect(stack, "CREATE", "create", props))
        res = stack.resources[RESOURCE]
        if res.resource_id is None:
            need(self._finding("create", "a resource_id after CREATE_COMPLETE", "resource_id None",
                               "call self.resource_id_set(<physical id>) in handle_create, so "
                               "that update, delete and show can find the resource", props, stack))
        findings.extend(self._attributes(stack, props))
        current = dict(props)
        updatable = self._updatable(res)
        for name in updatable:
            if self.schema[name].update_allowed:
                current = self._update_in_place(data, stack, cloud, probe, current, name, need)
        for action in ("SUSPEND", "RESUME", "CHECK"):
            need(self._expect(stack, action, action.lower(), current,
                              self._act(stack, action.lower())))
        for name in updatable:
            s = self.schema[name]
            if not s.update_allowed and not s.immutable:
                current = self._update_replaces(data, stack, probe, current, name, need)
        for name in updatable:
            if self.schema[name].immutable:
                self._update_immutable(data, stack, current, name, need)
                break
        physical = stack.resources[RESOURCE].resource_id
        need(self._expect(stack, "DELETE", "delete", current, self._act(stack, "delete")))
        leftover = cloud.find(physical)
        if leftover is not None and leftover.status != "DELETING":
            need(self._finding("delete", "the physical resource to be deleted",
                               "%r still exists" % (leftover,),
                               "delete the physical resource in handle_delete", current, stack))

    def _updatable(self, res):
        """The properties whose change an update sees, sorted: not those a
        translation rule replaces or deletes (Heat compares the translated values)."""
        names = []
        for name in sorted(self.schema):
            if _translated_away(res, name):
                self.skipped.setdefault("update of %s" % name, "a translation rule replaces or "
                                        "deletes its value: an update sees the translated one")
            else:
                names.append(name)
        return names

    def _attributes(self, stack, props):
        res = stack.resources[RESOURCE]
        out = []
        for name in sorted(res.attributes_schema):
            try:
                res.FnGetAtt(name)
            except Exception as exc:
                fix = ("make _resolve_attribute return a value (or None) for %r instead of "
                       "raising" % name)
                if name == "show":
                    fix = "make _show_resource (or entity/default_client_name) work after create"
                out.append(self._finding("attributes", "attribute %r to resolve" % name,
                                         "%s: %s" % (type(exc).__name__, exc), fix, props, stack))
        return out

    def _other_value(self, data, name, current):
        from sdk.testing import strategies
        schema = self.schema[name]
        old = current.get(name, schema.default)
        if name not in self._values:
            self._values[name] = strategies.valid_value(schema)
        for _ in range(3):
            value = data.draw(self._values[name])
            if value != old:
                return value
        nearby = strategies.nearby_values(schema, old)
        if nearby:
            return nearby[0]
        self.skipped.setdefault("update of %s" % name, "no other valid value was drawn")
        return strategies.MISSING

    def _update_in_place(self, data, stack, cloud, probe, current, name, need):
        from sdk.testing import strategies
        value = self._other_value(data, name, current)
        if value is strategies.MISSING:
            return current
        probe.reset()
        before_uuid, seen = stack.resources[RESOURCE].uuid, len(cloud.calls)
        new, error = self._update(stack, current, name, value)
        if new is None:
            return current
        step = "update in place"
        need(self._expect(stack, "UPDATE", step, new, error))
        if stack.resources[RESOURCE].uuid != before_uuid:
            need(self._finding(step, "property %r (update_allowed) to update in place" % name,
                               "the resource was replaced",
                               "handle %r in handle_update instead of raising UpdateReplace, "
                               "or drop update_allowed" % name, new, stack))
        if probe.diff is None or not dict.__contains__(probe.diff, name):
            # The new value equals the old one once converted ("0" and 0 for
            # a Number): Heat sees no change, so there is nothing to apply.
            self.skipped.setdefault("update of %s" % name,
                                    "a value drawn equals the old one after conversion")
            return new
        reached_cloud = any(value in c.fields.values() for c in cloud.calls[seen:])
        read = name in probe.diff.read
        if not (read or reached_cloud):
            need(self._finding(
                step, "handle_update to apply update_allowed property %r" % name,
                "handle_update never read prop_diff[%r] and no cloud call carried %r"
                % (name, value),
                "apply prop_diff[%r] in handle_update (e.g. update the physical resource), or "
                "drop update_allowed so that a change replaces the resource" % name, new, stack))
        return new

    def _update_replaces(self, data, stack, probe, current, name, need):
        from sdk.testing import strategies
        value = self._other_value(data, name, current)
        if value is strategies.MISSING:
            return current
        before_uuid = stack.resources[RESOURCE].uuid
        new, error = self._update(stack, current, name, value)
        if new is None:
            return current
        need(self._expect(stack, "UPDATE", "update replace", new, error))
        if stack.resources[RESOURCE].uuid == before_uuid:
            need(self._finding("update replace", "a change of %r (not update_allowed) to replace "
                               "the resource" % name, "it was updated in place",
                               "mark %r update_allowed if it can change in place" % name,
                               new, stack))
        return new

    def _update_immutable(self, data, stack, current, name, need):
        from sdk.testing import strategies
        value = self._other_value(data, name, current)
        if value is strategies.MISSING:
            return
        new, _ = self._update(stack, current, name, value)
        if new is not None and stack.state != ("UPDATE", "FAILED"):
            need(self._finding("update immutable", "a change of immutable %r to fail" % name,
                               self._state_text(stack),
                               "do not override update_template_diff_properties or "
                               "update_allowed_properties to let %r through" % name, new, stack))

    # -- separate stacks ---------------------------------------------------------------
    def _delete_after_failed_create(self, props):
        if not callable(getattr(self.cls, "handle_create", None)):
            self.skipped["delete after failed create"] = "the type has no handle_create"
            return []
        harness, _, probe = self._sandbox()
        probe.fail_create = True
        stack = self._create(harness, props)
        probe.fail_create = False
        error = self._act(stack, "delete")
        found = self._expect(stack, "DELETE", "delete after failed create", props, error)
        if found is None:
            return []
        found.fix = ("return from handle_delete (and check_delete_complete) at once when "
                     "self.resource_id is None: a create that failed early leaves no physical "
                     "resource")
        return [found]

    def _delete_after_vanish(self, props):
        harness, cloud, _ = self._sandbox()
        stack = self._create(harness, props)
        res = stack.resources.get(RESOURCE)
        if stack.state != ("CREATE", "COMPLETE") or not cloud.vanish(res.resource_id):
            self.skipped.setdefault("delete after vanish", "resource_id names no fake-cloud object")
            return []
        error = self._act(stack, "delete")
        found = self._expect(stack, "DELETE", "delete after vanish", props, error)
        if found is None:
            return []
        found.fix = ("ignore not-found errors when deleting: wrap the call in "
                     "`with self.client_plugin().ignore_not_found:` (in handle_delete and "
                     "check_delete_complete)")
        return [found]

    def _invalid_values(self, props):
        from sdk.testing import strategies
        out = []
        for name, schema in sorted(self.schema.items()):
            if schema.required and schema.default is not None:
                out.append(self._finding(
                    "invalid values", "required property %r to need a value" % name,
                    "it also has a default (%r), which Heat uses when a template leaves it out, "
                    "so required=True has no effect" % (schema.default,),
                    "drop required=True (the default makes it optional), or drop the default "
                    "if every template must give %r" % name, props))
            for description, value in strategies.invalid_values(schema):
                bad = dict(props)
                if value is strategies.MISSING:
                    bad.pop(name, None)
                else:
                    bad[name] = value
                harness, _, probe = self._sandbox()
                try:
                    stack = self._create(harness, bad)
                except self.base.validation_error:
                    continue
                res = stack.resources.get(RESOURCE)
                if res is not None and _translated_away(res, name):
                    self.skipped.setdefault(
                        "invalid values of %s" % name, "a translation rule replaces or deletes "
                        "its value: Heat validates the translated value, not the one given")
                else:
                    later = ("handlers ran with it: %s" % ", ".join(probe.calls) if probe.calls
                             else "only the create refused it: %s" % stack.status_reason)
                    out.append(self._finding(
                        "invalid values", "property %r with %s to be refused by validation"
                        % (name, description), "validation accepted it; " + later,
                        self._validation_fix(name), bad, stack))
                self._act(stack, "delete")
        return out

    def _validation_fix(self, name):
        """Advice for a value validation let through: super().validate() only
        when the class's own validate() does not call it."""
        own = vars(self.cls).get("validate")
        if own is not None and not _calls_super_validate(own):
            return "call super().validate() in %s.validate()" % self.cls.__name__
        return "declare the rule in the schema of %r" % name


def _translated_away(res, name):
    """Whether a translation rule replaces or deletes property ``name``, or puts
    another's value in its place (Heat validates the value where it ends up,
    e.g. Designate zone's deprecated ``masters``, replaced by ``primaries``)."""
    for rule in res.translation_rules(res.properties) or ():
        kind = type(rule)
        if rule.rule in (kind.REPLACE, kind.DELETE) and (
                list(rule.translation_path[:1]) == [name] or rule.value_name == name):
            return True
    return False


def _calls_super_validate(func):
    import inspect
    try:
        source = inspect.getsource(func)
    except (OSError, TypeError):
        return True   # unknown: do not advise what may already be done
    return "super(" in source and ".validate(" in source


def format_results(results):
    """Text report: one line per type, then each finding."""
    lines = []
    for r in results:
        lines.append("%s %s (%d property sets)" % ("PASS" if r.ok else "FAIL",
                                                  r.resource_type, r.examples))
        lines.extend("  " + str(f).replace("\n", "\n  ") for f in r.findings)
        lines.extend("  skipped %s: %s" % kv for kv in sorted(r.skipped.items()))
    return "\n".join(lines)

