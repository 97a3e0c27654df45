"""The model as one Markdown document, for READMEs and wikis.

Same content and anchors as the Sphinx pages. Class docstrings are copied
as written, with reST roles and ``literals`` turned into code spans (the
rest of reST reads well enough as plain text).
"""
import re

from docgen import anchors, example, model, releases, words
from sdk.engine import support


def _code(text):
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return "%s%s%s%s%s" % (fence, pad, text, pad, fence)


def _md(segments):
    return "".join(_code(text) if code else text for text, code in segments)


def _inline_rest(text):
    """reST's inline markup that Markdown lacks: roles and ``literals`` as code."""
    text = re.sub(r":[\w:.-]+:`([^`<]*?)\s*(?:<([^>]+)>)?`", lambda m: _code(m.group(1) or m.group(2)), text)
    return re.sub(r"``(.+?)``", lambda m: _code(m.group(1)), text)


def _status(chain, names):
    lines = words.status_lines(chain, names)
    return "*%s*" % " ".join(lines) if lines else ""


class _Writer:
    def __init__(self, release_names):
        self.names = release_names
        self.out = []

    def resource_type(self, rtype):
        out = self.out
        out += ['<a id="%s"></a>' % anchors.type_id(rtype.name), "", "## %s" % rtype.name, ""]
        status = _status(rtype.support, self.names)
        if status:
            out += ["> **Warning:** " + status if rtype.status != support.SUPPORTED else status, ""]
        if rtype.doc:
            out += [_inline_rest(rtype.doc), ""]
        for title, props in (("Required Properties", rtype.required_properties),
                             ("Optional Properties", rtype.optional_properties)):
            if props:
                out += ["### " + title, ""]
                for prop in props:
                    self.property(rtype, prop, 0)
                out.append("")
        if rtype.attributes:
            out += ["### Attributes", ""]
            for attr in rtype.attributes:
                anchor = '<a id="%s"></a>' % anchors.attribute_id(rtype.name, attr.name)
                line = "- %s%s" % (anchor, _code(attr.name))
                line += " (%s)" % attr.type if attr.type else ""
                line += ": " + attr.description if attr.description else ""
                out.append(line)
                status = _status(attr.support, self.names)
                if status:
                    out.append("  - " + status)
            out.append("")
        if rtype.update_policy:
            out += ["### Update Policy", ""]
            for prop in rtype.update_policy:
                self.property(rtype, prop, 0, "policy")
            out.append("")
        out += ["### HOT Syntax", "", "```yaml", example.hot_example(rtype).rstrip(), "```", ""]

    def property(self, rtype, prop, depth, kind="prop"):
        pad = "  " * depth
        label = prop.label(bool(depth) or kind == "policy")
        if prop.name == "*":
            head = "each item (%s)" % label
        else:
            head = '<a id="%s"></a>%s (%s)' % (anchors.property_id(rtype.name, prop.path, kind),
                                              _code(prop.name), label)
        self.out.append("%s- %s%s" % (pad, head, ": " + prop.description if prop.description else ""))
        facts = []
        status = _status(prop.support, self.names)
        if status:
            facts.append(status)
        if not prop.implemented:
            facts.append("Not implemented.")
        facts += [_md(fact) for fact in words.property_facts(prop)]
        self.out += ["%s  - %s" % (pad, fact) for fact in facts]
        if prop.schema:
            self.out.append("%s  - *Map properties:*" % pad)
            for child in prop.schema:
                self.property(rtype, child, depth + 2, kind)
        if prop.item is not None and not prop.item.is_plain:
            self.out.append("%s  - *List contents:*" % pad)
            self.property(rtype, prop.item, depth + 2, kind)


def render(reference, title="Resource reference", release_names=None):
    writer = _Writer(release_names)
    writer.out += ["# " + title, ""]
    writer.out += ["- [%s](#%s)" % (t.name, anchors.type_id(t.name)) for t in reference.types]
    writer.out.append("")
    for rtype in reference.types:
        writer.resource_type(rtype)
    writer.out += ["# Deprecations by release", ""]
    groups = model.by_release(reference.deprecations())
    for version, deps in groups:
        label = releases.release_label(version, release_names) if version else "Release not given"
        writer.out += ["## " + label, ""]
        for dep in deps:
            head, name, tail = words.deprecation_parts(dep)
            writer.out.append("- %s[%s](#%s)%s" % (head, _code(name), anchors.deprecation_id(dep), tail))
        writer.out.append("")
    if not groups:
        writer.out += ["Nothing is deprecated.", ""]
    return "\n".join(writer.out).rstrip() + "\n"
