"""The classic plug-in bugs, one per type, each a small change to Gadget."""
from .gadget import Gadget


class DeleteWithoutId(Gadget):
    """handle_delete assumes a resource_id."""

    def handle_delete(self):
        with self.client_plugin().ignore_not_found:
            self.client().delete(self.resource_id)
        return self.resource_id


class NeverReady(Gadget):
    """check_create_complete waits for a status the service never reports."""

    def check_create_complete(self, token):
        return self.client().get(self.resource_id).status == "READY"


class RaisingAttribute(Gadget):
    """The status attribute reads a field the object does not have."""

    def _resolve_attribute(self, name):
        return self.client().get(self.resource_id).state


class IgnoredUpdate(Gadget):
    """tags is update_allowed, but handle_update only applies name."""

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.NAME in prop_diff:
            self.client().update(self.resource_id, name=prop_diff[self.NAME])


class NoResourceId(Gadget):
    """Keeps the object id in data() and never calls resource_id_set."""

    def handle_create(self):
        obj = self.client().create(name=self.properties[self.NAME])
        self.data_set("id", obj.id)

    def check_create_complete(self, token):
        return self.client().get(self.data()["id"]).status == "ACTIVE"


class NotFoundOnDelete(Gadget):
    """Deleting an object that is already gone fails the delete."""

    def handle_delete(self):
        if self.resource_id is not None:
            self.client().delete(self.resource_id)


class DeleteCheckRaises(Gadget):
    """check_delete_complete lets the final NotFound escape."""

    def check_delete_complete(self, token):
        if token is None:
            return True
        self.client().get(token)
        return False


def resource_mapping():
    return {"Bug::DeleteWithoutId": DeleteWithoutId, "Bug::NeverReady": NeverReady,
            "Bug::RaisingAttribute": RaisingAttribute, "Bug::IgnoredUpdate": IgnoredUpdate,
            "Bug::NoResourceId": NoResourceId, "Bug::NotFoundOnDelete": NotFoundOnDelete,
            "Bug::DeleteCheckRaises": DeleteCheckRaises}
