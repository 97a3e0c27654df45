"""CFN parameters: the CloudFormation parameter schema (``Type: String``,
``AllowedValues``, ``MinLength``...) and the AWS:: pseudo parameters."""
from sdk.common import exception
from sdk.engine import constraints as constr
from sdk.engine import parameters

KEYS = (TYPE, DEFAULT, NO_ECHO, ALLOWED_VALUES, ALLOWED_PATTERN, MAX_LENGTH, MIN_LENGTH,
        MAX_VALUE, MIN_VALUE, DESCRIPTION, CONSTRAINT_DESCRIPTION, LABEL) = (
    "Type", "Default", "NoEcho", "AllowedValues", "AllowedPattern", "MaxLength", "MinLength",
    "MaxValue", "MinValue", "Description", "ConstraintDescription", "Label")
#: CFN type name -> the runtime's (HOT) parameter type
TYPES = dict(zip(("String", "Number", "CommaDelimitedList", "Json", "Boolean"), parameters.TYPES))
PSEUDO = (STACK_ID, STACK_NAME, REGION) = ("AWS::StackId", "AWS::StackName", "AWS::Region")
#: AWS::Region's one value, as Heat gives it
DEFAULT_REGION = "ap-southeast-1"


def _num(definition, key):
    value = definition.get(key)
    return None if value is None else constr.Schema.str_to_num(value)


class Schema(parameters.Schema):
    """One parameter's CFN declaration, checked and read as Heat's
    ``Schema.from_dict`` does."""

    def __init__(self, name, definition):
        if not isinstance(definition, dict):
            raise exception.InvalidSchemaError(
                message="Invalid parameter (%s), expected a mapping" % name)
        for key in definition:
            if key not in KEYS:
                raise exception.InvalidSchemaError(
                    message="Invalid key '%s' for parameter (%s)" % (key, name))
        if TYPE not in definition:
            raise exception.InvalidSchemaError(
                message="Missing parameter type for parameter: %s" % name)
        cfn_type = definition[TYPE]
        if cfn_type not in TYPES:
            raise exception.InvalidSchemaError(message="Invalid type (%s)" % cfn_type)
        self.param_type = TYPES[cfn_type]
        desc = definition.get(CONSTRAINT_DESCRIPTION)
        found = []
        if MIN_VALUE in definition or MAX_VALUE in definition:
            found.append(constr.Range(_num(definition, MIN_VALUE), _num(definition, MAX_VALUE), desc))
        if MIN_LENGTH in definition or MAX_LENGTH in definition:
            found.append(constr.Length(_num(definition, MIN_LENGTH), _num(definition, MAX_LENGTH),
                                       desc))
        if ALLOWED_VALUES in definition:
            found.append(constr.AllowedValues(definition[ALLOWED_VALUES], desc))
        if ALLOWED_PATTERN in definition:
            found.append(constr.AllowedPattern(definition[ALLOWED_PATTERN], desc))
        default = definition.get(DEFAULT)
        constr.Schema.__init__(self, parameters._SCHEMA_TYPE[self.param_type],
                               definition.get(DESCRIPTION), default, required=default is None,
                               constraints=found, label=definition.get(LABEL))
        self.hidden = str(definition.get(NO_ECHO, "false")).lower() == "true"
        self.tags = None


class CfnParameters(parameters.Parameters):
    """Parameters whose pseudo parameters are AWS::StackId (the stack's
    ARN), AWS::StackName and AWS::Region, as Heat's CfnParameters."""

    def _pseudo(self, stack_name, stack_id, project_id):
        self._names = (stack_name, project_id)
        pseudo = {STACK_ID: self._arn(stack_id)}
        if stack_name:
            pseudo.update({STACK_NAME: stack_name, REGION: DEFAULT_REGION})
        return pseudo

    def _arn(self, stack_id):
        stack_name, project_id = self._names
        if stack_id is None:
            return "None"
        return "arn:openstack:heat::%s:stacks/%s/%s" % (project_id, stack_name, stack_id)

    def set_stack_id(self, stack_id):
        self.pseudo[STACK_ID] = self._arn(stack_id)
