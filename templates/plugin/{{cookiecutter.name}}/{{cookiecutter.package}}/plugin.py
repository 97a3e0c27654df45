"""The resource types this plug-in registers with Heat."""
from .{{ cookiecutter.resource|lower }} import {{ cookiecutter.resource }}


def resource_mapping():
    """Map each Heat resource type name to the class implementing it."""
    return {
        "{{ cookiecutter.namespace }}::{{ cookiecutter.service }}::{{ cookiecutter.resource }}": {{ cookiecutter.resource }},
    }
