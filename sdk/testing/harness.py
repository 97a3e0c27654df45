"""The Harness: plug-ins loaded as Heat loads them, and stacks created from
them in memory (see ``sdk.testing``)."""
import copy

from sdk import environment, exception, plugin_loader, scheduler, support
from sdk import stack as stackm
from sdk import template as templatem


class Harness:
    """Plug-ins loaded from directories, modules or files, and the stacks
    created from them."""

    #: What validation raises on this engine.
    validation_error = exception.StackValidationFailed

    def __init__(self, plugin_dirs=(), modules=(), files=(), clock=None):
        self.env = plugin_loader.load_environment(plugin_dirs, modules, files)
        on_heat = sorted(name for name, cls in self.env.types.items()
                         if any(c.__module__ == "heat.engine.resource" for c in cls.__mro__))
        if on_heat:
            raise plugin_loader.PluginLoadError(
                "%s: extends real Heat's Resource (openstack-heat is installed), which "
                "plugin-sdk's runtime cannot run; use pytest --engine heat, or an environment "
                "without openstack-heat" % ", ".join(on_heat))
        self.clock = clock or scheduler.VirtualClock()
        self.stacks = []

    def sandbox(self, type_name, cls):
        """A harness over the same plug-ins with ``type_name`` mapped to
        ``cls`` and a clock of its own (for the contract checks)."""
        child = copy.copy(self)
        child.env = environment.Environment(parent=self.env)
        child.env.register_class(type_name, cls)
        child.clock = scheduler.VirtualClock()
        child.stacks = []
        return child

    def close(self):
        """Nothing to undo in memory (the Heat engine's harness undoes Heat's
        test fixtures here)."""

    def register_client(self, name, client_plugin):
        """Make ``client_plugin`` what resources with this default_client_name use."""
        self.env.register_client(name, client_plugin)

    def register_constraint(self, name, cls):
        self.env.register_constraint(name, cls)

    def create_stack(self, template, params=None, name=None, disable_rollback=True,
                     timeout_mins=None):
        """Validate (raising StackValidationFailed as Heat's API does), then
        create. ``template`` is a mapping or YAML/JSON text."""
        tmpl = templatem.Template(template)
        st = stackm.Stack(name or "stack", tmpl, self.env, params, clock=self.clock,
                          disable_rollback=disable_rollback, timeout_mins=timeout_mins)
        st.validate()
        self.stacks.append(st)
        st.create()
        return st

    def resource_types(self, support_status=None):
        """Registered type names, HIDDEN ones left out (resource-type-list)."""
        return sorted(name for name, cls in self.env.all_types().items()
                      if _status(cls) != support.HIDDEN
                      and (support_status is None or _status(cls) == support_status))

    def resource_class(self, type_name):
        """The plug-in class registered for a type name."""
        return self.env.get_class(type_name)

    def _visible_class(self, type_name):
        cls = self.env.get_class(type_name)
        if _status(cls) == support.HIDDEN:
            raise exception.NotSupported(feature=type_name)
        return cls

    def resource_type_show(self, type_name):
        """The type's schema as resource-type-show returns it."""
        cls = self._visible_class(type_name)
        schema = dict(getattr(cls, "attributes_schema", {}))
        schema.update(cls.base_attributes_schema)
        result = {
            "resource_type": type_name,
            "properties": {n: dict(s) for n, s in cls.properties_schema.items()
                           if s.implemented and s.support_status.status != support.HIDDEN},
            "attributes": {n: dict(s) for n, s in schema.items()
                           if s.support_status.status != support.HIDDEN},
            "support_status": cls.support_status.to_dict(),
        }
        if cls.__doc__:
            result["description"] = cls.__doc__.strip()
        return result

    def resource_type_template(self, type_name):
        """A HOT template that exposes the type's properties as parameters and
        its attributes as outputs (resource-type-template)."""
        cls = self._visible_class(type_name)
        kinds = {"Integer": "number", "Number": "number", "String": "string",
                 "Boolean": "boolean", "List": "comma_delimited_list", "Map": "json", "Any": "json"}
        params, props = {}, {}
        for name, s in cls.properties_schema.items():
            if not s.implemented or s.support_status.status == support.HIDDEN:
                continue
            param = {"type": kinds[s.type]}
            if s.description:
                param["description"] = s.description
            if s.default is not None:
                param["default"] = s.default
            params[name] = param
            props[name] = {"get_param": name}
        outputs = {name: {"value": {"get_attr": ["resource", name]},
                          **({"description": s.description} if s.description else {})}
                   for name, s in dict(getattr(cls, "attributes_schema", {}),
                                       **cls.base_attributes_schema).items()
                   if s.support_status.status != support.HIDDEN}
        outputs["OS::stack_id"] = {"value": {"get_resource": "resource"}}
        return {"heat_template_version": "2016-10-14",
                "description": "Initial template of %s" % type_name,
                "parameters": params,
                "resources": {"resource": {"type": type_name, "properties": props}},
                "outputs": outputs}


def _status(cls):
    return getattr(cls, "support_status", support.SupportStatus()).status

