"""Keystone v3: version discovery, password/token authentication with a
service catalog, and the identity collections Heat's Keystone types use."""
import datetime

import sdk.cloud.core as core
import sdk.cloud.errors as errors

keystone = core.Service("keystone", "identity", "/identity", errors=errors.keystone)
SERVICES = [keystone]

EXPIRES = "2099-12-31T23:59:59.000000Z"
DEFAULT_DOMAIN = {"id": "default", "name": "Default"}


class KeystoneCollection(core.Collection):
    def not_found_message(self, object_id):
        return "Could not find %s: %s." % (self.singular, object_id)


def _link(path):
    return {"links": {"self": core.BASE + "/identity/v3/" + path}}


def _project_defaults(cloud, obj):
    obj.setdefault("domain_id", "default")
    obj.setdefault("description", "")
    obj.setdefault("enabled", True)
    obj.setdefault("is_domain", False)
    obj.setdefault("parent_id", obj["domain_id"])
    obj.setdefault("tags", [])
    obj.update(_link("projects/" + obj["id"]))


def _user_defaults(cloud, obj):
    obj.setdefault("domain_id", "default")
    obj.setdefault("enabled", True)
    obj.pop("password", None)
    obj.setdefault("password_expires_at", None)
    obj.update(_link("users/" + obj["id"]))


def _named(kind):
    def defaults(cloud, obj):
        obj.setdefault("description", "")
        if kind in ("domains",):
            obj.setdefault("enabled", True)
        if kind in ("groups",):
            obj.setdefault("domain_id", "default")
        if kind == "roles":
            obj.setdefault("domain_id", None)
        obj.update(_link("%s/%s" % (kind, obj["id"])))
    return defaults


COLLECTIONS = {}
for _coll, _defaults in (("projects", _project_defaults), ("users", _user_defaults),
                         ("roles", _named("roles")), ("domains", _named("domains")),
                         ("groups", _named("groups")), ("services", _named("services")),
                         ("endpoints", _named("endpoints")), ("regions", _named("regions")),
                         ("credentials", _named("credentials")), ("policies", _named("policies"))):
    COLLECTIONS[_coll] = c = KeystoneCollection(keystone, _coll, "/v3/" + _coll, _coll,
                                                defaults=_defaults, update="PATCH")
    c.register()


@keystone.route("GET", "")
def versions(cloud, req):
    return core.Reply(300, {"versions": {"values": [_version()]}})


@keystone.route("GET", "/v3")
def version(cloud, req):
    return core.Reply(200, {"version": _version()})


def _version():
    return {"id": "v3.14", "status": "stable", "updated": "2020-04-07T00:00:00Z",
            "links": [{"rel": "self", "href": core.BASE + "/identity/v3/"}],
            "media-types": [{"base": "application/json",
                             "type": "application/vnd.openstack.identity-v3+json"}]}


def _by_name_or_id(cloud, kind, value, domain_id=None):
    if not value:
        return None
    obj = cloud.lookup("keystone." + kind, value)
    if obj is not None:
        return obj
    for obj in cloud.select("keystone." + kind, tick=False):
        if obj.get("name") == value and (domain_id is None or obj.get("domain_id") in
                                         (domain_id, None)):
            return obj
    return None


def _domain_id(cloud, spec):
    spec = spec or {}
    if "id" in spec:
        return spec["id"]
    if "name" in spec:
        domain = _by_name_or_id(cloud, "domains", spec["name"])
        return domain["id"] if domain else None
    return "default"


def _unauthorized(message="The request you have made requires authentication."):
    return core.HTTPError(401, message)


