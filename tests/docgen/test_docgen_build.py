"""The extension inside Sphinx: builders, options, config, failures, rebuilds."""
import os
import time

import pytest
from docgen_helpers import HIDDEN_WORDS


@pytest.mark.parametrize("builder", ["singlehtml", "text", "man", "latex"])
def test_every_builder_writes_the_reference_without_warnings(project, builder):
    proj = project().build(builder)
    assert proj.statuscode == 0, proj.warnings
    written = "".join(p.read_text(errors="replace") for p in proj.out(builder).rglob("*")
                      if p.is_file() and p.suffix in (".html", ".txt", ".1", ".tex"))
    assert "My::Svc::Thing" in written and "Use size instead." in written
    for word in HIDDEN_WORDS:
        assert word not in written, word


def test_setup_declares_version_and_parallel_safety(project):
    extension = project().build("text").extension
    assert extension.parallel_read_safe is True and extension.parallel_write_safe is True
    from importlib.metadata import version
    assert extension.version == version("plugin-sdk")


def test_prefix_and_status_select_types(project):
    proj = project("""\
Only deprecated ones
====================

.. resource-reference:: My::Svc::
   :status: deprecated

Only the thing
==============

.. resource-reference:: My::Svc::T
""").build("text")
    assert proj.statuscode == 0, proj.warnings
    text = proj.read("text", "index.txt")
    first, second = text.split("Only the thing")
    assert "My::Svc::Old\n====" in first and "My::Svc::Thing\n" not in first
    assert "My::Svc::Beta" not in first
    assert "My::Svc::Thing\n" in second and "My::Svc::Old\n" not in second


def test_bad_status_option_is_reported(project):
    proj = project("T\n=\n\n.. resource-reference::\n   :status: supported, retired\n")
    proj.build("text", strict=False)
    assert 'expected some of supported, unsupported, deprecated' in proj.warnings
    assert "index.rst:4" in proj.warnings


def test_modules_option_documents_importable_modules(project, monkeypatch):
    proj = project("T\n=\n\n.. resource-reference::\n   :modules: svc_as_module\n")
    (proj.plugin_dir / "svc.py").rename(proj.plugin_dir / "svc_as_module.py")
    monkeypatch.syspath_prepend(str(proj.plugin_dir))
    proj.build("text")
    assert proj.statuscode == 0, proj.warnings
    assert "My::Svc::Thing\n" in proj.read("text", "index.txt")


def test_plugin_dirs_option_is_relative_to_the_conf_dir(project):
    proj = project("T\n=\n\n.. resource-reference::\n   :plugin-dirs: ../plugins\n")
    proj.conf["plugin_sdk_plugin_dirs"] = ["does-not-exist"]
    proj.build("text")
    assert proj.statuscode == 0, proj.warnings
    assert "My::Svc::Thing\n" in proj.read("text", "index.txt")


def test_release_names_can_be_overridden(project):
    proj = project()
    proj.conf["plugin_sdk_release_names"] = {"5.0.0": "Our First", "99.0.0": "Future"}
    proj.build("text")
    text = proj.read("text", "index.txt")
    assert "Available since 5.0.0 (Our First)." in text
    assert "8.0.0 (Ocata)" in text  # the rest of the default table still applies


def test_plugin_that_fails_to_import_is_a_warning_naming_module_and_error(project):
    proj = project()
    (proj.plugin_dir / "broken.py").write_text("import json\n\nraise_here = undefined_name\n")
    proj.build("text", strict=False)
    assert proj.statuscode == 0
    assert "cannot load plug-in module broken" in proj.warnings
    assert "broken.py:3: NameError: name 'undefined_name' is not defined" in proj.warnings
    assert "index.rst" in proj.warnings
    proj.build("text", strict=True)
    assert proj.statuscode == 1  # -W makes it an error, not a crash


def test_missing_plugin_dir_and_no_plugins_are_warnings(project):
    proj = project()
    proj.conf["plugin_sdk_plugin_dirs"] = ["nowhere"]
    proj.build("text", strict=False)
    assert "plug-in directory not found" in proj.warnings and "nowhere" in proj.warnings
    proj.conf["plugin_sdk_plugin_dirs"] = []
    proj.build("text", strict=False)
    assert "no plug-ins to document" in proj.warnings


