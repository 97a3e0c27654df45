"""The validator's findings and their stable codes."""
import dataclasses

ERROR, WARNING = "error", "warning"


@dataclasses.dataclass(frozen=True)
class Rule:
    code: str
    name: str
    severity: str
    message: str

    def explanation(self):
        return self.message


_RULES = (
    Rule("HT001", "syntax", ERROR, "The file is not valid JSON or YAML, or not a mapping."),
    Rule("HT002", "duplicate-key", WARNING, "A key is given twice in one map; the last one wins."),
    Rule("HT003", "file", ERROR,
         "A file that get_file, a provider template type or a resource_registry entry names "
         "cannot be read (heatclient's paths: relative to the file that names it)."),
    Rule("HT101", "template-version", ERROR,
         "The template version is missing, ambiguous or unknown."),
    Rule("HT102", "template-section", ERROR,
         "A top-level section this template version does not have."),
    Rule("HT201", "parameter-definition", ERROR, "A parameter definition Heat refuses, its default included."),
    Rule("HT202", "parameter-value", ERROR,
         "A value given for a parameter (-P, -e) breaks its type or constraints."),
    Rule("HT203", "parameter-groups", ERROR,
         "The parameter_groups section is malformed or names unknown parameters."),
    Rule("HT204", "parameter-unknown", ERROR,
         "A value is given for a parameter the template does not define."),
    Rule("HT206", "parameter-value-missing", ERROR,
         "Values are given (-P, -e) but none for a parameter without a default."),
    Rule("HT205", "parameter-missing", ERROR,
         "get_param (or Ref) names a parameter the template does not define."),
    Rule("HT301", "resource-definition", ERROR,
         "A resource definition with unknown keys, no type, or keys of the wrong kind."),
    Rule("HT302", "resource-type", ERROR,
         "The resource type is not registered (built-in types, plug-ins, environment)."),
    Rule("HT303", "property", ERROR,
         "A property that is unknown, missing though required, or whose value breaks its schema."),
    Rule("HT304", "resource-policy", ERROR, "An invalid deletion_policy or update_policy."),
    Rule("HT305", "reference", ERROR,
         "depends_on, get_resource or get_attr names no resource of the template."),
    Rule("HT306", "attribute", ERROR,
         "get_attr names an attribute the resource type does not have."),
    Rule("HT307", "dependency-cycle", ERROR, "The resources depend on each other in a circle."),
    Rule("HT308", "resource-validation", ERROR,
         "The resource type's own validation refused the resource."),
    Rule("HT309", "duplicate-name", ERROR, "A name is both a parameter and a resource."),
    Rule("HT310", "deprecated-type", WARNING, "A deprecated resource type or property."),
    Rule("HT311", "tree-size", WARNING,
         "The stack's nested tree (provider templates, groups) holds more resources than "
         "max_resources_per_stack: Heat's validation passes, its create fails part-way."),
    Rule("HT401", "function-arguments", ERROR,
         "An intrinsic function called with arguments Heat refuses."),
    Rule("HT402", "function-version", WARNING,
         "A function this template version does not have (a HOT one in a CFN template): Heat reads it as plain data."),
    Rule("HT403", "function-removed", ERROR,
         "A function this template version no longer supports."),
    Rule("HT501", "output", ERROR, "An output definition Heat refuses."),
    Rule("HT502", "output-reference", WARNING,
         "An output's get_resource names no resource: Heat accepts the template and fails when "
         "the output is shown."),
    Rule("HT601", "condition", ERROR, "A condition definition or reference Heat refuses."),
    Rule("HT602", "condition-evaluation", WARNING,
         "A condition that cannot be evaluated (Heat evaluates one only where it is used)."),
)

RULES = {rule.code: rule for rule in _RULES}


@dataclasses.dataclass(frozen=True, order=True)
class Finding:
    """One problem: where (file, 1-based line and column), which rule, and
    Heat's message. The attribute names are lint's, so lint/report.py
    writes both."""

    path: str
    line: int
    col: int
    code: str
    message: str

    @property
    def severity(self):
        return RULES[self.code].severity
