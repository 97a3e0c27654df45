"""``.. resource-reference:: [TYPE-PREFIX]``: one section per resource type."""
import os
import re
import warnings

from docutils.parsers.rst import directives
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from docgen import anchors, example, loading, model
from docgen.render import Renderer

logger = logging.getLogger(__name__)


def _names(text):
    """Option values separated by commas, spaces or new lines."""
    return [v for v in re.split(r"[,\s]+", text or "") if v]


def _paths(text):
    """Paths separated by commas or new lines (a path may contain spaces)."""
    return [v.strip() for v in re.split(r"[,\n]", text or "") if v.strip()]


def _statuses(text):
    chosen = [s.lower() for s in _names(text)]
    unknown = [s for s in chosen if s not in model.STATUSES]
    if unknown or not chosen:
        raise ValueError("expected some of %s, got %r" % (", ".join(model.STATUSES), text))
    return chosen


class ResourceReference(SphinxDirective):
    has_content = False
    optional_arguments = 1
    option_spec = {
        "plugin-dirs": directives.unchanged,
        "modules": directives.unchanged,
        "status": _statuses,
    }

    def _plugin_dirs(self):
        """Absolute plug-in directories: the option's, else (unless only
        modules are named) the config value's; relative to the conf dir."""
        if "plugin-dirs" in self.options:
            dirs = _paths(self.options["plugin-dirs"])
        elif "modules" in self.options:
            dirs = []
        else:
            dirs = list(self.env.config.plugin_sdk_plugin_dirs or [])
        confdir = self.env.get_domain("heat").data["confdir"] or str(self.env.srcdir)
        return [os.path.normpath(os.path.join(confdir, d)) for d in dirs]

    def run(self):
        dirs = self._plugin_dirs()
        modules = _names(self.options.get("modules"))
        if not dirs and not modules:
            self._warn("no plug-ins to document; set plugin_sdk_plugin_dirs in conf.py "
                       "or give :plugin-dirs: or :modules:")
            return []
        # Noted before loading, so fixing a broken plug-in rebuilds this page.
        for path in loading.source_paths(dirs):
            self.env.note_dependency(path)
        from sdk.plugin_loader import PluginLoadError, PluginWarning
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always", PluginWarning)
                env, sources = loading.load_types(dirs, modules)
        except (PluginLoadError, model.DocumentationError) as exc:
            self._warn(exc)
            return []
        for warning in caught:
            if issubclass(warning.category, PluginWarning):
                self._warn(warning.message)
            else:
                warnings.showwarning(warning.message, warning.category, warning.filename,
                                     warning.lineno)
        types = dict(env.types)
        prefix = self.arguments[0] if self.arguments else None
        if prefix and not any(name.startswith(prefix) for name in types):
            self._warn("no resource type starts with %s (the plug-ins have %s)"
                       % (prefix, ", ".join(sorted(types))))
        reference = model.build(types, prefix, self.options.get("status", model.STATUSES),
                                sources, on_error=self._warn)
        for path in reference.sources:
            self.env.note_dependency(path)
        return self._render(reference, env)

    def _warn(self, error):
        logger.warning("resource-reference: %s", error, location=self.get_location())

    def _render(self, reference, plugins_env):
        renderer = Renderer(self, self.env.config.plugin_sdk_release_names or None)
        sections = [renderer.resource_type(t) for t in reference.types]
        for rtype in reference.types:
            # the examples as plugin-sdk template validate sees them
            for finding in example.findings(rtype, plugins_env):
                self._warn("%s: its HOT Syntax example: %s" % (rtype.name, finding))
        domain = self.env.get_domain("heat")
        for objtype, name, anchor in renderer.targets:
            domain.note_object(objtype, name, anchor, location=self.get_location())
        domain.note_deprecations([(dep, anchors.deprecation_id(dep))
                                  for dep in reference.deprecations()])
        return sections

