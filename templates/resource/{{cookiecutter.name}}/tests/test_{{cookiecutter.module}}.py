"""The {{ cookiecutter.type }} life cycle, driven through the plugin-sdk harness."""
import pytest

TYPE = "{{ cookiecutter.type }}"


def template(**properties):
    return {
        "heat_template_version": "2018-08-31",
        "resources": {"it": {"type": TYPE, "properties": properties}},
        "outputs": {
            "status": {"value": {"get_attr": ["it", "status"]}},
            "size": {"value": {"get_attr": ["it", "size"]}},
        },
    }


@pytest.fixture
def stack(plugin_harness):
    return plugin_harness.create_stack(template(name="first", size=2))


def test_create_polls_the_service_until_active(stack, fake_service):
    it = stack.resources["it"]
    assert stack.state == ("CREATE", "COMPLETE")
    assert fake_service.objects[it.resource_id] == {
        "name": "first", "size": 2, "status": "ACTIVE"}
    assert fake_service.polls[it.resource_id] >= fake_service.delay
    assert stack.outputs == {"status": "ACTIVE", "size": 2}


def test_create_failure_names_the_service_fault(plugin_harness, fake_service):
    fake_service.fault = "no capacity"
    stack = plugin_harness.create_stack(template())
    assert stack.state == ("CREATE", "FAILED")
    assert "no capacity" in stack.resources["it"].status_reason


def test_new_name_updates_in_place(stack, fake_service):
    before = stack.resources["it"].resource_id
    stack.update(template(name="second", size=2))
    assert stack.state == ("UPDATE", "COMPLETE")
    assert stack.resources["it"].resource_id == before
    assert fake_service.objects[before]["name"] == "second"


def test_new_size_replaces(stack, fake_service):
    before = stack.resources["it"].resource_id
    stack.update(template(name="first", size=3))
    after = stack.resources["it"].resource_id
    assert stack.state == ("UPDATE", "COMPLETE")
    assert after != before and before not in fake_service.objects
    assert fake_service.objects[after]["size"] == 3


def test_suspend_and_resume(stack, fake_service):
    object_id = stack.resources["it"].resource_id
    stack.suspend()
    assert stack.state == ("SUSPEND", "COMPLETE")
    assert fake_service.objects[object_id]["status"] == "SUSPENDED"
    stack.resume()
    assert stack.state == ("RESUME", "COMPLETE")
    assert fake_service.objects[object_id]["status"] == "ACTIVE"


def test_delete_waits_until_gone(stack, fake_service):
    stack.delete()
    assert stack.state == ("DELETE", "COMPLETE")
    assert fake_service.objects == {}


def test_delete_of_an_object_already_gone(stack, fake_service):
    fake_service.objects.clear()
    stack.delete()
    assert stack.state == ("DELETE", "COMPLETE")
