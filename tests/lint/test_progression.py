"""--base REV: progression checks against a git revision (read, never checked out)."""
import subprocess
import sys

from .conftest import git

V1 = '''
from heat.common.i18n import _
from heat.engine import attributes, properties, resource, support


class Thing(resource.Resource):
    """A thing."""

    support_status = support.SupportStatus(version='5.0.0')
    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, _('Name.')),
        'size': properties.Schema(properties.Schema.INTEGER, _('Size.'), default=1),
    }
    attributes_schema = {
        'ip': attributes.Schema(_('The IP.')),
    }


class Other(resource.Resource):
    """Another thing."""

    support_status = support.SupportStatus(version='5.0.0')


def resource_mapping():
    return {'My::Thing': Thing, 'My::Other': Other}
'''


def lint(cwd, *args):
    proc = subprocess.run([sys.executable, '-c', 'from sdk.cli import main; main()', 'lint',
                           '--no-cache', *args], cwd=str(cwd), capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def found(stdout):
    return sorted(line.split()[1] for line in stdout.splitlines())


def test_unchanged_is_clean(repo):
    repo({'plugins/thing.py': V1})
    assert lint(repo.path, '--base', 'HEAD', 'plugins') == (0, '', '')


def test_removals(repo):
    repo({'plugins/thing.py': V1})
    now = V1.replace("'My::Thing': Thing, ", '').replace(
        "    'ip': attributes.Schema(_('The IP.')),\n", '')
    (repo.path / 'plugins' / 'thing.py').write_text(now)
    code, out, _ = lint(repo.path, '--base', 'HEAD', 'plugins')
    assert code == 1
    assert found(out) == ['PS401'] and 'resource type My::Thing' in out  # reported once
    now = V1.replace("        'size': properties.Schema(properties.Schema.INTEGER, _('Size.'),"
                     " default=1),\n", '')
    (repo.path / 'plugins' / 'thing.py').write_text(now)
    code, out, _ = lint(repo.path, '--base', 'HEAD', 'plugins')
    assert found(out) == ['PS401'] and "property 'size' of My::Thing" in out
    assert out.startswith('plugins/thing.py:6:1:')  # the class line


def test_status_changes(repo):
    repo({'plugins/thing.py': V1})
    path = repo.path / 'plugins' / 'thing.py'
    deprecated = '''support.SupportStatus(
        status=support.DEPRECATED, version='7.0.0', message=_('Use Other.'),
        previous_status=support.SupportStatus(version='5.0.0'))'''
    path.write_text(V1.replace("support.SupportStatus(version='5.0.0')\n    properties",
                               deprecated + '\n    properties'))
    assert lint(repo.path, '--base', 'HEAD', 'plugins')[0] == 0
    git(repo.path, 'commit', '-qam', 'deprecate')
    path.write_text(V1)  # back to SUPPORTED, and the chain lost its links
    code, out, _ = lint(repo.path, '--base', 'HEAD', 'plugins')
    assert found(out) == ['PS402', 'PS403']


def test_breaking_change_and_new_property(repo):
    repo({'plugins/thing.py': V1,
          'pyproject.toml': '[tool.plugin-sdk.lint]\ncurrent-release = "8.0.0"\n'})
    path = repo.path / 'plugins' / 'thing.py'
    path.write_text(V1.replace("default=1)", "default=2)").replace(
        "    attributes_schema = {", "    attributes_schema = {\n"
        "        'mac': attributes.Schema(_('The MAC.')),"))
    code, out, _ = lint(repo.path, '--base', 'HEAD', 'plugins')
    assert found(out) == ['PS405', 'PS406']
    assert 'default changed from 1 to 2' in out and "attribute 'mac'" in out


def test_bad_revision_and_no_repository(repo, tmp_path_factory):
    repo({'plugins/thing.py': V1})
    code, out, err = lint(repo.path, '--base', 'no-such-rev', 'plugins')
    assert code == 2 and 'unknown git revision' in err and 'Traceback' not in err
    elsewhere = tmp_path_factory.mktemp('norepo')
    (elsewhere / 'thing.py').write_text(V1)
    code, out, err = lint(elsewhere, '--base', 'HEAD', 'thing.py')
    assert code == 2 and 'not inside a git repository' in err
