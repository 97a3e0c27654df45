"""The request context a plug-in sees as ``self.context`` (and
``self.stack.context``): who is asking, and the clients to reach services."""


class Clients:
    """Heat's ``context.clients``: client plug-ins registered by name in the
    environment (``Harness.register_client``)."""

    def __init__(self, env):
        self._env = env

    def client_plugin(self, name):
        """The client plug-in registered as ``name``, or None (as in Heat)."""
        return self._env.get_client_plugin(name)

    get_client_plugin = client_plugin

    def client(self, name, version=None):
        """The client of plug-in ``name``, or None when none is registered."""
        plugin = self.client_plugin(name)
        return plugin.client() if plugin is not None else None


#: the project of a context made without one (what OS::project_id reads)
DEFAULT_PROJECT = "plugin-sdk"


class RequestContext:
    """A fixed local identity: one user in one project, not an admin."""

    def __init__(self, env, project_id=None, user_id="plugin-sdk",
                 region_name="RegionOne"):
        project_id = project_id or DEFAULT_PROJECT
        self.project_id = self.tenant_id = project_id
        self.user_id = user_id
        self.tenant = self.project_name = project_id
        self.user = self.username = self.user_name = self.user_id
        self.region_name = region_name
        self.is_admin = False
        self.auth_token = None
        self.roles = ["member"]
        self.clients = Clients(env)
        #: where custom constraints are looked up (plugin-sdk's own)
        self.environment = env

    def to_dict(self):
        return {"project_id": self.project_id, "tenant_id": self.tenant_id,
                "user_id": self.user_id, "username": self.username,
                "region_name": self.region_name, "is_admin": self.is_admin,
                "roles": list(self.roles)}
