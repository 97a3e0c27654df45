"""Mistral's workflows as heat-contrib's heat_mistral plug-in (and Heat 27's
OS::Mistral::Workflow) drive them: a workflow language document sent as
text creates and updates the workflows it names, found by name after."""
import pytest

from sdk.testing.harness import Harness

PLUGIN = '''
import yaml

from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource


class Workflow(resource.Resource):
    """A one-task Mistral workflow."""

    properties_schema = {
        'action': properties.Schema(properties.Schema.STRING, 'Action.', update_allowed=True),
    }

    def _definition(self):
        return yaml.safe_dump({'version': '2.0', self.physical_resource_name(): {
            'type': 'direct', 'input': ['x', {'y': 1}],
            'tasks': {'one': {'action': self.properties['action']}}}})

    def handle_create(self):
        workflow = self.client('mistral').workflows.create(self._definition())
        self.resource_id_set(workflow[0].name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self.properties = json_snippet.properties(self.properties_schema, self.context)
        self.client('mistral').workflows.update(self._definition())

    def handle_delete(self):
        if self.resource_id:
            self.client('mistral').workflows.delete(self.resource_id)


class Runner(resource.Resource):
    """Names an existing workflow."""

    properties_schema = {
        'workflow': properties.Schema(
            properties.Schema.STRING, 'Workflow.',
            constraints=[constraints.CustomConstraint('mistral.workflow')]),
    }


def resource_mapping():
    return {'Test::Mistral::Workflow': Workflow, 'Test::Mistral::Runner': Runner}
'''


def _template(action, runner=False):
    resources = {"wf": {"type": "Test::Mistral::Workflow", "properties": {"action": action}}}
    if runner:
        resources["run"] = {"type": "Test::Mistral::Runner",
                            "properties": {"workflow": {"get_resource": "wf"}}}
    return {"heat_template_version": "2021-04-16", "resources": resources}


@pytest.fixture
def mistral_harness(tmp_path, fake_cloud):
    """A harness running the Mistral-style plug-in on the fake cloud."""
    (tmp_path / "mistral_style.py").write_text(PLUGIN)
    h = Harness(files=[str(tmp_path / "mistral_style.py")])
    fake_cloud.attach(h)
    yield h
    h.close()


def test_workflow_text_creates_updates_and_deletes(mistral_harness):
    st = mistral_harness.create_stack(_template("std.noop"))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    wf = st.resources["wf"]
    mistral = wf.client("mistral")
    shown = mistral.workflows.get(wf.resource_id)
    assert shown.name == wf.resource_id and shown.input == "x, y=1"
    assert "std.noop" in shown.definition and shown.scope == "private"
    st.update(_template("std.echo output=1", runner=True))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert "std.echo" in mistral.workflows.get(wf.resource_id).definition
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    with pytest.raises(Exception) as info:
        mistral.workflows.get(wf.resource_id)
    assert wf.client_plugin("mistral").is_not_found(info.value)


def test_unparsable_definition_is_a_bad_request(mistral_harness):
    st = mistral_harness.create_stack(_template("std.noop"))
    mistral = st.resources["wf"].client("mistral")
    with pytest.raises(Exception) as info:
        mistral.workflows.create("version: '2.0'\nwf: [unclosed")
    assert "Definition could not be parsed" in str(info.value)
