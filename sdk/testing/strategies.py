"""Hypothesis strategies that draw property values from a plug-in's schema.

Only the schema is read (types, constraints, nested schemas, defaults,
``required``), by duck typing, so the same code serves plugin-sdk's schema
classes and real Heat's. Optional properties are sometimes left out, so
defaults are exercised too. ``invalid_values`` gives the values a schema
must refuse. Hypothesis is imported here only, never by ``--help`` paths.
"""
import json
import math
import string

from hypothesis import strategies as st

from sdk.cloud import devstack
from sdk.engine import vocabulary

_TEXT = st.text(alphabet=string.ascii_letters + string.digits + "-_", min_size=1, max_size=12)
#: Map keys never spell an intrinsic function such as ``get_param``.
_KEY = _TEXT.map(lambda s: "k" + s)
#: Generators for the custom constraints that need no cloud.
_CUSTOM = {
    "ip_addr": st.ip_addresses(v=4).map(str),
    "net_cidr": st.builds(lambda a, n: "%s/%d" % (a, n), st.ip_addresses(v=4), st.integers(8, 32)),
    "ip_or_cidr": st.ip_addresses(v=4).map(str),
    "mac_addr": st.lists(st.integers(0, 255), min_size=6, max_size=6).map(
        lambda b: ":".join("%02x" % x for x in b)),
    "iso_8601": st.datetimes().map(lambda d: d.replace(microsecond=0).isoformat()),
    "json_string": st.dictionaries(_KEY, _TEXT, max_size=2).map(json.dumps),
    "dns_name": st.from_regex(r"[a-z][a-z0-9]{0,8}\.example\.com", fullmatch=True),
    "dns_domain": st.from_regex(r"[a-z][a-z0-9]{0,8}\.example\.com\.", fullmatch=True),
    "rel_dns_name": st.from_regex(r"[a-z][a-z0-9]{0,8}", fullmatch=True),
    "test_constr": st.just(0),  # Heat sleeps that many seconds
    # Heat's client-backed ones: what the fake cloud has from the start (DevStack's)
    "neutron.network": st.sampled_from(["private", "public"]),
    "neutron.subnet": st.sampled_from(["private-subnet", "public-subnet"]),
    "neutron.router": st.just("router1"),
    "neutron.security_group": st.just("default"),
    "neutron.subnetpool": st.just("shared-default-subnetpool-v4"),
    "nova.flavor": st.sampled_from([flavor[1] for flavor in devstack.FLAVORS]),
    "nova.host": st.just("devstack"),
    "glance.image": st.just(devstack.IMAGE),
    "cinder.vtype": st.sampled_from(["lvmdriver-1", "__DEFAULT__"]),
    "keystone.project": st.sampled_from(devstack.PROJECTS),
    "keystone.user": st.sampled_from(sorted(devstack.USERS)),
    "keystone.role": st.sampled_from(devstack.ROLES),
    "keystone.domain": st.just("default"),
    "keystone.region": st.just("RegionOne"),
}


_FROM_THE_CLOUD = frozenset(name for name in _CUSTOM if "." in name)


def _kind(constraint):
    return type(constraint).__name__


def _bounds(schema, kind):
    lo = hi = None
    for c in schema.constraints:
        if _kind(c) == kind:
            lo = c.min if c.min is not None else lo
            hi = c.max if c.max is not None else hi
    return lo, hi


def value_strategy(schema):
    """Values the schema accepts (before constraint filtering)."""
    for c in schema.constraints:
        if _kind(c) == vocabulary.ALLOWED_VALUES:
            return st.sampled_from(list(c.allowed))
    custom = [c for c in schema.constraints if _kind(c) == vocabulary.CUSTOM_CONSTRAINT]
    if custom:
        return _CUSTOM.get(custom[0].name, _TEXT)
    patterns = [c.pattern for c in schema.constraints if _kind(c) == vocabulary.ALLOWED_PATTERN]
    kind = schema.type
    if kind == vocabulary.INTEGER:
        lo, hi = _bounds(schema, vocabulary.RANGE)
        base = st.integers(-100 if lo is None else lo, 100 if hi is None else hi)
        mods = [c for c in schema.constraints if _kind(c) == vocabulary.MODULO]
        if mods:
            m = mods[0]
            base = base.map(lambda v: v - (v - m.offset) % m.step)
            if lo is not None or hi is not None:
                base = base.filter(lambda v: (lo is None or v >= lo) and (hi is None or v <= hi))
        return base
    if kind == vocabulary.NUMBER:
        lo, hi = _bounds(schema, vocabulary.RANGE)
        return st.integers(-100 if lo is None else math.ceil(lo), 100 if hi is None else math.floor(hi))
    if kind == vocabulary.BOOLEAN:
        return st.booleans()
    if kind == vocabulary.STRING:
        if patterns:
            return st.from_regex(patterns[0], fullmatch=True, alphabet=st.characters(
                codec="ascii", exclude_categories=("Cc",)))
        lo, hi = _bounds(schema, vocabulary.LENGTH)
        return st.text(alphabet=string.ascii_letters + string.digits,
                       min_size=lo or 1, max_size=hi if hi is not None else max(12, lo or 1))
    if kind == vocabulary.LIST:
        lo, hi = _bounds(schema, vocabulary.LENGTH)
        nested = getattr(schema.schema, "value", None) if schema.schema else None
        items = value_strategy(nested) if nested is not None else _TEXT
        return st.lists(items, min_size=lo or 0, max_size=hi if hi is not None else 3)
    if kind == vocabulary.MAP:
        if schema.schema:
            return properties_strategy(schema.schema)
        return st.dictionaries(_KEY, _TEXT, max_size=3)
    return st.one_of(_TEXT, st.integers(-100, 100))


