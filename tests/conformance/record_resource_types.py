"""Record what real Heat shows for each conformance plug-in type: the
resource-type-show schema (service.resource_schema without the policy
check) and the resource-type-template (``--template-type hot``).

Run with the Python of a virtualenv that has openstack-heat 27 (the one
$PLUGIN_SDK_HEAT_PYTHON names for the recorder):
  $PLUGIN_SDK_HEAT_PYTHON -W ignore \
      tests/conformance/record_resource_types.py > tests/runtime/data/resource_types.json
A type whose template Heat cannot generate is recorded as the repr() of the
error (Heat has no parameter type for ``Any`` properties).

With ``--builtin`` it records Heat's own client-free types instead
(tests/runtime/data/builtin_resource_types.json).
"""
import importlib.util
import itertools
import json
import pathlib
import sys

from heat.engine import attributes, properties, support
from heat.tests import common, utils  # noqa: F401  must be first: sets Heat's test config

PLUGINS = pathlib.Path(__file__).resolve().parent / "plugins"


def _show(type_name, cls):
    props = {n: dict(s) for n, s in properties.schemata(cls.properties_schema).items()
             if s.implemented and s.support_status.status != support.HIDDEN}
    attrs = {}
    for name, data in itertools.chain(cls.attributes_schema.items(),
                                      cls.base_attributes_schema.items()):
        schema = attributes.Schema.from_attribute(data)
        if schema.support_status.status != support.HIDDEN:
            attrs[name] = dict(schema)
    return {"resource_type": type_name, "properties": props, "attributes": attrs,
            "support_status": cls.support_status.to_dict()}


BUILTIN = ("none_resource", "value", "random_string", "test_resource", "delay", "access_policy")


def _modules():
    """(plug-in name, module) for each conformance plug-in, or for Heat's own
    client-free types with --builtin."""
    if "--builtin" in sys.argv[1:]:
        for name in BUILTIN:
            yield "builtin", importlib.import_module("heat.engine.resources.openstack.heat." + name)
        return
    for path in sorted(PLUGINS.glob("*.py")):
        spec = importlib.util.spec_from_file_location("recorded_" + path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield path.stem, module


def main():
    out = {}
    for plugin, module in _modules():
        for type_name, cls in module.resource_mapping().items():
            try:
                template = cls.resource_to_template(type_name, "hot")
            except Exception as exc:
                template = repr(exc)
            out[type_name] = {"plugin": plugin, "show": _show(type_name, cls),
                              "template": template}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, default=repr)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
