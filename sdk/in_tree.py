"""Heat's in-tree resource types (OS::Nova::Server, OS::Heat::ResourceGroup...)
for local stacks, run from Heat 27's own modules (sdk.heat_source).

They are registered in the global environment the first time a stack names
a type that neither plug-ins nor plugin-sdk's built-ins provide: importing
all of Heat's resource modules takes most of a second, which a plug-in's
unit test that never uses them should not pay. Plug-ins and built-ins win
over Heat's modules, as they are registered first.
"""
import importlib
import logging

from sdk import heat_source

LOG = logging.getLogger(__name__)

_state = {"registered": False, "failed": {}}


def failures():
    """Heat module name -> why it did not load (after register())."""
    return dict(_state["failed"])


def register(env):
    """Register Heat's in-tree types and constraints in ``env`` (once); False
    when Heat's source has not been fetched."""
    if _state["registered"]:
        return True
    root = heat_source.available()
    if root is None or not heat_source.install(root):
        return False
    from sdk import plugin_loader
    plugin_loader.install_heat_aliases()
    modules = []
    for name in heat_source.resource_modules(root):
        try:
            modules.append(importlib.import_module(name))
        except Exception as exc:  # one broken module must not hide the others
            _state["failed"][name] = "%s: %s" % (type(exc).__name__, exc)
            LOG.debug("Heat module %s not loaded: %s", name, exc)
    for module in modules:
        mapping = plugin_loader.resource_mapping_of(module)
        for type_name, cls in mapping.items():
            if type_name not in env.types:
                env.register_class(type_name, cls)
        constraints = getattr(module, "constraint_mapping", None)
        for name, cls in (constraints() if callable(constraints) else {}).items():
            if name not in env.constraints:
                env.register_constraint(name, cls)
    _state["registered"] = True
    return True
