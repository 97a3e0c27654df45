"""``--fix``: every fixable rule mends its own findings (:meth:`lint.rules.Rule.fix`).

A finding is reported where its node starts, so each file with something
to fix is parsed once with libcst's positions and every node starting at a
finding's position is offered to that finding's rule, innermost first, until
the rule returns a replacement. Only the node a rule replaces changes;
formatting and comments elsewhere are untouched. libcst's PositionProvider
is slow, but only files with something to fix pay for it.
"""
import os
import tempfile

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider


class _Fixer(cst.CSTTransformer):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, wanted, config):
        super().__init__()
        self.wanted = wanted  # (line, column) -> rules whose finding there is not mended yet
        self.config = config
        self.fixed = 0

    def on_leave(self, original, updated):
        rng = self.get_metadata(PositionProvider, original, None)
        rules = rng and self.wanted.get((rng.start.line, rng.start.column + 1))
        for rule in list(rules or ()):
            new = rule.fix(updated, self.config)
            if new is not None:
                updated = new
                rules.remove(rule)
                self.fixed += 1
        return updated


def fix_source(source, findings, rules, config):
    """(new source, number of findings mended) for one file's findings."""
    wanted = {}
    for f in sorted(findings, key=lambda f: f.code):
        wanted.setdefault((f.line, f.col), []).append(rules[f.code]())
    fixer = _Fixer(wanted, config)
    return MetadataWrapper(cst.parse_module(source)).visit(fixer).code, fixer.fixed


def apply_fixes(findings, config):
    """Rewrite files in place; (findings mended, fixable findings left as they were)."""
    from lint.files import decode, encoding, read
    from lint.rules import all_rules
    rules = all_rules()
    by_path = {}
    for f in findings:
        if rules[f.code].fixable:
            by_path.setdefault(f.path, []).append(f)
    fixed = left = 0
    for path, found in by_path.items():
        data = read(path)
        source = decode(path, data)
        new, count = fix_source(source, found, rules, config)
        left += len(found) - count
        if count and new != source:
            _replace(path, new.encode(encoding(data)))
            fixed += count
    return fixed, left


def _replace(path, data):
    """Write the file's new content beside it and move it over, keeping its mode
    (through a symlink: the file it names is the one replaced)."""
    path = os.path.realpath(path)
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix='.plugin-sdk-fix-')
    try:
        with os.fdopen(fd, 'wb') as out:
            out.write(data)
        os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
