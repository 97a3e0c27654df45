"""The runtime's Template over only the parts of a template that passed
their own checks, so the rest can still be checked."""
from sdk.engine import template as templatem


class Template(templatem.Template):
    """``data`` with the given parameter schemas and, once set, the
    conditions and resource definitions that passed."""

    def __init__(self, data, schemas, files=None):
        super().__init__(dict(data), files=files)
        self._schemas = schemas
        #: the definitions that parsed, once the validator has them
        self.definitions = {}

    def parameter_schemas(self):
        return dict(self._schemas)

    def set_conditions(self, conditions):
        self.t[templatem.CONDITIONS] = conditions

    def resource_definitions(self, stack):
        return dict(self.definitions)
