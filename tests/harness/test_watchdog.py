"""The contract's real-time watchdog stops an action that blocks, but not one
a busy machine kept waiting for a CPU (that time does not count)."""
import itertools
import time

import pytest

from sdk.testing import instrument


def handle_create(seconds):
    time.sleep(seconds)


def test_a_blocking_handler_is_stopped_and_named():
    with pytest.raises(instrument.Blocked, match="handle_create ran for more than 0.2 s of real time"):
        with instrument.Watchdog(0.2):
            handle_create(2)


def test_time_spent_waiting_for_a_cpu_does_not_count(monkeypatch):
    # As on a loaded machine: by the first alarm the thread has waited 0.15 s for a CPU.
    waits = itertools.chain([0.0], itertools.repeat(0.15))
    monkeypatch.setattr(instrument, "_cpu_wait", lambda: next(waits))
    with instrument.Watchdog(0.2):
        handle_create(0.3)          # 0.3 s of real time, 0.15 s of its own
    with pytest.raises(instrument.Blocked):
        with instrument.Watchdog(0.2):
            handle_create(2)        # still stopped, once its own time is up


def test_the_main_threads_cpu_wait_is_read_where_linux_has_it():
    wait = instrument._cpu_wait()
    assert isinstance(wait, float) and wait >= 0.0
