"""``# noqa: PS...`` suppressions: which findings they silence, which are wrong.

Only comments that name PS codes are plugin-sdk's; a bare ``# noqa`` and
other tools' codes (``# noqa: E501``) belong to flake8 and are ignored.
"""
import re

_AFTER = re.compile(r'noqa\b(?P<rest>.*)', re.IGNORECASE)
_CODE = re.compile(r'\APS[0-9]{3}\Z')
_PS_TOKEN = re.compile(r'\bPS\w*', re.IGNORECASE)
_TOKEN = re.compile(r'[A-Za-z]+[0-9]+\b')


def parse(comment, known):
    """(codes, problem) of one comment; problem is a message or None."""
    match = _AFTER.search(comment)
    if match is None:
        return set(), None
    rest = match.group('rest').split('#')[0]
    colon = rest.lstrip().startswith(':')
    if not colon:
        if _PS_TOKEN.search(rest):
            return set(), 'malformed suppression (write "# noqa: PS301")'
        return set(), None
    listed = rest.lstrip()[1:]
    tokens = [t for t in re.split(r'[\s,]+', listed.strip()) if t]
    codes_part = []
    for token in tokens:
        if not (_TOKEN.match(token) or token.upper().startswith('PS')):
            break  # the explanation after the codes
        codes_part.append(token)
    if not codes_part:
        return set(), 'malformed suppression: no codes after "noqa:"'
    codes = set()
    for token in codes_part:
        if not token.upper().startswith('PS'):
            continue
        if not _CODE.match(token):
            return codes, 'malformed suppression code %r' % token
        if token not in known:
            return codes, 'unknown code %s in suppression' % token
        codes.add(token)
    return codes, None


def apply(findings_by_module, noqa_by_module, enabled, known):
    """Drop suppressed findings; return (kept, problems) with problems as
    ``(module, pos, message)`` for PS002."""
    kept, problems = [], []
    for module in sorted(set(findings_by_module) | set(noqa_by_module)):
        findings = findings_by_module.get(module, ())
        comments = noqa_by_module.get(module, ())
        by_line = {}
        for line, col, text in comments:
            codes, problem = parse(text, known)
            if problem:
                problems.append((module, (line, col), problem))
            by_line[line] = (col, codes, set())
        for finding in findings:
            entry = by_line.get(finding[0][0])
            if entry is not None and finding[1] in entry[1]:
                entry[2].add(finding[1])
            else:
                kept.append((module,) + tuple(finding))
        for line, (col, codes, used) in sorted(by_line.items()):
            unused = sorted(c for c in codes - used if c in enabled(module))
            if unused:
                problems.append((module, (line, col), 'unused suppression of %s' % ', '.join(unused)))
    return kept, problems
