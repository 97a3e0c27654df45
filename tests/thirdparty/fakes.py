"""Test doubles of service clients, shaped like the client libraries that
third-party plug-ins call."""


class NotFound(Exception):
    """What the fake clients raise for a missing object (the default client
    plug-in treats a ``NotFound``-named exception as not-found, as Heat's
    client plug-ins do for their libraries' own)."""


class FakeNeutron:
    """python-neutronclient's shape: create_X/show_X/update_X/delete_X with
    bodies keyed by the entity; objects are BUILD for one show, then ACTIVE."""

    def __init__(self):
        self.objects, self.calls = {}, []

    def __getattr__(self, name):
        verb, _, entity = name.partition("_")
        if verb not in ("create", "show", "update", "delete"):
            raise AttributeError(name)
        return lambda *args: getattr(self, "_" + verb)(entity, *args)

    def _create(self, entity, body):
        obj = dict(body[entity], id="%s-%d" % (entity, len(self.objects) + 1),
                   status="BUILD", fabric_id="fab-1")
        self.objects[obj["id"]] = obj
        return {entity: dict(obj)}

    def _show(self, entity, obj_id):
        if obj_id not in self.objects:
            raise NotFound(obj_id)
        reply = dict(self.objects[obj_id])
        self.objects[obj_id]["status"] = "ACTIVE"
        return {entity: reply}

    def _update(self, entity, obj_id, body):
        self.calls.append(("update", body))
        self.objects[obj_id].update(body[entity])

    def _delete(self, entity, obj_id):
        if obj_id not in self.objects:
            raise NotFound(obj_id)
        del self.objects[obj_id]
