"""What the reference says about a schema, in plain words.

Each phrase is a list of segments ``(text, is_code)`` so the Sphinx renderer
can set values as literals and the Markdown writer as code spans, while the
JSON model keeps the same sentence as plain text.
"""
import json
import re

from docgen import releases
from sdk.engine import support

UPDATE_PHRASES = {
    "allowed": "Can be updated without replacement.",
    "replace": "Updates cause replacement.",
    "fail": "Updates are not supported: changing it makes the stack update fail.",
}


def plain(segments):
    return "".join(text for text, _ in segments)


_AMBIGUOUS = re.compile(r"^([-+]?[0-9.]+([eE][-+]?[0-9]+)?|true|false|yes|no|on|off|null|~)$", re.I)


def value_text(value):
    """A default or allowed value as a template author would write it: a
    string bare unless it would read as something else, the rest as JSON."""
    if isinstance(value, str) and value.strip() == value and value and not _AMBIGUOUS.match(value):
        return value
    try:
        return json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return str(value)


def _sentence(*parts):
    return [(p, False) if isinstance(p, str) else (value_text(p[0]), True) for p in parts]


def _bounds(noun, low, high):
    if low is not None and high is not None:
        if low == high:
            return _sentence("The %s must be exactly " % noun, [low], ".")
        return _sentence("The %s must be between " % noun, [low], " and ", [high], ".")
    if low is not None:
        return _sentence("The %s must be at least " % noun, [low], ".")
    return _sentence("The %s must be at most " % noun, [high], ".")


def constraint_segments(kind, value, description=None):
    """The rule a constraint sets, e.g. "The value must be between 1 and 10."."""
    if kind == "range":
        segments = _bounds("value", value.get("min"), value.get("max"))
    elif kind == "length":
        segments = _bounds("length", value.get("min"), value.get("max"))
    elif kind == "modulo":
        step, offset = value["step"], value["offset"]
        segments = (_sentence("The value must be a multiple of ", [step], ".") if not offset else
                    _sentence("The value must be ", [offset], " more than a multiple of ", [step], "."))
    elif kind == "allowed_values":
        segments = [("Allowed values: ", False)]
        for i, allowed in enumerate(value):
            segments += ([(", ", False)] if i else []) + [(value_text(allowed), True)]
        segments.append((".", False))
    elif kind == "allowed_pattern":
        segments = [("The value must match the regular expression ", False), (value, True),
                    (".", False)]
    elif kind == "custom":
        segments = [("The value must be a valid ", False), (value, True),
                    (" (custom constraint).", False)]
    else:
        segments = [(str(value), False)]
    if description:
        segments.append((" %s" % description, False))
    return segments


def property_facts(prop):
    """The bullet points under a property: default, constraints, update behaviour."""
    facts = []
    if prop.has_default:
        facts.append([("Defaults to ", False), (value_text(prop.default), True), (".", False)])
    facts += [constraint_segments(c.kind, c.value, c.description) for c in prop.constraints]
    if prop.update:
        facts.append([(UPDATE_PHRASES[prop.update], False)])
    return facts


_STATUS_WORDS = {support.SUPPORTED: "Available", support.DEPRECATED: "Deprecated",
                 support.UNSUPPORTED: "Unsupported", support.UNKNOWN: "Unknown support status"}


def status_text(status, version, message, release_names=None):
    """"Deprecated since 8.0.0 (Ocata): Use X instead." for one status."""
    text = _STATUS_WORDS.get(status, status.title())
    if version is not None:
        text += " since %s" % releases.release_label(version, release_names)
    if message:
        message = str(message).strip()
        text += ": " + message + ("" if message.endswith((".", "!", "?")) else ".")
    else:
        text += "."
    return text


def status_lines(chain, release_names=None):
    """A status history, newest first, without the uninformative plain
    "SUPPORTED, no version, no message" entry."""
    return [status_text(s.status, s.version, s.message, release_names) for s in chain
            if not (s.status == support.SUPPORTED and s.version is None and not s.message)]


_KINDS = {"type": "Resource type", "property": "Property", "attribute": "Attribute"}


def deprecation_parts(dep):
    """("Property ", "mode", " of My::Svc::Thing: Use size instead.") for a
    deprecations list entry; the middle part is what links to the item."""
    tail = "" if dep.kind == "type" else " of %s" % dep.type_name
    message = (dep.message or "").strip()
    tail += (": " + message + ("" if message.endswith(".") else ".")) if message else "."
    return _KINDS[dep.kind] + " ", dep.name, tail
