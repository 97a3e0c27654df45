"""Checks of a template, HOT or CFN: the runtime's validation, run piece by
piece (each parameter, condition, resource and output on its own) so that
one error does not hide the next; each message is the one the runtime
raises, each path in the template's own section and key names."""
import collections.abc

from sdk.common import exception
from sdk.engine import dependencies, function, parameters
from sdk.engine import template as templatem
from sdk.engine.hot import functions
from sdk.engine.hot import template as hot_template
from sdk.validate import offline
from sdk.validate.errors import FAILED, needs_cloud, user_error
from sdk.validate.rules import Finding

#: function name -> the first template version offering it
_INTRODUCED = {}
for _version in sorted(hot_template.VERSION_DATES.values()):
    for _name in hot_template.FUNCTIONS[_version]:
        _INTRODUCED.setdefault(_name, _version)
for _name in ("equals", "not", "and", "or"):
    _INTRODUCED[_name] = "2016-10-14"
def _map(value):
    return value if isinstance(value, collections.abc.Mapping) else {}


class Checker:
    """One template's checks; ``findings`` collects them."""

    def __init__(self, data, positions, filename, env, params, gathered=None, env_sources=None):
        self.data = data
        self.files = gathered.files if gathered is not None else {}
        self.positions = positions
        self.filename = filename
        self.env = offline.OfflineEnvironment(env)
        self.findings = set()
        #: URLs of files not read: unknown content (get_file), types of unknown schema
        self.unread = set()
        for problem in gathered.problems if gathered is not None else ():
            self.unread.add(problem.url)
            self.env.register_class(problem.url, offline.UnreadTemplate)
            if problem.remote:  # heatclient would download it: unknown offline
                self.env.skipped.add(("file", problem.url))
            else:
                self.findings.add(Finding(problem.source, *problem.where, "HT003", problem.message))
        #: values given: the environments' parameters, then -P
        self.params = dict(self.env.params, **params)
        self.given = params
        #: parameter name, ("resource_registry", type) -> (file, line, column)
        #: of the environment file's value or mapping
        self.env_sources = env_sources or {}
        self._said = {}
        #: type name -> the runtime's message for it: not registered
        self.unknown_types = {}

    def add(self, code, path, message):
        """Report ``message`` at ``path``, unless the same error is already
        reported there or inside it (a function error reappears as the
        error of the property holding it)."""
        path, message = tuple(path), str(message)
        said = self._said.setdefault(path[:2], [])
        for where, text in said:
            inside = where[:len(path)] == path or path[:len(where)] == where
            if inside and (text in message or message in text):
                return
        said.append((path, message))
        line, col = self.positions.at(path)
        self.findings.add(Finding(self.filename, line, col, code, message))

    def attempt(self, code, path, call, *args):
        """``call(*args)``, or FAILED with the runtime's error reported at
        ``path`` (``code`` and ``path`` may be functions of the error)."""
        try:
            return call(*args)
        except Exception as exc:
            if needs_cloud(exc):
                self.env.skipped.add(("check",) + tuple(path if not callable(path) else ()))
                return FAILED  # unknown offline: nothing to report
            if not user_error(exc):
                raise
            self.add(code(exc) if callable(code) else code, path(exc) if callable(path) else path,
                     exc)
            return FAILED

    # -- the whole template ---------------------------------------------------------
    def run(self):
        given = [k for k in templatem.VERSION_KEYS if k in self.data] or [templatem.VERSION]
        tmpl = self.attempt("HT101", given[:1], templatem.Template, self.data)
        if tmpl is FAILED:
            return
        self.t = tmpl
        self.version = tmpl.version
        allowed = tmpl.allowed_sections()
        for key in self.data:
            if key not in allowed:
                self.add("HT102", (key,), exception.InvalidTemplateSection(section=key))
        for section in (tmpl.PARAMETERS, tmpl.RESOURCES, tmpl.OUTPUTS, tmpl.CONDITIONS):
            value = self.data.get(section) if section else None
            if value and not isinstance(value, collections.abc.Mapping):
                self.add("HT102", (section,), exception.InvalidTemplateSection(section=section))
        schemas = self.check_parameters()
        stack = self.make_stack(schemas)
        if stack is FAILED:
            return
        self.check_conditions(stack)
        defns = self.check_resources(stack)
        self.check_references(stack, defns)
        self.check_outputs(stack)
        self.check_tree_size()

    # -- parameters -----------------------------------------------------------------
    def shape(self, **sections):
        """A template of this one's class and version with only ``sections``."""
        return templatem.Template(dict({self.t.version_key: self.version}, **sections))

    def check_parameters(self):
        from sdk.common.context import RequestContext
        context = RequestContext(self.env)
        P = self.t.PARAMETERS
        declared = _map(self.data.get(P))
        # values given (-P, -e) describe a deployment: then a parameter left
        # without one is missing; without any, a value is just unknown
        given = bool(self.params or self.env.param_defaults)
        schemas = {}
        for name, defn in declared.items():
            path = (P, name)
            schema = self.attempt("HT201", lambda exc, path=path, defn=defn: _schema_key(
                path, defn, exc), self.t.parameter_schema, name, defn)
            # the definition and its default (Heat: an invalid default is a schema error)
            if schema is FAILED or self.attempt(
                    "HT201", path + ("default",), parameters.Parameter(name, schema).validate,
                    context) is FAILED:
                # reported: from here on, a parameter of unknown value
                schemas[name] = parameters.Schema(name, {"type": "string"})
                self.params.pop(name, None)
                continue
            param = parameters.Parameter(name, schema, self.params.get(name),
                                         self.env.param_defaults.get(name))
            if not self.check_value(name, path, param, context):
                schema.default = None  # an unknown value for the checks that follow
                self.params.pop(name, None)
            schemas[name] = schema
            if given and not param.has_value():
                self.add("HT206", path, exception.UserParameterMissing(key=name))
        self.attempt("HT203", (templatem.PARAMETER_GROUPS,), parameters.validate_groups,
                     self.data.get(templatem.PARAMETER_GROUPS), list(declared))
        for name in self.params:
            if name not in declared:
                error = exception.UnknownUserParameter(key=name)
                source = self.env_sources.get(name) if name not in self.given else None
                if source is None:
                    self.add("HT204", (P,), error)
                else:  # the environment file's value
                    self.findings.add(Finding(*source, "HT204", str(error)))
        return schemas

    def check_value(self, name, path, param, context):
        """Whether the value ``param`` has passes; its error is reported in
        the environment file that gave the value when one did (-P values
        have no file), else at the parameter."""
        source = self.env_sources.get(name) if name not in self.given else None
        if source is None:
            return self.attempt("HT202", path, param.validate, context) is not FAILED
        try:
            param.validate(context)
        except Exception as exc:
            if needs_cloud(exc):
                self.env.skipped.add(("check", name))
                return False
            if not user_error(exc):
                raise
            self.findings.add(Finding(*source, "HT202", str(exc)))
            return False
        return True

    def make_stack(self, schemas):
        from sdk.engine.stack import Stack
        from sdk.validate import partial
        self.sane = partial.template(type(self.t), self.data, schemas, self.files)
        self.sane.unread = self.unread
        params = {k: v for k, v in self.params.items() if k in schemas}
        stack = self.attempt("HT202", (self.t.PARAMETERS,), Stack, "validate", self.sane, self.env,
                             params)
        self.sane.functions = offline.offline_functions(self.sane.functions)
        self.sane.condition_functions = offline.offline_functions(self.sane.condition_functions)
        return stack

    # -- functions -----------------------------------------------------------------
    def parse(self, stack, snippet, path, table=None):
        """``snippet`` parsed as the runtime parses it. When that fails, each
        failing call is reported and stands as an unknown value, so the rest
        can still be checked; ``self.repaired`` holds that snippet."""
        table = self.sane.functions if table is None else table
        self.repaired = snippet
        try:
            return self.sane.parse(stack, snippet, list(path), table)
        except Exception as exc:
            if not user_error(exc):
                raise
        self.repaired = self.repair(stack, snippet, list(path), table)
        return self.attempt("HT401", path, self.sane.parse, stack, self.repaired, list(path), table)

    def repair(self, stack, snippet, path, table):
        """``snippet`` with each call the runtime refuses reported and
        replaced by an unknown value, innermost first (a call is tried once
        its arguments parse)."""
        if isinstance(snippet, collections.abc.Mapping):
            if len(snippet) == 1:
                name, args = next(iter(snippet.items()))
                if name in table:
                    fixed = {name: self.repair(stack, args, path + [name], table)}
                    try:
                        self.sane.parse(stack, fixed, path, table)
                    except Exception as exc:
                        if not user_error(exc):
                            raise
                        where = getattr(exc, "path", None) or path + [name]
                        self.add(_function_code(exc), where, exc)
                        return offline.Unknown(stack)
                    return fixed
            return {k: self.repair(stack, v, path + [k], table) for k, v in snippet.items()}
        if isinstance(snippet, list):
            return [self.repair(stack, v, path + [i], table) for i, v in enumerate(snippet)]
        return snippet

    def check_function_names(self, snippet, path, table):
        """Warn of a one-key map named after a function of a later version
        (in a CFN template: after a HOT function)."""
        hot = self.version in hot_template.VERSION_DATES
        date = hot_template.VERSION_DATES[self.version] if hot else ""
        todo = [(snippet, tuple(path))]
        while todo:
            value, where = todo.pop()
            if isinstance(value, dict):
                if len(value) == 1:
                    name = next(iter(value))
                    if name not in table and _INTRODUCED.get(name, "") > date:
                        self.add("HT402", where + (name,), (
                            'The function "%s" needs heat_template_version %s or later '
                            '(this template is %s): Heat reads it as plain data'
                            % (name, _INTRODUCED[name], self.version)) if hot else (
                            'The function "%s" is a HOT function (this template is %s: %s): '
                            'Heat reads it as plain data' % (name, self.t.version_key,
                                                             self.version)))
                todo.extend((v, where + (k,)) for k, v in value.items())
            elif isinstance(value, list):
                todo.extend((v, where + (i,)) for i, v in enumerate(value))

    def validate_functions(self, parsed):
        for fn in function.walk(parsed):
            if isinstance(fn, offline.Unknown):
                continue
            self.attempt(_function_code, fn.path, fn.validate)
            if isinstance(fn, functions.GetParam) and not isinstance(fn.args, function.Function):
                name = fn.args[0] if isinstance(fn.args, list) and fn.args else fn.args
                known = fn.stack.parameters
                if isinstance(name, str) and name not in known.params and name not in known.pseudo:
                    self.add("HT205", fn.path, exception.UserParameterMissing(key=name))

    # -- conditions -----------------------------------------------------------------
    def check_conditions(self, stack):
        C = self.t.CONDITIONS
        if not C:
            return  # HeatTemplateFormatVersion has none (an HT102 if given)
        raw = self.data.get(C)
        if raw and not isinstance(raw, collections.abc.Mapping):
            self.attempt("HT601", (C,), self.shape(**{C: raw}).conditions, stack)
        good = {}
        for name, defn in _map(raw).items():
            path = (C, name)
            self.check_function_names(defn, path, self.sane.condition_functions)
            parsed = self.parse(stack, defn, path, self.sane.condition_functions)
            if parsed is FAILED or self.repaired is not defn:
                continue
            one = self.shape(**{C: {name: defn}})
            one.condition_functions = self.sane.condition_functions
            if self.attempt("HT601", path, one.conditions, stack) is not FAILED:
                good[name] = defn
        self.sane.set_conditions(good)
        self.sane.conditions(stack)
        for name in good:
            # Heat evaluates a condition only where it is used (an error
            # there is HT601); one that cannot be evaluated is worth a warning
            self.attempt("HT602", (C, name), stack.condition, name)
        self.sane.conditions(stack)  # afresh: the uses evaluate them again

    # -- resources ------------------------------------------------------------------
    def check_resources(self, stack):
        from sdk.validate import resources
        R = self.t.RESOURCES
        raw = _map(self.data.get(R))
        self.resource_names = set(raw)
        defns, used = {}, {}
        for name, data in raw.items():
            path = (R, name)
            shape = self.shape(**{R: {name: data}})
            if self.attempt("HT301", path, shape.validate) is FAILED:
                continue
            self.check_function_names(data, path, self.sane.functions)
            if self.parse(stack, data, path) is FAILED:
                continue
            defn, used[name] = self.definition(stack, name, self.repaired)
            if defn not in (None, FAILED):
                defns[name] = defn
        self.sane.definitions = defns  # what the stack's references resolve against
        for name in sorted(set(stack.parameters.params) & set(raw)):
            self.add("HT309", (R, name), exception.StackValidationFailed(
                message="Duplicate names {%r}" % name))
        self.untyped = {name for name, defn in defns.items() if not self.typed(defn)}
        typed = [name for name in defns if name not in self.untyped]
        resources.instantiate(self, stack, typed)
        for defn in defns.values():
            self.validate_functions(defn.functions())
        resources.check_all(self, stack, {name: used[name] for name in typed})
        return defns

    def typed(self, defn):
        """Whether the definition's type is registered; if not, it is
        reported and stands in the environment as a type of which nothing
        is known, so that what refers to the resource is not reported too."""
        path = (self.t.RESOURCES, defn.name, self.t.RES_TYPE)
        try:
            cls = self.env.get_class_to_instantiate(defn.resource_type, defn.name)
        except Exception as exc:
            if not user_error(exc):
                raise
            self.unknown_types[defn.resource_type] = str(exc)
            if isinstance(defn.resource_type, str) and defn.resource_type:
                self.env.register_class(defn.resource_type, offline.UnknownType)
            cls = offline.UnknownType
        if cls is offline.UnknownType:
            source = self.env_sources.get(("resource_registry", defn.resource_type))
            if source is None:
                self.add("HT302", path, self.unknown_types[defn.resource_type])
            else:  # an environment file maps it to a type that is not there
                self.findings.add(Finding(*source, "HT302", self.unknown_types[defn.resource_type]))
            return False
        return True

    def definition(self, stack, name, data):
        """(the resource's definition, None when disabled; the data it was
        made of): each key that breaks it is reported and left out."""
        try:
            return self.sane.resource_definition(stack, name, data), data
        except Exception as exc:
            if not user_error(exc):
                raise
        base = {k: data[k] for k in (self.t.RES_TYPE, self.t.RES_PROPERTIES) if k in data}
        good = dict(base)
        define = self.sane.resource_definition
        for key in data:
            if key not in base and self.attempt(
                    self.definition_code(key), (self.t.RESOURCES, name, key), define, stack, name,
                    dict(base, **{key: data[key]})) is not FAILED:
                good[key] = data[key]
        return self.attempt("HT301", (self.t.RESOURCES, name), define, stack, name, good), good

    def definition_code(self, key):
        if key in (self.t.RES_DELETION_POLICY, self.t.RES_UPDATE_POLICY):
            return "HT304"
        if key == self.t.RES_CONDITION:
            return "HT601"
        return "HT301"

    def check_references(self, stack, defns):
        depends_on = (self.t.RESOURCES, self.t.RES_DEPENDS_ON)
        known = set(defns) | {offline.UNKNOWN}
        graph = {}
        for name, defn in defns.items():
            needs = set()
            external = defn.external_id() is not None
            if external and defn.explicit_depends():
                self.add("HT301", (depends_on[0], name, depends_on[1]), exception.InvalidExternalResourceDependency(
                    external_id=defn.external_id(), resource_type=defn.resource_type))
            for dep in defn.explicit_depends():
                if dep not in self.resource_names:
                    self.add("HT305", (depends_on[0], name, depends_on[1]),
                             exception.InvalidTemplateReference(resource=dep, key=name))
                elif dep in defns:
                    needs.add(dep)
            for dep, fn in defn.dependency_references():
                if dep not in known:
                    if dep in self.resource_names:
                        continue  # a broken or disabled resource: reported already, or Heat's
                    self.add("HT305", fn.path, exception.InvalidTemplateReference(
                        resource=dep, key=fn.reference_key()))
                elif dep in defns:
                    needs.add(dep)
            graph[name] = needs
        self.attempt("HT307", depends_on[:1], dependencies.check_cycles, graph, str)

    def check_tree_size(self):
        """Warn of a nested tree past max_resources_per_stack: Heat counts
        it as it makes each nested stack, so the create fails part-way."""
        from sdk.common import heat_options
        from sdk.validate import tree
        limit = heat_options.get("max_resources_per_stack")
        if limit == -1:
            return
        registry, node = {}, self.env
        while node is not None:
            for name, target in getattr(node, "mappings", {}).items():
                registry.setdefault(name, target)
            node = node.parent
        found = tree.total(self.data, self.params, self.files, registry,
                           heat_options.get("max_nested_stack_depth"))
        if found > limit:
            self.add("HT311", (self.t.RESOURCES,), (
                "The stack's nested tree holds at least %d resources, more than "
                "max_resources_per_stack (%d): Heat fails the create part-way with "
                "Request limit exceeded: %s" % (found, limit, exception.StackResourceLimitExceeded.msg_fmt)))

    # -- outputs --------------------------------------------------------------------
    def check_outputs(self, stack):
        OUT, COND, VALUE = self.t.OUTPUTS, self.t.OUTPUT_CONDITION, self.t.OUTPUT_VALUE
        for name, data in _map(self.data.get(OUT)).items():
            path = (OUT, name)
            shape = self.shape(**{OUT: {name: data}})
            if self.attempt("HT501", path, shape.validate_outputs) is FAILED:
                continue
            self.check_function_names(data, path, self.sane.functions)
            enabled = self.attempt("HT601", path + (COND,), self.sane.enabled, stack,
                                   data.get(COND), list(path) + [COND])
            if enabled is FAILED or not enabled:
                continue
            parsed = self.parse(stack, data[VALUE], path + (VALUE,))
            if parsed is not FAILED:
                self.validate_functions(parsed)
                self.check_output_references(parsed)

    def check_output_references(self, parsed):
        """Warn of get_resource naming no resource in an output: Heat accepts
        the template, and fails (with this message) when the output is shown."""
        for fn in function.walk(parsed):
            if isinstance(fn, functions.GetResource) and isinstance(fn.args, str) \
                    and fn.args not in self.resource_names:
                self.add("HT502", fn.path, "Heat accepts it, and fails when the output is shown: %s"
                         % exception.InvalidTemplateReference(resource=fn.args, key="unknown"))


def _schema_key(path, defn, exc):
    """Where in parameter definition ``defn`` at ``path`` the schema error
    ``exc`` is: its type, its default or its constraints (else the name)."""
    text = str(exc)
    for key, said in (("type", "Invalid type"), ("default", "default"),
                      ("constraints", "onstraint")):
        if key in _map(defn) and said in text:
            return path + (key,)
    return path


def _function_code(exc):
    if isinstance(exc, exception.InvalidTemplateAttribute):
        return "HT306"
    if isinstance(exc, exception.InvalidTemplateReference):
        return "HT305"
    if isinstance(exc, exception.InvalidTemplateVersion):
        return "HT403"
    if isinstance(exc, exception.UserParameterMissing):
        return "HT205"
    return "HT401"

