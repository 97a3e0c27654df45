"""``OS::Heat::TestResource``: stores a string; knobs make it wait, fail or
be replaced. It waits on the stack's (virtual) clock instead of sleeping."""

from sdk.common.i18n import _
from sdk.engine import attributes, constraints, properties, resource, support

S = properties.Schema


class TestResource(resource.Resource):
    """Stores the string it is given; knobs make it wait, fail or be
    replaced, for testing templates and the engine."""

    __test__ = False  # not a pytest test class
    support_status = support.SupportStatus(version="5.0.0")
    # Heat's names, which subclasses use
    ACTION_TIMES = (CREATE_WAIT_SECS, UPDATE_WAIT_SECS, DELETE_WAIT_SECS) = (
        "create", "update", "delete")
    PROPERTIES = (VALUE, UPDATE_REPLACE, FAIL, CLIENT_NAME, ENTITY_NAME, WAIT_SECS,
                  ACTION_WAIT_SECS, ATTR_WAIT_SECS, CONSTRAINT_PROP_SECS, UPDATE_REPLACE_VALUE) = (
        "value", "update_replace", "fail", "client_name", "entity_name", "wait_secs",
        "action_wait_secs", "attr_wait_secs", "constraint_prop_secs", "update_replace_value")
    ATTRIBUTES = (OUTPUT,) = ("output",)
    properties_schema = {
        "constraint_prop_secs": S(S.NUMBER, _("Number value for delay during resolve "
                                              "constraint."), default=0, update_allowed=True,
                                  constraints=[constraints.CustomConstraint("test_constr")],
                                  support_status=support.SupportStatus(version="6.0.0")),
        "attr_wait_secs": S(S.NUMBER, _("Number value for timeout during resolving output "
                                        "value."), default=0, update_allowed=True,
                            support_status=support.SupportStatus(version="6.0.0")),
        "value": S(S.STRING, _("The input string to be stored."), default="test_string",
                   update_allowed=True),
        "update_replace_value": S(S.STRING, _("Some value that can be stored but can not be "
                                              "updated."),
                                  support_status=support.SupportStatus(version="7.0.0")),
        "fail": S(S.BOOLEAN, _("Value which can be set to fail the resource operation to test "
                               "failure scenarios."), default=False, update_allowed=True),
        "update_replace": S(S.BOOLEAN, _("Value which can be set to trigger update replace for "
                                         "the particular resource."),
                            default=False, update_allowed=True),
        "wait_secs": S(S.NUMBER, _("Seconds to wait after an action (-1 is infinite)."),
                       default=0, update_allowed=True),
        "action_wait_secs": S(S.MAP, _("Options for simulating waiting."), update_allowed=True,
                              schema={action: S(S.NUMBER, _("Seconds to wait after %s. Defaults "
                                                            "to the global wait_secs.") % after,
                                                update_allowed=True)
                                      for action, after in (("create", "a create"),
                                                            ("update", "an update"),
                                                            ("delete", "a delete"))}),
        "client_name": S(S.STRING, _("Client to poll."), default="", update_allowed=True),
        "entity_name": S(S.STRING, _("Client entity to poll."), default="", update_allowed=True),
    }
    attributes_schema = {
        "output": attributes.Schema(_("The string that was stored. This value is also available "
                                      "by referencing the resource."),
                                    cache_mode=attributes.Schema.CACHE_NONE),
    }

    def _wait_secs(self):
        per_action = self.properties["action_wait_secs"] or {}
        secs = per_action.get(self.action.lower())
        return self.properties["wait_secs"] if secs is None else secs

    def _started(self):
        return self.stack.clock.time(), self._wait_secs()

    def handle_create(self):
        if not self.properties["fail"]:
            self.data_set("value", self.properties["value"], redact=False)
            self.resource_id_set(self.physical_resource_name())
        return self._started()

    def needs_replace_with_prop_diff(self, changed_properties_set, after_props, before_props):
        if "value" in changed_properties_set:
            return after_props["update_replace"]
        return False

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self.properties = json_snippet.properties(self.properties_schema, self.context)
        value = prop_diff.get("value")
        if not value:
            return self.stack.clock.time(), 0
        if not self.properties["fail"]:
            self.data_set("value", value, redact=False)
        return self._started()

    def handle_delete(self):
        return self._started()

    def _check_status_complete(self, started_at, wait_secs):
        if wait_secs >= 0 and self.stack.clock.time() - started_at > wait_secs:
            if self.properties["fail"] and self.action != self.DELETE:
                raise ValueError("Test Resource failed %s" % self.name)
            return True
        self._simulated_effort()
        return False

    def _simulated_effort(self):
        """While waiting, Heat's TestResource reads the entity named by
        client_name/entity_name through that client (ignoring any error);
        without them it sleeps a second, which the virtual clock skips."""
        client_name, self.entity = self.properties["client_name"], self.properties["entity_name"]
        if client_name and self.entity:
            try:
                getattr(self.client(name=client_name), self.entity).get(
                    self.data().get("value") or self.resource_id)
            except Exception:
                pass

    def check_create_complete(self, cookie):
        return self._check_status_complete(*cookie)

    check_update_complete = check_delete_complete = check_create_complete

    def handle_check(self):
        if not self.resource_id:
            raise Exception("Resource not created")

    def _resolve_attribute(self, name):
        if name == "output":
            return self.data().get("value")


def resource_mapping():
    return {"OS::Heat::TestResource": TestResource}
