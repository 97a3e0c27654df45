"""How plug-in modules are found and their mappings registered (spec L2-L7).

heat-oracle imports plug-in files one by one and registers their
resource_mapping() itself, so it cannot show the loader's rules; these tests
assert what Heat 27's source does:

* heat/common/plugin_loader.py ``load_modules``: every module under the
  plug-in directories, skipping names containing ``.tests.`` or ending in
  ``.setup`` (a ``tests`` package's own ``__init__`` is still imported);
* heat/engine/plugin_manager.py ``PluginMapping.load_from_module``:
  ``available_resource_mapping()`` then ``resource_mapping()``, the first
  returning a Mapping wins (``{}`` included), None or another type falls
  through (the latter logged);
* heat/engine/resources/__init__.py ``_load_global_resources``: every
  module's resources, then every module's ``constraint_mapping()`` (same
  rules); heat/engine/environment.py ``register_class``: a name registered
  again is overridden, with a warning.
"""
import logging

import pytest
from test_heat_api import _plugin_dir as _dir

from sdk.common import exception
from sdk.testing import Harness

THING = """
from heat.engine import resource
from heat.engine import attributes


class %(cls)s(resource.Resource):
    properties_schema = {}
    attributes_schema = {'who': attributes.Schema('Which class ran.')}

    def handle_create(self):
        self.resource_id_set('%(cls)s')

    def _resolve_attribute(self, name):
        return '%(cls)s'
"""


def _module(cls, *functions):
    return THING % {"cls": cls} + "\n" + "\n".join(functions)


def _created_by(h, type_name):
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"r": {"type": type_name}},
                         "outputs": {"who": {"value": {"get_attr": ["r", "who"]}}}})
    return st.outputs["who"]


@pytest.mark.parametrize("available, legacy, registered", [
    ("return {'My::A': A}", "return {'My::L': A}", {"My::A"}),
    ("return {}", "return {'My::L': A}", set()),  # an empty Mapping counts
    ("return None", "return {'My::L': A}", {"My::L"}),  # None falls through
    ("return [('My::A', A)]", "return {'My::L': A}", {"My::L"}),  # not a Mapping
    ("return [('My::A', A)]", "return None", set()),
])
def test_available_resource_mapping_is_tried_before_resource_mapping(
        tmp_path, available, legacy, registered):
    source = _module("A", "def available_resource_mapping():\n    " + available,
                     "def resource_mapping():\n    " + legacy)
    h = Harness(plugin_dirs=[_dir(tmp_path, {"mod.py": source})])
    assert {t for t in h.resource_types() if t in ("My::A", "My::L")} == registered


def test_a_mapping_of_the_wrong_type_is_logged(tmp_path, caplog):
    source = _module("A", "def resource_mapping():\n    return ['My::A']")
    with caplog.at_level(logging.ERROR):
        h = Harness(plugin_dirs=[_dir(tmp_path, {"mod.py": source})])
    assert "My::A" not in h.resource_types()
    assert "Invalid type for resource_mapping" in caplog.text


def test_a_module_may_also_register_constraints(tmp_path):
    source = _module("A", "def resource_mapping():\n    return {'My::A': A}", """
from heat.engine import constraints


class Even(constraints.BaseCustomConstraint):
    def validate(self, value, context):
        return int(value) % 2 == 0


def constraint_mapping():
    return {'my.even': Even}
""")
    h = Harness(plugin_dirs=[_dir(tmp_path, {"mod.py": source})])
    template = {"heat_template_version": "2021-04-16",
                "parameters": {"n": {"type": "number",
                                     "constraints": [{"custom_constraint": "my.even"}]}},
                "resources": {"r": {"type": "My::A"}}}
    assert h.create_stack(template, params={"n": 4}).state == ("CREATE", "COMPLETE")
    with pytest.raises(exception.StackValidationFailed, match="Parameter 'n' is invalid"):
        h.create_stack(template, params={"n": 3})


@pytest.mark.parametrize("value", ["None", "['my.even']", "'my.even'"])
def test_a_constraint_mapping_that_is_not_a_mapping_registers_nothing(tmp_path, value):
    source = _module("A", "def resource_mapping():\n    return {'My::A': A}",
                     "def constraint_mapping():\n    return %s" % value)
    h = Harness(plugin_dirs=[_dir(tmp_path, {"mod.py": source})])
    assert "My::A" in h.resource_types()


def test_registering_an_existing_name_overrides_it_with_a_warning(tmp_path, caplog):
    first = _module("First", "def resource_mapping():\n    return {'My::Same': First}")
    second = _module("Second", "def resource_mapping():\n    return {'My::Same': Second}")
    # pkgutil walks a directory in name order: b_second registers last
    d = _dir(tmp_path, {"a_first.py": first, "b_second.py": second})
    with caplog.at_level(logging.WARNING):
        h = Harness(plugin_dirs=[d])
    assert _created_by(h, "My::Same") == "Second"
    assert "Changing My::Same" in caplog.text


def test_a_plugin_can_replace_a_built_in_type(tmp_path):
    source = _module("Mine", "def resource_mapping():\n    return {'OS::Heat::None': Mine}")
    h = Harness(plugin_dirs=[_dir(tmp_path, {"mod.py": source})])
    assert _created_by(h, "OS::Heat::None") == "Mine"


def test_tests_packages_and_setup_modules_are_not_loaded_but_tests_init_is(tmp_path):
    d = _dir(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/good.py": _module("Good", "def resource_mapping():\n    return {'My::Good': Good}"),
        "pkg/setup.py": "raise RuntimeError('setup imported')",
        # the tests package itself is a module like any other: its mapping counts
        "pkg/tests/__init__.py": _module("T", "def resource_mapping():\n    return {'My::T': T}"),
        "pkg/tests/test_x.py": "raise RuntimeError('test module imported')",
        # imported by pkgutil to walk into it, but not registered
        "pkg/tests/deeper/__init__.py": _module("Deep", "def resource_mapping():\n"
                                                        "    return {'My::Deep': Deep}"),
        "pkg/tests/deeper/mod.py": "raise RuntimeError('nested test module imported')",
    })
    types = Harness(plugin_dirs=[d]).resource_types()
    assert "My::Good" in types and "My::T" in types and "My::Deep" not in types


def test_directories_without_init_are_not_descended(tmp_path):
    d = _dir(tmp_path, {
        "top.py": _module("Top", "def resource_mapping():\n    return {'My::Top': Top}"),
        "loose/hidden.py": "raise RuntimeError('imported')",
    })
    assert "My::Top" in Harness(plugin_dirs=[d]).resource_types()