def test_unknown_resource_link_and_duplicate_type_are_warnings(project):
    proj = project("T\n=\n\n.. resource-reference::\n\nSee :resource:`No::Such::Type`.\n")
    proj.page("again", "Again\n=====\n\n.. resource-reference:: My::Svc::Old\n")
    proj.build("text", strict=False)
    assert "unknown resource type: No::Such::Type" in proj.warnings
    assert "resource My::Svc::Old is documented twice" in proj.warnings


def test_incremental_build_notices_a_changed_plugin(project):
    proj = project()
    proj.build("html")
    assert "grown_property" not in proj.read("html", "index.html")
    source = proj.plugin_dir / "svc.py"
    text = source.read_text().replace(
        '    "tags": properties.Schema(',
        '    "grown_property": properties.Schema(properties.Schema.STRING, _("New one.")),\n'
        '        "tags": properties.Schema(')
    source.write_text(text)
    later = time.time() + 2
    os.utime(source, (later, later))
    proj.build("html", fresh=False)
    assert proj.statuscode == 0, proj.warnings
    assert "grown_property" in proj.read("html", "index.html")

    proj.plugin("added", "class Added(resource.Resource):\n    properties_schema = {}\n",
                "{'My::Added': Added}")
    os.utime(proj.plugin_dir, (later + 2, later + 2))
    proj.build("html", fresh=False)
    assert "My::Added" in proj.read("html", "index.html")


def test_parallel_build_collects_deprecations_from_every_page(project):
    proj = project("""\
Reference
=========

.. toctree::

   deprecations
   more

.. resource-reference:: My::Svc::T
""")
    proj.page("more", "More\n====\n\n.. resource-reference:: My::Svc::O\n")
    for i in range(4):  # enough documents for Sphinx to read in parallel
        proj.page("filler%d" % i, ":orphan:\n\nFiller %d\n========\n\ntext\n" % i)
    proj.build("html", parallel=2)
    assert proj.statuscode == 0, proj.warnings
    page = proj.visible_html("deprecations.html")
    assert "Resource type My::Svc::Old : Use My::Svc::Thing instead." in page
    assert "Property mode of My::Svc::Thing: Use size instead." in page


def test_docstring_is_the_plugins_own_not_the_sdk_base_class(project):
    proj = project()
    proj.plugin("bare", (
        "class Bare(resource.Resource):\n    properties_schema = {}\n\n"
        "class Renamed(Bare):\n    pass\n\n"
        "class Described(resource.Resource):\n    '''Described here.'''\n"
        "    properties_schema = {}\n\n"
        "class Child(Described):\n    pass\n"), "{'My::Bare': Renamed, 'My::Child': Child}")
    proj.build("text")
    text = proj.read("text", "index.txt")
    bare = text[text.index("My::Bare\n"):text.index("My::Child\n")]
    assert "Base class" not in bare and "plug-ins" not in bare
    assert "Described here." in text[text.index("My::Child\n"):]


def test_modules_option_with_a_package_loads_its_submodules_but_not_tests(project, monkeypatch):
    proj = project("T\n=\n\n.. resource-reference::\n   :modules: svcpkg\n")
    package = proj.root / "site" / "svcpkg"
    (package / "tests").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (proj.plugin_dir / "svc.py").rename(package / "svc.py")
    (package / "tests" / "__init__.py").write_text("")
    (package / "tests" / "test_svc.py").write_text("raise ImportError('tests are not plug-ins')\n")
    monkeypatch.syspath_prepend(str(proj.root / "site"))
    proj.build("text")
    assert proj.statuscode == 0, proj.warnings
    assert "My::Svc::Thing\n" in proj.read("text", "index.txt")


@pytest.mark.parametrize("name, classes, mapping, expected", [
    ("bad_schema", "class Bad(resource.Resource):\n"
                   "    properties_schema = {'size': {'Type': 'Number', 'Bogus': 1}}\n",
     "{'My::Bad': Bad}", ["cannot document My::Bad", "Bogus"]),
    ("typo", 'class Typo(resource.Resource):\n    """Fine first line.\n\n'
             '    Then `an unclosed role.\n    """\n    properties_schema = {}\n',
     "{'My::Typo': Typo}", ["typo.py:6:", "without end-string"]),
])
def test_a_broken_class_is_a_warning_at_its_source_and_the_rest_are_documented(
        project, name, classes, mapping, expected):
    proj = project()
    proj.plugin(name, classes, mapping)
    proj.build("text", strict=False)
    for text in expected:
        assert text in proj.warnings
    assert "My::Svc::Thing\n" in proj.read("text", "index.txt")