def valid_value(schema):
    """``value_strategy`` narrowed to values all constraints accept."""
    return value_strategy(schema).filter(lambda v: accepts(schema, v))


def accepts(schema, value):
    """Whether the schema's constraints accept ``value``; those of Heat's
    client-backed constraints drawn from the fake cloud's DevStack objects are
    left to the stack's own validation, against the cloud."""
    cloud_backed = tuple({type(c) for c in schema.constraints
                          if _kind(c) == vocabulary.CUSTOM_CONSTRAINT and c.name in _FROM_THE_CLOUD})
    try:
        schema.validate_constraints(value, None, cloud_backed)
    except Exception:
        return False
    return True


def properties_strategy(schema_map):
    """Property sets: required properties always, the others sometimes, so
    that defaults get used; not-implemented properties never."""
    required, optional = {}, {}
    for name, s in schema_map.items():
        if not getattr(s, "implemented", True):
            continue
        (required if s.required else optional)[name] = valid_value(s)
    return st.fixed_dictionaries(required, optional=optional)


def nearby_values(schema, old):
    """Simple values next to ``old`` that the schema accepts, for when the
    drawn ones all equal it (hypothesis starts from the simplest values)."""
    allowed = [v for c in schema.constraints if _kind(c) == vocabulary.ALLOWED_VALUES for v in c.allowed]
    kind = schema.type
    if allowed:
        candidates = allowed
    elif kind in (vocabulary.INTEGER, vocabulary.NUMBER):
        base = old if isinstance(old, (int, float)) else 0
        candidates = [base + 1, base - 1, base + 2, 0, 1]
    elif kind == vocabulary.BOOLEAN:
        candidates = [not old]
    elif kind == vocabulary.STRING:
        text = old if isinstance(old, str) else ""
        candidates = [text + "x", text[:-1], "y", text[:-1] + "y"]
    elif kind == vocabulary.LIST:
        items = list(old or [])
        candidates = [items + ["x"], items[:-1], []]
    else:
        candidates = [{}]
    return [v for v in candidates if v != old and accepts(schema, v)]


def invalid_values(schema):
    """(description, value) pairs the schema must refuse; a missing required
    property is described by ``value`` being the ``MISSING`` marker."""
    out = []
    kind = schema.type
    wrong_type = {vocabulary.INTEGER: "not-a-number", vocabulary.NUMBER: "not-a-number",
                  vocabulary.BOOLEAN: "maybe", vocabulary.MAP: "not-a-map", vocabulary.LIST: 42}.get(kind)
    if wrong_type is not None:
        out.append(("%r, not a valid %s" % (wrong_type, kind), wrong_type))
    for c in schema.constraints:
        name = _kind(c)
        candidates = []
        if name == vocabulary.RANGE:
            candidates = [v for v in (c.min - 1 if c.min is not None else None,
                                      c.max + 1 if c.max is not None else None) if v is not None]
        elif name == vocabulary.LENGTH:
            sample = (lambda n: ["x"] * n) if kind == vocabulary.LIST else (lambda n: "x" * n)
            if c.min:
                candidates.append(sample(c.min - 1))
            if c.max is not None:
                candidates.append(sample(c.max + 1))
        elif name == vocabulary.ALLOWED_VALUES:
            candidates = ["not-allowed-%s" % "-".join(map(str, c.allowed))[:40]]
            if kind in (vocabulary.INTEGER, vocabulary.NUMBER):
                candidates = [max(int(v) for v in c.allowed) + 1]
        elif name == vocabulary.ALLOWED_PATTERN:
            candidates = ["", " ", "!-invalid-!", "x" * 300]
        for value in candidates:
            if not accepts(schema, value):
                out.append(("%r, which breaks its %s constraint" % (value, name), value))
                break
    if schema.required and schema.default is None:   # else Heat uses the default
        out.append(("no value, though it is required", MISSING))
    return out


MISSING = object()
