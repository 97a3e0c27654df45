"""The ids of Heat's ``resource_properties_data`` rows, as the convergence
engine uses them: each resource row's stored properties and its stored
attribute values are rows of that one table.

Why the ids matter: Heat deletes a row's attribute data when the row enters
an unfinished state, but keeps the id in memory (``clear_stored_attributes``);
SQLite gives a new row the highest id + 1, so when the deleted row was the
highest, the properties stored next take its id, and storing the attribute
values at the end of the same message writes them over those properties.
From then on the row's properties read as its attribute values (what
``handle_update`` gets as the old properties, ``handle_delete`` as the
properties). Likewise a row whose properties' id was deleted that way reads
whatever is written under that id next. heat-oracle's Heat runs on SQLite; a database that never reuses
ids would not do this.

A row keeps ``_rpd_id`` (its properties' id), ``_rpd_props`` (the properties
that id holds), ``_attr_data_db`` (its attribute data's id as stored) and
``_attr_data_id`` (that id as the message loaded it, kept after a delete).
"""
import copy


class PropertiesData:
    """The live ids of one stack's properties-data rows."""

    def __init__(self, live=(), refs=(), props=(), dangling=()):
        self.live = set(live)
        #: ids events refer to: a purge keeps them
        self.refs = set(refs)
        #: ids given to properties, and those of them deleted since (rows
        #: may still name them): only writing under these concerns other rows
        self.props, self.dangling = set(props), set(dangling)
        self._top = max(self.live, default=0)

    def state(self):
        return {"live": sorted(self.live), "refs": sorted(self.refs),
                "props": sorted(self.props), "dangling": sorted(self.dangling)}

    def _new(self):
        self._top += 1
        self.live.add(self._top)
        return self._top

    def _delete(self, rid):
        self.live.discard(rid)
        if rid == self._top:
            self._top = max(self.live, default=0)
        if rid in self.props:
            self.dangling.add(rid)

    @staticmethod
    def loaded(res, row=None):
        """``res`` as a message loads it (from ``row``, else as it is)."""
        src = res if row is None else row
        res._rpd_id = src._rpd_id
        res._attr_data_db = res._attr_data_id = src._attr_data_db
        res._rpd_props = res._stored_properties_data  # replaced, never changed in place

    def _written(self, rid, data, rows, writer):
        """``data`` written under ``rid``: every other row whose properties
        have that id reads it from now on."""
        if rid not in self.dangling and (writer is not None or rid not in self.props):
            return
        self.dangling.discard(rid)
        for row in rows:
            if row is not writer and row._rpd_id == rid:
                row._stored_properties_data = copy.deepcopy(data)
                row._rpd_props = copy.deepcopy(data)

    def state_stored(self, res, finished, rows):
        """Heat's state_set(): the row is stored (new properties take a new
        id), its event refers to that id, and an unfinished state deletes
        the attribute data."""
        props, rid = res._stored_properties_data, res._rpd_id
        if props and (rid is None or (props is not res._rpd_props and props != res._rpd_props)):
            rid = res._rpd_id = self._new()
            res._rpd_props = props
            self._written(rid, props, rows, res)
            self.props.add(rid)
        if rid is not None:
            self.refs.add(rid)
        if not finished and res._attr_data_db is not None:
            self.attributes_cleared(res)

    def attributes_cleared(self, res):
        """Heat's clear_stored_attributes(): the row goes, the id stays in memory."""
        if res._attr_data_db is not None:
            self._delete(res._attr_data_db)
            res._attr_data_db = None

    def attributes_stored(self, res, attrs, rows):
        """Heat's store_attributes(): written into the row the message's id
        names when it still exists (whatever it holds now), else a new one."""
        aid = res._attr_data_id
        if aid is None or aid not in self.live:
            aid = self._new()
        self._written(aid, attrs, rows, None)
        res._attr_data_id = res._attr_data_db = aid

    def purged(self, purged, remaining):
        """The purged rows' data goes, unless an event or a row still there
        refers to it."""
        kept = self.refs | {r._rpd_id for r in remaining}
        for row in purged:
            for rid in (row._rpd_id, row._attr_data_db):
                if rid is not None and rid not in kept:
                    self._delete(rid)
