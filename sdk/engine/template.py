"""Templates: the HOT template class, and ``Template(data)`` choosing the
class by the version key as Heat's template.Template does (a CFN
template's is sdk.engine.cfn.template's)."""
import collections.abc

from sdk.common import exception
from sdk.engine import function, parameters, rsrc_defn, template_common
from sdk.engine.cfn import template as cfn_template
from sdk.engine.hot import template as hot_template
from sdk.engine.template_common import parse_text, section_map

__all__ = ["Template", "parse_text"]

SECTIONS = (VERSION, DESCRIPTION, PARAMETER_GROUPS, PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS) = (
    "heat_template_version", "description", "parameter_groups", "parameters", "resources",
    "outputs", "conditions")
#: the keys a template may give its format version under
VERSION_KEYS = (VERSION,) + tuple(cfn_template.VERSIONS)
RES_KEYS = ("type", "properties", "metadata", "depends_on", "deletion_policy",
            "update_policy", "description")
RES_KEYS_NEWTON = RES_KEYS + ("external_id", "condition")
OUTPUT_KEYS = ("description", "value", "condition")
DELETION_POLICIES = {"Delete": "Delete", "Retain": "Retain", "Snapshot": "Snapshot"}
DELETION_POLICIES_NEWTON = dict(DELETION_POLICIES, delete="Delete", retain="Retain",
                                snapshot="Snapshot")


def _version_key(data):
    """The one version key of the template data, as Heat's get_version."""
    keys = [k for k in VERSION_KEYS if k in data]
    if not keys:
        # Heat's template parser refuses the text before looking further
        raise ValueError("Template format version not found.")
    keys = [k for k in keys if isinstance(data[k], str)]
    if len(keys) > 1:
        raise exception.InvalidTemplateVersion(
            explanation="Ambiguous versions (%s)" % ", ".join(keys))
    if not keys:
        raise exception.InvalidTemplateVersion(explanation="Template version was not provided")
    return keys[0]


def template_class(data):
    """The class ``Template(data)`` makes, by the version key alone (for
    readers of raw template data: its section and key names)."""
    if VERSION not in data and any(isinstance(data.get(k), str) for k in cfn_template.VERSIONS):
        return cfn_template.template_class(data)
    return Template


class Template(template_common.CommonTemplate):
    """One HOT template; ``Template(cfn_data)`` gives a CfnTemplate."""

    #: Heat's names of the sections and keys (``tmpl.RESOURCES``...)
    VERSION, DESCRIPTION, PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS = (
        VERSION, DESCRIPTION, PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS)
    (RES_TYPE, RES_PROPERTIES, RES_METADATA, RES_DEPENDS_ON, RES_DELETION_POLICY,
     RES_UPDATE_POLICY, RES_DESCRIPTION, RES_EXTERNAL_ID, RES_CONDITION) = RES_KEYS_NEWTON
    OUTPUT_DESCRIPTION, OUTPUT_VALUE, OUTPUT_CONDITION = OUTPUT_KEYS
    MAPPING_SECTIONS = (PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS)
    CONDITION_TYPENAME = "string_or_boolean"
    version_key = VERSION

    def __new__(cls, data, *args, **kwargs):
        if cls is Template:
            if isinstance(data, str):
                data = parse_text(data)
            if _version_key(data) != VERSION:
                return template_class(data)(data, *args, **kwargs)
        return super().__new__(cls)

    def __init__(self, data, files=None, env=None, template_id=None):
        self._load(data, files)
        data = self.t
        _version_key(data)
        self.version = data[VERSION]
        if self.version not in hot_template.FUNCTIONS:
            raise exception.InvalidTemplateVersion(
                explanation='"heat_template_version: %s". "heat_template_version" should be one of: %s'
                % (self.version, ", ".join(sorted(hot_template.FUNCTIONS))))
        self.date = hot_template.VERSION_DATES[self.version]
        self.functions = hot_template.FUNCTIONS[self.version]
        self.condition_functions = hot_template.CONDITION_FUNCTIONS[self.version]
        newton = self.date >= "2016-10-14"
        self.resource_keys = RES_KEYS_NEWTON if newton else RES_KEYS
        self._resource_key_set = frozenset(self.resource_keys)
        self.deletion_policies = DELETION_POLICIES_NEWTON if newton else DELETION_POLICIES
        self.has_conditions = newton

    def add_resource(self, definition, name=None):
        """Add a resource to the template's data, as Heat's groups build their
        nested templates (``definition`` is a ResourceDefinition)."""
        self.t.setdefault(RESOURCES, {})[name or definition.name] = function.render(
            definition.render_hot())

    def add_output(self, definition):
        """Add an output (Heat's OutputDefinition) to the template's data."""
        self.t.setdefault(OUTPUTS, {})[definition.name] = function.render(
            definition.render_hot())

    @staticmethod
    def get_section_name(section):
        """A definition's section (``Properties``...) by its HOT name."""
        return rsrc_defn.HOT_SECTIONS.get(section, section)

    def allowed_sections(self):
        """The top-level sections this version allows."""
        return SECTIONS if self.has_conditions else SECTIONS[:-1]

    def validate(self):
        """Top-level sections and the shape of each resource."""
        allowed = self.allowed_sections()
        for key in self.t:
            if key not in allowed:
                raise exception.InvalidTemplateSection(section=key)
        resources = self.validate_resource_keys()
        for attrs in resources.values():
            if not attrs.get("type"):
                raise exception.StackValidationFailed(message="Each Resource must contain a Type key.")
        section_map(self.t.get(OUTPUTS))

    def validate_resource_keys(self):
        """The shape of each resource, which Heat checks whenever it reads
        the resources section (its service counts them before validating an
        update); the section."""
        resources = section_map(self.t.get(RESOURCES))
        if self._keys_checked:
            return resources
        for _name, attrs in sorted(resources.items(), key=lambda item: str(item[0])):
            if not attrs:
                raise exception.StackValidationFailed(message="Each resource must contain a type key.")
            if not isinstance(attrs, collections.abc.Mapping):
                raise exception.StackValidationFailed(
                    message='"resources" must contain a map of resource maps. Found a [%s] instead'
                    % type(attrs))
            for attr in attrs:
                if attr not in RES_KEYS_NEWTON:
                    raise exception.StackValidationFailed(
                        message='"%s" is not a valid keyword inside a resource definition' % attr)
            if "type" not in attrs:
                raise exception.StackValidationFailed(message="Each resource must contain a type key.")
        self._keys_checked = True
        return resources

    def _check_resource_keys(self, name, data):
        invalid = set(data) - self._resource_key_set
        if invalid:
            raise ValueError("Invalid keyword(s) inside a resource definition: %s" % ", ".join(invalid))

    def parameter_schema(self, name, definition):
        """One parameter's Schema, as this template version reads it."""
        return parameters.Schema(name, definition, self.date)

    def parameters(self, user_params, stack_name, stack_id=None, project_id=None, defaults=None):
        """The stack's Parameters (Heat's ``tmpl.parameters``)."""
        return parameters.Parameters(self.parameter_schemas(), user_params, stack_name, stack_id,
                                     project_id, defaults=defaults)


# a CFN template is a Template too, as in Heat
Template.register(cfn_template.CfnTemplateBase)
