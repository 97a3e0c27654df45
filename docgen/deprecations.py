"""``.. resource-deprecations::``: every DEPRECATED type, property and
attribute of the project's resource references, grouped by release.

The directive leaves a placeholder while documents are read; the list is
filled in when the page is resolved, from the ``heat`` domain's data, which
Sphinx has merged from every (possibly parallel) reader by then. The page is
rewritten on every build, so it follows edits to any reference page.
"""
from docutils import nodes
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from docgen import model, releases, words


class deprecation_list(nodes.General, nodes.Element):
    """Placeholder replaced at doctree-resolved."""


class ResourceDeprecations(SphinxDirective):
    has_content = False

    def run(self):
        self.env.get_domain("heat").note_deprecation_page()
        return [deprecation_list("")]


def _entry(app, fromdocname, docname, dep, anchor):
    head, name, tail = words.deprecation_parts(dep)
    link = make_refnode(app.builder, fromdocname, docname, anchor, nodes.literal(name, name), name)
    return nodes.list_item("", nodes.paragraph("", "", nodes.Text(head), link, nodes.Text(tail)))


def fill(app, doctree, docname):
    placeholders = list(doctree.findall(deprecation_list))
    if not placeholders:
        return
    domain = app.env.get_domain("heat")
    names = app.config.plugin_sdk_release_names or None
    groups = model.by_release(domain.all_deprecations(), lambda entry: entry[1])
    content = nodes.definition_list()
    for version, entries in groups:
        label = releases.release_label(version, names) if version else "Release not given"
        items = nodes.bullet_list("", *[_entry(app, docname, *e) for e in entries])
        content += nodes.definition_list_item(
            "", nodes.term(label, label), nodes.definition("", items))
    if not groups:
        content = nodes.paragraph("", "Nothing is deprecated.")
    for node in placeholders:
        node.replace_self(content.deepcopy())


def pages(app, env):
    """Rewrite the deprecation pages on every build: any reference page may have changed."""
    return sorted(env.get_domain("heat").data["deprecation_pages"])
