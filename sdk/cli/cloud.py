"""``plugin-sdk cloud list|show|reset|seed``: the state file's fake clouds.

A stack created with ``--fake-cloud`` is made on one of the state file's
fake clouds (``default`` unless ``--fake-cloud-name`` names another), which
the stacks made on it share: the generic services plug-ins name, and the
OpenStack cloud (DevStack's objects and what the stacks' OpenStack clients
made) that Heat's client plug-ins reach over HTTP.
"""
import json

import click

from sdk.cli.inputs import InputError, read_data, state_option
from sdk.cli.local_stacks import fake_cloud_of, open_db, waiting
from sdk.cli.stack import _emit, _format_option, _StoreErrors, _table

_NAME = click.option("--fake-cloud-name", "cloud_name", default=None, metavar="NAME",
                     help="Which of the state file's fake clouds [default: default, or STACK's].")


@click.group(cls=_StoreErrors)
def cloud():
    """List, show, reset or seed the state file's fake clouds (the ones
    stacks created with --fake-cloud share)."""


def _cloud_name(db, stack, cloud_name):
    """The fake cloud a command acts on: STACK's, else the named one, else the default."""
    from sdk import store
    if stack is None:
        return cloud_name or store.DEFAULT_CLOUD
    try:
        row = db.stack_row(stack)
    except Exception as exc:
        raise InputError(str(exc))
    if row["cloud"] is None:
        raise InputError("stack %s was created without --fake-cloud: it has no fake cloud" % stack)
    if cloud_name and cloud_name != row["cloud"]:
        raise InputError("stack %s is on fake cloud %s, not %s" % (stack, row["cloud"], cloud_name))
    return row["cloud"]


def _stored(db, cloud_name):
    data = db.cloud_data(cloud_name)
    if data is None:
        names = db.cloud_names()
        raise InputError("the state file has no fake cloud %s (%s)" % (
            cloud_name, "it has " + ", ".join(names) if names else
            "it has none: create a stack with --fake-cloud, or seed one"))
    return _decoded(data, cloud_name)


def _decoded(text, cloud_name):
    """The FakeCloud fake cloud ``cloud_name``'s data (JSON text) describes;
    one line if another tool wrote it."""
    from sdk import store
    try:
        data = json.loads(text)
    except ValueError as exc:
        problem = "is not JSON (%s)" % exc
    else:
        if store.is_fake_cloud(data):
            return fake_cloud_of(data, "fake cloud %s" % cloud_name)
        problem = "holds a %s, not a fake cloud (an object of polls, services and openstack)" % (
            store.json_type(data))
    raise InputError("fake cloud %s: its data %s; written by an older or another tool"
                     % (cloud_name, problem))


def _rows(fake):
    """(service or collection, id, name, status) of every object of the cloud."""
    rows = [(o.service, o.id, o.fields.get("name", ""), o.status) for o in fake.objects()]
    for coll, obj in fake.openstack.objects():
        status = obj.get("status", obj.get("provisioning_status", ""))
        rows.append((coll, str(obj.get("id", obj.get("name", ""))), obj.get("name") or "", status))
    return rows


@cloud.command("list")
@state_option
@_format_option
def list_(state_path, fmt):
    """List the state file's fake clouds and the stacks on each."""
    db = open_db(state_path)
    data = []
    with db.transaction():   # one consistent read
        for name in db.cloud_names():
            fake = _stored(db, name)
            data.append({"name": name, "stacks": db.cloud_stacks(name),
                         "made": len(fake.objects()) + len(fake.openstack.made())})
    _emit(fmt, data, _table(["fake cloud", "stacks", "objects made"], [
        (d["name"], ", ".join(d["stacks"]) or "-", str(d["made"])) for d in data]))


@cloud.command()
@click.argument("stack", required=False)
@_NAME
@click.option("--collection", "collections", multiple=True, metavar="SERVICE.COLLECTION",
              help="Only these collections (e.g. neutron.ports); repeatable.")
@state_option
@_format_option
def show(stack, cloud_name, collections, state_path, fmt):
    """Show the objects of a fake cloud (STACK's, or the named or default
    one): its services' and its OpenStack collections' (DevStack's included)."""
    db = open_db(state_path)
    with db.transaction():   # one consistent read
        name = _cloud_name(db, stack, cloud_name)
        fake = _stored(db, name)
    data = {"cloud": name, "services": {}, "openstack": {}}
    if stack is not None:
        data["stack_name"] = stack
    for obj in fake.objects():
        data["services"].setdefault(obj.service, []).append(obj.to_dict())
    for coll, obj in fake.openstack.objects():
        data["openstack"].setdefault(coll, []).append(obj)
    if collections:
        known = {"%s.%s" % (s, c) for s, svc in fake.openstack.services.items() for c in svc.collections}
        unknown = sorted(set(collections) - known - set(data["services"]))
        if unknown:
            raise InputError("no collection %s in fake cloud %s (it has objects in %s)"
                             % (", ".join(unknown), name,
                                ", ".join(sorted(data["openstack"]) + sorted(data["services"]))))
        data["openstack"] = {k: v for k, v in data["openstack"].items() if k in collections}
        data["services"] = {k: v for k, v in data["services"].items() if k in collections}
    rows = [row for row in _rows(fake) if not collections or row[0] in collections]
    _emit(fmt, data, _table(["collection", "id", "name", "status"], rows))


