"""Refuse unsafe answers before cookiecutter writes any file of the project."""
import json
import sys

from sdk.scaffold import validation

ANSWERS = json.loads({{ cookiecutter | jsonify | tojson }})

try:
    validation.check_resource_answers(ANSWERS)
except validation.InvalidInput as exc:
    sys.exit("plugin-sdk: %s" % exc)
