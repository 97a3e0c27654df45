"""Caches and state that were damaged: a cached Heat wheel cut short or
corrupt, a PLUGIN_SDK_HEAT_SOURCE that is not a directory, a fake cloud
column another tool wrote, a scenario naming a plug-in that is not Python.
Each is one line (or fetched again), never a traceback, and a stack whose
fake cloud is damaged can still be deleted or abandoned."""
import json
import os
import sqlite3
import zipfile

import pytest

from sdk.common import heat_source

from .helpers import cli, one_line

WHEEL = "openstack_heat-%s-py3-none-any.whl" % heat_source.HEAT_VERSION


def _wheel(directory):
    """A stand-in for openstack-heat's wheel (no network), valid for pip."""
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / WHEEL
    info = "openstack_heat-%s.dist-info/" % heat_source.HEAT_VERSION
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("heat/engine/resources/openstack/demo/thing.py", "X = 1\n" * 200)
        archive.writestr("heat/__init__.py", "")
        archive.writestr(info + "METADATA", "Metadata-Version: 2.1\nName: openstack-heat\n"
                                            "Version: %s\n" % heat_source.HEAT_VERSION)
        archive.writestr(info + "WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\n"
                                         "Tag: py3-none-any\n")
        archive.writestr(info + "RECORD", "")
    return path


