"""Service accounts with generated passwords (``heat.common.password_gen``),
kept in the resource's data, redacted."""

from heat.common import password_gen
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support


class ServiceAccount(resource.Resource):
    """An account for a service, with a password Heat generates.

    Rotating the password is an in-place update of ``rotation``.
    """

    support_status = support.SupportStatus(version='8.0.0')

    PROPERTIES = (USERNAME, ROTATION, CHARSET) = ('username', 'rotation', 'charset')

    ATTRIBUTES = (PASSWORD,) = ('password',)

    properties_schema = {
        USERNAME: properties.Schema(
            properties.Schema.STRING,
            _('Account name.'),
            required=True
        ),
        ROTATION: properties.Schema(
            properties.Schema.INTEGER,
            _('Change it to generate a new password.'),
            default=0,
            update_allowed=True
        ),
        CHARSET: properties.Schema(
            properties.Schema.STRING,
            _('Character class of the password; default: OpenStack rules.'),
            constraints=[
                constraints.AllowedValues(password_gen.CHARACTER_CLASSES)]
        ),
    }

    attributes_schema = {
        PASSWORD: attributes.Schema(_('The current password.'),
                                    type=attributes.Schema.STRING),
    }

    def _new_password(self):
        charset = self.properties[self.CHARSET]
        if charset is None:
            return password_gen.generate_openstack_password()
        return password_gen.generate_password(
            24, [password_gen.named_char_class(charset, 24)])

    def handle_create(self):
        self.data_set('password', self._new_password(), redact=True)
        self.resource_id_set(self.properties[self.USERNAME])

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.ROTATION in prop_diff:
            self.data_set('password', self._new_password(), redact=True)

    def handle_delete(self):
        self.data_delete('password')

    def _resolve_attribute(self, name):
        if name == self.PASSWORD:
            return self.data().get('password')


def resource_mapping():
    return {'Hypo::Identity::ServiceAccount': ServiceAccount}
