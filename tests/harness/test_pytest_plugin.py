"""The pytest plug-in as a plug-in project uses it (run with pytester)."""
import importlib.util
import os
import pathlib
import shutil

# Imported before pytester's in-process runs, so all of them share one copy
# (each run drops the modules it imported; hypothesis does not survive a re-import).
import hypothesis.strategies  # noqa: F401
import pytest

pytest_plugins = ["pytester"]  # pytest's own fixture for testing plug-ins

PLUGINS = os.path.join(os.path.dirname(__file__), "plugins")

USER_TESTS = '''
import pytest

GADGET = {"heat_template_version": "2016-10-14",
          "resources": {"g": {"type": "Test::Gadget", "properties": {"name": "one"}}}}
SEEN = {}


def test_create_polls_the_fake_cloud(make_stack, fake_cloud, virtual_clock):
    st = make_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE")
    assert virtual_clock.now == 2
    assert [o.status for o in fake_cloud.objects()] == ["ACTIVE"]
    SEEN["cloud"] = fake_cloud


def test_left_over_stacks_were_deleted_at_teardown():
    assert SEEN["cloud"].objects() == []


def test_fault_injection(make_stack, fake_cloud):
    fake_cloud.fail(call="create", error=RuntimeError("quota"))
    st = make_stack(GADGET)
    assert st.resources["g"].status_reason == "RuntimeError: resources.g: quota"


def test_failing_shows_the_timeline(make_stack):
    st = make_stack(GADGET)
    assert st.resources["g"].resource_id == "expected-id"


def test_undeletable_leftover_is_reported(make_stack, fake_cloud):
    st = make_stack({"heat_template_version": "2016-10-14",
                     "resources": {"g": {"type": "Bug::NotFoundOnDelete"}}})
    fake_cloud.vanish(st.resources["g"].resource_id)


@pytest.mark.contract(types=["Test::Gadget", "Bug::NoResourceId"], examples=3)
def test_contract(resource_type):
    pass
'''


def _project(pytester, config=True):
    shutil.copytree(PLUGINS, pytester.path / "plugins")
    if config:
        pytester.makefile(".toml", pyproject='[tool.plugin-sdk]\nplugin-dirs = ["plugins"]\n')


def test_the_projects_heat_options_apply_to_its_tests(pytester):
    """``[tool.plugin-sdk.heat]`` sets Heat's options for pytest as for the commands."""
    shutil.copytree(PLUGINS, pytester.path / "plugins")
    pytester.makefile(".toml", pyproject='[tool.plugin-sdk]\nplugin-dirs = ["plugins"]\n'
                                         '[tool.plugin-sdk.heat]\nmax_resources_per_stack = 2\n')
    pytester.makepyfile(test_limit='''
import pytest
from heat.common import exception

THREE = {"heat_template_version": "2016-10-14",
         "resources": {n: {"type": "OS::Heat::None"} for n in "abc"}}


def test_the_limit_is_the_projects(harness):
    with pytest.raises(exception.RequestLimitExceeded, match="Maximum resources per stack exceeded"):
        harness.create_stack(THREE)
''')
    result = pytester.runpytest("-W", "ignore::pytest.PytestAssertRewriteWarning")
    result.assert_outcomes(passed=1)
    pytester.makefile(".toml", pyproject='[tool.plugin-sdk.heat]\nmax_resources_per_stack = "x"\n')
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*max_resources_per_stack*must be an integer*"])


def test_fixtures_teardown_timeline_and_contract_marker(pytester):
    _project(pytester)
    pytester.makepyfile(test_user=USER_TESTS)
    # Run from a checkout with pythonpath=["."], the in-process run also warns
    # that the already imported sdk package cannot be assertion-rewritten.
    result = pytester.runpytest("-v", "-W", "ignore::pytest.PytestAssertRewriteWarning")
    result.assert_outcomes(passed=5, failed=2, warnings=1)
    out = result.stdout.str()
    # The failing test's report carries the stack's event timeline.
    result.stdout.fnmatch_lines([
        "*- plugin-sdk stack events -*",
        "stack stack: CREATE_COMPLETE  Stack CREATE completed successfully",
        "*g*CREATE_IN_PROGRESS*",
        "*resource g*CREATE_COMPLETE  id=gadgets-1",
    ])
    assert "Bug::NoResourceId [create]: expected a resource_id after CREATE_COMPLETE" in out
    assert "test_user.py::test_contract[Test::Gadget] PASSED" in out
    result.stdout.fnmatch_lines(["*plugin-sdk: stack stack left behind: delete ended "
                                 "DELETE_FAILED: Resource DELETE failed: NotFound*"])


