"""Heat's ``max_nested_stack_depth`` (5): a tree of nested stacks (provider
templates, ResourceGroup) deeper than that is refused before anything is
made, with Heat 27's message and path (recorded from real Heat with
heat-oracle), by the runtime, the stack commands and template validate."""
import re
import time

import pytest
from click.testing import CliRunner

from sdk.common import exception

#: Heat 27's validation error for the first resource past the limit
_DEPTH = "Request limit exceeded: Recursion depth exceeds 5."
SELF_REASON = "RequestLimitExceeded: %s: %s" % (
    ".".join(["resources.me<self.yaml>"] * 6), _DEPTH)
MUTUAL_REASON = "RequestLimitExceeded: %s: %s" % (
    ".".join(["resources.a<p2.yaml>", "resources.b<p1.yaml>"] * 3), _DEPTH)
CHAIN_REASON = "RequestLimitExceeded: %s: %s" % (
    ".".join("resources.r<c%d.yaml>" % i for i in range(1, 7)), _DEPTH)
GROUP_REASON = "RequestLimitExceeded: %s: %s" % (
    ".".join(["resources.g<nested_stack>"] + ["resources.0<nested_stack>"] * 5), _DEPTH)

SELF = "heat_template_version: 2016-10-14\nresources:\n  me: {type: self.yaml}\n"
P1 = "heat_template_version: 2016-10-14\nresources:\n  a: {type: p2.yaml}\n"
P2 = "heat_template_version: 2016-10-14\nresources:\n  b: {type: p1.yaml}\n"


def chain(levels):
    """(root template, files): the root and ``levels`` provider templates,
    each naming the next; the last holds an OS::Heat::None."""
    files = {}
    for i in range(1, levels + 1):
        inner = "c%d.yaml" % (i + 1) if i < levels else "OS::Heat::None"
        files["c%d.yaml" % i] = ("heat_template_version: 2016-10-14\nresources:\n"
                                 "  r: {type: %s}\n" % inner)
    return "heat_template_version: 2016-10-14\nresources:\n  r: {type: c1.yaml}\n", files


def group(levels):
    """ResourceGroups of one member, ``levels`` deep."""
    member = "type: OS::Heat::None"
    for _ in range(levels):
        member = ("type: OS::Heat::ResourceGroup\nproperties:\n  count: 1\n  resource_def:\n"
                  + "".join("    %s\n" % line for line in member.splitlines()))
    return "heat_template_version: 2016-10-14\nresources:\n  g:\n" + "".join(
        "    %s\n" % line for line in member.splitlines())


def _write(tmp_path, root, files):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    path = tmp_path / "root.yaml"
    path.write_text(root)
    return path


def _as_sent(reason, tmp_path):
    """``reason`` with each provider template named by the file URL
    heatclient (and so plugin-sdk's commands) sends it under."""
    return re.sub(r"<(\w+\.yaml)>", lambda m: "<%s>" % (tmp_path / m.group(1)).as_uri(), reason)


def _plugin_sdk(*args):
    from sdk.cli import main
    return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)


