"""One source for each Heat fact (issue 12): the names of data types, cache
modes, constraint classes, resource actions and statuses and support statuses
are defined in the engine (sdk/engine/vocabulary.py, status.py, support.py),
which its schema classes use; lint/ and docgen/ import them instead of
restating them, and a one-file lint still imports no heavy engine module."""
import ast
import inspect
import os
import subprocess
import sys

import pytest

from sdk.engine import attributes, constraints, properties, support, vocabulary
from sdk.engine.status import ResourceStatus

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

#: Every string that names a Heat fact of the vocabulary.
HEAT_NAMES = frozenset(
    vocabulary.TYPES + vocabulary.TYPE_KEYS + tuple(vocabulary.TYPE_CONSTANTS)
    + tuple(vocabulary.ATTRIBUTE_TYPE_CONSTANTS) + vocabulary.CACHE_MODES + vocabulary.CONSTRAINTS
    + vocabulary.BOOLEAN_STRINGS + ResourceStatus.ACTIONS + ResourceStatus.STATUSES
    + support.SUPPORT_STATUSES)


def restatements(root, packages=("lint", "docgen")):
    """(file:line, name) of each Heat name written as a string literal in a
    collection (tuple, list, set, dict) or compared with (==, !=, in) in the
    packages' sources. Names in messages, docstrings and example code are
    longer strings, so they are not counted."""
    found = []
    for package in packages:
        for folder, _, files in os.walk(os.path.join(root, package)):
            for name in sorted(f for f in files if f.endswith(".py")):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read(), path)
                where = os.path.relpath(path, root)
                for node in ast.walk(tree):
                    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
                        literals = node.elts
                    elif isinstance(node, ast.Dict):
                        literals = [n for n in node.keys + node.values if n is not None]
                    elif isinstance(node, ast.Compare):
                        literals = [node.left] + node.comparators
                    else:
                        continue
                    found += ["%s:%d %r" % (where, n.lineno, n.value) for n in literals
                              if isinstance(n, ast.Constant) and n.value in HEAT_NAMES]
    return sorted(set(found))


def test_lint_and_docgen_restate_no_heat_name():
    assert restatements(ROOT) == []


def test_the_scan_finds_a_restated_type_tuple_and_comparison(tmp_path):
    lint = tmp_path / "lint"
    lint.mkdir()
    (lint / "types.py").write_text(
        "TYPES = ('Integer', 'String')\n"
        "def f(t, kind, status):\n"
        "    return t == 'Map' or kind in {'Modulo': 1} or status == support.HIDDEN\n"
        "MESSAGE = 'use one of Integer, String'\n")
    assert restatements(str(tmp_path)) == [
        "lint/types.py:1 'Integer'", "lint/types.py:1 'String'",
        "lint/types.py:3 'Map'", "lint/types.py:3 'Modulo'"]


def test_the_engine_schema_classes_use_the_vocabulary():
    assert constraints.Schema.TYPES is vocabulary.TYPES
    assert properties.Schema.TYPES is vocabulary.TYPES
    assert constraints.Schema.TYPE_KEYS is vocabulary.TYPE_KEYS
    assert attributes.Schema.TYPES is vocabulary.ATTRIBUTE_TYPES
    assert attributes.Schema.CACHE_MODES is vocabulary.CACHE_MODES
    assert {name: getattr(properties.Schema, name) for name in vocabulary.TYPE_CONSTANTS} \
        == vocabulary.TYPE_CONSTANTS
    assert {name: getattr(attributes.Schema, name) for name in vocabulary.ATTRIBUTE_TYPE_CONSTANTS} \
        == vocabulary.ATTRIBUTE_TYPE_CONSTANTS
    assert (attributes.Schema.CACHE_LOCAL, attributes.Schema.CACHE_NONE) == vocabulary.CACHE_MODES


def test_the_constraint_classes_are_the_vocabulary_s():
    defined = {name for name, value in vars(constraints).items() if inspect.isclass(value)
               and issubclass(value, constraints.Constraint) and value is not constraints.Constraint}
    assert defined == set(vocabulary.CONSTRAINTS)
    for name in vocabulary.CONSTRAINTS:
        cls = getattr(constraints, name)
        assert cls.__name__ == name
        assert cls.valid_types is vocabulary.VALID_TYPES[name]
        assert set(cls.valid_types) <= set(constraints.Schema.TYPE_KEYS)


@pytest.mark.parametrize("data_type", vocabulary.TYPES)
def test_applies_to_is_what_the_engine_accepts(data_type):
    """vocabulary.applies_to (lint's PS102) agrees with the schema the engine builds."""
    samples = {vocabulary.RANGE: lambda: constraints.Range(0, 1),
               vocabulary.LENGTH: lambda: constraints.Length(0, 1),
               vocabulary.MODULO: lambda: constraints.Modulo(2, 1),
               vocabulary.ALLOWED_VALUES: lambda: constraints.AllowedValues(["1"]),
               vocabulary.ALLOWED_PATTERN: lambda: constraints.AllowedPattern("1"),
               vocabulary.CUSTOM_CONSTRAINT: lambda: constraints.CustomConstraint("x")}
    for kind, make in samples.items():
        try:
            properties.Schema(data_type, constraints=[make()])
            accepted = True
        except Exception as exc:
            assert "constraint invalid for" in str(exc)
            accepted = False
        assert vocabulary.applies_to(kind, data_type) is accepted, kind


def test_a_one_file_lint_imports_no_engine_module_beyond_the_leaves():
    """The vocabulary costs lint no engine import: only the leaf modules load."""
    script = ("import sys\n"
              "from lint import cli, engine, extract\n"
              "from lint.rules import all_rules\n"
              "all_rules()\n"
              "print(' '.join(sorted(m for m in sys.modules if m.startswith('sdk.engine'))))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["sdk.engine", "sdk.engine.support", "sdk.engine.vocabulary"]
    with open(os.path.join(ROOT, "sdk", "engine", "vocabulary.py"), encoding="utf-8") as f:
        imported = [n for n in ast.walk(ast.parse(f.read())) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert {alias.name for n in imported for alias in n.names} <= {
        "annotations", "collections.abc", "json", "numbers"}
