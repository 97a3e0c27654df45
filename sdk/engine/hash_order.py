"""The order in which Heat's engines take independent resources: the one
place that decides it (docs/engines.rst, "Order of independent resources").

Heat iterates Python sets there: the names of a stack's resources (on
convergence, so the order its rows are stored in; on legacy, the order its
Dependencies graph adds them in) and the graph nodes a convergence
traversal starts from or sends to next. A set's order follows string hashes,
which differ with ``PYTHONHASHSEED``, so Heat can take any of several orders;
the runtime takes one of them, that of the recorder's first run,
``PYTHONHASHSEED=1`` (the conformance records). This module computes the
hashes CPython gives those strings under seed 1 and builds real sets of
stand-ins carrying them, the way Heat builds its sets.
"""
import struct

_MASK = (1 << 64) - 1
#: the seed of the conformance records' first run (tests/conformance/record.py)
SEED = 1


def _secret(seed):
    """CPython's hash secret for a PYTHONHASHSEED (its lcg_urandom): the
    two SipHash keys."""
    x, out = seed, bytearray()
    for _ in range(16):
        x = (x * 214013 + 2531011) & 0xFFFFFFFF
        out.append((x >> 16) & 0xFF)
    return struct.unpack("<QQ", bytes(out))


_K0, _K1 = _secret(SEED)


def _rotl(x, b):
    return ((x << b) | (x >> (64 - b))) & _MASK


def _siphash13(data):
    v0, v1 = _K0 ^ 0x736F6D6570736575, _K1 ^ 0x646F72616E646F6D
    v2, v3 = _K0 ^ 0x6C7967656E657261, _K1 ^ 0x7465646279746573

    def rnd(v0, v1, v2, v3):
        v0 = (v0 + v1) & _MASK
        v1 = _rotl(v1, 13) ^ v0
        v0 = _rotl(v0, 32)
        v2 = (v2 + v3) & _MASK
        v3 = _rotl(v3, 16) ^ v2
        v0 = (v0 + v3) & _MASK
        v3 = _rotl(v3, 21) ^ v0
        v2 = (v2 + v1) & _MASK
        v1 = _rotl(v1, 17) ^ v2
        v2 = _rotl(v2, 32)
        return v0, v1, v2, v3

    tail = len(data) % 8
    for (m,) in struct.iter_unpack("<Q", data[:len(data) - tail]):
        v3 ^= m
        v0, v1, v2, v3 = rnd(v0, v1, v2, v3)
        v0 ^= m
    b = ((len(data) & 0xFF) << 56) | int.from_bytes(data[len(data) - tail:], "little")
    v3 ^= b
    v0, v1, v2, v3 = rnd(v0, v1, v2, v3)
    v0 ^= b
    v2 ^= 0xFF
    for _ in range(3):
        v0, v1, v2, v3 = rnd(v0, v1, v2, v3)
    return (v0 ^ v1 ^ v2 ^ v3) & _MASK


_HASHES = {}


def str_hash(text):
    """hash(text) in a CPython 3.11+ run with PYTHONHASHSEED=1."""
    value = _HASHES.get(text)
    if value is None:
        if not text:
            value = 0
        else:
            width = max(1 if ord(c) < 256 else 2 if ord(c) < 65536 else 4 for c in text)
            data = text.encode({1: "latin-1", 2: "utf-16-le", 4: "utf-32-le"}[width])
            value = _siphash13(data)
            value = value - (1 << 64) if value >> 63 else value
            value = -2 if value == -1 else value
        _HASHES[text] = value
    return value


class _Hashed:
    """A stand-in for ``item`` hashing as ``value``."""

    __slots__ = ("item", "value")

    def __init__(self, item, value):
        self.item, self.value = item, value

    def __hash__(self):
        return self.value

    def __eq__(self, other):
        return self is other


_RESOURCE = _Hashed("resource", str_hash("resource"))


def names_set(names):
    """``names`` in the order of ``set(names)`` in Heat's run; ``names`` is
    a dict or a list (set() sizes its table ahead for a dict)."""
    if len(names) < 2:  # nothing to order (most resources need one or none)
        return list(names)
    stand_ins = [_Hashed(n, str_hash(n)) for n in names]
    made = set(dict.fromkeys(stand_ins)) if isinstance(names, dict) else set(stand_ins)
    return [s.item for s in made]


def nodes_set(nodes):
    """Graph nodes (row id, is_update) in the order of a set of Heat's
    ConvergenceNode(rsrc_id, is_update, 'resource') filled in the order
    given."""
    nodes = list(nodes)
    if len(nodes) < 2:
        return nodes
    made = {_Hashed(n, hash((n[0], n[1], _RESOURCE))) for n in nodes}
    return [s.item for s in made]
