#!/usr/bin/env python3
"""Randomised differential testing: plugin-sdk's runtime against real Heat.

    python3 tests/conformance/fuzz.py generate --seed 7 --count 20 --out DIR
    python3 tests/conformance/fuzz.py run --seed 7 --count 20 [--keep DIR]
    python3 tests/conformance/fuzz.py minimise SCENARIO.yaml --legacy

The hand-written conformance scenarios cover what someone thought of; Heat's
engines are judged on stacks nobody wrote down. ``generate`` writes random
scenarios in the conformance format (tests/conformance/scenarios): 2-6
``My::Widget``-family resources (plugins/widget.py) wired by depends_on,
get_resource and get_attr, with injected failures, in-error raises and poll
counts in their handlers and checkers, deletion policies, outputs reading
attributes, and then updates (in-place, replacing and immutable property
changes, type changes, resources added and removed, rollback on or off),
suspend, resume, check, snapshot, restore, delete_snapshot, mark_unhealthy
and signal in a random order, usually ending in a delete (or an abandon).
Some scenarios also declare parameters (constrained, defaulted, immutable)
that properties read and that steps pass and change, a condition on a
parameter guarding a resource and the outputs reading it (toggled by
updates), property values that fail their constraints, external_id
(adopting an existing resource), restricted_actions in the step's
environment, update_policy, timeout_mins, a cancel of a create or update
under way. Scenario N of seed S is the same on every machine and whatever
--count is.

``run`` records each scenario on real Heat (the recorder's driver,
sdk/testing/heat_driver.py, in $PLUGIN_SDK_HEAT_PYTHON or --heat-python) on
both engines under two PYTHONHASHSEEDs, drops the scenarios whose two runs
disagree (the order of independent resources decided), replays the rest on
the runtime (sdk.testing.scenario, as tests/runtime/test_conformance.py
does) and prints each divergence's first differences. ``minimise`` shrinks a
diverging scenario (steps, resources, outputs, properties) while real Heat
and the runtime still disagree on that engine.
"""
import argparse
import copy
import json
import os
import random
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

WIDGET = os.path.join(HERE, "plugins", "widget.py")
VERSION = "2021-04-16"
NAMES = "abcdefgh"
#: Types of plugins/widget.py with their handler sets, by weight.
TYPES = (["My::Widget"] * 8 + ["My::CancellableWidget", "My::SimpleWidget",
                                "My::NoUpdateWidget", "My::OtherWidget", "My::BareWidget"])
#: Methods a failure can be injected into (per the widget's knobs).
FAILABLE = ("handle_create", "check_create_complete", "handle_update",
            "check_update_complete", "handle_delete", "check_delete_complete",
            "handle_suspend", "check_suspend_complete", "handle_resume",
            "check_resume_complete", "handle_check", "check_check_complete",
            "handle_snapshot", "check_snapshot_complete")
POLLED = ("create", "update", "delete", "suspend", "resume", "check", "snapshot")
POLICIES = ("Retain", "Snapshot", "Delete")
LATER_OPS = ["update"] * 5 + ["suspend", "resume", "check", "snapshot", "mark_unhealthy"]
#: Values a step may pass for each parameter (some break its constraints).
PARAM_VALUES = {"pv": ["p1", "p2", "p7", "bad!", "q"], "ps": [0, 3, 7, 50, 80, 150, -2],
                "pi": ["i1", "i2"], "flag": ["on", "off", "on", "off", "maybe"]}
#: Constraints the string parameter may get.
PV_CONSTRAINTS = ([], [{"allowed_pattern": "p[0-9]"}], [{"length": {"min": 2, "max": 2}}],
                  [{"allowed_values": ["p1", "p2", "p7"]}])
#: Values out of the widget's size property's range or type.
BAD_SIZES = (101, -1, "big")


class _Dumper(yaml.SafeDumper):
    """Flat lists and maps inline, as the hand-written scenarios have them;
    no anchors (a template shared by two steps is written twice)."""

    def ignore_aliases(self, data):
        return True


def _flat(data):
    values = data.values() if isinstance(data, dict) else data
    return all(not isinstance(v, (dict, list)) or (_flat(v) and not isinstance(v, dict))
               for v in values)


