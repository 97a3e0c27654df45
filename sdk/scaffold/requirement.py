"""The plugin-sdk requirement a generated project's extras name.

plugin-sdk is on no package index, so ``plugin-sdk>=0.1.0`` resolves nowhere:
the requirement names where this plugin-sdk came from, as pip recorded it
(PEP 610's ``direct_url.json``): a directory or archive (``plugin-sdk @
file:///...``), a VCS checkout at its commit (``plugin-sdk @ git+URL@COMMIT``),
else the index version (``plugin-sdk==0.1.0``). A project records it once, in
``.plugin-sdk.json``, so its rendering does not depend on the machine that runs
``plugin-sdk check``; the template adds the ``openstack`` extra while the plug-in's
code uses Heat's OpenStack client plug-ins (``uses_openstack``).
"""
import pathlib
import re

from sdk.common.install import NAME, from_direct_url, installed_source  # noqa: F401 (the scaffold's)


def _client_names():
    """Heat's OpenStack client plug-ins (heat.clients names that need the openstack extra)."""
    from sdk.engine.clients.os import PLUGINS
    return sorted(PLUGINS)


def uses_openstack(package_dir):
    """Whether the plug-in's code uses Heat's OpenStack client plug-ins: it imports
    ``heat.engine.clients.os``, names one as its client, or constrains a property
    with a client-backed constraint (``neutron.network``)."""
    names = "|".join(_client_names())
    pattern = re.compile(
        r"heat\.engine\.clients\.os\b|heat\.engine\.clients import os\b"
        r"|(default_client_name\s*=\s*|client(_plugin)?\(\s*(name\s*=\s*)?)[\"'](%s)[\"']"
        r"|CustomConstraint\(\s*[\"'](%s)\." % (names, names))
    root = pathlib.Path(package_dir)
    for path in sorted(root.rglob("*.py")) if root.is_dir() else ():
        try:
            if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
                return True
        except OSError:
            continue
    return False
