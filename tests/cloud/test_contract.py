"""The contract checks on a plug-in that reaches OpenStack through Heat's
client plug-ins: its property values come from the fake cloud's DevStack
objects, and every life-cycle path runs through the real clients."""
import os

from click.testing import CliRunner

from sdk.cli import main
from sdk.testing import strategies

PLUGINS = os.path.join(os.path.dirname(__file__), os.pardir, "harness", "engines",
                       "openstack_plugins")


def test_a_plugin_on_heats_client_plugins_meets_the_contract():
    result = CliRunner().invoke(main, ["test", "--contract", "--plugin-dir", PLUGINS,
                                       "--examples", "4"])
    assert result.exit_code == 0, result.output
    assert result.output.rstrip().endswith("1 of 1 resource types meet the contract")


def test_client_backed_constraints_draw_what_the_fake_cloud_has():
    from sdk.engine import constraints, properties
    schema = properties.Schema(properties.Schema.STRING,
                               constraints=[constraints.CustomConstraint("nova.flavor")])
    from hypothesis import given, settings

    from sdk.cloud import devstack
    drawn = set()

    @settings(max_examples=20, database=None)
    @given(strategies.valid_value(schema))
    def draw(value):
        drawn.add(value)

    draw()
    assert drawn and drawn <= {flavor[1] for flavor in devstack.FLAVORS}

