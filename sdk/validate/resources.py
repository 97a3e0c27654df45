"""Each resource through its type's own validation (properties, policies,
the plug-in's validate()), again and again: after each error the
offending property is set aside, so every bad property is reported."""
from sdk.common import exception
from sdk.engine import rsrc_defn
from sdk.validate import offline
from sdk.validate.errors import FAILED, needs_cloud, user_error

#: at most this many findings per resource (a plug-in could fail forever)
_MAX_ROUNDS = 50


def check_all(checker, stack, defns):
    from sdk.engine.resource import Resource
    instances = {}
    for name, defn in defns.items():
        path = ("resources", name, "type")
        res = checker.attempt("HT302", path, Resource, name, defn, stack)
        if res is FAILED:
            continue
        instances[name] = res
        _deprecations(checker, name, res, defn)
    stack.resources = instances
    try:
        for res in instances.values():
            _check_one(checker, stack, res)
    finally:
        stack.resources = {}


def _deprecations(checker, name, res, defn):
    """Warn of a DEPRECATED type, and of DEPRECATED properties given."""
    status = getattr(type(res), "support_status", None)
    if getattr(status, "status", None) == "DEPRECATED":
        checker.add("HT310", ("resources", name, "type"), "%s is DEPRECATED. %s" % (
            defn.resource_type, status.message or ""))
    given = defn._properties if isinstance(defn._properties, dict) else {}
    for key, schema in (getattr(res, "properties_schema", {}) or {}).items():
        status = getattr(schema, "support_status", None)
        if key in given and getattr(status, "status", None) == "DEPRECATED":
            checker.add("HT310", ("resources", name, "properties", key),
                        "Property %s of %s is DEPRECATED. %s" % (
                            key, defn.resource_type, status.message or ""))


def _check_one(checker, stack, res):
    defn = res.t
    if defn.external_id() is not None:
        return  # Heat checks an existing resource against its service only
    props = dict(defn._properties or {}) if isinstance(defn._properties, dict) else None
    policy = defn._update_policy
    deletion = defn._deletion_policy
    schema = getattr(res, "properties_schema", {}) or {}
    for _ in range(_MAX_ROUNDS):
        try:
            result = res.validate()
            if result:
                raise exception.StackValidationFailed(message=result)
            return
        except Exception as exc:
            if needs_cloud(exc):
                return  # the rest of this resource's checks need the cloud
            if not user_error(exc):
                raise
            if not isinstance(exc, exception.StackValidationFailed):
                exc = exception.StackValidationFailed(error=exc, resource=res)
            where = list(getattr(exc, "path", None) or [])
            section = where[2] if len(where) > 2 else None
            code = "HT303" if section == "properties" else (
                "HT304" if section in ("update_policy", "deletion_policy") else "HT308")
            key = None
            if section == "properties" and props is not None:
                key = where[3] if len(where) > 3 else _keyless(props, schema)
            # an error naming no property is shown at the one it is about
            at = where if len(where) > 3 or key is None else where[:3] + [key]
            checker.add(code, at or ["resources", res.name], exc)
            if section == "properties" and props is not None:
                if key is None:
                    return
                if key in props and key not in schema:
                    del props[key]
                else:
                    props[key] = offline.Unknown(stack)
            elif section == "update_policy" and policy is not None:
                policy = None
            elif section == "deletion_policy" and deletion is not None:
                deletion = None
            else:
                return
        res.t = res._init_defn = rsrc_defn.ResourceDefinition(
            defn.name, defn.resource_type, properties=props, metadata=defn._metadata,
            depends=defn._depends, deletion_policy=deletion, update_policy=policy,
            description=defn.description, external_id=defn._external_id,
            condition=defn._condition)
        res._update_policy = None
        res.reparse(client_resolve=False)


def _keyless(props, schema):
    """The property an error that names none is about: the runtime checks
    unknown keys first, then required ones in schema order."""
    for key in props:
        if key not in schema:
            return key
    for key, prop in schema.items():
        required = prop.get("required") if isinstance(prop, dict) else getattr(prop, "required", False)
        if required and key not in props:
            return key
    return None
