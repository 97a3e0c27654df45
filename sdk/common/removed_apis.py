"""What older Heat offered to plug-ins that Heat 27 no longer has, and what replaces it.

One table for both places that meet an old plug-in: ``plugin-sdk lint``
(PS003, without importing anything) and the plug-in loader (when the import
fails), so an author hears the same words from both and can port a plug-in
in one pass. It imports nothing, so lint pays nothing for it.
"""

#: Removed modules -> what to do instead. A key also covers the modules
#: under it (``heat.openstack.common`` names the whole incubator package).
MODULES = {
    "heat.openstack.common.log": "use oslo_log.log (from oslo_log import log as logging)",
    "heat.openstack.common.gettextutils": "use heat.common.i18n._ for user-facing text",
    "heat.openstack.common.importutils": "use oslo_utils.importutils",
    "heat.openstack.common.excutils": "use oslo_utils.excutils",
    "heat.openstack.common.timeutils": "use oslo_utils.timeutils",
    "heat.openstack.common.strutils": "use oslo_utils.strutils",
    "heat.openstack.common.uuidutils": "use oslo_utils.uuidutils",
    "heat.openstack.common.netutils": "use oslo_utils.netutils",
    "heat.openstack.common.jsonutils": "use oslo_serialization.jsonutils",
    "heat.openstack.common.loopingcall": "use oslo_service.loopingcall",
    "heat.openstack.common.processutils": "use oslo_concurrency.processutils",
    "heat.openstack.common.lockutils": "use oslo_concurrency.lockutils",
    "heat.openstack.common": "use the oslo library of the same name (oslo_log, oslo_utils, "
                             "oslo_serialization, oslo_service, oslo_concurrency)",
    "heat.engine.resources.openstack.ceilometer": "use heat.engine.resources.openstack.aodh",
    "heat.engine.resources.ceilometer": "use heat.engine.resources.openstack.aodh",
    "heat.engine.clients.os.ceilometer": "use heat.engine.clients.os.aodh",
    "heat.engine.resources.neutron": "use heat.engine.resources.openstack.neutron",
    "heat.engine.resources.nova_utils": "use the nova client plug-in "
                                        "(self.client_plugin('nova'), heat.engine.clients.os.nova)",
    "heat.engine.resources.glance_utils": "use the glance client plug-in "
                                          "(self.client_plugin('glance'))",
    "heat.engine.stack_user": "use heat.engine.resources.stack_user",
    "heat.engine.signal_responder": "use heat.engine.resources.signal_responder",
    "heat.engine.stack_resource": "use heat.engine.resources.stack_resource",
}

_LOG_MARKERS = ("pass the plain string to LOG: log messages are not translated any more "
                "(heat.common.i18n._ stays for user-facing text)")

#: Removed names of modules that still exist -> what to do instead.
NAMES = {
    ("heat.common.i18n", "_LE"): _LOG_MARKERS,
    ("heat.common.i18n", "_LI"): _LOG_MARKERS,
    ("heat.common.i18n", "_LW"): _LOG_MARKERS,
    ("heat.common.i18n", "_LC"): _LOG_MARKERS,
    ("heat.engine.resource", "ResourceInError"): "use heat.common.exception.ResourceInError",
    ("heat.engine.resource", "ResourceUnknownStatus"):
        "use heat.common.exception.ResourceUnknownStatus",
}


#: Names that, read off a module (``resource.ResourceInError``), may be removed ones.
REMOVED_NAMES = frozenset(name for _, name in NAMES)


def removed_module(dotted):
    """(the removed module or package, its replacement) for a module name, or None."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        prefix = ".".join(parts[:i])
        if prefix in MODULES:
            return prefix, MODULES[prefix]
    return None


def describe(dotted, name=None):
    """One sentence naming what Heat 27 no longer has and its replacement, or None."""
    if name is not None and (dotted, name) in NAMES:
        return "%s.%s is not in Heat 27; %s" % (dotted, name, NAMES[dotted, name])
    found = removed_module(dotted if name is None else dotted + "." + name)
    if found is None:
        return None
    return "%s is not in Heat 27; %s" % found
