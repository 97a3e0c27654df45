"""The fake cloud over real HTTP on 127.0.0.1, so any process reaches it
(another Python, ``openstack``, real Heat's engine in ``plugin-sdk heat serve``).

The same ``Cloud`` that ``intercept`` serves through requests-mock answers
here; its URLs (``http://cloud.invalid/...``, in catalogs, links and
``Location`` headers) are rewritten to the server's own, so clients that
follow them stay on it. With a ``state_file`` the cloud's state is read at
start and written (atomically) after every request that may change it, so
what a stack made survives a restart.
"""
import json
import os
import threading
from http import server as http_server

from sdk.cloud import encode
from sdk.cloud.cloud import Cloud
from sdk.cloud.core import BASE

_READS = ("GET", "HEAD")


class CloudServer:
    """``cloud`` (a new DevStack-like one by default) on ``http://127.0.0.1:port``
    (0: any free port); ``start()``/``stop()``, or a context manager.
    ``url`` is where it answers once started (Keystone at ``url + /identity/v3``)."""

    def __init__(self, cloud=None, port=0, state_file=None):
        self.state_file = state_file
        if cloud is None:
            cloud = _load(state_file) if state_file and os.path.exists(state_file) else Cloud()
        self.cloud = cloud
        self._lock = threading.Lock()
        self._httpd = http_server.ThreadingHTTPServer(("127.0.0.1", port), _handler(self))
        self._httpd.daemon_threads = True
        self.url = "http://127.0.0.1:%d" % self._httpd.server_address[1]
        self._thread = None

    @property
    def auth_url(self):
        return self.url + "/identity/v3"

    def start(self):
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="fake-cloud",
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self):
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
            self._thread = None
        self._httpd.server_close()
        with self._lock:
            self._save()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    def answer(self, method, path, body, headers):
        """(status, headers, body) for one request to ``path`` (with its query)."""
        with self._lock:
            reply = self.cloud.handle(method, BASE + path, body, headers)
            if method not in _READS:
                self._save()
        status, out_headers, content = encode(reply)
        here = self.url.encode()
        content = content.replace(BASE.encode(), here)
        out_headers = {k: str(v).replace(BASE, self.url) for k, v in out_headers.items()}
        return status, out_headers, content

    def _save(self):
        if not self.state_file:
            return
        tmp = self.state_file + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self.cloud.data, f)
        os.replace(tmp, self.state_file)


def _load(path):
    with open(path, encoding="utf-8") as f:
        return Cloud(json.load(f))


def _handler(front):
    class Handler(http_server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _serve(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            status, headers, content = front.answer(self.command, self.path, body, self.headers)
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "connection"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(content)

        do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_COPY = _serve

        def log_message(self, *args):
            """Quiet: a cloud's access log is not the developer's business here."""

    return Handler
