"""The nova client plug-in: python-novaclient at the highest microversion
the cloud and the library share, and the server helpers Heat's types call."""
import collections.abc
import email
import json
from email.mime import multipart, text
from urllib import parse

import novaclient
from neutronclient.common import exceptions as q_exceptions
from novaclient import api_versions, exceptions
from novaclient import client as nc

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_exception, client_plugin, microversion_mixin
from sdk.engine.clients import os as os_client

CLIENT_NAME = "nova"


class NovaClientPlugin(microversion_mixin.MicroversionMixin, client_plugin.ClientPlugin):

    deferred_server_statuses = {"BUILD", "HARD_REBOOT", "PASSWORD", "REBOOT", "RESCUE",
                                "RESIZE", "REVERT_RESIZE", "SHUTOFF", "SUSPENDED",
                                "VERIFY_RESIZE"}

    exceptions_module = exceptions

    NOVA_API_VERSION = "2.1"

    max_microversion = None

    service_types = [COMPUTE] = ["compute"]

    def _get_service_name(self):
        return self.COMPUTE

    def _create(self, version=None):
        return nc.Client(version or self.NOVA_API_VERSION, session=self.context.keystone_session,
                         endpoint_type=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                         service_type=self.COMPUTE, region_name=self._get_region_name())

    def get_max_microversion(self):
        if not self.max_microversion:
            current = self._create().versions.get_current().version
            self.max_microversion = min(api_versions.get_api_version(current),
                                        novaclient.API_MAX_VERSION).get_string()
        return self.max_microversion

    def is_version_supported(self, version):
        return (api_versions.get_api_version(self.get_max_microversion())
                >= api_versions.get_api_version(version))

    def is_not_found(self, ex):
        return isinstance(ex, (exceptions.NotFound, q_exceptions.NotFound))

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.OverLimit)

    def is_bad_request(self, ex):
        return isinstance(ex, exceptions.BadRequest)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.Conflict)

    def is_unprocessable_entity(self, ex):
        status = getattr(ex, "http_status", None) or getattr(ex, "code", None)
        return isinstance(ex, exceptions.ClientException) and status == 422

    def get_server(self, server):
        """The server, or Heat's EntityNotFound (shown to the user) if there is none."""
        try:
            return self.client().servers.get(server)
        except exceptions.NotFound:
            raise exception.EntityNotFound(entity="Server", name=server)

    def fetch_server(self, server_id):
        """The server, or None when Nova answers over-limit or 500/503 (for
        ``check_*_complete`` loops, which try again)."""
        try:
            return self.client().servers.get(server_id)
        except exceptions.OverLimit:
            return None
        except exceptions.ClientException as exc:
            if getattr(exc, "http_status", getattr(exc, "code", None)) in (500, 503):
                return None
            raise

    def fetch_server_attr(self, server_id, attr):
        return getattr(self.fetch_server(server_id), attr, None)

    def refresh_server(self, server):
        try:
            server.get()
        except exceptions.OverLimit:
            pass
        except exceptions.ClientException as exc:
            if getattr(exc, "http_status", getattr(exc, "code", None)) not in (500, 503):
                raise

    def get_ip(self, server, net_type, ip_version):
        for ip in server.addresses.get(net_type, []):
            if ip["version"] == ip_version:
                return ip["addr"]

    def get_status(self, server):
        return server.status.split("(")[0]

    def _check_active(self, server, res_name="Server"):
        """True once ACTIVE; False while building; Heat's errors for ERROR or
        a status Heat does not know."""
        if isinstance(server, str):
            server = self.fetch_server(server)
            if server is None:
                return False
            status = self.get_status(server)
        else:
            status = self.get_status(server)
            if status != "ACTIVE":
                self.refresh_server(server)
                status = self.get_status(server)
        if status in self.deferred_server_statuses:
            return False
        if status == "ACTIVE":
            return True
        if status == "ERROR":
            fault = getattr(server, "fault", {})
            raise exception.ResourceInError(
                resource_status=status,
                status_reason="Message: %s, Code: %s" % (fault.get("message", "Unknown"),
                                                         fault.get("code", "Unknown")))
        raise exception.ResourceUnknownStatus(resource_status=server.status,
                                              result="%s is not active" % res_name)

    def find_flavor_by_name_or_id(self, flavor):
        return self._find_flavor_id(self.context.project_id, flavor)

    @os_client.MEMOIZE_FINDER
    def _find_flavor_id(self, tenant_id, flavor):
        return self.get_flavor(flavor).id

    def get_flavor(self, flavor_identifier):
        """The flavor with this id, else with this name (novaclient's NotFound)."""
        try:
            return self.client().flavors.get(flavor_identifier)
        except exceptions.NotFound:
            return self.client().flavors.find(name=flavor_identifier)

    def get_host(self, hypervisor_hostname):
        return self.client().hypervisors.search(hypervisor_hostname)

    def get_keypair(self, key_name):
        try:
            return self.client().keypairs.get(key_name)
        except exceptions.NotFound:
            raise exception.EntityNotFound(entity="Key", name=key_name)

    def build_userdata(self, metadata, userdata=None, instance_user=None,
                       user_data_format="HEAT_CFNTOOLS"):
        """User data for the server: RAW as given; otherwise a multipart MIME
        blob of a cloud-config, the user data (its parts, for SOFTWARE_CONFIG)
        and the resource's metadata."""
        if user_data_format == "RAW":
            return userdata
        if user_data_format == "SOFTWARE_CONFIG" and self.is_ignition_format(userdata):
            return self.build_ignition_data(metadata, userdata)
        config = "#cloud-config\n" + ("user: %s\n" % instance_user if instance_user else "")
        parts = [(config, "cloud-config")]
        if user_data_format == "HEAT_CFNTOOLS":
            parts.append((userdata, "cfn-userdata", "x-cfninitdata"))
        else:
            message = None
            try:
                message = email.message_from_string(userdata or "")
            except Exception:
                pass
            if message is not None and message.is_multipart():
                parts += [(p.get_payload(), p.get_filename(), p.get_content_subtype())
                          for p in message.get_payload()]
            else:
                parts.append((userdata, ""))
        if metadata:
            parts.append((json.dumps(metadata), "cfn-init-data", "x-cfninitdata"))
        return multipart.MIMEMultipart(_subparts=[_subpart(*p) for p in parts]).as_string()

    @staticmethod
    def is_ignition_format(userdata):
        try:
            ignition = json.loads(userdata).get("ignition")
        except Exception:
            return False
        return bool(ignition and ignition.get("version"))

    @staticmethod
    def build_ignition_data(metadata, userdata):
        if not metadata:
            return userdata
        payload = json.loads(userdata)
        files = payload.setdefault("storage", {}).setdefault("files", [])
        for path in ("/var/lib/heat-cfntools/cfn-init-data", "/var/lib/cloud/data/cfn-init-data"):
            files.append({"filesystem": "root", "group": {"name": "root"}, "path": path,
                          "user": {"name": "root"}, "mode": 0o640,
                          "contents": {"source": "data:," + parse.quote(json.dumps(metadata)),
                                       "verification": {}}})
        return json.dumps(payload)

    def check_delete_server_complete(self, server_id):
        """True once the server is gone (or DELETED)."""
        try:
            server = self.fetch_server(server_id)
        except Exception as exc:
            self.ignore_not_found(exc)
            return True
        if not server or getattr(server, "OS-EXT-STS:task_state", None) == "deleting":
            return False
        status = self.get_status(server)
        if status == "DELETED":
            return True
        if status == "SOFT_DELETED":
            self.client().servers.force_delete(server_id)
        elif status == "ERROR":
            fault = getattr(server, "fault", {})
            raise exception.ResourceInError(
                resource_status=status,
                status_reason="Server %s delete failed: (%s) %s" % (
                    server.name, fault.get("code"), fault.get("message", "Unknown")))
        return False

    def rename(self, server, name):
        server.update(name)

    def resize(self, server_id, flavor_id):
        server = self.fetch_server(server_id)
        if not server:
            return False
        server.resize(flavor_id)
        return True

    def check_resize(self, server_id, flavor):
        server = self.fetch_server(server_id)
        if not server or server.status in ("RESIZE", "ACTIVE"):
            return False
        if server.status == "VERIFY_RESIZE":
            return True
        raise exception.Error("Resizing to '%s' failed, status '%s'" % (flavor, server.status))

    def verify_resize(self, server_id):
        server = self.fetch_server(server_id)
        if not server:
            return False
        status = self.get_status(server)
        if status != "VERIFY_RESIZE":
            raise exception.ResourceUnknownStatus(
                result="Could not confirm resize of server %s" % server_id,
                resource_status=status)
        server.confirm_resize()
        return True

    def check_verify_resize(self, server_id):
        server = self.fetch_server(server_id)
        if not server:
            return False
        status = self.get_status(server)
        if status == "ACTIVE":
            return True
        task_state = getattr(server, "OS-EXT-STS:task_state", None)
        if status == "VERIFY_RESIZE" or (task_state is not None and "resize" in task_state):
            return False
        raise exception.ResourceUnknownStatus(
            result="Confirm resize for server %s failed" % server_id, resource_status=status)

    def rebuild(self, server_id, image_id, password=None, preserve_ephemeral=False, meta=None,
                files=None):
        server = self.fetch_server(server_id)
        if not server:
            return False
        server.rebuild(image_id, password=password, preserve_ephemeral=preserve_ephemeral,
                       meta=meta, files=files)
        return True

    def check_rebuild(self, server_id):
        server = self.fetch_server(server_id)
        if server is None or server.status == "REBUILD":
            return False
        if server.status == "ERROR":
            raise exception.Error("Rebuilding server failed, status '%s'" % server.status)
        return True

    def meta_serialize(self, metadata):
        if not isinstance(metadata, collections.abc.Mapping):
            raise exception.StackValidationFailed(
                message="nova server metadata needs to be a Map.")
        return {k: v if isinstance(v, str) else json.dumps(v) for k, v in metadata.items()}

    def meta_update(self, server, metadata):
        metadata = self.meta_serialize(metadata)
        gone = sorted(set(server.metadata) - set(metadata))
        if gone:
            self.client().servers.delete_meta(server, gone)
        self.client().servers.set_meta(server, metadata)

    def server_to_ipaddress(self, server):
        try:
            server = self.client().servers.get(server)
        except exceptions.NotFound:
            return None
        for net in sorted(server.networks, reverse=True):
            if server.networks[net]:
                return server.networks[net][0]

    def absolute_limits(self):
        return {limit.name: limit.value for limit in self.client().limits.get().absolute}

    def get_console_urls(self, server):
        """A mapping of console type -> URL, each fetched when read."""
        return _ConsoleUrls(self.client, server)

    def attach_volume(self, server_id, volume_id, device):
        try:
            attachment = self.client().volumes.create_server_volume(
                server_id=server_id, volume_id=volume_id, device=device)
        except Exception as ex:
            if self.is_conflict(ex):
                return False
            if self.is_client_exception(ex):
                raise exception.Error("Failed to attach volume %s to server %s - %s"
                                      % (volume_id, server_id, ex))
            raise
        return attachment.id

    def detach_volume(self, server_id, attach_id):
        try:
            self.client().volumes.delete_server_volume(server_id, attach_id)
        except Exception as ex:
            if self.is_conflict(ex):
                return False
            if not (self.is_not_found(ex) or self.is_bad_request(ex)):
                raise exception.Error("Could not detach attachment %s from server %s."
                                      % (attach_id, server_id))
        return True

    def check_detach_volume_complete(self, server_id, attach_id):
        try:
            self.client().volumes.get_server_volume(server_id, attach_id)
        except Exception as ex:
            self.ignore_not_found(ex)
            return True
        return False

    def associate_floatingip(self, server_id, floatingip_id):
        interfaces = self.fetch_server(server_id).interface_list()
        if not interfaces:
            raise client_exception.InterfaceNotFound(id=server_id)
        first = interfaces[0]
        address = next(ip["ip_address"] for ip in first.fixed_ips if ":" not in ip["ip_address"])
        self.clients.client("neutron").update_floatingip(
            floatingip_id, {"floatingip": {"port_id": first.port_id,
                                           "fixed_ip_address": address}})

    def dissociate_floatingip(self, floatingip_id):
        self.clients.client("neutron").update_floatingip(
            floatingip_id, {"floatingip": {"port_id": None, "fixed_ip_address": None}})

    def _floatingip_by_address(self, address):
        fips = self.clients.client("neutron").list_floatingips(
            floating_ip_address=address)["floatingips"]
        if not fips:
            raise client_exception.EntityMatchNotFound(entity="floatingip",
                                                       args={"ip_address": address})
        return fips[0]["id"]

    def associate_floatingip_address(self, server_id, fip_address):
        self.associate_floatingip(server_id, self._floatingip_by_address(fip_address))

    def dissociate_floatingip_address(self, fip_address):
        self.dissociate_floatingip(self._floatingip_by_address(fip_address))

    def interface_detach(self, server_id, port_id):
        with self.ignore_not_found:
            server = self.fetch_server(server_id)
            if server:
                server.interface_detach(port_id)
        return True

    def interface_attach(self, server_id, port_id=None, net_id=None, fip=None,
                         security_groups=None):
        server = self.fetch_server(server_id)
        if not server:
            return False
        attachment = server.interface_attach(port_id, net_id, fip)
        if not port_id and security_groups:
            self.clients.client("neutron").update_port(
                attachment.port_id, {"port": {"security_groups": security_groups}})
        return True

    def check_interface_detach(self, server_id, port_id):
        """True once neither Neutron nor the server's addresses show the port."""
        with self.ignore_not_found:
            port = self.clients.client("neutron").show_port(port_id)["port"]
            if port.get("device_id") == server_id:
                return False
            addresses = self.fetch_server_attr(server_id, "addresses") or {}
            if any(a["OS-EXT-IPS:type"] == "fixed" and a["OS-EXT-IPS-MAC:mac_addr"]
                   == port["mac_address"] for net in addresses.values() for a in net):
                return False
        return True

    def check_interface_attach(self, server_id, port_id):
        """True once the port's addresses show in the server's."""
        if not port_id:
            return True
        server = self.fetch_server(server_id)
        if not server:
            return False
        port = self.clients.client("neutron").show_port(port_id)["port"]
        fixed = [ip["ip_address"] for ip in port.get("fixed_ips", []) if ip.get("ip_address")]
        if not fixed:
            return port_id in [i.port_id for i in server.interface_list()]
        shown = {a["addr"] for net in (getattr(server, "addresses", None) or {}).values()
                 for a in net if a.get("OS-EXT-IPS:type") == "fixed"}
        return all(ip in shown for ip in fixed)


