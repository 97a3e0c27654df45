"""Outputs whose attribute raises, read by a later ``plugin-sdk stack``
command: Heat's API resolves each resource's node data before it reads
the outputs, so an attribute that raised InvalidTemplateAttribute is left
out (the output names the whole key; get_attr of all attributes omits it)
and any other error shows its own text, on either engine."""
import pathlib

import pytest

PLUGIN = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "plugins" / "attr_raiser.py"
TEMPLATE = """
heat_template_version: 2021-04-16
resources:
  a: {type: My::AttrRaiser, properties: {kind: ValueError, message: nope}}
  k: {type: My::AttrRaiser, properties: {kind: KeyError, message: nope}}
  ok: {type: My::AttrRaiser, properties: {kind: none, value: fine}}
outputs:
  bad: {value: {get_attr: [a, out]}}
  missing: {value: {get_attr: [k, map, key]}}
  whole: {value: {get_attr: [k]}}
  fine: {value: {get_attr: [ok, out]}}
"""


@pytest.mark.parametrize("engine", ["--convergence", "--legacy"])
def test_output_errors_after_reload(work, engine):
    (work.path / "plugins" / "attr_raiser.py").write_text(PLUGIN.read_text())
    work.write("raising.yaml", TEMPLATE)
    work.ok("stack", "create", "s", "-t", "raising.yaml", "--plugin-dir", "plugins", engine)
    shown = {o["output_key"]: (o.get("output_error"), o["output_value"])
             for o in work.json("stack", "outputs", "s")}
    assert shown == {
        "bad": ("nope", None),
        "missing": ("The Referenced Attribute (k ('map', 'key')) is incorrect.", None),
        "whole": (None, {}),
        "fine": (None, "fine"),
    }
