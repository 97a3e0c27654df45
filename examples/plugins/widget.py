"""An example plug-in: a widget that takes a few polls to build."""
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource, support


class Widget(resource.Resource):
    """A widget with a size and a colour.

    Creating one takes a few polls; the colour can change in place, while a
    new size replaces the widget.
    """

    support_status = support.SupportStatus(version="1.0.0")

    PROPERTIES = (SIZE, COLOUR) = ("size", "colour")
    ATTRIBUTES = (LABEL,) = ("label",)

    properties_schema = {
        SIZE: properties.Schema(
            properties.Schema.INTEGER, _("Size of the widget."),
            default=1, constraints=[constraints.Range(1, 10)]),
        COLOUR: properties.Schema(
            properties.Schema.STRING, _("Colour of the widget."),
            default="blue", update_allowed=True,
            constraints=[constraints.AllowedValues(["blue", "red", "green"])]),
    }
    attributes_schema = {
        LABEL: attributes.Schema(_("Size and colour, as text."), type=attributes.Schema.STRING),
    }

    def handle_create(self):
        self.resource_id_set("widget-%s" % self.name)
        return 2

    def check_create_complete(self, polls_left):
        self.data_set("polls", str(int(self.data().get("polls", 0)) + 1))
        return int(self.data()["polls"]) >= polls_left

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        return prop_diff

    def handle_suspend(self):
        return None

    def handle_resume(self):
        return None

    def handle_delete(self):
        return self.resource_id

    def _resolve_attribute(self, name):
        if name == self.LABEL:
            return "%s-%s" % (self.properties[self.SIZE], self.properties[self.COLOUR])


def resource_mapping():
    return {"Example::Widget": Widget}
