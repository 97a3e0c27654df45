"""``plugin-sdk run --fake-cloud``: a plug-in on Heat's client plug-ins
through its life cycle in one command."""
from click.testing import CliRunner

from sdk.cli import main
from tests.cloud.test_contract import PLUGINS


def test_run_takes_a_server_plugin_through_its_life_cycle_on_the_fake_cloud(tmp_path):
    template = tmp_path / "vm.yaml"
    template.write_text("heat_template_version: 2016-10-14\nresources:\n"
                        "  vm: {type: Test::Server, properties: {network: private, "
                        "flavor: m1.nano}}\n"
                        "outputs:\n  address: {value: {get_attr: [vm, address]}}\n")
    result = CliRunner().invoke(main, ["run", "-t", str(template), "--plugin-dir", PLUGINS,
                                       "--fake-cloud", "--steps", "create,check,delete"])
    assert result.exit_code == 0, result.output
    for line in ("== create: CREATE_COMPLETE", "output address = '10.0.0.",
                 "== check: CHECK_COMPLETE", "== delete: DELETE_COMPLETE"):
        assert line in result.output
