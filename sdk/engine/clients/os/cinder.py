"""The cinder client plug-in: python-cinderclient v3 at the highest
microversion both sides support, and the volume helpers Heat's types call."""
from cinderclient import api_versions, exceptions
from cinderclient import client as cc
from keystoneauth1 import exceptions as ks_exceptions

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin, microversion_mixin
from sdk.engine.clients import os as os_client

CLIENT_NAME = "cinder"


class CinderClientPlugin(microversion_mixin.MicroversionMixin, os_client.ExtensionMixin,
                         client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [VOLUME_V3] = ["volumev3"]

    CINDER_API_VERSION = "3"

    max_microversion = None

    def _get_service_name(self):
        return self.VOLUME_V3

    def get_volume_api_version(self):
        """Check that the cloud has a volume service."""
        self.interface = self._get_client_option(CLIENT_NAME, "endpoint_type")
        try:
            self.context.keystone_session.get_endpoint(service_type=self.VOLUME_V3,
                                                       interface=self.interface)
        except ks_exceptions.EndpointNotFound:
            raise exception.Error("No volume service available.")

    def _create(self, version=None):
        self.get_volume_api_version()
        return cc.Client(version or self.CINDER_API_VERSION,
                         session=self.context.keystone_session,
                         extensions=cc.discover_extensions(self.CINDER_API_VERSION),
                         interface=self.interface, service_type=self.VOLUME_V3,
                         region_name=self._get_region_name())

    def get_max_microversion(self):
        if not self.max_microversion:
            highest = api_versions.get_highest_version(self._create())
            self.max_microversion = min(api_versions.APIVersion(api_versions.MAX_VERSION),
                                        highest).get_string()
        return self.max_microversion

    def is_version_supported(self, version):
        return (api_versions.APIVersion(self.get_max_microversion())
                >= api_versions.APIVersion(version))

    @os_client.MEMOIZE_EXTENSIONS
    def _list_extensions(self):
        return {e.alias for e in self.client().list_extensions.show_all()}

    def get_volume(self, volume):
        try:
            return self.client().volumes.get(volume)
        except exceptions.NotFound:
            raise exception.EntityNotFound(entity="Volume", name=volume)

    def get_volume_snapshot(self, snapshot):
        try:
            return self.client().volume_snapshots.get(snapshot)
        except exceptions.NotFound:
            raise exception.EntityNotFound(entity="VolumeSnapshot", name=snapshot)

    def get_volume_backup(self, backup):
        try:
            return self.client().backups.get(backup)
        except exceptions.NotFound:
            raise exception.EntityNotFound(entity="Volume backup", name=backup)

    def get_volume_type(self, volume_type):
        for vt in self.client().volume_types.list():
            if volume_type in (vt.name, vt.id):
                return vt.id
        raise exception.EntityNotFound(entity="VolumeType", name=volume_type)

    def get_qos_specs(self, qos_specs):
        try:
            return self.client().qos_specs.get(qos_specs).id
        except exceptions.NotFound:
            return self.client().qos_specs.find(name=qos_specs).id

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.OverLimit)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.ClientException) and ex.code == 409

    def check_detach_volume_complete(self, vol_id, server_id=None):
        """True once the volume is detached (from ``server_id``, if given)."""
        try:
            vol = self.client().volumes.get(vol_id)
        except Exception as ex:
            self.ignore_not_found(ex)
            return True
        servers = [a["server_id"] for a in vol.attachments if "server_id" in a]
        if server_id and server_id not in servers:
            return True
        if vol.status in ("in-use", "detaching", "reserved"):
            return False
        if vol.status not in ("available", "deleting"):
            raise exception.ResourceUnknownStatus(resource_status=vol.status,
                                                  result="Volume detachment failed")
        return True

    def check_attach_volume_complete(self, vol_id):
        vol = self.client().volumes.get(vol_id)
        if vol.status in ("available", "attaching", "reserved"):
            return False
        if vol.status != "in-use":
            raise exception.ResourceUnknownStatus(resource_status=vol.status,
                                                  result="Volume attachment failed")
        return True


class BaseCinderConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME


class VolumeConstraint(BaseCinderConstraint):
    resource_getter_name = "get_volume"


class VolumeSnapshotConstraint(BaseCinderConstraint):
    resource_getter_name = "get_volume_snapshot"


class VolumeTypeConstraint(BaseCinderConstraint):
    resource_getter_name = "get_volume_type"


class VolumeBackupConstraint(BaseCinderConstraint):
    resource_getter_name = "get_volume_backup"


class QoSSpecsConstraint(BaseCinderConstraint):
    expected_exceptions = (exceptions.NotFound,)
    resource_getter_name = "get_qos_specs"
