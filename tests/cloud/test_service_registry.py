"""A fake of a plug-in project's own service, added through the
``plugin_sdk.fake_cloud`` entry point group: in the catalog, seeded, served
with its own error body; a broken or clashing one is left out with a warning."""
import textwrap
import warnings

import pytest

from sdk import cloud as fakeos
from sdk.cloud import registry

WIDGETS = '''
from sdk.cloud import core


def errors(status, title, message, kind):
    return {"widget_error": {"status": status, "text": message}}


widgets = core.Service("widgets", "widget", "/widget", "/widget/v1", errors=errors)
WIDGETS = widgets.add_collections("/v1", [
    core.CollectionSpec("widgets", "/widgets", "widgets", "widget", fields={"size": 1},
                        status=("status", "BUILDING", "READY"))])
SERVICES = [widgets]


def populate(cloud):
    WIDGETS["widgets"].create(cloud, {"name": "seeded", "status": "READY"})
'''


@pytest.fixture
def install(tmp_path, monkeypatch):
    """install(module_text, entry='name = module') makes a package that names
    a fake service, as pip would leave it, for this test only."""
    def install(entries, **modules):
        for name, text in modules.items():
            (tmp_path / (name + ".py")).write_text(textwrap.dedent(text))
        info = tmp_path / "widgets_fake-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: widgets-fake\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text("[%s]\n%s\n" % (registry.GROUP, "\n".join(entries)))
        monkeypatch.syspath_prepend(str(tmp_path))
        registry.forget()
    yield install
    registry.forget()


def _session():
    from keystoneauth1 import session as ks_session
    from keystoneauth1.identity import v3
    creds = {k: v for k, v in fakeos.CREDENTIALS.items() if k != "region_name"}
    return ks_session.Session(auth=v3.Password(**creds))


def test_an_installed_service_is_in_the_catalog_seeded_and_served(install):
    install(["widgets = fake_widgets"], fake_widgets=WIDGETS)
    cloud = fakeos.Cloud(polls=1)
    with fakeos.intercept(cloud):
        session = _session()
        url = session.get_endpoint(service_type="widget", interface="public")
        assert url == fakeos.BASE + "/widget/v1"
        listed = session.get(url + "/widgets").json()["widgets"]
        assert [(w["name"], w["status"], w["size"]) for w in listed] == [("seeded", "READY", 1)]
        made = session.post(url + "/widgets", json={"widget": {"name": "w", "size": 3}}).json()["widget"]
        assert (made["status"], made["size"]) == ("BUILDING", 3)
        shown = session.get(url + "/widgets/" + made["id"]).json()["widget"]
        assert shown["status"] == "READY"
        missing = session.get(url + "/widgets/nope", raise_exc=False)
        assert missing.status_code == 404
        assert missing.json() == {"widget_error": {"status": 404, "text": "Widget nope could not be found."}}
    assert ("widgets.widgets", made["id"]) in {(c, o.get("id")) for c, _k, o in cloud.made()}


def test_a_broken_service_is_left_out_with_a_warning(install):
    install(["broken = fake_broken", "empty = fake_empty"],
            fake_broken="raise ImportError('no module named widgetclient')\n",
            fake_empty="SERVICES = None\n")
    with pytest.warns(registry.FakeCloudWarning) as caught:
        cloud = fakeos.Cloud()
    messages = sorted(str(w.message) for w in caught)
    assert messages == [
        "fake cloud: entry point 'broken' (fake_broken) is not served: "
        "ImportError: no module named widgetclient",
        "fake cloud: entry point 'empty' (fake_empty) is not served: TypeError: it has no SERVICES list"]
    assert "neutron" in cloud.services and "widgets" not in cloud.services


def test_a_service_named_like_a_built_in_one_is_left_out(install):
    install(["nova = fake_nova"], fake_nova='''
        from sdk.cloud import core
        SERVICES = [core.Service("nova", "compute", "/my-compute")]
    ''')
    with pytest.warns(registry.FakeCloudWarning, match="'nova' is not served: the name is taken by /compute"):
        cloud = fakeos.Cloud()
    assert cloud.services["nova"].prefix == "/compute"


def test_without_installed_services_nothing_is_said():
    registry.forget()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert set(fakeos.Cloud().services) >= {"keystone", "neutron", "nova", "heat", "zun"}