def _represent_list(dumper, data):
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=_flat(data))


def _represent_dict(dumper, data):
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(),
                                    flow_style=bool(data) and _flat(data))


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(dict, _represent_dict)


# -- generation ------------------------------------------------------------

def _knobs(rng, props):
    """Random failures and poll counts (the widget's knobs) into ``props``."""
    if rng.random() < 0.35:
        props["polls"] = {a: rng.randint(1, 2) for a in rng.sample(POLLED, rng.randint(1, 2))}
    if rng.random() < 0.3:
        method = rng.choice(FAILABLE)
        if rng.random() < 0.25 and method != "handle_create":
            props["in_error"] = [method]
            props["in_error_times"] = rng.choice([0, 1])
        else:
            props["fail"] = [method]
            if method.startswith("check_") and rng.random() < 0.5:
                props["fail_at_poll"] = 2
                props.setdefault("polls", {})[method[6:-9]] = 2


def _reference(rng, earlier):
    """A value that reads an earlier resource, or a literal."""
    if not earlier or rng.random() < 0.5:
        return None
    other = rng.choice(earlier)
    return rng.choice([{"get_resource": other}, {"get_attr": [other, "value"]}])


def _param(rng, params, name):
    """A get_param of ``name`` when the scenario declares it (sometimes)."""
    return {"get_param": name} if name in params and rng.random() < 0.35 else None


def _resource(rng, name, earlier, params=()):
    res = {"type": rng.choice(TYPES)}
    props = {"value": _param(rng, params, "pv") or _reference(rng, earlier) or "%s1" % name}
    if rng.random() < 0.4:
        props["fixed"] = _reference(rng, earlier) or "x1"
    if rng.random() < 0.2:
        props["frozen"] = _param(rng, params, "pi") or "z1"
    if rng.random() < 0.2:
        props["size"] = _param(rng, params, "ps") or rng.randint(1, 5)
    elif earlier and rng.random() < 0.1:
        props["size"] = {"get_attr": [rng.choice(earlier), "size"]}
    elif rng.random() < 0.03:
        props["size"] = rng.choice(BAD_SIZES)
    _knobs(rng, props)
    res["properties"] = props
    if earlier and rng.random() < 0.3:
        res["depends_on"] = rng.sample(earlier, 1)
    if rng.random() < 0.2:
        res["deletion_policy"] = rng.choice(POLICIES)
    if rng.random() < 0.06:
        res["external_id"] = "ext-%s" % name
    if rng.random() < 0.02:
        res["update_policy"] = {"pause_time": 1}
    return res


def _parameters(rng):
    """Parameter declarations (some constrained, one immutable) and the
    conditions on them, or ({}, {})."""
    if rng.random() < 0.6:
        return {}, {}
    params = {}
    if rng.random() < 0.7:
        params["pv"] = {"type": "string", "default": "p1"}
        params["pv"]["constraints"] = rng.choice(PV_CONSTRAINTS)
    if rng.random() < 0.5:
        params["ps"] = {"type": "number", "default": 3}
        if rng.random() < 0.6:
            params["ps"]["constraints"] = [{"range": {"min": 0, "max": 50}}]
    if rng.random() < 0.3:
        params["pi"] = {"type": "string", "default": "i1", "immutable": True}
    conditions = {}
    if rng.random() < 0.6:
        params["flag"] = {"type": "string", "default": "on",
                          "constraints": [{"allowed_values": ["on", "off"]}]}
        conditions = {"c_on": {"equals": [{"get_param": "flag"}, "on"]}, "c_off": {"not": "c_on"}}
    for p in params.values():
        if not p.get("constraints", True):
            del p["constraints"]
    return params, conditions


def _param_values(rng, params):
    """The parameters a create or update step passes (the rest default)."""
    return {name: rng.choice(PARAM_VALUES[name]) for name in sorted(params)
            if rng.random() < 0.5}


def _guard(resources, outputs):
    """Conditioned resources unread by other resources, and each output
    reading one under the same condition (a template Heat accepts)."""
    conds = {n: r["condition"] for n, r in resources.items() if "condition" in r}
    for gone in sorted(conds):
        others, _ = _without(resources, {}, gone)
        resources = dict(others, **{gone: resources[gone]})
    guarded = {}
    for key, out in outputs.items():
        out = {k: v for k, v in out.items() if k != "condition"}
        names = sorted(_refs(out["value"]) & set(conds))
        if names:
            out["condition"] = conds[names[0]]
        guarded[key] = out
    return resources, guarded


