"""Output descriptions as Heat's API shows them (heat/engine/output.py,
Output.description(): a missing description reads "No description given",
any other value is shown as text). heat-oracle records output values only,
so this is checked here."""
from sdk.testing import Harness


def test_output_descriptions():
    st = Harness().create_stack({
        "heat_template_version": "2021-04-16",
        "resources": {},
        "outputs": {"missing": {"value": 1}, "empty": {"value": 2, "description": ""},
                    "number": {"value": 3, "description": 5},
                    "text": {"value": 4, "description": "the text"}}})
    described = {name: description for name, (description, _, _) in st.t.outputs(st).items()}
    assert described == {"missing": "No description given", "empty": "", "number": "5",
                         "text": "the text"}
