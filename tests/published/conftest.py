"""Published plug-ins and templates (see MANIFEST.md): their stacks run on
the fake cloud with Heat's own in-tree types, which need Heat 27's source
(fetched by ``nox -s tests`` before pytest; ``plugin-sdk heat fetch``)."""
import os

import pytest

from sdk.testing import Harness
from sdk.testing.fakecloud import FakeCloud

HERE = os.path.dirname(os.path.abspath(__file__))

# vendored plug-in sources are test data, not tests
collect_ignore = ["networking-bgpvpn", "heat-templates", "plugins"]


def published(*path):
    with open(os.path.join(HERE, *path)) as f:
        return f.read()


@pytest.fixture(autouse=True)
def heat_source_fetched(heat_source_root):
    """Every stack here has Heat's own types."""


@pytest.fixture
def on_cloud():
    """on_cloud(**harness_args) -> (Harness, FakeCloud): the harness's
    clients talk HTTP to a fresh DevStack-like fake cloud."""
    made = []

    def make(**kwargs):
        h = Harness(**kwargs)
        made.append(h)
        return h, FakeCloud().attach(h)
    yield make
    for h in made:
        h.close()