def _subpart(content, filename, subtype=None):
    subtype = filename.rsplit(".", 1)[0] if subtype is None else subtype
    content = content or ""
    try:
        content.encode("us-ascii")
        charset = "us-ascii"
    except UnicodeEncodeError:
        charset = "utf-8"
    part = (text.MIMEText(content, _subtype=subtype, _charset=charset) if subtype
            else text.MIMEText(content, _charset=charset))
    part.add_header("Content-Disposition", "attachment", filename=filename)
    return part


class _ConsoleUrls(collections.abc.Mapping):
    TYPES = ("novnc", "xvpvnc", "spice-html5", "rdp-html5", "serial", "webmks")

    def __init__(self, client, server):
        self._client = client
        self._server = server

    def __getitem__(self, key):
        try:
            if key not in self.TYPES:
                raise exceptions.UnsupportedConsoleType(key)
            if key == "webmks":
                data = self._client().servers.get_console_url(self._server, key)
            else:
                data = self._server.get_console_url(key)
            return data.get("remote_console", data.get("console"))["url"]
        except exceptions.UnsupportedConsoleType as ex:
            return ex.message
        except Exception as ex:
            return "Cannot get console url: %s" % ex

    def __len__(self):
        return len(self.TYPES)

    def __iter__(self):
        return iter(self.TYPES)


class NovaBaseConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME


class ServerConstraint(NovaBaseConstraint):
    resource_getter_name = "get_server"


class KeypairConstraint(NovaBaseConstraint):
    resource_getter_name = "get_keypair"

    def validate_with_client(self, client, key_name):
        if key_name:   # an empty name is allowed (the KeyPair resource's own)
            super().validate_with_client(client, key_name)


class FlavorConstraint(NovaBaseConstraint):
    expected_exceptions = (exceptions.NotFound,)
    resource_getter_name = "find_flavor_by_name_or_id"


class HostConstraint(NovaBaseConstraint):
    expected_exceptions = (exceptions.NotFound,)
    resource_getter_name = "get_host"
