"""--fix mends PS202, PS204 and PS302 through libcst, leaving the rest alone."""
from click.testing import CliRunner

from lint.cli import lint

SOURCE = """\
from heat.common.i18n import _
from heat.engine import properties, resource, support


class Thing(resource.Resource):  # the thing
    '''a thing that does something

    More text, with a 'quote'.
    '''

    support_status = support.SupportStatus(version='5.0.0')
    properties_schema = {
        # the name
        'name': properties.Schema(
            properties.Schema.STRING, _('Name.'),
            support_status=support.SupportStatus(
                status=support.DEPRECATED,
                message=_('Use title.'),
            )),
    }


def resource_mapping():
    return {'My::Thing': Thing}
"""

EXPECTED = SOURCE.replace("'''a thing that does something", '"""A thing that does something.') \
    .replace("More text, with a 'quote'.\n    '''", "More text, with a 'quote'.\n    \"\"\"") \
    .replace("message=_('Use title.'),\n", "message=_('Use title.'),\n                version='8.0.0',\n")


def test_fix(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'pyproject.toml').write_text('[tool.plugin-sdk.lint]\ncurrent-release = "8.0.0"\n')
    (tmp_path / 'thing.py').write_text(SOURCE)
    result = CliRunner().invoke(lint, ['--no-cache', '--fix', 'thing.py'])
    assert (tmp_path / 'thing.py').read_text() == EXPECTED
    assert result.exit_code == 0, result.output
    assert 'fixed 3 findings' in result.output


def test_fix_without_current_release_leaves_ps302(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'thing.py').write_text(SOURCE)
    result = CliRunner().invoke(lint, ['--no-cache', '--fix', 'thing.py'])
    assert result.exit_code == 1
    assert [line.split()[1] for line in result.output.splitlines() if ': PS' in line] == ['PS302']


def test_fix_says_when_there_is_nothing_to_fix(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'thing.py').write_text(EXPECTED)
    result = CliRunner().invoke(lint, ['--no-cache', '--fix', 'thing.py'])
    assert result.exit_code == 0, result.output
    assert 'plugin-sdk lint: nothing to fix' in result.output
    assert (tmp_path / 'thing.py').read_text() == EXPECTED


def test_fix_keeps_the_declared_encoding(tmp_path, monkeypatch):
    """A PEP 263 latin-1 file is linted, and --fix writes it back in latin-1."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'pyproject.toml').write_text('[tool.plugin-sdk.lint]\ncurrent-release = "8.0.0"\n')
    source = '# -*- coding: latin-1 -*-\n' + SOURCE.replace('# the thing', '# the thing, café')
    (tmp_path / 'thing.py').write_bytes(source.encode('latin-1'))
    result = CliRunner().invoke(lint, ['--no-cache', '--fix', 'thing.py'])
    assert result.exit_code == 0, result.output
    expected = '# -*- coding: latin-1 -*-\n' + EXPECTED.replace('# the thing', '# the thing, café')
    assert (tmp_path / 'thing.py').read_bytes() == expected.encode('latin-1')


def test_fix_reports_what_it_could_not_mend(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'thing.py').write_text(SOURCE)
    result = CliRunner().invoke(lint, ['--no-cache', '--fix', 'thing.py'])
    assert 'fixed 2 findings; 1 finding that --fix mends could not be mended here' in result.output
