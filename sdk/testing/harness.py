"""The Harness: plug-ins loaded as Heat loads them, and stacks created from
them in memory (see ``sdk.testing``)."""
from __future__ import annotations

import copy
import os
import re
from collections.abc import Callable, Iterable, Mapping

from sdk import plugin_loader
from sdk.common import exception
from sdk.engine import environment as environmentm
from sdk.engine import properties, resources, scheduler, support
from sdk.engine import stack as stackm
from sdk.engine import template as templatem
from sdk.engine.resource import Resource


class Harness:
    """Plug-ins loaded from directories, modules or files, and the stacks
    created from them."""

    #: What validation raises on this engine.
    validation_error = exception.StackValidationFailed

    def __init__(self, plugin_dirs: Iterable[str | os.PathLike] = (), modules: Iterable[str] = (),
                 files: Iterable[str | os.PathLike] = (), clock: scheduler.VirtualClock | None = None,
                 convergence: bool = True):
        #: the engine stacks run on: Heat 27's default convergence, or legacy
        self.convergence = convergence
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

    def sandbox(self, type_name: str, cls: type[Resource]) -> Harness:
        """A harness over the same plug-ins with ``type_name`` mapped to
        ``cls`` and a clock of its own (for the contract checks)."""
        child = copy.copy(self)
        child.env = environmentm.Environment(parent=self.env)
        child.env.register_class(type_name, cls)
        child.clock = scheduler.VirtualClock()
        child.stacks = []
        return child

    def on_close(self, undo: Callable[[], object]) -> None:
        """Call ``undo()`` when the harness is closed (a fake cloud's interception)."""
        self.__dict__.setdefault("_undo", []).append(undo)

    def close(self) -> None:
        """Undo what ``on_close`` was given, last first (the Heat engine's
        harness also undoes Heat's test fixtures here)."""
        while self.__dict__.get("_undo"):
            self._undo.pop()()

    def register_client(self, name: str, client_plugin: object) -> None:
        """Make ``client_plugin`` what resources with this default_client_name use."""
        self.env.register_client(name, client_plugin)

    def register_constraint(self, name: str, cls: type) -> None:
        self.env.register_constraint(name, cls)

    def create_stack(self, template: Mapping | str, params: Mapping | None = None, name: str | None = None,
                     disable_rollback: bool = True, timeout_mins: float | None = None,
                     environment: Mapping | str | None = None,
                     files: Mapping[str, str] | None = None) -> stackm.Stack:
        """Validate (raising StackValidationFailed as Heat's API does), then
        create. ``template`` is a mapping or YAML/JSON text; ``environment``
        a Heat environment file's content (resource_registry mappings,
        parameters, parameter_defaults); ``files`` Heat's files map (provider
        templates and get_file contents by name)."""
        tmpl = templatem.Template(template, files=files)
        env = self.env if environment is None else environmentm.Environment.from_user(
            self.env, environment)
        st = stackm.Stack(name or "stack", tmpl, env, params, clock=self.clock,
                          disable_rollback=disable_rollback, timeout_mins=timeout_mins,
                          convergence=self.convergence)
        st.validate()
        self.stacks.append(st)
        st.create()
        return st

    def resource_types(self, support_status: str | None = None, type_name: str | None = None,
                       version: str | None = None, with_description: bool = False) -> list:
        """The plug-ins' type names (resource-type-list): HIDDEN types are left
        out; ``type_name`` is a regular expression matched at the start;
        ``version`` is the support_status version. (Heat also leaves out
        types whose service is unavailable; here every plug-in type is listed,
        so that a fake cloud can serve the clients they name.)"""
        if support_status is not None and support_status not in support.SUPPORT_STATUSES:
            raise exception.Invalid(reason="Invalid support status and should be one of %s"
                                    % str(support.SUPPORT_STATUSES))
        try:
            name_exp = re.compile(type_name) if type_name is not None else None
        except re.error:
            return []
        found = []
        for name, cls in sorted(self.plugin_types().items()):
            status = getattr(cls, "support_status", support.SupportStatus())
            if (status.status == support.HIDDEN
                    or (name_exp is not None and not name_exp.match(name))
                    or (version is not None and status.version != version)
                    or (support_status is not None and status.status != support_status)):
                continue
            found.append({"resource_type": name, "description": cls.getdoc()}
                         if with_description else name)
        return found

    def resource_class(self, type_name: str) -> type[Resource]:
        """The plug-in class registered for a type name."""
        return self.env.get_class(type_name)

    def plugin_types(self) -> dict[str, type[Resource]]:
        """Type name -> class of the loaded plug-ins (and sandboxed ones), not
        the OS::Heat types built into the runtime."""
        types, env = {}, self.env
        while env is not None and env is not resources.global_env():
            for name, cls in env.types.items():
                types.setdefault(name, cls)
            env = env.parent
        return types

    def _visible_class(self, type_name):
        """The class of a type that can be shown (not HIDDEN, schemas that
        Heat's resource-type-show can read)."""
        cls = self.env.get_class(type_name)
        if _status(cls) == support.HIDDEN:
            raise exception.NotSupported(feature=type_name)
        slips = plugin_loader.schema_slips(cls)
        if slips:
            raise exception.unwrapped(TypeError("%s: %s" % (type_name, slips[0])))
        return cls

    def property_schemata(self, cls: type[Resource]) -> dict:
        """The class's property schemas as Schema objects, old dictionary-style
        ones converted as Heat converts them (``Schema.from_legacy``)."""
        return properties.schemata(getattr(cls, "properties_schema", None) or {})

    def resource_type_show(self, type_name: str) -> dict:
        """The type's schema as resource-type-show returns it."""
        cls = self._visible_class(type_name)
        available, _ = cls.is_service_available(stackm.Context(self.env))
        if not available:
            raise exception.ResourceTypeUnavailable(
                service_name=cls.default_client_name, resource_type=type_name,
                reason="Service endpoint not in service catalog.")
        schema = dict(getattr(cls, "attributes_schema", {}))
        schema.update(cls.base_attributes_schema)
        result = {
            "resource_type": type_name,
            "properties": {n: dict(s) for n, s in self.property_schemata(cls).items()
                           if s.implemented and s.support_status.status != support.HIDDEN},
            "attributes": {n: dict(s) for n, s in schema.items()
                           if s.support_status.status != support.HIDDEN},
            "support_status": cls.support_status.to_dict(),
        }
        if cls.__doc__:
            result["description"] = cls.__doc__.strip()
        return result

    def resource_type_template(self, type_name: str, template_type: str = "hot") -> dict:
        """A template that exposes the type's properties as parameters and
        its attributes as outputs (resource-type-template; ``template_type``
        "hot" or "cfn"); the resource is named after the class, as in Heat."""
        cls = self._visible_class(type_name)
        return cls.resource_to_template(type_name, template_type)


def _status(cls):
    return getattr(cls, "support_status", support.SupportStatus()).status

