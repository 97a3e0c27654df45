"""Stable HTML ids and cross-reference names for types, properties and attributes.

Ids depend only on names, so links into the reference survive rebuilds,
reordering and other types being added.
"""
import re


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")


def type_id(type_name):
    return "resource-" + slug(type_name)


def section_id(type_name, section):
    return "%s-%s" % (type_id(type_name), slug(section))


def property_id(type_name, path, kind="prop"):
    """``kind`` is "prop" for properties, "policy" for update policy keys."""
    return "%s-%s-%s" % (type_id(type_name), kind, slug(path))


def attribute_id(type_name, name):
    return "%s-attr-%s" % (type_id(type_name), slug(name))


def property_target(type_name, path):
    """The name ``:heat:prop:`` resolves: ``My::Svc::Thing.networks.port``."""
    return "%s.%s" % (type_name, path)


def deprecation_id(dep):
    """The anchor of a deprecated type, property or attribute."""
    if dep.kind == "type":
        return type_id(dep.type_name)
    if dep.kind == "property":
        return property_id(dep.type_name, dep.name)
    return attribute_id(dep.type_name, dep.name)
