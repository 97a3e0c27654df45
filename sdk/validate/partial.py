"""The runtime's Template over only the parts of a template that passed
their own checks, so the rest can still be checked."""
from sdk.engine import template as templatem


class Template(templatem.Template):
    """``data`` with the given parameter schemas and, once set, conditions."""

    def __init__(self, data, schemas):
        super().__init__(dict(data))
        self._schemas = schemas

    def parameter_schemas(self):
        return dict(self._schemas)

    def set_conditions(self, conditions):
        self.t[templatem.CONDITIONS] = conditions

    def definition(self, stack, name, data):
        """The resource's definition; None when its condition disables it."""
        defn = self._definition(stack, name, data)
        if not self.enabled(stack, data.get("condition"), [templatem.RESOURCES, name, "condition"]):
            return None
        return defn

    def enabled(self, stack, condition, path):
        return self._enabled(stack, condition, path)
