"""The model of a resource type as docutils nodes.

Only standard docutils nodes are produced (sections, definition lists,
paragraphs, literal blocks, admonitions), so every Sphinx builder (html,
singlehtml, text, man, latex, ...) can write them.
"""
from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import switch_source_input

from docgen import anchors, example, words
from sdk.engine import support

_WARN_STATUSES = (support.DEPRECATED, support.UNSUPPORTED, support.UNKNOWN)


def inline(segments):
    """Nodes for a phrase of ``(text, is_code)`` segments."""
    return [nodes.literal(text, text) if code else nodes.Text(text) for text, code in segments]


def paragraph(segments, classes=()):
    return nodes.paragraph("", "", *inline(segments), classes=list(classes))


def _status(chain, release_names):
    """The status history as one paragraph of sentences, newest first, in a
    warning box when the current status is not a plain SUPPORTED."""
    lines = words.status_lines(chain, release_names)
    if not lines:
        return []
    para = nodes.paragraph(classes=["support-status"])
    for i, line in enumerate(lines):
        para += ([nodes.Text(" ")] if i else []) + [nodes.emphasis(line, line)]
    return [nodes.warning("", para)] if chain[0].status in _WARN_STATUSES else [para]


class Renderer:
    """Renders types for one directive; collects the cross-reference targets."""

    def __init__(self, directive, release_names=None):
        self.directive = directive
        self.release_names = release_names
        #: (object type, name, anchor) of everything rendered, for the domain.
        self.targets = []

    def resource_type(self, rtype):
        # No smart quotes: quotes in a reference often hold literal values
        # (Defaults to "0") that must survive copy and paste; it is faster too.
        section = nodes.section(ids=[anchors.type_id(rtype.name)], names=[rtype.name],
                                support_smartquotes=False)
        section += nodes.title(rtype.name, rtype.name)
        self.targets.append(("resource", rtype.name, anchors.type_id(rtype.name)))
        section += _status(rtype.support, self.release_names)
        section += self._docstring(rtype)
        for title, props in (("Required Properties", rtype.required_properties),
                             ("Optional Properties", rtype.optional_properties)):
            if props:
                sub = self._section(rtype, title)
                sub += nodes.definition_list("", *[self._property(rtype, p) for p in props])
                section += sub
        if rtype.attributes:
            sub = self._section(rtype, "Attributes")
            sub += nodes.definition_list("", *[self._attribute(rtype, a) for a in rtype.attributes])
            section += sub
        if rtype.update_policy:
            sub = self._section(rtype, "Update Policy")
            sub += nodes.definition_list("", *[self._property(rtype, p, True, "policy")
                                               for p in rtype.update_policy])
            section += sub
        sub = self._section(rtype, "HOT Syntax")
        text = example.hot_example(rtype)
        sub += nodes.literal_block(text, text, language="yaml")
        section += sub
        return section

    @staticmethod
    def _section(rtype, title):
        sub = nodes.section(ids=[anchors.section_id(rtype.name, title)])
        sub += nodes.title(title, title)
        return sub

    def _docstring(self, rtype):
        """The class docstring parsed as reST by Sphinx, so roles and
        directives work; problems are reported at the plug-in's source line."""
        if not rtype.doc:
            return []
        source = rtype.source or rtype.class_name
        # 0-based offsets; the docstring starts on the line after "class" (1-based).
        first = rtype.line or 0
        lines = rtype.doc.splitlines()
        content = StringList(lines, items=[(source, first + i) for i in range(len(lines))])
        holder = nodes.section()
        holder.document = self.directive.state.document
        # As autodoc does: messages then name the plug-in's file and line.
        with switch_source_input(self.directive.state, content):
            self.directive.state.nested_parse(content, 0, holder)
        return holder.children

    @staticmethod
    def _item(name, type_name, anchor, body, code=True):
        """A definition list entry: "name (Type)", then the body. The type is
        not a docutils classifier: Sphinx's text writer mangles classifiers
        in nested definition lists."""
        term = nodes.term("", "", nodes.literal(name, name) if code else nodes.Text(name))
        if anchor:
            term["ids"] = [anchor]
        if type_name:
            term += [nodes.Text(" "), nodes.emphasis("(%s)" % type_name, "(%s)" % type_name)]
        return nodes.definition_list_item("", term, body)

    def _property(self, rtype, prop, nested=False, kind="prop"):
        anchor = None
        if prop.name != "*":
            anchor = anchors.property_id(rtype.name, prop.path, kind)
            if kind == "prop":
                self.targets.append(("property", anchors.property_target(rtype.name, prop.path),
                                     anchor))
        body = nodes.definition()
        body += _status(prop.support, self.release_names)
        if not prop.implemented:
            body += nodes.paragraph("", "Not implemented.")
        if prop.description:
            body += nodes.paragraph(prop.description, prop.description)
        facts = words.property_facts(prop)
        if facts:
            body += nodes.bullet_list("", *[nodes.list_item("", paragraph(f)) for f in facts])
        if prop.schema:
            body += nodes.paragraph("", "", nodes.emphasis("Map properties:", "Map properties:"))
            body += nodes.definition_list("", *[self._property(rtype, p, True, kind)
                                                for p in prop.schema])
        if prop.item is not None and not prop.item.is_plain:
            body += nodes.paragraph("", "", nodes.emphasis("List contents:", "List contents:"))
            body += nodes.definition_list("", self._property(rtype, prop.item, True, kind))
        if prop.name == "*":
            return self._item("each item", prop.label(nested), None, body, code=False)
        return self._item(prop.name, prop.label(nested), anchor, body)

    def _attribute(self, rtype, attr):
        anchor = anchors.attribute_id(rtype.name, attr.name)
        self.targets.append(("attribute", anchors.property_target(rtype.name, attr.name), anchor))
        body = nodes.definition()
        body += _status(attr.support, self.release_names)
        if attr.description:
            body += nodes.paragraph(attr.description, attr.description)
        return self._item(attr.name, attr.type, anchor, body)
