"""``pytest --engine endpoint`` without an endpoint to run on: a usage error
naming what is missing (the runs on a Heat API are in
tests/real_heat/test_heat_serve.py)."""
import os
import subprocess
import sys


def _pytest(tmp_path, *args, env=None):
    (tmp_path / "test_x.py").write_text("def test_x(make_stack):\n    pass\n")
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args,
                           "test_x.py"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=300)


def test_no_cloud_named(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "OS_CLOUD"}
    proc = _pytest(tmp_path, "--engine", "endpoint", env=env)
    assert proc.returncode == 4
    assert "ERROR: --engine endpoint needs --os-cloud NAME (or OS_CLOUD)" in proc.stderr


def test_a_cloud_clouds_yaml_does_not_have(tmp_path):
    (tmp_path / "clouds.yaml").write_text("clouds: {}\n")
    env = dict(os.environ, OS_CLIENT_CONFIG_FILE=str(tmp_path / "clouds.yaml"))
    proc = _pytest(tmp_path, "--engine", "endpoint", "--os-cloud", "nowhere", env=env)
    assert proc.returncode == 4
    assert "ERROR: --os-cloud nowhere: " in proc.stderr and "Traceback" not in proc.stderr
