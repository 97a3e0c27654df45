"""The cloud Heat's client plug-ins talk to, and how the standard clients
find Heat.

Heat in ``noauth`` gives every client plug-in the catalog of its
``[noauth] token_response`` file and the token the API client sent. So the
service authenticates once at start, against plugin-sdk's fake cloud or a
named cloud of clouds.yaml, writes that token body (its orchestration entry
pointing at the local Heat) for Heat, and writes the clouds.yaml entry
``plugin-sdk-local`` that sends the same token to the local Heat.
"""
import logging
import os
import re

import yaml

from sdk.cloud.heat_service import ServiceError

#: the clouds.yaml entry ``openstack --os-cloud`` uses for the local service
LOCAL_CLOUD = "plugin-sdk-local"
#: the copy of a clouds.yaml as it was before the entry was first added to it
BACKUP_SUFFIX = ".before-plugin-sdk"
#: the project every request is made in (Heat's noauth middleware's default)
PROJECT = "admin"


def fake_cloud_access(auth_url):
    """Token and catalog of DevStack's admin in plugin-sdk's fake cloud at ``auth_url``."""
    from keystoneauth1 import session
    from keystoneauth1.identity import v3

    from sdk import cloud
    creds = {k: v for k, v in cloud.CREDENTIALS.items() if k != "region_name"}
    creds["auth_url"] = auth_url
    sess = session.Session(auth=v3.Password(**creds))
    return sess.auth.get_access(sess)


def named_cloud_access(name):
    """(token and catalog, Keystone URL) of the cloud ``name`` of clouds.yaml."""
    import keystoneauth1.exceptions as ks_exc
    import openstack.config
    from openstack import exceptions as os_exc
    if name == LOCAL_CLOUD:
        raise ServiceError("--os-cloud %s is this service's own entry: name the cloud Heat's "
                           "resources should be made in" % LOCAL_CLOUD)
    # keystoneauth warns on stderr as it falls back; the one line below says it all
    logging.getLogger("keystoneauth").addHandler(logging.NullHandler())
    region = None
    try:
        region = openstack.config.OpenStackConfig().get_one(cloud=name)
        sess = region.get_session()
        return sess.auth.get_access(sess), region.config["auth"]["auth_url"]
    except os_exc.ConfigException as exc:
        raise ServiceError("--os-cloud %s: %s" % (name, _first_line(exc)))
    except ks_exc.Unauthorized:
        raise ServiceError("--os-cloud %s: the cloud refused the credentials (401 Unauthorized)"
                           % name)
    except (ks_exc.ConnectFailure, ks_exc.ConnectTimeout, ks_exc.DiscoveryFailure) as exc:
        reason = re.findall(r"\[Errno -?\d+\] ([^'\")]+)", str(exc))
        raise ServiceError("--os-cloud %s: cannot reach the cloud's Keystone at %s: %s" % (
            name, region.config["auth"]["auth_url"],
            reason[-1] if reason else _first_line(exc)))
    except ks_exc.ClientException as exc:
        raise ServiceError("--os-cloud %s: %s: %s" % (name, type(exc).__name__, _first_line(exc)))


def _first_line(exc):
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def region_of(access):
    """The region of ``access``'s catalog (its first endpoint's), else RegionOne."""
    for entry in access._data["token"].get("catalog", []):
        for endpoint in entry.get("endpoints", []):
            if endpoint.get("region_id") or endpoint.get("region"):
                return endpoint.get("region_id") or endpoint["region"]
    return "RegionOne"


def token_response(access, heat_url):
    """The token body for ``[noauth] token_response``: ``access``'s token
    whose catalog's orchestration entry is the local Heat."""
    region = region_of(access)
    body = {"token": dict(access._data["token"])}
    catalog = [e for e in body["token"].get("catalog", []) if e.get("type") != "orchestration"]
    catalog.append({"id": "plugin-sdk-heat", "type": "orchestration", "name": "heat",
                    "endpoints": [{"id": "plugin-sdk-heat-" + iface, "interface": iface,
                                   "region": region, "region_id": region,
                                   "url": heat_url} for iface in ("public", "internal", "admin")]})
    body["token"]["catalog"] = catalog
    return body


def clouds_yaml_path():
    """Where openstack clients read clouds.yaml first: $OS_CLIENT_CONFIG_FILE,
    else ~/.config/openstack/clouds.yaml."""
    return os.environ.get("OS_CLIENT_CONFIG_FILE") or os.path.expanduser(
        "~/.config/openstack/clouds.yaml")


def write_local_entry(path, heat_url, access):
    """Add (or replace) the ``plugin-sdk-local`` entry of clouds.yaml ``path``,
    keeping every other entry; written whole to a new file, then renamed.
    Rewriting drops the file's comments: the first time it adds the entry
    to a file, the file as it was is kept beside it (BACKUP_SUFFIX)."""
    data = {}
    if os.path.exists(path):
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            data = yaml.safe_load(text) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise ServiceError("%s: cannot read it to add %s: %s" % (path, LOCAL_CLOUD, _first_line(exc)))
        if not isinstance(data, dict) or not isinstance(data.get("clouds", {}), dict):
            raise ServiceError("%s: not a clouds.yaml (no clouds mapping); %s not added"
                               % (path, LOCAL_CLOUD))
        if LOCAL_CLOUD not in data.get("clouds", {}) and not os.path.exists(path + BACKUP_SUFFIX):
            with open(path + BACKUP_SUFFIX, "w", encoding="utf-8") as f:
                f.write(text)
    data.setdefault("clouds", {})[LOCAL_CLOUD] = {
        "auth_type": "admin_token", "auth": {"endpoint": heat_url, "token": access.auth_token},
        "region_name": region_of(access)}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".plugin-sdk.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        yaml.safe_dump(data, f, default_flow_style=False, sort_keys=False)
    os.replace(tmp, path)
