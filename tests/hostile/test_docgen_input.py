"""docgen given a wrong config value or nothing to document: one warning
naming where, a failing ``sphinx-build -W``, never a crash or a silent pass."""
import pytest
from sphinx.cmd.build import build_main

from .helpers import one_line

INDEX = "Reference\n=========\n\n.. resource-reference::%s\n"
PLUGIN = ("from heat.engine import resource\n\nclass Thing(resource.Resource):\n    '''A thing.'''\n"
          "    properties_schema = {}\n\n"
          "def resource_mapping():\n    return {'My::Svc::Thing': Thing}\n")


@pytest.fixture
def sphinx(tmp_path, capsys):
    """sphinx(conf_lines, index_argument="") -> (exit status, stderr) of
    ``sphinx-build -W -q`` on a project whose plug-in directory is ../plugins."""
    (tmp_path / "plugins").mkdir()
    docs = tmp_path / "docs"
    docs.mkdir()

    def build(conf, argument=""):
        (docs / "conf.py").write_text('extensions = ["docgen"]\n' + conf + "\n")
        (docs / "index.rst").write_text(INDEX % argument)
        capsys.readouterr()
        status = build_main(["-W", "-N", "-q", "-E", "-b", "text", str(docs), str(tmp_path / "out")])
        return status, capsys.readouterr().err
    build.plugins = tmp_path / "plugins"
    build.docs = docs
    return build


@pytest.mark.parametrize("conf, line, named", [
    ("plugin_sdk_plugin_dirs = 5", 2, "plugin_sdk_plugin_dirs = 5: expected a list"),
    ("plugin_sdk_plugin_dirs = '../plugins'", 2,
     "plugin_sdk_plugin_dirs = '../plugins': expected a list"),
    ("plugin_sdk_plugin_dirs = [None]", 2, "plugin_sdk_plugin_dirs = [None]: expected a list"),
    ("plugin_sdk_plugin_dirs = ['../plugins']\nplugin_sdk_release_names = ['Ocata']", 3,
     "plugin_sdk_release_names = ['Ocata']: expected a dict"),
])
def test_config_value_of_the_wrong_type_is_a_warning_naming_conf_py(sphinx, conf, line, named):
    (sphinx.plugins / "svc.py").write_text(PLUGIN)
    status, err = sphinx(conf)
    assert status == 1, err
    assert "Traceback" not in err and "error!" not in err.lower()
    first = err.splitlines()[0]
    assert first.startswith("%s:%d: WARNING: %s" % (sphinx.docs / "conf.py", line, named)), err


def test_a_plugin_directory_without_types_fails_under_W(sphinx):
    (sphinx.plugins / "helpers.py").write_text("VALUE = 1\n")
    status, err = sphinx("plugin_sdk_plugin_dirs = ['../plugins']")
    assert status == 1
    assert one_line(err).endswith("resource-reference: no resource types in %s: no module there has "
                                  "a resource_mapping() that returns any" % sphinx.plugins)


def test_a_prefix_that_selects_nothing_fails_under_W(sphinx):
    (sphinx.plugins / "svc.py").write_text(PLUGIN)
    status, err = sphinx("plugin_sdk_plugin_dirs = ['../plugins']", " Typo::")
    assert status == 1
    assert one_line(err).endswith("no resource type starts with Typo:: (the plug-ins have My::Svc::Thing)")
    assert sphinx("plugin_sdk_plugin_dirs = ['../plugins']", " My::")[0] == 0


def test_docs_command_refuses_a_directory_without_types(sphinx, plugin_sdk):
    result = plugin_sdk("docs", "--plugin-dir", sphinx.plugins, "--format", "json")
    assert result.exit_code == 2
    assert one_line(result.stderr) == ("Error: no resource types in %s: no module there has a "
                                       "resource_mapping() that returns any" % sphinx.plugins)