def _cut_short(path):
    path.write_bytes(path.read_bytes()[:len(path.read_bytes()) // 2])


def _corrupt(path):
    """Bytes of the first member's compressed data changed (its CRC fails)."""
    with zipfile.ZipFile(path) as archive:
        first = archive.infolist()[0]
    start = first.header_offset + 30 + len(first.filename.encode())
    data = bytearray(path.read_bytes())
    data[start:start + first.compress_size] = b"\x01" * first.compress_size
    path.write_bytes(bytes(data))


def _fetch(cache, registry):
    """``plugin-sdk heat fetch`` into ``cache``, pip's index being ``registry`` (a directory)."""
    env = dict(os.environ, PLUGIN_SDK_HEAT_SOURCE=str(cache), PIP_NO_INDEX="1",
               PIP_FIND_LINKS=str(registry))
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-m", "sdk", "heat", "fetch"], capture_output=True,
                          text=True, env=env, timeout=120)


@pytest.mark.parametrize("damage", [_cut_short, _corrupt])
def test_a_damaged_cached_wheel_is_downloaded_again(tmp_path, damage):
    damage(_wheel(tmp_path / "cache"))
    _wheel(tmp_path / "registry")
    proc = _fetch(tmp_path / "cache", tmp_path / "registry")
    assert proc.returncode == 0, proc.stderr
    root = proc.stdout.strip()
    assert root == str(tmp_path / "cache" / "source")
    assert (tmp_path / "cache" / "source" / "heat" / "engine" / "resources" / "openstack" / "demo"
            / "thing.py").read_text() == "X = 1\n" * 200
    assert (tmp_path / "cache" / WHEEL).read_bytes() == (tmp_path / "registry" / WHEEL).read_bytes()


def test_a_wheel_damaged_again_says_how_to_clear_it(tmp_path):
    _cut_short(_wheel(tmp_path / "cache"))
    _corrupt(_wheel(tmp_path / "registry"))   # pip checks only its metadata
    proc = _fetch(tmp_path / "cache", tmp_path / "registry")
    assert proc.returncode == 1
    line = one_line(proc.stderr)
    assert line.startswith("Error: %s: not a usable wheel (" % (tmp_path / "cache" / WHEEL))
    assert line.endswith("), even downloaded again; remove it and run plugin-sdk heat fetch")


@pytest.mark.parametrize("source", ["file", "/dev/null", "file/below"])
def test_a_heat_source_that_is_not_a_directory_is_one_line(tmp_path, source):
    (tmp_path / "file").write_text("not a directory\n")
    source = source if source.startswith("/") else str(tmp_path / source)
    proc = _fetch(source, tmp_path)
    assert proc.returncode == 1
    assert one_line(proc.stderr) == {
        "/dev/null": "Error: /dev/null: not a directory; the cache of Heat's source is a "
                     "directory (PLUGIN_SDK_HEAT_SOURCE names it)",
        str(tmp_path / "file"): "Error: %s: not a directory; the cache of Heat's source is a "
                                "directory (PLUGIN_SDK_HEAT_SOURCE names it)" % source,
    }.get(source, "Error: cannot write Heat's source into %s: Not a directory" % source)
    types = cli("resource-type", "list", "--plugin-dir", tmp_path / "p", cwd=tmp_path)
    assert "Traceback" not in types.stderr


TEMPLATE = """heat_template_version: 2016-10-14
resources:
  server:
    type: OS::Nova::Server
    properties: {image: cirros-0.6.3-x86_64-disk, flavor: m1.tiny, networks: [{network: private}]}
"""


@pytest.fixture
def damaged(tmp_path):
    """damaged(data) -> the directory of state file s.db whose stack s (a
    server) is on fake cloud default, whose data it then is."""
    (tmp_path / "p").mkdir()
    (tmp_path / "t.yaml").write_text(TEMPLATE)
    created = cli("stack", "create", "s", "-t", "t.yaml", "--plugin-dir", "p", "--state", "s.db",
                  "--fake-cloud", "--poll-interval", "0", cwd=tmp_path)
    assert created.returncode == 0, created.stderr

    def damage(data):
        conn = sqlite3.connect(tmp_path / "s.db")
        with conn:
            conn.execute("UPDATE cloud SET data=?", (data,))
        conn.close()
        return tmp_path
    return damage


#: the cloud's data -> what is wrong with it, as the stack commands and the cloud commands say
DAMAGE = {
    "[]": ("its fake_cloud column holds a JSON array, not a fake cloud (an object of polls, "
           "services and openstack) or null; written by an older or another tool",
           "fake cloud default: its data holds a JSON array, not a fake cloud (an object of "
           "polls, services and openstack); written by an older or another tool"),
    '{"polls": 2, "services": {"widgets": 5}}':
        ("stack s: its fake cloud is not one plugin-sdk wrote (TypeError: 'int' object is not "
         "subscriptable)",
         "fake cloud default: its fake cloud is not one plugin-sdk wrote (TypeError: 'int' "
         "object is not subscriptable)"),
}


@pytest.mark.parametrize("data", DAMAGE)
def test_a_damaged_fake_cloud_is_refused_and_the_stack_can_still_go(damaged, data):
    work = damaged(data)
    on_stack, on_cloud = DAMAGE[data]
    for args in (("cloud", "show", "s"), ("cloud", "reset", "s"), ("stack", "show", "s"),
                 ("stack", "outputs", "s")):
        proc = cli(*args, "--state", "s.db", cwd=work)
        assert proc.returncode == 2, (args, proc.stdout)
        line = one_line(proc.stderr)
        assert (on_cloud if args[0] == "cloud" else on_stack) in line, line
    deleted = cli("stack", "delete", "s", "--state", "s.db", "--poll-interval", "0",
                  "--format", "json", cwd=work)
    assert deleted.returncode == 0, deleted.stderr
    assert json.loads(deleted.stdout)["stack_status"] == "DELETE_COMPLETE"
    assert on_stack in one_line(deleted.stderr)
    assert one_line(deleted.stderr).startswith("Warning: ")


@pytest.mark.parametrize("data", DAMAGE)
def test_a_stack_with_a_damaged_fake_cloud_can_be_abandoned(damaged, data):
    work = damaged(data)
    proc = cli("stack", "abandon", "s", "--state", "s.db", "-o", "s.json", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert DAMAGE[data][0] in one_line(proc.stderr)
    data = json.loads((work / "s.json").read_text())
    assert list(data["resources"]) == ["server"] and data["resources"]["server"]["resource_id"]


@pytest.mark.parametrize("plugin", ["/etc/passwd", "t.yaml"])
def test_a_scenario_plugin_that_is_not_python_is_one_line(tmp_path, plugin):
    (tmp_path / "t.yaml").write_text(TEMPLATE)
    (tmp_path / "s.yaml").write_text("plugins: [%s]\nsteps:\n  - op: create\n    template: "
                                     "{heat_template_version: 2016-10-14}\n" % plugin)
    proc = cli("scenario", "s.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert one_line(proc.stderr) == ("Error: cannot load plug-in module %s: not a Python file "
                                     "(its name does not end in .py)"
                                     % os.path.join(tmp_path, plugin))
