"""Reaches Nova through Heat's in-tree client plug-in (heat.engine.clients.os)."""
from heat.engine.clients.os import nova
from heat.engine import resource


class Pinned(resource.Resource):
    """A server pinned to a host."""

    def handle_create(self):
        nova.NovaClientPlugin(self.context)


def resource_mapping():
    return {'Hypo::Pinned': Pinned}
