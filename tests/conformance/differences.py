"""Where Heat 27's two engines differ, from the scenarios recorded on both
(expected/legacy, expected/convergence): one reading of the records, written
twice, as DIFFERENCES.md beside them and as docs/engine_differences.inc for
the docs page (docs/engines.rst). Nothing else generates either file.

    python3 tests/conformance/differences.py [--check]   (record.py runs it too)

The records are compared as the replay compares them (calls grouped per
resource); each difference found is put in a class (handler call order,
status reason wording, purged rows, output errors, ...), so the convergence
implementation has a map of what to change and where it is shown.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

from sdk.testing.scenario import comparable  # noqa: E402

EXPECTED = os.path.join(HERE, "expected")
OUT = os.path.join(HERE, "DIFFERENCES.md")
DOCS_TABLE = os.path.join(os.path.dirname(os.path.dirname(HERE)), "docs", "engine_differences.inc")
POLL = "check_%s_complete"


def classify(legacy, convergence):
    """The classes of difference between two records of one scenario, in
    order of first appearance, each with the steps (1-based) showing it."""
    found = collections.OrderedDict()

    def note(cls, step):
        found.setdefault(cls, [])
        if step not in found[cls]:
            found[cls].append(step)

    if len(legacy) != len(convergence):
        note("number of steps", min(len(legacy), len(convergence)) + 1)
    for i, (old, new) in enumerate(zip(comparable(legacy), comparable(convergence)), 1):
        for cls in _step_classes(old, new):
            note(cls, i)
    return found


def _step_classes(old, new):
    op = new.get("op")
    if "validate_error" in old or "validate_error" in new:
        if old.get("validate_error") != new.get("validate_error"):
            yield "validation error: %s" % op
        return
    failed = "FAILED" in old.get("stack", []) or "FAILED" in new.get("stack", [])
    if old.get("stack") != new.get("stack"):
        yield "stack state: after %s" % op
    elif old.get("status_reason") != new.get("status_reason"):
        yield ("check aggregation" if op == "check" else "stack status reason wording")
    old_rs, new_rs = old.get("resources", {}), new.get("resources", {})
    if set(old_rs) - set(new_rs):
        yield ("purged rows" if op in ("delete", "abandon") or "DELETE" in new.get("stack", [])
               else "resources not listed")
    if set(new_rs) - set(old_rs):
        yield "extra resource rows"
    for name in sorted(set(old_rs) & set(new_rs)):
        a, b = old_rs[name], new_rs[name]
        if a["state"] != b["state"]:
            yield "resource state"
        elif a["status_reason"] != b["status_reason"]:
            yield "resource status reason wording"
        if a["resource_id"] != b["resource_id"]:
            yield "replacement order (resource ids)"
    outs_a, outs_b = old.get("outputs", {}), new.get("outputs", {})
    if outs_a != outs_b:
        errors = any(isinstance(v, dict) and "error" in v
                     for v in list(outs_a.values()) + list(outs_b.values()))
        yield "output errors" if errors else "output values"
    yield from _call_classes(old.get("calls", {}), new.get("calls", {}), failed)
    if new.get("worker_errors"):
        yield "worker errors"
    if old.get("error") != new.get("error"):
        yield "API error: %s" % op
    if old.get("abandon") != new.get("abandon"):
        yield "abandon data"


def _call_classes(old, new, failed):
    for name in sorted(set(old) | set(new), key=str):
        a, b = old.get(name, []), new.get(name, [])
        if a == b:
            continue
        key = [json.dumps(c, sort_keys=True) for c in a]
        other = [json.dumps(c, sort_keys=True) for c in b]
        if sorted(key) == sorted(other):
            yield "handler call order"
            continue
        names_a = [c.get("call") for c in a]
        names_b = [c.get("call") for c in b]
        extra = collections.Counter(names_b) - collections.Counter(names_a)
        missing = collections.Counter(names_a) - collections.Counter(names_b)
        changed = ", ".join(["+%s" % c for c in sorted(extra, key=str)] +
                            ["-%s" % c for c in sorted(missing, key=str)])
        if any(str(c).endswith("_cancel") for c in list(extra) + list(missing)):
            yield "cancellation of siblings: " + changed
        elif failed and any(str(c).startswith("check_") for c in extra) and not missing:
            yield "sibling polling after failure: " + changed
        elif failed and any(str(c).startswith("check_") for c in missing) and not extra:
            yield "polling stopped earlier: " + changed
        elif extra or missing:
            yield "handler calls made: " + changed
        else:
            yield "handler call details"




def load(engine, name):
    with open(os.path.join(EXPECTED, engine, name + ".json")) as f:
        return json.load(f)


def summary():
    """What both outputs show: the scenarios compared, each differing one's
    classes with their steps, how many scenarios show each class, and the
    scenarios real Heat recorded unstably (engine -> name -> first change)."""
    names = sorted(f[:-5] for f in os.listdir(os.path.join(EXPECTED, "legacy"))
                   if f.endswith(".json")
                   and os.path.exists(os.path.join(EXPECTED, "convergence", f)))
    unstable = {}
    path = os.path.join(EXPECTED, "unstable.json")
    if os.path.exists(path):
        with open(path) as f:
            unstable = json.load(f)
    differing, counts = {}, collections.Counter()
    for name in names:
        found = classify(load("legacy", name), load("convergence", name))
        if found:
            counts.update({cls.split(":")[0] for cls in found})
            differing[name] = found
    classes = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return names, differing, classes, unstable


def _steps(found):
    return "; ".join("%s (step %s)" % (cls, ", ".join(map(str, steps)))
                     for cls, steps in found.items())


def _unstable_rows(unstable):
    return [(engine, name, _short(change)) for engine, names_ in sorted(unstable.items())
            for name, change in sorted(names_.items())]


UNSTABLE_NOTE = ("Runs with different PYTHONHASHSEED disagreed (the order of independent "
                 "resources decides the outcome); the record is the first run's "
                 "(PYTHONHASHSEED=1), whose order the runtime takes, and the replay "
                 "compares it strictly.")


def markdown(names, differing, classes, unstable):
    lines = [
        "# Legacy and convergence records: where Heat 27's engines differ",
        "",
        "Generated by `python3 tests/conformance/differences.py` (run by record.py) from",
        "expected/legacy/ and expected/convergence/; do not edit by hand (the docs page",
        "docs/engines.rst shows the same tables). Records are compared as the replay",
        "compares them (calls grouped per resource). %d of %d scenarios differ."
        % (len(differing), len(names)),
        "",
        "## Classes",
        "",
        "| class | scenarios |",
        "|---|---|",
    ]
    lines += ["| %s | %d |" % item for item in classes]
    lines += ["", "## Scenarios", "", "| scenario | differences (steps) |", "|---|---|"]
    lines += ["| %s | %s |" % (name, _steps(found)) for name, found in differing.items()]
    if unstable:
        lines += ["", "## Unstable on real Heat", "", UNSTABLE_NOTE, "",
                  "| engine | scenario | first change |", "|---|---|---|"]
        lines += ["| %s | %s | `%s` |" % (engine, name, change.replace("|", "\\|"))
                  for engine, name, change in _unstable_rows(unstable)]
    return "\n".join(lines) + "\n"


def _rst(text):
    """``text`` as plain reStructuredText (no markup read into it)."""
    for char in "\\*`_|":
        text = text.replace(char, "\\" + char)
    return text


def _list_table(header, rows):
    lines = [".. list-table::", "   :header-rows: 1", ""]
    for row in [header] + rows:
        lines += ["   %s %s" % ("* -" if i == 0 else "  -", cell)
                  for i, cell in enumerate(row)]
    return lines + [""]


def rst(names, differing, classes, unstable):
    lines = ["%d scenarios recorded on both engines; they differ on %d (generated by"
             % (len(names), len(differing)),
             "``python3 tests/conformance/differences.py``, as DIFFERENCES.md is).", "",
             ".. rubric:: Classes", ""]
    lines += _list_table(["class", "scenarios"], [[_rst(cls), str(n)] for cls, n in classes])
    lines += [".. rubric:: Scenarios", ""]
    lines += _list_table(["scenario", "differences (steps)"],
                         [[_rst(name), _rst(_steps(found))] for name, found in differing.items()])
    if unstable:
        lines += [".. rubric:: Unstable on real Heat", "", UNSTABLE_NOTE, ""]
        lines += _list_table(["engine", "scenario", "first change"],
                             [[engine, _rst(name), "``%s``" % change.replace("`", "'").strip()]
                              for engine, name, change in _unstable_rows(unstable)])
    return "\n".join(lines[:-1]) + "\n"


def render():
    """Path -> the text generated for it."""
    found = summary()
    return {OUT: markdown(*found), DOCS_TABLE: rst(*found)}


def stale():
    """The generated files that differ from what the records give now."""
    out = []
    for path, text in render().items():
        try:
            with open(path) as f:
                current = f.read() == text
        except FileNotFoundError:
            current = False
        if not current:
            out.append(path)
    return out


def _short(text, limit=150):
    return text if len(text) <= limit else text[:limit] + "..."


def write():
    texts = render()
    for path, text in texts.items():
        with open(path, "w") as f:
            f.write(text)
    return list(texts)


if __name__ == "__main__":
    if "--check" in sys.argv:
        old = stale()
        print("\n".join("stale: %s" % path for path in old) or "current")
        sys.exit(1 if old else 0)
    print("\n".join(write()))
