"""``OS::Heat::Delay``: pauses in chosen actions, on the stack's (virtual) clock."""

import random

from sdk.common import exception
from sdk.common.i18n import _
from sdk.engine import constraints, properties, resource, support

S = properties.Schema


class Delay(resource.Resource):
    """Pauses for ``min_wait`` seconds (plus up to ``max_jitter`` times
    ``jitter_multiplier``) in the chosen actions, on the stack's clock.

    Heat's own Delay fails every delayed RESUME (its check_resume_complete
    calls a method that does not exist); this one does the same, so a
    template behaves here as it does in Heat.
    """

    support_status = support.SupportStatus(version="11.0.0")
    _ALLOWED_ACTIONS = _ACTIONS = (resource.Resource.CREATE, resource.Resource.DELETE,
                                   resource.Resource.SUSPEND, resource.Resource.RESUME)
    PROPERTIES = (MIN_WAIT_SECS, MAX_JITTER, JITTER_MULTIPLIER_SECS, DELAY_ACTIONS) = (
        "min_wait", "max_jitter", "jitter_multiplier", "actions")
    properties_schema = {
        "min_wait": S(S.NUMBER, _("Minimum time in seconds to wait during the specified actions."),
                      update_allowed=True, default=0, constraints=[constraints.Range(min=0)]),
        "max_jitter": S(S.NUMBER, _("Maximum jitter to add to the minimum wait time."),
                        update_allowed=True, default=0, constraints=[constraints.Range(min=0)]),
        "jitter_multiplier": S(S.NUMBER, _("Number of seconds to multiply the maximum jitter "
                                           "value by."),
                               update_allowed=True, default=1.0,
                               constraints=[constraints.Range(min=0)]),
        "actions": S(S.LIST, _("Actions during which the delay will occur."), update_allowed=True,
                     default=[resource.Resource.CREATE],
                     constraints=[constraints.AllowedValues(_ACTIONS)]),
    }
    attributes_schema = {}

    def _delay_parameters(self):
        return self.properties["min_wait"], self.properties["max_jitter"] * self.properties["jitter_multiplier"]

    def validate(self):
        result = super().validate()
        if self.stack.strict_validate:
            min_wait, jitter = self._delay_parameters()
            if min_wait + jitter > self.stack.timeout_secs():
                # Heat formats the type method itself (not its result) into
                # the message and passes it as the error, hence the ": ".
                raise exception.StackValidationFailed(
                    "%s maximum delay %ss exceeds stack timeout." % (self._type_method_repr(),
                                                                     min_wait + jitter))
        return result

    def _type_method_repr(self):
        cls = type(self)
        where = "heat.engine.resources.openstack.heat.delay" if cls is Delay else cls.__module__
        return "<bound method Resource.type of <%s.%s object at %#x>>" % (
            where, cls.__qualname__, id(self))

    def _wait_secs(self, action):
        if action not in self.properties["actions"]:
            return 0
        min_wait, jitter = self._delay_parameters()
        return min_wait + jitter * random.random()

    def _handle_action(self):
        return self.stack.clock.time(), self._wait_secs(self.action)

    def _check_complete(self, started_at, wait_secs):
        if not wait_secs:
            return True
        remaining = wait_secs - (self.stack.clock.time() - started_at)
        if remaining <= 0:
            return True
        if remaining >= 4:
            raise resource.PollDelay(int(remaining // 2))
        return False

    def check_create_complete(self, cookie):
        return self._check_complete(*cookie)

    handle_create = handle_delete = handle_suspend = handle_resume = _handle_action
    check_delete_complete = check_suspend_complete = check_create_complete

    def check_resume_complete(self, cookie):
        raise AttributeError("'%s' object has no attribute '_check_status_complete'"
                             % type(self).__name__)


def resource_mapping():
    return {"OS::Heat::Delay": Delay}
