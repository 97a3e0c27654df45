"""The glance client plug-in: python-glanceclient v2; images by id or unique name."""
from glanceclient import client as gc
from glanceclient import exc
from oslo_utils import uuidutils

from sdk.engine import constraints
from sdk.engine.clients import client_exception, client_plugin
from sdk.engine.clients import os as os_client

CLIENT_NAME = "glance"


class GlanceClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = [client_exception, exc]

    service_types = [IMAGE] = ["image"]

    supported_versions = [V2] = ["2"]

    default_version = V2

    def _create(self, version=None):
        return gc.Client(version, session=self.context.keystone_session,
                         interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                         service_type=self.IMAGE, region_name=self._get_region_name())

    def _find_with_attr(self, entity, **kwargs):
        """The one ``entity`` whose attributes match ``kwargs``."""
        matches = list(self._findall_with_attr(entity, **kwargs))
        if not matches:
            raise client_exception.EntityMatchNotFound(entity=entity, args=kwargs)
        if len(matches) > 1:
            raise client_exception.EntityUniqueMatchNotFound(entity=entity, args=kwargs)
        return matches[0]

    def _findall_with_attr(self, entity, **kwargs):
        return getattr(self.client(), entity).list(filters=kwargs)

    def is_not_found(self, ex):
        return isinstance(ex, (client_exception.EntityMatchNotFound, exc.HTTPNotFound))

    def is_over_limit(self, ex):
        return isinstance(ex, exc.HTTPOverLimit)

    def is_conflict(self, ex):
        return isinstance(ex, exc.HTTPConflict)

    def find_image_by_name_or_id(self, image_identifier):
        return self._find_image_id(self.context.project_id, image_identifier)

    @os_client.MEMOIZE_FINDER
    def _find_image_id(self, tenant_id, image_identifier):
        return self.get_image(image_identifier).id

    def get_image(self, image_identifier):
        """The image with this id (if it looks like one), else the one with this name."""
        if uuidutils.is_uuid_like(image_identifier):
            try:
                return self.client().images.get(image_identifier)
            except exc.HTTPNotFound:
                pass
        return self._find_with_attr("images", name=image_identifier)


class ImageConstraint(constraints.BaseCustomConstraint):
    expected_exceptions = (client_exception.EntityMatchNotFound,
                           client_exception.EntityUniqueMatchNotFound)
    resource_client_name = CLIENT_NAME
    resource_getter_name = "find_image_by_name_or_id"
