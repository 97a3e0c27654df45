"""What a plug-in module registers: its ``resource_mapping()`` and
``constraint_mapping()``, read as Heat's plugin manager reads them."""
import collections.abc
import logging

LOG = logging.getLogger(__name__)

RESOURCE_MAPPINGS = ("available_resource_mapping", "resource_mapping")
CONSTRAINT_MAPPINGS = ("constraint_mapping",)


class MappingError(Exception):
    """A module's mapping function raised ``error``."""

    def __init__(self, module, fn_name, error):
        super().__init__("%s() failed: %s" % (fn_name, error))
        self.module, self.fn_name, self.error = module, fn_name, error


def mapping_of(module, fn_names):
    """What the first of these module functions that returns a Mapping
    returns (``{}`` counts); None, or another type (logged), falls through,
    as in Heat's PluginMapping."""
    for fn_name in fn_names:
        fn = getattr(module, fn_name, None)
        if not callable(fn):
            continue
        try:
            mapping = fn()
        except Exception as exc:
            raise MappingError(module, fn.__name__, exc) from exc
        if isinstance(mapping, collections.abc.Mapping):
            return mapping
        if mapping is not None:
            LOG.error("Invalid type for %s from %s", fn_name, getattr(module, "__name__", module))
    return {}


def register_modules(env, modules):
    """Register the modules' resource types, then their constraints."""
    for module in modules:
        for type_name, cls in mapping_of(module, RESOURCE_MAPPINGS).items():
            env.register_class(type_name, cls)
    for module in modules:
        for name, cls in mapping_of(module, CONSTRAINT_MAPPINGS).items():
            env.register_constraint(name, cls)
