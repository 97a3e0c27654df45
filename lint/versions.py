"""Heat release versions: their shape and their order.

Heat numbered releases by year up to Kilo (``2014.2``, ``2015.1``) and
then switched to ``5.0.0`` (Liberty), so numeric comparison alone gets
``2015.1 < 5.0.0`` wrong. A ``releases`` list in the config replaces this
order entirely.
"""
import re

_VERSION = re.compile(r'\A[0-9]+(\.[0-9]+){1,2}\Z')


def is_valid(version):
    """Digits separated by dots, two or three parts, nothing else."""
    return isinstance(version, str) and _VERSION.match(version) is not None


def sort_key(version, releases=None):
    """A comparable key, or None when the order cannot be known."""
    if not is_valid(version):
        return None
    if releases:
        return (releases.index(version),) if version in releases else None
    parts = tuple(int(p) for p in version.split('.'))
    parts += (0,) * (3 - len(parts))
    return (0 if parts[0] >= 2000 else 1,) + parts


def compare(a, b, releases=None):
    """-1, 0 or 1 like cmp(a, b); None when either cannot be ordered."""
    ka, kb = sort_key(a, releases), sort_key(b, releases)
    if ka is None or kb is None:
        return None
    return (ka > kb) - (ka < kb)
