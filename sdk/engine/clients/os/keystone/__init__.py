"""The keystone client plug-in: a wrapper (``client().client`` is
python-keystoneclient's v3 Client) and name/id resolution of identity
objects, ``name{domain}`` included."""
import re

from keystoneauth1 import exceptions as ks_exceptions

from sdk.common import exception
from sdk.engine.clients import client_plugin
from sdk.engine.clients.os.keystone import heat_keystoneclient as hkc


class KeystoneClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = [ks_exceptions, exception]

    service_types = [IDENTITY] = ["identity"]

    def _create(self):
        return hkc.KeystoneClient(self.context, self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, (ks_exceptions.NotFound, exception.EntityNotFound))

    def is_over_limit(self, ex):
        return isinstance(ex, ks_exceptions.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, ks_exceptions.Conflict)

    def parse_entity_with_domain(self, entity_with_domain, entity_type):
        """``name{domain}`` -> (name, domain id); a plain name -> (name, None)."""
        try:
            match = re.search(r"\{(.*?)\}$", entity_with_domain)
            if match is None:
                return entity_with_domain, None
            return entity_with_domain[:match.start()], self.get_domain_id(match.group(1))
        except Exception:
            raise exception.EntityNotFound(entity=entity_type, name=entity_with_domain)

    def _by_id_or_name(self, manager, value, entity, domain=None, parse=True):
        if value is None:
            return None
        if parse and not domain:
            value, domain = self.parse_entity_with_domain(value, entity)
        api = getattr(self.client().client, manager)
        try:
            return api.get(value).id
        except ks_exceptions.NotFound:
            filters = {"name": value}
            if domain is not None or manager != "domains":
                filters["domain"] = domain
            for obj in api.list(**filters):
                if obj.name == value:
                    return obj.id
        raise exception.EntityNotFound(entity=entity, name=value)

    def get_role_id(self, role, domain=None):
        return self._by_id_or_name("roles", role, "KeystoneRole", domain)

    def get_project_id(self, project, domain=None):
        return self._by_id_or_name("projects", project, "KeystoneProject", domain)

    def get_domain_id(self, domain):
        return self._by_id_or_name("domains", domain, "KeystoneDomain", parse=False)

    def get_group_id(self, group, domain=None):
        return self._by_id_or_name("groups", group, "KeystoneGroup", domain)

    def get_service_id(self, service):
        if service is None:
            return None
        services = self.client().client.services
        try:
            return services.get(service).id
        except ks_exceptions.NotFound:
            found = services.list(name=service)
            if len(found) > 1:
                raise exception.KeystoneServiceNameConflict(service=service)
            if not found:
                raise exception.EntityNotFound(entity="KeystoneService", name=service)
            return found[0].id

    def get_user_id(self, user, domain=None):
        if user is None:
            return None
        if not domain:
            user, domain = self.parse_entity_with_domain(user, "KeystoneUser")
        users = self.client().client.users
        try:
            return users.get(user).id
        except ks_exceptions.NotFound:
            try:
                return users.find(name=user, domain_id=domain).id
            except ks_exceptions.NotFound:
                pass
        raise exception.EntityNotFound(entity="KeystoneUser", name=user)

    def get_region_id(self, region):
        try:
            return self.client().client.regions.get(region).id
        except ks_exceptions.NotFound:
            raise exception.EntityNotFound(entity="KeystoneRegion", name=region)
