"""Record what Heat 27's own custom constraints say about the values in
data/constraint_cases.json, validated against the fake cloud (sdk.cloud)
through Heat's own client plug-ins.

Run it with heat-oracle's interpreter (real Heat installed), from the
repository root:

    ~/.cache/heat-oracle/venv/bin/python -W ignore tests/cloud/record_heat_constraints.py \\
        > tests/cloud/data/heat_constraints.json
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import stevedore  # noqa: E402
from heat.common import config  # noqa: E402,F401 (registers Heat's options)
from keystoneauth1 import session  # noqa: E402
from keystoneauth1.identity import v3  # noqa: E402

from sdk import cloud as fakeos  # noqa: E402


class Context:
    """What Heat's client plug-ins read from a request context."""

    region_name = "RegionOne"
    trust_id = trustor_user_id = None
    is_admin = True

    def __init__(self):
        creds = {k: v for k, v in fakeos.CREDENTIALS.items() if k != "region_name"}
        self.keystone_session = session.Session(auth=v3.Password(**creds))
        self.auth_plugin = self.keystone_session.auth
        self.project_id = self.tenant_id = self.keystone_session.get_project_id()
        self.user_id = self.keystone_session.get_user_id()
        self.auth_token = self.keystone_session.get_token()
        self.keystone_v3_endpoint = fakeos.AUTH_URL
        self.clients = Clients(self)


class Clients:
    """Heat's client plug-ins by name (its heat.clients entry points)."""

    def __init__(self, context):
        self.context = context
        self.plugins = {e.name: e.plugin for e in stevedore.ExtensionManager("heat.clients")}
        self.made = {}

    def client_plugin(self, name):
        if name not in self.made:
            self.made[name] = self.plugins[name](self.context)
        return self.made[name]

    def client(self, name):
        return self.client_plugin(name).client()


def outcome(constraint, value, context):
    """[value, valid, message]: valid is True/False, or "raised" with the exception."""
    try:
        valid = constraint.validate(value, context)
    except Exception as exc:
        return [value, "raised", "%s: %s" % (type(exc).__name__, exc)]
    return [value, valid, None if valid else constraint.error(value)]


def main():
    cases = json.loads((ROOT / "tests/cloud/data/constraint_cases.json").read_text())
    constraints = {e.name: e.plugin for e in stevedore.ExtensionManager("heat.constraints")}
    with fakeos.intercept(fakeos.Cloud()):
        context = Context()
        out = {name: [outcome(constraints[name](), value, context) for value in values]
               for name, values in sorted(cases.items())}
    print(json.dumps(out, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
