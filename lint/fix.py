"""``--fix``: mend PS202, PS204 and PS302 through libcst, keeping the rest of the file.

Findings are matched to nodes by position (libcst's PositionProvider is
slow, but only files with something to fix pay for it). Only the string or
call that is fixed changes; formatting and comments elsewhere are untouched.
"""
import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

FIXABLE = ('PS202', 'PS204', 'PS302')


def fix_summary(body):
    """The docstring text with its summary line made a sentence."""
    lines = body.split('\n')
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            continue
        lead = line[:len(line) - len(line.lstrip())]
        if stripped[0].islower():
            stripped = stripped[0].upper() + stripped[1:]
        if not stripped.endswith('.'):
            stripped += '.'
        trail = line[len(line.rstrip()):]
        lines[i] = lead + stripped + trail
        break
    return '\n'.join(lines)


def _split(raw):
    prefix = raw[:len(raw) - len(raw.lstrip('rRuUbBfF'))]
    rest = raw[len(prefix):]
    quote = rest[:3] if rest[:3] in ('"""', "'''") else rest[0]
    return prefix, quote, rest[len(quote):len(rest) - len(quote)]


def requote(raw, summary):
    """The string literal in triple double quotes (and a fixed summary), or None."""
    prefix, quote, body = _split(raw)
    if summary:
        body = fix_summary(body)
    if quote == '"""':
        return prefix + quote + body + quote
    if '"""' in body or body.endswith('"'):
        return None
    if len(quote) == 1 and 'r' not in prefix.lower():
        # A one-quote string may escape its own quote; inside """ it needs none.
        body = body.replace('\\' + quote, quote)
    return prefix + '"""' + body + '"""'


class _Fixer(cst.CSTTransformer):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, wanted, version):
        super().__init__()
        self.wanted = wanted  # (line, col) -> set of codes
        self.version = version
        self.fixed = 0
        self._class_codes = []

    def _codes_at(self, node):
        pos = self.get_metadata(PositionProvider, node).start
        return self.wanted.get((pos.line, pos.column + 1), set())

    def visit_ClassDef(self, node):
        codes = self.wanted.get(('class', self.get_metadata(PositionProvider, node.name).start.line),
                                set())
        self._class_codes.append(codes & {'PS202', 'PS204'})

    def leave_ClassDef(self, original, updated):
        codes = self._class_codes.pop()
        if not codes:
            return updated
        body = updated.body
        if not isinstance(body, cst.IndentedBlock) or not body.body:
            return updated
        first = body.body[0]
        if not (isinstance(first, cst.SimpleStatementLine) and isinstance(first.body[0], cst.Expr)
                and isinstance(first.body[0].value, cst.SimpleString)):
            return updated
        string = first.body[0].value
        if 'PS204' in codes:
            new = requote(string.value, 'PS202' in codes)
        else:
            prefix, quote, text = _split(string.value)
            new = prefix + quote + fix_summary(text) + quote
        if new is None or new == string.value:
            return updated
        self.fixed += len(codes)
        expr = first.body[0].with_changes(value=string.with_changes(value=new))
        line = first.with_changes(body=[expr] + list(first.body[1:]))
        return updated.with_changes(body=body.with_changes(body=[line] + list(body.body[1:])))

    def leave_Call(self, original, updated):
        if 'PS302' not in self._codes_at(original) or not self.version:
            return updated
        if any(arg.keyword is not None and arg.keyword.value == 'version' for arg in updated.args):
            return updated
        new_arg = cst.Arg(keyword=cst.Name('version'), value=cst.SimpleString("'%s'" % self.version),
                          equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(''),
                                                whitespace_after=cst.SimpleWhitespace('')))
        args = list(updated.args)
        if not args:
            args = [new_arg]
        elif isinstance(args[-1].comma, cst.Comma):
            # Trailing comma: the new argument takes over the closing layout, the
            # old last one the separator its predecessor uses (often a new line).
            between = args[-2].comma if len(args) > 1 and isinstance(args[-2].comma, cst.Comma) \
                else cst.Comma(whitespace_after=cst.SimpleWhitespace(' '))
            args.append(new_arg.with_changes(comma=args[-1].comma))
            args[-2] = args[-2].with_changes(comma=between)
        else:
            args[-1] = args[-1].with_changes(comma=cst.Comma(
                whitespace_after=cst.SimpleWhitespace(' ')))
            args.append(new_arg)
        self.fixed += 1
        return updated.with_changes(args=args)


def fix_source(source, findings, version):
    """(new source, number of fixes) for one file's findings."""
    wanted = {}
    for f in findings:
        if f.code == 'PS302':
            wanted.setdefault((f.line, f.col), set()).add(f.code)
        else:
            wanted.setdefault(('class', f.line), set()).add(f.code)
    module = cst.parse_module(source)
    fixer = _Fixer(wanted, version)
    new = MetadataWrapper(module).visit(fixer)
    return new.code, fixer.fixed


def apply_fixes(findings, config):
    """Rewrite files in place; returns how many findings were fixed."""
    from lint.files import decode, read
    by_path = {}
    for f in findings:
        if f.code in FIXABLE and (f.code != 'PS302' or config.current_release):
            by_path.setdefault(f.path, []).append(f)
    total = 0
    for path, found in by_path.items():
        source = decode(path, read(path))
        new, count = fix_source(source, found, config.current_release)
        if count and new != source:
            with open(path, 'w', encoding='utf-8', newline='') as out:
                out.write(new)
            total += count
    return total