class _held:
    """Fake cloud ``name`` held by this command (waiting while another holds it)."""

    def __init__(self, db, name, action, fresh):
        self.db, self.name, self.action, self.fresh = db, name, action, fresh

    def __enter__(self):
        return self.db.lock_cloud(self.name, self.action, self.fresh, waiting)

    def __exit__(self, *exc_info):
        self.db.unlock_cloud(self.name)


@cloud.command()
@click.argument("stack", required=False)
@_NAME
@state_option
@_format_option
def reset(stack, cloud_name, state_path, fmt):
    """Put a fake cloud (STACK's, or the named or default one) back as a new
    one is: DevStack's objects only, no service objects. The resources of
    the stacks on it are not changed."""
    from sdk.testing.fakecloud import FakeCloud
    db = open_db(state_path)
    name = _cloud_name(db, stack, cloud_name)
    _stored(db, name)
    with _held(db, name, "RESET", dict):
        old = _stored(db, name)
        fresh = FakeCloud(polls=old.polls)   # its OpenStack part: DevStack's, on first use
        db.set_cloud_data(name, fresh)
    data = {"cloud": name, "objects": len(_rows(fresh)), "stacks": db.cloud_stacks(name)}
    _emit(fmt, data, "fake cloud %s reset (%d objects)%s" % (
        name, data["objects"], "; its stacks' resources are unchanged: " + ", ".join(data["stacks"])
        if data["stacks"] else ""))


@cloud.command()
@click.argument("path", type=click.Path(dir_okay=False))
@_NAME
@state_option
@_format_option
def seed(path, cloud_name, state_path, fmt):
    """Add the objects of PATH to a fake cloud (made if the state file has
    none of that name): what a user makes by hand before a stack uses it.
    PATH is YAML or JSON: SERVICE.COLLECTION -> a list of objects, each
    made as the service's create makes it (ids and defaults filled in), e.g.
    ``nova.keypairs: [{name: heat_key, public_key: ssh-rsa AAAA...}]``."""
    from sdk.cloud import HTTPError, devstack
    from sdk.testing.fakecloud import FakeCloud
    objects = _seed_objects(read_data(path, "seed file"), path)
    db = open_db(state_path)
    name = cloud_name or "default"
    with _held(db, name, "SEED", lambda: FakeCloud().to_dict()) as stored:
        fake = _decoded(stored, name)
        os_cloud, polls = fake.openstack, fake.openstack.polls
        os_cloud.polls, os_cloud.request_project = 0, devstack.ADMIN_PROJECT_ID   # made at once
        made = []
        try:
            for coll, index, fields in objects:
                try:
                    obj = os_cloud.create(coll, fields)
                except KeyError:
                    raise InputError("%s: %s: %s" % (path, coll, _known(os_cloud, coll))) from None
                except HTTPError as exc:
                    raise InputError("%s: %s[%d]: %s" % (path, coll, index, exc.message)) from None
                made.append((coll, str(obj.get("id", obj.get("name", ""))), obj.get("name") or ""))
        finally:
            os_cloud.polls = polls
        db.set_cloud_data(name, fake)
    data = {"cloud": name, "made": [{"collection": c, "id": i, "name": n} for c, i, n in made]}
    _emit(fmt, data, _table(["collection", "id", "name"], made))


def _seed_objects(data, path):
    """(collection, index, fields) of each object of a seed file, checked for shape."""
    found = []
    for coll, objects in data.items():
        if not isinstance(coll, str) or "." not in coll:
            raise InputError("%s: %r: not SERVICE.COLLECTION (e.g. nova.keypairs)" % (path, coll))
        if not isinstance(objects, list) or not all(isinstance(o, dict) for o in objects):
            raise InputError("%s: %s: not a list of objects (mappings)" % (path, coll))
        found.extend((coll, i, o) for i, o in enumerate(objects))
    return found


def _known(os_cloud, coll):
    """What the fake cloud has instead of collection ``coll``."""
    service = os_cloud.services.get(coll.partition(".")[0])
    if service is None:
        return "no such service in the fake cloud (it has %s)" % ", ".join(sorted(os_cloud.services))
    return "no such collection in the fake %s (it has %s)" % (service.name, ", ".join(sorted(service.collections)))
