"""Which imports of third-party plug-ins resolve without Heat, and the
one-line errors (file, line, module, what to install) for those that do not."""
import logging
import os
import subprocess
import sys

import pytest

from sdk import plugin_loader
from sdk.common import exception, template_format
from sdk.engine import scheduler
from sdk.engine.clients import progress
from sdk.testing import Harness

from .conftest import BROKEN, PLUGINS, run_without


@pytest.mark.parametrize("name, line, expected", [
    # The distribution to install comes from the project's declared requirements
    # (broken/requirements.txt), never from a guess.
    ("py2_syntax.py", 9, "SyntaxError: Missing parentheses in call to 'print'"),
])
def test_unserved_imports_are_one_line_errors(name, line, expected):
    path = os.path.join(BROKEN, name)
    with pytest.raises(plugin_loader.PluginLoadError) as info:
        Harness(files=[path])
    message = str(info.value)
    assert "\n" not in message
    assert "%s:%d: %s" % (path, line, expected) in message


@pytest.mark.parametrize("name, line, expected", [
    ("py2_six.py", 2, "ModuleNotFoundError: No module named 'six' (pip install six: %s requires it)"
                      % os.path.join(BROKEN, "requirements.txt")),
    ("oslo_utils_user.py", 4, "ModuleNotFoundError: No module named 'oslo_utils' "
                              "(pip install oslo.utils: %s requires it)"
                              % os.path.join(BROKEN, "requirements.txt")),
    ("oslo_log_helpers.py", 2, "ImportError: cannot import name 'helpers' from 'oslo_log' "
                               "(unknown location) (pip install oslo.log: %s requires it)"
                               % os.path.join(BROKEN, "requirements.txt")),
])
def test_missing_libraries_are_one_line_errors(name, line, expected):
    """Where six, oslo.log and oslo.utils are not installed (the test extra
    brings them, so a new interpreter is made blind to them)."""
    path = os.path.join(BROKEN, name)
    out = run_without(["six", "oslo_log", "oslo_utils"], """
from sdk import plugin_loader
from sdk.testing import Harness
try:
    Harness(files=[%r])
except plugin_loader.PluginLoadError as exc:
    print(exc)
""" % path)
    assert out.count("\n") == 1
    assert "%s:%d: %s" % (path, line, expected) in out


def test_unserved_import_in_a_plugin_directory_names_the_module(tmp_path):
    (tmp_path / "client_user.py").write_text(
        "from heat.engine.clients.os import nosuchclient\n")
    with pytest.raises(plugin_loader.PluginLoadError,
                       match=r"^cannot load plug-in module client_user: .*client_user\.py:1: "
                             r"ImportError: cannot import name 'nosuchclient' from "
                             r"'heat\.engine\.clients\.os'"):
        Harness(plugin_dirs=[str(tmp_path)])


NOVA_USER = '''
from heat.engine.clients.os import nova
from heat.engine import resource


class Pinned(resource.Resource):
    """Named after the flavor Nova finds for id 1."""

    properties_schema = {}

    def handle_create(self):
        self.resource_id_set(nova.NovaClientPlugin(self.context).get_flavor("1").name)


def resource_mapping():
    return {'Hypo::Pinned': Pinned}
'''


def test_heats_nova_client_plugin_module_serves_a_plugin(tmp_path, fake_cloud):
    """A plug-in that makes Heat's nova client plug-in itself (it once
    stopped at "No module named heat.engine.clients.os")."""
    (tmp_path / "nova_user.py").write_text(NOVA_USER)
    h = Harness(files=[str(tmp_path / "nova_user.py")])
    fake_cloud.attach(h)
    st = h.create_stack({"heat_template_version": "2018-08-31",
                         "resources": {"p": {"type": "Hypo::Pinned"}}})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.resources["p"].resource_id == "m1.tiny"
    h.close()


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


