"""Template text as Heat's API receives it: YAML or JSON, with what the
client's JSON transport makes of YAML-only values."""
import pytest

from sdk.engine import template
from sdk.testing import Harness


def test_yaml_keys_arrive_as_json_strings():
    data = template.parse_text(
        "heat_template_version: 2016-10-14\nresources:\n  off: {type: OS::Heat::None}\n"
        "  1: {type: OS::Heat::None}\n")
    assert data["heat_template_version"] == "2016-10-14"
    assert set(data["resources"]) == {"false", "1"}
    st = Harness().create_stack(data)
    assert st.state == ("CREATE", "COMPLETE")
    assert sorted(st.resources) == ["1", "false"]


@pytest.mark.parametrize("text, message", [
    ("resources:\n  a: !!binary aGVsbG8=\n", "t.yaml: not expressible as JSON: binary data at line 2"),
    ("resources: {a: 1\n", "Error parsing template t.yaml:2:1"),
    ("- a\n- b\n", "The template is not a JSON object or YAML mapping."),
])
def test_bad_text_is_one_value_error(text, message):
    with pytest.raises(ValueError) as err:
        template.parse_text(text, "t.yaml")
    assert message in str(err.value)
