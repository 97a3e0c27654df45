"""Sphinx projects built in-process around the fixture plug-ins in plugins/."""
import html
import pathlib
import re

PLUGINS = pathlib.Path(__file__).parent / "plugins"
#: Names and texts of the fixture's HIDDEN items (every HIDDEN description has "Zork").
HIDDEN_WORDS = ("Zork", "My::Svc::Gone", "legacy_flag", "secret_key", "deep_hidden",
                "internal_token", "pause_hidden", "legacy-flag", "secret-key", "deep-hidden",
                "internal-token", "pause-hidden")


class Project:
    """A throw-away Sphinx project: write pages, build, read what a reader sees."""

    def __init__(self, root, plugin_dir):
        self.root = root
        self.src = root / "src"
        self.src.mkdir()
        self.plugin_dir = plugin_dir
        self.conf = {"extensions": ["docgen"], "project": "t",
                     "plugin_sdk_plugin_dirs": [str(plugin_dir)]}

    def plugin(self, name, classes, mapping):
        """Add a plug-in module: class definitions and its resource_mapping() dict."""
        (self.plugin_dir / (name + ".py")).write_text(
            "from heat.engine import resource\n\n%s\n\ndef resource_mapping():\n"
            "    return %s\n" % (classes, mapping))

    def page(self, name, text):
        (self.src / (name + ".rst")).write_text(text)

    def build(self, builder="html", strict=True, fresh=True, parallel=0):
        from sphinx.testing.util import SphinxTestApp
        (self.src / "conf.py").write_text("".join("%s = %r\n" % kv for kv in self.conf.items()))
        app = SphinxTestApp(builder, srcdir=self.src, builddir=self.root / "build" / builder,
                            freshenv=fresh, warningiserror=strict, parallel=parallel)
        try:
            app.build()
        finally:
            app.cleanup()
        self.warnings = app.warning.getvalue()
        self.extension = app.extensions.get("docgen")
        self.statuscode = app.statuscode
        return self

    def visible_html(self, name="index.html"):
        """The page's text as a browser shows it (tags dropped, spaces collapsed)."""
        text = re.sub(r"<[^>]+>", " ", self.read("html", name))
        return " ".join(html.unescape(text).split())

    def out(self, builder):
        return self.root / "build" / builder / builder

    def read(self, builder, name):
        return (self.out(builder) / name).read_text()


REFERENCE_PAGE = """\
Reference
=========

.. toctree::

   deprecations

.. resource-reference::

Links: :resource:`My::Svc::Thing`, :resource:`my::svc::old`,
:heat:prop:`My::Svc::Thing.networks.port` and :heat:attr:`My::Svc::Thing.address`.
"""

DEPRECATIONS_PAGE = """\
:orphan:

Deprecations by release
=======================

.. resource-deprecations::
"""