def test_oslo_log_keyword_arguments_are_accepted():
    """plugin-sdk's oslo.log stand-in, where oslo.log is not installed."""
    out = run_without(["oslo_log"], """
import logging
from sdk import plugin_loader
plugin_loader.install_heat_aliases()
from oslo_log import log
records = []
handler = logging.Handler()
handler.emit = records.append
logging.getLogger("x").addHandler(handler)
logging.getLogger("x").setLevel(logging.INFO)
log.getLogger("x").info("created %s", "thing", resource="r1")
print(records[-1].getMessage(), records[-1].resource)
""")
    assert out == "created thing r1\n"


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
                    ctx.project_id, ctx.user_id, ctx.region_name,
                    self.stack.context.clients.client("thing"),
                    ctx.clients.client_plugin("missing"),
                    # Heat 27's context (oslo.context 6) has none of these
                    [hasattr(ctx, a) for a in ("tenant_id", "tenant", "user")]]))
        def resource_mapping():
            return {"My::Probe": Probe}
    ''')
    from sdk.engine.clients import client_plugin as clients
    h.register_client("thing", clients.ClientPlugin(client="the-client"))
    st = h.create_stack({"heat_template_version": "2018-08-31",
                         "resources": {"p": {"type": "My::Probe"}}})
    assert st.resources["p"].data()["seen"] == (
        '["plugin-sdk", "plugin-sdk", "RegionOne", "the-client", null, [false, false, false]]')


def test_task_runner_runs_sub_tasks_to_completion_or_timeout():
    steps = []

    def poll(n):
        for i in range(n):
            steps.append(i)
            yield 2 if i == 0 else None

    runner = scheduler.TaskRunner(poll, 3)
    runner(wait_time=5)
    assert steps == [0, 1, 2] and runner.done()

    def forever():
        while True:
            yield

    with pytest.raises(scheduler.Timeout, match="^Task .*forever Timed out$"):
        scheduler.TaskRunner(forever)(timeout=10)


def test_reloading_a_package_reads_its_current_helpers(tmp_path):
    """After forget_modules (docgen and the stack commands reload changed
    plug-ins), the package's own-name imports give the new source too."""
    pkg = tmp_path / "zeta_heat"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "names.py").write_text("PREFIX = 'old'\n")
    (pkg / "thing.py").write_text(
        "from heat.engine import resource\n"
        "from zeta_heat import names\n\n\n"
        "class Thing(resource.Resource):\n"
        "    properties_schema = {}\n\n\n"
        "def resource_mapping():\n"
        "    return {names.PREFIX + '::Thing': Thing}\n")
    assert Harness(plugin_dirs=[str(tmp_path)]).resource_types() == ["old::Thing"]
    (pkg / "names.py").write_text("PREFIX = 'new'\n")
    plugin_loader.forget_modules([str(tmp_path)])
    assert Harness(plugin_dirs=[str(tmp_path)]).resource_types() == ["new::Thing"]


@pytest.mark.parametrize("error, message", [
    (exception.Forbidden(), "You are not authorized to use this action."),
    (exception.NotAuthorized(), "You are not authorized to complete this action."),
    (exception.AuthorizationFailure("token expired"), "Authorization failed. token expired"),
    (exception.InterfaceDetachFailed(port="p1", server="s1"),
     "Failed to detach interface (p1) from server (s1)"),
    (exception.PhysicalResourceIDAmbiguity(phys_id="x"),
     "Multiple resources were found with the physical ID (x)."),
])
def test_service_errors_plugins_raise_have_heats_messages(error, message):
    assert str(error) == message


def test_absolute_import_of_a_sibling_module_says_how_to_import_it(tmp_path):
    (tmp_path / "helpers.py").write_text("PREFIX = 'x'\n")
    (tmp_path / "thing.py").write_text("import helpers\n")
    with pytest.raises(plugin_loader.PluginLoadError) as info:
        Harness(plugin_dirs=[str(tmp_path)])
    assert str(info.value).endswith(
        "thing.py:1: ModuleNotFoundError: No module named 'helpers' (helpers is beside the "
        "plug-in, not installed: load the plug-in directory and import it relatively, "
        "from . import helpers)")
    (tmp_path / "thing.py").write_text(
        "from . import helpers\n\n\ndef resource_mapping():\n    return {}\n")
    plugin_loader.forget_modules([str(tmp_path)])
    assert Harness(plugin_dirs=[str(tmp_path)]).resource_types() == []


def test_a_tests_package_beside_the_plugins_keeps_its_name_free(tmp_path):
    """A project's ``tests`` package must not become importable as ``tests``
    because its directory was loaded as plug-ins (fresh process, no repo on
    the path)."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "acme").mkdir()
    (tmp_path / "acme" / "__init__.py").write_text("")
    code = ("import importlib.util, sys\n"
            "from sdk.testing import Harness\n"
            "Harness(plugin_dirs=[sys.argv[1]])\n"
            "print(importlib.util.find_spec('tests') is None,"
            " importlib.util.find_spec('acme') is not None)\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd="/",
                         capture_output=True, text=True, env=env)
    assert out.stdout.split() == ["True", "True"], out.stderr
