"""The local Heat service's process: Heat 27's engine and its REST API in
this process, on 127.0.0.1, until SIGINT or SIGTERM.

Heat 27 has no all-in-one command and no eventlet: its EngineService is
started directly (threading backend, oslo.messaging ``fake://`` shared by
API and engine), and the ``heat-api`` paste app is served by a threaded
WSGI server. heat-wsgi-api's own init resets Heat's configuration and
reparses argv, so it is not used. Stopping waits for Heat's engine to drain
for at most ``STOP_TIMEOUT`` seconds, then the process exits regardless.
"""
import dataclasses
import errno
import fcntl
import gc
import os
import secrets
import signal
import socketserver
import sys
import threading
import time
from wsgiref import simple_server

from sdk.cloud.heat_service import HeatMissing, ServiceError, cloud

STOP_TIMEOUT = 20
#: the longest wait between polls (and between starting leaf resources) with --short-polls
SHORT_POLL = 0.01
SHORT_POLLS_NOTE = ("Heat's waits between polls and between starting resources are cut to "
                    "%d ms: this changes timing only, not what Heat does" % (SHORT_POLL * 1000))


#: whether this process has started Heat (whose threads then outlive a stop)
_HEAT_STARTED = False


def heat_started():
    """Did this process start Heat? Its executors leave threads behind that
    keep the process alive: exit with ``os._exit`` then."""
    return _HEAT_STARTED


@dataclasses.dataclass
class Options:
    state_dir: str
    plugin_dirs: list
    port: int = 8004
    os_cloud: str = None
    short_polls: bool = False
    convergence: bool = True
    clouds_yaml: str = None
    stop_timeout: float = STOP_TIMEOUT


class _WSGIServer(socketserver.ThreadingMixIn, simple_server.WSGIServer):
    daemon_threads = True


class _QuietHandler(simple_server.WSGIRequestHandler):
    def log_message(self, *args):
        """Heat logs each request in heat.log already."""


class Service:
    """One local Heat service; ``start()`` raises ServiceError with what
    stopped it, after undoing what it started (``stop()``)."""

    def __init__(self, options):
        self.options = options
        self.heat_url = None
        self.cloud_server = None
        self.cloud_note = None
        self._lock = None
        self._httpd = None
        self._engine = None
        self._serving = None
        #: names of the stacks a hard stop left IN_PROGRESS, marked FAILED at this start
        self.reset = []

    # -- start ------------------------------------------------------------------------
    def start(self):
        # Heat's start is mostly imports: the cyclic GC would scan their hundreds
        # of thousands of new objects again and again (a quarter of the start);
        # frozen afterwards, they are never scanned again.
        gc.disable()
        try:
            self._start()
        except BaseException:
            self.stop()
            raise
        finally:
            gc.freeze()
            gc.enable()
        return self

    def _start(self):
        o = self.options
        paste = _require_heat()
        os.makedirs(o.state_dir, exist_ok=True)
        self._lock = _lock(o.state_dir)
        self._httpd = _bind(o.port)
        port = self._httpd.server_address[1]
        self.heat_url = "http://127.0.0.1:%d/v1/%s" % (port, cloud.PROJECT)
        access, auth_url = self._cloud()
        token_file = os.path.join(o.state_dir, "token.json")
        _write_json(token_file, cloud.token_response(access, self.heat_url))
        conf = os.path.join(o.state_dir, "heat.conf")
        _write(conf, _heat_conf(o, port, paste, token_file, auth_url))
        self._start_heat(conf)
        self._httpd.set_app(self._app)
        self._serving = threading.Thread(target=self._httpd.serve_forever, name="heat-api",
                                         daemon=True)
        self._serving.start()
        cloud.write_local_entry(o.clouds_yaml or cloud.clouds_yaml_path(), self.heat_url, access)

    def _cloud(self):
        """(keystoneauth AccessInfo, Keystone URL) of the cloud Heat's clients use."""
        o = self.options
        if o.os_cloud:
            access, auth_url = cloud.named_cloud_access(o.os_cloud)
            self.cloud_note = "cloud %s (clouds.yaml), token expires %s" % (o.os_cloud,
                                                                             access.expires)
            return access, auth_url
        from sdk.cloud.server import CloudServer
        state = os.path.join(o.state_dir, "cloud.json")
        self.cloud_server = CloudServer(state_file=state).start()
        self.cloud_note = "plugin-sdk's fake DevStack cloud, Keystone at %s (state %s)" % (
            self.cloud_server.auth_url, state)
        return cloud.fake_cloud_access(self.cloud_server.auth_url), self.cloud_server.auth_url

    def _start_heat(self, conf_file):
        global _HEAT_STARTED
        _HEAT_STARTED = True
        # Heat 27 runs without eventlet, which is installed only as a dependency
        # of its libraries: each tries it and does without. Importing it costs a
        # third of Heat's imports.
        sys.modules.setdefault("eventlet", None)
        from oslo_service import backend
        try:
            backend.init_backend(backend.BackendType.THREADING)
        except backend.exceptions.BackendAlreadySelected:
            pass
        from heat.common import config, messaging
        from heat.engine import service as engine_service
        from heat.rpc import api as rpc_api
        from oslo_config import cfg
        from oslo_log import log as logging

        logging.register_options(cfg.CONF)
        cfg.CONF(args=["--config-file", conf_file], project="heat", prog="heat-serve")
        logging.setup(cfg.CONF, "heat")
        config.set_config_defaults()
        messaging.setup()
        config.startup_sanity_check()
        from heat.db import api as db_api

        from sdk.cloud.heat_service import sqlite
        sqlite.configure()
        sqlite.prepare(db_api.get_engine())
        if self.options.short_polls:
            _shorten_polls()
        _load_plugins(self.options.plugin_dirs)
        self.reset = _reset_interrupted()
        self._engine = engine_service.EngineService(cfg.CONF.host, rpc_api.ENGINE_TOPIC)
        self._engine.start()
        self._app = config.load_paste_app("heat-api")

    # -- stop -------------------------------------------------------------------------
    def stop(self):
        """Stop serving, let the engine drain (at most ``stop_timeout``
        seconds, then exit the process: a hard stop), save the fake cloud, unlock."""
        timeout = self.options.stop_timeout
        watchdog = threading.Timer(timeout, _hard_exit, (timeout,))
        watchdog.daemon = True
        watchdog.start()
        try:
            if self._serving is not None:
                self._httpd.shutdown()
            if self._httpd is not None:
                self._httpd.server_close()
            if self._engine is not None:
                self._engine.stop()
            if self.cloud_server is not None:
                self.cloud_server.stop()
        finally:
            watchdog.cancel()
            if self._lock is not None:
                self._lock.close()


