"""Turn one source file into a plain-data summary (the only libcst user).

Rules never see libcst nodes: they see the summary built here, which is
made of tuples, dicts and literals so it can be pickled (worker processes,
the content-hash cache). Only the statements that can define plug-in
metadata are visited (module and class bodies, assignments, the mapping
functions), never a full tree walk: that is what keeps the linter within
a small factor of libcst's own parse time.

libcst nodes carry no positions, and its PositionProvider costs twice the
parse. So the same source is also parsed with :mod:`ast` (a fraction of
the cost) and both trees are walked in step; every recorded call, dict
entry and class takes its line and column from the matching ast node.

The expression IR, one tuple per node:

``('lit', v)``, ``('name', id)``, ``('attr', base, name)``,
``('call', func, args, kwargs, pos)`` with args a tuple of IR or
``('star', IR)`` and kwargs a tuple of ``(name or None for **, IR)``,
``('dict', ((key IR or None for **, value IR, pos), ...), pos)``,
``('tuple', items)``, ``('list', items)``, ``('binop', op, left, right)``,
``('sub', base, index)``, ``('global', id)`` (a name looked up past the
class body), ``('index', IR, i)`` (one name of a tuple
unpacking), ``('merge', first, updates)`` (a binding later changed by
``.update()``), ``('unk',)``.
"""
import ast
import io
import re
import tokenize

import libcst as cst

from sdk.common.removed_apis import REMOVED_NAMES

UNK = ('unk',)
MAPPING_FUNCS = ('resource_mapping', 'available_resource_mapping')
_NOQA = re.compile(r'#.*?\bnoqa\b', re.IGNORECASE)


class _Positions:
    """Line/column lookup: from the matching ast node, else a fallback.

    The fallback (libcst's PositionProvider) only runs for the rare file
    that libcst parses and ast does not.
    """

    def __init__(self, source, module):
        self.lines = source.splitlines()
        self.meta = None
        self.module = module

    def of(self, cnode, anode):
        if anode is not None and hasattr(anode, 'lineno'):
            line, col = anode.lineno, anode.col_offset
            text = self.lines[line - 1] if line <= len(self.lines) else ''
            if not text.isascii():
                col = len(text.encode('utf-8')[:col].decode('utf-8', 'replace'))
            return (line, col + 1)
        if self.meta is None:
            from libcst.metadata import MetadataWrapper, PositionProvider
            wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
            self.meta = wrapper.resolve(PositionProvider)
        rng = self.meta.get(cnode)
        return (rng.start.line, rng.start.column + 1) if rng else (1, 1)


def _small_statements(block):
    """(libcst small-or-compound statement) list of a body, flattened like ast's."""
    for stmt in block:
        if isinstance(stmt, cst.SimpleStatementLine):
            yield from stmt.body
        else:
            yield stmt


def _body(node):
    body = node.body
    return body.body if hasattr(body, 'body') else body


def _dotted(node):
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        base = _dotted(node.value)
        return base + '.' + node.attr.value if base else None
    return None


