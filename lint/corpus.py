"""Heat's in-tree plug-ins as a real-world corpus: ``heat/engine/resources``
of openstack-heat 27.0.1, from the source plugin-sdk fetches once without
Heat's dependencies (sdk.common.heat_source). The tests, ``nox -s lint_heat`` and
the benchmark lint it without installing Heat.
"""
import os

from sdk.common import heat_source

HEAT_VERSION = heat_source.HEAT_VERSION
CorpusUnavailable = heat_source.SourceUnavailable


def heat_resources(cache_dir=None):
    """Path of Heat's ``heat/engine/resources`` (downloading it the first time)."""
    return os.path.join(heat_source.fetch(cache_dir), "heat", "engine", "resources")


if __name__ == '__main__':
    print(heat_resources())
