"""A fake OpenStack cloud at the HTTP level, for the real client libraries.

Every endpoint lives on ``http://cloud.invalid``; ``intercept(cloud)``
installs a global ``requests_mock.Mocker`` that answers each request from
the cloud's state, so python-neutronclient, python-novaclient, openstacksdk
and the rest (and real Heat's own clients) run unchanged against it. The
state is JSON data (``Cloud.to_dict``/``from_dict``) that the stack store
keeps between commands. This package is a tool beside the engine: it
imports nothing of ``sdk.engine``; the engine's client plug-ins reach it
over HTTP with ``CREDENTIALS``. ``server`` serves a cloud over real HTTP
on 127.0.0.1 instead, and ``heat_service`` runs real Heat 27 as the local
cloud's orchestration service (``plugin-sdk heat serve``).
"""
import json
import threading
import weakref

from sdk.cloud import devstack
from sdk.cloud.cloud import Cloud  # noqa: F401 (the package's API)
from sdk.cloud.core import BASE, HOST, HTTPError  # noqa: F401

AUTH_URL = BASE + "/identity/v3"
#: what a client authenticates with: DevStack's admin in the admin project
CREDENTIALS = {"auth_url": AUTH_URL, "username": "admin", "password": "secret",
               "project_name": "admin", "project_id": devstack.ADMIN_PROJECT_ID,
               "user_domain_name": "Default", "project_domain_name": "Default",
               "region_name": "RegionOne"}

_LOCK = threading.Lock()
#: weak references to the clouds answering, the last started last
_ACTIVE = []
#: the one global requests_mock.Mocker, while any cloud answers
_MOCKER = []


class Interceptor:
    """Makes ``cloud`` (anything with ``handle(method, url, body, headers)``)
    answer every request to HOST; other hosts go out as usual. ``start()``/
    ``stop()``, or use it as a context manager.

    One global ``requests_mock.Mocker`` serves every started interceptor, the
    last started answering; one that is never stopped (its harness never
    closed) lets go when its cloud is garbage."""

    def __init__(self, cloud):
        import requests_mock  # noqa: F401 (without it, no interceptor: see FakeCloud.intercept)
        self.cloud = cloud
        self._ref = None

    def start(self):
        import requests_mock
        with _LOCK:
            if not _MOCKER:
                mocker = requests_mock.Mocker(real_http=True)
                mocker.add_matcher(_answer)
                mocker.start()
                _MOCKER.append(mocker)
            self._ref = weakref.ref(self.cloud)
            _ACTIVE.append(self._ref)
        return self

    def stop(self):
        with _LOCK:
            _ACTIVE[:] = [r for r in _ACTIVE if r is not self._ref and r() is not None]
            if not _ACTIVE and _MOCKER:
                _MOCKER.pop().stop()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def _answer(request):
    import requests_mock
    if request.hostname != HOST:
        return None
    with _LOCK:
        clouds = [r() for r in _ACTIVE if r() is not None]
        if not clouds:
            return None
        reply = clouds[-1].handle(request.method, request.url, request.body, request.headers)
    status, headers, content = encode(reply)
    return requests_mock.create_response(request, status_code=status, headers=headers, content=content)


def encode(reply):
    """(status, headers, body bytes) of a core.Reply, as sent on the wire."""
    headers = dict(reply.headers)
    body = reply.body
    if body is None:
        content = b""
    elif isinstance(body, bytes):
        content = body
    elif isinstance(body, str):
        content = body.encode()
    else:
        content = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    return reply.status, headers, content


def intercept(cloud):
    """``with intercept(cloud):`` the real clients talk to ``cloud``."""
    return Interceptor(cloud)
