"""The Gadget plug-in's life cycle through the harness fixtures; every
assertion holds on plugin-sdk's runtime and on real Heat alike."""
import pytest

GADGET = {"heat_template_version": "2016-10-14",
          "resources": {"g": {"type": "Test::Gadget",
                              "properties": {"name": "one", "tags": ["a"]}}},
          "outputs": {"status": {"value": {"get_attr": ["g", "status"]}}}}


def _with(**props):
    t = {"heat_template_version": "2016-10-14",
         "resources": {"g": {"type": "Test::Gadget", "properties": dict(
             GADGET["resources"]["g"]["properties"], **props)}}}
    return t


def test_create_polls_until_active(make_stack, fake_cloud):
    st = make_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE")
    assert [str(c) for c in fake_cloud.calls] == [
        "gadgets.create(name='one', size=1, tags=['a'])",
        "gadgets.get('gadgets-1')", "gadgets.get('gadgets-1')"]
    assert st.outputs == {"status": "ACTIVE"}
    assert st.resources["g"].FnGetAtt("show")["name"] == "one"


def test_update_in_place_then_replace_then_immutable_failure(make_stack, fake_cloud):
    st = make_stack(GADGET)
    st.update(_with(name="two"))
    assert st.state == ("UPDATE", "COMPLETE")
    assert st.resources["g"].resource_id == "gadgets-1"
    assert fake_cloud.find("gadgets-1").name == "two"
    st.update(_with(name="two", size=3))
    assert st.state == ("UPDATE", "COMPLETE")
    assert st.resources["g"].resource_id == "gadgets-2"
    st.update(_with(name="two", size=3, zone="z2"))
    assert st.state == ("UPDATE", "FAILED")


def test_suspend_resume_and_check(make_stack, fake_cloud):
    st = make_stack(GADGET)
    st.suspend()
    assert st.state == ("SUSPEND", "COMPLETE")
    assert fake_cloud.find("gadgets-1").status == "SUSPENDED"
    st.resume()
    assert st.state == ("RESUME", "COMPLETE")
    st.check()
    assert st.state == ("CHECK", "COMPLETE")


def test_delete_of_a_vanished_gadget_completes(make_stack, fake_cloud):
    st = make_stack(GADGET)
    fake_cloud.vanish("gadgets-1")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")


def test_injected_faults_fail_the_resource(make_stack, fake_cloud):
    fake_cloud.fail(call="get", nth=2, error=RuntimeError("lost connection"))
    st = make_stack(GADGET)
    assert st.state == ("CREATE", "FAILED")
    assert st.resources["g"].status_reason == "RuntimeError: resources.g: lost connection"


def test_a_create_that_never_finishes_times_out_on_the_virtual_clock(
        make_stack, fake_cloud, virtual_clock):
    fake_cloud.never_finish(call="create")
    st = make_stack(GADGET, timeout_mins=1)
    assert st.state == ("CREATE", "FAILED")
    assert virtual_clock.now >= 60


def test_invalid_properties_are_refused_before_create(make_stack, fake_cloud):
    # Heat's module, or plugin-sdk's stand-in once the harness loaded the plug-ins.
    from heat.common import exception
    with pytest.raises(exception.StackValidationFailed, match="size"):
        make_stack(_with(size=99))
    assert fake_cloud.calls == []


def test_a_conflict_on_create_is_retried(make_stack, fake_cloud):
    from sdk.testing.fakecloud import Conflict
    fake_cloud.fail(call="create", error=Conflict("busy"))
    st = make_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE")
    assert [c.method for c in fake_cloud.calls].count("create") == 2
    assert st.resources["g"].resource_id == "gadgets-1"


def test_snapshot_records_every_resource(make_stack):
    st = make_stack(GADGET)
    snap = st.snapshot()
    assert st.state == ("SNAPSHOT", "COMPLETE")
    assert snap["resources"]["g"]["resource_id"] == "gadgets-1"


def test_a_create_ending_in_error_is_retried(make_stack, fake_cloud):
    fake_cloud.end_in_error(call="create")
    st = make_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE")
    assert st.resources["g"].resource_id == "gadgets-2"
    assert [o.id for o in fake_cloud.objects()] == ["gadgets-2"]
