"""The neutron client plug-in: python-neutronclient's v2.0 client, name/id
resolution as Heat's Neutron types do it, and Neutron's error predicates."""
import logging

from neutronclient.common import exceptions
from neutronclient.neutron import v2_0 as neutronV20
from neutronclient.v2_0 import client as nc

from sdk.common import exception
from sdk.engine.clients import client_plugin
from sdk.engine.clients import os as os_client

CLIENT_NAME = "neutron"

# Heat 27 still uses neutronclient's bindings, which warn at every client made.
logging.getLogger("neutronclient.v2_0.client").setLevel(logging.ERROR)


class NeutronClientPlugin(os_client.ExtensionMixin, client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [NETWORK] = ["network"]

    RES_TYPES = (
        RES_TYPE_NETWORK, RES_TYPE_SUBNET, RES_TYPE_ROUTER, RES_TYPE_PORT,
        RES_TYPE_SUBNET_POOL, RES_TYPE_ADDRESS_SCOPE, RES_TYPE_SECURITY_GROUP,
        RES_TYPE_QOS_POLICY, RES_TYPE_LOADBALANCER, RES_TYPE_LB_LISTENER, RES_TYPE_LB_POOL,
        RES_TYPE_LB_L7POLICY,
    ) = (
        "network", "subnet", "router", "port", "subnetpool", "address_scope",
        "security_group", "policy", "loadbalancer", "listener", "pool", "l7policy",
    )

    #: resource -> neutronclient's command resource, where they differ
    _res_cmdres_mapping = {RES_TYPE_QOS_POLICY: "qos_policy",
                           RES_TYPE_LOADBALANCER: "lbaas_loadbalancer",
                           RES_TYPE_LB_POOL: "lbaas_pool",
                           RES_TYPE_LB_L7POLICY: "lbaas_l7policy"}

    #: extension resource -> its path below /v2.0
    _EXT_PATHS = {"port_pair": "/sfc/port_pairs", "port_pair_group": "/sfc/port_pair_groups",
                  "flow_classifier": "/sfc/flow_classifiers", "port_chain": "/sfc/port_chains",
                  "tap_service": "/taas/tap_services", "tap_flow": "/taas/tap_flows"}

    def _create(self):
        return nc.Client(session=self.context.keystone_session, service_type=self.NETWORK,
                         interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                         region_name=self._get_region_name())

    def is_not_found(self, ex):
        if isinstance(ex, (exceptions.NotFound, exceptions.NetworkNotFoundClient,
                           exceptions.PortNotFoundClient)):
            return True
        return isinstance(ex, exceptions.NeutronClientException) and ex.status_code == 404

    def is_conflict(self, ex):
        return (isinstance(ex, exceptions.Conflict)
                and not isinstance(ex, exceptions.OverQuotaClient))

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.NeutronClientException) and ex.status_code == 413

    def is_no_unique(self, ex):
        return isinstance(ex, exceptions.NeutronClientNoUniqueMatch)

    def is_invalid(self, ex):
        return isinstance(ex, exceptions.StateInvalidClient)

    def find_resourceid_by_name_or_id(self, resource, name_or_id, cmd_resource=None):
        """The id of the ``resource`` (one of RES_TYPES) named or identified by
        ``name_or_id``; neutronclient's NotFound or NeutronClientNoUniqueMatch."""
        cmd_resource = cmd_resource or self._res_cmdres_mapping.get(resource)
        return self._find_resource_id(self.context.project_id, resource, name_or_id,
                                      cmd_resource)

    @os_client.MEMOIZE_FINDER
    def _find_resource_id(self, tenant_id, resource, name_or_id, cmd_resource):
        return neutronV20.find_resourceid_by_name_or_id(self.client(), resource, name_or_id,
                                                        cmd_resource=cmd_resource)

    @os_client.MEMOIZE_EXTENSIONS
    def _list_extensions(self):
        return {e.get("alias") for e in self.client().list_extensions().get("extensions")}

    def _resolve(self, props, key, id_key, key_type):
        if props.get(key):
            props[id_key] = self.find_resourceid_by_name_or_id(key_type, props.pop(key))
        return props[id_key]

    def resolve_pool(self, props, pool_key, pool_id_key):
        return self._resolve(props, pool_key, pool_id_key, "pool")

    def resolve_router(self, props, router_key, router_id_key):
        return self._resolve(props, router_key, router_id_key, "router")

    def network_id_from_subnet_id(self, subnet_id):
        return self.client().show_subnet(subnet_id)["subnet"]["network_id"]

    def check_lb_status(self, lb_id):
        status = self.client().show_loadbalancer(lb_id)["loadbalancer"]["provisioning_status"]
        if status == "ERROR":
            raise exception.ResourceInError(resource_status=status)
        return status == "ACTIVE"

    def get_qos_policy_id(self, policy):
        return self.find_resourceid_by_name_or_id("policy", policy)

    def get_secgroup_uuids(self, security_groups):
        """Security group names or ids -> ids (names looked up in the project)."""
        from oslo_utils import uuidutils
        ids, groups = [], None
        for group in security_groups:
            if uuidutils.is_uuid_like(group):
                ids.append(group)
                continue
            if groups is None:
                groups = self.client().list_security_groups(
                    project_id=self.context.project_id)["security_groups"]
            matches = [g["id"] for g in groups if g["name"] == group]
            if not matches:
                raise exception.EntityNotFound(entity="Resource", name=group)
            if len(matches) > 1:
                raise exception.PhysicalResourceNameAmbiguity(name=group)
            ids.append(matches[0])
        return ids

    def _resolve_resource_path(self, resource):
        return self._EXT_PATHS[resource]

    def create_ext_resource(self, resource, props):
        path = self._resolve_resource_path(resource)
        return self.client().create_ext(path, {resource: props}).get(resource)

    def update_ext_resource(self, resource, prop_diff, resource_id):
        path = self._resolve_resource_path(resource)
        return self.client().update_ext(path + "/%s", resource_id, {resource: prop_diff})

    def delete_ext_resource(self, resource, resource_id):
        path = self._resolve_resource_path(resource)
        return self.client().delete_ext(path + "/%s", resource_id)

    def show_ext_resource(self, resource, resource_id):
        path = self._resolve_resource_path(resource)
        return self.client().show_ext(path + "/%s", resource_id).get(resource)

    def check_ext_resource_status(self, resource, resource_id):
        status = self.show_ext_resource(resource, resource_id)["status"]
        if status == "ERROR":
            raise exception.ResourceInError(resource_status=status)
        return status == "ACTIVE"

    def resolve_ext_resource(self, resource, name_or_id):
        """The id of an extension resource by id, else by its unique name."""
        path = self._resolve_resource_path(resource)
        try:
            return self.client().show_ext(path + "/%s", name_or_id).get(resource).get("id")
        except exceptions.NotFound:
            plural = resource + "s"
            found = self.client().list_ext(collection=plural, path=path,
                                           retrieve_all=True).get(plural)
            matched = [r.get("id") for r in found if r.get("name") == name_or_id]
            if len(matched) > 1:
                raise exceptions.NeutronClientNoUniqueMatch(resource=resource, name=name_or_id)
            if not matched:
                raise exceptions.NotFound(message="Unable to find %s with name or id '%s'"
                                          % (resource, name_or_id))
            return matched[0]
