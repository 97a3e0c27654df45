"""The mistral client plug-in: python-mistralclient v2."""
from keystoneauth1.exceptions import http as ka_exceptions
from mistralclient.api import base as mistral_base
from mistralclient.api import client as mistral_client

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "mistral"


class MistralClientPlugin(client_plugin.ClientPlugin):

    service_types = [WORKFLOW_V2] = ["workflowv2"]

    def _create(self):
        endpoint = self.url_for(service_type=self.WORKFLOW_V2,
                                endpoint_type=self._get_client_option(CLIENT_NAME,
                                                                      "endpoint_type"))
        return mistral_client.client(mistral_url=endpoint, session=self.context.keystone_session,
                                     region_name=self._get_region_name())

    def _is(self, ex, ka_class, code):
        return isinstance(ex, ka_class) or (isinstance(ex, mistral_base.APIException)
                                            and ex.error_code == code)

    def is_not_found(self, ex):
        return self._is(ex, ka_exceptions.NotFound, 404)

    def is_over_limit(self, ex):
        return self._is(ex, ka_exceptions.RequestEntityTooLarge, 413)

    def is_conflict(self, ex):
        return self._is(ex, ka_exceptions.Conflict, 409)

    def get_workflow_by_identifier(self, workflow_identifier):
        try:
            return self.client().workflows.get(workflow_identifier)
        except Exception as ex:
            if self.is_not_found(ex):
                raise exception.EntityNotFound(entity="Workflow", name=workflow_identifier)
            raise


class WorkflowConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_workflow_by_identifier"
    expected_exceptions = (exception.EntityNotFound,)
