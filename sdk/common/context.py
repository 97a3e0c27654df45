"""The request context a plug-in sees as ``self.context`` (and
``self.stack.context``): who is asking, and the clients to reach services."""


import os
import uuid
import weakref


class Clients:
    """Heat's ``context.clients``: client plug-ins registered by name in the
    environment (``Harness.register_client``). A registration that makes a
    plug-in per context (``for_context``, as Heat's OpenStack client plug-ins
    are made) is made once for this context."""

    def __init__(self, env, context):
        self._env = env
        self._context = context
        self._made = {}

    def client_plugin(self, name):
        """The client plug-in registered as ``name``, or None (as in Heat)."""
        plugin = self._env.get_client_plugin(name)
        if not hasattr(type(plugin), "for_context"):   # the class's: a stand-in may answer anything
            return plugin
        made = self._made.get(name)
        if made is None or made[0] is not plugin:
            made = self._made[name] = (plugin, plugin.for_context(self._context))
        return made[1]

    get_client_plugin = client_plugin

    def client(self, name, version=None):
        """The client of plug-in ``name``, or None when none is registered."""
        plugin = self.client_plugin(name)
        return plugin.client() if plugin is not None else None


def _no_cloud():
    """A keystoneauth plug-in that fails every request with one line."""
    from keystoneauth1 import plugin

    from sdk.common import exception

    class NoCloud(plugin.BaseAuthPlugin):
        def _fail(self, *args, **kwargs):
            raise exception.Error("No cloud for the OpenStack clients: set OS_AUTH_URL and the "
                                  "other OS_* variables (an openrc file), or use a fake cloud "
                                  "(--fake-cloud)")
        get_token = get_endpoint = get_headers = _fail

    return NoCloud()


#: credential -> the openrc variable that gives it
_OS_VARIABLES = {"auth_url": "OS_AUTH_URL", "username": "OS_USERNAME",
                 "password": "OS_PASSWORD", "project_name": "OS_PROJECT_NAME",
                 "user_domain_name": "OS_USER_DOMAIN_NAME",
                 "project_id": "OS_PROJECT_ID",
                 "project_domain_name": "OS_PROJECT_DOMAIN_NAME"}

#: the project of a context made without one (what OS::project_id reads)
DEFAULT_PROJECT = "plugin-sdk"

#: request_id -> its context, so ``from_dict`` finds the environment (the
#: clients and the cloud) of the context a dict was made from
_LIVE = weakref.WeakValueDictionary()


class RequestContext:
    """A fixed local identity: one user in one project, not an admin. Its
    attributes are those of Heat 27's context (oslo.context 6): no
    ``tenant_id``, ``tenant`` or ``user``, which older Heats had."""

    def __init__(self, env, project_id=None, user_id="plugin-sdk",
                 region_name="RegionOne"):
        project_id = project_id or DEFAULT_PROJECT
        self.project_id = project_id
        self.user_id = user_id
        self.project_name = project_id
        self.username = self.user_name = self.user_id
        self.region_name = region_name
        self.is_admin = False
        self.auth_token = None
        self.roles = ["member"]
        self.clients = Clients(env, self)
        #: where custom constraints are looked up (plugin-sdk's own)
        self.environment = env
        self._keystone_session = None
        self.request_id = "req-" + str(uuid.uuid4())
        _LIVE[self.request_id] = self
        cloud_project = (self.credentials or {}).get("project_id")
        if project_id == DEFAULT_PROJECT and cloud_project:
            # the project the OpenStack clients act in (a fake cloud's admin)
            self.project_id = cloud_project

    @property
    def credentials(self):
        """What the OpenStack client plug-ins authenticate with: the
        environment's (a fake cloud's), else the ``OS_*`` variables of an
        openrc file, else None."""
        found = self.environment.get_credentials() if self.environment is not None else None
        if found is None and os.environ.get("OS_AUTH_URL"):
            found = {key: os.environ.get(var) for key, var in _OS_VARIABLES.items()}
        return found

    @property
    def auth_url(self):
        return (self.credentials or {}).get("auth_url")

    @property
    def keystone_session(self):
        """A keystoneauth session on ``credentials`` (Keystone v3 password);
        without credentials, clients can be made but a request says there is
        no cloud."""
        if self._keystone_session is None:
            from keystoneauth1 import session
            from keystoneauth1.identity import v3
            credentials = self.credentials
            if credentials is None:
                auth = _no_cloud()
            else:
                auth = v3.Password(**{k: v for k, v in credentials.items()
                                      if k != "region_name" and v is not None})
            self._keystone_session = session.Session(auth=auth)
        return self._keystone_session

    def to_dict(self):
        return {"project_id": self.project_id,
                "user_id": self.user_id, "username": self.username,
                "region_name": self.region_name, "is_admin": self.is_admin,
                "roles": list(self.roles), "request_id": self.request_id}

    @classmethod
    def from_dict(cls, values, **kwargs):
        """A context like the one ``values`` came from (``to_dict``), with
        ``kwargs`` on top; as oslo.context's, ``overwrite`` is accepted. The
        new context keeps the environment, so it reaches the same cloud."""
        kwargs.pop("overwrite", None)
        values = dict(values, **kwargs)
        source = _LIVE.get(values.get("request_id"))
        made = cls(source.environment if source is not None else None,
                   project_id=values.get("project_id"), user_id=values.get("user_id", "plugin-sdk"),
                   region_name=values.get("region_name") or "RegionOne")
        made.is_admin = bool(values.get("is_admin", False))
        made.roles = list(values.get("roles") or made.roles)
        return made
