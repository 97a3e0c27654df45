"""Lint models Heat's schema classes without importing them; what it still
states of them (parameter order, defaults, conversions) is held against the
engine, so the two cannot drift apart."""
import inspect

import pytest

from lint.rules.schema import conversion_error
from lint.values import DEFAULT_STATUS, PARAMS, SCHEMA_DEFAULTS, STUB_MODULES, DictV
from sdk.engine import attributes, constraints, properties, support, vocabulary

ENGINE_CALLS = {"SupportStatus": support.SupportStatus, "PropSchema": properties.Schema,
                "AttrSchema": attributes.Schema}
ENGINE_CALLS.update({name: getattr(constraints, name) for name in vocabulary.CONSTRAINTS})


def _parameters(cls):
    return list(inspect.signature(cls.__init__).parameters.values())[1:]


@pytest.mark.parametrize("name", sorted(ENGINE_CALLS))
def test_lint_reads_positional_arguments_in_the_engine_s_order(name):
    assert PARAMS[name] == tuple(p.name for p in _parameters(ENGINE_CALLS[name]))


@pytest.mark.parametrize("name", ["PropSchema", "AttrSchema"])
def test_lint_s_schema_defaults_are_the_engine_s(name):
    defaults = {p.name: p.default for p in _parameters(ENGINE_CALLS[name])
                if p.name in SCHEMA_DEFAULTS}
    assert defaults
    for key, default in defaults.items():
        if key == "support_status":
            assert SCHEMA_DEFAULTS[key] is DEFAULT_STATUS and default.status == DEFAULT_STATUS.status
        else:
            assert SCHEMA_DEFAULTS[key] == default, key


def test_the_stubs_name_the_engine_s_type_constants():
    prop_stub = STUB_MODULES["heat.engine.properties"]["Schema"].attrs
    attr_stub = STUB_MODULES["heat.engine.attributes"]["Schema"].attrs
    for name, value in prop_stub.items():
        assert getattr(properties.Schema, name) == value, name
    for name, value in attr_stub.items():
        assert getattr(attributes.Schema, name) == value, name
    assert set(vocabulary.CONSTRAINTS) <= set(STUB_MODULES["heat.engine.constraints"])


DEFAULTS = ["10", "ten", 10, 1.5, "1.5", True, "true", "False", "maybe", 0, "", [], ["a"], "a,b",
            {"k": "v"}, ("x",), None]


def _literal(value):
    """The value as lint's evaluator holds it (a dict literal is a DictV)."""
    if isinstance(value, dict):
        return DictV({k: (v, None, None) for k, v in value.items()})
    return value


@pytest.mark.parametrize("allow_conversion", [False, True])
@pytest.mark.parametrize("data_type", vocabulary.TYPES)
def test_a_default_lint_rejects_is_one_the_engine_cannot_read(data_type, allow_conversion):
    for default in DEFAULTS:
        if default is None:
            continue
        prop = properties.Property(properties.Schema(data_type, default=default,
                                                     allow_conversion=allow_conversion))
        try:
            prop.get_value(None)
            engine_reads_it = True
        except (TypeError, ValueError):
            engine_reads_it = False
        problem = conversion_error(data_type, _literal(default), allow_conversion)
        assert (problem is None) is engine_reads_it, (default, problem)


def test_conversion_messages_are_lint_s():
    assert conversion_error("Integer", "ten") == "'ten' is not an integer"
    assert conversion_error("Boolean", "maybe") == "'maybe' is not a valid boolean"
    assert conversion_error("String", 1.5) == "a float is not a string"
    assert conversion_error("String", _literal({"k": "v"})) == "a dict is not a string"
    assert conversion_error("Map", "x") == "'x' is not a map"
    assert conversion_error("List", _literal({"k": "v"})) == "{'k': 'v'} is not a list"
    assert conversion_error("Number", "n") == "'n' is not a number"
