"""Published plug-ins (tests/published, see its MANIFEST.md) loaded by the runtime and
documented by docgen: each plug-in directory loads, or fails in one line naming
its file and the module missing from this environment (never a traceback);
those that load document with ``sphinx-build -W``."""
import importlib.util
import os
import re
import subprocess
import sys

import pytest

PLUGINS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "published", "plugins")
#: (plug-in directory, the directory its absolute imports are found from, or None)
DIRS = [
    ("group-based-policy-automation/gbpautomation/heat/engine/resources",
     "group-based-policy-automation"),
    ("contrail-heat/contrail_heat/resources", "contrail-heat"),
    ("contrail-heat/generated/resources", "contrail-heat"),
    ("nuage-openstack-heat/nuage-heat/resources", None),
    ("valet/plugins/valet_plugins/heat", "valet/plugins"),
    ("stx-heat/heat/engine/resources/wr", None),
]
#: The ones that load without third-party libraries, and the types they register.
LOADS = {"valet/plugins/valet_plugins/heat": ["ATT::Valet::GroupAssignment"]}


def _load(directory, root):
    """What loading the directory in a fresh interpreter prints: types or the error."""
    code = ("import sys\nfrom sdk import plugin_loader as p\n"
            "try:\n    env = p.load_environment(plugin_dirs=[sys.argv[1]])\n"
            "    base = p.load_environment()\n"
            "    print('TYPES', sorted(set(env.types) - set(base.types)))\n"
            "except p.PluginLoadError as e:\n    print('ERROR', e)\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        ([os.path.join(PLUGINS, root)] if root else []) + [os.getcwd()]))
    proc = subprocess.run([sys.executable, "-c", code, os.path.join(PLUGINS, directory)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    return proc.stdout.strip()


@pytest.mark.parametrize("directory,root", DIRS)
def test_loads_or_says_what_is_missing(directory, root):
    out = _load(directory, root)
    assert "\n" not in out
    if directory in LOADS:
        assert out == "TYPES %s" % LOADS[directory]
        return
    assert out.startswith("ERROR cannot load plug-in module ")
    repo = directory.split("/")[0]
    assert " %s%s" % (os.path.join(PLUGINS, repo), os.sep) in out  # the file at fault
    missing = re.search(r"No module named '([\w.]+)'", out)
    if missing and missing.group(1).startswith("heat."):
        assert re.search(r"\(heat\.[\w.]+ is not in Heat 27; [^)]+\)+$", out)  # PS003's words
    elif missing:
        assert importlib.util.find_spec(missing.group(1).split(".")[0]) is None
    else:
        pytest.fail("an unexpected load error: " + out)


def test_loadable_ones_document_with_sphinx_warnings_as_errors(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    dirs = [os.path.join(PLUGINS, d) for d in sorted(LOADS)]
    (src / "conf.py").write_text('extensions = ["docgen"]\nproject = "published"\n'
                                 "plugin_sdk_plugin_dirs = %r\n" % dirs)
    (src / "index.rst").write_text("Published plug-ins\n==================\n\n"
                                   ".. resource-reference::\n")
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-q", "-b", "text", str(src),
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "out" / "index.txt").read_text()
    for types in LOADS.values():
        for name in types:
            assert name in text
