"""A fake OpenStack cloud at the HTTP level, for the real client libraries.

Every endpoint lives on ``http://cloud.invalid``; ``Cloud.intercept()``
installs a global ``requests_mock.Mocker`` that answers each request from
the cloud's state, so python-neutronclient, python-novaclient, openstacksdk
and the rest (and real Heat's own clients) run unchanged against it. The
state is JSON data (``Cloud.to_dict``/``from_dict``) that the stack store
keeps between commands. This package is a tool beside the engine: it
imports nothing of ``sdk.engine``; the engine's client plug-ins reach it
over HTTP with ``CREDENTIALS``.
"""
import contextlib
import json
import threading

from sdk.cloud.core import BASE, Cloud, HTTPError, HOST  # noqa: F401 (the package's API)

AUTH_URL = BASE + "/identity/v3"
#: what a client authenticates with: DevStack's admin in the admin project
CREDENTIALS = {"auth_url": AUTH_URL, "username": "admin", "password": "secret",
               "project_name": "admin", "user_domain_name": "Default",
               "project_domain_name": "Default", "region_name": "RegionOne"}

_LOCK = threading.Lock()


@contextlib.contextmanager
def intercept(cloud):
    """Answer every HTTP request made through ``requests`` from ``cloud``
    (anything not addressed to it fails as an unreachable host would)."""
    import requests_mock

    def matcher(request):
        if request.hostname != HOST:
            return None
        body = request.body
        with _LOCK:
            reply = cloud.handle(request.method, request.url, body, request.headers)
        kwargs = {"status_code": reply.status, "headers": reply.headers}
        if isinstance(reply.body, (bytes, str)):
            kwargs["content"] = reply.body if isinstance(reply.body, bytes) else \
                reply.body.encode()
        elif reply.body is not None:
            kwargs["content"] = json.dumps(reply.body).encode()
            kwargs["headers"] = dict(reply.headers, **{"Content-Type": "application/json"})
        return requests_mock.create_response(request, **kwargs)

    with requests_mock.Mocker(real_http=False) as mocker:
        mocker.add_matcher(matcher)
        yield cloud
