"""A plug-in project's record of its template: ``.plugin-sdk.json`` (template
version, answers, resource types, plugin-sdk version) and the template's own
output kept in ``.plugin-sdk/template-base/``, the common ancestor that
``plugin-sdk update`` merges against.

Keeping the base in the project, rather than shipping every old template
version with plugin-sdk, makes the merge exact whatever made the project
(another plugin-sdk version, a template under development) and shows users
what they changed: ``diff -r .plugin-sdk/template-base .``.
"""
import json
import os
import pathlib
import shutil
from dataclasses import asdict, dataclass, field

from sdk.cli.files import replace
from sdk.scaffold.render import resource_answers
from sdk.scaffold.validation import (
    InvalidInput,
    check_plugin_answers,
    check_resource_answers,
)

RECORD = ".plugin-sdk.json"
BASE = os.path.join(".plugin-sdk", "template-base")
#: What each recorded resource type holds.
RESOURCE_KEYS = ("type", "class_name", "module", "version")


@dataclass
class Record:
    """What ``.plugin-sdk.json`` holds."""

    template_version: int
    plugin_sdk_version: str
    answers: dict
    resources: list = field(default_factory=list)


def installed_version():
    from importlib.metadata import version
    return version("plugin-sdk")


def read(project):
    path = pathlib.Path(project) / RECORD
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        record = Record(template_version=int(data["template_version"]),
                        plugin_sdk_version=str(data["plugin_sdk_version"]),
                        answers=dict(data["answers"]), resources=list(data.get("resources", [])))
        # The record is input too: its answers name the paths a rendering writes.
        check_plugin_answers(record.answers)
        for resource in record.resources:
            check_resource_answers(resource_answers(record.answers, resource))
    except FileNotFoundError:
        raise InvalidInput("%s: not found; not a project made by plugin-sdk new plugin" % path) from None
    except InvalidInput as exc:
        raise InvalidInput("%s: %s" % (path, exc)) from None
    except (ValueError, KeyError, TypeError) as exc:
        raise InvalidInput("%s: not a valid record (%s %s)" % (path, type(exc).__name__, exc)) from None
    return record


def write(project, record):
    text = json.dumps(asdict(record), indent=2, sort_keys=True) + "\n"
    replace(pathlib.Path(project) / RECORD, text)


def files(root):
    """Relative path -> bytes of every file under ``root`` (empty if it does not exist)."""
    root = pathlib.Path(root)
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            full = pathlib.Path(dirpath) / name
            found[full.relative_to(root).as_posix()] = full.read_bytes()
    return found


def check_writable(root, paths):
    """Refuse, before anything is written, paths that a directory or a file is in
    the way of, or that a symbolic link would take outside the project."""
    root = pathlib.Path(root)
    real_root = os.path.realpath(root)
    for rel in paths:
        target = root / rel
        _check_inside(root, real_root, pathlib.PurePath(rel))
        if target.is_dir():
            raise InvalidInput("%s: is a directory; the template makes a file there" % target)
        for parent in target.relative_to(root).parents:
            if (root / parent).exists() and not (root / parent).is_dir():
                raise InvalidInput("%s: is a file; the template makes a directory there" % (root / parent))


def _check_inside(root, real_root, rel):
    """Refuse a symbolic link on the way to ``root/rel`` that resolves outside
    the project (writing through it would overwrite or create a file elsewhere)."""
    path = root
    for part in rel.parts:
        path = path / part
        if not path.is_symlink():
            continue
        real = os.path.realpath(path)
        if os.path.commonpath([real_root, real]) != real_root:
            raise InvalidInput("%s: a symbolic link to %s, outside the project; not writing through it"
                               % (path, os.readlink(path)))


def write_files(root, contents):
    """Write relative path -> bytes under ``root``; ``None`` deletes the file.
    A file is replaced, not written into: one hard-linked to a file outside
    the project leaves that file alone."""
    check_writable(root, contents)
    for rel, data in contents.items():
        path = pathlib.Path(root) / rel
        if data is None:
            path.unlink(missing_ok=True)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        replace(path, data)


def replace_base(project, rendered):
    """Make ``rendered`` (a directory) the project's template base."""
    base = pathlib.Path(project) / BASE
    shutil.rmtree(base, ignore_errors=True)
    shutil.copytree(rendered, base)
