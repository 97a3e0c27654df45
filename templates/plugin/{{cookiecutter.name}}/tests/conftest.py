"""Fixtures: an in-memory {{ cookiecutter.service }} service and a harness that loads this plug-in."""
import collections
import itertools
import pathlib

import pytest

from sdk.testing import Harness

PLUGIN_DIR = pathlib.Path(__file__).resolve().parents[1] / "{{ cookiecutter.package }}"


class NotFound(Exception):
    """The service has no object with this id (client plug-ins treat it as not-found)."""


class FakeService:
    """The service's API in memory: every operation takes ``delay`` polls
    (``get`` calls) to settle, as a real cloud's asynchronous calls do."""

    #: operation -> (status while it runs, status once settled; None = gone)
    OPERATIONS = {
        "create": ("BUILD", "ACTIVE"),
        "update": ("UPDATING", "ACTIVE"),
        "suspend": ("SUSPENDING", "SUSPENDED"),
        "resume": ("RESUMING", "ACTIVE"),
        "delete": ("DELETING", None),
    }

    def __init__(self, delay=2):
        self.delay = delay
        self.fault = None  # set to make the next operations end in ERROR
        self.objects = {}
        self.polls = collections.Counter()
        self._pending = {}
        self._ids = itertools.count(1)

    def _start(self, object_id, operation):
        running, settled = self.OPERATIONS[operation]
        self._find(object_id)["status"] = running
        self._pending[object_id] = [self.delay, settled]

    def _find(self, object_id):
        if object_id not in self.objects:
            raise NotFound(object_id)
        return self.objects[object_id]

    def create(self, **fields):
        object_id = "obj-%d" % next(self._ids)
        self.objects[object_id] = dict(fields)
        self._start(object_id, "create")
        return object_id

    def update(self, object_id, **fields):
        self._find(object_id).update(fields)
        self._start(object_id, "update")

    def suspend(self, object_id):
        self._start(object_id, "suspend")

    def resume(self, object_id):
        self._start(object_id, "resume")

    def delete(self, object_id):
        self._start(object_id, "delete")

    def get(self, object_id):
        found = self._find(object_id)
        self.polls[object_id] += 1
        pending = self._pending.get(object_id)
        if pending:
            pending[0] -= 1
            if pending[0] <= 0:
                del self._pending[object_id]
                if pending[1] is None:
                    del self.objects[object_id]
                    raise NotFound(object_id)
                found["status"] = "ERROR" if self.fault else pending[1]
                if self.fault:
                    found["fault"] = self.fault
        return dict(found)


@pytest.fixture
def fake_service():
    return FakeService()


@pytest.fixture
def plugin_harness(fake_service):
    harness = Harness(plugin_dirs=[PLUGIN_DIR])
    # Imported once the harness has pointed heat.* imports at plugin-sdk.
    from {{ cookiecutter.package }}.client import {{ cookiecutter.service }}ClientPlugin

    harness.register_client("{{ cookiecutter.client }}", {{ cookiecutter.service }}ClientPlugin(client=fake_service))
    return harness