@keystone.route("POST", "/v3/auth/tokens", "authenticate")
def issue_token(cloud, req):
    auth = req.json.get("auth", {})
    identity = auth.get("identity", {})
    methods = identity.get("methods", [])
    if "password" in methods:
        user_spec = identity["password"].get("user", {})
        user = (cloud.lookup("keystone.users", user_spec.get("id"))
                or _by_name_or_id(cloud, "users", user_spec.get("name"),
                                  _domain_id(cloud, user_spec.get("domain"))))
    elif "token" in methods:
        user_id, _ = _parse_token(identity["token"].get("id", ""))
        user = cloud.lookup("keystone.users", user_id)
    else:
        raise _unauthorized()
    if user is None:
        raise _unauthorized()
    scope = auth.get("scope") or {}
    project = None
    if "project" in scope:
        spec = scope["project"]
        project = (cloud.lookup("keystone.projects", spec.get("id"))
                   or _by_name_or_id(cloud, "projects", spec.get("name"),
                                     _domain_id(cloud, spec.get("domain"))))
        if project is None:
            raise _unauthorized("Could not find project: %s." % (spec.get("name") or spec.get("id")))
    elif scope == {} and user.get("default_project_id"):
        project = cloud.lookup("keystone.projects", user["default_project_id"])
    token = _token_id(user["id"], project["id"] if project else "")
    return core.Reply(201, {"token": _token_body(cloud, user, project)},
                      {"X-Subject-Token": token})


@keystone.route("GET", "/v3/auth/tokens", "get")
def validate_token(cloud, req):
    subject = req.headers.get("X-Subject-Token", "")
    user_id, project_id = _parse_token(subject)
    user = cloud.lookup("keystone.users", user_id)
    if user is None:
        raise core.not_found("Could not find token: %s." % subject)
    project = cloud.lookup("keystone.projects", project_id)
    return core.Reply(200, {"token": _token_body(cloud, user, project)},
                      {"X-Subject-Token": subject})


@keystone.route("DELETE", "/v3/auth/tokens", "delete")
def revoke_token(cloud, req):
    return core.Reply(204)


@keystone.route("GET", "/v3/auth/catalog", "get")
def catalog(cloud, req):
    _, project_id = _parse_token(req.headers.get("X-Auth-Token", ""))
    return core.Reply(200, {"catalog": _catalog(cloud, project_id)})


def _token_id(user_id, project_id):
    return "fake-token.%s.%s" % (user_id, project_id)


def _parse_token(token):
    parts = token.split(".")
    if len(parts) != 3 or parts[0] != "fake-token":
        return None, None
    return parts[1], parts[2]


def _token_body(cloud, user, project):
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000000Z")
    body = {"methods": ["password"], "expires_at": EXPIRES, "issued_at": now,
            "audit_ids": ["plugin-sdk"],
            "user": {"id": user["id"], "name": user["name"], "password_expires_at": None,
                     "domain": _domain_ref(cloud, user.get("domain_id", "default"))}}
    if project is not None:
        body["project"] = {"id": project["id"], "name": project["name"],
                           "domain": _domain_ref(cloud, project.get("domain_id", "default"))}
        body["is_domain"] = False
        body["roles"] = [{"id": r["id"], "name": r["name"]}
                         for r in _roles_of(cloud, user["id"], project["id"])]
        body["catalog"] = _catalog(cloud, project["id"])
    return body


def _domain_ref(cloud, domain_id):
    domain = cloud.lookup("keystone.domains", domain_id)
    return {"id": domain_id, "name": domain["name"] if domain else domain_id}


def _roles_of(cloud, user_id, project_id):
    found = []
    for a in cloud.select("keystone.role_assignments", tick=False):
        if a["user"] == user_id and a["scope"] == project_id:
            role = cloud.lookup("keystone.roles", a["role"])
            if role is not None:
                found.append(role)
    return found


def _catalog(cloud, project_id):
    """One entry per service of the cloud, each with a public endpoint (and
    Keystone's internal and admin ones) in each region (DevStack has only
    RegionOne; a region added to Keystone serves the same cloud), as
    DevStack registers them. A small catalog matters: keystoneauth copies
    it on every request."""
    regions = sorted(cloud.data["collections"].get("keystone.regions") or ["RegionOne"],
                     key=lambda r: (r != "RegionOne", r))
    entries = []
    for service in cloud.services.values():
        url = core.BASE + service.endpoint % {"project": project_id}
        interfaces = ("public", "internal", "admin") if service is keystone else ("public",)
        entries.append({
            "id": "%s-service" % service.name, "type": service.service_type, "name": service.name,
            "endpoints": [{"id": "%s-%s-%s" % (service.name, iface, region), "interface": iface,
                           "region": region, "region_id": region, "url": url}
                          for region in regions for iface in interfaces]})
    return entries


