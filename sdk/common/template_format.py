"""Parsing template text as Heat's ``heat.common.template_format`` does,
for plug-ins that read nested templates or YAML documents themselves.

JSON is tried first, then YAML; strings and timestamps load as ``str``;
the result must be a mapping. Error messages are Heat's.
"""
import collections
import json

import yaml

from sdk.common import exception

#: Heat's default ``max_template_size`` option (bytes).
MAX_TEMPLATE_SIZE = 524288


class yaml_loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """Safe YAML loading in which timestamps stay strings."""

    def _construct_yaml_str(self, node):
        return self.construct_scalar(node)


yaml_loader.add_constructor("tag:yaml.org,2002:str", yaml_loader._construct_yaml_str)
yaml_loader.add_constructor("tag:yaml.org,2002:timestamp", yaml_loader._construct_yaml_str)


class yaml_dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    """Safe YAML dumping that writes OrderedDicts as plain mappings, in order."""

    def represent_ordered_dict(self, data):
        return self.represent_dict(data.items())


yaml_dumper.add_representer(collections.OrderedDict, yaml_dumper.represent_ordered_dict)


def simple_parse(tmpl_str, tmpl_url=None):
    """The mapping in JSON or YAML text; ValueError when it is not one."""
    try:
        tpl = json.loads(tmpl_str)
    except ValueError:
        try:
            tpl = yaml.load(tmpl_str, Loader=yaml_loader)
        except yaml.YAMLError as yea:
            raise ValueError("Error parsing template %s %s" % (
                tmpl_url if tmpl_url is not None else "[root stack]", yea)) from None
    else:
        if tpl is None:
            tpl = {}
    if not isinstance(tpl, dict):
        raise ValueError("The template is not a JSON object or YAML mapping.")
    return tpl


def validate_template_limit(contain_str):
    """Refuse text over the template size limit (RequestLimitExceeded)."""
    if len(contain_str) > MAX_TEMPLATE_SIZE:
        raise exception.RequestLimitExceeded(
            message="Template size (%s bytes) exceeds maximum allowed size (%s bytes)."
            % (len(contain_str), MAX_TEMPLATE_SIZE))


def parse(tmpl_str, tmpl_url=None):
    """A template mapping from text: size-checked, parsed, and with one of
    the template version keys."""
    validate_template_limit(str(tmpl_str))
    tpl = simple_parse(tmpl_str, tmpl_url)
    if not any(key in tpl for key in ("HeatTemplateFormatVersion", "heat_template_version",
                                      "AWSTemplateFormatVersion")):
        raise ValueError("Template format version not found.")
    return tpl


def convert_json_to_yaml(json_str):
    """An AWS JSON template as Heat YAML (HeatTemplateFormatVersion first)."""
    tpl = json.loads(json_str, object_pairs_hook=collections.OrderedDict)
    converted = collections.OrderedDict([("HeatTemplateFormatVersion", "2012-12-12")])
    converted.update((k, v) for k, v in tpl.items() if k != "AWSTemplateFormatVersion")
    return yaml.dump(converted, Dumper=yaml_dumper)
