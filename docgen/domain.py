"""The ``heat`` Sphinx domain: what the reference defines and how to link to it.

Targets live in the build environment (not in module globals), are merged
after parallel reads, and feed the search index and the objects.inv
inventory. ``:resource:`My::Svc::Thing``` links to a type,
``:heat:prop:`My::Svc::Thing.networks.port``` to a property and
``:heat:attr:`My::Svc::Thing.first_address``` to an attribute.
"""
from sphinx.domains import Domain, ObjType
from sphinx.roles import XRefRole
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

logger = logging.getLogger(__name__)

ROLE_OBJECTS = {"resource": "resource", "prop": "property", "attr": "attribute"}


class ResourceRole(XRefRole):
    """``:resource:`` without a domain prefix: the same as ``:heat:resource:``."""

    def run(self):
        self.name = "heat:resource"
        return super().run()


class HeatDomain(Domain):
    name = "heat"
    label = "Heat resource types"
    object_types = {
        "resource": ObjType("resource type", "resource"),
        "property": ObjType("property", "prop"),
        "attribute": ObjType("attribute", "attr"),
    }
    roles = {role: XRefRole(warn_dangling=True) for role in ROLE_OBJECTS}
    dangling_warnings = {
        "resource": "unknown resource type: %(target)s",
        "prop": "unknown resource property: %(target)s",
        "attr": "unknown resource attribute: %(target)s",
    }
    initial_data = {
        "objects": {},       # (object type, name) -> (docname, anchor)
        "deprecations": {},  # docname -> [(Deprecation, anchor), ...]
        "deprecation_pages": {},  # docname -> True
        "confdir": None,  # plug-in directories are relative to it
    }
    data_version = 1

    @property
    def objects(self):
        return self.data["objects"]

    def note_confdir(self, confdir):
        self.data["confdir"] = str(confdir)

    def note_object(self, objtype, name, anchor, location=None):
        key = (objtype, name)
        if key in self.objects and self.objects[key][0] != self.env.docname:
            logger.warning("%s %s is documented twice, also in %s", objtype, name,
                           self.objects[key][0], location=location)
        self.objects[key] = (self.env.docname, anchor)

    def note_deprecations(self, entries):
        self.data["deprecations"].setdefault(self.env.docname, []).extend(entries)

    def note_deprecation_page(self):
        self.data["deprecation_pages"][self.env.docname] = True

    def all_deprecations(self):
        """[(docname, Deprecation, anchor)] of every document, in a stable order."""
        return [(docname, dep, anchor)
                for docname in sorted(self.data["deprecations"])
                for dep, anchor in self.data["deprecations"][docname]]

    def clear_doc(self, docname):
        for key in [k for k, (doc, _) in self.objects.items() if doc == docname]:
            del self.objects[key]
        self.data["deprecations"].pop(docname, None)
        self.data["deprecation_pages"].pop(docname, None)

    def merge_domaindata(self, docnames, otherdata):
        for key, (doc, anchor) in otherdata["objects"].items():
            if doc in docnames:
                self.objects[key] = (doc, anchor)
        for table in ("deprecations", "deprecation_pages"):
            for doc, value in otherdata[table].items():
                if doc in docnames:
                    self.data[table][doc] = value

    def _find(self, objtype, target):
        found = self.objects.get((objtype, target))
        if found is None:  # type names are case-insensitive for readers
            lowered = target.lower()
            found = next((v for (t, name), v in self.objects.items()
                          if t == objtype and name.lower() == lowered), None)
        return found

    def resolve_xref(self, env, fromdocname, builder, typ, target, node, contnode):
        found = self._find(ROLE_OBJECTS.get(typ, typ), target)
        if found is None:
            return None
        return make_refnode(builder, fromdocname, found[0], found[1], contnode, target)

    def resolve_any_xref(self, env, fromdocname, builder, target, node, contnode):
        results = []
        for role, objtype in ROLE_OBJECTS.items():
            found = self._find(objtype, target)
            if found is not None:
                results.append(("heat:" + role, make_refnode(
                    builder, fromdocname, found[0], found[1], contnode, target)))
        return results

    def get_objects(self):
        for (objtype, name), (docname, anchor) in sorted(self.objects.items()):
            yield name, name, objtype, docname, anchor, 1
