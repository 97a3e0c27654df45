"""Resources for property conversion and validation scenarios.

My::Typed  -- one property of each type (with and without defaults, nested
              MAP / LIST schemas, allow_conversion); all update_allowed.
              handle_create logs dict(self.properties) ("props") and the
              keys the user set ("user_keys"); handle_update logs prop_diff
              and the OLD dict(self.properties).
My::Strict -- every constraint kind, required and immutable properties.
"""
import json
import os

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


S = properties.Schema


class Typed(resource.Resource):
    """One property per type."""

    properties_schema = {
        's': S(S.STRING, _('String.'), update_allowed=True),
        's_def': S(S.STRING, _('String with default.'), default='dflt',
                   update_allowed=True),
        'i': S(S.INTEGER, _('Integer.'), update_allowed=True),
        'i_def': S(S.INTEGER, _('Integer with default.'), default=5,
                   update_allowed=True),
        'n': S(S.NUMBER, _('Number.'), update_allowed=True),
        'b': S(S.BOOLEAN, _('Boolean.'), update_allowed=True),
        'b_def': S(S.BOOLEAN, _('Boolean with default.'), default=True,
                   update_allowed=True),
        'm': S(S.MAP, _('Map.'), update_allowed=True),
        'l': S(S.LIST, _('List.'), update_allowed=True),
        'a': S(S.ANY, _('Any.'), update_allowed=True),
        'm_schema': S(S.MAP, _('Map with a schema.'), update_allowed=True,
                      schema={
                          'name': S(S.STRING, default='n'),
                          'port': S(S.INTEGER, default=80),
                          'enabled': S(S.BOOLEAN),
                          'sub': S(S.MAP, schema={
                              'deep': S(S.STRING, default='d')}),
                      }),
        'l_maps': S(S.LIST, _('List of maps.'), update_allowed=True,
                    schema=S(S.MAP, schema={
                        'name': S(S.STRING, required=True),
                        'weight': S(S.INTEGER, default=1),
                    })),
        'l_ints': S(S.LIST, _('List of integers.'), update_allowed=True,
                    schema=S(S.INTEGER)),
        'l_conv': S(S.LIST, _('List, allow_conversion.'),
                    allow_conversion=True, update_allowed=True),
        'm_conv': S(S.MAP, _('Map, allow_conversion.'),
                    allow_conversion=True, update_allowed=True),
        'description': S(S.STRING, _('Reads the resource description.'),
                         update_allowed=True),
    }

    attributes_schema = {
        'props': attributes.Schema(_('dict(self.properties).'),
                                   type=attributes.Schema.MAP),
    }

    def _resolve_attribute(self, name):
        if name == 'props':
            return dict(self.properties)

    def handle_create(self):
        _log(self, 'handle_create', props=dict(self.properties),
             user_keys=sorted(self.properties.data))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff),
             old_props=dict(self.properties))

    def handle_delete(self):
        _log(self, 'handle_delete', props=dict(self.properties))


class Strict(resource.Resource):
    """Every constraint kind."""

    properties_schema = {
        'count': S(S.INTEGER, _('Required, 1..10.'), required=True,
                   update_allowed=True,
                   constraints=[constraints.Range(1, 10)]),
        'name': S(S.STRING, _('2..5 lower-case letters.'),
                  update_allowed=True,
                  constraints=[constraints.Length(2, 5),
                               constraints.AllowedPattern('[a-z]+')]),
        'alt': S(S.STRING, _('Pattern a|ab (re.match quirk).'),
                 update_allowed=True,
                 constraints=[constraints.AllowedPattern('a|ab')]),
        'color': S(S.STRING, _('red or green.'), update_allowed=True,
                   constraints=[constraints.AllowedValues(['red', 'green'])]),
        'level': S(S.INTEGER, _("AllowedValues ['1', '2'] on an Integer."),
                   update_allowed=True,
                   constraints=[constraints.AllowedValues(['1', '2'])]),
        'flags': S(S.LIST, _('List with AllowedValues.'),
                   update_allowed=True,
                   constraints=[constraints.AllowedValues(['x', 'y'])]),
        'odd': S(S.INTEGER, _('Odd number.'), update_allowed=True,
                 constraints=[constraints.Modulo(step=2, offset=1)]),
        'small': S(S.INTEGER, _('Range with a description.'),
                   update_allowed=True,
                   constraints=[constraints.Range(
                       max=3, description='keep it small')]),
        'ratio': S(S.NUMBER, _('Number >= 0.5.'), update_allowed=True,
                   constraints=[constraints.Range(min=0.5)]),
        'tags': S(S.LIST, _('At most 2 items.'), update_allowed=True,
                  constraints=[constraints.Length(max=2)]),
        'meta': S(S.MAP, _('At least 1 key.'), update_allowed=True,
                  constraints=[constraints.Length(min=1)]),
        'unknown_custom': S(S.STRING, _('Unknown custom constraint.'),
                            update_allowed=True,
                            constraints=[constraints.CustomConstraint(
                                'no.such.constraint')]),
        'ip': S(S.STRING, _('Built-in custom constraint ip_addr.'),
                update_allowed=True,
                constraints=[constraints.CustomConstraint('ip_addr')]),
        'nested': S(S.MAP, _('Nested schema.'), update_allowed=True,
                    schema={
                        'inner': S(S.MAP, schema={
                            'level': S(S.INTEGER,
                                       constraints=[constraints.Range(0, 5)]),
                        }),
                        'ports': S(S.LIST, schema=S(S.MAP, schema={
                            'name': S(S.STRING, required=True,
                                      constraints=[constraints.Length(max=3)]),
                        })),
                    }),
        'frozen': S(S.STRING, _('Immutable.'), immutable=True),
        'later': S(S.STRING, _('Not implemented.'), implemented=False),
    }

    def handle_create(self):
        _log(self, 'handle_create', props=dict(self.properties))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete')


def resource_mapping():
    return {'My::Typed': Typed, 'My::Strict': Strict}
