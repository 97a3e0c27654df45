"""SQLite as Heat's database, safe for Heat's concurrent workers.

Without these, parallel stacks fail with "database is locked" (a deferred
transaction that has read cannot take the write lock: SQLite answers BUSY at
once), and a ResourceGroup update then delete loses its outputs and never
finishes (SQLite reuses a deleted row's id while Heat's workers still delete
rows by ids they remembered). So: WAL and a busy timeout on every
connection, ``BEGIN IMMEDIATE`` for every transaction (writers queue instead
of failing), and a schema whose ids are never reused (AUTOINCREMENT) with
foreign keys enforced. MySQL and PostgreSQL, Heat's production databases,
need none of this.
"""
import sqlalchemy

BUSY_TIMEOUT_MS = 60000


def configure():
    """Before Heat's database is first used: foreign keys on (oslo.db's option)."""
    from heat.db import api as db_api
    db_api.context_manager.configure(sqlite_fk=True)


def prepare(engine):
    """Create the schema if missing (ids never reused), then make every
    connection WAL with a busy timeout and every transaction IMMEDIATE."""
    from heat.db import models
    for table in models.BASE.metadata.tables.values():
        table.dialect_options["sqlite"]["autoincrement"] = True
    models.BASE.metadata.create_all(engine)
    # after the schema: its DDL runs in oslo.db's own transactions
    serialise_writes(engine)


def serialise_writes(engine):
    """WAL and a busy timeout on every new connection; ``BEGIN IMMEDIATE`` in
    place of the plain ``BEGIN`` oslo.db emits, so a transaction holds the
    write lock from its start and the next writer waits instead of failing."""
    sqlalchemy.event.listen(engine, "connect", _pragmas)
    engine.dispose()   # connections made before the listener get the pragmas too
    for listener in list(engine.dispatch.begin):
        if listener.__name__ == "_sqlite_emit_begin":
            sqlalchemy.event.remove(engine, "begin", listener)
    sqlalchemy.event.listen(engine, "begin", _begin_immediate)


def _pragmas(dbapi_con, _record):
    dbapi_con.execute("PRAGMA journal_mode=WAL")
    dbapi_con.execute("PRAGMA busy_timeout=%d" % BUSY_TIMEOUT_MS)


def _begin_immediate(conn):
    # oslo.db's commit/rollback listeners clear the mark, as for its own BEGIN
    if "in_transaction" not in conn.info:
        conn.execute(sqlalchemy.text("BEGIN IMMEDIATE"))
        conn.info["in_transaction"] = True