CASES = {
    "self": (SELF, {"self.yaml": SELF}, SELF_REASON),
    "mutual": (P1, {"p1.yaml": P1, "p2.yaml": P2}, MUTUAL_REASON),
    "chain": (*chain(6), CHAIN_REASON),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_runtime_refuses_a_tree_too_deep_before_creating(case):
    from sdk.testing import Harness
    root, files, reason = CASES[case]
    harness = Harness()
    with pytest.raises(exception.StackValidationFailed) as err:
        harness.create_stack(root, files=files)
    assert str(err.value) == reason
    assert harness.stacks == []


def test_five_levels_are_allowed():
    from sdk.testing import Harness
    root, files = chain(5)
    st = Harness().create_stack(root, files=files)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason


@pytest.mark.parametrize("case", sorted(CASES))
def test_stack_create_refuses_it_and_stores_nothing(case, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root, files, reason = CASES[case]
    path = _write(tmp_path, root, files)
    state = tmp_path / "state.db"
    started = time.monotonic()
    result = _plugin_sdk("stack", "create", "s", "-t", path, "--state", state)
    assert time.monotonic() - started < 10   # a hang guard; the speed is benchmarks/bench_templates.py's
    assert result.exit_code == 2, result.output
    assert result.output == "Error: %s: StackValidationFailed: %s\n" % (
        path, _as_sent(reason, tmp_path))
    assert not state.exists()   # nothing written, not even an empty state file


def test_stack_update_refuses_it_and_keeps_the_stack(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    root, files, reason = CASES["self"]
    path = _write(tmp_path, root, files)
    good = tmp_path / "good.yaml"
    good.write_text("heat_template_version: 2016-10-14\nresources:\n  a: {type: OS::Heat::None}\n")
    state = tmp_path / "state.db"
    assert _plugin_sdk("stack", "create", "s", "-t", good, "--state", state).exit_code == 0
    before = _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout
    result = _plugin_sdk("stack", "update", "s", "-t", path, "--state", state)
    assert result.exit_code == 2, result.output
    assert result.output == "Error: %s: StackValidationFailed: %s\n" % (
        path, _as_sent(reason, tmp_path))
    assert _plugin_sdk("stack", "show", "s", "--state", state, "--format", "json").stdout == before


@pytest.mark.parametrize("case", sorted(CASES))
def test_template_validate_refuses_it(case, run, tmp_path):
    root, files, _ = CASES[case]
    path = _write(tmp_path, root, files)
    started = time.monotonic()
    result = run("validate", path)
    assert time.monotonic() - started < 10   # a hang guard
    assert result.exit_code == 2, result.output
    assert result.output == "Error: %s: %s\n" % (path, _DEPTH)


def test_template_validate_reads_provider_templates_beside_the_template(run, tmp_path):
    root, files = chain(5)
    assert run("validate", _write(tmp_path, root, files)).exit_code == 0


class TestResourceGroups:
    @pytest.fixture(autouse=True)
    def heat_types(self, heat_source_root):
        """ResourceGroup runs from Heat's fetched source."""

    def test_six_levels_are_refused_everywhere(self, run, tmp_path, monkeypatch):
        from sdk.testing import Harness
        with pytest.raises(exception.StackValidationFailed) as err:
            Harness().create_stack(group(6))
        assert str(err.value) == GROUP_REASON
        path = _write(tmp_path, group(6), {})
        result = _plugin_sdk("stack", "create", "s", "-t", path, "--state", tmp_path / "s.db")
        assert (result.exit_code, result.output) == (
            2, "Error: %s: StackValidationFailed: %s\n" % (path, GROUP_REASON))
        result = run("validate", path)
        assert (result.exit_code, result.output) == (2, "Error: %s: %s\n" % (path, _DEPTH))

    def test_five_levels_are_allowed(self, run, tmp_path):
        from sdk.testing import Harness
        st = Harness().create_stack(group(5))
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        assert run("validate", _write(tmp_path, group(5), {})).exit_code == 0


MEMBER = """heat_template_version: 2018-08-31
parameters:
  prefix: {type: string}
resources:
  rnd:
    type: OS::Heat::RandomString
    properties: {length: 4}
outputs:
  name: {value: {get_attr: [rnd, value]}}
"""
PARENT = """heat_template_version: 2018-08-31
resources:
  good:
    type: member.yaml
    properties: {prefix: x}
  typo:
    type: member.yaml
    properties: {prefx: x}
  broken: {type: broken.yaml, properties: {prefix: y}}
  name:
    type: OS::Heat::Value
    properties: {value: {get_attr: [good, name]}}
  nope:
    type: OS::Heat::Value
    properties: {value: {get_attr: [good, nope]}}
"""


def test_a_provider_template_is_checked_as_the_runtime_checks_it(run, tmp_path):
    """Its parameters are the properties, its outputs the attributes; an
    error inside it is Heat's, with Heat's path, at the resource using it.
    A get_attr of an output it lacks passes, as in Heat (TemplateResource
    overrides get_attribute: conformance nested_provider_delete_fails_retry):
    it fails only when read."""
    path = _write(tmp_path, PARENT, {"member.yaml": MEMBER,
                                     "broken.yaml": MEMBER.replace("length", "lenth")})
    assert [(f["line"], f["column"], f["code"], f["message"]) for f in run.findings(path)] == [
        (8, 5, "HT303", "Property error: resources.typo.properties: Property prefix not assigned"),
        (8, 18, "HT303", "Property error: resources.typo.properties: Unknown Property prefx"),
        (9, 3, "HT308", _as_sent("Property error: resources.broken<broken.yaml>.resources.rnd."
                                 "properties: Unknown Property lenth", tmp_path))]


def test_a_provider_template_named_by_the_environments_registry(run, tmp_path):
    """The registry's template gives m its properties (prefix is one; an
    unknown one is refused) and its outputs; get_attr of any name passes,
    as in Heat."""
    path = _write(tmp_path, "heat_template_version: 2018-08-31\nresources:\n"
                  "  m: {type: My::Member, properties: {prefix: x}}\n"
                  "  v: {type: OS::Heat::Value, properties: {value: {get_attr: [m, name]}}}\n"
                  "  w: {type: OS::Heat::Value, properties: {value: {get_attr: [m, nam]}}}\n"
                  "  x: {type: My::Member, properties: {prefix: x, prefx: x}}\n",
                  {"member.yaml": MEMBER, "env.yaml": "resource_registry: {My::Member: member.yaml}\n"})
    assert [(f["line"], f["code"], f["message"]) for f in run.findings("-e", tmp_path / "env.yaml", path)] == [
        (6, "HT303", "Property error: resources.x.properties: Unknown Property prefx")]


class TestResourcesPerStackTree:
    """Heat counts max_resources_per_stack over a stack's whole nested tree
    (every resource stored under the root, the root's own included: its
    stack_count_total_resources) each time a nested stack is made, and
    fails the parent resource with StackResourceLimitExceeded's text; a
    root not stored yet, while it is validated, counts none."""

    @pytest.fixture(autouse=True)
    def heat_types(self, heat_source_root, heat_option):
        """ResourceGroup runs from Heat's fetched source; the limit is 6 here
        (1000 by default: test_hostile.test_the_limits_are_heats)."""
        heat_option("max_resources_per_stack", 6)

    GROUP = ("heat_template_version: 2016-10-14\nresources:\n  g:\n    type: OS::Heat::ResourceGroup\n"
             "    properties: {count: %d, resource_def: {type: OS::Heat::None}}\n")
    REASON = ("RequestLimitExceeded: resources.g: Request limit exceeded: "
              "Maximum resources per stack exceeded.")

    def test_create(self):
        from sdk.testing import Harness
        st = Harness().create_stack(self.GROUP % 6)   # 1 + 6 > 6
        assert st.state == ("CREATE", "FAILED")
        assert st.status_reason == "Resource CREATE failed: " + self.REASON
        assert st.resources["g"].nested() is None   # nothing made

    def test_update(self):
        from sdk.testing import Harness
        st = Harness().create_stack(self.GROUP % 5)   # 1 + 5
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        st.update(self.GROUP % 6)   # 6 + 6 - the 5 there
        assert st.state == ("UPDATE", "FAILED")
        assert st.status_reason == "Resource UPDATE failed: " + self.REASON
        assert len(st.resources["g"].nested().resources) == 5

    def test_the_tree_counts_not_each_stack(self, tmp_path):
        """Two provider stacks of 3 each fit one by one, not together: the
        second is refused (2 + 3 + 3 > 6)."""
        from sdk.testing import Harness
        three = "heat_template_version: 2016-10-14\nresources:\n" + "".join(
            "  n%d: {type: OS::Heat::None}\n" % i for i in range(3))
        root = _write(tmp_path, "heat_template_version: 2016-10-14\nresources:\n"
                      "  a: {type: three.yaml}\n  b: {type: three.yaml, depends_on: a}\n",
                      {"three.yaml": three})
        st = Harness().create_stack(root)
        assert st.state == ("CREATE", "FAILED")
        assert st.status_reason == ("Resource CREATE failed: RequestLimitExceeded: resources.b: "
                                    "Request limit exceeded: Maximum resources per stack exceeded.")
        assert st.resources["a"].state == ("CREATE", "COMPLETE")

    def test_minus_one_is_unlimited(self, heat_option):
        from sdk.testing import Harness
        heat_option("max_resources_per_stack", -1)
        assert Harness().create_stack(self.GROUP % 20).state == ("CREATE", "COMPLETE")


def test_a_group_of_a_million_is_refused_before_its_members_are_made(heat_source_root):
    """Heat refuses it when it makes the group's nested stack; plugin-sdk
    refuses it as the group starts, with the same failure, before Heat's
    ResourceGroup assembles a million definitions."""
    from sdk.testing import Harness
    started = time.monotonic()
    st = Harness().create_stack(TestResourcesPerStackTree.GROUP % 1000000)
    assert time.monotonic() - started < 5
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == "Resource CREATE failed: " + TestResourcesPerStackTree.REASON


def fan_out(tmp_path, width=4, levels=5):
    """``levels`` provider templates of ``width`` resources of the next, and
    the leaves: six short templates, width ** levels leaves in all."""
    for level in range(levels):
        (tmp_path / ("l%d.yaml" % level)).write_text(
            "heat_template_version: 2018-08-31\nresources:\n" + "".join(
                "  r%d: {type: l%d.yaml}\n" % (i, level + 1) for i in range(width)))
    (tmp_path / ("l%d.yaml" % levels)).write_text(
        "heat_template_version: 2018-08-31\nresources:\n  leaf: {type: OS::Heat::RandomString}\n")
    return tmp_path / "l0.yaml"


@pytest.mark.parametrize("convergence", [False, True])
def test_a_fan_out_past_the_limit_fails_when_the_tree_passes_it(tmp_path, convergence):
    """4 + 16 + 64 + 256 + 1024 resources: Heat's count stops the create once
    the tree would pass 1000 (on convergence, with hundreds of nested
    stacks' messages in progress at once: no RecursionError first)."""
    from sdk.testing import Harness
    root = fan_out(tmp_path)
    started = time.monotonic()
    st = Harness(convergence=convergence).create_stack(root)
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason.endswith("Request limit exceeded: Maximum resources per stack exceeded.")
    assert time.monotonic() - started < 30


def test_template_validate_warns_of_a_tree_past_the_limit(run, tmp_path):
    """Heat's own validation passes (nothing is stored yet) and its create
    fails part-way: template validate counts the tree from the templates
    (4 + 16 + 64 + 256 + 1024 resources, and the 1024 leaves) and warns."""
    findings = run.findings(fan_out(tmp_path))
    assert [(f["line"], f["code"], f["severity"]) for f in findings] == [(2, "HT311", "warning")]
    assert findings[0]["message"] == (
        "The stack's nested tree holds at least 2388 resources, more than max_resources_per_stack "
        "(1000): Heat fails the create part-way with Request limit exceeded: Maximum resources "
        "per stack exceeded.")
    small = tmp_path / "small"
    small.mkdir()
    assert run.findings(fan_out(small, width=2)) == []   # 94 resources


def test_a_groups_size_counts_when_it_is_known(run, tmp_path):
    conf = tmp_path / "heat.conf"
    conf.write_text("[DEFAULT]\nmax_resources_per_stack = 30\n")
    (tmp_path / "member.yaml").write_text(
        "heat_template_version: 2018-08-31\nresources:\n  a: {type: OS::Heat::None}\n"
        "  b: {type: OS::Heat::None}\n")
    path = _write(tmp_path, "heat_template_version: 2018-08-31\nparameters:\n"
                  "  n: {type: number, default: 10}\nresources:\n  g:\n"
                  "    type: OS::Heat::ResourceGroup\n"
                  "    properties: {count: {get_param: n}, resource_def: {type: member.yaml}}\n", {})
    assert [f["code"] for f in run.findings(path, "--config-file", conf)] == ["HT311"]  # 1 + 10 * 3
    assert run.findings(path, "--config-file", conf, "-P", "n=9") == []                # 1 + 9 * 3
    conf.write_text("[DEFAULT]\nmax_resources_per_stack = -1\n")
    assert run.findings(path, "--config-file", conf) == []
