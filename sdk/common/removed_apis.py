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
    "heat.engine.resources.nova_utils": "use the nova client plug-in "
                                        "(self.client_plugin('nova'), heat.engine.clients.os.nova)",
    "heat.engine.resources.glance_utils": "use the glance client plug-in "
                                          "(self.client_plugin('glance'))",
    "heat.engine.resources.autoscaling": "its classes moved apart: "
                                         "heat.engine.resources.openstack.heat.autoscaling_group "
                                         "(AutoScalingResourceGroup), "
                                         "heat.engine.resources.openstack.heat.instance_group "
                                         "(InstanceGroup), "
                                         "heat.engine.resources.openstack.heat.scaling_policy "
                                         "(AutoScalingPolicy), heat.engine.resources.aws.autoscaling "
                                         "(AutoScalingGroup, LaunchConfiguration, AWSScalingPolicy)",
    "heat.db.sqlalchemy": "use heat.db (Heat 2023.2 moved the modules of its one database "
                          "backend there)",
}

#: Modules that moved whole, old -> new (checked in Heat 27's source): an
#: import of one is rewritten by ``plugin-sdk lint --fix`` (PS003). A key also
#: covers the modules under it, as in MODULES.
MOVED = {
    "heat.engine.resources.neutron": "heat.engine.resources.openstack.neutron",
    "heat.engine.resources.server": "heat.engine.resources.openstack.nova.server",
    "heat.engine.stack_user": "heat.engine.resources.stack_user",
    "heat.engine.signal_responder": "heat.engine.resources.signal_responder",
    "heat.engine.stack_resource": "heat.engine.resources.stack_resource",
    # Heat 2023.2 merged its only database backend into heat.db.
    "heat.db.sqlalchemy.api": "heat.db.api",
    "heat.db.sqlalchemy.models": "heat.db.models",
    "heat.db.sqlalchemy.filters": "heat.db.filters",
    "heat.db.sqlalchemy.types": "heat.db.types",
    "heat.db.sqlalchemy.utils": "heat.db.utils",
    "heat.db.sqlalchemy.migration": "heat.db.migration",
}

#: Classes of a module that was split, (old module, name) -> the module that
#: has the class under the same name in Heat 27.
MOVED_NAMES = {
    ("heat.engine.resources.autoscaling", "AutoScalingResourceGroup"):
        "heat.engine.resources.openstack.heat.autoscaling_group",
    ("heat.engine.resources.autoscaling", "InstanceGroup"):
        "heat.engine.resources.openstack.heat.instance_group",
    ("heat.engine.resources.autoscaling", "AutoScalingGroup"):
        "heat.engine.resources.aws.autoscaling.autoscaling_group",
    ("heat.engine.resources.autoscaling", "LaunchConfiguration"):
        "heat.engine.resources.aws.autoscaling.launch_config",
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


def _longest_prefix(dotted, table):
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        prefix = ".".join(parts[:i])
        if prefix in table:
            return prefix
    return None


def moved_module(dotted):
    """Heat 27's name of a module that moved whole, or None."""
    prefix = _longest_prefix(dotted, MOVED)
    return None if prefix is None else MOVED[prefix] + dotted[len(prefix):]


def removed_module(dotted):
    """(the removed or moved module or package, what to use instead) for a
    module name, or None."""
    prefix = _longest_prefix(dotted, MODULES)
    moved = _longest_prefix(dotted, MOVED)
    if moved is not None and (prefix is None or len(moved) >= len(prefix)):
        return moved, "use %s" % MOVED[moved]
    return None if prefix is None else (prefix, MODULES[prefix])


def describe(dotted, name=None):
    """One sentence naming what Heat 27 no longer has and its replacement, or None."""
    if name is not None and (dotted, name) in NAMES:
        return "%s.%s is not in Heat 27; %s" % (dotted, name, NAMES[dotted, name])
    if name is not None and (dotted, name) in MOVED_NAMES:
        return "%s.%s is not in Heat 27; use %s.%s" % (dotted, name, MOVED_NAMES[dotted, name],
                                                       name)
    found = removed_module(dotted if name is None else dotted + "." + name)
    if found is None:
        return None
    return "%s is not in Heat 27; %s" % found
