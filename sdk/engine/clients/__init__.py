"""How resources reach services: client plug-ins, their exceptions and progress helpers."""


def has_client(name):
    """Whether Heat's engine has a client plug-in called ``name``, as Heat 27
    answers once its engine has loaded the ``heat.clients`` entry points: one
    of Heat's own whose client library imports, or an installed distribution's
    entry point that loads and whose ``is_available()`` (if it has one) is
    true. Plug-ins ask it before offering types of an optional service; a
    test double registered with ``Harness.register_client`` is no entry point
    and does not count."""
    from sdk.common import exception
    from sdk.engine import plugin_manager
    from sdk.engine.clients import os as os_clients
    try:
        if name in os_clients.PLUGINS:
            cls = os_clients.load(os_clients.PLUGINS[name])
        else:
            cls = plugin_manager.installed("heat.clients", name)
    except (os_clients.ClientLibrariesMissing, exception.Error):
        return False   # Heat's stevedore manager logs the failure and leaves the name out
    if cls is None:
        return False
    is_available = getattr(cls, "is_available", None)
    return bool(is_available()) if is_available is not None else True
