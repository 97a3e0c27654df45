"""Published plug-ins (tests/published, see its MANIFEST.md) loaded by the runtime and
documented by docgen: each plug-in directory loads with the types it registers,
or fails in one line naming the file and line at fault (never a traceback);
those that load document with ``sphinx-build -W``."""
import os
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
    ("heat-contrib-extraroute/extraroute/resources", None),
    ("heat-contrib-cinder-volume-type/cinder_volume_type/resources", None),
]
_GBP = ["ExternalPolicy", "ExternalSegment", "L2Policy", "L3Policy", "NATPool",
        "NetworkServicePolicy", "PolicyAction", "PolicyClassifier", "PolicyRule", "PolicyRuleSet",
        "PolicyTarget", "PolicyTargetGroup", "ServiceChainNode", "ServiceChainSpec", "ServiceProfile"]
_NUAGE = ["Gateway", "GatewayPort", "GatewayPortVlan", "GatewayVport", "Netpartition",
          "NuageSegment", "ProjectNetpartitionMapping", "RedirectTarget", "RedirectTargetRule",
          "RedirectTargetVIP", "SecurityGroup"]
#: The ones that load with the project's declared dependencies, and the types they register.
LOADS = {
    "group-based-policy-automation/gbpautomation/heat/engine/resources":
        ["OS::GroupBasedPolicy::" + n for n in _GBP],
    "nuage-openstack-heat/nuage-heat/resources": ["Nuage::Neutron::" + n for n in _NUAGE],
    "valet/plugins/valet_plugins/heat": ["ATT::Valet::GroupAssignment"],
    "heat-contrib-extraroute/extraroute/resources": ["OS::Neutron::ExtraRoute"],
    "heat-contrib-cinder-volume-type/cinder_volume_type/resources": ["OS::Cinder::VolumeType"],
}
#: The others: the one line each gets (file at fault, relative to tests/published/plugins).
#: stx-heat's attributes.Schema.NUMBER is what lint reports as PS109 on the same line.
ERRORS = {
    "contrail-heat/contrail_heat/resources":
        "contrail-heat/contrail_heat/resources/attach_policy.py:8: ModuleNotFoundError: "
        "No module named 'vnc_api'",
    "contrail-heat/generated/resources":
        "contrail-heat/contrail_heat/resources/contrail.py:9: ModuleNotFoundError: "
        "No module named 'vnc_api'",
    "stx-heat/heat/engine/resources/wr":
        "stx-heat/heat/engine/resources/wr/neutron_provider_net.py:92: InvalidSchemaError: "
        "Invalid type (Number)",
}


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
def test_loads_or_says_what_is_wrong_in_one_line(directory, root):
    out = _load(directory, root)
    assert "\n" not in out
    if directory in LOADS:
        assert out == "TYPES %s" % sorted(LOADS[directory])
    else:
        assert out.startswith("ERROR cannot load plug-in module ")
        assert " %s%s" % (PLUGINS, os.sep) + ERRORS[directory] in out


def test_loadable_ones_document_with_sphinx_warnings_as_errors(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    dirs = [os.path.join(PLUGINS, d) for d in sorted(LOADS)]
    (src / "conf.py").write_text('extensions = ["docgen"]\nproject = "published"\n'
                                 "plugin_sdk_plugin_dirs = %r\n" % dirs)
    (src / "index.rst").write_text("Published plug-ins\n==================\n\n"
                                   ".. resource-reference::\n")
    roots = [os.path.join(PLUGINS, root) for d, root in DIRS if d in LOADS and root]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(roots + [os.getcwd()]))
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-W", "-q", "-b", "text", str(src),
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=300,
                          env=env)
    assert proc.returncode == 0, proc.stderr
    text = (tmp_path / "out" / "index.txt").read_text()
    for types in LOADS.values():
        for name in types:
            assert name in text
