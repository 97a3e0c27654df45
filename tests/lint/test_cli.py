"""The command line: formats, selection, config, exit codes and bad input."""
import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from lint.cli import lint

from .conftest import write

GOOD = '''
from heat.common.i18n import _
from heat.engine import properties, resource, support


class Thing(resource.Resource):
    """A thing."""

    support_status = support.SupportStatus(version='5.0.0')
    PROPERTIES = (NAME,) = ('name',)
    properties_schema = {
        NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
    }


def resource_mapping():
    return {'My::Thing': Thing}
'''
BAD = GOOD.replace("_('Name.')", "_('name')").replace(
    "    support_status = support.SupportStatus(version='5.0.0')\n", "")


@pytest.fixture
def cli(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv('GITHUB_ACTIONS', raising=False)

    def invoke(*args, files=None, env=None):
        write(tmp_path, files or {})
        return CliRunner().invoke(lint, ['--no-cache', *args], env=env, catch_exceptions=False)
    return invoke


def sh(tmp_path, *args):
    """Run the real command (exit status and stderr as the shell sees them)."""
    return subprocess.run([sys.executable, '-c', 'from sdk.cli import main; main()', 'lint',
                           '--no-cache', *args], cwd=str(tmp_path), capture_output=True, text=True)


def test_clean_exit_0(cli):
    result = cli('plugins', files={'plugins/thing.py': GOOD})
    assert result.exit_code == 0 and result.output == ''


def test_text_format_and_exit_1(cli):
    result = cli('plugins', files={'plugins/thing.py': BAD})
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines == [
        'plugins/thing.py:6:1: PS301 give the resource type a support_status with the version '
        'it appeared in',
        'plugins/thing.py:11:15: PS212 start the description with a capital letter and end it '
        'with a period: it starts lowercase',
    ]


def test_json_format(cli):
    result = cli('--format', 'json', 'plugins', files={'plugins/thing.py': BAD})
    data = json.loads(result.output)
    assert {tuple(sorted(d)) for d in data} == {
        ('code', 'column', 'line', 'message', 'path', 'severity')}
    assert {d['code'] for d in data} == {'PS301', 'PS212'}


def test_sarif_format(cli):
    result = cli('--format', 'sarif', 'plugins', files={'plugins/thing.py': BAD})
    log = json.loads(result.output)
    assert log['version'] == '2.1.0'
    run = log['runs'][0]
    assert {r['id'] for r in run['tool']['driver']['rules']} == {'PS212', 'PS301'}
    region = run['results'][0]['locations'][0]['physicalLocation']['region']
    assert region['startLine'] >= 1 and region['startColumn'] >= 1


def test_github_format_chosen_under_actions(cli):
    result = cli('plugins', files={'plugins/thing.py': BAD}, env={'GITHUB_ACTIONS': 'true'})
    assert result.output.startswith('::error file=plugins/thing.py,line=')
    assert 'title=PS' in result.output


def test_select_and_ignore_prefixes(cli):
    files = {'plugins/thing.py': BAD}
    assert 'PS301' not in cli('--select', 'PS2', 'plugins', files=files).output
    out = cli('--ignore', 'PS3', 'plugins', files=files).output
    assert 'PS212' in out and 'PS301' not in out
    assert 'PS301' in cli('--select', 'PS3', '--ignore', 'PS', 'plugins', files=files).output


def test_unknown_code_is_usage_error(cli):
    result = cli('--select', 'PS999', 'plugins', files={'plugins/thing.py': GOOD})
    assert result.exit_code == 2
    assert 'unknown rule code' in result.output


def test_exit_zero_and_statistics(cli):
    result = cli('--exit-zero', '--statistics', 'plugins', files={'plugins/thing.py': BAD})
    assert result.exit_code == 0
    assert '    1  PS301  type-without-version' in result.output


def test_explain(cli):
    result = cli('--explain', 'ps301')
    assert result.exit_code == 0
    assert result.output.startswith('PS301 type-without-version (error)')
    assert 'Invalid (line 9, column 1):' in result.output and 'resource_mapping' in result.output
    assert cli('--explain', 'PS999').exit_code == 2


def test_config(cli):
    files = {
        'plugins/thing.py': BAD,
        'plugins/skip/other.py': BAD,
        'pyproject.toml': '''
            [tool.plugin-sdk]
            plugin-dirs = ["plugins"]
            [tool.plugin-sdk.lint]
            ignore = ["PS3"]
            exclude = ["plugins/skip"]
            current-release = "8.0.0"
            [tool.plugin-sdk.lint.per-file-ignores]
            "thing.py" = ["PS212"]
        ''',
    }
    result = cli(files=files)
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize('text,message', [
    ('[tool.plugin-sdk.lint\n', 'invalid TOML'),
    ('[tool.plugin-sdk.lint]\nselct = ["PS"]\n', 'unknown key selct'),
    ('[tool.plugin-sdk.lint]\nselect = "PS"\n', 'select must be a list of strings'),
    ('[tool.plugin-sdk.lint]\ncurrent-release = "8.0"\nreleases = ["x"]\n', 'malformed version'),
])
def test_broken_config(tmp_path, text, message):
    write(tmp_path, {'pyproject.toml': text, 'thing.py': GOOD})
    proc = sh(tmp_path, 'thing.py')
    assert proc.returncode == 2
    assert message in proc.stderr and 'Traceback' not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_syntax_error_is_ps001_and_others_still_linted(tmp_path):
    write(tmp_path, {'plugins/a.py': 'def broken(:\n    pass\n', 'plugins/b.py': BAD})
    proc = sh(tmp_path, 'plugins')
    assert proc.returncode == 1
    assert proc.stdout.startswith('plugins/a.py:1:')
    assert 'PS001' in proc.stdout and 'plugins/b.py' in proc.stdout


def test_bad_inputs_exit_2_without_traceback(tmp_path):
    write(tmp_path, {'ok.py': GOOD})
    (tmp_path / 'latin1.py').write_bytes('x = "caf\xe9"\n'.encode('latin-1'))
    (tmp_path / 'blob.py').write_bytes(b'\x00\x01binary')
    os.symlink('loop.py', str(tmp_path / 'loop.py'))
    cases = {
        'latin1.py': 'not valid UTF-8',
        'blob.py': 'binary file',
        'loop.py': 'symlink loop',
        'missing.py': 'no such file or directory',
    }
    for name, message in cases.items():
        proc = sh(tmp_path, name, 'ok.py')
        assert proc.returncode == 2, name
        assert message in proc.stderr and 'Traceback' not in proc.stderr, proc.stderr


def test_symlink_loop_in_directory(tmp_path):
    write(tmp_path, {'plugins/ok.py': GOOD})
    os.symlink('.', str(tmp_path / 'plugins' / 'self'))
    proc = sh(tmp_path, 'plugins')
    assert proc.returncode == 0, proc.stderr


def test_noqa_and_unused_suppression(cli):
    source = BAD.replace("_('name')),", "_('name')),  # noqa: PS212")
    source = source.replace('class Thing(resource.Resource):',
                            'class Thing(resource.Resource):  # noqa: PS301,PS201')
    result = cli('plugins', files={'plugins/thing.py': source})
    assert [line.split()[1] for line in result.output.splitlines()] == ['PS002']
    assert 'unused suppression of PS201' in result.output


def test_help_lists_options(cli):
    result = cli('--help')
    for option in ('--format', '--select', '--ignore', '--base', '--fix', '--statistics',
                   '--exit-zero', '--explain'):
        assert option in result.output


def test_pep263_source_is_linted(tmp_path):
    """A file declaring its encoding (PEP 263) is read in it, as Python would."""
    latin1 = '# -*- coding: latin-1 -*-\n' + BAD.replace("_('name')", "_('caf\xe9')")
    (tmp_path / 'plugins').mkdir()
    (tmp_path / 'plugins' / 'thing.py').write_bytes(latin1.encode('latin-1'))
    proc = sh(tmp_path, 'plugins')
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.splitlines()[0].startswith('plugins/thing.py:7:1: PS301')
    assert proc.stderr == ''
    (tmp_path / 'plugins' / 'thing.py').write_bytes(b'# coding: klingon\nx = 1\n')
    proc = sh(tmp_path, 'plugins')
    assert proc.returncode == 2
    assert proc.stderr == ("plugin-sdk lint: plugins/thing.py: unknown source encoding 'klingon' "
                           "declared on line 1\n")


def test_special_files_in_a_directory_are_skipped_and_named(tmp_path):
    """A FIFO named *.py would block the read for ever: skipped, and said so."""
    write(tmp_path, {'plugins/ok.py': BAD})
    os.mkfifo(str(tmp_path / 'plugins' / 'pipe.py'))
    proc = subprocess.run([sys.executable, '-c', 'from sdk.cli import main; main()', 'lint',
                           '--no-cache', 'plugins'], cwd=str(tmp_path), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    assert 'plugins/ok.py:6:1: PS301' in proc.stdout
    assert proc.stderr == 'plugin-sdk lint: plugins/pipe.py: not a regular file (a FIFO), skipped\n'


def test_endless_input_is_read_to_the_limit_only(tmp_path):
    """/dev/zero named explicitly: at most the limit plus one byte is read."""
    proc = subprocess.run([sys.executable, '-c', 'from sdk.cli import main; main()', 'lint',
                           '--no-cache', '/dev/zero'], cwd=str(tmp_path), capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == 'plugin-sdk lint: /dev/zero: larger than 8 MiB, not a plug-in source\n'
