"""The one loader: the data Heat's parser gives, with the line and column
of every node, and duplicate keys noted."""
import pathlib

import pytest
import yaml

from sdk.common import template_format as tl

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _heat_parse(text):
    """What Heat's template_format.simple_parse gives, keys as JSON has them."""
    import json
    try:
        data = json.loads(text)
    except ValueError:
        loader = type("L", (yaml.SafeLoader,), {})
        loader.add_constructor("tag:yaml.org,2002:timestamp", yaml.SafeLoader.construct_scalar)
        data = yaml.load(text, Loader=loader)
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("path", sorted(
    p for p in (ROOT / "tests").rglob("*.yaml") if "hostile" not in p.parts),
    ids=lambda p: str(p.relative_to(ROOT)))
def test_same_data_as_heats_parser(path):
    text = path.read_text(encoding="utf-8")
    try:
        expected = _heat_parse(text)
    except yaml.YAMLError:
        with pytest.raises(ValueError):
            tl.load(text)
        return
    assert tl.load(text, str(path), tl.Positions()) == expected


def test_scalars_keys_and_merges_as_heat_reads_them():
    text = ("d: 2015-10-15\noff: 1\n1: [1, 2.5, ~, 'q', yes]\nbase: &b {x: 1, y: 2}\n"
            "m: {<<: *b, y: 3}\n")
    assert tl.load(text) == {"d": "2015-10-15", "false": 1, "1": [1, 2.5, None, "q", True],
                             "base": {"x": 1, "y": 2}, "m": {"x": 1, "y": 3}}


def test_positions_of_keys_and_items():
    positions = tl.Positions()
    tl.load("a:\n  b: [1, {c: 2}]\n  d: x\n", "t.yaml", positions)
    assert positions.at(("a",)) == (1, 1)
    assert positions.at(("a", "b")) == (2, 3)
    assert positions.at(("a", "b", 1, "c")) == (2, 11)
    assert positions.at(("a", "d")) == (3, 3)
    assert positions.at(("a", "missing", 4)) == (1, 1)  # the nearest known ancestor


def test_json_positions():
    positions = tl.Positions()
    assert tl.load('{"a": {\n  "b": [1, 2]}}', "t.json", positions) == {"a": {"b": [1, 2]}}
    assert positions.at(("a", "b", 1)) == (2, 12)


def test_duplicate_keys_are_noted_last_one_wins():
    positions = tl.Positions()
    assert tl.load("a: 1\nb: 2\na: 3\n", "t.yaml", positions) == {"a": 3, "b": 2}
    assert positions.duplicates == [(("a",), 3, 1)]


@pytest.mark.parametrize("text, message", [
    ("a: [1, 2\n", "Error parsing template t.yaml:2:1: did not find expected ',' or ']'"),
    ("a: !Ref x\n", "could not determine a constructor for the tag '!Ref' at line 1"),
    ("a: !!binary aGVsbG8=\n", "not expressible as JSON: binary data at line 1"),
    ("? [1]\n: 2\n", "not expressible as JSON: a map or list as a map key at line 1"),
    ("a: *nowhere\n", "found undefined alias"),
    ("--- 1\n--- 2\n", "expected a single document in the stream"),
])
def test_syntax_errors_name_file_line_and_column(text, message):
    with pytest.raises(ValueError) as err:
        tl.load(text, "t.yaml")
    assert message in str(err.value)
    assert not isinstance(err.value, tl.RequestLimitExceeded)