def _outputs(rng, resources):
    outs = {}
    for i in range(rng.randint(0, 2)):
        name = rng.choice(sorted(resources))
        value = rng.choice([{"get_attr": [name, "value"]}, {"get_attr": [name, "size"]},
                            {"get_resource": name}, {"get_attr": [name, "info", "id"]}])
        outs["o%d" % i] = {"value": value}
    return outs


def _template(resources, outputs, head=None):
    """A HOT template; ``head`` holds its parameters and conditions."""
    tmpl = {"heat_template_version": VERSION}
    for key, value in sorted((head or {}).items()):
        if value:
            tmpl[key] = value
    tmpl["resources"] = resources
    if outputs:
        tmpl["outputs"] = outputs
    return tmpl


def _retemplate(tmpl, resources, outputs):
    """``tmpl`` with other resources and outputs (its head kept)."""
    head = {k: tmpl[k] for k in ("parameters", "conditions") if k in tmpl}
    return _template(resources, outputs, head)


def _refs(value):
    """Resource names ``value`` reads (get_resource / get_attr)."""
    if isinstance(value, dict):
        if "get_resource" in value:
            return {value["get_resource"]}
        if "get_attr" in value:
            return {value["get_attr"][0]}
        return set().union(*map(_refs, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(_refs, value)) if value else set()
    return set()


def _without(resources, outputs, gone):
    """The template with resource ``gone`` removed and every read of it
    replaced by a literal."""
    def strip(value):
        if isinstance(value, dict) and set(value) & {"get_resource", "get_attr"} \
                and _refs(value) == {gone}:
            return "was-%s" % gone
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items()}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    resources = {n: strip(r) for n, r in resources.items() if n != gone}
    for r in resources.values():
        if gone in r.get("depends_on", []):
            r["depends_on"] = [d for d in r["depends_on"] if d != gone]
            if not r["depends_on"]:
                del r["depends_on"]
    outputs = {k: o for k, o in outputs.items() if gone not in _refs(o)}
    return resources, outputs


def _mutate(rng, resources, outputs, params=(), conditions=()):
    """The next update's template: property changes of every kind, a type
    change, a policy change, a condition or external_id set or changed, a
    resource added or removed, new knobs."""
    resources = copy.deepcopy(resources)
    for name in sorted(resources):
        res, props = resources[name], resources[name]["properties"]
        for knob in ("polls", "fail", "in_error", "in_error_times", "fail_at_poll"):
            if rng.random() < 0.6:
                props.pop(knob, None)
        roll = rng.random()
        if roll < 0.35:
            props["value"] = "%s%d" % (name, rng.randint(2, 9))
        elif roll < 0.5:
            props["fixed"] = "x%d" % rng.randint(2, 9)
        elif roll < 0.55:
            props["frozen"] = "z%d" % rng.randint(2, 9)
        elif roll < 0.6:
            res["type"] = rng.choice(["My::Widget", "My::OtherWidget"])
        elif roll < 0.65:
            props["size"] = rng.randint(6, 9)
        elif roll < 0.67:
            props["size"] = rng.choice(BAD_SIZES)
        elif roll < 0.7 and params:
            props["value"] = {"get_param": rng.choice(sorted(set(params) - {"flag"}) or ["flag"])}
        if rng.random() < 0.12:
            res["deletion_policy"] = rng.choice(POLICIES)
        if conditions and rng.random() < 0.08:
            if "condition" in res:
                del res["condition"]
            else:
                res["condition"] = rng.choice(sorted(conditions))
        if rng.random() < 0.04:
            if "external_id" in res and rng.random() < 0.5:
                del res["external_id"]
            else:
                res["external_id"] = "ext-%s%d" % (name, rng.randint(2, 9))
        if rng.random() < 0.2:
            _knobs(rng, props)
    if len(resources) > 2 and rng.random() < 0.2:
        resources, outputs = _without(resources, outputs, rng.choice(sorted(resources)))
    if len(resources) < 6 and rng.random() < 0.25:
        name = next(n for n in NAMES if n not in resources)
        resources[name] = _resource(rng, name, sorted(resources), params)
    if rng.random() < 0.2:
        outputs = _outputs(rng, resources)
    return _guard(resources, outputs)


