"""Real-world check: docgen on Heat's own resource modules (``nox -s docgen_heat``).

With openstack-heat installed, ``.. resource-reference::`` with
``:modules: heat.engine.resources`` must document exactly the types Heat
registers minus the HIDDEN ones, with ``sphinx-build -W`` passing for the
html and text builders, and docgen's model must state what Heat's own doc
extension (doc/source/ext/resources.py of the openstack-heat sdist, fetched
once and only run) states of every type: the structural facts below, each
compared. Exit status 1 when any of it does not hold.
"""
import glob
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import zlib

from lint.corpus import HEAT_VERSION
from sdk.engine import vocabulary

EXT = "doc/source/ext/resources.py"

PAGE = """\
Heat resource types
===================

.. toctree::

   deprecations

.. resource-reference::
   :modules: heat.engine.resources
"""
DEPRECATIONS = """\
Deprecations by release
=======================

.. resource-deprecations::
"""


def heat_registered():
    """(all type names, non-HIDDEN type names) of Heat's global environment."""
    from heat.engine import environment, resources
    resources.initialise()
    env = resources.global_env()
    registered = {name for name, info in env.registry._registry.items()
                  if isinstance(info, environment.ClassResourceInfo)}
    return registered, set(env.get_types())


def write_project(src, pages):
    os.makedirs(src, exist_ok=True)
    for name, text in pages.items():
        with open(os.path.join(src, name), "w", encoding="utf-8") as f:
            f.write(text)


def documented_types(outdir):
    """Type names in the build's objects.inv."""
    with open(os.path.join(outdir, "objects.inv"), "rb") as f:
        data = f.read()
    body = zlib.decompress(data[data.index(b"zlib.\n") + 6:]).decode()
    return {line.split(" heat:resource ")[0] for line in body.splitlines()
            if " heat:resource " in line}


def heat_extension(cache_dir=None):
    """Directory holding Heat's doc extension as package ``ext``."""
    cache_dir = cache_dir or os.path.join(os.path.expanduser("~"), ".cache", "plugin-sdk",
                                          "heat-%s-sdist" % HEAT_VERSION)
    target = os.path.join(cache_dir, "ext", "resources.py")
    if not os.path.exists(target):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        pattern = os.path.join(cache_dir, "openstack_heat-%s.tar.gz" % HEAT_VERSION)
        if not glob.glob(pattern):
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary",
                            ":all:", "openstack-heat==%s" % HEAT_VERSION, "-d", cache_dir],
                           check=True, capture_output=True)
        with tarfile.open(glob.glob(pattern)[0]) as archive:
            member = next(m for m in archive.getmembers() if m.name.endswith(EXT))
            with archive.extractfile(member) as src, open(target, "wb") as dst:
                dst.write(src.read())
        open(os.path.join(cache_dir, "ext", "__init__.py"), "w").close()
    return cache_dir


# -- structural facts ----------------------------------------------------------
# A fact is ((type, part, path, what), value): part is "prop", "attr" or
# "update_policy"; a path joins keys with "." and names a list's item "*".
# What is stated: that it is listed, required (top level, and nested scalars,
# as Heat's reference says it), value type, update behaviour, default (JSON),
# the number of constraints, and "Not implemented" (then nothing else).

_UPDATE = {"Can be updated without replacement.": "allowed",
           "Updates cause replacement.": "replace"}


def _heat_property_facts(rtype, part, path, section, required, facts):
    from docutils import nodes
    definition = next(c for c in section.children if isinstance(c, nodes.definition))
    facts[(rtype, part, path, "listed")] = True
    if required is not None:
        facts[(rtype, part, path, "required")] = required
    constraints, typed = 0, False
    for child in definition.children:
        if isinstance(child, nodes.note) and child.astext() == "Not implemented." or (
                isinstance(child, nodes.line) and child.astext() == "Not implemented."):
            facts.pop((rtype, part, path, "required"), None)
            facts[(rtype, part, path, "implemented")] = False
            return
        if not isinstance(child, nodes.line):
            continue
        text = child.astext()
        if not typed:  # Required./Optional., the description, then the type
            if text in ("Required.", "Optional."):
                facts[(rtype, part, path, "required")] = text == "Required."
            elif text.endswith(" value expected."):
                facts[(rtype, part, path, "type")] = text[:-len(" value expected.")]
                typed = True
        elif text in _UPDATE:
            facts[(rtype, part, path, "update")] = _UPDATE[text]
        elif text.startswith("Updates are not supported."):
            facts[(rtype, part, path, "update")] = "fail"
        elif text.startswith("Defaults to ") and child.children[1:]:
            facts[(rtype, part, path, "default")] = json.loads(child.children[1].astext())
        elif text not in ("Map properties:", "List contents:"):
            constraints += 1  # one line each, str(constraint)
    facts[(rtype, part, path, "constraints")] = constraints
    for sub_list in (c for c in definition.children if isinstance(c, nodes.definition_list)):
        for sub in sub_list.children:
            key = sub["ids"][0][len(section["ids"][0]) + 1:]
            _heat_property_facts(rtype, part, path + "." + key, sub, None, facts)


