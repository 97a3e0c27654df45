"""The swift client plug-in: python-swiftclient's Connection on the session,
TempURLs for signals, and files read from a container."""
import datetime
import email.utils
import secrets
import time
from urllib import parse

from swiftclient import client as sc
from swiftclient import exceptions
from swiftclient import utils as swiftclient_utils

from sdk.common import exception
from sdk.engine.clients import client_plugin

IN_PROGRESS = "in progress"
MAX_EPOCH = 2147483647
CLIENT_NAME = "swift"
#: the largest request body Heat accepts (its max_json_body_size default)
MAX_JSON_BODY_SIZE = 1048576


class SwiftClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [OBJECT_STORE] = ["object-store"]

    def _create(self):
        return sc.Connection(auth_version=3, session=self.context.keystone_session,
                             os_options={"endpoint_type": self._get_client_option(
                                 CLIENT_NAME, "endpoint_type"),
                                 "service_type": self.OBJECT_STORE,
                                 "region_name": self._get_region_name()})

    def _status(self, ex):
        return isinstance(ex, exceptions.ClientException) and ex.http_status

    def is_client_exception(self, ex):
        return isinstance(ex, exceptions.ClientException)

    def is_not_found(self, ex):
        return self._status(ex) == 404

    def is_over_limit(self, ex):
        return self._status(ex) == 413

    def is_conflict(self, ex):
        return self._status(ex) == 409

    def is_valid_temp_url_path(self, path):
        """Whether ``path`` is /v1/<account of this project>/<container>/<object>."""
        parts = path.split("/", 4)
        return bool(len(parts) == 5 and not parts[0] and parts[1] == "v1"
                    and parts[2].endswith(self.context.project_id) and parts[3]
                    and parts[4].strip("/"))

    def get_temp_url(self, container_name, obj_name, timeout=None, method="PUT"):
        key_header = "x-account-meta-temp-url-key"
        if key_header not in self.client().head_account():
            self.client().post_account({key_header: secrets.token_hex(16)})
        key = self.client().head_account()[key_header]
        path = "/v1/AUTH_%s/%s/%s" % (self.context.project_id, container_name, obj_name)
        if timeout is None:
            timeout = int(MAX_EPOCH - 60 - time.time())
        tempurl = swiftclient_utils.generate_temp_url(path, timeout, key, method)
        url = parse.urlparse(self.client().url)
        return "%s://%s%s" % (url.scheme, url.netloc, tempurl)

    def get_signal_url(self, container_name, obj_name, timeout=None):
        """A TempURL to PUT signals to, on a versioned container (one URL, many signals)."""
        self.client().put_container(container_name,
                                    headers={"x-versions-location": container_name})
        self.client().put_object(container_name, obj_name, IN_PROGRESS)
        return self.get_temp_url(container_name, obj_name, timeout)

    def parse_last_modified(self, lm):
        if not lm:
            return None
        return datetime.datetime(*email.utils.parsedate(lm)[:6])

    def get_files_from_container(self, files_container, files_to_skip=None):
        """{object name: contents} of the container's objects."""
        client = self.client()
        skip = files_to_skip or []
        files = {}
        try:
            headers, objects = client.get_container(files_container)
            used = int(headers.get("x-container-bytes-used", 0))
            if used > MAX_JSON_BODY_SIZE:
                raise exception.DownloadLimitExceeded(message=(
                    "Total size of files to download (%s bytes) exceeds maximum allowed "
                    "(%s bytes)." % (used, MAX_JSON_BODY_SIZE)))
            for obj in objects:
                if obj["name"] not in skip:
                    contents = client.get_object(files_container, obj["name"])[1]
                    files[obj["name"]] = (contents.decode("utf-8") if isinstance(contents, bytes)
                                          else contents)
        except exceptions.ClientException as cex:
            raise exception.NotFound("Could not fetch files from container %s, reason: %s."
                                     % (files_container, cex))
        return files