def _options(rng, step, params, resources):
    """The create or update step's parameters, environment (restricted
    actions) and timeout, each sometimes."""
    values = _param_values(rng, params)
    if values:
        step["params"] = values
    if rng.random() < 0.12:
        name = rng.choice(sorted(resources))
        actions = rng.sample(["update", "replace"], rng.randint(1, 2))
        step["environment"] = {"resource_registry": {"resources": {
            name: {"restricted_actions": actions}}}}
    if rng.random() < 0.08:
        step["timeout_mins"] = rng.choice([1, 10, 60])
    return step


def _cancel(rng, step):
    """Now and then, ``openstack stack cancel`` of the create or update
    (with or without rollback) at one of its first waits between polls."""
    if rng.random() < 0.15:
        step["cancel"] = {"after": rng.randint(1, 6), "rollback": rng.random() < 0.6}


def _resource_call(rng, resources):
    """A mark_unhealthy (or now and then a signal) of one of the resources."""
    name = rng.choice(sorted(resources) + ["zz"])
    if rng.random() < 0.15:
        return {"op": "signal", "resource": name}
    return {"op": "mark_unhealthy", "resource": name, "mark": rng.random() < 0.8,
            "reason": "fuzz"}


def generate(seed, index):
    """Scenario ``index`` of ``seed``: a dict in the conformance format."""
    rng = random.Random("%s-%s" % (seed, index))
    # cancels draw from their own generator: the scenarios of a seed stay as they were
    cancels = random.Random("%s-%s-cancel" % (seed, index))
    names = list(NAMES[:rng.randint(2, 6)])
    params, conditions = _parameters(rng)
    head = {"parameters": params, "conditions": conditions}
    resources = {}
    for i, name in enumerate(names):
        resources[name] = _resource(rng, name, names[:i], params)
    if conditions:
        resources[rng.choice(names)]["condition"] = rng.choice(sorted(conditions))
    resources, outputs = _guard(resources, _outputs(rng, resources))
    steps = [_options(rng, {"op": "create", "template": _template(resources, outputs, head)},
                      params, resources)]
    if rng.random() < 0.2:
        steps[0]["disable_rollback"] = False
    _cancel(cancels, steps[0])
    snapshots, taken = {}, 0
    for _ in range(rng.randint(1, 4)):
        op = rng.choice(LATER_OPS + (["restore", "delete_snapshot"] if snapshots else []))
        if op == "restore":
            name = rng.choice(sorted(snapshots))
            resources, outputs = copy.deepcopy(snapshots[name])
            step = {"op": "restore", "name": name}
        elif op == "delete_snapshot":
            name = rng.choice(sorted(snapshots))
            del snapshots[name]
            step = {"op": "delete_snapshot", "name": name}
        elif op == "update":
            resources, outputs = _mutate(rng, resources, outputs, params, conditions)
            step = _options(rng, {"op": "update", "template": _template(resources, outputs, head)},
                            params, resources)
            if rng.random() < 0.3:
                step["disable_rollback"] = False
            _cancel(cancels, step)
        elif op == "snapshot":
            taken += 1
            name = "s%d" % taken
            snapshots[name] = copy.deepcopy((resources, outputs))
            step = {"op": "snapshot", "name": name}
        elif op == "mark_unhealthy":
            step = _resource_call(rng, resources)
        else:
            step = {"op": op}
        steps.append(step)
    end = rng.random()
    if end < 0.8:
        steps.append({"op": "delete"})
    elif end < 0.85:
        steps.append({"op": "abandon"})
    return {"description": "fuzz.py seed %s scenario %s" % (seed, index),
            "engine": rng.choice(["convergence", "legacy"]),
            "plugins": [WIDGET], "steps": steps}


