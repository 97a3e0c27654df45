"""Real-world check: Heat 27's own plug-ins (205 modules) lint without errors.

The corpus is downloaded once (``pip download``, cached, see lint.corpus);
the test is skipped only when it cannot be fetched. Every finding pinned
here was checked by hand against the plug-in and support status guides
(see docs/lint.rst).
"""
from collections import Counter

import pytest

from lint import corpus, engine
from lint.config import Config

EXPECTED = {'PS201': 20, 'PS210': 48, 'PS212': 4, 'PS301': 42, 'PS302': 3, 'PS304': 10,
            'PS306': 13, 'PS310': 1}


@pytest.fixture(scope='module')
def heat_tree(tmp_path_factory):
    try:
        return corpus.heat_resources()
    except corpus.CorpusUnavailable as exc:
        pytest.skip(str(exc))


def test_heat_resources(heat_tree, tmp_path):
    result = engine.run([heat_tree], Config(root=str(tmp_path)), use_cache=False)
    assert result.files == 205
    assert not result.problems
    counts = Counter(f.code for f in result.findings)
    assert 'PS001' not in counts
    assert dict(counts) == EXPECTED
    port = [f for f in result.findings if f.code == 'PS310']
    assert port[0].path.endswith('openstack/neutron/port.py') and "'2014.2 '" in port[0].message


def test_heat_with_opt_in_and_cache(heat_tree, tmp_path):
    """The second run reads every summary from the cache and finds the same."""
    config = Config(root=str(tmp_path))
    first = engine.run([heat_tree], config, select=['PS', 'PS309'])
    second = engine.run([heat_tree], config, select=['PS', 'PS309'])
    assert not first.problems and first.findings == second.findings
    # Hidden properties with no replacement to translate to (e.g. Server's admin_user).
    assert Counter(f.code for f in first.findings)['PS309'] == 4
