"""The example templates in examples/ run with this plug-in, as the README shows."""
import pathlib

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"


def test_example_stack_renames_in_place_and_replaces_on_resize(make_stack):
    template = (EXAMPLES / "stack.yaml").read_text()
    stack = make_stack(template)
    assert stack.state == ("CREATE", "COMPLETE")
    before = dict(stack.outputs)
    stack.update(template, params={"name": "second", "size": 2})
    assert stack.state == ("UPDATE", "COMPLETE")
    assert stack.outputs["renamed_id"] == before["renamed_id"]
    assert stack.outputs["resized_id"] != before["resized_id"]
    assert stack.outputs["resized_status"] == "ACTIVE"
