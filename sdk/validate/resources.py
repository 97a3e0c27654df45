"""Each resource through its type's own validation (properties, policies,
the plug-in's validate()), again and again: after each error the
offending property or policy is set aside (a property Heat requires stands
as an unknown value), so every bad one is reported."""
from sdk.common import exception
from sdk.engine import support
from sdk.validate import offline
from sdk.validate.errors import FAILED, needs_cloud, user_error

#: at most this many findings per resource (a plug-in could fail forever)
_MAX_ROUNDS = 50


def instantiate(checker, stack, names):
    """A resource of each name (its type's constructor may refuse it:
    reported), put in the stack as the runtime's validation does, so that
    get_attr is checked against each resource's own attributes (a provider
    template's are its outputs)."""
    from sdk.engine.resource import Resource
    for name in names:
        t = checker.t
        res = checker.attempt("HT302", (t.RESOURCES, name, t.RES_TYPE), Resource, name,
                              stack.defns[name], stack)
        if res is not FAILED:
            stack.resources[name] = res


def check_all(checker, stack, resources):
    """``resources``: name -> the (parsed-clean) data of each resource
    instantiate() made; the stack's definitions are the validator's."""
    for name, data in resources.items():
        res = stack.resources.get(name)
        if res is None:
            continue
        _deprecations(checker, name, res, data)
        if stack.defns[name].external_id() is None:  # Heat checks an existing one against its service only
            _check_one(checker, stack, res, data)


def _deprecations(checker, name, res, data):
    """Warn of a DEPRECATED type, and of DEPRECATED properties given."""
    t = checker.t
    status = getattr(type(res), "support_status", None)
    if getattr(status, "status", None) == support.DEPRECATED:
        checker.add("HT310", (t.RESOURCES, name, t.RES_TYPE), "%s is DEPRECATED. %s" % (
            res.type_name, status.message or ""))
    given = data.get(t.RES_PROPERTIES)
    given = given if isinstance(given, dict) else {}
    for key, schema in (getattr(res, "properties_schema", {}) or {}).items():
        status = getattr(schema, "support_status", None)
        if key in given and getattr(status, "status", None) == support.DEPRECATED:
            checker.add("HT310", (t.RESOURCES, name, t.RES_PROPERTIES, key),
                        "Property %s of %s is DEPRECATED. %s" % (
                            key, res.type_name, status.message or ""))


def _check_one(checker, stack, res, data):
    from sdk.engine.resource import Resource
    t = checker.t
    properties, policies = t.RES_PROPERTIES, (t.RES_UPDATE_POLICY, t.RES_DELETION_POLICY)
    data = dict(data)
    props = data.get(properties, {})
    props = dict(props) if isinstance(props, dict) else None  # None: a function's map
    schema = getattr(res, "properties_schema", {}) or {}
    for _ in range(_MAX_ROUNDS):
        try:
            result = res.validate()
            if result:
                raise exception.StackValidationFailed(message=result)
            return
        except Exception as exc:
            if needs_cloud(exc):
                offline.skipped(stack.env, ("resource", res.name))
                return  # the rest of this resource's checks need the cloud
            if not user_error(exc):
                raise
            if not isinstance(exc, exception.StackValidationFailed):
                exc = exception.StackValidationFailed(error=exc, resource=res)
            where = list(getattr(exc, "path", None) or [])
            if len(where) > 1 and str(where[1]).startswith(res.name + "<"):
                where[1] = res.name  # Heat's NAME<TEMPLATE> of an error in its nested stack
            section = where[2] if len(where) > 2 else None
            code = "HT303" if section == properties else (
                "HT304" if section in policies else "HT308")
            key = None
            if section == properties and props is not None:
                key = where[3] if len(where) > 3 else _keyless(props, schema)
            # an error naming no property is shown at the one it is about
            at = where if len(where) > 3 or key is None else where[:3] + [key]
            checker.add(code, at or [t.RESOURCES, res.name], exc)
            if section == properties and key is not None:
                if key in props and key not in schema:
                    del props[key]
                else:
                    props[key] = offline.Unknown(stack)
                data[properties] = props
            elif section in policies and section in data:
                del data[section]
            else:
                return
        res = Resource(res.name, checker.sane.resource_definition(stack, res.name, data), stack)


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
