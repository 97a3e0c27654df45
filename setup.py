"""Which packages ship (everything else is in pyproject.toml).

Packages are found as before; the cookiecutter templates in ``templates/``
ship inside the wheel as the package data of ``sdk.scaffold.templates``,
which pyproject.toml cannot add to a found set of packages.
"""
from setuptools import find_namespace_packages, setup

setup(
    packages=find_namespace_packages(include=["sdk*", "lint*", "docgen*"]) + ["sdk.scaffold.templates"],
    package_dir={"sdk.scaffold.templates": "templates"},
    package_data={"sdk.scaffold.templates": ["**/*", "**/.*", "**/.*/**/*"]},
    exclude_package_data={"": ["**/__pycache__/*"]},
)
