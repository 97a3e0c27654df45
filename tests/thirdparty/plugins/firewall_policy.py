"""Firewall policies with nested rule schemas (LIST of MAP, MAP of MAP)."""

import json

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support


class FirewallPolicy(resource.Resource):
    """An ordered list of allow/deny rules, with per-zone overrides."""

    support_status = support.SupportStatus(version='3.0.0')

    PROPERTIES = (
        NAME, RULES, ZONES, TAGS,
    ) = (
        'name', 'rules', 'zones', 'tags',
    )

    _RULE_KEYS = (
        RULE_ACTION, RULE_PROTOCOL, RULE_PORTS, RULE_CIDR,
    ) = (
        'action', 'protocol', 'ports', 'cidr',
    )

    _ZONE_KEYS = (
        ZONE_DEFAULT_ACTION, ZONE_LOG,
    ) = (
        'default_action', 'log',
    )

    ATTRIBUTES = (RULE_COUNT, SHOW_RULES) = ('rule_count', 'rules')

    _rule_schema = {
        RULE_ACTION: properties.Schema(
            properties.Schema.STRING,
            _('What to do with matching traffic.'),
            required=True,
            constraints=[constraints.AllowedValues(['allow', 'deny'])]
        ),
        RULE_PROTOCOL: properties.Schema(
            properties.Schema.STRING,
            _('IP protocol.'),
            default='tcp',
            constraints=[constraints.AllowedValues(['tcp', 'udp', 'icmp'])]
        ),
        RULE_PORTS: properties.Schema(
            properties.Schema.LIST,
            _('Destination ports.'),
            schema=properties.Schema(
                properties.Schema.INTEGER,
                constraints=[constraints.Range(1, 65535)]
            ),
            default=[]
        ),
        RULE_CIDR: properties.Schema(
            properties.Schema.STRING,
            _('Source address range.'),
            default='0.0.0.0/0',
            constraints=[constraints.CustomConstraint('net_cidr')]
        ),
    }

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _('Name of the policy.'),
            update_allowed=True,
            constraints=[constraints.AllowedPattern(r'^[a-z][a-z0-9-]*$')]
        ),
        RULES: properties.Schema(
            properties.Schema.LIST,
            _('Rules, in the order they are applied.'),
            required=True,
            update_allowed=True,
            schema=properties.Schema(
                properties.Schema.MAP,
                schema=_rule_schema,
            ),
            constraints=[constraints.Length(min=1, max=50)]
        ),
        ZONES: properties.Schema(
            properties.Schema.MAP,
            _('Per-zone settings, by zone name.'),
            schema={
                'internal': properties.Schema(
                    properties.Schema.MAP,
                    _('Settings of the internal zone.'),
                    schema={
                        ZONE_DEFAULT_ACTION: properties.Schema(
                            properties.Schema.STRING,
                            _('Action when no rule matches.'),
                            default='deny',
                            constraints=[
                                constraints.AllowedValues(['allow', 'deny'])]
                        ),
                        ZONE_LOG: properties.Schema(
                            properties.Schema.BOOLEAN,
                            _('Log dropped packets.'),
                            default=False
                        ),
                    }
                ),
            }
        ),
        TAGS: properties.Schema(
            properties.Schema.LIST,
            _('Tags of the policy.'),
            update_allowed=True,
            schema=properties.Schema(properties.Schema.STRING)
        ),
    }

    attributes_schema = {
        RULE_COUNT: attributes.Schema(
            _('How many rules the policy has.'),
            type=attributes.Schema.INTEGER
        ),
        SHOW_RULES: attributes.Schema(
            _('The rules with defaults filled in.'),
            type=attributes.Schema.LIST
        ),
    }

    def validate(self):
        super(FirewallPolicy, self).validate()
        for rule in self.properties[self.RULES]:
            if rule[self.RULE_PROTOCOL] == 'icmp' and rule[self.RULE_PORTS]:
                raise exception.StackValidationFailed(
                    message=_('icmp rules cannot have ports.'))

    def handle_create(self):
        self.data_set('rules', json.dumps(self.properties[self.RULES]))
        self.resource_id_set(self.physical_resource_name())

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.RULES in prop_diff:
            self.data_set('rules', json.dumps(prop_diff[self.RULES]))

    def handle_delete(self):
        return self.resource_id

    def _resolve_attribute(self, name):
        rules = json.loads(self.data().get('rules') or '[]')
        if name == self.RULE_COUNT:
            return len(rules)
        if name == self.SHOW_RULES:
            return rules


def resource_mapping():
    return {'Hypo::Net::FirewallPolicy': FirewallPolicy}