def _hard_exit(timeout):
    sys.stderr.write("Error: Heat did not stop within %g s (stacks in progress): exiting now; "
                     "the next start marks their stacks FAILED\n" % timeout)
    sys.stderr.flush()
    os._exit(3)


def run(options, echo):
    """``plugin-sdk heat serve``: start, print where, serve until SIGINT or
    SIGTERM, stop. Raises ServiceError if it cannot start."""
    started = time.monotonic()
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    service = Service(options).start()
    echo("Heat API: %s  (openstack-heat 27, %s engine; log %s)" % (
        service.heat_url, "convergence" if options.convergence else "legacy",
        os.path.join(options.state_dir, "heat.log")))
    echo("Cloud: %s" % service.cloud_note)
    if service.reset:
        echo("Marked FAILED, left IN_PROGRESS when Heat last stopped: %s" % ", ".join(service.reset))
    echo("clouds.yaml: %s  (openstack --os-cloud %s stack list)" % (
        options.clouds_yaml or cloud.clouds_yaml_path(), cloud.LOCAL_CLOUD))
    if options.short_polls:
        echo("--short-polls: " + SHORT_POLLS_NOTE)
    echo("ready in %.1f s; Ctrl-C stops it" % (time.monotonic() - started))
    stop.wait()
    echo("stopping")
    service.stop()
    echo("stopped")


# -- the steps ----------------------------------------------------------------------------
def _require_heat():
    """api-paste.ini of the installed openstack-heat (ServiceError without it)."""
    from sdk.testing import real_heat
    if not real_heat.heat_importable():
        raise HeatMissing("plugin-sdk heat serve needs real Heat 27")
    paste = os.path.join(sys.prefix, "etc", "heat", "api-paste.ini")
    if not os.path.isfile(paste):
        raise HeatMissing("%s: missing (openstack-heat's data files are not in this "
                          "environment)" % paste)
    return paste


