"""The generated docs, the pre-commit hook, versions, and input that must never crash."""
import os

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from lint import versions
from lint.extract import summarize
from lint.rules import all_rules
from lint.sphinxext import rules_rst

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_rules_page_has_every_rule_and_example():
    text = rules_rst()
    for code, rule in all_rules().items():
        assert '%s %s\n' % (code, rule.name) in text
        assert rule.message in text
    assert text.count('.. code-block:: python') == sum(
        (2 if r.progression else 1) * (len(r.VALID) + len(r.INVALID))
        + sum(e.fixed is not None for e in r.INVALID)
        for r in all_rules().values())
    assert text.count('Fixed by ``--fix``:') == sum(
        e.fixed is not None for r in all_rules().values() for e in r.INVALID)


def test_docs_toctree_and_hook():
    with open(os.path.join(ROOT, 'docs', 'index.rst')) as f:
        index = f.read()
    assert '   lint\n' in index and '   lint-rules' in index
    with open(os.path.join(ROOT, '.pre-commit-hooks.yaml')) as f:
        hooks = yaml.safe_load(f)
    hook = [h for h in hooks if h['id'] == 'plugin-sdk-lint'][0]
    assert hook['entry'] == 'plugin-sdk lint' and hook['types'] == ['python']


def test_version_order():
    assert versions.compare('2015.1', '5.0.0') == -1
    assert versions.compare('2014.2', '2015.1') == -1
    assert versions.compare('10.0.0', '9.0.0') == 1
    assert versions.compare('5.0', '5.0.0') == 0
    assert versions.compare('5.0.0 ', '6.0.0') is None
    assert versions.compare('6.0.0', '5.0.0', releases=['6.0.0', '5.0.0']) == -1
    assert versions.compare('7.0.0', '5.0.0', releases=['6.0.0', '5.0.0']) is None
    for bad in ('5', '5.0.0.0', ' 5.0.0', 'v5.0.0', '5.0.x', 5.0, None):
        assert not versions.is_valid(bad)


FRAGMENTS = st.sampled_from([
    'class A(resource.Resource):\n', '    """Doc."""\n', '    x = 1\n',
    "    properties_schema = {'a': properties.Schema(properties.Schema.STRING)}\n",
    '    support_status = support.SupportStatus(version=1)\n', 'def f(:\n', '(', ')',
    '\t', '# noqa: PS3\n', 'from . import a\n', "'''", 'def resource_mapping():\n',
    "    return {'A': A}\n", '\n', 'é', '\\', 'x = (A, B) = C\n',
])


@settings(max_examples=60, deadline=None)
@given(st.lists(FRAGMENTS, max_size=12).map(''.join))
def test_any_text_summarizes_or_is_ps001(text):
    summary = summarize(text)
    assert summary['error'] is None or summary['error'][0] >= 1


@settings(max_examples=25, deadline=None)
@given(st.lists(FRAGMENTS, max_size=12).map(''.join))
def test_any_text_lints_without_crashing(tmp_path_factory, text):
    from lint import engine
    from lint.config import Config
    root = tmp_path_factory.mktemp('fuzz')
    (root / 'plugin.py').write_text('from heat.engine import properties, resource, support\n'
                                    + text, encoding='utf-8')
    result = engine.run([str(root)], Config(root=str(root)), use_cache=False)
    assert not result.problems
