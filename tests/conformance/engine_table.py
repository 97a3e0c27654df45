#!/usr/bin/env python3
"""Write docs/engine_differences.inc: for every scenario recorded on both of
Heat's engines, whether they agree and where they first differ.

    python tests/conformance/engine_table.py [--check]
"""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parents[1] / "docs" / "engine_differences.inc"


def table():
    sys.path.insert(0, str(HERE.parents[1]))
    from sdk.testing.scenario import differences
    rows = []
    for conv in sorted((HERE / "expected" / "convergence").glob("*.json")):
        legacy = HERE / "expected" / "legacy" / conv.name
        if not legacy.exists():
            continue
        diffs = differences(json.loads(conv.read_text()), json.loads(legacy.read_text()))
        first = diffs[0].replace("expected", "legacy").replace("got", "convergence") if diffs else ""
        rows.append((conv.stem, str(len(diffs)) if diffs else "agree",
                     (first[:117] + "...") if len(first) > 120 else first))
    same = sum(1 for r in rows if r[1] == "agree")
    lines = ["%d scenarios recorded on both engines; they agree on %d." % (len(rows), same), "",
             ".. list-table::", "   :header-rows: 1", "",
             "   * - scenario", "     - differences", "     - first difference"]
    for name, count, first in rows:
        lines += ["   * - %s" % name, "     - %s" % count,
                  "     - ``%s``" % first.replace("`", "'") if first else "     - "]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    text = table()
    if "--check" in sys.argv:
        sys.exit(0 if OUT.exists() and OUT.read_text() == text else 1)
    OUT.write_text(text)
