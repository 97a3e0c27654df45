"""Parsing template text as Heat's ``heat.common.template_format`` does,
and the limits Heat puts on templates.

JSON is tried first, then YAML; strings and timestamps load as ``str``;
the result must be a mapping. Error messages are Heat's. ``load()`` is the
one loader for everyone who reads a template or an environment (the
commands, the validator, the harness, the engine): keys come out as JSON would
have them (Heat's client sends templates as JSON), and the YAML side is
built from libyaml's event stream, never by recursion, so that neither deep
nesting nor an alias bomb costs more than the limits allow: each is refused
as soon as it is seen. It can also record the line and column of every node.
"""
import collections
import json
import math
import os
import stat

import yaml

from sdk.common import exception, heat_options

# Heat's max_template_size and max_resources_per_stack: sdk.common.heat_options.
#: plugin-sdk's ``max_template_depth``: maps and lists inside each other
#: (Heat has no such option; its parser fails with RecursionError near 1000).
MAX_TEMPLATE_DEPTH = 100
#: plugin-sdk's ``max_yaml_alias_nodes``: nodes that YAML aliases repeat.
MAX_YAML_ALIAS_NODES = 100000
#: plugin-sdk's ``max_function_value_size``: characters of a string, or
#: items of a list or map, that one intrinsic function may produce.
MAX_FUNCTION_VALUE_SIZE = 1048576


class RequestLimitExceeded(exception.RequestLimitExceeded, ValueError):
    """Heat's RequestLimitExceeded for a template over one of the limits
    (``limit`` names the option), also a ValueError as every other problem
    of template text is. Heat's limits have Heat's messages; plugin-sdk's
    own name their option in the message."""

    def __init__(self, limit, message):
        self.limit = limit
        super().__init__(message=message)


def validate_template_limit(text):
    """Refuse text over ``max_template_size`` with Heat's message."""
    limit = heat_options.get("max_template_size")
    if len(text) > limit:
        raise _size_error(len(text), limit)


def read(path):
    """The text of the file at ``path`` (UTF-8) within ``max_template_size``:
    at most one character past the limit is read, so an endless file
    (/dev/zero, /dev/urandom) is refused at once. OSError and
    UnicodeDecodeError as open() and read() raise them."""
    limit = heat_options.get("max_template_size")
    with open(path, encoding="utf-8") as f:
        text = f.read(limit + 1)
        if len(text) <= limit:
            return text
        info = os.fstat(f.fileno())
    raise _size_error(info.st_size if stat.S_ISREG(info.st_mode) else "more than %d" % limit, limit)


def _size_error(size, limit):
    return RequestLimitExceeded("max_template_size",
                                "Template size (%s bytes) exceeds maximum allowed size (%s bytes)."
                                % (size, limit))


def check_resource_count(count):
    """Refuse more resources than ``max_resources_per_stack`` (-1: no
    limit), as Heat's engine does (RequestLimitExceeded with
    StackResourceLimitExceeded's text)."""
    limit = heat_options.get("max_resources_per_stack")
    if limit != -1 and count > limit:
        raise RequestLimitExceeded("max_resources_per_stack",
                            exception.StackResourceLimitExceeded.msg_fmt)


def check_value_size(fn_name, size):
    """Refuse a function result over ``max_function_value_size`` before it
    is built (``size``: characters or items it would have)."""
    if size > MAX_FUNCTION_VALUE_SIZE:
        raise RequestLimitExceeded("max_function_value_size",
                            'The result of "%s" (%d) exceeds the maximum allowed size (%d) '
                            '(max_function_value_size).' % (fn_name, size, MAX_FUNCTION_VALUE_SIZE))


def _depth_error():
    return RequestLimitExceeded("max_template_depth",
                         "Template nesting depth exceeds %d (max_template_depth)." % MAX_TEMPLATE_DEPTH)


class Positions:
    """Where each node of a loaded document starts: ``path`` (a tuple of
    keys and list indices) -> (line, column), both 1-based. A map entry is
    located at its key, a list item at the item."""

    def __init__(self):
        self.marks = {}
        #: (path, line, column) of every key given twice in one map
        self.duplicates = []

    def at(self, path):
        """The position of ``path``, else of its nearest located ancestor."""
        path = tuple(path)
        marks = self.marks
        while path:
            mark = marks.get(path)
            if mark is not None:
                return mark
            path = path[:-1]
        return marks.get((), (1, 1))


def load(text, source=None, positions=None):
    """The data in ``text`` (JSON or YAML) within the limits; ``positions``
    (a Positions) is filled when given. ValueError (RequestLimitExceeded for a
    limit) on anything else; the message does not name ``source``, callers
    do; ``source`` only appears in YAML syntax errors, as in Heat's."""
    validate_template_limit(text)
    try:
        data = json.loads(text)
    except RecursionError:
        raise _depth_error() from None
    except ValueError:
        return _load_yaml(text, source, positions)
    check_depth(data)
    if positions is not None:
        try:  # JSON is YAML's flow style: the events give its positions
            _load_yaml(text, source, positions)
        except ValueError:
            pass
    return data


