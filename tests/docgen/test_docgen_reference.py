"""What a reader of the generated reference sees, in HTML and in text."""
import re
import shutil

import pytest
from docgen_helpers import DEPRECATIONS_PAGE, HIDDEN_WORDS, PLUGINS, REFERENCE_PAGE, Project


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One project built with html and text, shared by the read-only tests."""
    root = tmp_path_factory.mktemp("reference")
    shutil.copytree(PLUGINS, root / "plugins")
    proj = Project(root, root / "plugins")
    proj.page("index", REFERENCE_PAGE)
    proj.page("deprecations", DEPRECATIONS_PAGE)
    proj.build("html")
    assert proj.statuscode == 0, proj.warnings
    proj.build("text")
    assert proj.statuscode == 0, proj.warnings
    return proj


def _section(text, title):
    """The text builder's section under ``title`` (up to the next type)."""
    start = text.index("\n%s\n%s\n" % (title, "=" * len(title)))
    following = re.search(r"\n\S[^\n]*\n=+\n", text[start + len(title) * 2 + 3:])
    return text[start:start + len(title) * 2 + 3 + following.start()] if following else text[start:]


def test_one_section_per_visible_type_sorted_by_name(built):
    text = built.read("text", "index.txt")
    titles = re.findall(r"\n(My::\S+)\n=+\n", text)
    assert titles == ["My::Svc::Beta", "My::Svc::Old", "My::Svc::Thing"]


def test_support_status_history_with_release_names(built):
    text = built.read("text", "index.txt")
    old = _section(text, "My::Svc::Old")
    assert "Deprecated since 8.0.0 (Ocata): Use My::Svc::Thing instead." in old
    assert "Available since 2014.2 (Juno)." in old
    assert old.index("Deprecated since") < old.index("Available since")
    assert "Available since 5.0.0 (Liberty)." in _section(text, "My::Svc::Thing")
    beta = _section(text, "My::Svc::Beta")
    assert "Warning:" in beta and "Unsupported: Still experimental." in beta


def test_docstring_is_parsed_as_rest_with_working_roles(built):
    page = built.read("html", "index.html")
    assert "A thing the service keeps." in built.visible_html()
    # :resource:`My::Svc::Old` in the class docstring became a link to that type.
    assert re.search(r'href="#resource-my-svc-old"[^>]*>.{0,200}My::Svc::Old', page, re.S)
    assert "<code class=\"docutils literal notranslate\"><span class=\"pre\">networks</span>" in page
    # Straight quotes: values quoted in descriptions can be copied as they are.
    assert 'Operating mode, "fast" or "safe".' in built.visible_html()


def test_properties_with_type_default_constraints_and_update_behaviour(built):
    thing = _section(built.read("text", "index.txt"), "My::Svc::Thing")
    required = thing[thing.index("Required Properties"):thing.index("Optional Properties")]
    assert '"name" *(String)*' in required and '"size"' not in required
    for sentence in ('The length must be between "1" and "64".',
                     'The value must match the regular expression "[a-z][a-z0-9-]*". '
                     "Lower-case letters, digits and dashes.",
                     "Can be updated without replacement."):
        assert sentence in " ".join(required.split())
    optional = thing[thing.index("Optional Properties"):thing.index("Attributes")]
    size = optional[optional.index('"size"'):optional.index('"tags"')]
    for sentence in ('Defaults to "2".', 'The value must be between "1" and "10".',
                     'The value must be a multiple of "2".', "Updates cause replacement."):
        assert sentence in size
    flavor = optional[optional.index('"flavor"'):optional.index('"metadata"')]
    assert 'The value must be a valid "nova.flavor" (custom constraint).' in flavor
    assert "Updates are not supported" in flavor
    assert '"tags" *(List of String)*' in optional
    future = optional[optional.index('"future_option"'):optional.index('"metadata"')]
    assert "Not implemented." in future
    mode = optional[optional.index('"mode"'):]
    assert "Deprecated since 8.0.0 (Ocata): Use size instead." in " ".join(mode.split())
    assert 'Allowed values: "fast", "safe".' in mode
    # Deprecated properties come after the current ones.
    assert optional.index('"mode"') > optional.index('"tags"')


def test_legacy_dict_schema_is_documented(built):
    old = _section(built.read("text", "index.txt"), "My::Svc::Old")
    assert '"Size" *(Number)*' in old and 'The value must be between "1" and "5".' in old


