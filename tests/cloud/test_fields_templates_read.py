"""Fields published templates read from the fake cloud through Heat 27's own
types: an Octavia load balancer's VIP port (a floating IP goes on it), a Zun
container's addresses, a Mistral execution's output."""
import pytest


@pytest.fixture(autouse=True)
def heats_own_types(heat_source_root):
    """Heat's own types run from its fetched source."""


def test_a_floating_ip_on_a_load_balancers_vip_port(make_stack, fake_cloud):
    st = make_stack("""
heat_template_version: 2018-08-31
resources:
  lb:
    type: OS::Octavia::LoadBalancer
    properties: {vip_subnet: private-subnet}
  fip:
    type: OS::Neutron::FloatingIP
    properties:
      floating_network: public
      port_id: {get_attr: [lb, vip_port_id]}
outputs:
  vip: {value: {get_attr: [lb, vip_address]}}
  fixed: {value: {get_attr: [fip, fixed_ip_address]}}
""")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["vip"] == st.outputs["fixed"]
    assert st.outputs["vip"].startswith("10.0.0.")
    vip_port = fake_cloud.openstack.lookup("neutron.ports", st["lb"].FnGetAtt("vip_port_id"))
    assert vip_port["device_owner"] == "Octavia"
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert fake_cloud.openstack.lookup("neutron.ports", vip_port["id"]) is None


def test_a_containers_addresses_by_network(make_stack, fake_cloud):
    st = make_stack("""
heat_template_version: 2018-08-31
resources:
  c:
    type: OS::Zun::Container
    properties:
      image: cirros
      networks: [{network: private}]
outputs:
  first: {value: {get_attr: [c, addresses, private, 0, addr]}}
  port: {value: {get_attr: [c, addresses, private, 0, port]}}
""")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    port = fake_cloud.openstack.lookup("neutron.ports", st.outputs["port"])
    assert port["fixed_ips"][0]["ip_address"] == st.outputs["first"]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert fake_cloud.openstack.lookup("neutron.ports", port["id"]) is None


def test_an_external_resource_reads_its_executions_output(make_stack):
    st = make_stack("""
heat_template_version: 2018-08-31
resources:
  wf:
    type: OS::Mistral::Workflow
    properties:
      type: direct
      tasks: [{name: noop, action: std.noop}]
  ext:
    type: OS::Mistral::ExternalResource
    properties:
      actions:
        CREATE: {workflow: {get_resource: wf}}
        DELETE: {workflow: {get_resource: wf}}
outputs:
  out: {value: {get_attr: [ext, output]}}
""")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["out"] == "{}"
