"""The parts of Heat's Stack API that plug-ins call on ``self.stack`` beyond
name, id, template and context: resources by name or reference id, the
stack's identifier, and the fields of a top-level stack."""
from urllib import parse


class StackIdentifier(dict):
    """Heat's stack identifier: tenant, stack_name, stack_id and path, also
    as attributes, with the ARN and URL forms plug-ins build signal URLs from."""

    FIELDS = ("tenant", "stack_name", "stack_id", "path")

    def __init__(self, tenant, stack_name, stack_id, path=""):
        if path and not path.startswith("/"):
            path = "/" + path
        super().__init__(tenant=tenant, stack_name=stack_name, stack_id=stack_id, path=path)

    def __getattr__(self, attr):
        if attr not in self.FIELDS:
            raise AttributeError('Unknown attribute "%s"' % attr)
        return self[attr]

    def stack_path(self):
        return "%s/%s" % (parse.quote(self.stack_name, ""), parse.quote(self.stack_id, ""))

    def _tenant_path(self):
        return "stacks/%s%s" % (self.stack_path(), parse.quote(self.path))

    def url_path(self):
        return "/".join((parse.quote(self.tenant, ""), self._tenant_path()))

    def arn(self):
        return "arn:openstack:heat::%s:%s" % (parse.quote(self.tenant, ""), self._tenant_path())

    def arn_url_path(self):
        return "/" + parse.quote(self.arn())


class ResourceIdentifier(StackIdentifier):
    """Heat's identifier of a resource: its stack's, with the path
    ``/resources/NAME`` (signal URLs are built from it)."""

    def __init__(self, tenant, stack_name, stack_id, path="", resource_name=None):
        if resource_name is not None:
            if "/" in resource_name:
                raise ValueError('Resource name may not contain "/"')
            path = "/".join([path.rstrip("/"), "resources", resource_name])
        super().__init__(tenant, stack_name, stack_id, path)

    def __getattr__(self, attr):
        if attr == "resource_name":
            return self["path"].rsplit("/", 1)[-1]
        return super().__getattr__(attr)

    def stack(self):
        return StackIdentifier(self.tenant, self.stack_name, self.stack_id,
                               self.path.rsplit("/resources/", 1)[0])


#: states in which Heat finds a resource by its reference id
_REFID_STATES = (("INIT", "COMPLETE"), ("CREATE", "IN_PROGRESS"), ("CREATE", "COMPLETE"),
                 ("RESUME", "IN_PROGRESS"), ("RESUME", "COMPLETE"),
                 ("UPDATE", "IN_PROGRESS"), ("UPDATE", "COMPLETE"), ("CHECK", "COMPLETE"))


class StackPluginAPI:
    """Mixed into ``sdk.engine.stack.Stack``; needs ``resources``, ``name``, ``id``
    and ``context``. A nested stack (sdk.engine.resources.stack_resource)
    sets its ``nested_depth`` and ``owner_id``; a stack user's project is
    set when Heat's types make one (StackUser)."""

    owner_id = None
    nested_depth = 0
    user_creds_id = None
    convergence = False
    tags = None

    def register_access_allowed_handler(self, credential_id, handler):
        """Heat asks ``handler(resource_name)`` whether a stack user's
        credential may reach a resource (its metadata, its signal)."""
        if not callable(handler):
            raise AssertionError("Handler is not callable")
        self.__dict__.setdefault("_access_allowed_handlers", {})[credential_id] = handler

    def access_allowed(self, credential_id, resource_name):
        handler = self.__dict__.get("_access_allowed_handlers", {}).get(credential_id)
        return bool(handler and handler(resource_name))

    def _top_stack(self):
        stack = self
        while getattr(stack, "parent_resource", None) is not None:
            stack = stack.parent_resource.stack
        return stack

    @property
    def stack_user_project_id(self):
        """Where this stack's users live. Heat's service makes the project
        with the top stack and hands it to nested ones; here the top stack's
        first stack user makes it, or a nested stack's first asking (named
        after the top stack either way; without a cloud, none)."""
        top = self._top_stack()
        made = top.__dict__.get("_stack_user_project_id")
        if top is self or made or top.context.credentials is None:
            return made
        return top.create_stack_user_project_id()

    @stack_user_project_id.setter
    def stack_user_project_id(self, project_id):
        self.set_stack_user_project_id(project_id)

    def set_stack_user_project_id(self, project_id):
        self._top_stack().__dict__["_stack_user_project_id"] = project_id

    def create_stack_user_project_id(self):
        """The stack users' project made in Keystone for this stack (Heat's)."""
        project_id = self.clients.client("keystone").create_stack_domain_project(self.id)
        self.set_stack_user_project_id(project_id)
        return project_id

    def delete_stack_user_project(self):
        """After a top stack's resources are deleted, Heat deletes its stack
        users' project; the reason a failure fails the delete with, else None."""
        if self.owner_id is not None or not self.stack_user_project_id:
            return None
        try:
            self.clients.client("keystone").delete_stack_domain_project(
                project_id=self.stack_user_project_id)
        except Exception as ex:
            return "Error deleting project: %s" % ex
        return None

    def __iter__(self):
        """Resource names, as iterating Heat's Stack gives them."""
        return iter(self.resources)

    def __len__(self):
        return len(self.resources)

    def __bool__(self):
        # Heat's Stack is falsy when empty; no plug-in relies on it, and an
        # engine must not mistake an empty stack for no stack.
        return True

    def keys(self):
        return list(self.resources)

    def values(self):
        return list(self.resources.values())

    def items(self):
        return list(self.resources.items())

    def get(self, name, default=None):
        return self.resources.get(name, default)

    def resource_by_refid(self, refid):
        """The resource whose reference id is ``refid``, or None. Heat compares
        the reference id the stack last captured for the resource (its name
        while it was being validated or created) and, where nothing was
        captured, the resource's own reference id or its name."""
        captured = getattr(self, "_refs", {})
        for res in self.resources.values():
            if res.state not in _REFID_STATES:
                continue
            if res.name in captured:
                if captured[res.name] == refid:
                    return res
            elif res.FnGetRefId() == refid or res.name == refid:
                return res
        return None

    def identifier(self):
        return StackIdentifier(self.context.project_id, self.name, self.id or "")

    def total_resources(self, stack_id=None):
        """How many resources the stack has (a local stack has no nested ones)."""
        return len(self.resources) if self.id is not None else 0

    @property
    def clients(self):
        return self.context.clients

    def get_availability_zones(self):
        """The names in Nova's zone list (``Fn::GetAZs``), asked once per
        loaded stack as Heat asks; without a cloud to ask (no fake cloud, no
        ``OS_*`` variables), ``["nova"]``, a single-zone cloud's answer."""
        zones = self.__dict__.get("_zones")
        if zones is None:
            if self.context.credentials is None:
                return ["nova"]
            nova = self.clients.client("nova")
            zones = self._zones = [zone.zoneName
                                   for zone in nova.availability_zones.list(detailed=False)]
        return zones