def heat_facts(ext_dir):
    """The facts Heat's own doc extension states of each non-HIDDEN type."""
    from docutils import nodes
    from heat.engine import attributes, properties, support
    sys.path.insert(0, ext_dir)
    from ext import resources as ext
    ext._load_all_resources()
    facts = {}
    for rtype, classes in ext._filter_resources(None, "heat.engine.resources",
                                                support.SUPPORT_STATUSES):
        page = object.__new__(ext.ResourcePages)
        page.resource_type, page.resource_class = rtype, classes[0]
        page.props_schemata = properties.schemata(classes[0].properties_schema)
        page.attrs_schemata = attributes.schemata(classes[0].attributes_schema)
        page.attrs_schemata.update(classes[0].base_attributes_schema)
        page.update_policy_schemata = properties.schemata(classes[0].update_policy_schema)
        root = []
        page.contribute_properties(root)
        page.contribute_attributes(root)
        page.contribute_update_policy(root)
        for section in root:
            kind = section["ids"][0][len(rtype):]
            part = {"-props-req": "prop", "-props-opt": "prop", "-attrs": "attr",
                    "-updpolicy": "update_policy"}[kind]
            for item in next(section.findall(nodes.definition_list, include_self=False)).children:
                key = item["ids"][0][len(rtype) + len("-attr-" if part == "attr" else "-prop-"):]
                if part == "attr":
                    facts[(rtype, part, key, "listed")] = True
                    continue
                required = kind == "-props-req" if part == "prop" else None
                _heat_property_facts(rtype, part, key, item, required, facts)
    return facts


def _docgen_property_facts(rtype, part, path, prop, top_level, facts):
    facts[(rtype, part, path, "listed")] = True
    if not prop.implemented:
        facts[(rtype, part, path, "implemented")] = False
    else:
        _docgen_scalar_facts(rtype, part, path, prop, top_level, facts)
    for sub in prop.schema + ([prop.item] if prop.item is not None else []):
        _docgen_property_facts(rtype, part, path + "." + sub.name, sub, False, facts)


def _docgen_scalar_facts(rtype, part, path, prop, top_level, facts):
    if (top_level and part == "prop") or (not top_level and prop.type not in (vocabulary.LIST, vocabulary.MAP)):
        facts[(rtype, part, path, "required")] = prop.required
    facts[(rtype, part, path, "type")] = prop.type
    if prop.update is not None:
        facts[(rtype, part, path, "update")] = prop.update
    if prop.has_default:
        facts[(rtype, part, path, "default")] = json.loads(json.dumps(prop.default))
    facts[(rtype, part, path, "constraints")] = len(prop.constraints)


def docgen_facts(reference):
    """The same facts, as docgen's model states them."""
    facts = {}
    for rtype in reference.types:
        for prop in rtype.properties:
            _docgen_property_facts(rtype.name, "prop", prop.name, prop, True, facts)
        for prop in rtype.update_policy:
            _docgen_property_facts(rtype.name, "update_policy", prop.name, prop, True, facts)
        for attr in rtype.attributes:
            facts[(rtype.name, "attr", attr.name, "listed")] = True
    return facts


def compare(heat, ours):
    """(facts in agreement, all facts stated by either, the disagreements)."""
    keys = set(heat) | set(ours)
    missing = object()
    differ = sorted(((k, heat.get(k, missing), ours.get(k, missing)) for k in keys
                     if heat.get(k, missing) != ours.get(k, missing)), key=lambda d: d[0])
    return len(keys) - len(differ), len(keys), differ


def docgen_reference():
    from docgen import loading
    return loading.extract(modules=["heat.engine.resources"])


def main():
    from sphinx.cmd.build import build_main
    registered, visible = heat_registered()
    work = tempfile.mkdtemp(prefix="docgen-heat-")
    src = os.path.join(work, "src")
    write_project(src, {"conf.py": 'project = "heat"\nextensions = ["docgen"]\n',
                        "index.rst": PAGE, "deprecations.rst": DEPRECATIONS})
    failed = False
    for builder in ("html", "text"):
        out = os.path.join(work, builder)
        status = build_main(["-W", "--keep-going", "-q", "-b", builder, src, out])
        print("sphinx-build -W -b %s: %s" % (builder, "ok" if status == 0 else "FAILED"))
        failed = failed or status != 0
    documented = documented_types(os.path.join(work, "html"))
    print("Heat registers %d resource types, %d of them not HIDDEN; docgen documented %d"
          % (len(registered), len(visible), len(documented)))
    for label, names in (("missing", visible - documented), ("HIDDEN but documented", documented - visible)):
        if names:
            failed = True
            print("%s: %s" % (label, ", ".join(sorted(names))))
    agree, total, differ = compare(heat_facts(heat_extension()), docgen_facts(docgen_reference()))
    print("docgen agrees with Heat's own doc extension on %d of %d structural facts"
          % (agree, total))
    for key, heat, ours in differ[:20]:
        print("  %s %s %s %s: Heat %s, docgen %s" % (key + (_shown(heat), _shown(ours))))
    failed = failed or bool(differ)
    print("FAILED" if failed else "OK: exactly the non-HIDDEN types, every fact as Heat states it")
    return 1 if failed else 0


def _shown(value):
    """A fact's value, or "-" when that side does not state it."""
    return "-" if type(value) is object else repr(value)


if __name__ == "__main__":
    sys.exit(main())
