"""Answers and paths checked before anything is written.

Every check raises ``InvalidInput`` with one line naming the bad value; the
commands turn it into exit status 2 and the templates' pre-generation hooks
refuse the same answers, so running cookiecutter directly is just as safe.
"""
import builtins
import keyword
import os
import re
import sys

#: Type namespaces Heat keeps for its own resource types.
RESERVED_NAMESPACES = ("OS", "AWS")
#: Top-level names a plug-in package must not take: Heat's, plugin-sdk's and the project's own folders.
TAKEN_PACKAGES = ("heat", "sdk", "lint", "docgen", "tests", "docs", "templates")

#: Names a resource class must not take: Python's builtins and what its module and
#: resource_mapping()'s module already bind.
TAKEN_CLASS_NAMES = frozenset(dir(builtins)) | {
    "exception", "attributes", "constraints", "properties", "resource", "support", "resource_mapping", "_"}

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_PACKAGE = re.compile(r"[a-z_][a-z0-9_]*\Z")
_DISTRIBUTION = re.compile(r"[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?\Z")
_VERSION = re.compile(r"[0-9]+(\.[0-9]+)*\Z")
#: The plugin-sdk requirements sdk.scaffold.requirement writes: no extras, markers, quotes or spaces.
_REQUIREMENT = re.compile(r"plugin-sdk( @ [a-z][a-z0-9+.-]*://[^\s\"'\\\[\]]+|==[0-9][0-9A-Za-z.+!-]*)?\Z")


class InvalidInput(ValueError):
    """An answer or path that would make a broken or unsafe project."""


def _identifier(value, what):
    if not _IDENTIFIER.match(value or "") or keyword.iskeyword(value):
        raise InvalidInput("%s %r is not a Python identifier (letters, digits, _; not a keyword)"
                           % (what, value))
    return value


def check_part(value, what):
    """One part of a type name: an identifier that is not a Python keyword."""
    return _identifier(value, what)


def check_namespace(value):
    check_part(value, "namespace")
    if value in RESERVED_NAMESPACES:
        raise InvalidInput("namespace %r is reserved for Heat's own resource types" % value)
    return value


def check_type_name(value):
    """``Namespace::Service::Name`` -> (namespace, service, name)."""
    parts = (value or "").split("::")
    if len(parts) != 3:
        raise InvalidInput("resource type %r is not Namespace::Service::Name" % value)
    check_namespace(parts[0])
    check_part(parts[1], "service in %s" % value)
    check_class_name(parts[2])
    return tuple(parts)


def check_class_name(value):
    """The resource name, which names its class."""
    check_part(value, "resource name")
    if value in TAKEN_CLASS_NAMES:
        raise InvalidInput("resource name %r would shadow the name %s the generated code uses"
                           % (value, value))
    return value


def check_package(value):
    """An importable, lowercase package name that shadows nothing the plug-in needs."""
    if not _PACKAGE.match(value or "") or keyword.iskeyword(value):
        raise InvalidInput("package %r is not a lowercase Python identifier (a-z, 0-9, _; not a keyword)"
                           % value)
    if value in sys.stdlib_module_names:
        raise InvalidInput("package %r would shadow the standard library module %s" % (value, value))
    if value in TAKEN_PACKAGES:
        raise InvalidInput("package %r would shadow the %s package" % (value, value))
    return value


def check_module(value, what="module"):
    """A module name inside the package: lowercase identifier, not a keyword."""
    if not _PACKAGE.match(value or "") or keyword.iskeyword(value):
        raise InvalidInput("%s %r is not a lowercase Python identifier (not a keyword)" % (what, value))
    return value


def check_project_name(value):
    """The project (distribution and directory) name: one plain path component."""
    if not value or os.path.isabs(value) or "/" in value or "\\" in value or ".." in value:
        raise InvalidInput("project name %r must be a plain name, not a path" % value)
    if not _DISTRIBUTION.match(value):
        raise InvalidInput("project name %r must be letters, digits, '.', '-' or '_', "
                           "starting and ending with a letter or digit" % value)
    return value


def check_version(value):
    if not _VERSION.match(value or ""):
        raise InvalidInput("version %r is not like 1.0.0" % value)
    return value


def check_requirement(value):
    """The recorded plugin-sdk requirement a project's extras are made of."""
    if not isinstance(value, str) or not _REQUIREMENT.match(value):
        raise InvalidInput("plugin-sdk requirement %r is not 'plugin-sdk', 'plugin-sdk==VERSION' "
                           "or 'plugin-sdk @ URL'" % (value,))
    return value


def check_plugin_answers(answers):
    """The answers of the plug-in project template."""
    check_namespace(answers["namespace"])
    check_part(answers["service"], "service")
    check_class_name(answers["resource"])
    check_project_name(answers["name"])
    check_package(answers["package"])
    check_module(answers["client"], "client name")
    check_module(answers["resource"].lower(), "resource module")
    check_version(answers["version"])
    check_requirement(answers.get("plugin_sdk", "plugin-sdk"))
    if answers.get("openstack", "no") not in ("yes", "no"):
        raise InvalidInput("openstack %r is not yes or no" % (answers["openstack"],))


def check_resource_answers(answers):
    """The answers of the resource template (one resource type in a project)."""
    check_type_name(answers["type"])
    check_class_name(answers["class_name"])
    check_module(answers["module"])
    check_project_name(answers["name"])
    check_package(answers["package"])
    check_module(answers["client"], "client name")
    check_version(answers["version"])


def check_target(path, force):
    """Where ``new plugin`` writes: absent or empty, or anything with ``force``."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise InvalidInput("%s exists and is not a directory" % path)
    if os.path.isdir(path) and os.listdir(path) and not force:
        raise InvalidInput("%s is not empty (use --force to write into it)" % path)
    return path
