"""A correct plug-in over the fake cloud: the contract checks must pass it."""
from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource


class Gadget(resource.Resource):
    """A gadget kept in the ``gadgets`` service."""

    default_client_name = "gadgets"
    entity = "gadgets"

    PROPERTIES = (NAME, SIZE, TAGS, CONFIG, ZONE) = ("name", "size", "tags", "config", "zone")
    ATTRIBUTES = (STATUS, SIZE_ATTR) = ("status", "size")

    properties_schema = {
        NAME: properties.Schema(properties.Schema.STRING, _("Name."), update_allowed=True,
                                constraints=[constraints.Length(1, 20)]),
        SIZE: properties.Schema(properties.Schema.INTEGER, _("Size."), default=1,
                                constraints=[constraints.Range(1, 8)]),
        TAGS: properties.Schema(properties.Schema.LIST, _("Tags."), update_allowed=True,
                                schema=properties.Schema(properties.Schema.STRING)),
        CONFIG: properties.Schema(properties.Schema.MAP, _("Config."), schema={
            "mode": properties.Schema(properties.Schema.STRING,
                                      constraints=[constraints.AllowedValues(["a", "b"])]),
            "level": properties.Schema(properties.Schema.INTEGER, required=True),
        }),
        ZONE: properties.Schema(properties.Schema.STRING, _("Zone."), immutable=True,
                                default="z1", constraints=[constraints.AllowedPattern("z[0-9]")]),
    }
    attributes_schema = {
        STATUS: attributes.Schema(_("Status."), type=attributes.Schema.STRING),
        SIZE_ATTR: attributes.Schema(_("Size."), type=attributes.Schema.INTEGER),
    }

    def handle_create(self):
        obj = self.client().create(name=self.properties[self.NAME], size=self.properties[self.SIZE],
                                   tags=self.properties[self.TAGS])
        self.resource_id_set(obj.id)

    def check_create_complete(self, token):
        status = self.client().get(self.resource_id).status
        if status == "ERROR":
            raise exception.ResourceInError(resource_status=status)
        return status == "ACTIVE"

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff:
            self.client().update(self.resource_id, **prop_diff)

    def check_update_complete(self, token):
        return self.client().get(self.resource_id).status == "ACTIVE"

    def handle_suspend(self):
        self.client().action(self.resource_id, "suspend")

    def check_suspend_complete(self, token):
        return self.client().get(self.resource_id).status == "SUSPENDED"

    def handle_resume(self):
        self.client().action(self.resource_id, "resume")

    def check_resume_complete(self, token):
        return self.client().get(self.resource_id).status == "ACTIVE"

    def handle_delete(self):
        if self.resource_id is None:
            return None
        with self.client_plugin().ignore_not_found:
            self.client().delete(self.resource_id)
            return self.resource_id

    def check_delete_complete(self, token):
        if token is None:
            return True
        try:
            self.client().get(token)
        except Exception as exc:
            self.client_plugin().ignore_not_found(exc)
            return True
        return False

    def _resolve_attribute(self, name):
        obj = self.client().get(self.resource_id)
        return obj.status if name == self.STATUS else obj.size


def resource_mapping():
    return {"Test::Gadget": Gadget}
