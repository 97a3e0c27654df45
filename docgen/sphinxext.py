"""Registration of docgen's directives, domain and config values with Sphinx."""
from importlib import metadata

from docgen import deprecations, directive, domain


def _version():
    try:
        return metadata.version("plugin-sdk")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _check_config(app, config):
    """A config value of the wrong type is one warning naming conf.py, and its
    default is used instead: Sphinx's own check would only warn, and the
    directive would then crash on it."""
    from sphinx.util import logging
    checks = (
        ("plugin_sdk_plugin_dirs", "a list of plug-in directories (strings, relative to conf.py)",
         lambda v: isinstance(v, (list, tuple)) and all(isinstance(d, str) for d in v)),
        ("plugin_sdk_release_names", "a dict of version strings to release names",
         lambda v: isinstance(v, dict) and all(isinstance(k, str) and isinstance(n, str)
                                               for k, n in v.items())),
    )
    for name, expected, valid in checks:
        value = config[name]
        if not valid(value):
            logging.getLogger(__name__).warning(
                "%s = %r: expected %s", name, value, expected, type="config",
                location=_assignment(app.confdir, name))
            config[name] = config.values[name].default


def _assignment(confdir, name):
    """``conf.py:LINE`` of the value's assignment (None when it is set elsewhere, by -D)."""
    import os
    import re
    path = os.path.join(str(confdir), "conf.py")
    try:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if re.match(r"%s\s*=" % name, line):
                    return "%s:%d" % (path, number)
    except OSError:
        pass
    return None


def setup(app):
    app.add_config_value("plugin_sdk_plugin_dirs", [], "env", [list, tuple])
    app.add_config_value("plugin_sdk_release_names", {}, "env", [dict])
    app.connect("config-inited", _check_config)
    app.add_domain(domain.HeatDomain)
    app.add_role("resource", domain.ResourceRole(warn_dangling=True))
    app.add_directive("resource-reference", directive.ResourceReference)
    app.add_directive("resource-deprecations", deprecations.ResourceDeprecations)
    app.add_node(deprecations.deprecation_list)
    app.connect("builder-inited", lambda app: app.env.get_domain("heat").note_confdir(app.confdir))
    app.connect("doctree-resolved", deprecations.fill)
    app.connect("env-get-updated", deprecations.pages)
    return {"version": _version(), "env_version": domain.HeatDomain.data_version,
            "parallel_read_safe": True, "parallel_write_safe": True}
