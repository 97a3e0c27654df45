"""What a plug-in module registers: its ``resource_mapping()`` and
``constraint_mapping()``, read as Heat's plugin manager reads them."""
import collections.abc
import functools
import logging
import os
import sys

from sdk.common import exception

LOG = logging.getLogger(__name__)

RESOURCE_MAPPINGS = ("available_resource_mapping", "resource_mapping")
CONSTRAINT_MAPPINGS = ("constraint_mapping",)


class MappingError(Exception):
    """A module's mapping function raised ``error``."""

    def __init__(self, module, fn_name, error):
        super().__init__("%s() failed: %s" % (fn_name, error))
        self.module, self.fn_name, self.error = module, fn_name, error


def mapping_of(module, fn_names, on_invalid=None):
    """What the first of these module functions that returns a Mapping
    returns (``{}`` counts); None, or another type (logged, or passed to
    ``on_invalid(module, fn_name, value)``), falls through, as in Heat's PluginMapping."""
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
        if mapping is None:
            continue
        if on_invalid is not None:
            on_invalid(module, fn_name, mapping)
        else:
            LOG.error("Invalid type for %s from %s", fn_name, getattr(module, "__name__", module))
    return {}


def register_modules(env, modules, read=mapping_of):
    """Register the modules' resource types, then their constraints;
    ``read(module, fn_names)`` gives a module's mapping."""
    for module in modules:
        mapping = read(module, RESOURCE_MAPPINGS)
        for type_name, cls in mapping.items():
            env.register_class(type_name, cls)
        if not mapping and callable(getattr(module, RESOURCE_MAPPINGS[0], None)):
            source = getattr(module, "__file__", None)
            for type_name in _withheld(module):
                env.unavailable[type_name] = (os.path.basename(source) if source
                                              else module.__name__)
    for module in modules:
        for name, cls in read(module, CONSTRAINT_MAPPINGS).items():
            env.register_constraint(name, cls)


def _withheld(module):
    """The types of ``resource_mapping()`` of a module whose
    ``available_resource_mapping()`` returned none (usually a client library
    it checks for is missing); nothing if that fails."""
    try:
        return list(mapping_of(module, RESOURCE_MAPPINGS[1:], on_invalid=lambda *a: None))
    except MappingError:
        return []


#: The distribution of Heat itself, whose own entry points name Heat's modules.
HEAT_DISTRIBUTION = "openstack-heat"
_installed_clients = {}


def installed(group, name):
    """What the entry point ``name`` in ``group`` (``heat.clients``,
    ``heat.constraints``) of an installed distribution names, as Heat's
    stevedore managers load it; None if none does. Heat's own are left out:
    they name Heat's modules."""
    entry = _entry_points(group, tuple(sys.path)).get(name)
    if entry is None:
        return None
    try:
        return entry.load()
    except Exception as exc:
        raise exception.Error("cannot load the %s entry point %s = %s of %s: %s: %s" % (
            group, name, entry.value, entry.dist.name if entry.dist else "?",
            type(exc).__name__, exc)) from None


class InstalledClient:
    """The client plug-in class of an installed ``heat.clients`` entry point,
    made for each request context as Heat makes it (``cls(context)``): a
    plug-in of an OpenStack client reads the context's session and URLs."""

    def __init__(self, cls):
        self.cls = cls

    def for_context(self, context):
        return self.cls(context)


def installed_client(name):
    """The client plug-in of an installed ``heat.clients`` entry point
    (an ``InstalledClient``), or None."""
    cls = installed("heat.clients", name)
    if cls is None:
        return None
    if cls not in _installed_clients:
        _installed_clients[cls] = InstalledClient(cls)
    return _installed_clients[cls]


@functools.lru_cache(maxsize=16)
def _entry_points(group, path):
    """name -> entry point of ``group`` on this ``path`` (read once per path)."""
    from importlib import metadata
    found = {}
    for entry in metadata.entry_points(group=group):
        if entry.dist is None or entry.dist.metadata["Name"] != HEAT_DISTRIBUTION:
            found.setdefault(entry.name, entry)
    return found
