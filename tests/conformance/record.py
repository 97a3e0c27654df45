#!/usr/bin/env python3
"""Re-record the conformance data from real Heat, on both of its engines.

    python3 tests/conformance/record.py                    # every scenario, both engines
    python3 tests/conformance/record.py update_replace --convergence
    python3 tests/conformance/record.py --builtin          # tests/runtime/data's scenarios
    python3 tests/conformance/record.py --check            # compare, write nothing
    python3 tests/conformance/record.py -j 2 --runs 3

Real Heat runs through the one driver (sdk/testing/heat_driver.py) in the
Python named by --heat-python or $PLUGIN_SDK_HEAT_PYTHON (a virtualenv with
openstack-heat 27; this interpreter when it has Heat). For each engine,
each scenario runs --runs times (default 2), each run in a process with a
different PYTHONHASHSEED, so that a dependence on the (undefined) order of
independent resources shows up as a difference. When the runs agree, the
first run's output is written verbatim to expected/ENGINE/NAME.json
(--builtin: tests/runtime/data/ENGINE/NAME.json). When they disagree
(comparing each resource's own sequence of calls, random ids masked: the
interleaving of independent resources is undefined in Heat and only noted),
the scenario is reported as UNSTABLE with a diff of the first two runs and
its record is left untouched (unless --force, which writes the first run);
expected/unstable.json lists the unstable ones with their first change.
Afterwards DIFFERENCES.md is regenerated (tests/conformance/differences.py).

Exit status: 0 when every scenario was stable (and, with --check, equal to
its record), 1 otherwise.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)

from sdk.testing import real_heat, scenario  # noqa: E402

ENGINES = ("legacy", "convergence")
SEEDS = ["1", "2", "3", "4", "5", "6"]
#: Scenario directory -> the directory holding its ENGINE/NAME.json records.
SETS = {"conformance": (os.path.join(HERE, "scenarios"), os.path.join(HERE, "expected")),
        "builtin": (os.path.join(ROOT, "tests", "runtime", "data"),
                    os.path.join(ROOT, "tests", "runtime", "data"))}


def scenario_names(directory):
    return sorted(f[:-5] for f in os.listdir(directory)
                  if f.endswith(".yaml") and _is_scenario(os.path.join(directory, f)))


def _is_scenario(path):
    with open(path) as f:
        return "\nsteps:" in "\n" + f.read()


def projection(records):
    """What has to be stable between runs: the replay's projection (calls
    grouped per resource, dependency cycles in one order) with random ids
    numbered in order of appearance."""
    return scenario.masked(scenario.comparable(records))


def run_batch(python, engine, seed, paths, out_dir, timeout):
    """One driver process (PYTHONHASHSEED=seed) recording ``paths``; each
    scenario runs in a child forked from it. {name: error or None}."""
    cmd, env = real_heat.driver_command(python, "--out-dir", out_dir, "--" + engine,
                                        "--timeout", str(timeout), *paths, hashseed=seed)
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    results = {}
    for line in proc.stdout.splitlines():
        status, _, rest = line.partition(" ")
        name, _, error = rest.partition(": ")
        results[name] = None if status == "OK" else error
    for path in paths:
        name = os.path.basename(path)[:-5]
        results.setdefault(name, "driver ended early: %s" % proc.stderr.strip()[-2000:])
    return results


def compare(name, engine, outs, errors, target, args):
    """The verdict for one scenario on one engine, given each run's text."""
    if any(errors):
        return "ERROR", next(e for e in errors if e)
    first = outs[0]
    unstable = [i for i, t in enumerate(outs)
                if projection(json.loads(t)) != projection(json.loads(first))]
    if unstable:
        other = json.loads(outs[unstable[0]])
        first_change = scenario.differences(scenario.masked(other),
                                            scenario.masked(json.loads(first)))[0]
        diff = "run%d against run1: %s\n%s" % (
            unstable[0] + 1, first_change,
            _diff(projection(json.loads(first)), projection(other),
                  "run1", "run%d" % (unstable[0] + 1)))
        if args.force and not args.check:
            _write(target, first)
        return "UNSTABLE", diff
    if args.check:
        if not os.path.exists(target):
            return "MISSING", None
        with open(target) as f:
            old = json.load(f)
        if projection(old) != projection(json.loads(first)):
            return "CHANGED", _diff(projection(old), projection(json.loads(first)),
                                    "recorded", "heat")
        return "OK", None
    _write(target, first)
    if any(json.loads(t) != json.loads(first) for t in outs):
        return "RECORDED", "  note: the interleaving of different resources' calls varied"
    return "RECORDED", None


def _diff(a, b, name_a, name_b):
    return "".join(difflib.unified_diff(_dump(a).splitlines(True), _dump(b).splitlines(True),
                                        name_a, name_b))


def _note_unstable(path, verdicts):
    """Keep {engine: {name: the first difference}} of the scenarios whose
    runs disagreed (their record, written with --force, is the first run)."""
    known = {}
    if os.path.exists(path):
        with open(path) as f:
            known = json.load(f)
    for (engine, name), change in verdicts.items():
        known.setdefault(engine, {}).pop(name, None)
        if change is not None:
            known[engine][name] = change
    with open(path, "w") as f:
        f.write(_dump({e: n for e, n in sorted(known.items()) if n}))


