#!/usr/bin/env python3
"""Re-record the conformance data from real Heat.

    python3 tests/conformance/record.py              # every scenario
    python3 tests/conformance/record.py update_replace create_poll
    python3 tests/conformance/record.py --check      # compare, write nothing
    python3 tests/conformance/record.py -j 2 --runs 3

Each scenario (scenarios/NAME.yaml) is run --runs times (default 2) on real
Heat, each run with a different PYTHONHASHSEED so that a dependence on the
(undefined) order of independent resources shows up as a difference.  When
all runs agree, the output is written verbatim to expected/NAME.json.  When
they disagree (comparing each resource's own sequence of calls: the
interleaving of independent resources is undefined in Heat and only noted),
the scenario is reported as UNSTABLE, a unified diff of the
first two runs is printed, and expected/NAME.json is left untouched (unless
--force, which writes the first run).

Scenarios with `driver: extended` run on tests/conformance/heat_driver.py
(with the oracle's virtualenv python); the others run on the heat-oracle
tool.  Environment overrides:
    HEAT_ORACLE         path of the heat-oracle tool
                        (default /work/shared/tools/heat-oracle)
    HEAT_ORACLE_PYTHON  python of the oracle's virtualenv
                        (default /root/.cache/heat-oracle/venv/bin/python)

Exit status: 0 when every scenario was stable (and, with --check, equal to
its expected file), 1 otherwise.
"""
import argparse
import concurrent.futures
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIOS = os.path.join(HERE, "scenarios")
EXPECTED = os.path.join(HERE, "expected")
DRIVER = os.path.join(HERE, "heat_driver.py")
ORACLE = os.environ.get("HEAT_ORACLE", "/work/shared/tools/heat-oracle")
PYTHON = os.environ.get("HEAT_ORACLE_PYTHON",
                        "/root/.cache/heat-oracle/venv/bin/python")
SEEDS = ["1", "2", "3", "4", "5", "6"]


def scenario_driver(path):
    """The `driver:` key of a scenario ('oracle' when absent)."""
    with open(path) as f:
        text = f.read()
    try:
        import yaml
        return (yaml.safe_load(text) or {}).get("driver") or "oracle"
    except ImportError:
        m = re.search(r"^driver:\s*(\S+)", text, re.M)
        return m.group(1) if m else "oracle"


def per_resource(data):
    """The projection of a record that has to be stable between runs: the
    one the runtime's replay compares (sdk.testing.scenario.comparable:
    calls grouped per resource, dependency cycles in one order)."""
    sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
    from sdk.testing.scenario import comparable
    return comparable(data)


def run_once(path, seed, timeout):
    env = dict(os.environ)
    env.pop("CALLS_LOG", None)       # each run uses its own private log
    env["PYTHONHASHSEED"] = seed
    fd, out = tempfile.mkstemp(prefix="conformance-", suffix=".json")
    os.close(fd)
    try:
        if scenario_driver(path) == "extended":
            cmd = [PYTHON, "-W", "ignore", DRIVER, path, out]
        else:
            cmd = [ORACLE, path, out]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True,
                              timeout=timeout)
        with open(out) as f:
            text = f.read()
        if proc.returncode != 0 or not text:
            return None, proc.stderr[-4000:]
        return text, None
    finally:
        os.unlink(out)


def record(name, args):
    path = os.path.join(SCENARIOS, name + ".yaml")
    outs = []
    for seed in SEEDS[:args.runs]:
        text, err = run_once(path, seed, args.timeout)
        if text is None:
            return name, "ERROR", err
        outs.append(text)
    first = outs[0]
    unstable = [i for i, t in enumerate(outs)
                if per_resource(json.loads(t)) !=
                per_resource(json.loads(first))]
    interleaved = any(json.loads(t) != json.loads(first) for t in outs)
    target = os.path.join(EXPECTED, name + ".json")
    if unstable:
        diff = "".join(difflib.unified_diff(
            _dump(per_resource(json.loads(first))).splitlines(True),
            _dump(per_resource(json.loads(outs[unstable[0]]))).splitlines(
                True),
            "run1", "run%d" % (unstable[0] + 1)))
        if args.force and not args.check:
            _write(target, first)
        return name, "UNSTABLE", diff
    if args.check:
        if not os.path.exists(target):
            return name, "MISSING", None
        with open(target) as f:
            old = f.read()
        if per_resource(json.loads(old)) != per_resource(json.loads(first)):
            diff = "".join(difflib.unified_diff(
                _dump(per_resource(json.loads(old))).splitlines(True),
                _dump(per_resource(json.loads(first))).splitlines(True),
                "expected", "heat"))
            return name, "CHANGED", diff
        return name, "OK", None

    _write(target, first)
    if interleaved:
        return name, "RECORDED", ("  note: the interleaving of different "
                                  "resources' calls varied between runs")
    return name, "RECORDED", None


def _dump(data):
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def _write(target, text):
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w") as f:
        f.write(text)          # byte for byte what Heat produced


def table():
    """Markdown table: scenario, driver, spec IDs (from each YAML)."""
    import yaml
    rows = ["| scenario | driver | spec IDs |", "|---|---|---|"]
    for f in sorted(os.listdir(SCENARIOS)):
        if not f.endswith(".yaml"):
            continue
        with open(os.path.join(SCENARIOS, f)) as fh:
            d = yaml.safe_load(fh)
        rows.append("| %s | %s | %s |" % (
            f[:-5], d.get("driver", "oracle"), ", ".join(d.get("spec", []))))
    return "\n".join(rows)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="*",
                   help="scenario names (default: all scenarios/*.yaml)")
    p.add_argument("--check", action="store_true",
                   help="compare with expected/ and write nothing")
    p.add_argument("--force", action="store_true",
                   help="write the first run even when runs disagree")
    p.add_argument("--runs", type=int, default=2,
                   help="runs per scenario (2..%d)" % len(SEEDS))
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--timeout", type=int, default=900,
                   help="seconds per run")
    p.add_argument("--table", action="store_true",
                   help="print the README's scenario -> spec ID table and "
                        "exit")
    args = p.parse_args(argv)
    if args.table:
        print(table())
        return 0
    args.runs = max(1, min(args.runs, len(SEEDS)))
    names = [n[:-5] if n.endswith(".yaml") else n for n in args.names]
    names = [os.path.basename(n) for n in names] or sorted(
        f[:-5] for f in os.listdir(SCENARIOS) if f.endswith(".yaml"))
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futs = [pool.submit(record, n, args) for n in names]
        for fut in concurrent.futures.as_completed(futs):
            name, status, detail = fut.result()
            print("%-9s %s" % (status, name), flush=True)
            if status not in ("OK", "RECORDED"):
                bad += 1
            if detail:
                print(detail.rstrip("\n"))
    print("%d scenario(s), %d problem(s)" % (len(names), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
