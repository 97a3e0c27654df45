"""Heat's TemplateResource: a resource implemented by a provider template."""
from sdk.common import exception, template_format
from sdk.engine import attributes, properties, template
from sdk.engine.resources import stack_resource

#: the output a provider template names its own reference with
STACK_ID_OUTPUT = "OS::stack_id"


class TemplateResource(stack_resource.StackResource):
    """A resource implemented by a provider template (a type named after a
    template file, or mapped to one in an environment's resource_registry):
    its properties are the template's parameters, its attributes the
    template's outputs, and the template runs as its nested stack.

    The template comes from the stack's ``files`` map, as Heat takes it from
    what the client sent (plugin-sdk's CLI and harness fill that map)."""

    template_name = None
    _classes = {}

    @classmethod
    def for_template(cls, type_name, template_name):
        """The class of resources of ``type_name`` implemented by ``template_name``."""
        key = (type_name, template_name)
        if key not in cls._classes:
            # named as Heat's class is: its messages (a task's "Task create from
            # TemplateResource "p" ...") show it
            cls._classes[key] = type(cls.__name__, (cls,), {"template_name": template_name,
                                                            "__qualname__": cls.__qualname__})
        return cls._classes[key]

    def __init__(self, name, json_snippet, stack):
        # Heat makes the schemas per resource, from the template its stack
        # has; a template it cannot get fails the validation, not this.
        self.validation_exception = None
        try:
            tmpl = template.Template(_template_data(self.template_name, stack.t.files),
                                     files=stack.t.files)
        except (exception.NotFound, ValueError) as exc:
            self.validation_exception = exc
            tmpl = template.Template({"heat_template_version": "2013-05-23"})
        self.properties_schema = {name: _property_from_parameter(schema)
                                  for name, schema in tmpl.parameter_schemas().items()}
        self.attributes_schema = {
            name: attributes.Schema((data or {}).get(tmpl.OUTPUT_DESCRIPTION))
            for name, data in (tmpl.t.get(tmpl.OUTPUTS) or {}).items()}
        super().__init__(name, json_snippet, stack)

    def validate_template(self):
        if self.validation_exception is not None:
            raise exception.StackValidationFailed(message=str(self.validation_exception))
        return super().validate_template()

    @property
    def template_url(self):
        return self.template_name

    def child_template(self):
        return _template_data(self.template_name, self.stack.t.files)

    def child_params(self):
        params = {}
        for name, prop in self.properties.props.items():
            value = self.properties[name]
            if value is None:
                continue
            if prop.schema.type == properties.Schema.LIST:
                value = ",".join("" if v is None else str(v) for v in value)
            params[name] = value
        return params

    def get_attribute(self, key, *path):
        """An output of the template (None before the nested stack exists).
        As Heat's TemplateResource overrides get_attribute, get_attr may name
        any attribute: a missing output fails when it is read, not when the
        parent template is validated."""
        if self.resource_id is None:
            return None
        try:
            return attributes.select_from_attribute(self.get_output(key), path)
        except exception.NotFound:
            raise exception.InvalidTemplateAttribute(resource=self.name, key=key)

    def get_reference_id(self):
        if self.resource_id is None:
            return str(self.name)
        nested = self.nested()
        if nested is not None and STACK_ID_OUTPUT in nested.t.outputs(nested):
            return self.get_output(STACK_ID_OUTPUT)
        return "arn:openstack:heat::%s:stacks/%s/%s" % (
            self.context.project_id, self.physical_resource_name(), self.resource_id)


def _template_data(template_name, files):
    """A provider template's content from the files map. Heat would also
    download an http(s) URL; plugin-sdk downloads nothing."""
    if template_name in (files or {}):
        data = files[template_name]
        return template_format.parse(data) if isinstance(data, str) else data
    scheme = template_name.split("://", 1)[0] if "://" in template_name else ""
    reason = ("Invalid URL scheme %s" % scheme if scheme not in ("http", "https")
              else "plugin-sdk downloads no templates: put it in the files map")
    raise exception.NotFound('Could not fetch remote template "%s": %s' % (template_name, reason))


def _property_from_parameter(param):
    """A facade property for a provider template's parameter, as Heat makes
    one: the parameter's type, description, required-ness and constraints,
    updatable in place (the template decides what an update does)."""
    return properties.Schema(
        param.type, description=param.description, required=param.required,
        constraints=param.constraints, update_allowed=True,
        allow_conversion=param.param_type in ("json", "comma_delimited_list"))