# -- role assignments and group membership --------------------------------------------------
def _assignment_route(scope_kind, actor_kind):
    base = "/v3/%s/{scope}/%s/{actor}/roles/{role}" % (scope_kind, actor_kind)

    @keystone.route("PUT", base, "grant")
    def grant(cloud, req, scope, actor, role):
        _check(cloud, scope_kind, scope)
        _check(cloud, actor_kind, actor)
        _check(cloud, "roles", role)
        key = "%s:%s:%s" % (scope, actor, role)
        cloud.add("keystone.role_assignments",
                  {"id": key, "scope": scope, "scope_kind": scope_kind, "user" if
                   actor_kind == "users" else "group": actor, "role": role,
                   "user" if actor_kind == "groups" else "group": None})
        return core.Reply(204)

    @keystone.route("HEAD", base, "get")
    def check(cloud, req, scope, actor, role):
        if cloud.lookup("keystone.role_assignments", "%s:%s:%s" % (scope, actor, role)) is None:
            raise core.not_found("Could not find role assignment")
        return core.Reply(204)

    @keystone.route("DELETE", base, "revoke")
    def revoke(cloud, req, scope, actor, role):
        if cloud.remove("keystone.role_assignments", "%s:%s:%s" % (scope, actor, role)) is None:
            raise core.not_found("Could not find role assignment")
        return core.Reply(204)


for _scope in ("projects", "domains"):
    for _actor in ("users", "groups"):
        _assignment_route(_scope, _actor)


def _check(cloud, kind, object_id):
    if cloud.lookup("keystone." + kind, object_id) is None:
        raise core.not_found("Could not find %s: %s." % (kind[:-1], object_id))


@keystone.route("GET", "/v3/role_assignments", "list")
def role_assignments(cloud, req):
    out = []
    for a in cloud.select("keystone.role_assignments", tick=False):
        scope = {a["scope_kind"][:-1]: {"id": a["scope"]}}
        actor = {"user": {"id": a["user"]}} if a.get("user") else {"group": {"id": a["group"]}}
        out.append(dict(actor, scope=scope, role={"id": a["role"]}))
    user = req.arg("user.id")
    project = req.arg("scope.project.id")
    out = [a for a in out if (not user or a.get("user", {}).get("id") == user)
           and (not project or a["scope"].get("project", {}).get("id") == project)]
    return core.Reply(200, {"role_assignments": out})


@keystone.route("PUT", "/v3/groups/{group}/users/{user}", "add_user")
def add_user_to_group(cloud, req, group, user):
    _check(cloud, "groups", group)
    _check(cloud, "users", user)
    cloud.add("keystone.memberships", {"id": "%s:%s" % (group, user), "group": group,
                                       "user": user})
    return core.Reply(204)


@keystone.route("DELETE", "/v3/groups/{group}/users/{user}", "remove_user")
def remove_user_from_group(cloud, req, group, user):
    if cloud.remove("keystone.memberships", "%s:%s" % (group, user)) is None:
        raise core.not_found("Could not find user: %s." % user)
    return core.Reply(204)


@keystone.route("HEAD", "/v3/groups/{group}/users/{user}", "get")
def check_membership(cloud, req, group, user):
    if cloud.lookup("keystone.memberships", "%s:%s" % (group, user)) is None:
        raise core.not_found("Could not find user: %s." % user)
    return core.Reply(204)


@keystone.route("GET", "/v3/users/{user}/groups", "list")
def groups_of_user(cloud, req, user):
    groups = [cloud.lookup("keystone.groups", m["group"])
              for m in cloud.select("keystone.memberships", tick=False) if m["user"] == user]
    return core.Reply(200, {"groups": [cloud.render(g) for g in groups if g]})


@keystone.route("GET", "/v3/groups/{group}/users", "list")
def users_of_group(cloud, req, group):
    users = [cloud.lookup("keystone.users", m["user"])
             for m in cloud.select("keystone.memberships", tick=False) if m["group"] == group]
    return core.Reply(200, {"users": [cloud.render(u) for u in users if u]})