def test_plugin_dir_option_and_an_inert_default(pytester):
    _project(pytester, config=False)
    pytester.makepyfile(test_user='''
        import pytest

        def test_types(harness, request):
            wanted = request.config.getoption("plugin_sdk_dirs")
            assert bool(harness.resource_types()) == bool(wanted)

        @pytest.mark.contract
        def test_someone_elses_contract_marker():
            assert True
    ''')
    pytester.runpytest().assert_outcomes(passed=2)
    pytester.runpytest("--plugin-dir", "plugins").assert_outcomes(passed=2)


def test_bad_plugin_and_engine_errors_are_one_line(pytester):
    pytester.mkdir("broken")
    (pytester.path / "broken" / "bad.py").write_text("def oops(:\n")
    pytester.makepyfile(test_user="def test_it(harness):\n    pass\n")
    result = pytester.runpytest("--plugin-dir", "broken")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*bad.py:1: SyntaxError*"])
    assert "Traceback" not in result.stdout.str()


def test_engine_heat_without_heat_installed_is_a_usage_error(pytester, monkeypatch):
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "heat" else find_spec(name, *a))
    pytester.makepyfile(test_user="def test_it(harness):\n    pass\n")
    result = pytester.runpytest("--engine", "heat")
    from sdk.common import install
    assert result.ret == 4
    assert result.stderr.lines == [
        "ERROR: --engine heat needs real Heat: " + install.pip_install("heat"), ""]


def _literal_block(text, first_line):
    """The indented literal block of docs/harness.rst that starts with first_line."""
    lines = text.splitlines()
    start = lines.index("    " + first_line)
    block = []
    for line in lines[start:]:
        if line and not line.startswith("    "):
            break
        block.append(line[4:])
    return "\n".join(block).strip() + "\n"


def test_the_worked_example_of_the_guide_passes(pytester):
    guide = (pathlib.Path(__file__).parents[2] / "docs" / "harness.rst").read_text()
    pytester.mkdir("plugins")
    pytester.mkdir("tests")
    (pytester.path / "plugins" / "gadget.py").write_text(
        _literal_block(guide, "# plugins/gadget.py"))
    (pytester.path / "tests" / "test_gadget.py").write_text(
        _literal_block(guide, "# tests/test_gadget.py"))
    pytester.makefile(".toml", pyproject='[tool.plugin-sdk]\nplugin-dirs = ["plugins"]\n')
    pytester.runpytest().assert_outcomes(passed=5)


def test_engine_from_convergence_legacy_options_and_project_setting(pytester):
    pytester.makepyfile(test_user='''
        import os

        def test_engine(harness):
            assert harness.convergence is (os.environ["WANT"] == "convergence")
    ''')
    pytester.makepyprojecttoml("")
    os.environ["WANT"] = "convergence"
    try:
        pytester.runpytest().assert_outcomes(passed=1)
        pytester.runpytest("--convergence").assert_outcomes(passed=1)
        os.environ["WANT"] = "legacy"
        pytester.runpytest("--legacy").assert_outcomes(passed=1)
        pytester.makepyprojecttoml("[tool.plugin-sdk]\nconvergence = false\n")
        pytester.runpytest().assert_outcomes(passed=1)
        os.environ["WANT"] = "convergence"
        pytester.runpytest("--convergence").assert_outcomes(passed=1)  # the option wins
        pytester.makepyprojecttoml('[tool.plugin-sdk]\nconvergence = "yes"\n')
        result = pytester.runpytest()
        assert result.ret == 4
        assert any("convergence must be true or false" in line for line in result.stderr.lines)
    finally:
        del os.environ["WANT"]


def test_old_engine_spellings_still_work_with_one_line_saying_what_to_use(pytester):
    pytester.makepyfile(test_user='''
        def test_engine(harness):
            assert harness.convergence is False
    ''')
    pytester.makepyprojecttoml("")
    result = pytester.runpytest("--legacy-engine")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*DeprecatedSpelling: --legacy-engine is deprecated: use --legacy"])
    pytester.makepyprojecttoml("[tool.plugin-sdk]\nconvergence-engine = false\n")
    result = pytester.runpytest_subprocess()  # as a user's run shows it
    result.assert_outcomes(passed=1, warnings=1)
    result.stdout.fnmatch_lines(["*DeprecatedSpelling: %s [[]tool.plugin-sdk]: convergence-engine "
                                 "is deprecated: use convergence" % (pytester.path / "pyproject.toml")])
