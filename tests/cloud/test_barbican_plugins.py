"""Barbican through Heat's client plug-in, as heat-contrib's heat_barbican
plug-in (and Heat 27's own OS::Barbican::* types) use it: the client made
by python-barbicanclient's factory reaches the v1 API, and orders complete
into the secret or container Barbican makes for them."""
from sdk.testing.harness import Harness

PLUGIN = '''
from heat.engine import properties
from heat.engine import resource


class Secret(resource.Resource):
    """A secret stored in Barbican."""

    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, 'Name.'),
        'payload': properties.Schema(properties.Schema.STRING, 'Payload.'),
        'payload_content_type': properties.Schema(properties.Schema.STRING, 'Type.'),
    }

    def barbican(self):
        return self.client('barbican')

    def handle_create(self):
        secret = self.barbican().secrets.create(**dict(self.properties))
        self.resource_id_set(secret.store())

    def handle_delete(self):
        if self.resource_id:
            self.barbican().secrets.delete(self.resource_id)


class KeyOrder(resource.Resource):
    """A key ordered from Barbican."""

    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, 'Name.'),
        'type': properties.Schema(properties.Schema.STRING, 'Order type.'),
    }
    attributes_schema = {}

    def handle_create(self):
        order = self.client('barbican').orders.create(
            name=self.properties['name'], type=self.properties['type'],
            algorithm='aes' if self.properties['type'] == 'key' else 'rsa', bit_length=256)
        self.resource_id_set(order.submit())

    def check_create_complete(self, _):
        order = self.client('barbican').orders.get(self.resource_id)
        return order.status == 'ACTIVE'

    def _resolve_attribute(self, name):
        return getattr(self.client('barbican').orders.get(self.resource_id), name)


def resource_mapping():
    return {'Test::Barbican::Secret': Secret, 'Test::Barbican::Order': KeyOrder}
'''


def test_secret_and_orders_through_heats_barbican_client(tmp_path, fake_cloud):
    (tmp_path / "barbican_style.py").write_text(PLUGIN)
    h = Harness(files=[str(tmp_path / "barbican_style.py")])
    fake_cloud.attach(h)
    try:
        st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
            "secret": {"type": "Test::Barbican::Secret", "properties": {
                "name": "s1", "payload": "top", "payload_content_type": "text/plain"}},
            "key": {"type": "Test::Barbican::Order", "properties": {"name": "k", "type": "key"}},
            "pair": {"type": "Test::Barbican::Order",
                     "properties": {"name": "p", "type": "asymmetric"}}}})
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        ref = st.resources["secret"].resource_id
        assert "/key-manager/v1/secrets/" in ref
        barbican = st.resources["secret"].client("barbican")
        assert barbican.secrets.get(ref).payload == "top"
        key = barbican.orders.get(st.resources["key"].resource_id)
        assert key.status == "ACTIVE" and key.name == "k" and key.algorithm == "aes"
        assert barbican.secrets.get(key.secret_ref).name == "k"
        pair = barbican.orders.get(st.resources["pair"].resource_id)
        container = barbican.containers.get(pair.container_ref)
        assert sorted(container.secret_refs) == ["private_key", "public_key"]
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    finally:
        h.close()
