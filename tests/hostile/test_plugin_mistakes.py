"""A plug-in's own mistakes as a new author makes them: a library it needs
but has not installed, an attribute type passed where support_status goes."""
import pytest

from sdk import plugin_loader
from sdk.testing import Harness

from .helpers import one_line

USES = "import acme_widgets_client\n\n\ndef resource_mapping():\n    return {}\n"


@pytest.mark.parametrize("file, text", [
    ("pyproject.toml", '[project]\nname = "p"\ndependencies = ["requests"]\n'
                       '[project.optional-dependencies]\nwidgets = ["Acme.Widgets-Client>=1"]\n'),
    ("setup.cfg", "[options]\ninstall_requires =\n    requests\n    acme-widgets-client ; python_version>'3'\n"),
    ("requirements.txt", "# ours\n-r base.txt\nrequests==2.0\nacme_widgets_client\n"),
    ("requirements.txt", "python-acme-widgets-client\n"),
])
def test_a_missing_module_names_the_distribution_the_project_declares(tmp_path, file, text):
    (tmp_path / file).write_text(text)
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "uses.py").write_text(USES)
    with pytest.raises(plugin_loader.PluginLoadError) as info:
        Harness(plugin_dirs=[str(tmp_path / "plugins")])
    declared = [line for line in text.replace(";", "\n").replace("=", "\n").replace('"', "\n")
                .replace(">", "\n").split() if "cme" in line][0]
    assert str(info.value).endswith(
        "uses.py:1: ModuleNotFoundError: No module named 'acme_widgets_client' (pip install %s: %s "
        "requires it)" % (declared, tmp_path / file))


def test_an_undeclared_module_is_not_given_a_guessed_distribution(tmp_path):
    (tmp_path / "requirements.txt").write_text("requests\n")
    (tmp_path / "uses.py").write_text(USES)
    with pytest.raises(plugin_loader.PluginLoadError) as info:
        Harness(plugin_dirs=[str(tmp_path)])
    assert str(info.value).endswith(
        "(install the distribution that provides acme_widgets_client: %s declares none named "
        "like it)" % (tmp_path / "requirements.txt"))


POSITIONAL = '''
from heat.engine import attributes, resource


class Thing(resource.Resource):
    """A thing."""

    attributes_schema = {"first": attributes.Schema("The first.", attributes.Schema.STRING)}


def resource_mapping():
    return {"My::Thing": Thing}
'''


def test_an_attribute_type_passed_positionally_is_named_not_a_traceback(tmp_path, plugin_sdk):
    (tmp_path / "thing.py").write_text(POSITIONAL)
    slip = ("My::Thing: attribute first: support_status is 'String', not a SupportStatus (a "
            "positional argument in its slot? give type= and support_status= by keyword)")
    for command in ("show", "template"):
        result = plugin_sdk("resource-type", command, "My::Thing", "--plugin-dir", tmp_path)
        assert result.exit_code == 2
        assert "Traceback" not in result.stderr
        warning, error = result.stderr.splitlines()
        assert warning == "Warning: %s: %s" % (tmp_path / "thing.py", slip)
        assert error == "Error: TypeError: %s" % slip
    listed = plugin_sdk("resource-type", "list", "--plugin-dir", tmp_path)
    assert listed.exit_code == 0 and listed.stdout == "My::Thing\n"
    assert one_line(listed.stderr).startswith("Warning: ")
