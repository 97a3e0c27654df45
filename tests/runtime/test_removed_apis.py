"""A plug-in written for older Heat: the loader names what Heat 27 has instead,
in the same words as lint's PS003, rather than a bare ImportError."""
import pytest

from lint import engine
from lint.config import Config
from sdk import plugin_loader

OLD_IMPORTS = [
    "from heat.openstack.common import log as logging\n",
    "import heat.openstack.common.importutils\n",
    "from heat.engine.resources.openstack.ceilometer import alarm\n",
    "from heat.common.i18n import _, _LE\n",
]


@pytest.mark.parametrize("source", OLD_IMPORTS)
def test_load_error_says_what_lint_says(source, tmp_path):
    plugin = tmp_path / "old_plugin.py"
    plugin.write_text("import os\n" + source)
    lint = engine.run([str(plugin)], Config(root=str(tmp_path)), select=["PS003"], use_cache=False)
    assert [(f.line, f.code) for f in lint.findings] == [(2, "PS003")]
    words = lint.findings[0].message.split(": ", 1)[1]
    assert "is not in Heat 27; " in words
    with pytest.raises(plugin_loader.PluginLoadError) as err:
        plugin_loader.load_module_file(str(plugin))
    message = str(err.value)
    assert "\n" not in message and "%s:2:" % plugin in message
    assert message.endswith("(%s)" % words)
