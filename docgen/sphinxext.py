"""Registration of docgen's directives, domain and config values with Sphinx."""
from importlib import metadata

from docgen import deprecations, directive, domain


def _version():
    try:
        return metadata.version("plugin-sdk")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def setup(app):
    app.add_config_value("plugin_sdk_plugin_dirs", [], "env", [list, tuple])
    app.add_config_value("plugin_sdk_release_names", {}, "env", [dict])
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