def write(scenario, path):
    """Write ``scenario`` to ``path`` with its plug-in paths relative to it."""
    data = dict(scenario)
    data["plugins"] = [os.path.relpath(p, os.path.dirname(os.path.abspath(path)))
                       for p in scenario["plugins"]]
    with open(path, "w") as f:
        yaml.dump(data, f, Dumper=_Dumper, sort_keys=False, width=100)


def read(path):
    with open(path) as f:
        data = yaml.safe_load(f)
    data["plugins"] = [os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(path)), p))
                       for p in data["plugins"]]
    return data


# -- running -----------------------------------------------------------------

def heat_records(python, engine, seed, paths, out_dir, timeout=120):
    """{name: records or error text} of ``paths`` on real Heat."""
    from record import run_batch
    os.makedirs(out_dir, exist_ok=True)
    errors = run_batch(python, engine, seed, paths, out_dir, timeout)
    out = {}
    for name, error in errors.items():
        if error:
            out[name] = error
        else:
            with open(os.path.join(out_dir, name + ".json")) as f:
                out[name] = json.load(f)
    return out


def divergence(path, engine, heat):
    """The runtime's differences from Heat's records ``heat`` (lines)."""
    from sdk.testing import scenario
    try:
        ours = scenario.run(path, engine=engine)
    except Exception as exc:  # the runtime itself broke: a divergence too
        return ["runtime raised %s: %s" % (type(exc).__name__, exc)]
    return scenario.differences(scenario.masked(ours), scenario.masked(heat))


def run(paths, engines, python, work, seeds=("1", "2")):
    """Yields (name, engine, verdict, lines) for each scenario and engine:
    verdict is same, DIVERGES, error, unstable (the runs under the two hash
    seeds disagreed; the runtime matches the first, whose order it follows)
    or unstable-diverges (it does not: worth a stable reproduction)."""
    from record import projection
    for engine in engines:
        runs = [heat_records(python, engine, s, paths, os.path.join(work, engine, s))
                for s in seeds]
        for path in paths:
            name = os.path.basename(path)[:-5]
            got = [r.get(name, "no record") for r in runs]
            bad = [g for g in got if isinstance(g, str)]
            if bad:
                yield name, engine, "error", [bad[0]]
            elif any(projection(g) != projection(got[0]) for g in got[1:]):
                lines = divergence(path, engine, got[0])
                yield name, engine, "unstable-diverges" if lines else "unstable", lines
            else:
                lines = divergence(path, engine, got[0])
                yield name, engine, "DIVERGES" if lines else "same", lines


# -- minimising --------------------------------------------------------------

def _candidates(data):
    """Smaller variants of scenario ``data``, biggest cuts first."""
    steps = data["steps"]
    for i in range(len(steps) - 1, 0, -1):
        if steps[i]["op"] == "snapshot" and any(
                s.get("name") == steps[i].get("name") for s in steps[i + 1:]):
            continue
        yield dict(data, steps=steps[:i] + steps[i + 1:])
    names = sorted({n for s in steps if "template" in s for n in s["template"]["resources"]})
    for gone in names:
        new = []
        for s in steps:
            if "template" in s:
                res, outs = _without(s["template"]["resources"],
                                     s["template"].get("outputs", {}), gone)
                if not res:
                    break
                s = dict(s, template=_retemplate(s["template"], res, outs))
            new.append(s)
        else:
            yield dict(data, steps=new)
    for i, s in enumerate(steps):
        if "template" not in s:
            continue
        tmpl = s["template"]
        for key in sorted(tmpl.get("outputs", {})):
            outs = {k: v for k, v in tmpl["outputs"].items() if k != key}
            yield _replace_step(data, i, dict(s, template=_retemplate(tmpl, tmpl["resources"],
                                                                      outs)))
        for key in ("disable_rollback", "params", "environment", "timeout_mins"):
            if key in s:
                yield _replace_step(data, i, {k: v for k, v in s.items() if k != key})
        for name, res in sorted(tmpl["resources"].items()):
            for key in sorted(res):
                if key in ("depends_on", "deletion_policy", "condition", "external_id",
                           "update_policy"):
                    yield _replace_step(data, i, _edit(s, name, lambda r, k=key: r.pop(k)))
            for key in sorted(res.get("properties", {})):
                yield _replace_step(data, i, _edit(s, name,
                                                   lambda r, k=key: r["properties"].pop(k)))
            if res["type"] != "My::Widget":
                yield _replace_step(data, i, _edit(s, name,
                                                   lambda r: r.update(type="My::Widget")))


