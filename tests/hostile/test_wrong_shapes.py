"""Values of the wrong shape, said in the user's terms: a plug-in's schema
that is not a mapping of schemas (every command that loads plug-ins, the
contract checks and Sphinx), a template or environment section that is not
a map, a plug-in module that is a symbolic link leading nowhere, a prompt
with no terminal to answer it."""
import pytest
from sphinx.cmd.build import build_main

from .helpers import one_line

PLUGIN = '''
from heat.engine import attributes, properties, resource, support


class Widget(resource.Resource):
    """A widget."""

    properties_schema = {"name": properties.Schema(properties.Schema.STRING, "A name.")}
    attributes_schema = {"size": attributes.Schema("Its size.", type=attributes.Schema.INTEGER)}
    %s

    def handle_create(self):
        self.resource_id_set("w")


def resource_mapping():
    return {"My::Widget": Widget}
'''

#: the class attribute -> what the one line says after "widget.py: My::Widget (class Widget): "
SHAPES = {
    "properties_schema = 5": "properties_schema is int 5, not a mapping of names to schemas",
    "properties_schema = [1]": "properties_schema is list [1], not a mapping of names to schemas",
    "attributes_schema = [1]": "attributes_schema is list [1], not a mapping of names to schemas",
    "properties_schema = {'name': 'str'}":
        "properties_schema['name'] is str 'str', not a properties.Schema",
    "properties_schema = {'name': None}":
        "properties_schema['name'] is NoneType None, not a properties.Schema",
    "attributes_schema = {'size': None}":
        "attributes_schema['size'] is NoneType None, not an attributes.Schema",
    "support_status = 'SUPPORTED'": "support_status is str 'SUPPORTED', not a support.SupportStatus",
    "support_status = None": "support_status is NoneType None, not a support.SupportStatus",
}

COMMANDS = {
    "resource-type list": ("resource-type", "list"),
    "resource-type show": ("resource-type", "show", "My::Widget"),
    "test --contract": ("test", "--contract", "--examples", "1"),
    "docs": ("docs", "--format", "json"),
    "stack create": ("stack", "create", "s", "-t", "t.yaml", "--state", "s.db"),
}


