"""plugin-sdk lint and docs on the third-party-style plug-ins: every lint
finding is a real problem (checked by hand, listed here), and docgen
documents every visible type with its nested schemas and history."""
import json
import os

from click.testing import CliRunner

from lint import engine
from lint.config import Config
from sdk.cli import main

from .conftest import BROKEN, PLUGINS

#: (file, line, code) of every finding; each is a real problem:
#: PS301 - types that never say which release they appeared in;
#: PS212 - a description that starts in lower case ("rw or ro.").
#: (legacy_queue.py's _LW import falls back when Heat 27 lacks it: no PS003.)
EXPECTED = {
    ("container_host.py", 23, "PS301"),
    ("container_host.py", 47, "PS301"),
    ("legacy_queue.py", 24, "PS301"),
    ("versioned_share.py", 76, "PS212"),
}


def _lint(path, tmp_path):
    result = engine.run([path], Config(root=str(tmp_path)), use_cache=False)
    assert not result.problems
    return {(os.path.relpath(f.path, path), f.line, f.code) for f in result.findings}


def test_lint_has_no_false_positives(tmp_path):
    assert _lint(PLUGINS, tmp_path) == EXPECTED


def test_lint_flags_old_attribute_schemas(tmp_path):
    found = _lint(BROKEN, tmp_path)
    assert ("old_attributes.py", 13, "PS111") in found
    assert ("py2_syntax.py", 9, "PS001") in found
    assert {code for _, _, code in found} == {"PS001", "PS111", "PS301"}


def _docs(*args):
    result = CliRunner().invoke(main, ["docs", "--plugin-dir", PLUGINS, *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_docgen_documents_every_visible_type():
    model = json.loads(_docs("--format", "json"))
    types = {t["name"]: t for t in model["types"]}
    assert sorted(types) == [
        "ACME::Storage::Bucket", "Elastic::Block::Volume", "Hooks::Webhook::Receiver",
        "Hypo::Compute::FlavorQuota", "Hypo::Container::Port", "Hypo::Feature::Disabled",
        "Hypo::Identity::ServiceAccount",
        "Hypo::LB::Pool", "Hypo::LB::PoolMember",
        "Hypo::Messaging::Queue", "Hypo::Net::FirewallPolicy", "Hypo::Neutron::Segment",
        "Hypo::Storage::FileShare",
        "Hypo::Test::SlowProbe", "Orbit::DNS::Zone"]
    # Class names as their authors know them, not the loader's private package.
    assert types["ACME::Storage::Bucket"]["class_name"] == "acme_heat.resources.bucket.Bucket"
    assert types["Orbit::DNS::Zone"]["class_name"] == "orbit_dns.OrbitZone"
    assert all(t["doc"] and not t["doc"].startswith("No description") for t in types.values())
    # A subclass of Heat's TestResource inherits its properties and adds its own.
    probe = {p["name"] for p in types["Hypo::Test::SlowProbe"]["properties"]}
    assert {"label", "value", "wait_secs", "fail"} <= probe
    assert model["deprecations"] == [{
        "kind": "property", "message": "Use property protocol.", "name": "share_protocol",
        "type_name": "Hypo::Storage::FileShare", "version": "7.0.0"}]


def test_docgen_nested_schemas_and_custom_constraints():
    text = _docs("--format", "markdown")
    assert "`action` (String, required): What to do with matching traffic." in text
    assert "each item (Integer)" in text
    assert "`default_action` (String, optional): Action when no rule matches." in text
    assert "The value must be a valid `net_cidr` (custom constraint)." in text
    assert "*Deprecated since 7.0.0 (Newton): Use property protocol." in text
    # The HIDDEN old name of the share type is left out.
    assert "Hypo::Storage::Share\n" not in text and "Hypo::Storage::Share]" not in text
