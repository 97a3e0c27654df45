"""Resource-API behaviour verified in real Heat that the conformance drivers
cannot record (their record reads every resource's reference id, which is
what fails here, or the message names the stack's random id)."""
import pytest

from sdk.common import exception

PLUGIN = '''
class BadRef(resource.Resource):
    properties_schema = {"value": properties.Schema(properties.Schema.STRING)}

    def handle_create(self):
        self.resource_id_set(self.name + "-id")

    def get_reference_id(self):
        if self.resource_id is not None:
            raise ValueError("no reference for %s" % self.name)
        return self.name


def resource_mapping():
    return {"My::BadRef": BadRef}
'''


def test_get_reference_id_raising_fails_the_stack_with_the_raw_message(make_harness):
    # Heat (engine/stack.py, the legacy create task) stores each resource's
    # node data, reference id included, right after its action; the error
    # escapes the resource's recorder, so the stack reason is the bare
    # message and the dependent is never created. Seen with heat-oracle
    # (Heat 27): "Stack CREATE FAILED (oracle): Resource CREATE failed: no
    # reference for b", and no "creating BadRef c" line.
    h = make_harness(PLUGIN)
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
        "b": {"type": "My::BadRef"},
        "c": {"type": "My::BadRef", "properties": {"value": {"get_resource": "b"}}}}})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == "Resource CREATE failed: no reference for b"
    assert st.resources["b"].state == ("CREATE", "COMPLETE")
    assert st.resources["c"].state == ("INIT", "COMPLETE")


SIGNALLED = '''
class Signalled(resource.Resource):
    properties_schema = {}

    def handle_create(self):
        self.resource_id_set(self.name + "-id")

    def handle_signal(self, details=None):
        raise AssertionError("a hook signal must not reach handle_signal")


def resource_mapping():
    return {"My::Signalled": Signalled}
'''


@pytest.mark.parametrize("hook, message", [
    ("bogus", 'Invalid hook type "bogus" for Signalled "s" [s-id] Stack "stack" ['),
    ("pre-create", 'The "pre-create" hook is not defined on Signalled "s" [s-id] Stack "stack" ['),
])
def test_unset_hook_signal_is_refused_without_a_hook(make_harness, hook, message):
    # Heat's engine/resource.py (_signal_check_hook) checks an unset_hook
    # signal before handle_signal: an unknown hook type, or a hook the
    # resource does not have, is InvalidBreakPointHook naming the resource
    # and its stack (whose random id keeps this out of the recordings). Seen
    # with heat_driver.py (Heat 27): 'Invalid hook type "bogus" for Signal
    # "s" [s-id] Stack "oracle" [<uuid>]' and 'The "pre-create" hook is not
    # defined on Signal "s" [s-id] Stack "oracle" [<uuid>]'.
    h = make_harness(SIGNALLED)
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"s": {"type": "My::Signalled"}}})
    with pytest.raises(exception.InvalidBreakPointHook) as info:
        st.signal("s", {"unset_hook": hook})
    assert str(info.value).startswith(message)
    assert str(info.value).endswith("]")
