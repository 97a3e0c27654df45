"""Files as python-heatclient gathers them before it calls Heat: the one
place every command (``template validate``, ``stack create/update``,
``run``) and the Harness read a template's and an environment's files.

heatclient's rules (heatclient.common.template_utils and utils), kept here:

- a name with a URL scheme is a URL, anything else a file path, made a
  ``file://`` URL (the template's own path resolved absolute);
- in a template, at any depth, the value of every ``get_file`` key and
  every ``type`` key ending in ``.yaml`` or ``.template`` (a resource, a
  ResourceGroup's ``resource_def``, an AutoScalingGroup's ``resource``) is
  joined to the URL of the template that names it;
- in an environment's ``resource_registry`` (and each of its ``resources``
  entries), every string value without ``::`` is joined to the registry's
  ``base_url``, else to the environment file's URL;
- each fetched file that parses as a template (a mapping with a version
  key) is gathered in turn, and stored as JSON; other content as text
  (base64 when it is not UTF-8);
- the value in the template or environment is replaced by the joined URL,
  which is its key in Heat's files map.

heatclient downloads http(s) URLs; plugin-sdk reads only local files, and
records the rest in ``remote``. A file that cannot be read is a
:class:`Problem` at the line that names it. heatclient also sends the files
of registry entries a later environment file overrides; the commands gather
the merged environment's, which is all Heat reads.
"""
import base64
import json
import os
import pathlib
import urllib.parse

from sdk.common import heat_options, template_format

_VERSION_KEYS = ("HeatTemplateFormatVersion", "heat_template_version", "AWSTemplateFormatVersion")
#: resource_registry keys whose values are not files (heatclient's ignore_if)
_REGISTRY_SKIPPED = ("base_url", "hooks", "restricted_actions")


class FilesError(ValueError):
    """A file could not be read (the Harness's error; the commands report
    the same Problem as an input error, template validate as a finding)."""


def read(path):
    """The mapping in template or environment file ``path`` (FilesError if
    it cannot be read or parsed)."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        data = template_format.load(text, os.fspath(path))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise FilesError("%s: %s" % (os.fspath(path), exc)) from None
    return data if data is not None else {}


def url_for(path):
    """heatclient's normalise_file_path_to_url: a URL stays, a path becomes
    the ``file://`` URL of its absolute, resolved form."""
    if urllib.parse.urlparse(path).scheme:
        return path
    return pathlib.Path(path).resolve().as_uri()


def base_url(url):
    """heatclient's base_url_for_url: the URL of the directory holding ``url``."""
    return urllib.parse.urljoin(url, os.path.dirname(urllib.parse.urlparse(url).path))


def join(base, name):
    """``name`` as heatclient resolves it against ``base`` (a directory URL)."""
    if base and not base.endswith("/"):
        base += "/"
    return urllib.parse.urljoin(base, name)


def local_path(url):
    """The local file a ``file://`` URL names, else None."""
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme != "file":
        return None
    from urllib.request import url2pathname  # only once a file is read (it brings http and email)
    return url2pathname(parsed.path)


def shown(path):
    """``path`` as a message shows it: relative to the working directory
    when it is inside it."""
    relative = os.path.relpath(path)
    return path if relative.startswith(os.pardir) else relative


class Problem:
    """A file that could not be gathered: ``source`` (the local file that
    names it), ``path`` (the keys to the value naming it there), and
    heatclient's message. ``line``/``col`` are found when first asked."""

    def __init__(self, source, path, url, message, remote=False):
        self.source, self.path, self.url, self.message = source, tuple(path), url, message
        #: a URL plugin-sdk does not download (heatclient would)
        self.remote = remote
        self._where = None

    @property
    def where(self):
        """(line, column) of the value naming the file in ``source``."""
        if self._where is None and self.source is not None:
            positions = template_format.Positions()
            try:
                with open(self.source, encoding="utf-8") as f:
                    template_format.load(f.read(), self.source, positions)
            except (OSError, ValueError):
                pass
            self._where = positions.at(self.path)
        return self._where

    def __str__(self):
        if self.source is None:
            return self.message
        line, col = self.where
        return "%s:%d:%d: %s" % (self.source, line, col, self.message)


