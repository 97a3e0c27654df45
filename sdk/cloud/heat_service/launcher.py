"""A local Heat service in a child process, for tests and benchmarks.

    with LocalHeat(state_dir, plugin_dirs=[...]) as heat:
        subprocess.run(["openstack", "--os-cloud", heat.cloud, "stack", "list"], env=heat.env())

runs ``python -m sdk heat serve`` (any free port, short polls, its own
clouds.yaml in the state directory) and waits for it to say it is ready.
Heat's configuration is process-global, so the service never runs inside
the test's own interpreter; ``stop()`` then ``start()`` again is a restart
on the same state.
"""
import os
import queue
import signal
import subprocess
import sys
import threading
import time

from sdk.cloud.heat_service import ServiceError
from sdk.cloud.heat_service.cloud import LOCAL_CLOUD
from sdk.cloud.heat_service.service import STOP_TIMEOUT

#: ``plugin-sdk`` (``-c``, not ``-m``: sys.path then starts with "", not the
#: working directory, whose changing mtime would void stevedore's cache of
#: entry points, which Heat's start reads: a second or more)
_MAIN = "from sdk.cli import main; main(prog_name='plugin-sdk')"


class LocalHeat:
    """``url`` (Heat's API, ``.../v1/admin``), ``cloud`` (the clouds.yaml
    entry), ``clouds_yaml``, ``output`` (every line the service printed),
    ``started_in`` (seconds from launch to ready)."""

    cloud = LOCAL_CLOUD

    def __init__(self, state_dir, plugin_dirs=(), short_polls=True, port=0, os_cloud=None,
                 clouds_yaml=None, cwd=None, timeout=90, stop_timeout=STOP_TIMEOUT):
        self.state_dir = os.path.abspath(state_dir)
        self.clouds_yaml = os.path.abspath(clouds_yaml or os.path.join(self.state_dir, "clouds.yaml"))
        self.args = ["--state-dir", self.state_dir, "--port", str(port),
                     "--clouds-yaml", self.clouds_yaml]
        for d in plugin_dirs:
            self.args += ["--plugin-dir", os.path.abspath(d)]
        if short_polls:
            self.args.append("--short-polls")
        if os_cloud:
            self.args += ["--os-cloud", os_cloud]
        self.stop_timeout = stop_timeout
        self.args += ["--stop-timeout", str(stop_timeout)]
        self.cwd = cwd
        self.timeout = timeout
        self.url = None
        self.output = []
        self.started_in = None
        self._proc = None

    def env(self, base=None):
        """Environment in which ``openstack --os-cloud plugin-sdk-local`` finds this service."""
        env = dict(os.environ if base is None else base)
        env["OS_CLIENT_CONFIG_FILE"] = self.clouds_yaml
        return env

    def client(self):
        """A python-heatclient Client on this service, with the token of its clouds.yaml entry."""
        import yaml
        from heatclient import client
        with open(self.clouds_yaml, encoding="utf-8") as f:
            auth = yaml.safe_load(f)["clouds"][self.cloud]["auth"]
        return client.Client("1", endpoint=auth["endpoint"], token=auth["token"])

    def start(self):
        os.makedirs(self.state_dir, exist_ok=True)
        launched = time.monotonic()
        self._proc = subprocess.Popen(
            [sys.executable, "-W", "ignore", "-c", _MAIN, "heat", "serve", *self.args],
            cwd=self.cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=self.env())
        lines = queue.Queue()
        threading.Thread(target=self._read, args=(lines,), daemon=True).start()
        deadline = launched + self.timeout
        while True:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                self.stop()
                raise ServiceError("heat serve not ready within %d s:\n%s"
                                   % (self.timeout, "\n".join(self.output)))
            if line is None:
                self._proc.wait()
                errors = [x for x in self.output if x.startswith("Error:")]
                raise ServiceError(errors[-1] if errors else "heat serve exited (%s):\n%s"
                                   % (self._proc.returncode, "\n".join(self.output)))
            if line.startswith("Heat API: "):
                self.url = line.split()[2]
            if line.startswith("ready in "):
                self.started_in = time.monotonic() - launched
                return self

    def _read(self, lines):
        for line in self._proc.stdout:
            self.output.append(line.rstrip("\n"))
            lines.put(self.output[-1])
        lines.put(None)

    def stop(self):
        """Ctrl-C, as a developer stops it; killed if it outlives its own hard timeout."""
        if self._proc is None or self._proc.poll() is not None:
            return
        self._proc.send_signal(signal.SIGINT)
        try:
            self._proc.wait(timeout=self.stop_timeout + 10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()

    @property
    def returncode(self):
        return None if self._proc is None else self._proc.poll()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
