"""A freshly generated project, as a user on a fresh machine has it: its own
nox sessions in a clean virtualenv where plugin-sdk is not installed, so its
``dev`` extra has to resolve plugin-sdk from where it came from. Slow (each
session installs plugin-sdk and its dependencies): ``nox -s fresh_install``
runs it; the default run leaves tests/fresh out (pyproject.toml's addopts)."""
import os
import subprocess
import sys


def _run(*args, cwd, env):
    proc = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=1800)
    assert proc.returncode == 0, "%s\n%s\n%s" % (" ".join(map(str, args)), proc.stdout[-4000:],
                                                 proc.stderr[-4000:])
    return proc.stdout + proc.stderr


def test_a_new_projects_nox_sessions_pass_in_a_clean_virtualenv(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    _run(sys.executable, "-m", "sdk", "new", "plugin", "--no-input", "--output-dir", tmp_path,
         cwd=tmp_path, env=env)
    project = tmp_path / "example-widgets"
    venv = tmp_path / "clean"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path, env=env)
    python = venv / "bin" / "python"
    _run(python, "-m", "pip", "install", "-q", "nox", cwd=tmp_path, env=env)
    listed = _run(python, "-m", "pip", "list", "--format", "freeze", cwd=tmp_path, env=env)
    assert "plugin-sdk" not in listed.lower() and "plugin_sdk" not in listed.lower()
    env["PATH"] = "%s%s%s" % (venv / "bin", os.pathsep, env.get("PATH", ""))
    out = _run(python, "-m", "nox", "--envdir", tmp_path / "nox", cwd=project, env=env)
    for session in ("tests", "lint", "docs", "template"):
        assert "Session %s was successful" % session in out, out[-4000:]
    # the 8 life-cycle tests, the example's, and the project-wide contract test
    assert "10 passed" in out
