"""Heat's ``cron_expression`` constraint (OS::Mistral::CronTrigger's
pattern, and heat-contrib's heat_mistral plug-in style), with croniter's words."""
import pytest

from sdk.engine.constraint.common_constraints import CRONExpressionConstraint
from sdk.testing.harness import Harness

PLUGIN = '''
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource


class CronTrigger(resource.Resource):
    """Runs a workflow on a schedule."""

    properties_schema = {
        'pattern': properties.Schema(
            properties.Schema.STRING, 'Cron expression.',
            constraints=[constraints.CustomConstraint('cron_expression')]),
    }


def resource_mapping():
    return {'Test::CronTrigger': CronTrigger}
'''


@pytest.mark.parametrize("expression", [
    "* * * * *", "*/5 0-23 1,15 jan-dec mon-fri", "0 0 * * * 30", "0 0 30 2 *", "@daily",
    "* * * * * * *", "0 12 L * 5#2", ""])
def test_croniter_accepts(expression):
    assert CRONExpressionConstraint().validate(expression, None)


@pytest.mark.parametrize("expression, problem", [
    ("* * *", "Exactly 5, 6 or 7 columns has to be specified for iterator expression."),
    ("61 * * * *", "[61 * * * *] is not acceptable, out of range"),
    ("0 0 0 * *", "[0 0 0 * *] is not acceptable, out of range"),
    ("a b c d e", "[a b c d e] is not acceptable"),
    ("1-70 * * * *", "1-70 * * * * is out of bands"),
    ("*/0 * * * *", "[*/0 * * * *] step '0' in field 0 is not acceptable"),
])
def test_croniter_refuses_in_its_words(expression, problem):
    constraint = CRONExpressionConstraint()
    assert not constraint.validate(expression, None)
    assert constraint._error_message == "Invalid CRON expression: " + problem


def test_a_plugin_property_is_checked_against_it(tmp_path):
    (tmp_path / "cron.py").write_text(PLUGIN)
    h = Harness(files=[str(tmp_path / "cron.py")])
    try:
        def template(pattern):
            return {"heat_template_version": "2021-04-16", "resources": {
                "ct": {"type": "Test::CronTrigger", "properties": {"pattern": pattern}}}}
        assert h.create_stack(template("0 * * * *")).state == ("CREATE", "COMPLETE")
        with pytest.raises(h.validation_error) as info:
            h.create_stack(template("61 * * * *"))
        assert "resources.ct.properties.pattern" in str(info.value)
        assert ("Invalid CRON expression: [61 * * * *] is not acceptable, out of range"
                in str(info.value))
    finally:
        h.close()
