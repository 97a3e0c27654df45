"""``plugin-sdk cloud show|reset``: a stack's fake cloud, as the state file keeps it.

A stack created with ``--fake-cloud`` keeps its cloud in the state file:
the generic services plug-ins name, and the OpenStack cloud (DevStack's
objects and what the stack's OpenStack clients made) that Heat's client
plug-ins reach over HTTP.
"""
import click

from sdk.cli.inputs import InputError, state_option
from sdk.cli.local_stacks import locked, open_db, read_session
from sdk.cli.stack import _emit, _format_option, _table


@click.group()
def cloud():
    """Show or reset the fake cloud of a stack created with --fake-cloud."""


def _stored(db, name):
    from sdk.testing.fakecloud import FakeCloud
    record = db.stack_record(name)
    if record["fake_cloud"] is None:
        raise InputError("stack %s was created without --fake-cloud: it has no fake cloud"
                         % name)
    return FakeCloud.from_dict(record["fake_cloud"])


def _rows(fake):
    """(service or collection, id, name, status) of every object of the cloud."""
    rows = [(o.service, o.id, o.fields.get("name", ""), o.status) for o in fake.objects()]
    for coll, obj in fake.openstack.objects():
        status = obj.get("status", obj.get("provisioning_status", ""))
        rows.append((coll, str(obj.get("id", obj.get("name", ""))), obj.get("name") or "", status))
    return rows


@cloud.command()
@click.argument("name")
@click.option("--collection", "collections", multiple=True, metavar="SERVICE.COLLECTION",
              help="Only these collections (e.g. neutron.ports); repeatable.")
@state_option
@_format_option
def show(name, collections, state_path, fmt):
    """Show the objects of stack NAME's fake cloud: its services' and its
    OpenStack collections' (DevStack's included)."""
    db = read_session(open_db(state_path), name)
    with db.transaction():   # one consistent read
        fake = _stored(db, name)
    data = {"stack_name": name, "services": {}, "openstack": {}}
    for obj in fake.objects():
        data["services"].setdefault(obj.service, []).append(obj.to_dict())
    for coll, obj in fake.openstack.objects():
        data["openstack"].setdefault(coll, []).append(obj)
    if collections:
        unknown = sorted(set(collections) - set(data["openstack"]) - set(data["services"]))
        if unknown:
            raise InputError("no collection %s in stack %s's fake cloud (it has %s)"
                             % (", ".join(unknown), name,
                                ", ".join(sorted(data["openstack"]) + sorted(data["services"]))))
        data["openstack"] = {k: v for k, v in data["openstack"].items() if k in collections}
        data["services"] = {k: v for k, v in data["services"].items() if k in collections}
    rows = [row for row in _rows(fake) if not collections or row[0] in collections]
    _emit(fmt, data, _table(["collection", "id", "name", "status"], rows))


@cloud.command()
@click.argument("name")
@state_option
@_format_option
def reset(name, state_path, fmt):
    """Put stack NAME's fake cloud back as a new one is: DevStack's objects
    only, no service objects (the stack's resources are not changed)."""
    from sdk.testing.fakecloud import FakeCloud
    db = open_db(state_path)
    with locked(db, name, "RESET"):
        old = _stored(read_session(db, name), name)
        fresh = FakeCloud(polls=old.polls)   # its OpenStack part: DevStack's, on first use
        db.set_fake_cloud(name, fresh)
    data = {"stack_name": name, "objects": len(_rows(fresh))}
    _emit(fmt, data, "%s: fake cloud reset (%d objects)" % (name, data["objects"]))

