"""Each type's HOT Syntax example is checked as ``plugin-sdk template
validate`` checks a template, against the registered types, during the
docs build: a finding is a Sphinx warning naming the type (so ``-W``
fails), and an example over one of Heat's limits is one too, within a
second."""
import time

import pytest
from sphinx.cmd.build import build_main

HEAD = "from heat.engine import constraints, properties, resource, support\n\n"
MAPPING = "\n\ndef resource_mapping():\n    return {'My::Svc::Thing': Thing}\n"


def plugin(body):
    return HEAD + "class Thing(resource.Resource):\n    '''A thing.'''\n" + body + MAPPING


@pytest.fixture
def build(tmp_path, capsys):
    """build(plug-in source) -> (exit status, warning lines) of
    ``sphinx-build -W`` on a page documenting it."""
    plugins, docs = tmp_path / "plugins", tmp_path / "docs"
    plugins.mkdir()
    docs.mkdir()
    (docs / "conf.py").write_text('extensions = ["docgen"]\nplugin_sdk_plugin_dirs = ["../plugins"]\n')
    (docs / "index.rst").write_text("Reference\n=========\n\n.. resource-reference::\n")

    def run(source):
        (plugins / "svc.py").write_text(source)
        capsys.readouterr()
        status = build_main(["-W", "--keep-going", "-N", "-q", "-E", "-b", "text", str(docs),
                             str(tmp_path / "out")])
        err = capsys.readouterr().err
        return status, [line for line in err.splitlines() if "WARNING" in line]
    return run


GOOD = """    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, 'A name.', required=True),
        'size': properties.Schema(properties.Schema.INTEGER, 'Size.',
                                  constraints=[constraints.Range(1, 8)]),
        'tags': properties.Schema(properties.Schema.LIST, 'Tags.', schema=properties.Schema(
            properties.Schema.MAP, schema={
                'key': properties.Schema(properties.Schema.STRING, required=True),
                'value': properties.Schema(properties.Schema.STRING)})),
        'mode': properties.Schema(properties.Schema.STRING, 'Mode.',
                                  constraints=[constraints.AllowedValues(['a', 'b'])]),
    }

    def validate(self):
        # judges values, which an example has none of
        if self.properties['size'] is not None and self.properties['mode'] is None:
            raise ValueError('size needs a mode')
"""


def test_a_good_example_builds_clean(build):
    assert build(plugin(GOOD)) == (0, [])


@pytest.mark.parametrize("body, finding", [
    # YAML reads the key `on` as a boolean: the example's key is "true"
    ("    properties_schema = {'on': properties.Schema(properties.Schema.BOOLEAN, 'Switch.')}\n",
     "6:7: HT303 Property error: resources.the_resource.properties: Unknown Property true"),
    # a required property the example leaves out because it is DEPRECATED
    ("    properties_schema = {'old': properties.Schema(\n"
     "        properties.Schema.STRING, 'Old.', required=True,\n"
     "        support_status=support.SupportStatus(support.DEPRECATED))}\n",
     "3:3: HT303 Property error: resources.the_resource.properties: Property old not assigned"),
    # no properties_schema: the runtime cannot make the resource
    ("    pass\n", "4:5: HT302 'Thing' object has no attribute 'properties_schema'"),
])
def test_a_finding_in_an_example_is_a_warning_naming_the_type(build, body, finding):
    status, warnings = build(plugin(body))
    assert status == 1
    assert len(warnings) == 1, warnings
    assert warnings[0].endswith(
        "WARNING: resource-reference: My::Svc::Thing: its HOT Syntax example: " + finding)


def test_an_example_over_the_limits_is_refused(tmp_path):
    """An example too big for max_template_size (5000 long property names) is
    refused by the loader every command uses, as a template would be, before
    it is parsed (the hostile corpus's 1 s target: benchmarks/bench_templates.py)."""
    from docgen import example, loading, model
    (tmp_path / "svc.py").write_text(plugin(
        "    properties_schema = {('p%05d' % i) + 'x' * 100: properties.Schema("
        "properties.Schema.STRING) for i in range(5000)}\n"))
    env, _ = loading.load_types([str(tmp_path)])
    rtype, = model.build(dict(env.types)).types
    started = time.monotonic()
    found = example.findings(rtype, env)
    assert time.monotonic() - started < 10   # a hang guard
    assert found == ["Request limit exceeded: Template size (605102 bytes) exceeds maximum "
                     "allowed size (524288 bytes)."]


def test_properties_nested_too_deep_are_a_warning_not_a_crash(build):
    """Sphinx's writers and pickled doctrees overflow on a schema nested some
    tens of levels deep: docgen refuses one past max_property_depth."""
    deep = ("    schema = properties.Schema(properties.Schema.STRING, 'Leaf.')\n"
            "    for _ in range(60):\n"
            "        schema = properties.Schema(properties.Schema.MAP, schema={'m': schema})\n"
            "    properties_schema = {'m': schema}\n")
    status, warnings = build(plugin(deep))
    assert status == 1
    assert len(warnings) == 1, warnings
    assert warnings[0].endswith(
        "ValueError: properties nested deeper than 20 levels (max_property_depth)")
    assert "cannot document My::Svc::Thing" in warnings[0]


def test_plugin_sdk_docs_markdown_warns_of_them_too(tmp_path):
    """Without Sphinx, ``plugin-sdk docs --format markdown`` says the same on
    stderr (and still writes the reference)."""
    from click.testing import CliRunner

    from sdk.cli import main
    (tmp_path / "svc.py").write_text(plugin(
        "    properties_schema = {'on': properties.Schema(properties.Schema.BOOLEAN, 'Switch.')}\n"))
    result = CliRunner().invoke(main, ["docs", "--plugin-dir", str(tmp_path), "--format", "markdown"])
    assert result.exit_code == 0, result.output
    assert result.stderr == ("Warning: My::Svc::Thing: its HOT Syntax example: 6:7: HT303 Property "
                             "error: resources.the_resource.properties: Unknown Property true\n")
    assert "## My::Svc::Thing" in result.stdout
    clean = tmp_path / "clean"
    clean.mkdir()
    (clean / "svc.py").write_text(plugin(GOOD))
    result = CliRunner().invoke(main, ["docs", "--plugin-dir", str(clean), "--format", "markdown"])
    assert (result.exit_code, result.stderr) == (0, "")
