"""``plugin-sdk heat serve`` without real Heat: its bad input, and the files it
writes for Heat and for the standard clients (the service itself runs in
tests/real_heat/test_heat_serve.py, ``nox -s heat_serve``)."""
import json

import pytest
import yaml
from click.testing import CliRunner

from sdk.cli import main
from sdk.cloud.heat_service import ServiceError, cloud
from sdk.common import install


def test_without_the_heat_extra_one_line_and_nothing_written(tmp_path, monkeypatch):
    from sdk.testing import real_heat
    monkeypatch.setattr(real_heat, "heat_importable", lambda: False)
    state = tmp_path / "state"
    result = CliRunner().invoke(main, ["heat", "serve", "--state-dir", str(state),
                                       "--clouds-yaml", str(tmp_path / "clouds.yaml")])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "Error: plugin-sdk heat serve needs real Heat 27: " + install.pip_install("heat")]
    assert not state.exists() and not (tmp_path / "clouds.yaml").exists()


def test_short_polls_says_it_changes_timing_only():
    result = CliRunner().invoke(main, ["heat", "serve", "--help"])
    assert result.exit_code == 0
    assert "changes timing only" in " ".join(result.output.split())


def test_a_bad_project_setting_is_one_line(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[tool.plugin-sdk]\nplugin-dir = ['x']\n")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["heat", "serve"])
    assert result.exit_code == 2
    assert "unknown key plugin-dir" in result.output and "Traceback" not in result.output


def test_a_missing_plugin_dir_is_the_error_every_command_gives(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["heat", "serve", "--plugin-dir", "nowhere"])
    assert (result.exit_code, result.output) == (2, "Error: plug-in directory not found: nowhere\n")
    assert not (tmp_path / ".plugin-sdk").exists()


class _Access:
    auth_token = "tok"
    _data = {"token": {"catalog": [
        {"type": "network", "endpoints": [{"url": "http://n", "region_id": "Two", "interface": "public"}]},
        {"type": "orchestration", "endpoints": [{"url": "http://elsewhere", "interface": "public"}]}]}}


def test_the_token_response_points_heat_at_itself():
    body = cloud.token_response(_Access(), "http://127.0.0.1:8004/v1/admin")
    by_type = {e["type"]: e for e in body["token"]["catalog"]}
    assert by_type["network"]["endpoints"][0]["url"] == "http://n"
    assert {e["url"] for e in by_type["orchestration"]["endpoints"]} == {"http://127.0.0.1:8004/v1/admin"}
    assert {e["region_id"] for e in by_type["orchestration"]["endpoints"]} == {"Two"}
    assert _Access._data["token"]["catalog"][1]["endpoints"][0]["url"] == "http://elsewhere"


def test_the_clouds_yaml_entry_keeps_the_others_and_the_file_as_it_was(tmp_path):
    path = tmp_path / "clouds.yaml"
    before = "# my clouds\n" + yaml.safe_dump({"clouds": {"mine": {"auth": {"auth_url": "http://k"}}}})
    path.write_text(before)
    cloud.write_local_entry(str(path), "http://127.0.0.1:9/v1/admin", _Access())
    cloud.write_local_entry(str(path), "http://127.0.0.1:9/v1/admin", _Access())
    assert (tmp_path / "clouds.yaml.before-plugin-sdk").read_text() == before
    data = yaml.safe_load(path.read_text())
    assert data["clouds"]["mine"] == {"auth": {"auth_url": "http://k"}}
    assert data["clouds"]["plugin-sdk-local"] == {
        "auth_type": "admin_token", "region_name": "Two",
        "auth": {"endpoint": "http://127.0.0.1:9/v1/admin", "token": "tok"}}


@pytest.mark.parametrize("text", ["clouds: [1, 2]\n", "clouds: {a: [\n"])
def test_a_clouds_yaml_it_cannot_read_is_left_as_it_was(tmp_path, text):
    path = tmp_path / "clouds.yaml"
    path.write_text(text)
    with pytest.raises(ServiceError, match="clouds.yaml"):
        cloud.write_local_entry(str(path), "http://127.0.0.1:9/v1/admin", _Access())
    assert path.read_text() == text


def test_an_unknown_cloud_is_one_line(tmp_path, monkeypatch):
    path = tmp_path / "clouds.yaml"
    path.write_text(json.dumps({"clouds": {}}))
    monkeypatch.setenv("OS_CLIENT_CONFIG_FILE", str(path))
    with pytest.raises(ServiceError, match=r"^--os-cloud nowhere: ") as caught:
        cloud.named_cloud_access("nowhere")
    assert "\n" not in str(caught.value)


def test_its_own_entry_is_not_a_cloud_for_heat():
    with pytest.raises(ServiceError, match="this service's own entry"):
        cloud.named_cloud_access(cloud.LOCAL_CLOUD)
