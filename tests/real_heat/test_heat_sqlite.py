"""The SQLite set-up of ``plugin-sdk heat serve`` (sdk/cloud/heat_service/sqlite.py)
on oslo.db's own engine, as Heat's database layer makes it: with oslo.db's
plain ``BEGIN``, a transaction that read before another committed a write
cannot write ("database is locked", at once: no busy timeout helps), which
is how Heat's concurrent workers failed; with ``BEGIN IMMEDIATE`` the
second writer waits its turn. Needs oslo.db (the heat extra)."""
import threading

import pytest
import sqlalchemy

from sdk.cloud.heat_service import sqlite


def _engine(path, fixed):
    from oslo_db.sqlalchemy import engines
    engine = engines.create_engine("sqlite:///%s" % path)
    with engine.begin() as c:
        c.execute(sqlalchemy.text("CREATE TABLE row (id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER)"))
    if fixed:
        sqlite.serialise_writes(engine)
    else:   # WAL and a busy timeout alone
        sqlalchemy.event.listen(engine, "connect", sqlite._pragmas)
        engine.dispose()
    return engine


def _read_then_write_while_another_writes(engine):
    """Worker A reads, B writes and commits meanwhile, then A writes: the
    pattern of two of Heat's workers on one stack. Returns A's error, or None."""
    read, errors = threading.Event(), []

    def a():
        try:
            with engine.begin() as c:
                c.execute(sqlalchemy.text("SELECT count(*) FROM row")).scalar()
                read.set()
                b_thread.join(timeout=1)   # B runs now, unless it must wait for A
                c.execute(sqlalchemy.text("INSERT INTO row (n) VALUES (1)"))
        except sqlalchemy.exc.OperationalError as exc:
            errors.append(exc)

    def b():
        read.wait()
        with engine.begin() as c:
            c.execute(sqlalchemy.text("INSERT INTO row (n) VALUES (2)"))

    b_thread = threading.Thread(target=b)
    a_thread = threading.Thread(target=a)
    a_thread.start()
    b_thread.start()
    a_thread.join()
    b_thread.join()
    with engine.connect() as c:
        rows = c.execute(sqlalchemy.text("SELECT n FROM row ORDER BY id")).scalars().all()
    return (str(errors[0].orig) if errors else None), rows


@pytest.mark.parametrize("fixed, expected", [
    (False, ("database is locked", [2])),
    (True, (None, [1, 2])),
])
def test_a_stale_reader_that_writes(tmp_path, fixed, expected):
    assert _read_then_write_while_another_writes(_engine(tmp_path / "db.sqlite", fixed)) == expected
