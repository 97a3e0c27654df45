"""Heat's idioms are resolved statically; what cannot be resolved is skipped."""
from .conftest import codes

HEAD = '''
from heat.common.i18n import _
from heat.engine import attributes, properties, resource, support
'''


def test_base_in_other_module_absolute_and_relative(run_lint):
    base = HEAD + '''
class Base(resource.Resource):
    support_status = support.SupportStatus(version='6.0.0')
    PROPERTIES = (NAME,) = ('name',)
    properties_schema = {
        NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
    }
'''
    absolute = HEAD + '''
from pkg import base


class Thing(base.Base):
    """A thing."""


def resource_mapping():
    return {'My::Thing': Thing}
'''
    relative = HEAD + '''
from .base import Base


class Other(Base):
    """Another."""


def available_resource_mapping():
    return resource_mapping()


def resource_mapping():
    return {'My::Other': Other}
'''
    result = run_lint({'pkg/__init__.py': '', 'pkg/base.py': base, 'pkg/thing.py': absolute,
                       'pkg/other.py': relative})
    assert codes(result) == []
    # A versionless base: both registered types lack a version, which the base's
    # SupportStatus() is to give: one PS302 there (--fix mends it), no PS301.
    result = run_lint({'pkg/base.py': base.replace("version='6.0.0'", '')})
    assert sorted((f.path, f.code) for f in result.findings) == [('pkg/base.py', 'PS302')]


def test_unresolvable_base_is_skipped(run_lint):
    source = HEAD + '''
from somewhere.else_ import magic


class Thing(magic.Base):
    properties_schema = dict(magic.Base.properties_schema)


def resource_mapping():
    return {'My::Thing': Thing}
'''
    assert codes(run_lint({'thing.py': source})) == []


def test_names_tuple_dict_merge_update_and_copy(run_lint):
    source = HEAD + '''
import copy

COMMON = (DESCRIPTION,) = ('description',)
common_schema = {
    DESCRIPTION: properties.Schema(properties.Schema.STRING, _('Description.')),
}


class Base(resource.Resource):
    """Base."""

    support_status = support.SupportStatus(version='6.0.0')
    PROPERTIES = (NAME, SIZE) = ('name', 'size')
    properties_schema = {
        NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
        SIZE: properties.Schema(properties.Schema.INTEGER, _('size')),
    }


class Child(Base):
    """Child."""

    PROPERTIES = (COLOUR,) = ('colour',)
    properties_schema = dict(Base.properties_schema, **{
        COLOUR: properties.Schema(properties.Schema.STRING),
    })
    properties_schema.update(copy.deepcopy(common_schema))


def resource_mapping():
    return {'My::Base': Base, 'My::Child': Child}
'''
    result = run_lint({'thing.py': source})
    # size's description is reported once, at its own call; colour lacks one.
    assert sorted((f.line, f.code) for f in result.findings) == [(20, 'PS212'), (29, 'PS210')]


def test_description_constants_and_concatenation(run_lint):
    source = HEAD + '''
PREFIX = 'The name '


class Thing(resource.Resource):
    TEXT = PREFIX + 'of the thing'
    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, _(TEXT)),
        'size': properties.Schema(properties.Schema.STRING, _('The size '
                                                              'of the thing.')),
        'dyn': properties.Schema(properties.Schema.STRING, _('%s.') % PREFIX),
    }
'''
    result = run_lint({'thing.py': source})
    assert [(f.line, f.code) for f in result.findings] == [(11, 'PS212')]


def test_attribute_types_and_missing_stub_names(run_lint):
    source = HEAD + '''
class Thing(resource.Resource):
    attributes_schema = {
        'a': attributes.Schema(_('A.'), type=attributes.Schema.NUMBER),
        'b': attributes.Schema(_('B.'), type='Number'),
        'c': attributes.Schema(_('C.')),
        'd': attributes.Schema(_('D.'), type=SOMETHING_UNKNOWN),
    }
'''
    result = run_lint({'thing.py': source})
    assert [(f.line, f.code) for f in result.findings] == [(7, 'PS109'), (8, 'PS109')]


def test_conditional_bindings_are_unknown(run_lint):
    source = HEAD + '''
try:
    DESC = _('fine.')
except ImportError:
    DESC = None


class Thing(resource.Resource):
    properties_schema = {
        'a': properties.Schema(properties.Schema.STRING, DESC),
    }
'''
    assert codes(run_lint({'thing.py': source})) == []


def test_cache_round_trip(tmp_path, monkeypatch):
    from lint import engine
    from lint.config import Config
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'thing.py').write_text(HEAD + '''
class Thing(resource.Resource):
    properties_schema = {'a': properties.Schema(properties.Schema.STRING)}
''')
    cfg = Config(root=str(tmp_path))
    first = engine.run(['thing.py'], cfg)
    assert list((tmp_path / '.plugin-sdk' / 'lint-cache').rglob('*.pickle'))
    second = engine.run(['thing.py'], cfg)
    assert first.findings == second.findings and codes(first) == ['PS210']
