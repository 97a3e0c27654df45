"""Porting an old plug-in: PS003's moved modules and their --fix, PS004's
suggestion, and what a Python 2 style import resolves to."""
from click.testing import CliRunner

from lint.cli import lint

OLD = '''\
from heat.engine import resource, support
from heat.engine import stack_resource
from heat.engine.resources.autoscaling import AutoScalingResourceGroup, InstanceGroup
from heat.engine.resources import autoscaling
import heat.db.sqlalchemy.api as db_api  # the database, as Heat 2023.1 named it
from heat.db.sqlalchemy import models


class Thing(stack_resource.StackResource):
    """A thing."""

    support_status = support.SupportStatus(version='5.0.0')


def resource_mapping():
    return {'My::Thing': Thing}
'''

PORTED = OLD.replace('from heat.engine import stack_resource',
                     'from heat.engine.resources import stack_resource').replace(
    'import heat.db.sqlalchemy.api as db_api', 'import heat.db.api as db_api').replace(
    'from heat.db.sqlalchemy import models', 'from heat.db import models')


def _lint(tmp_path, monkeypatch, *args):
    monkeypatch.chdir(tmp_path)
    return CliRunner().invoke(lint, ['--no-cache', *args])


def test_moved_and_removed_modules_are_named(tmp_path, monkeypatch):
    (tmp_path / 'thing.py').write_text(OLD)
    result = _lint(tmp_path, monkeypatch, 'thing.py')
    lines = [line for line in result.output.splitlines() if ' PS003 ' in line]
    assert [line.split(':', 3)[1:3] for line in lines] == [
        ['2', '1'], ['3', '1'], ['3', '1'], ['4', '1'], ['5', '1'], ['6', '1']]
    text = '\n'.join(lines)
    assert ('heat.engine.stack_resource is not in Heat 27; '
            'use heat.engine.resources.stack_resource') in text
    assert ('heat.engine.resources.autoscaling.AutoScalingResourceGroup is not in Heat 27; '
            'use heat.engine.resources.openstack.heat.autoscaling_group.AutoScalingResourceGroup'
            ) in text
    assert ('heat.engine.resources.autoscaling.InstanceGroup is not in Heat 27; '
            'use heat.engine.resources.openstack.heat.instance_group.InstanceGroup') in text
    assert 'heat.engine.resources.autoscaling is not in Heat 27; its classes moved apart' in text
    assert 'heat.db.sqlalchemy.api is not in Heat 27; use heat.db.api' in text
    assert 'heat.db.sqlalchemy.models is not in Heat 27; use heat.db.models' in text


def test_fix_rewrites_what_moved_whole(tmp_path, monkeypatch):
    (tmp_path / 'thing.py').write_text(OLD)
    result = _lint(tmp_path, monkeypatch, '--fix', 'thing.py')
    assert (tmp_path / 'thing.py').read_text() == PORTED
    # Two classes of the split module from two new modules, and the split
    # module itself, need a person.
    assert [line.split(':', 3)[1] for line in result.output.splitlines() if ' PS003 ' in line] == [
        '3', '3', '4']
    assert 'fixed 3 findings; 3 findings that --fix mends could not be mended here' in result.output


def test_ps004_suggestion_keeps_the_imported_names(tmp_path, monkeypatch):
    (tmp_path / 'avi_api.py').write_text('class ApiSession(object):\n    pass\n')
    (tmp_path / 'helpers.py').write_text('X = 1\n')
    (tmp_path / 'thing.py').write_text(
        'from avi_api import ApiSession as Session\nimport helpers\nimport helpers as h\n')
    result = _lint(tmp_path, monkeypatch, 'thing.py')
    assert [line.split(': ', 2)[-1] for line in result.output.splitlines()] == [
        'from .avi_api import ApiSession as Session',
        'from . import helpers',
        'from . import helpers as h',
    ]


MIXIN_FIRST = '''\
from heat.engine import resource
from avi_mixin import AviMixin


class Thing(AviMixin, resource.Resource):
    """A thing."""


def resource_mapping():
    return {'My::Thing': Thing}
'''


def test_mixin_imported_python2_style_is_read(tmp_path, monkeypatch):
    """The mixin beside the plug-in, imported as Python 2 did, is resolved: it
    defines no support_status, so the type still lacks a version (PS301)."""
    (tmp_path / 'plugins').mkdir()
    (tmp_path / 'plugins' / 'avi_mixin.py').write_text(
        'class AviMixin(object):\n    def client(self):\n        return None\n')
    (tmp_path / 'plugins' / 'thing.py').write_text(MIXIN_FIRST)
    result = _lint(tmp_path, monkeypatch, 'plugins/thing.py')
    assert [line.split()[1] for line in result.output.splitlines()] == ['PS004', 'PS301']
    (tmp_path / 'plugins' / 'avi_mixin.py').write_text(
        'from heat.engine import support\n\n\nclass AviMixin(object):\n'
        "    support_status = support.SupportStatus(version='9.0.0')\n")
    result = _lint(tmp_path, monkeypatch, 'plugins/thing.py')
    assert [line.split()[1] for line in result.output.splitlines()] == ['PS004']


def test_messages_name_what_the_plugin_wrote(tmp_path, monkeypatch):
    (tmp_path / 'thing.py').write_text('''\
from heat.engine import attributes as attrs
from heat.engine import properties as props
from heat.engine import support as sup

SCHEMA = {'a': props.Schema(props.Schema.FLOAT, 'A.')}
ATTRS = {'b': attrs.Schema('B.', type=attrs.Schema.NUMBER)}
STATUS = sup.SupportStatus(status=sup.OBSOLETE, version='5.0.0')
''')
    result = _lint(tmp_path, monkeypatch, 'thing.py')
    assert [line.split(': got ')[-1] for line in result.output.splitlines()] == [
        'props.Schema.FLOAT', 'attrs.Schema.NUMBER', 'sup.OBSOLETE']
