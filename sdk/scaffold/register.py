"""Registering a new resource type in a user's project: an entry in the dict
``resource_mapping()`` returns (edited with libcst, so the rest of the
module keeps its formatting and comments) and a docs entry."""
import pathlib
import re

from sdk.scaffold.validation import InvalidInput

_DIRECTIVE = re.compile(r"^\.\. resource-reference::[ \t]*(\S*)[ \t]*$", re.M)


def _mapping_module(package_dir):
    """The top-level module of the package that defines resource_mapping()."""
    found = sorted(p for p in pathlib.Path(package_dir).glob("*.py")
                   if re.search(r"^def resource_mapping\(", p.read_text(encoding="utf-8", errors="replace"), re.M))
    if not found:
        raise InvalidInput("%s: no module defines resource_mapping()" % package_dir)
    preferred = [p for p in found if p.name == "plugin.py"]
    return (preferred or found)[0]


def add_to_mapping(package_dir, type_name, module, class_name):
    """(path, new source) of the mapping module with the type registered."""
    import libcst as cst

    path = _mapping_module(package_dir)
    try:
        tree = cst.parse_module(path.read_text(encoding="utf-8"))
    except cst.ParserSyntaxError as exc:
        raise InvalidInput("%s:%s: cannot parse: %s" % (path, exc.raw_line, exc.message)) from None
    adder = _entry_adder(cst)(path, type_name, class_name)
    tree = tree.visit(adder)
    if not adder.added:
        raise InvalidInput("%s: resource_mapping() does not return a dict literal; register %s: %s there"
                           % (path, type_name, class_name))
    body = list(tree.body)
    imports = [i for i, stmt in enumerate(body)
               if isinstance(stmt, cst.SimpleStatementLine)
               and isinstance(stmt.body[0], (cst.Import, cst.ImportFrom))]
    at = imports[-1] + 1 if imports else _after_docstring(cst, body)
    body.insert(at, cst.parse_statement("from .%s import %s\n" % (module, class_name)))
    return path, tree.with_changes(body=body).code


def _entry_adder(cst):
    """A transformer adding the entry to the dict a module-level resource_mapping() returns."""

    class EntryAdder(cst.CSTTransformer):
        def __init__(self, path, type_name, class_name):
            super().__init__()
            self.path, self.type_name, self.class_name = path, type_name, class_name
            self.scopes = []
            self.added = False

        def visit_FunctionDef(self, node):
            self.scopes.append(node.name.value)

        def leave_FunctionDef(self, original, updated):
            self.scopes.pop()
            return updated

        def visit_ClassDef(self, node):
            self.scopes.append(None)

        def leave_ClassDef(self, original, updated):
            self.scopes.pop()
            return updated

        def leave_Return(self, original, updated):
            if self.scopes != ["resource_mapping"] or not isinstance(updated.value, cst.Dict):
                return updated
            keys = [e.key.evaluated_value for e in updated.value.elements
                    if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)]
            if self.type_name in keys:
                raise InvalidInput("%s: %s is already in resource_mapping()" % (self.path, self.type_name))
            self.added = True
            return updated.with_changes(value=self._appended(updated.value))

        def _appended(self, mapping):
            elements = list(mapping.elements)
            entry = cst.DictElement(cst.SimpleString('"%s"' % self.type_name), cst.Name(self.class_name))
            if not elements:
                return mapping.with_changes(elements=[entry])
            last = elements[-1]
            # The separator puts the new entry where the first one sits.
            spacing = mapping.lbrace.whitespace_after
            if not isinstance(spacing, cst.ParenthesizedWhitespace):
                spacing = cst.SimpleWhitespace(" ")
            elements[-1] = last.with_changes(comma=cst.Comma(whitespace_after=spacing))
            elements.append(entry.with_changes(comma=last.comma))
            return mapping.with_changes(elements=elements)

    return EntryAdder


def _after_docstring(cst, body):
    first = body[0] if body else None
    is_doc = (isinstance(first, cst.SimpleStatementLine) and isinstance(first.body[0], cst.Expr)
              and isinstance(first.body[0].value, cst.SimpleString))
    return 1 if is_doc else 0


def add_to_docs(index, type_name):
    """New text of the docs index with the type covered by a resource-reference
    directive, or None when an existing one already covers it."""
    text = index.read_text(encoding="utf-8")
    prefixes = _DIRECTIVE.findall(text)
    if any(p == "" or p == type_name or (p.endswith("::") and type_name.startswith(p))
           for p in prefixes):
        return None
    namespace = type_name.split("::")[0] + "::"
    argument = type_name if any(p.startswith(namespace) for p in prefixes) else namespace
    return text.rstrip("\n") + "\n\n.. resource-reference:: %s\n" % argument