def check_depth(data):
    """Refuse data whose maps and lists nest deeper than ``max_template_depth``
    (for templates given as data rather than text)."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if type(value) is dict:
            children = value.values()
        elif type(value) is list:
            children = value
        else:
            continue
        if depth > MAX_TEMPLATE_DEPTH:
            raise _depth_error()
        todo.extend((v, depth + 1) for v in children if type(v) in (dict, list))


class _Constructor(yaml.constructor.SafeConstructor):
    """Scalars as Heat's loader builds them: timestamps stay strings."""


_Constructor.add_constructor("tag:yaml.org,2002:timestamp", _Constructor.construct_scalar)
_CONSTRUCTOR = _Constructor()
_RESOLVER = yaml.resolver.Resolver()
_EVENT_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STR = "tag:yaml.org,2002:str"
_MERGE = "tag:yaml.org,2002:merge"
_MAP, _SEQ = "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"
_SCALAR_TAGS = {"tag:yaml.org,2002:%s" % t for t in (
    "str", "int", "float", "bool", "null", "timestamp", "binary", "value")}


def _key(value):
    """A map key as JSON writes it (so ``off:`` is "false", ``1:`` is "1")."""
    kind = type(value)
    if kind is str:
        return value
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if kind is int:
        return str(value)
    if kind is float:
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    raise ValueError("not expressible as JSON: keys must be str, int, float, bool or None, "
                     "not %s" % kind.__name__)


class _Frame:
    __slots__ = ("value", "path", "anchor", "start", "key", "key_mark", "merges")

    def __init__(self, value, path, anchor, start):
        self.value, self.path, self.anchor, self.start = value, path, anchor, start
        self.key = _NO_KEY
        self.key_mark = None
        self.merges = None


_NO_KEY = object()


def _syntax_error(exc, source):
    mark = getattr(exc, "problem_mark", None)
    where = source if source is not None else "[root stack]"
    if mark is not None:
        where = "%s:%d:%d" % (where, mark.line + 1, mark.column + 1)
    problem = getattr(exc, "problem", None) or str(exc)
    error = ValueError("Error parsing template %s: %s" % (where, problem))
    error.line, error.column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    error.yaml_error = exc
    return error


def _load_yaml(text, source, positions):
    try:
        return _build(yaml.parse(text, Loader=_EVENT_LOADER), source, positions)
    except yaml.YAMLError as exc:
        if "maximum nesting depth" in str(getattr(exc, "problem", "")):
            raise _depth_error() from None  # libyaml's own limit (1000) met first
        raise _syntax_error(exc, source) from None


def _build(events, source, positions):
    marks = positions.marks if positions is not None else None
    anchors = {}          # anchor -> (value, node count)
    stack = []
    nodes = 0             # nodes built, aliases counted at their full size
    aliased = 0           # nodes repeated by aliases
    root = None
    done = False
    for event in events:
        kind = type(event)
        if kind is yaml.ScalarEvent or kind is yaml.AliasEvent:
            if kind is yaml.AliasEvent:
                try:
                    value, size = anchors[event.anchor]
                except KeyError:
                    raise ValueError("Error parsing template %s: found undefined alias %r"
                                     % (source or "[root stack]", event.anchor)) from None
                aliased += size
                if aliased > MAX_YAML_ALIAS_NODES:
                    raise RequestLimitExceeded(
                        "max_yaml_alias_nodes",
                        "YAML aliases repeat more than %d nodes (max_yaml_alias_nodes)."
                        % MAX_YAML_ALIAS_NODES)
                nodes += size
            else:
                value = _scalar(event)
                nodes += 1
                if event.anchor is not None:
                    anchors[event.anchor] = (value, 1)
            if not stack:
                root, done = value, True
                continue
            _add(stack[-1], value, event.start_mark, marks, positions)
        elif kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
            if len(stack) >= MAX_TEMPLATE_DEPTH:
                raise _depth_error()
            if event.tag not in (None, "!", _MAP, _SEQ):
                raise ValueError("could not determine a constructor for the tag %r at line %d"
                                 % (event.tag, event.start_mark.line + 1))
            value = {} if kind is yaml.MappingStartEvent else []
            nodes += 1
            parent = stack[-1] if stack else None
            path = _child_path(parent)
            if parent is not None:
                _add(parent, value, event.start_mark, marks, positions)
            elif marks is not None:
                marks[()] = (event.start_mark.line + 1, event.start_mark.column + 1)
            stack.append(_Frame(value, path, event.anchor, nodes))
        elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
            frame = stack.pop()
            if frame.merges:
                for merged in frame.merges:
                    for k, v in merged.items():
                        frame.value.setdefault(k, v)
            if frame.anchor is not None:
                anchors[frame.anchor] = (frame.value, nodes - frame.start + 1)
            if not stack:
                root, done = frame.value, True
        elif kind is yaml.DocumentStartEvent and done:
            raise ValueError("Error parsing template %s: expected a single document in the "
                             "stream" % (source or "[root stack]"))
    return root


