"""The import graph of plugin-sdk's own packages, read from the source:
every import, deferred ones inside functions included."""
import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def module_files(package="sdk"):
    """{dotted module name: path} for every module of the package."""
    modules = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _imported(node, current, is_package):
    """Dotted names an import statement refers to."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = current.split(".")
        base = base[:len(base) - node.level + (1 if is_package else 0)]
        parent = ".".join(base + ([node.module] if node.module else []))
    else:
        parent = node.module
    return [parent] + ["%s.%s" % (parent, alias.name) for alias in node.names]


def graph(package="sdk"):
    """{module: set of modules it imports}, within the package: the modules
    an import statement names (``from a import b`` names ``a`` and ``a.b``)."""
    modules = module_files(package)
    edges = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for dotted in _imported(node, name, is_package):
                    if dotted in modules and dotted != name:
                        targets.add(dotted)
        edges[name] = targets
    return edges


def cycles(edges):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found
