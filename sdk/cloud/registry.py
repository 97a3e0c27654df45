"""Which services the fake cloud serves: its own, and those that installed
packages add through the ``plugin_sdk.fake_cloud`` entry point group.

A plug-in project whose resources call a service of its own serves a fake of
it by naming a module in that group (docs/cloud.rst, "Adding a service"): the
module's ``SERVICES`` lists its ``sdk.cloud.core.Service`` objects, and its
optional ``populate(cloud)`` seeds a new cloud with what the service has on a
fresh DevStack. A module that fails to load, or a service whose name is
taken, is left out with a warning that says why: the rest of the cloud
still answers.
"""
import importlib
import warnings

GROUP = "plugin_sdk.fake_cloud"
#: the fake cloud's own services, in catalog order
BUILT_IN = ("sdk.cloud.identity", "sdk.cloud.network", "sdk.cloud.compute", "sdk.cloud.image",
            "sdk.cloud.volume", "sdk.cloud.object_store", "sdk.cloud.others")

_PROVIDERS = []


class FakeCloudWarning(UserWarning):
    """An installed fake service that the cloud could not take."""


def providers():
    """The modules that serve services, the built-in ones first (found once per process)."""
    if not _PROVIDERS:
        _PROVIDERS.append([importlib.import_module(name) for name in BUILT_IN] + _installed())
    return _PROVIDERS[0]


def installed():
    """The providers that installed packages add."""
    return providers()[len(BUILT_IN):]


def services():
    """Service name -> ``core.Service``, for every provider."""
    found = {}
    for module in providers():
        for service in module.SERVICES:
            if service.name in found:
                warnings.warn(FakeCloudWarning(
                    "fake cloud: %s's service %r is not served: the name is taken by %s"
                    % (module.__name__, service.name, found[service.name].prefix)), stacklevel=2)
                continue
            found[service.name] = service
    return found


def forget():
    """Look for installed providers again on next use (after a package was
    installed into the running process, as a test does)."""
    _PROVIDERS.clear()


def _installed():
    from importlib import metadata
    found = []
    for entry in sorted(metadata.entry_points(group=GROUP), key=lambda e: e.name):
        try:
            module = entry.load()
            if not isinstance(getattr(module, "SERVICES", None), (list, tuple)):
                raise TypeError("it has no SERVICES list")
        except Exception as exc:   # a broken package must not take the cloud down
            warnings.warn(FakeCloudWarning("fake cloud: entry point %r (%s) is not served: %s: %s"
                                           % (entry.name, entry.value, type(exc).__name__, exc)),
                          stacklevel=3)
            continue
        found.append(module)
    return found