def _child_path(parent):
    if parent is None:
        return ()
    if type(parent.value) is list:
        return parent.path + (len(parent.value),)
    return parent.path + (parent.key,)


def _add(frame, value, mark, marks, positions):
    """Put ``value`` into the open map or list ``frame``."""
    container = frame.value
    if value is _MERGE and (type(container) is list or frame.key is not _NO_KEY):
        raise ValueError("could not determine a constructor for the tag %r at line %d"
                         % (_MERGE, mark.line + 1))
    if type(container) is list:
        if marks is not None:
            marks[frame.path + (len(container),)] = (mark.line + 1, mark.column + 1)
        container.append(value)
        return
    if frame.key is _NO_KEY:
        if value is _MERGE:
            frame.key = _MERGE
            return
        if type(value) in (dict, list):
            raise ValueError("not expressible as JSON: a map or list as a map key at line %d"
                             % (mark.line + 1))
        frame.key = _key(value)
        frame.key_mark = mark
        return
    key = frame.key
    frame.key = _NO_KEY
    if key is _MERGE:
        merged = value if type(value) is list else [value]
        if not all(type(m) is dict for m in merged):
            raise ValueError("expected a mapping or list of mappings for merging at line %d"
                             % (mark.line + 1))
        frame.merges = (frame.merges or []) + merged[::-1]
        return
    if marks is not None:
        path = frame.path + (key,)
        line, col = frame.key_mark.line + 1, frame.key_mark.column + 1
        if key in container:
            positions.duplicates.append((path, line, col))
        marks[path] = (line, col)
    container[key] = value


def _scalar(event):
    tag = event.tag
    value = event.value
    if tag is None or tag == "!":
        if not event.implicit[0]:
            return value  # quoted: a string
        tag = _RESOLVER.resolve(yaml.ScalarNode, value, event.implicit)
    if tag == _STR:
        return value
    if tag == _MERGE:
        return _MERGE
    if tag not in _SCALAR_TAGS:
        raise ValueError("could not determine a constructor for the tag %r at line %d"
                         % (tag, event.start_mark.line + 1))
    if tag == "tag:yaml.org,2002:binary":
        raise ValueError("not expressible as JSON: binary data at line %d"
                         % (event.start_mark.line + 1))
    # the constructor's own method, not construct_object: that one keeps every node
    return _CONSTRUCTOR.yaml_constructors[tag](_CONSTRUCTOR, yaml.ScalarNode(tag, value))


class yaml_loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """Safe YAML loading in which timestamps stay strings."""

    def _construct_yaml_str(self, node):
        return self.construct_scalar(node)


yaml_loader.add_constructor("tag:yaml.org,2002:str", yaml_loader._construct_yaml_str)
yaml_loader.add_constructor("tag:yaml.org,2002:timestamp", yaml_loader._construct_yaml_str)


class yaml_dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    """Safe YAML dumping that writes OrderedDicts as plain mappings, in order."""

    def represent_ordered_dict(self, data):
        return self.represent_dict(data.items())


yaml_dumper.add_representer(collections.OrderedDict, yaml_dumper.represent_ordered_dict)


def simple_parse(tmpl_str, tmpl_url=None):
    """The mapping in JSON or YAML text; ValueError when it is not one
    (RequestLimitExceeded past a limit)."""
    try:
        tpl = load(tmpl_str, tmpl_url)
    except RequestLimitExceeded:
        raise
    except ValueError as exc:
        yea = getattr(exc, "yaml_error", None)
        if yea is None:
            raise
        raise ValueError("Error parsing template %s %s" % (
            tmpl_url if tmpl_url is not None else "[root stack]", yea)) from None
    if tpl is None and tmpl_str.strip() == "null":
        tpl = {}  # JSON's null, as Heat reads it (an empty YAML document is refused)
    if not isinstance(tpl, dict):
        raise ValueError("The template is not a JSON object or YAML mapping.")
    return tpl


def parse(tmpl_str, tmpl_url=None):
    """A template mapping from text: size-checked, parsed, and with one of
    the template version keys."""
    validate_template_limit(str(tmpl_str))
    tpl = simple_parse(tmpl_str, tmpl_url)
    if not any(key in tpl for key in ("HeatTemplateFormatVersion", "heat_template_version",
                                      "AWSTemplateFormatVersion")):
        raise ValueError("Template format version not found.")
    return tpl


def convert_json_to_yaml(json_str):
    """An AWS JSON template as Heat YAML (HeatTemplateFormatVersion first)."""
    tpl = json.loads(json_str, object_pairs_hook=collections.OrderedDict)
    converted = collections.OrderedDict([("HeatTemplateFormatVersion", "2012-12-12")])
    converted.update((k, v) for k, v in tpl.items() if k != "AWSTemplateFormatVersion")
    return yaml.dump(converted, Dumper=yaml_dumper)