def _lock(state_dir):
    f = open(os.path.join(state_dir, "service.lock"), "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        f.close()
        raise ServiceError("%s: another plugin-sdk heat serve uses this state directory"
                           % state_dir)
    return f


def _bind(port):
    try:
        return simple_server.make_server("127.0.0.1", port, None, server_class=_WSGIServer,
                                         handler_class=_QuietHandler)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ServiceError("127.0.0.1:%d is in use (another service?): choose another "
                               "with --port" % port)
        raise ServiceError("cannot listen on 127.0.0.1:%d: %s" % (port, exc.strerror))


def _auth_key(state_dir):
    """Heat's auth_encryption_key: made once per state directory, since the
    credentials Heat stored are encrypted with it."""
    path = os.path.join(state_dir, "auth_encryption_key")
    if not os.path.exists(path):
        _write(path, secrets.token_hex(16))
    with open(path, encoding="utf-8") as f:
        return f.read().strip()


def _heat_conf(o, port, paste, token_file, auth_url):
    etc = os.path.dirname(paste)
    base = "http://127.0.0.1:%d" % port
    return "\n".join([
        "[DEFAULT]",
        "host = plugin-sdk-local",
        "transport_url = fake://",
        "deferred_auth_method = password",
        "auth_encryption_key = %s" % _auth_key(o.state_dir),
        "plugin_dirs = %s" % ",".join(o.plugin_dirs),
        "environment_dir = %s" % os.path.join(etc, "environment.d"),
        "template_dir = %s" % os.path.join(etc, "templates"),
        "convergence_engine = %s" % ("true" if o.convergence else "false"),
        "num_engine_workers = 1",
        "executor_thread_pool_size = 16",
        "periodic_interval = 60",
        "heat_metadata_server_url = %s" % base,
        "heat_waitcondition_server_url = %s/v1/waitcondition" % base,
        "log_file = %s" % os.path.join(o.state_dir, "heat.log"),
        "use_stderr = false",
        "[database]",
        "connection = sqlite:///%s" % os.path.join(os.path.abspath(o.state_dir), "heat.sqlite"),
        "sqlite_synchronous = false",
        "[paste_deploy]",
        "flavor = noauth",
        "api_paste_config = %s" % paste,
        "[noauth]",
        "token_response = %s" % token_file,
        "[oslo_policy]",
        "enforce_scope = false",
        "enforce_new_defaults = false",
        "[clients_keystone]",
        "auth_uri = %s" % auth_url,
        ""])


class _ShortTime:
    """``time`` for Heat's engine modules, its sleeps capped at SHORT_POLL."""

    def __getattr__(self, name):
        return getattr(time, name)

    @staticmethod
    def sleep(seconds):
        time.sleep(min(seconds, SHORT_POLL))


def _reset_interrupted():
    """Mark FAILED what a hard stop left IN_PROGRESS, as an operator does with
    ``heat-manage reset_stack_status`` once the engine that ran it is gone
    (it is: this process holds the state directory's lock). Heat's legacy
    engine would do so itself at start; its convergence engine leaves them."""
    from heat.common import context
    from heat.db import api as db_api
    ctx = context.get_admin_context()
    stacks = db_api.stack_get_all(ctx, filters={"status": "IN_PROGRESS"}, show_nested=True)
    for st in stacks:
        db_api.reset_stack_status(ctx, st.id)
    return [st.name for st in stacks]


def _shorten_polls():
    # stack.py sleeps 1 s after starting each leaf; scheduler.py between polls
    from heat.engine import scheduler
    from heat.engine import stack as stack_mod
    stack_mod.time = scheduler.time = _ShortTime()


def _load_plugins(plugin_dirs):
    """Heat's resources (with the plug-in directories' modules), loaded as
    heat-engine loads them; a module that fails names its file and line."""
    from heat.engine import resources
    try:
        resources.initialise()
    except Exception as exc:
        raise ServiceError("a plug-in failed to load in Heat: %s" % _where(exc, plugin_dirs))


def _where(exc, plugin_dirs):
    """``file:line: Error: message`` of the deepest frame in a plug-in directory."""
    import traceback
    roots = [os.path.abspath(d) + os.sep for d in plugin_dirs]
    place = None
    if isinstance(exc, SyntaxError) and exc.filename:
        place = "%s:%s" % (exc.filename, exc.lineno)
    else:
        for frame in traceback.extract_tb(exc.__traceback__):
            if any(os.path.abspath(frame.filename).startswith(r) for r in roots):
                place = "%s:%d" % (frame.filename, frame.lineno)
    message = str(exc).strip().splitlines()
    what = "%s: %s" % (type(exc).__name__, message[0]) if message else type(exc).__name__
    return "%s: %s" % (place, what) if place else what


def _write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def _write_json(path, data):
    import json
    _write(path, json.dumps(data))
