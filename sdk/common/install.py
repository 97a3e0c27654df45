"""Where this plugin-sdk was installed from, and how to add one of its extras.

plugin-sdk is on no package index, so ``plugin-sdk>=0.1.0`` or ``pip install
'plugin-sdk[heat]'`` resolves nowhere: both name what pip recorded (PEP 610's
``direct_url.json``): a directory or archive, a VCS checkout at its commit,
else the index version; a checkout run without installing it names itself.
"""
import json
import pathlib
import urllib.parse

NAME = "plugin-sdk"


def _distribution():
    """The installed plugin-sdk: the one pip recorded a source for (a
    checkout's own ``plugin_sdk.egg-info``, found first from its directory,
    has none), else the first found, else None."""
    from importlib import metadata
    found = list(metadata.distributions(name=NAME))
    recorded = [d for d in found if d.read_text("direct_url.json")]
    return (recorded or found or [None])[0]


def installed_source():
    """This plugin-sdk's requirement, from pip's record of where it was installed from."""
    dist = _distribution()
    if dist is None:
        from importlib import metadata
        raise metadata.PackageNotFoundError(NAME)
    text = dist.read_text("direct_url.json")
    if not text:
        return "%s==%s" % (NAME, dist.version)
    return from_direct_url(json.loads(text), dist.version)


def from_direct_url(data, version):
    """The requirement of one ``direct_url.json`` (PEP 610)."""
    url = data.get("url")
    if not url:
        return "%s==%s" % (NAME, version)
    vcs = data.get("vcs_info")
    if vcs:
        revision = vcs.get("commit_id") or vcs.get("requested_revision")
        url = "%s+%s" % (vcs.get("vcs", "git"), url) + ("@%s" % revision if revision else "")
    return "%s @ %s" % (NAME, url)


def pip_install(extra):
    """The ``pip install ...`` that adds ``extra`` to this plugin-sdk: the
    directory it was installed from (``-e`` when editable), else the
    requirement pip recorded with the extra."""
    dist = _distribution()
    if dist is None:   # a checkout on sys.path
        root = pathlib.Path(__file__).resolve().parents[2]
        where = root if (root / "pyproject.toml").is_file() else "/path/to/plugin-sdk"
        return "pip install '%s[%s]'" % (where, extra)
    text = dist.read_text("direct_url.json")
    data = json.loads(text) if text else {}
    url = data.get("url", "")
    if url.startswith("file://") and "dir_info" in data:
        editable = "-e " if data["dir_info"].get("editable") else ""
        path = urllib.parse.unquote(urllib.parse.urlsplit(url).path)
        return "pip install %s'%s[%s]'" % (editable, path, extra)
    requirement = from_direct_url(data, dist.version)
    return "pip install '%s[%s]%s'" % (NAME, extra, requirement[len(NAME):])