def _replace_step(data, i, step):
    steps = list(data["steps"])
    steps[i] = step
    return dict(data, steps=steps)


def _edit(step, name, change):
    step = copy.deepcopy(step)
    change(step["template"]["resources"][name])
    return step


def minimise(data, engine, python, work, batch=8):
    """The smallest variant of ``data`` found (greedily, one cut at a time)
    on which real Heat (hash seed 1) and the runtime still disagree."""
    rounds = 0
    while True:
        rounds += 1
        cands = list(_candidates(data))
        found = None
        for start in range(0, len(cands), batch):
            chunk = cands[start:start + batch]
            d = os.path.join(work, "r%d_%d" % (rounds, start))
            os.makedirs(d, exist_ok=True)
            paths = []
            for j, c in enumerate(chunk):
                paths.append(os.path.join(d, "m%d.yaml" % j))
                write(c, paths[-1])
            heat = heat_records(python, engine, "1", paths, os.path.join(d, "out"))
            for j, path in enumerate(paths):
                rec = heat.get("m%d" % j)
                if isinstance(rec, list) and divergence(path, engine, rec):
                    found = chunk[j]
                    break
            if found:
                break
        if not found:
            return data
        data = found
        print("  round %d: %d steps, %d bytes" % (rounds, len(data["steps"]), len(json.dumps(data))),
              flush=True)


# -- command line --------------------------------------------------------------

def main(argv=None):
    from record import add_engine_options, chosen_engine
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="write scenarios SEED-N.yaml into --out")
    r = sub.add_parser("run", help="generate, run on real Heat and the runtime, compare")
    for q in (g, r):
        q.add_argument("--seed", default="0")
        q.add_argument("--count", type=int, default=20)
        q.add_argument("--start", type=int, default=0, help="first scenario index")
    g.add_argument("--out", required=True)
    m = sub.add_parser("minimise", help="shrink a diverging scenario; prints the YAML")
    m.add_argument("scenario")
    m.add_argument("--out", help="write the result here")
    for q in (r, m):
        q.add_argument("--keep", help="write the scenarios and records here (default: a temp dir)")
        add_engine_options(q)
        q.add_argument("--heat-python", help="Python with openstack-heat 27 "
                       "(default: $PLUGIN_SDK_HEAT_PYTHON)")
    args = p.parse_args(argv)
    if args.cmd == "generate":
        os.makedirs(args.out, exist_ok=True)
        for i in range(args.start, args.start + args.count):
            write(generate(args.seed, i), os.path.join(args.out, "fuzz_%s_%d.yaml" % (args.seed, i)))
        return 0
    from sdk.testing import real_heat
    try:
        python = real_heat.heat_python(args.heat_python) or sys.executable
    except real_heat.HeatUnavailable as exc:
        p.error(str(exc))
    engine = chosen_engine(args, "fuzz.py")
    engines = [engine] if engine else ["legacy", "convergence"]
    work = args.keep or tempfile.mkdtemp(prefix="fuzz-")
    if args.cmd == "minimise":
        small = minimise(read(args.scenario), engines[0], python, work)
        if args.out:
            write(small, args.out)
        yaml.dump(small, sys.stdout, Dumper=_Dumper, sort_keys=False, width=100)
        return 0
    os.makedirs(work, exist_ok=True)
    paths = []
    for i in range(args.start, args.start + args.count):
        paths.append(os.path.join(work, "fuzz_%s_%d.yaml" % (args.seed, i)))
        write(generate(args.seed, i), paths[-1])
    counts = {}
    for name, engine, verdict, lines in run(paths, engines, python, work):
        counts[verdict] = counts.get(verdict, 0) + 1
        print("%-9s %-11s %s" % (verdict, engine, name), flush=True)
        for line in lines[:6]:
            print("    " + line[:400])
    print(" ".join("%s=%d" % kv for kv in sorted(counts.items())), "(%s)" % work)
    return 1 if counts.get("DIVERGES") else 0


if __name__ == "__main__":
    sys.exit(main())
