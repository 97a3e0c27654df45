"""Every rule's own VALID and INVALID examples, as its tests.

VALID examples must not give the rule's code, INVALID ones must; progression
examples are committed as the base revision and linted with --base HEAD.
"""
import pytest

from lint.rules import all_rules

from .conftest import codes

RULES = all_rules()
CASES = [(code, kind, i, example)
         for code, rule in RULES.items()
         for kind, examples in (('valid', rule.VALID), ('invalid', rule.INVALID))
         for i, example in enumerate(examples)]


def _config(rule):
    return {key.replace('-', '_'): value for key, value in rule.example_config.items()}


@pytest.mark.parametrize('code,kind,index,example', CASES,
                         ids=['%s-%s-%d' % c[:3] for c in CASES])
def test_example(code, kind, index, example, run_lint, repo):
    rule = RULES[code]
    select = ['PS', code] if rule.opt_in else None
    if rule.progression:
        before, after = example
        repo({'plugins/thing.py': before})
        repo.path.joinpath('plugins', 'thing.py').write_text(after)
        result = run_lint({}, select=select, base='HEAD', **_config(rule))
    else:
        result = run_lint({'plugins/thing.py': example}, select=select, **_config(rule))
    assert not result.problems
    if kind == 'valid':
        assert code not in codes(result), result.findings
    else:
        assert code in codes(result), result.findings


def test_every_rule_has_examples():
    for code, rule in RULES.items():
        assert rule.VALID and rule.INVALID, code
        assert rule.__doc__ and rule.message and rule.name, code