def _dump(data):
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def _write(target, text):
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w") as f:
        f.write(text)          # byte for byte what Heat produced


def record(names, args):
    """Record ``names`` (of args.set) on each engine; yields (status, engine,
    name, detail)."""
    src, dest = SETS[args.set]
    paths = [os.path.join(src, n + ".yaml") for n in names]
    seeds = SEEDS[:args.runs]
    jobs = [(e, s, paths[i::args.split]) for e in args.engines for s in seeds
            for i in range(args.split)]
    with tempfile.TemporaryDirectory(prefix="conformance-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {}
        for engine, seed, chunk in jobs:
            out = os.path.join(tmp, engine, seed)
            os.makedirs(out, exist_ok=True)
            futures[pool.submit(run_batch, args.python, engine, seed, chunk, out,
                                args.timeout)] = (engine, seed)
        errors = {}
        for fut in concurrent.futures.as_completed(futures):
            engine, seed = futures[fut]
            for name, error in fut.result().items():
                errors[engine, seed, name] = error
        for engine in args.engines:
            for name in names:
                outs = []
                for seed in seeds:
                    path = os.path.join(tmp, engine, seed, name + ".json")
                    outs.append(open(path).read() if os.path.exists(path) else None)
                errs = [errors.get((engine, seed, name)) for seed in seeds]
                status, detail = compare(name, engine, outs, errs,
                                         os.path.join(dest, engine, name + ".json"), args)
                yield status, engine, name, detail


def add_engine_options(parser):
    """--convergence / --legacy: only that one of Heat's engines (default:
    both); --engine E is their deprecated spelling."""
    which = parser.add_mutually_exclusive_group()
    for engine in ENGINES:
        which.add_argument("--" + engine, dest="engine", action="store_const", const=engine,
                           help="only Heat's %s engine (default: both)" % engine)
    which.add_argument("--engine", choices=ENGINES, dest="old_engine", help=argparse.SUPPRESS)


def chosen_engine(args, prog):
    """args.engine, taking the deprecated --engine E (with a one-line warning)."""
    if args.old_engine:
        print("%s: --engine is deprecated: use --%s" % (prog, args.old_engine), file=sys.stderr)
        args.engine = args.old_engine
    return args.engine


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="*", help="scenario names (default: every scenario)")
    p.add_argument("--builtin", dest="set", action="store_const", const="builtin",
                   default="conformance",
                   help="record tests/runtime/data's scenarios (Heat's built-in types)")
    add_engine_options(p)
    p.add_argument("--check", action="store_true", help="compare with the records, write nothing")
    p.add_argument("--force", action="store_true",
                   help="write the first run even when runs disagree")
    p.add_argument("--runs", type=int, default=2, help="runs per scenario (1..%d)" % len(SEEDS))
    p.add_argument("-j", "--jobs", type=int, default=2, help="driver processes at a time")
    p.add_argument("--timeout", type=int, default=300, help="seconds per scenario run")
    p.add_argument("--heat-python", help="Python of a virtualenv with openstack-heat 27 "
                   "(default: $%s, else this interpreter)" % real_heat.ENV)
    p.add_argument("--table", action="store_true",
                   help="print the README's scenario -> spec ID table and exit")
    args = p.parse_args(argv)
    chosen_engine(args, "record.py")
    if args.table:
        print(table())
        return 0
    try:
        args.python = real_heat.heat_python(args.heat_python) or sys.executable
    except real_heat.HeatUnavailable as exc:
        p.error(str(exc))
    args.runs = max(1, min(args.runs, len(SEEDS)))
    args.engines = [args.engine] if args.engine else list(ENGINES)
    # Each engine/seed pair is split so that --jobs processes stay busy.
    args.split = max(1, args.jobs // (len(args.engines) * args.runs))
    src = SETS[args.set][0]
    names = [os.path.basename(n)[:-5] if n.endswith(".yaml") else n for n in args.names]
    names = names or scenario_names(src)
    bad, unstable = 0, {}
    for status, engine, name, detail in record(names, args):
        print("%-9s %-11s %s" % (status, engine, name), flush=True)
        if status not in ("OK", "RECORDED"):
            bad += 1
        if detail:
            print(detail.rstrip("\n"))
        if status == "UNSTABLE":
            unstable[engine, name] = detail.splitlines()[0]
        elif status != "ERROR":
            unstable[engine, name] = None
    if not args.check:
        _note_unstable(os.path.join(SETS[args.set][1], "unstable.json"), unstable)
    print("%d scenario(s) x %d engine(s), %d problem(s)" % (len(names), len(args.engines), bad))
    if not args.check and args.set == "conformance":
        from differences import write
        write()
    return 1 if bad else 0


def table():
    """Markdown table: scenario and spec IDs (from each YAML)."""
    import yaml
    src = SETS["conformance"][0]
    rows = ["| scenario | spec IDs |", "|---|---|"]
    for name in scenario_names(src):
        with open(os.path.join(src, name + ".yaml")) as fh:
            d = yaml.safe_load(fh)
        rows.append("| %s | %s |" % (name, ", ".join(d.get("spec", []))))
    return "\n".join(rows)


if __name__ == "__main__":
    sys.exit(main())
