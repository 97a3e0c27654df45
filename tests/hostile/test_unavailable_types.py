"""A plug-in whose available_resource_mapping() returns nothing because a
client library it checks for is missing (heat-contrib's rackspace plug-ins
and pyrax): Heat registers none of its types; plugin-sdk says why instead of
listing nothing or claiming the module has no resource_mapping()."""

PLUGIN = '''
from heat.engine import resource

try:
    import pyrax_not_installed  # noqa
    PYRAX_INSTALLED = True
except ImportError:
    PYRAX_INSTALLED = False


class CloudDns(resource.Resource):
    """A DNS domain of the vendor's cloud."""

    properties_schema = {}


def resource_mapping():
    return {'Vendor::Cloud::DNS': CloudDns}


def available_resource_mapping():
    if PYRAX_INSTALLED:
        return resource_mapping()
    return {}
'''

WHY = ("available_resource_mapping() of cloud_dns.py returned none of Vendor::Cloud::DNS, "
       "as in Heat: a dependency it checks for (often a client library) is not installed")


def test_list_and_docs_say_why_no_types(tmp_path, plugin_sdk):
    (tmp_path / "cloud_dns.py").write_text(PLUGIN)
    listed = plugin_sdk("resource-type", "list", "--plugin-dir", tmp_path)
    assert listed.exit_code == 0 and listed.stdout.strip() == ""
    assert listed.stderr == "No resource types: %s\n" % WHY
    docs = plugin_sdk("docs", "--plugin-dir", tmp_path, "--format", "markdown")
    assert docs.exit_code != 0 and "Traceback" not in docs.stderr
    assert docs.stderr.strip() == "Error: no resource types in %s: %s" % (tmp_path, WHY)


def test_a_module_without_available_mapping_keeps_the_old_words(tmp_path, plugin_sdk):
    (tmp_path / "helper.py").write_text("def resource_mapping():\n    return {}\n")
    docs = plugin_sdk("docs", "--plugin-dir", tmp_path, "--format", "markdown")
    assert docs.stderr.strip().endswith(
        "no module there has a resource_mapping() that returns any")
