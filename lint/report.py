"""Output formats: text, json, SARIF 2.1.0 and GitHub workflow annotations,
for every tool whose findings have path, line, col, code, severity and
message (``plugin-sdk lint``, ``plugin-sdk template validate``)."""
import json
import os
from collections import Counter

FORMATS = ('text', 'json', 'sarif', 'github')


def default_format():
    """github under GitHub Actions, else text."""
    return 'github' if os.environ.get('GITHUB_ACTIONS') else 'text'


def render(findings, fmt, rules, tool):
    """The findings in format ``fmt``; ``rules`` (code -> rule) and ``tool``
    name the SARIF driver."""
    if fmt == 'json':
        return as_json(findings)
    if fmt == 'sarif':
        from sdk import __version__
        return sarif(findings, rules, __version__, tool)
    if fmt == 'github':
        return github(findings)
    return text(findings)


def text(findings):
    return ''.join('%s:%d:%d: %s %s\n' % (f.path, f.line, f.col, f.code, f.message)
                   for f in findings)


def as_json(findings):
    return json.dumps([{'path': f.path, 'line': f.line, 'column': f.col, 'code': f.code,
                        'severity': f.severity, 'message': f.message} for f in findings],
                      indent=2) + '\n'


def sarif(findings, rules, version, tool='plugin-sdk-lint'):
    used = sorted({f.code for f in findings})
    index = {code: i for i, code in enumerate(used)}
    driver = {
        'name': tool,
        'version': version,
        'informationUri': 'https://docs.openstack.org/heat/latest/developing_guides/pluginguide.html',
        'rules': [{'id': code, 'name': rules[code].name,
                   'shortDescription': {'text': rules[code].message},
                   'fullDescription': {'text': rules[code].explanation()},
                   'defaultConfiguration': {'level': rules[code].severity}} for code in used],
    }
    results = [{
        'ruleId': f.code,
        'ruleIndex': index[f.code],
        'level': f.severity,
        'message': {'text': f.message},
        'locations': [{'physicalLocation': {
            'artifactLocation': {'uri': f.path.replace('\\', '/')},
            'region': {'startLine': f.line, 'startColumn': f.col}}}],
    } for f in findings]
    log = {'$schema': 'https://json.schemastore.org/sarif-2.1.0.json', 'version': '2.1.0',
           'runs': [{'tool': {'driver': driver}, 'results': results}]}
    return json.dumps(log, indent=2) + '\n'


def _escape(value, prop=False):
    value = value.replace('%', '%25').replace('\r', '%0D').replace('\n', '%0A')
    if prop:
        value = value.replace(':', '%3A').replace(',', '%2C')
    return value


def github(findings):
    return ''.join('::%s file=%s,line=%d,col=%d,title=%s::%s\n' % (
        f.severity, _escape(f.path, True), f.line, f.col, f.code, _escape(f.message))
        for f in findings)


def statistics(findings, rules):
    counts = Counter(f.code for f in findings)
    return ''.join('%5d  %s  %s\n' % (n, code, rules[code].name)
                   for code, n in sorted(counts.items()))
