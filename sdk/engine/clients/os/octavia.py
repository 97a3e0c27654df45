"""The octavia client plug-in: python-octaviaclient's OctaviaAPI on the
load-balancer endpoint; objects found by id or name."""
from octaviaclient.api import constants
from octaviaclient.api.v2 import octavia
from osc_lib import exceptions

from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "octavia"
DEFAULT_FIND_ATTR = "name"


def _is_translated_exception(ex, code):
    return isinstance(ex, octavia.OctaviaClientException) and ex.code == code


class OctaviaClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = octavia

    service_types = [LOADBALANCER] = ["load-balancer"]

    supported_versions = [V2] = ["2"]

    default_version = V2

    def _create(self, version=None):
        endpoint = self.url_for(service_type=self.LOADBALANCER,
                                endpoint_type=self._get_client_option(CLIENT_NAME,
                                                                      "endpoint_type"))
        return octavia.OctaviaAPI(session=self.context.keystone_session,
                                  service_type=self.LOADBALANCER, endpoint=endpoint)

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound) or _is_translated_exception(ex, 404)

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.OverLimit) or _is_translated_exception(ex, 413)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.Conflict) or _is_translated_exception(ex, 409)

    def _find_id(self, path, value):
        return self.client().find(path=path, value=value, attr=DEFAULT_FIND_ATTR)["id"]

    def get_pool(self, value):
        return self._find_id(constants.BASE_POOL_URL, value)

    def get_listener(self, value):
        return self._find_id(constants.BASE_LISTENER_URL, value)

    def get_loadbalancer(self, value):
        return self._find_id(constants.BASE_LOADBALANCER_URL, value)

    def get_l7policy(self, value):
        return self._find_id(constants.BASE_L7POLICY_URL, value)

    def get_flavor(self, value):
        return self._find_id(constants.BASE_FLAVOR_URL, value)

    def get_flavorprofile(self, value):
        return self._find_id(constants.BASE_FLAVORPROFILE_URL, value)

    def get_availabilityzoneprofile(self, value):
        return self._find_id(constants.BASE_AVAILABILITYZONEPROFILE_URL, value)


class OctaviaConstraint(constraints.BaseCustomConstraint):
    """The value names an Octavia object at ``base_url``."""

    expected_exceptions = (exceptions.NotFound, octavia.OctaviaClientException)
    base_url = None

    def validate_with_client(self, client, value):
        client.client(CLIENT_NAME).find(path=self.base_url, value=value, attr=DEFAULT_FIND_ATTR)


def _constraint(name, base_url):
    return type(name, (OctaviaConstraint,), {"base_url": base_url, "__module__": __name__})


LoadbalancerConstraint = _constraint("LoadbalancerConstraint", constants.BASE_LOADBALANCER_URL)
ListenerConstraint = _constraint("ListenerConstraint", constants.BASE_LISTENER_URL)
PoolConstraint = _constraint("PoolConstraint", constants.BASE_POOL_URL)
L7PolicyConstraint = _constraint("L7PolicyConstraint", constants.BASE_L7POLICY_URL)
FlavorConstraint = _constraint("FlavorConstraint", constants.BASE_FLAVOR_URL)
FlavorProfileConstraint = _constraint("FlavorProfileConstraint",
                                      constants.BASE_FLAVORPROFILE_URL)
AvailabilityZoneConstraint = _constraint("AvailabilityZoneConstraint",
                                         constants.BASE_AVAILABILITYZONE_URL)
AvailabilityZoneProfileConstraint = _constraint("AvailabilityZoneProfileConstraint",
                                                constants.BASE_AVAILABILITYZONEPROFILE_URL)
