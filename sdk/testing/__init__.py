"""The public test harness: load plug-ins as Heat does and drive stacks
through their life cycle in memory, on a virtual clock.

    from sdk.testing import Harness
    h = Harness(plugin_dirs=["plugins/"])
    st = h.create_stack(template)
    st.update(new_template); st.suspend(); st.resume(); st.check()
    st.snapshot(); st.delete()

The pieces live in small modules (``harness``, ``fakecloud``, ``contract``,
``strategies``, ``instrument``, ``pytest_plugin``, ``heat_engine``, ``heat_driver``,
``real_heat``, ``project``,
``cli``); the names below are
imported on first use, so the pytest plug-in, which every project that
installs plugin-sdk loads, costs nothing until a test asks for it.
"""
import importlib

_EXPORTS = {
    "Harness": "sdk.testing.harness",
    "FakeCloud": "sdk.testing.fakecloud",
    "run_contract": "sdk.testing.contract",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    return getattr(importlib.import_module(module), name)
