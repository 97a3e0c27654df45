"""Which imports of third-party plug-ins resolve without Heat, and the
one-line errors (file, line, module, what to install) for those that do not."""
import logging
import os
import sys

import pytest

from sdk import plugin_loader, progress, template_format
from sdk import exception
from sdk.testing import Harness

from .conftest import BROKEN, PLUGINS


@pytest.mark.parametrize("name, line, expected", [
    ("nested_stack.py", 4, "ImportError: cannot import name 'stack_resource' from "
                           "'heat.engine.resources' (unknown location) (plugin-sdk serves Heat's "
                           "client-free plug-in API without Heat, not "
                           "heat.engine.resources.stack_resource: it needs Heat's engine; "
                           "pip install openstack-heat to load this plug-in)"),
    ("nova_server_mixin.py", 2, "ModuleNotFoundError: No module named 'heat.engine.clients.os' "
                                "(plugin-sdk serves Heat's client-free plug-in API without Heat, "
                                "not heat.engine.clients.os"),
    ("signal_url.py", 2, "ImportError: cannot import name 'signal_responder' from "
                         "'heat.engine.resources' (unknown location) (plugin-sdk serves Heat's "
                         "client-free plug-in API without Heat, not "
                         "heat.engine.resources.signal_responder"),
    ("py2_six.py", 2, "ModuleNotFoundError: No module named 'six' (pip install six)"),
    ("py2_syntax.py", 9, "SyntaxError: Missing parentheses in call to 'print'"),
    ("oslo_utils_user.py", 4, "ModuleNotFoundError: No module named 'oslo_utils' "
                              "(pip install oslo.utils)"),
])
def test_unserved_imports_are_one_line_errors(name, line, expected):
    path = os.path.join(BROKEN, name)
    with pytest.raises(plugin_loader.PluginLoadError) as info:
        Harness(files=[path])
    message = str(info.value)
    assert "\n" not in message
    assert "%s:%d: %s" % (path, line, expected) in message


def test_unserved_import_in_a_plugin_directory_names_the_module(tmp_path):
    (tmp_path / "client_user.py").write_text(
        "from heat.engine.clients.os import neutron\n")
    with pytest.raises(plugin_loader.PluginLoadError,
                       match=r"^cannot load plug-in module client_user: .*client_user\.py:1: "
                             r"ModuleNotFoundError: No module named 'heat\.engine\.clients\.os' "
                             r"\(plugin-sdk serves"):
        Harness(plugin_dirs=[str(tmp_path)])


def test_try_except_import_fallbacks_still_work():
    """Old plug-ins try Heat's pre-Liberty log module, then oslo_log: the
    first must fail as an ImportError so that the fallback runs."""
    h = Harness(files=[os.path.join(PLUGINS, "legacy_queue.py")])
    assert h.resource_types() == ["Hypo::Messaging::Queue"]


def test_oslo_log_stand_in_logs_through_python_logging(caplog):
    h = Harness(files=[os.path.join(PLUGINS, "legacy_queue.py")])
    st = h.create_stack({"heat_template_version": "2018-08-31", "resources": {
        "q": {"type": "Hypo::Messaging::Queue", "properties": {"name": "jobs"}}}})
    with caplog.at_level(logging.WARNING):
        st.suspend()
    assert [r.getMessage() for r in caplog.records if "Queue" in r.getMessage()] == [
        "Queue jobs paused"]


def test_oslo_log_keyword_arguments_are_accepted(caplog):
    from oslo_log import log
    with caplog.at_level(logging.INFO):
        log.getLogger("x").info("created %s", "thing", resource="r1")
    assert caplog.records[-1].getMessage() == "created thing"
    assert caplog.records[-1].resource == "r1"


def test_plugin_package_is_importable_by_its_own_name():
    Harness(plugin_dirs=[os.path.join(PLUGINS, "acme_heat")])
    import acme_heat.common.naming as by_name
    bucket = [m for name, m in sys.modules.items() if name.startswith("plugin_sdk_plugins_")
              and name.endswith(".resources.bucket")]
    # One module object, not a second copy under the short name.
    assert bucket and bucket[-1].base.naming is by_name
    assert by_name.acme_name("My Stack", "b") == "my-stack-b"


def test_progress_objects_keep_heats_signatures():
    prg = progress.ServerUpdateProgress("srv", "interface_attach",
                                        handler_extra={"args": ("port",)},
                                        checker_extra={"kwargs": {"port_id": "p"}})
    assert (prg.handler_args, prg.handler_kwargs) == (("srv", "port"), {})
    assert (prg.checker, prg.checker_args, prg.checker_kwargs) == (
        "check_interface_attach", ("srv",), {"port_id": "p"})
    assert not prg.called and not prg.complete
    assert progress.VolumeDeleteProgress(True).backup == {"called": True, "complete": True}


@pytest.mark.parametrize("text, message", [
    ("[1, 2]", "The template is not a JSON object or YAML mapping."),
    ("a: [", "Error parsing template [root stack] while parsing"),
    ("a: 1", "Template format version not found."),
])
def test_template_format_messages(text, message):
    with pytest.raises(ValueError) as info:
        template_format.parse(text)
    assert str(info.value).startswith(message)


def test_template_format_parse_and_limit():
    assert template_format.parse('{"heat_template_version": "2013-05-23"}') == {
        "heat_template_version": "2013-05-23"}
    assert template_format.simple_parse("null") == {}
    with pytest.raises(exception.RequestLimitExceeded, match=r"Template size \(524289 bytes\)"):
        template_format.parse("a" * 524289)
    assert template_format.convert_json_to_yaml(
        '{"AWSTemplateFormatVersion": "2010-09-09", "Resources": {}}') == (
        "HeatTemplateFormatVersion: '2012-12-12'\nResources: {}\n")


def test_context_reaches_clients_as_in_heat(make_harness):
    h = make_harness('''
        class Probe(resource.Resource):
            """Probe."""
            properties_schema = {}

            def handle_create(self):
                ctx = self.context
                self.data_set("seen", json.dumps([
                    ctx.tenant_id, ctx.user_id, ctx.region_name,
                    self.stack.context.clients.client("thing"),
                    ctx.clients.client_plugin("missing")]))
        def resource_mapping():
            return {"My::Probe": Probe}
    ''')
    from sdk import clients
    h.register_client("thing", clients.ClientPlugin(client="the-client"))
    st = h.create_stack({"heat_template_version": "2018-08-31",
                         "resources": {"p": {"type": "My::Probe"}}})
    assert st.resources["p"].data()["seen"] == (
        '["plugin-sdk", "plugin-sdk", "RegionOne", "the-client", null]')