def test_nested_map_and_list_schemas_to_any_depth(built):
    thing = _section(built.read("text", "index.txt"), "My::Svc::Thing")
    networks = thing[thing.index('"networks"'):thing.index('"size"')]
    assert "List contents:" in networks and "Map properties:" in networks
    assert re.search(r'"port" \*\(String, required\)\*\s+Port to use\.', networks)
    assert re.search(r'"level3" \*\(String, optional\)\*\s+Deep option\.', networks)


def test_attributes_with_type_and_description(built):
    thing = _section(built.read("text", "index.txt"), "My::Svc::Thing")
    attrs = thing[thing.index("Attributes\n"):thing.index("HOT Syntax")]
    assert '"address" *(String)*\n   Address of the thing.' in attrs
    assert '"show" *(Map)*' in attrs
    assert "Deprecated since 9.0.0 (Pike): Use address instead." in attrs


def test_hot_example_shows_properties_with_placeholders_of_their_shape(built):
    import yaml
    thing = _section(built.read("text", "index.txt"), "My::Svc::Thing")
    lines = thing[thing.index("   heat_template_version"):].splitlines()
    block = [line[3:] for line in lines[:next(i for i, line in enumerate(lines)
                                                if line and not line.startswith("   "))]]
    snippet = yaml.safe_load("\n".join(block))
    resource = snippet["resources"]["the_resource"]
    assert resource["type"] == "My::Svc::Thing"
    props = resource["properties"]
    assert props["size"] == "Integer" and props["name"] == "String"
    assert props["networks"] == [{"port": "String", "fixed_ip": "String",
                                  "options": {"level3": "String"}}]
    assert props["tags"] == ["String", "String", "..."]
    assert props["metadata"] == {"...": None}
    assert "mode" not in props  # deprecated: not what new templates should use
    assert "future_option" not in props  # not implemented


def test_stable_anchors_and_cross_references(built):
    page = built.read("html", "index.html")
    for anchor in ("resource-my-svc-thing", "resource-my-svc-thing-prop-networks-port",
                   "resource-my-svc-thing-prop-networks-options-level3",
                   "resource-my-svc-thing-attr-address", "resource-my-svc-thing-hot-syntax"):
        assert 'id="%s"' % anchor in page
    for target in ("resource-my-svc-thing", "resource-my-svc-old",
                   "resource-my-svc-thing-prop-networks-port", "resource-my-svc-thing-attr-address"):
        assert 'href="#%s"' % target in page


def test_deprecations_page_lists_deprecated_items_by_release(built):
    text = built.read("text", "deprecations.txt")
    assert text.index("9.0.0 (Pike)") < text.index("8.0.0 (Ocata)")
    pike = text[text.index("9.0.0 (Pike)"):text.index("8.0.0 (Ocata)")]
    assert 'Attribute "details" of My::Svc::Thing: Use address instead.' in pike
    ocata = text[text.index("8.0.0 (Ocata)"):]
    assert 'Resource type "My::Svc::Old": Use My::Svc::Thing instead.' in ocata
    assert 'Property "mode" of My::Svc::Thing: Use size instead.' in ocata
    page = built.read("html", "deprecations.html")
    assert 'href="index.html#resource-my-svc-thing-prop-mode"' in page


def test_hidden_items_appear_nowhere(built):
    outputs = {name: built.read("html", name) for name in
               ("index.html", "deprecations.html", "searchindex.js", "genindex.html")}
    outputs["objects.inv"] = _inventory(built.out("html") / "objects.inv")
    outputs["index.txt"] = built.read("text", "index.txt")
    outputs["deprecations.txt"] = built.read("text", "deprecations.txt")
    for name, text in outputs.items():
        for word in HIDDEN_WORDS:
            assert word not in text, (word, name)
    assert "My::Svc::Thing.networks.port" in outputs["objects.inv"]


def _inventory(path):
    import zlib
    data = path.read_bytes()
    header_end = data.index(b"zlib.\n") + len(b"zlib.\n")
    return zlib.decompress(data[header_end:]).decode()


def test_update_policy_is_documented(built):
    thing = _section(built.read("text", "index.txt"), "My::Svc::Thing")
    policy = thing[thing.index("Update Policy\n"):thing.index("HOT Syntax")]
    assert re.search(r'"rolling_update" \*\(Map, optional\)\*\s+How to replace members\.', policy)
    assert '"batch_size" *(Integer, optional)*' in policy and 'The value must be at least "1".' in policy
    assert 'id="resource-my-svc-thing-policy-rolling-update-batch-size"' in built.read("html", "index.html")
