"""template validate against the runtime's own validation (Stack.validate,
which reproduces Heat's) on every template of the recorded conformance
scenarios: the validator finds an error exactly when the runtime refuses
the template, but for the differences it is built to have."""
import json
import pathlib

import pytest

from sdk.common import template_format
from sdk.engine import environment
from sdk.engine import template as templatem
from sdk.engine.stack import Stack
from sdk.testing import Harness
from sdk.validate.check import check_text

SCENARIOS = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "scenarios"

# What only a deployment knows: the validator works offline and treats a
# parameter with no value as unknown (unless values are given).
OFFLINE = ("is not available for resource type", "was not provided.")


def _steps():
    for path in sorted(SCENARIOS.glob("*.yaml")):
        scenario = template_format.load(path.read_text())
        plugins = [str((path.parent / p).resolve()) for p in scenario.get("plugins", [])]
        for i, step in enumerate(scenario.get("steps", [])):
            if isinstance(step.get("template"), dict):
                yield path.stem, plugins, i, step


def _runtime_error(step, env):
    try:
        Stack("s", templatem.Template(step["template"]), env, step.get("params") or {}).validate()
    except Exception as exc:
        return str(exc)
    return None


def test_validator_and_runtime_agree():
    harnesses, disagree, checked = {}, [], 0
    for name, plugins, i, step in _steps():
        key = tuple(plugins)
        if key not in harnesses:
            harnesses[key] = Harness(files=plugins)
        env = harnesses[key].env
        if step.get("environment"):
            try:
                env = environment.Environment.from_user(env, step["environment"])
            except Exception:
                continue  # the environment itself is refused: no template check
        refused = _runtime_error(step, env)
        text = json.dumps(step["template"], indent=1)
        errors = [f for f in check_text(text, "t.json", env, step.get("params") or {})
                  if f.severity == "error"]
        checked += 1
        if refused and not errors and not any(o in refused for o in OFFLINE):
            disagree.append((name, i, "missed", refused))
        if errors and not refused:
            # Heat only fails an output's get_param of an unknown parameter
            # when the output is shown; the validator says so at once.
            if not all(f.code == "HT205" for f in errors):
                disagree.append((name, i, "refused", [f.message for f in errors]))
    assert checked > 1500
    assert disagree == []


@pytest.mark.parametrize("version", ["2016-10-14", "2021-04-16"])
def test_runtime_errors_reappear_with_positions(version, run):
    """A template with one mistake per kind the runtime reports: each
    runtime message is among the validator's, at the right line."""
    text = ("heat_template_version: %s\n"
            "parameters:\n  n: {type: number, default: 9, constraints: [{range: {max: 5}}]}\n"
            "resources:\n  a:\n    type: OS::Heat::RandomString\n    properties: {length: 0}\n"
            % version)
    path = run.write("t.yaml", text)
    runtime = _runtime_error({"template": template_format.load(text)},
                             Harness().env)
    found = run.findings(path)
    assert runtime in [f["message"] for f in found]
    assert [(f["line"], f["code"]) for f in found] == [(3, "HT201"), (7, "HT303")]
