"""Heat's ``heat.clients`` and ``heat.constraints`` entry points of installed
distributions, as Heat's engine loads them (stevedore), found through
importlib.metadata: here a tiny distribution installed in a temporary
directory on sys.path."""
import textwrap

import pytest

from sdk.common import exception
from sdk.testing import FakeCloud, Harness

PACKAGE = '''
from heat.engine import constraints
from heat.engine.clients import client_plugin


class Service:
    def make(self):
        return "made-by-acme"


class AcmeClientPlugin(client_plugin.ClientPlugin):
    service_types = ["acme"]

    def _create(self):
        return Service()


class Even(constraints.BaseCustomConstraint):
    def validate(self, value, context):
        return int(value) % 2 == 0
'''

PLUGIN = '''
from heat.engine import properties, resource


class Thing(resource.Resource):
    """Made through the acme client."""

    default_client_name = "acme"
    properties_schema = {"n": properties.Schema(
        properties.Schema.INTEGER, "Even.", default=2,
        constraints=[__import__("heat.engine.constraints", fromlist=["x"]).CustomConstraint("acme.even")])}

    def handle_create(self):
        self.resource_id_set(str(self.client().make()))


def resource_mapping():
    return {"Acme::Thing": Thing}
'''

TEMPLATE = {"heat_template_version": "2021-04-16",
            "parameters": {"n": {"type": "number", "default": 2}},
            "resources": {"t": {"type": "Acme::Thing", "properties": {"n": {"get_param": "n"}}}}}


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The distribution acme-ep 1.0 (package acme_ep) installed on sys.path."""
    site = tmp_path / "site"
    (site / "acme_ep").mkdir(parents=True)
    (site / "acme_ep" / "__init__.py").write_text(PACKAGE)
    info = site / "acme_ep-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: acme-ep\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(textwrap.dedent("""\
        [heat.clients]
        acme = acme_ep:AcmeClientPlugin

        [heat.constraints]
        acme.even = acme_ep:Even
        """))
    monkeypatch.syspath_prepend(str(site))
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "thing.py").write_text(PLUGIN)
    return str(plugins)


def test_an_installed_client_entry_point_serves_its_name(installed):
    st = Harness(plugin_dirs=[installed]).create_stack(TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.resources["t"].resource_id == "made-by-acme"


def test_an_installed_constraint_entry_point_checks_values(installed):
    with pytest.raises(exception.StackValidationFailed, match="Property error: resources.t.properties.n"):
        Harness(plugin_dirs=[installed]).create_stack(TEMPLATE, params={"n": 3})


def test_the_fake_cloud_wins_over_an_installed_client(installed):
    harness = Harness(plugin_dirs=[installed])
    cloud = FakeCloud().attach(harness)
    st = harness.create_stack(TEMPLATE)
    assert st.resources["t"].client() is cloud.services["acme"]


def test_without_the_distribution_the_client_is_not_available(tmp_path):
    (tmp_path / "thing.py").write_text(PLUGIN)
    with pytest.raises(exception.ResourceTypeUnavailable, match="Service acme is not available"):
        Harness(plugin_dirs=[str(tmp_path)]).create_stack(TEMPLATE)


OPTIONAL = '''
from heat.engine import clients, resource


class Gadget(resource.Resource):
    """Offered only where the acme service's client plug-in is."""

    default_client_name = "acme"
    properties_schema = {}

    def handle_create(self):
        self.resource_id_set(str(self.client().make()))


def available_resource_mapping():
    return {"Acme::Gadget": Gadget} if clients.has_client("acme") else {}
'''

GADGET = {"heat_template_version": "2021-04-16", "resources": {"g": {"type": "Acme::Gadget"}}}


def _plugin_dir(tmp_path):
    plugins = tmp_path / "optional"
    plugins.mkdir()
    (plugins / "gadget.py").write_text(OPTIONAL)
    return str(plugins)


def test_has_client_names_heats_own_and_installed_client_plugins(installed):
    from heat.engine import clients
    assert clients.has_client("nova") is True and clients.has_client("openstack") is True
    assert clients.has_client("acme") is True
    assert clients.has_client("acme.even") is False   # a constraint, not a client
    assert clients.has_client("nope") is False


def test_a_plugin_offers_an_optional_type_only_where_has_client(installed, tmp_path):
    st = Harness(plugin_dirs=[_plugin_dir(tmp_path)]).create_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.resources["g"].resource_id == "made-by-acme"


def test_without_the_distribution_has_client_is_false(tmp_path):
    from heat.engine import clients
    assert clients.has_client("acme") is False
    harness = Harness(plugin_dirs=[_plugin_dir(tmp_path)])
    harness.register_client("acme", object())   # a test double is no entry point
    with pytest.raises(exception.StackValidationFailed, match=r"The Resource Type \(Acme::Gadget\) could not be found"):
        harness.create_stack(GADGET)


def test_has_client_leaves_out_what_heat_leaves_out(installed, tmp_path, monkeypatch):
    """Heat's manager drops an entry point whose is_available() is false or
    that fails to load, and its own plug-ins whose client library is missing."""
    from heat.engine import clients
    site = tmp_path / "site"
    (site / "acme_ep" / "off.py").write_text(
        PACKAGE + "\n\nclass Off(AcmeClientPlugin):\n"
        "    @classmethod\n    def is_available(cls):\n        return False\n")
    (site / "acme_ep" / "broken.py").write_text("import acme_missing_library\n")
    (site / "acme_ep-1.0.dist-info" / "entry_points.txt").write_text(
        "[heat.clients]\nacme = acme_ep:AcmeClientPlugin\nacme_off = acme_ep.off:Off\n"
        "acme_broken = acme_ep.broken:Plugin\n")
    assert clients.has_client("acme") is True
    assert clients.has_client("acme_off") is False
    assert clients.has_client("acme_broken") is False
    import sys
    for name in [m for m in sys.modules if m.split(".")[0] == "zunclient"] + ["zunclient"]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.delitem(sys.modules, "sdk.engine.clients.os.zun", raising=False)
    assert clients.has_client("zun") is False
    assert clients.has_client("nova") is True