class _Extractor:
    def __init__(self, source, module, amodule):
        self.pos = _Positions(source, module)
        self.amodule = amodule

    # -- expressions --------------------------------------------------
    def expr(self, c, a):
        if isinstance(c, cst.Name):
            if c.value in ('True', 'False', 'None'):
                return ('lit', {'True': True, 'False': False, 'None': None}[c.value])
            return ('name', c.value)
        if isinstance(c, (cst.SimpleString, cst.ConcatenatedString)):
            if isinstance(a, ast.Constant):  # already evaluated by ast
                return ('lit', a.value)
            try:
                value = c.evaluated_value
            except Exception:  # an escape libcst cannot evaluate
                return UNK
            return UNK if value is None else ('lit', value)
        if isinstance(c, (cst.Integer, cst.Float)):
            if isinstance(a, ast.Constant):
                return ('lit', a.value)
            return ('lit', c.evaluated_value)
        if isinstance(c, cst.Attribute):
            return ('attr', self.expr(c.value, _get(a, 'value')), c.attr.value)
        if isinstance(c, cst.Call):
            return self.call(c, a)
        if isinstance(c, cst.Dict):
            return self.dict(c, a)
        if isinstance(c, (cst.Tuple, cst.List)):
            elts = _get(a, 'elts') or ()
            items = []
            for i, el in enumerate(c.elements):
                sub = elts[i] if i < len(elts) else None
                if isinstance(el, cst.StarredElement):
                    items.append(('star', self.expr(el.value, _get(sub, 'value'))))
                else:
                    items.append(self.expr(el.value, sub))
            return ('tuple' if isinstance(c, cst.Tuple) else 'list', tuple(items))
        if isinstance(c, cst.UnaryOperation) and isinstance(c.operator, (cst.Minus, cst.Plus)):
            inner = self.expr(c.expression, _get(a, 'operand'))
            if inner[0] == 'lit' and type(inner[1]) in (int, float):
                return ('lit', -inner[1] if isinstance(c.operator, cst.Minus) else inner[1])
            return UNK
        if isinstance(c, cst.BinaryOperation):
            return ('binop', type(c.operator).__name__,
                    self.expr(c.left, _get(a, 'left')), self.expr(c.right, _get(a, 'right')))
        if isinstance(c, cst.Subscript) and len(c.slice) == 1 and isinstance(c.slice[0].slice, cst.Index):
            return ('sub', self.expr(c.value, _get(a, 'value')),
                    self.expr(c.slice[0].slice.value, _get(a, 'slice')))
        return UNK

    def call(self, c, a):
        aargs = _get(a, 'args') or ()
        akws = _get(a, 'keywords') or ()
        args, kwargs = [], []
        npos = nkw = 0
        for arg in c.args:
            if arg.keyword is not None or arg.star == '**':
                akw = akws[nkw] if nkw < len(akws) else None
                nkw += 1
                name = arg.keyword.value if arg.keyword is not None else None
                kwargs.append((name, self.expr(arg.value, _get(akw, 'value'))))
            else:
                apos = aargs[npos] if npos < len(aargs) else None
                npos += 1
                if arg.star == '*':
                    args.append(('star', self.expr(arg.value, _get(apos, 'value'))))
                else:
                    args.append(self.expr(arg.value, apos))
        return ('call', self.expr(c.func, _get(a, 'func')), tuple(args), tuple(kwargs),
                self.pos.of(c, a))

    def dict(self, c, a):
        akeys = _get(a, 'keys') or ()
        avals = _get(a, 'values') or ()
        entries = []
        for i, el in enumerate(c.elements):
            akey = akeys[i] if i < len(akeys) else None
            aval = avals[i] if i < len(avals) else None
            if isinstance(el, cst.StarredDictElement):
                entries.append((None, self.expr(el.value, aval), self.pos.of(el.value, aval)))
            else:
                entries.append((self.expr(el.key, akey), self.expr(el.value, aval),
                                self.pos.of(el.key, akey)))
        return ('dict', tuple(entries), self.pos.of(c, a))

    # -- statements ---------------------------------------------------
    def block(self, cbody, abody, scope, in_class):
        """Record the bindings of one module or class body into ``scope``."""
        abody = abody or []
        for i, stmt in enumerate(_small_statements(cbody)):
            astmt = abody[i] if i < len(abody) else None
            if isinstance(stmt, cst.Assign):
                value = self.expr(stmt.value, _get(astmt, 'value'))
                atargets = _get(astmt, 'targets') or ()
                for j, target in enumerate(stmt.targets):
                    self.bind(target.target, value, scope['bindings'],
                              atargets[j] if j < len(atargets) else None)
            elif isinstance(stmt, cst.AnnAssign) and stmt.value is not None:
                self.bind(stmt.target, self.expr(stmt.value, _get(astmt, 'value')),
                          scope['bindings'], None)
            elif isinstance(stmt, cst.Expr) and isinstance(stmt.value, cst.Call):
                self.update_call(stmt.value, _get(astmt, 'value'), scope['bindings'])
            elif isinstance(stmt, (cst.Import, cst.ImportFrom)):
                self.imports(stmt, scope)
            elif isinstance(stmt, cst.ClassDef) and not in_class:
                scope['bindings'][stmt.name.value] = ('classdef', stmt.name.value)
                scope['classes'][stmt.name.value] = self.classdef(stmt, astmt)
            elif isinstance(stmt, cst.FunctionDef):
                name = stmt.name.value
                scope['bindings'][name] = UNK
                if not in_class and name in MAPPING_FUNCS:
                    scope['mappings'][name] = self.mapping(stmt, astmt)
            elif isinstance(stmt, (cst.Del, cst.AugAssign, cst.ClassDef)):
                for name in _bound_names(stmt):
                    scope['bindings'][name] = UNK
            elif not isinstance(stmt, (cst.Expr, cst.Pass, cst.Return, cst.Raise,
                                       cst.Assert, cst.Global, cst.Nonlocal)):
                # if/try/for/with...: whatever they bind is conditional.
                for name in _bound_names(stmt):
                    scope['bindings'][name] = UNK
                    scope.get('imports', {}).pop(name, None)

    def bind(self, target, value, bindings, atarget):
        if isinstance(target, cst.Name):
            bindings[target.value] = value
        elif isinstance(target, (cst.Tuple, cst.List)):
            aelts = _get(atarget, 'elts') or ()
            starred = any(isinstance(e, cst.StarredElement) for e in target.elements)
            for i, el in enumerate(target.elements):
                if starred:
                    for name in _names_in(el.value):
                        bindings[name] = UNK
                    continue
                if value[0] in ('tuple', 'list') and len(value[1]) == len(target.elements):
                    sub = value[1][i]
                elif value[0] in ('tuple', 'list'):
                    sub = UNK
                else:
                    sub = ('index', value, i)
                self.bind(el.value, sub, bindings, aelts[i] if i < len(aelts) else None)

    def update_call(self, call, acall, bindings):
        """``X.update(...)``: fold the new entries into X's binding."""
        func = call.func
        if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                and func.attr.value == 'update'):
            return
        name = func.value.value
        expr = self.call(call, acall)
        update = ('call', ('name', 'dict'), expr[2], expr[3], expr[4])
        # A name the body has not bound yet is the enclosing (module) one.
        current = bindings.get(name, ('global', name))
        if current[0] == 'merge':
            bindings[name] = ('merge', current[1], current[2] + (update,))
        else:
            bindings[name] = ('merge', current, (update,))

    def imports(self, stmt, scope):
        imports = scope.setdefault('imports', {})
        if isinstance(stmt, cst.Import):
            for alias in stmt.names:
                dotted = _dotted(alias.name)
                if dotted is None:
                    continue
                if alias.asname is not None:
                    imports[alias.asname.name.value] = ('mod', dotted)
                else:
                    head = dotted.split('.')[0]
                    imports[head] = ('mod', head)
                scope['bindings'].pop(alias.asname.name.value if alias.asname else
                                      dotted.split('.')[0], None)
            return
        if isinstance(stmt.names, cst.ImportStar):
            return
        module = _dotted(stmt.module) if stmt.module is not None else None
        level = len(stmt.relative)
        for alias in stmt.names:
            name = alias.name.value if isinstance(alias.name, cst.Name) else None
            if name is None:
                continue
            local = alias.asname.name.value if alias.asname is not None else name
            imports[local] = ('from', module, name, level)
            scope['bindings'].pop(local, None)

    def classdef(self, node, anode):
        abody = _get(anode, 'body')
        abases = _get(anode, 'bases') or ()
        bases = []
        for i, arg in enumerate(a for a in node.bases if a.keyword is None and not a.star):
            bases.append(self.expr(arg.value, abases[i] if i < len(abases) else None))
        info = {'name': node.name.value, 'pos': self.pos.of(node, anode), 'bases': tuple(bases),
                'bindings': {}, 'doc': None, 'translation': []}
        stmts = list(_small_statements(_body(node)))
        if stmts and isinstance(stmts[0], cst.Expr) and isinstance(
                stmts[0].value, (cst.SimpleString, cst.ConcatenatedString)):
            string = stmts[0].value
            try:
                value = string.evaluated_value
            except Exception:
                value = None
            raw = string.value if isinstance(string, cst.SimpleString) else None
            astring = abody[0].value if abody else None
            info['doc'] = (value, raw, self.pos.of(string, astring))
        self.block(_body(node), abody, info, in_class=True)
        if anode is None:
            info['translation'] = (UNK,)
        else:
            for astmt in abody:
                if isinstance(astmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    self.translation_paths(astmt, info['translation'])
        info['translation'] = tuple(info['translation'])
        return info

    def translation_paths(self, afunc, out):
        """The property paths named by TranslationRule(...) calls in a method.

        Read from the ast (a libcst visitor over every method body would cost
        more than parsing); only names, attributes and strings are kept.
        """
        names = ('properties', 'rule', 'translation_path', 'value', 'value_name', 'value_path')
        text = self.pos.lines[afunc.lineno - 1:afunc.end_lineno]
        if not any('TranslationRule' in line for line in text):
            return
        for node in ast.walk(afunc):
            if not (isinstance(node, ast.Call) and _ast_dotted(node.func).endswith('TranslationRule')):
                continue
            bound = dict(zip(names, node.args))
            if any(isinstance(a, ast.Starred) for a in node.args) or any(
                    k.arg is None for k in node.keywords):
                out.append(UNK)
                continue
            bound.update((k.arg, k.value) for k in node.keywords)
            for key in ('translation_path', 'value_name', 'value_path'):
                if key in bound:
                    out.append(_ast_ir(bound[key]))

    def mapping(self, func, afunc):
        """Entries of the dicts a mapping function returns; calls it delegates to."""
        entries, delegates, complete = [], [], True
        returns = list(_returns(func))
        for ret in returns:
            value = ret.value
            if isinstance(value, cst.Dict):
                for el in value.elements:
                    if isinstance(el, cst.DictElement):
                        entries.append((self.expr(el.key, None), self.expr(el.value, None)))
                    else:
                        complete = False
            elif isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and not value.args:
                delegates.append(value.func.value)
            elif value is not None and not (isinstance(value, cst.Name) and value.value == 'None'):
                complete = False
        return {'pos': self.pos.of(func, afunc), 'entries': tuple(entries),
                'delegates': tuple(delegates), 'complete': complete}


def _ast_dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return _ast_dotted(node.value) + '.' + node.attr
    return ''


def _ast_ir(node):
    """IR of the simple expressions translation paths are made of."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return ('lit', node.value)
    if isinstance(node, ast.Name):
        return ('name', node.id)
    if isinstance(node, ast.Attribute):
        return ('attr', _ast_ir(node.value), node.attr)
    if isinstance(node, (ast.List, ast.Tuple)):
        return ('list', tuple(_ast_ir(e) for e in node.elts))
    return UNK


def _get(node, field):
    return getattr(node, field, None) if node is not None else None


def _names_in(node):
    if isinstance(node, cst.Name):
        yield node.value
    elif isinstance(node, (cst.Tuple, cst.List)):
        for el in node.elements:
            yield from _names_in(el.value)


class _Binder(cst.CSTVisitor):
    """Names bound anywhere inside one compound statement (not in nested defs)."""

    def __init__(self):
        self.names = set()

    def visit_Name(self, node):
        return False

    def visit_AssignTarget(self, node):
        self.names.update(_names_in(node.target))

    def visit_AnnAssign(self, node):
        self.names.update(_names_in(node.target))

    def visit_AugAssign(self, node):
        self.names.update(_names_in(node.target))

    def visit_For(self, node):
        self.names.update(_names_in(node.target))

    def visit_AsName(self, node):
        self.names.update(_names_in(node.name))

    def visit_ImportAlias(self, node):
        if node.asname is None:
            dotted = _dotted(node.name)
            if dotted:
                self.names.add(dotted.split('.')[0])

    def visit_FunctionDef(self, node):
        self.names.add(node.name.value)
        return False

    def visit_ClassDef(self, node):
        self.names.add(node.name.value)
        return False

    def visit_Del(self, node):
        self.names.update(_names_in(node.target))


def _bound_names(stmt):
    binder = _Binder()
    stmt.visit(binder)
    return binder.names


class _Collector(cst.CSTVisitor):
    def __init__(self, kind):
        self.kind = kind
        self.found = []

    def on_visit(self, node):
        if isinstance(node, self.kind):
            self.found.append(node)
        return True


def _returns(func):
    collector = _Collector(cst.Return)
    func.body.visit(collector)
    return collector.found


def noqa_comments(source):
    """``(line, col, text)`` of every comment that mentions noqa.

    Tokenizing is slow, so it only runs on files where the word appears.
    """
    if 'noqa' not in source.lower():
        return ()
    found = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT and _NOQA.search(tok.string):
                found.append((tok.start[0], tok.start[1] + 1, tok.string))
    except (tokenize.TokenError, SyntaxError):
        return ()
    return tuple(found)


def _syntax_error(source, exc):
    """(line, col, message) of a parse error, from Python's own parser when it
    agrees the file is broken (its positions and messages are the familiar ones)."""
    try:
        ast.parse(source)
    except SyntaxError as err:
        if err.lineno:
            return (err.lineno, max(err.offset or 1, 1), err.msg)
    except (ValueError, RecursionError):
        pass
    message = exc.message.splitlines()[0] if exc.message else 'invalid syntax'
    return (exc.raw_line, exc.raw_column + 1, message)


_LINE = re.compile(r'[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$')


def skeleton(source, amodule):
    """The source with the bodies of methods and helper functions blanked out
    (a ``pass`` on their first line, empty lines after), so libcst parses only
    what the summary reads. Line numbers and the columns of what is kept are
    unchanged, so the ast of the whole source still gives the positions."""
    lines = _LINE.findall(source)
    spans = []
    for stmt in amodule.body:
        body = stmt.body if isinstance(stmt, ast.ClassDef) else [stmt]
        for node in body:
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or (
                    node in amodule.body and node.name in MAPPING_FUNCS):
                continue
            first = node.body[0]
            if first.lineno > node.lineno and not lines[first.lineno - 1][:first.col_offset].strip():
                spans.append((first.lineno, node.end_lineno, lines[first.lineno - 1][:first.col_offset]))
    if not spans:
        return source
    for start, end, indent in spans:
        for number in range(start, end + 1):
            line = lines[number - 1]
            ending = line[len(line.rstrip('\r\n')):]
            lines[number - 1] = (indent + 'pass' if number == start else '') + ending
    return ''.join(lines)


def summarize(source):
    """The summary of one module's source text (see the module docstring)."""
    try:
        amodule = ast.parse(source)
    except SyntaxError as err:
        if err.lineno:
            # libcst also reads Python 2 (``except E, e:``, ``print x``), which
            # Heat's Python 3 cannot import: the file is broken all the same
            return {'error': (err.lineno, max(err.offset or 1, 1), err.msg)}
        amodule = None
    except (ValueError, RecursionError):
        amodule = None
    module = None
    if amodule is not None:
        try:
            module = cst.parse_module(skeleton(source, amodule))
        except (cst.ParserSyntaxError, RecursionError):
            module = None  # then libcst reads it all, and says why
    if module is None:
        try:
            module = cst.parse_module(source)
        except cst.ParserSyntaxError as exc:
            return {'error': _syntax_error(source, exc)}
        except RecursionError:
            return {'error': (1, 1, 'too deeply nested to parse')}
    extractor = _Extractor(source, module, amodule)
    scope = {'bindings': {}, 'classes': {}, 'imports': {}, 'mappings': {}}
    extractor.block(module.body, _get(amodule, 'body'), scope, in_class=False)
    scope['error'] = None
    scope['noqa'] = noqa_comments(source)
    scope['heat_uses'] = heat_uses(amodule, source) if amodule is not None else ()
    scope['absolute_imports'] = absolute_imports(amodule) if amodule is not None else ()
    return scope


def _guarded(handlers):
    """A try whose handlers catch ImportError (or anything): its imports have a fallback."""
    for handler in handlers:
        names = {_ast_dotted(t) for t in (handler.type.elts if isinstance(handler.type, ast.Tuple)
                                          else [handler.type])} if handler.type else {''}
        if names & {'', 'ImportError', 'ModuleNotFoundError', 'Exception', 'BaseException'}:
            return True
    return False


def heat_uses(amodule, source):
    """Where the module imports from Heat, anywhere but a guarded try:
    ``('import', module, name or None, line, col)``; and, when the source
    mentions a name Heat removed, ``('attr', local name, attribute, line, col)``
    for each such attribute read (``resource.ResourceInError``)."""
    if 'heat' not in source:
        return ()
    found = []
    for stmt in _unguarded_imports(amodule):
        if isinstance(stmt, ast.ImportFrom) and stmt.level == 0 and (
                stmt.module or '').split('.')[0] == 'heat':
            for alias in stmt.names:
                found.append(('import', stmt.module, alias.name, stmt.lineno,
                              stmt.col_offset + 1))
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.name.split('.')[0] == 'heat':
                    found.append(('import', alias.name, None, stmt.lineno,
                                  stmt.col_offset + 1))
    if any(name in source for name in REMOVED_NAMES):
        for node in ast.walk(amodule):
            if isinstance(node, ast.Attribute) and node.attr in REMOVED_NAMES and isinstance(
                    node.value, ast.Name):
                found.append(('attr', node.value.id, node.attr, node.lineno,
                              node.col_offset + 1))
    return tuple(sorted(found, key=lambda u: (u[3], u[4])))


def _unguarded_imports(amodule):
    """The import statements anywhere in the module but a try that catches
    ImportError (those have a fallback)."""
    stack = [(amodule.body, False)]
    while stack:
        body, guarded = stack.pop()
        for stmt in body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                if not guarded:
                    yield stmt
            elif isinstance(stmt, ast.Try):
                stack.append((stmt.body, guarded or _guarded(stmt.handlers)))
                for part in [h.body for h in stmt.handlers] + [stmt.orelse, stmt.finalbody]:
                    stack.append((part, guarded))
            else:
                for field in ('body', 'orelse', 'finalbody'):
                    part = getattr(stmt, field, None)
                    if isinstance(part, list):
                        stack.append((part, guarded))


def absolute_imports(amodule):
    """``(top-level name, line, col, the relative import to write)`` of each
    unguarded absolute import, for PS004 (a sibling module imported as
    Python 2 did, implicitly relative). The suggestion binds the same names."""
    found = []
    for stmt in _unguarded_imports(amodule):
        if isinstance(stmt, ast.ImportFrom):
            if stmt.level == 0 and stmt.module:
                found.append((stmt.module.split('.')[0], stmt.lineno, stmt.col_offset + 1,
                              'from .%s import %s' % (stmt.module, _aliases(stmt.names))))
        else:
            found += [(alias.name.split('.')[0], stmt.lineno, stmt.col_offset + 1,
                       'from . import %s' % (_aliases([alias]) if '.' not in alias.name
                                             else alias.name.split('.')[0]))
                      for alias in stmt.names]
    return tuple(sorted(found, key=lambda u: (u[1], u[2])))


def _aliases(names):
    return ', '.join(a.name + (' as ' + a.asname if a.asname else '') for a in names)
