"""``plugin-sdk docs``: html, markdown, json, --check and users' mistakes."""
import json
import shutil

import pytest
from click.testing import CliRunner
from docgen_helpers import HIDDEN_WORDS, PLUGINS

from sdk.cli import main


@pytest.fixture
def plugins(tmp_path):
    target = tmp_path / "plugins"
    shutil.copytree(PLUGINS, target)
    return target


def run(*args):
    return CliRunner().invoke(main, ["docs", *map(str, args)])


def test_json_is_the_extracted_model_without_hidden_items(plugins):
    result = run("--plugin-dir", plugins, "--format", "json")
    assert result.exit_code == 0, result.output
    model = json.loads(result.output)
    assert [t["name"] for t in model["types"]] == ["My::Svc::Beta", "My::Svc::Old", "My::Svc::Thing"]
    thing = model["types"][2]
    networks = next(p for p in thing["properties"] if p["name"] == "networks")
    item = networks["item"]
    assert [p["name"] for p in item["schema"]] == ["fixed_ip", "options", "port"]
    options = next(p for p in item["schema"] if p["name"] == "options")
    assert [p["path"] for p in options["schema"]] == ["networks.options.level3"]
    size = next(p for p in thing["properties"] if p["name"] == "size")
    assert size["default"] == 2 and size["update"] == "replace"
    assert [c["text"] for c in size["constraints"]] == [
        "The value must be between 1 and 10.", "The value must be a multiple of 2."]
    assert {(d["kind"], d["name"], d["version"]) for d in model["deprecations"]} == {
        ("type", "My::Svc::Old", "8.0.0"), ("property", "mode", "8.0.0"),
        ("attribute", "details", "9.0.0")}
    for word in HIDDEN_WORDS:
        assert word not in result.output


def test_markdown_to_a_file_and_check(plugins, tmp_path):
    out = tmp_path / "REFERENCE.md"
    assert run("--plugin-dir", plugins, "--format", "markdown", "-o", out).exit_code == 0
    text = out.read_text()
    assert "## My::Svc::Thing" in text and "# Deprecations by release" in text
    assert "- The value must be a valid `nova.flavor` (custom constraint)." in text
    assert "> **Warning:** *Unsupported: Still experimental.*" in text
    assert ("Property [`mode`](#resource-my-svc-thing-prop-mode) of My::Svc::Thing: "
            "Use size instead.") in text
    assert "It replaces `My::Svc::Old`; see `networks` for wiring." in text
    for word in HIDDEN_WORDS:
        assert word not in text

    fresh = run("--plugin-dir", plugins, "--format", "markdown", "-o", out, "--check")
    assert fresh.exit_code == 0 and "is up to date" in fresh.output

    source = plugins / "svc.py"
    source.write_text(source.read_text().replace("Size in units.", "Size in blocks."))
    stale = run("--plugin-dir", plugins, "--format", "markdown", "-o", out, "--check")
    assert stale.exit_code == 1
    assert "-- Size in units." in stale.output or "-- <a id" in stale.output
    assert "+" in stale.output and "Size in blocks." in stale.output
    assert "is stale" in stale.output
    assert "Size in units." in out.read_text()  # --check never writes


def test_check_of_a_missing_file_is_stale(plugins, tmp_path):
    result = run("--plugin-dir", plugins, "--format", "json", "-o", tmp_path / "m.json", "--check")
    assert result.exit_code == 1 and "is stale" in result.output


def test_html_build_into_a_directory(plugins, tmp_path):
    out = tmp_path / "site"
    result = run("--plugin-dir", plugins, "-o", out)
    assert result.exit_code == 0, result.output
    assert "My::Svc::Thing" in (out / "index.html").read_text()
    assert "Use size instead." in (out / "deprecations.html").read_text()
    assert run("--plugin-dir", plugins, "-o", out).exit_code == 0  # rebuilding replaces it


def test_plugin_dirs_default_to_the_projects_configured_ones(plugins, monkeypatch):
    project = plugins.parent
    monkeypatch.chdir(project)
    assert run("--format", "json").exit_code == 2  # nothing configured: a usage error
    (project / "pyproject.toml").write_text('[tool.plugin-sdk]\nplugin-dirs = ["plugins"]\n')
    (project / "sub").mkdir()
    monkeypatch.chdir(project / "sub")
    result = run("--format", "json")
    assert result.exit_code == 0, result.output
    assert "My::Svc::Thing" in result.output


def test_users_mistakes_are_one_line_errors(plugins, tmp_path):
    (plugins / "broken.py").write_text("def oops(:\n")
    result = run("--plugin-dir", plugins, "--format", "json")
    assert result.exit_code == 2
    assert "broken.py:1: SyntaxError" in result.output and "Traceback" not in result.output
    assert run("--plugin-dir", tmp_path / "nowhere", "--format", "json").exit_code == 2
    assert run("--plugin-dir", plugins, "--check").exit_code == 2
    not_ours = tmp_path / "notes"
    not_ours.mkdir()
    (not_ours / "keep.txt").write_text("mine")
    (plugins / "broken.py").unlink()
    result = run("--plugin-dir", plugins, "-o", not_ours)
    assert result.exit_code == 2 and "is not an HTML build" in result.output
    assert (not_ours / "keep.txt").read_text() == "mine"
    for fmt in ("html", "markdown"):
        result = run("--plugin-dir", plugins, "--format", fmt, "-o", tmp_path / "no" / "out")
        assert result.exit_code == 2 and "does not exist" in result.output, result.output


def test_json_source_paths_are_relative_to_the_working_directory(plugins, monkeypatch):
    monkeypatch.chdir(plugins.parent)
    model = json.loads(run("--plugin-dir", "plugins", "--format", "json").output)
    assert {t["source"] for t in model["types"]} == {"plugins/svc.py"}
    assert all(t["line"] for t in model["types"])
