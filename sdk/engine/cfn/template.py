"""CloudFormation-format templates (Heat's CfnTemplate for
``AWSTemplateFormatVersion: '2010-09-09'``, HeatTemplate for
``HeatTemplateFormatVersion: '2012-12-12'``), and the CFN functions HOT
2013-05-23 still runs."""
import collections.abc

from sdk.common import exception
from sdk.engine import function, template_common
from sdk.engine.cfn import functions as cfn
from sdk.engine.cfn import parameters as cfn_params
from sdk.engine.hot import functions as hot

#: the CFN functions HOT 2013-05-23 runs
FUNCTIONS = {
    "Fn::Select": cfn.Select, "Fn::Join": cfn.CfnJoin, "Fn::Split": cfn.Split,
    "Fn::Replace": cfn.CfnReplace, "Fn::Base64": cfn.Base64,
    "Fn::MemberListToMap": cfn.MemberListToMap, "Ref": cfn.Ref, "Fn::GetAZs": cfn.GetAZs,
    "Fn::ResourceFacade": cfn.CfnResourceFacade,
}

#: version key -> the one version it takes
VERSIONS = {"AWSTemplateFormatVersion": "2010-09-09", "HeatTemplateFormatVersion": "2012-12-12"}

SECTIONS = (VERSION, ALTERNATE_VERSION, DESCRIPTION, MAPPINGS, PARAMETERS, RESOURCES, OUTPUTS,
            CONDITIONS) = tuple(VERSIONS) + (
    "Description", "Mappings", "Parameters", "Resources", "Outputs", "Conditions")
RES_KEYS = ("Type", "Properties", "Metadata", "DependsOn", "DeletionPolicy", "UpdatePolicy",
            "Description", "Condition")
OUTPUT_KEYS = ("Description", "Value", "Condition")
#: HOT key -> CFN key, for definitions rendered in HOT (``add_resource``)
HOT_TO_CFN = dict(zip(("type", "properties", "metadata", "depends_on", "deletion_policy",
                       "update_policy", "description", "condition"), RES_KEYS))
HOT_TO_CFN_OUTPUT = dict(zip(("description", "value", "condition"), OUTPUT_KEYS))
#: Heat's sections that ``tmpl[section]`` refuses
NO_DIRECT_ACCESS = (VERSION, ALTERNATE_VERSION, PARAMETERS, CONDITIONS)


class CfnTemplateBase(template_common.CommonTemplate):
    """What both CFN formats share; the version key decides the rest."""

    VERSION, ALTERNATE_VERSION, DESCRIPTION, MAPPINGS, PARAMETERS, RESOURCES, OUTPUTS = SECTIONS[:7]
    SECTIONS = SECTIONS[:7]
    CONDITIONS = None
    (RES_TYPE, RES_PROPERTIES, RES_METADATA, RES_DEPENDS_ON, RES_DELETION_POLICY,
     RES_UPDATE_POLICY, RES_DESCRIPTION, RES_CONDITION) = RES_KEYS
    RES_EXTERNAL_ID = None
    OUTPUT_DESCRIPTION, OUTPUT_VALUE, OUTPUT_CONDITION = OUTPUT_KEYS
    CONDITION_TYPENAME = "string or boolean"
    deletion_policies = {"Delete": "Delete", "Retain": "Retain", "Snapshot": "Snapshot"}
    NO_DIRECT_ACCESS = NO_DIRECT_ACCESS
    version_key = VERSION
    functions = {}
    #: the functions of Conditions (any other function is invalid there)
    cfn_condition_functions = {}

    def __init__(self, data, files=None, env=None, template_id=None):
        self._load(data, files)
        self.version = self.t[self.version_key]
        if self.version != VERSIONS[self.version_key]:
            raise exception.InvalidTemplateVersion(
                explanation='"%s: %s". "%s" should be: %s'
                % (self.version_key, self.version, self.version_key, VERSIONS[self.version_key]))
        self.date = self.version
        self.condition_functions = dict(dict.fromkeys(self.functions, hot.Invalid),
                                        **self.cfn_condition_functions)

    def __getitem__(self, section):
        if section not in self.SECTIONS:
            raise KeyError('"%s" is not a valid template section' % section)
        if section in self.NO_DIRECT_ACCESS:
            raise KeyError("Section %s can not be accessed directly." % section)
        return self.t.get(section) or ("No description" if section == self.DESCRIPTION else {})

    @property
    def maps(self):
        """The Mappings section (Heat's ``tmpl.maps``)."""
        return self[self.MAPPINGS]

    def allowed_sections(self):
        return self.SECTIONS

    def validate(self):
        """Top-level sections, and a Type in each resource."""
        for key in self.t:
            if key not in self.SECTIONS:
                raise exception.InvalidTemplateSection(section=key)
        for res in template_common.section_map(self.t.get(self.RESOURCES)).values():
            if not isinstance(res, collections.abc.Mapping) and res:
                raise exception.StackValidationFailed(
                    message="Resources must contain Resource. Found a [%s] instead" % type(res))
            if not res or not res.get(self.RES_TYPE):
                raise exception.StackValidationFailed(message="Each Resource must contain a Type key.")

    @staticmethod
    def parameter_schema(name, definition):
        return cfn_params.Schema(name, definition)

    def parameters(self, user_params, stack_name, stack_id=None, project_id=None, defaults=None):
        """The stack's parameters, with AWS:: pseudo parameters."""
        return cfn_params.CfnParameters(self.parameter_schemas(), user_params, stack_name,
                                        stack_id, project_id, defaults=defaults)

    def add_resource(self, definition, name=None):
        """Add a resource, in CFN keys, to the template's data; as in Heat,
        DependsOn keeps only resources the template has (a single one as a
        string, dropped when the template lacks it)."""
        resources = self.t.setdefault(self.RESOURCES, {})
        data = {HOT_TO_CFN[k]: v for k, v in function.render(definition.render_hot()).items()}
        depends = data.pop(self.RES_DEPENDS_ON, None) or []
        if len(depends) == 1:
            if depends[0] in resources:
                data[self.RES_DEPENDS_ON] = depends[0]
        elif depends:
            data[self.RES_DEPENDS_ON] = [d for d in depends if d in resources]
        resources[name or definition.name] = data

    def add_output(self, definition):
        rendered = function.render(definition.render_hot())
        self.t.setdefault(self.OUTPUTS, {})[definition.name] = {
            HOT_TO_CFN_OUTPUT[k]: v for k, v in rendered.items()}


class CfnTemplate(CfnTemplateBase):
    """``AWSTemplateFormatVersion: '2010-09-09'``: with Conditions."""

    SECTIONS = SECTIONS
    CONDITIONS = CONDITIONS
    has_conditions = True
    functions = dict(FUNCTIONS, **{"Fn::FindInMap": cfn.FindInMap, "Fn::GetAtt": cfn.GetAtt,
                                   "Fn::If": hot.If})
    cfn_condition_functions = {"Fn::Equals": hot.Equals, "Ref": cfn.ParamRef,
                               "Fn::FindInMap": cfn.FindInMap, "Fn::Not": cfn.Not,
                               "Fn::And": hot.And, "Fn::Or": hot.Or}


class HeatTemplate(CfnTemplateBase):
    """``HeatTemplateFormatVersion: '2012-12-12'``: no Conditions."""

    version_key = ALTERNATE_VERSION
    functions = {n: f for n, f in CfnTemplate.functions.items() if n != "Fn::If"}


def template_class(data):
    """The class of a template whose version key is a CFN one."""
    return CfnTemplate if isinstance(data.get(VERSION), str) else HeatTemplate
