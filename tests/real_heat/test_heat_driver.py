"""The one driver of real Heat (sdk/testing/heat_driver.py) on both of
Heat's engines, through ``plugin-sdk scenario --engine heat`` and the
recorder. Needs openstack-heat in this interpreter: ``nox -s heat``."""
import json
import pathlib
import subprocess
import sys

import pytest
from click.testing import CliRunner

from sdk.cli import main
from sdk.testing import scenario

ROOT = pathlib.Path(__file__).resolve().parents[1] / "conformance"
#: Scenarios whose records differ between the engines (DIFFERENCES.md) and
#: whose runs agree on each engine.
DIFFERING = ("check_failures", "attributes_dependent_fails", "diff_delete_retry_after_failure")


def _records(*args, env=None):
    result = CliRunner().invoke(main, ["scenario", *map(str, args)], env=env)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _recorded(engine, name):
    return json.loads((ROOT / "expected" / engine / (name + ".json")).read_text())


@pytest.mark.parametrize("name", DIFFERING)
@pytest.mark.parametrize("flag, engine", [("--legacy", "legacy"), ("--convergence", "convergence"),
                                          (None, "convergence")])
def test_scenario_on_heat_gives_the_recorded_engine(name, flag, engine):
    args = [ROOT / "scenarios" / (name + ".yaml"), "--engine", "heat"] + ([flag] if flag else [])
    assert scenario.differences(_records(*args), _recorded(engine, name)) == []


def test_the_engine_key_of_a_scenario_chooses_and_an_option_overrides_it(tmp_path):
    src = ROOT / "scenarios" / "diff_delete_retry_after_failure.yaml"
    text = src.read_text().replace("plugins: [../plugins/", "plugins: [%s/" % (ROOT / "plugins"))
    path = tmp_path / "legacy.yaml"
    path.write_text("engine: legacy\n" + text)
    legacy = _recorded("legacy", "diff_delete_retry_after_failure")
    convergence = _recorded("convergence", "diff_delete_retry_after_failure")
    assert legacy != convergence
    assert scenario.differences(_records(path, "--engine", "heat"), legacy) == []
    assert scenario.differences(_records(path, "--engine", "heat", "--convergence"),
                                convergence) == []


def test_another_python_runs_the_driver_as_a_script(tmp_path):
    out = tmp_path / "out.json"
    result = CliRunner().invoke(main, [
        "scenario", str(ROOT / "scenarios" / "update_replace.yaml"), "--engine", "heat",
        "--legacy", "--heat-python", sys.executable, "-o", str(out)])
    assert result.exit_code == 0 and result.stdout == "", result.output
    assert scenario.differences(json.loads(out.read_text()),
                                _recorded("legacy", "update_replace")) == []


def test_expect_compares_a_heat_run_with_a_record():
    result = CliRunner().invoke(main, [
        "scenario", str(ROOT / "scenarios" / "create_fail_sibling.yaml"), "--engine", "heat",
        "--expect", str(ROOT / "expected" / "legacy" / "create_fail_sibling.json")])
    assert result.exit_code == 1
    assert "differences" in result.output


def test_recorder_check_agrees_with_the_records():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "record.py"), "--check", "--runs", "2",
         "--heat-python", sys.executable, "update_replace", "diff_replace_with_dependent"],
        capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.count("OK ") == 4


def test_the_drivers_database_never_gives_a_deleted_rows_id_again():
    """As production Heat's MySQL or PostgreSQL: the attribute data a worker
    deletes (Heat's clear_stored_attributes) keeps its id to itself, so the
    properties stored next can never be written over with attribute values."""
    # isort: off
    from sdk.testing import heat_driver  # first: selects Heat's test backends
    from heat.db import api as db_api
    # isort: on

    driver = heat_driver.Driver("convergence")
    try:
        ctx = driver.context
        props = db_api.resource_prop_data_create(ctx, {"data": {"value": "v1"}}).id
        attrs = db_api.resource_prop_data_create(ctx, {"data": {"size": 1}}).id
        db_api.resource_attr_data_delete(ctx, 0, attrs)  # the highest id goes
        new_props = db_api.resource_prop_data_create(ctx, {"data": {"value": "v2"}}).id
        assert props < attrs < new_props
    finally:
        driver.close()
