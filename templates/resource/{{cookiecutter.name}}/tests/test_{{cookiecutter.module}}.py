"""The {{ cookiecutter.type }} life cycle on plugin-sdk's runtime and fake cloud.

The fixtures come with plugin-sdk (its pytest plug-in): ``harness`` loads the
plug-in directories of ``[tool.plugin-sdk] plugin-dirs`` in pyproject.toml,
``make_stack`` creates stacks (and deletes what a test leaves), and
``fake_cloud`` serves the ``{{ cookiecutter.client }}`` client with objects whose
operations take a few polls, on ``virtual_clock`` (no real waiting).

Property and attribute names come from the resource class, so the tests
follow its schema; the contract of every registered type is checked too, by
the ``contract[...]`` test of ``plugin_sdk_contract`` in pyproject.toml.
"""
import pytest

from sdk.testing.fakecloud import OverLimit
from {{ cookiecutter.package }}.{{ cookiecutter.module }} import {{ cookiecutter.class_name }}

TYPE = "{{ cookiecutter.type }}"
NAME, SIZE = {{ cookiecutter.class_name }}.NAME, {{ cookiecutter.class_name }}.SIZE


def template(**properties):
    return {
        "heat_template_version": "2018-08-31",
        "resources": {"it": {"type": TYPE, "properties": properties}},
        "outputs": {
            "status": {"value": {"get_attr": ["it", {{ cookiecutter.class_name }}.STATUS]}},
            "size": {"value": {"get_attr": ["it", {{ cookiecutter.class_name }}.SIZE_ATTR]}},
        },
    }


@pytest.fixture
def service(fake_cloud):
    return fake_cloud.service("{{ cookiecutter.client }}")


@pytest.fixture
def stack(make_stack):
    return make_stack(template(**{NAME: "first", SIZE: 2}))


def test_create_polls_the_service_until_active(stack, service, fake_cloud, virtual_clock):
    object_id = stack.resources["it"].resource_id
    assert stack.state == ("CREATE", "COMPLETE")
    assert service.objects[object_id].status == "ACTIVE"
    assert service.objects[object_id].fields == {NAME: "first", SIZE: 2}
    polls = [c for c in fake_cloud.calls if c.method == "get" and c.object_id == object_id]
    assert len(polls) >= service.polls
    assert virtual_clock.now > 0
    assert stack.outputs == {"status": "ACTIVE", "size": 2}


def test_create_ending_in_error_is_retried(make_stack, fake_cloud):
    # Heat deletes a resource that went to ERROR and creates it again.
    fake_cloud.end_in_error(call="create")
    stack = make_stack(template())
    assert stack.state == ("CREATE", "COMPLETE")
    assert [c.method for c in fake_cloud.calls].count("create") == 2


def test_refused_create_fails_with_the_service_error(make_stack, fake_cloud):
    fake_cloud.fail(call="create", error=OverLimit("quota exceeded"))
    stack = make_stack(template())
    assert stack.state == ("CREATE", "FAILED")
    assert "quota exceeded" in stack.resources["it"].status_reason


def test_new_name_updates_in_place(stack, service):
    before = stack.resources["it"].resource_id
    stack.update(template(**{NAME: "second", SIZE: 2}))
    assert stack.state == ("UPDATE", "COMPLETE")
    assert stack.resources["it"].resource_id == before
    assert service.objects[before].name == "second"


def test_new_size_replaces(stack, service):
    before = stack.resources["it"].resource_id
    stack.update(template(**{NAME: "first", SIZE: 3}))
    after = stack.resources["it"].resource_id
    assert stack.state == ("UPDATE", "COMPLETE")
    assert after != before and before not in service.objects
    assert service.objects[after].size == 3


def test_suspend_and_resume(stack, service):
    object_id = stack.resources["it"].resource_id
    stack.suspend()
    assert stack.state == ("SUSPEND", "COMPLETE")
    assert service.objects[object_id].status == "SUSPENDED"
    stack.resume()
    assert stack.state == ("RESUME", "COMPLETE")
    assert service.objects[object_id].status == "ACTIVE"


def test_delete_waits_until_gone(stack, fake_cloud):
    stack.delete()
    assert stack.state == ("DELETE", "COMPLETE")
    assert fake_cloud.objects() == []


def test_delete_of_an_object_already_gone(stack, fake_cloud):
    assert fake_cloud.vanish(stack.resources["it"].resource_id)
    stack.delete()
    assert stack.state == ("DELETE", "COMPLETE")
