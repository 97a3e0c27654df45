"""Clients of services with microversions (Nova, Cinder, Ironic): ``client()``
asks for the highest version both the service and the library support."""
import abc

from sdk.common import exception


class MicroversionMixin(metaclass=abc.ABCMeta):

    def client(self, version=None):
        if version is None:
            version = self.get_max_microversion()
        elif not self.is_version_supported(version):
            raise exception.InvalidServiceVersion(version=version,
                                                  service=self._get_service_name())
        if version not in self._client_instances:
            self._client_instances[version] = self._create(version=version)
        return self._client_instances[version]

    @abc.abstractmethod
    def get_max_microversion(self):
        """The highest microversion to use."""

    @abc.abstractmethod
    def is_version_supported(self, version):
        """Whether the service supports ``version``."""
