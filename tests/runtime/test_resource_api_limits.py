"""Resource-API behaviour verified in real Heat that the conformance drivers
cannot record (their record reads every resource's reference id, which is
what fails here)."""

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
