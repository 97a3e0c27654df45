"""Mistakes for which Heat raises a plain Python error (conformance README,
findings 38 and 44) keep Heat's error type but are still bad input for the
stack commands: one line, exit status 2, nothing stored."""
import pytest

NONE = "heat_template_version: 2021-04-16\nresources:\n  a: {type: OS::Heat::None}\n"


@pytest.mark.parametrize("template, environment, message", [
    # (a section that is not a map is named before Heat's engine trips over it)
    ("heat_template_version: 2021-04-16\nresources: [a]\n", None,
     "t.yaml: resources must be a map of resource names to resource definitions, not a list"),
    (NONE + "outputs:\n  o: {value: {get_attr: [a, 5]}}\n", None,
     "t.yaml: TypeError: 'int' object is not subscriptable"),
    ("heat_template_version: 2021-04-16\nresources:\n  a: {type: A::B}\n",
     "resource_registry: {A::B: A::C, A::C: A::B}\n",
     "t.yaml: RecursionError: maximum recursion depth exceeded"),
    (NONE, "resource_registry: {A::B: 5}\n", "e.yaml: 'int' object has no attribute 'support_status'"),
    (NONE, "parameter_defaults: [x]\n",
     "e.yaml: parameter_defaults must be a map of parameter names to values, not a list"),
])
def test_plain_python_errors_are_one_line_input_errors(work, template, environment, message):
    args = ["stack", "create", "s", "-t", work.write("t.yaml", template), "--plugin-dir", "plugins"]
    if environment:
        args += ["-e", work.write("e.yaml", environment)]
    result = work.run(*args)
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert work.json("stack", "list") == []
