"""A load-balancer pool and its members, where members find their pool
through the stack (``self.stack.resource_by_refid``, iterating
``self.stack``), as several contrib plug-ins do."""

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import properties
from heat.engine import resource
from heat.engine import support


class Pool(resource.Resource):
    """A pool of back-end addresses."""

    support_status = support.SupportStatus(version='6.0.0')

    PROPERTIES = (ALGORITHM,) = ('algorithm',)

    ATTRIBUTES = (MEMBERS, URL) = ('members', 'url')

    properties_schema = {
        ALGORITHM: properties.Schema(
            properties.Schema.STRING,
            _('Balancing algorithm.'),
            default='ROUND_ROBIN',
            update_allowed=True
        ),
    }

    attributes_schema = {
        MEMBERS: attributes.Schema(_('Addresses of the members.'),
                                   type=attributes.Schema.LIST,
                                   cache_mode=attributes.Schema.CACHE_NONE),
        URL: attributes.Schema(_('Path of the pool in the API.'),
                               type=attributes.Schema.STRING),
    }

    def handle_create(self):
        self.resource_id_set('pool-%s' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        pass

    def _resolve_attribute(self, name):
        if name == self.MEMBERS:
            return sorted(res.properties[PoolMember.ADDRESS]
                          for res in self.stack.values()
                          if isinstance(res, PoolMember)
                          and res.properties[PoolMember.POOL] == self.resource_id
                          and res.resource_id is not None)
        if name == self.URL:
            return '/%s/pools/%s' % (self.stack.identifier().url_path(),
                                     self.resource_id)


class PoolMember(resource.Resource):
    """One back-end address in a pool of the same stack."""

    support_status = support.SupportStatus(version='6.0.0')

    PROPERTIES = (POOL, ADDRESS) = ('pool', 'address')

    properties_schema = {
        POOL: properties.Schema(
            properties.Schema.STRING,
            _('The pool (its resource reference).'),
            required=True
        ),
        ADDRESS: properties.Schema(
            properties.Schema.STRING,
            _('Address of the member.'),
            required=True,
            update_allowed=True
        ),
    }

    def _pool(self):
        pool = self.stack.resource_by_refid(self.properties[self.POOL])
        if pool is None:
            raise exception.EntityNotFound(entity='Pool',
                                           name=self.properties[self.POOL])
        return pool

    def handle_create(self):
        self.resource_id_set('%s/%s' % (self._pool().resource_id,
                                        self.properties[self.ADDRESS]))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.ADDRESS in prop_diff:
            self.resource_id_set('%s/%s' % (self._pool().resource_id,
                                            prop_diff[self.ADDRESS]))


def resource_mapping():
    return {
        'Hypo::LB::Pool': Pool,
        'Hypo::LB::PoolMember': PoolMember,
    }
