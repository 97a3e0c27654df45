"""Compute quotas whose properties are checked by custom constraints: one
of Heat's (``nova.flavor``) and two the plug-in registers itself."""

import re

from heat.common import exception
from heat.common.i18n import _
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support


class ProjectCodeConstraint(constraints.BaseCustomConstraint):
    """Project codes look like ``ABC-1234``."""

    expected_exceptions = (ValueError,)

    def validate_with_client(self, client, value):
        if not re.match(r'^[A-Z]{3}-\d{4}$', value):
            raise ValueError(_('"%s" is not a project code') % value)


class CostCentreConstraint(constraints.BaseCustomConstraint):
    """Cost centres are looked up through the ``ledger`` client."""

    resource_client_name = 'ledger'
    resource_getter_name = 'get_cost_centre'


class FlavorQuota(resource.Resource):
    """Caps how many servers of a flavor a project may boot."""

    support_status = support.SupportStatus(version='1.2.0')

    PROPERTIES = (
        FLAVOR, PROJECT_CODE, COST_CENTRE, LIMIT,
    ) = (
        'flavor', 'project_code', 'cost_centre', 'limit',
    )

    properties_schema = {
        FLAVOR: properties.Schema(
            properties.Schema.STRING,
            _('Name or ID of the flavor.'),
            required=True,
            constraints=[constraints.CustomConstraint('nova.flavor')]
        ),
        PROJECT_CODE: properties.Schema(
            properties.Schema.STRING,
            _('Code of the project the quota is for.'),
            required=True,
            constraints=[constraints.CustomConstraint('hypo.project_code')]
        ),
        COST_CENTRE: properties.Schema(
            properties.Schema.STRING,
            _('Cost centre that pays for the servers.'),
            constraints=[constraints.CustomConstraint('hypo.cost_centre')]
        ),
        LIMIT: properties.Schema(
            properties.Schema.INTEGER,
            _('Number of servers allowed.'),
            default=10,
            update_allowed=True,
            constraints=[constraints.Range(min=0)]
        ),
    }

    def handle_create(self):
        self.resource_id_set('%s:%s' % (self.properties[self.PROJECT_CODE],
                                        self.properties[self.FLAVOR]))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff.get(self.LIMIT) == 0 and self.properties[self.LIMIT]:
            raise exception.Error(_('A quota in use cannot drop to zero.'))

    def handle_delete(self):
        return self.resource_id


def resource_mapping():
    return {'Hypo::Compute::FlavorQuota': FlavorQuota}


def constraint_mapping():
    return {
        'hypo.project_code': ProjectCodeConstraint,
        'hypo.cost_centre': CostCentreConstraint,
    }