class Gathered:
    """Heat's files map as heatclient sends it, with what could not be read."""

    def __init__(self):
        #: URL -> content, the map sent to Heat
        self.files = {}
        #: URL of each gathered template -> its local path (for positions)
        self.sources = {}
        #: URLs plugin-sdk does not download (heatclient would)
        self.remote = set()
        self.problems = []
        self._open = set()
        #: bytes of the files read so far (Heat's max_json_body_size bounds the request)
        self._size = 0

    # -- templates --------------------------------------------------------------------
    def template(self, data, path):
        """Gather what template ``data`` (read from local file ``path``)
        names, rewriting its values to URLs as heatclient does."""
        url = url_for(path)
        self.sources.setdefault(url, path)
        self._walk(data, base_url(url), path, ())
        return data

    def _walk(self, data, base, source, where):
        """Each value naming a file, in the order of the document."""
        todo = [(data, where)]
        while todo:
            value, at = todo.pop()
            if isinstance(value, dict):
                inner = []
                for key, item in value.items():
                    if isinstance(item, (dict, list)):
                        inner.append((item, at + (key,)))
                    elif isinstance(item, str) and (key == "get_file" or (
                            key == "type" and item.endswith((".yaml", ".template")))):
                        value[key] = self._fetch(join(base, item), source, at + (key,))
                todo.extend(reversed(inner))
            elif isinstance(value, list):
                todo.extend((item, at + (i,)) for i, item in reversed(list(enumerate(value))))

    def _fetch(self, url, source, where):
        """Put ``url``'s content in the files map; return ``url``."""
        if url in self.files or url in self._open or url in self.remote:
            return url
        path = local_path(url)
        if path is None:
            self.remote.add(url)
            self.problems.append(Problem(source, where, url, "Could not fetch contents for %s: "
                                         "plugin-sdk reads local files only" % url, remote=True))
            return url
        try:
            if not os.path.isfile(path):  # a directory, a device, a pipe: nothing to send
                raise OSError(path)
            self._size += os.path.getsize(path)
            limit = heat_options.get("max_json_body_size")
            if self._size > limit:   # Heat's API would refuse the request
                self.problems.append(Problem(source, where, url, (
                    "Request limit exceeded: JSON body size (%d bytes) exceeds maximum allowed "
                    "size (%d bytes). (%s and the files before it)" % (self._size, limit, url))))
                return url
            with open(path, "rb") as f:
                raw = f.read(limit + 1)
        except OSError:
            self.problems.append(Problem(source, where, url, "Could not fetch contents for %s" % url))
            return url
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            self.files[url] = base64.encodebytes(raw).decode("ascii")
            return url
        data = _template(text)
        if data is None:
            self.files[url] = text
            return url
        self._open.add(url)
        self.sources[url] = path
        self._walk(data, base_url(url), shown(path), ())
        self._open.discard(url)
        self.files[url] = json.dumps(data)
        return url

    # -- environments -----------------------------------------------------------------
    def environment(self, data, path=None):
        """Gather what environment ``data`` (read from local file ``path``;
        without one, its names are URLs already) maps in its
        resource_registry, rewriting the values to URLs."""
        registry = data.get("resource_registry") if isinstance(data, dict) else None
        if not isinstance(registry, dict):
            return data
        base = registry.get("base_url", base_url(url_for(path)) if path else "")
        self._registry(registry, base, path, ("resource_registry",))
        for name, entries in (registry.get("resources") or {}).items():
            if isinstance(entries, dict):
                self._registry(entries, entries.get("base_url", base), path,
                               ("resource_registry", "resources", name))
        return data

    def _registry(self, entries, base, source, where):
        for key, value in entries.items():
            if key in _REGISTRY_SKIPPED or not isinstance(value, str) or "::" in value:
                continue
            entries[key] = self._fetch(join(base, value), source, where + (key,))


def _template(text):
    """The template in ``text``, or None when it is not one (heatclient's is_template)."""
    try:
        data = template_format.load(text)
    except ValueError:
        return None
    if isinstance(data, dict) and any(k in data for k in _VERSION_KEYS):
        return data
    return None
