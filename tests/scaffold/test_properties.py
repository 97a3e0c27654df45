"""Properties over many answers and edits: any answer validation accepts makes
a project that parses and lints clean, and merges never lose a side."""
import ast
import json
import keyword
import tempfile

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sdk.cli import main
from sdk.scaffold import merge, validation

from .helpers import tree


def accepted(check):
    def ok(value):
        try:
            check(value)
        except validation.InvalidInput:
            return False
        return True
    return ok


parts = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,10}", fullmatch=True)
namespaces = parts.filter(accepted(validation.check_namespace))
# The client name defaults to the service in lower case, refused when that is a keyword
# ("OR" -> "or"; tests/scaffold/test_validation.py); every other accepted service must work.
services = parts.filter(accepted(lambda v: validation.check_part(v, "service"))).filter(
    lambda s: not keyword.iskeyword(s.lower()))
packages = st.from_regex(r"[a-z_][a-z0-9_]{0,10}", fullmatch=True).filter(accepted(validation.check_package))


# A resource name whose module would be a keyword, or one of the project's modules, is refused
# (tests/scaffold/test_validation.py); every other accepted name must work.
resources = parts.filter(accepted(validation.check_class_name)).filter(
    lambda r: not keyword.iskeyword(r.lower()) and r.lower() not in ("client", "plugin", "widget"))


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(namespace=namespaces, service=services, package=packages, resource=resources)
def test_any_accepted_answers_make_a_project_that_parses_and_lints_clean(namespace, service, package,
                                                                        resource):
    from lint import config as lint_config
    from lint.engine import run

    with tempfile.TemporaryDirectory() as out:
        runner = CliRunner()
        made = runner.invoke(main, ["new", "plugin", "--no-input", "--output-dir", out, "--name", "p",
                                    "--namespace", namespace, "--service", service, "--package", package])
        assert made.exit_code == 0, made.output
        project = "%s/p" % out
        type_name = "%s::%s::%s" % (namespace, service, resource)
        added = runner.invoke(main, ["new", "resource", type_name, "--project", project])
        assert added.exit_code == 0, added.output
        for path, text in tree(project).items():
            if path.endswith(".py"):
                ast.parse(text, path)
        tomllib.loads(tree(project)["pyproject.toml"])
        json.loads(tree(project)[".plugin-sdk.json"])
        result = run(["%s/%s" % (project, package)], lint_config.load(project), use_cache=False)
        assert [str(f) for f in result.findings] == []


lines = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "d\n"]), max_size=6)


@settings(max_examples=200, deadline=None)
@given(base=lines, yours=lines, theirs=lines)
def test_a_text_merge_keeps_every_change_or_marks_it(base, yours, theirs):
    merged, conflicted = merge.merge_text("".join(base), "".join(yours), "".join(theirs), "template 2")
    if yours == base:
        assert merged == "".join(theirs) and not conflicted
    elif theirs == base or theirs == yours:
        assert merged == "".join(yours) and not conflicted
    if conflicted:
        assert "<<<<<<< yours\n" in merged and ">>>>>>> template 2\n" in merged


files = st.dictionaries(st.sampled_from(["a.py", "b.py", "docs/c.rst"]), st.sampled_from([b"1\n", b"2\n", b"3\n"]))


@settings(max_examples=200, deadline=None)
@given(base=files, theirs=files, yours=files)
def test_tree_merge_never_loses_a_users_file(base, theirs, yours):
    outcome = merge.merge_trees(base, theirs, yours.get, "template 2")
    for path, data in yours.items():
        if path in outcome.changes:
            changed = outcome.changes[path]
            # Deleted only when the user never edited it; replaced only when unedited or merged.
            assert changed is not None or base.get(path) == data
            if changed is not None and base.get(path) != data and changed != theirs.get(path):
                assert path in outcome.conflicts or data.decode() in changed.decode()
    for path in set(base) - set(yours):
        assert path not in outcome.changes  # deleted by the user: stays deleted
    for path in set(theirs) - set(base) - set(yours):
        assert outcome.changes[path] == theirs[path]  # new template file: added
