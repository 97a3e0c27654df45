"""Checks of a CFN template (AWSTemplateFormatVersion 2010-09-09 or
HeatTemplateFormatVersion 2012-12-12): its own sections and keys are
checked here; the rest is translated into the HOT template Heat would
run the same way and checked as HOT, each finding mapped back to the CFN
text."""
import collections.abc

from sdk.common import exception
from sdk.engine import template as templatem
from sdk.validate import hot
from sdk.validate.offline import UNKNOWN_CALL

VERSIONS = {"AWSTemplateFormatVersion": "2010-09-09", "HeatTemplateFormatVersion": "2012-12-12"}
_SECTIONS = ("AWSTemplateFormatVersion", "HeatTemplateFormatVersion", "Description",
             "Mappings", "Parameters", "Resources", "Outputs")
_RES_KEYS = {"Type": "type", "Properties": "properties", "Metadata": "metadata",
             "DependsOn": "depends_on", "DeletionPolicy": "deletion_policy",
             "UpdatePolicy": "update_policy", "Description": "description"}
_OUTPUT_KEYS = {"Description": "description", "Value": "value"}
_PARAM_TYPES = {"String": "string", "Number": "number", "CommaDelimitedList": "comma_delimited_list",
                "Json": "json", "Boolean": "boolean"}
_PSEUDO = {"AWS::StackName": "OS::stack_name", "AWS::StackId": "OS::stack_id"}
_CONDITION_FNS = {"Fn::Equals": "equals", "Fn::Not": "not", "Fn::And": "and", "Fn::Or": "or"}
_RENAMED_FNS = {"Fn::GetAtt": "get_attr", "Fn::Join": "list_join", "Fn::If": "if",
                **_CONDITION_FNS}
#: HOT key -> CFN key, for mapping a finding's path back
_BACK = {v: k for k, v in {**_RES_KEYS, **_OUTPUT_KEYS, **_RENAMED_FNS}.items()}
_BACK.update(resources="Resources", outputs="Outputs", parameters="Parameters",
             conditions="Conditions", condition="Condition", get_resource="Ref",
             get_param="Ref", str_split="Fn::Split")


def _map(value):
    return value if isinstance(value, collections.abc.Mapping) else {}


class _Positions:
    """Positions of the CFN text, looked up by the translated HOT paths."""

    def __init__(self, positions):
        self.positions = positions

    def at(self, path):
        return self.positions.at(tuple(_BACK.get(p, p) if isinstance(p, str) else p
                                       for p in path))


class Checker(hot.Checker):
    def run(self):
        data = self.data
        versions = [k for k in VERSIONS if k in data]
        if len(versions) > 1 or data.get(versions[0]) != VERSIONS[versions[0]]:
            key = versions[0]
            self.add("HT101", (key,), exception.InvalidTemplateVersion(
                explanation='"%s: %s". "%s" should be one of: %s'
                % (key, data.get(key), key, VERSIONS[key])))
            return
        aws = versions[0] == "AWSTemplateFormatVersion"
        sections = _SECTIONS + (("Conditions",) if aws else ())
        for key in data:
            if key not in sections:
                self.add("HT102", (key,), exception.InvalidTemplateSection(section=key))
        res_keys = dict(_RES_KEYS, **({"Condition": "condition"} if aws else {}))
        out_keys = dict(_OUTPUT_KEYS, **({"Condition": "condition"} if aws else {}))
        self.names = set(_map(data.get("Parameters")))
        self.mappings = _map(data.get("Mappings"))
        hot_data = {"heat_template_version": "2016-10-14" if aws else "2013-05-23"}
        hot_data["parameters"] = {n: self._parameter(d) for n, d in
                                  _map(data.get("Parameters")).items()}
        hot_data["resources"] = {n: self._fields(("Resources", n), d, res_keys) for n, d in
                                 _map(data.get("Resources")).items()}
        hot_data["outputs"] = {n: self._fields(("Outputs", n), d, out_keys) for n, d in
                               _map(data.get("Outputs")).items()}
        if aws and data.get("Conditions"):
            hot_data["conditions"] = {n: self._value(d, True) for n, d in
                                      _map(data.get("Conditions")).items()}
        self.data = hot_data
        self.positions = _Positions(self.positions)
        super().run()

    def _fields(self, path, data, keys):
        if not isinstance(data, collections.abc.Mapping):
            return data
        out = {}
        for key, value in data.items():
            if key not in keys:
                if path[0] == "Resources":  # the runtime's message for an unknown key
                    shape = {"heat_template_version": "2016-10-14",
                             "resources": {path[1]: {"type": "", key: None}}}
                    self.attempt("HT301", path + (key,), templatem.Template(shape).validate)
                continue
            out[keys[key]] = value if key in ("Type", "DependsOn", "DeletionPolicy",
                                              "Description") else self._value(value)
        return out

    @staticmethod
    def _parameter(defn):
        if not isinstance(defn, collections.abc.Mapping):
            return defn
        out = {}
        constraints = []
        for key, value in defn.items():
            if key == "Type":
                out["type"] = _PARAM_TYPES.get(value, value)
            elif key in ("Default", "Description"):
                out[key.lower()] = value
            elif key == "NoEcho":
                out["hidden"] = str(value).lower() == "true"
            elif key == "AllowedValues":
                constraints.append({"allowed_values": value})
            elif key == "AllowedPattern":
                constraints.append({"allowed_pattern": value})
            elif key in ("MinLength", "MaxLength"):
                constraints.append({"length": {key[:3].lower(): int(value)}})
            elif key in ("MinValue", "MaxValue"):
                constraints.append({"range": {key[:3].lower(): float(value)}})
        if constraints:
            out["constraints"] = constraints
        return out

    def _value(self, value, condition=False):
        """CFN function calls as their HOT equivalents; calls with no
        equivalent checked offline are unknown values."""
        if isinstance(value, list):
            return [self._value(v, condition) for v in value]
        if not isinstance(value, collections.abc.Mapping):
            return value
        if len(value) == 1:
            name, args = next(iter(value.items()))
            if name == "Ref" and isinstance(args, str):
                if args in self.names:
                    return {"get_param": args}
                if args in _PSEUDO:
                    return {"get_param": _PSEUDO[args]}
                if args.startswith("AWS::"):
                    return {UNKNOWN_CALL: None}
                return {"get_resource": args}
            if name in _RENAMED_FNS:
                return {_RENAMED_FNS[name]: self._value(args, condition)}
            if name == "Fn::Split":
                return {"str_split": self._value(args, condition)}
            if name == "Fn::FindInMap":
                return self._find_in_map(args)
            if name.startswith("Fn::") or name == "Ref":
                return {UNKNOWN_CALL: None}
        return {k: self._value(v, condition) for k, v in value.items()}

    def _find_in_map(self, args):
        if isinstance(args, list) and len(args) == 3 and all(isinstance(a, str) for a in args):
            try:
                return self.mappings[args[0]][args[1]][args[2]]
            except (KeyError, TypeError):
                pass
        return {UNKNOWN_CALL: None}
