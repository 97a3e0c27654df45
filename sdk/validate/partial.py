"""The runtime's template, of the template's own format, over only the
parts of a template that passed their own checks, so the rest can still
be checked."""

class Partial:
    """``data`` with the given parameter schemas and, once set, the
    conditions and resource definitions that passed (mixed into the
    runtime's class of the template)."""

    def __init__(self, data, schemas, files=None):
        super().__init__(dict(data), files=files)
        self._schemas = schemas
        #: the definitions that parsed, once the validator has them
        self.definitions = {}

    def parameter_schemas(self):
        return dict(self._schemas)

    def set_conditions(self, conditions):
        if self.CONDITIONS:
            self.t[self.CONDITIONS] = conditions

    def resource_definitions(self, stack):
        return dict(self.definitions)


def template(cls, data, schemas, files=None):
    """A Partial of the runtime's template class ``cls``."""
    return type("Partial" + cls.__name__, (Partial, cls), {})(data, schemas, files)