@pytest.fixture
def plugins(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p").mkdir()
    (tmp_path / "t.yaml").write_text("heat_template_version: 2016-10-14\nresources:\n"
                                     "  w: {type: My::Widget}\n")
    return tmp_path / "p"


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("shape", SHAPES)
def test_a_schema_of_the_wrong_shape_is_one_line_naming_the_class(plugins, plugin_sdk, shape,
                                                                  command):
    (plugins / "widget.py").write_text(PLUGIN % shape)
    result = plugin_sdk(*COMMANDS[command], "--plugin-dir", plugins)
    assert result.exit_code == 2, result.output
    assert one_line(result.stderr) == "Error: %s: My::Widget (class Widget): %s" % (
        plugins / "widget.py", SHAPES[shape])


def test_sphinx_fails_naming_the_class(plugins, capsys):
    (plugins / "widget.py").write_text(PLUGIN % "properties_schema = [1]")
    docs = plugins.parent / "docs"
    docs.mkdir()
    (docs / "conf.py").write_text('extensions = ["docgen"]\nplugin_sdk_plugin_dirs = ["../p"]\n')
    (docs / "index.rst").write_text("R\n=\n\n.. resource-reference::\n")
    capsys.readouterr()
    status = build_main(["-W", "-N", "-q", "-E", "-b", "text", str(docs), str(plugins.parent / "out")])
    assert status == 1
    assert one_line(capsys.readouterr().err).endswith(
        "resource-reference: %s: My::Widget (class Widget): properties_schema is list [1], not a "
        "mapping of names to schemas" % (plugins / "widget.py"))


def test_a_legacy_attribute_description_is_one_line_where_heat_refuses_it(plugins, plugin_sdk):
    """Heat registers the type and refuses it when used (conformance:
    class_schema_legacy_attr); resource-type show says so in one line."""
    (plugins / "widget.py").write_text(PLUGIN % "attributes_schema = {'size': 'Its size.'}")
    assert plugin_sdk("resource-type", "list", "--plugin-dir", plugins).stdout == "My::Widget\n"
    shown = plugin_sdk("resource-type", "show", "My::Widget", "--plugin-dir", plugins)
    assert shown.exit_code == 2
    assert one_line(shown.stderr).startswith("Error: ")


def test_the_contract_checks_name_an_older_dict_schema_heat_cannot_read(plugins, plugin_sdk):
    (plugins / "widget.py").write_text(PLUGIN % (
        "properties_schema = {'name': {'Type': 'String', 'Typo': 1}}"))
    result = plugin_sdk("test", "--contract", "--examples", "2", "--plugin-dir", plugins)
    assert result.exit_code == 1, result.output
    assert "My::Widget [properties]: expected a properties_schema Heat reads; got Unknown " \
           "key(s) ['Typo']." in result.output
    assert "Traceback" not in result.output


def test_the_contract_checks_take_heats_older_dict_schemas(plugins, plugin_sdk):
    (plugins / "widget.py").write_text(PLUGIN % (
        "properties_schema = {'name': {'Type': 'String', 'Description': 'A name.'}}"))
    result = plugin_sdk("test", "--contract", "--examples", "2", "--plugin-dir", plugins)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("file, text, line", [
    ("t.yaml", "resources: [1, 2]", "t.yaml: resources must be a map of resource names to "
                                    "resource definitions, not a list"),
    ("t.yaml", "resources: 5", "t.yaml: resources must be a map of resource names to resource "
                               "definitions, not a number"),
    ("t.yaml", "parameters: [1]", "t.yaml: parameters must be a map of parameter names to their "
                                  "definitions, not a list"),
    ("t.yaml", "outputs: x", "t.yaml: outputs must be a map of output names to their "
                             "definitions, not a string"),
    ("e.yaml", "resource_registry: [1]", "e.yaml: resource_registry must be a map of resource "
                                         "types to their implementations, not a list"),
    ("e.yaml", "parameter_defaults: [1]", "e.yaml: parameter_defaults must be a map of parameter "
                                          "names to values, not a list"),
    ("e.yaml", "parameters: [1]", "e.yaml: parameters must be a map of parameter names to values, "
                                  "not a list"),
])
@pytest.mark.parametrize("command", ["run", "stack create", "template validate"])
def test_a_section_that_is_not_a_map_is_named(plugins, plugin_sdk, file, text, line, command):
    version = "heat_template_version: 2016-10-14\n"
    (plugins.parent / "t.yaml").write_text(version + (text if file == "t.yaml" else "") + "\n")
    (plugins.parent / "e.yaml").write_text(text + "\n" if file == "e.yaml" else "{}\n")
    if command == "template validate":
        if file == "t.yaml":   # its own finding, with a line: HT102
            return
        args = ("template", "validate", "t.yaml", "-e", "e.yaml")
    else:
        args = (*command.split(), *(("s", "--state", "s.db") if command == "stack create" else ()),
                "-t", "t.yaml", "-e", "e.yaml")
    result = plugin_sdk(*args, "--plugin-dir", plugins)
    assert result.exit_code == 2, result.output
    assert one_line(result.stderr) == "Error: " + line


@pytest.mark.parametrize("links", [{"loop.py": "loop.py"}, {"a.py": "b.py", "b.py": "a.py"},
                                   {"gone.py": "/nonexistent/gone.py"}])
def test_a_module_linked_nowhere_is_named_not_the_loader(plugins, plugin_sdk, links):
    for name, target in links.items():
        (plugins / name).symlink_to(target)
    result = plugin_sdk("resource-type", "list", "--plugin-dir", plugins)
    assert result.exit_code == 2
    name, target = sorted(links.items())[0]
    assert one_line(result.stderr) == (
        "Error: cannot load plug-in module %s: %s is a symbolic link to %s, which leads nowhere "
        "(a loop of links, or a missing file)" % (name[:-3], plugins / name, target))


@pytest.mark.parametrize("given, asked", [("", "Type namespace (Namespace::Service::Name)"),
                                          ("Acme\nStorage\n", "Project name")])
def test_new_plugin_whose_input_ends_names_the_unanswered_prompt(tmp_path, given, asked):
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-m", "sdk", "new", "plugin"], cwd=tmp_path,
                          input=given, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    option = {"Project name": "name"}.get(asked, "namespace")
    assert one_line(proc.stderr) == ("Error: no answer for %s: standard input ended; give --%s, "
                                     "or --no-input to take the defaults" % (asked, option))
    assert list(tmp_path.iterdir()) == []
