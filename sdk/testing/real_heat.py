"""Where real Heat runs for ``plugin-sdk scenario --engine heat`` and the
conformance recorder: in this interpreter when openstack-heat is importable
(plugin-sdk's ``heat`` extra), else in the Python of a virtualenv
that has it, named by ``--heat-python`` or ``$PLUGIN_SDK_HEAT_PYTHON``, which
runs the one driver (sdk/testing/heat_driver.py) as a script."""
import importlib.util
import json
import os
import subprocess
import tempfile

ENV = "PLUGIN_SDK_HEAT_PYTHON"
DRIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heat_driver.py")


class HeatUnavailable(RuntimeError):
    """Neither this interpreter nor a named one can run real Heat."""


def heat_python(explicit=None):
    """The Python to run the driver with, or None to run it in-process."""
    chosen = explicit or os.environ.get(ENV)
    if chosen:
        if not os.access(chosen, os.X_OK):
            raise HeatUnavailable("%s: not an executable Python (from %s)"
                                  % (chosen, "--heat-python" if explicit else "$" + ENV))
        return chosen
    if heat_importable():
        return None
    from sdk.common import install
    raise HeatUnavailable("--engine heat needs real Heat: %s, or set %s to the python of a "
                          "virtualenv with openstack-heat 27" % (install.pip_install("heat"), ENV))


def heat_importable():
    """openstack-heat in this interpreter? (Asks for heat.tests: plugin-sdk's
    stand-ins for Heat's modules make a package named heat, never heat.tests.)"""
    try:
        return importlib.util.find_spec("heat.tests") is not None
    except ImportError:
        return False


def driver_command(python, *args, hashseed=None):
    """argv and environment that run the driver script under ``python``."""
    env = dict(os.environ)
    env.pop("CALLS_LOG", None)  # each run reads its own private log
    if hashseed is not None:
        env["PYTHONHASHSEED"] = str(hashseed)
    return [python, "-W", "ignore", DRIVER, *args], env


def record(path, engine=None, python=None):
    """The scenario's records on real Heat (``engine``: convergence, legacy,
    or None for the scenario's own choice)."""
    python = heat_python(python)
    if python is None:
        from sdk.testing import heat_driver
        return json.loads(json.dumps(heat_driver.record(path, engine), default=str))
    fd, out = tempfile.mkstemp(prefix="plugin-sdk-heat-", suffix=".json")
    os.close(fd)
    try:
        cmd, env = driver_command(python, str(path), out, *(["--" + engine] if engine else []))
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            lines = [line for line in proc.stderr.splitlines() if line.strip()]
            raise HeatUnavailable("%s: real Heat failed: %s" % (
                path, lines[-1] if lines else "exit status %d" % proc.returncode))
        with open(out, encoding="utf-8") as f:
            return json.load(f)
    finally:
        os.unlink(out)

