"""A provider template's nested stack across ``plugin-sdk stack`` commands:
it runs on its parent's engine (in Heat, a convergence stack's nested stacks
are convergence stacks), is kept with its parent resource's row, and a later
command reads its outputs through the parent's attributes."""
import json
import sqlite3

import pytest

TOP = """
heat_template_version: 2021-04-16
parameters:
  v: {type: string, default: hi}
resources:
  n: {type: nested.yaml, properties: {value: {get_param: v}}}
outputs:
  out: {value: {get_attr: [n, echoed]}}
"""
NESTED = """
heat_template_version: 2021-04-16
parameters: {value: {type: string}}
resources:
  r: {type: OS::Heat::Value, properties: {value: {get_param: value}}}
outputs:
  echoed: {value: {get_attr: [r, value]}}
"""


def _nested_state(work):
    conn = sqlite3.connect(str(work.state))
    try:
        (data,) = conn.execute("SELECT data FROM resource WHERE name='n'").fetchone()
    finally:
        conn.close()
    return json.loads(data)["nested_stack"]   # a mapping in the parent resource's data


@pytest.mark.parametrize("engine, convergence", [("--convergence", True), ("--legacy", False)])
def test_nested_stack_outputs_across_commands(work, engine, convergence):
    work.write("top.yaml", TOP)
    work.write("nested.yaml", NESTED)
    work.ok("stack", "create", "s", "-t", "top.yaml", engine)
    nested = _nested_state(work)
    assert nested["convergence"] is convergence
    assert [r["convergence"] is not None for r in nested["resources"]] == [convergence]
    # the nested stack's rows are numbered after its parent's, as in Heat's one table
    assert [r["id"] for r in nested["resources"]] == [2]
    assert work.json("stack", "outputs", "s")[0]["output_value"] == "hi"
    work.ok("stack", "update", "s", "-t", "top.yaml", "-P", "v=bye")
    assert work.json("stack", "outputs", "s")[0]["output_value"] == "bye"
    work.ok("stack", "delete", "s")
