"""How the contract checks watch a plug-in: an instrumented subclass that
records which handlers ran (and can fail ``handle_create`` on purpose), a
``prop_diff`` that remembers which keys ``handle_update`` read, and a
real-time watchdog that stops a handler holding the process."""
import collections.abc
import signal
import threading
import time

from sdk.testing.fakecloud import InjectedFault


class Blocked(Exception):
    """Raised by the watchdog inside a handler that held the scheduler too long."""


class Probe:
    """Records which handlers of the instrumented class ran, fails handle_create
    on request and tracks which keys handle_update read from prop_diff."""

    def __init__(self):
        self.calls = []
        self.fail_create = False
        self.diff = None

    def reset(self):
        self.calls = []
        self.diff = None


_HANDLERS = ("handle_create", "check_create_complete", "handle_update", "check_update_complete",
             "handle_delete", "check_delete_complete", "handle_suspend", "check_suspend_complete",
             "handle_resume", "check_resume_complete", "handle_check", "check_check_complete")


def instrumented(cls, probe):
    """A subclass of the plug-in class that reports to ``probe``."""
    namespace = {"__doc__": cls.__doc__, "__module__": cls.__module__,
                 "__qualname__": cls.__qualname__}

    def wrap(name, original):
        def method(self, *args):
            probe.calls.append(name)
            if name == "handle_create" and probe.fail_create:
                raise InjectedFault("contract: create failed before handle_create ran")
            if name == "handle_update":
                args = list(args)
                probe.diff = args[2] = _TrackedDiff(args[2])
                args[0] = _TrackedDefinition(args[0], probe.diff)
            result = original(self, *args)
            if name == "handle_update":
                if result is probe.diff:
                    probe.diff.read_all()  # passed on to check_update_complete
                if isinstance(self.properties, _TrackedProperties):
                    # The new definition's properties became the resource's own
                    # (``self.properties = json_snippet.properties(...)``), for
                    # this and later actions to use.
                    self.properties = self.properties.wrapped
                    probe.diff.read_all()
            return result
        return method

    for name in _HANDLERS:
        original = getattr(cls, name, None)
        if callable(original):
            namespace[name] = wrap(name, original)
    return type(cls.__name__, (cls,), namespace)


class _TrackedDefinition:
    """handle_update's new definition: reads of the properties it gives
    count as reads of prop_diff."""

    def __init__(self, defn, diff):
        self._defn, self._diff = defn, diff

    def properties(self, *args, **kwargs):
        return _TrackedProperties(self._defn.properties(*args, **kwargs), self._diff)

    def __getattr__(self, name):
        return getattr(self._defn, name)


class _TrackedProperties(collections.abc.Mapping):
    """Properties whose reads are noted in a _TrackedDiff."""

    def __init__(self, wrapped, diff):
        self.wrapped, self._diff = wrapped, diff

    def __getitem__(self, key):
        self._diff.read.add(key)
        return self.wrapped[key]

    def __iter__(self):
        return iter(self.wrapped)

    def __len__(self):
        return len(self.wrapped)

    def __getattr__(self, name):
        return getattr(self.wrapped, name)


class _TrackedDiff(dict):
    """prop_diff that remembers which keys the plug-in looked at."""

    def __init__(self, data):
        super().__init__(data)
        self.read = set()

    def read_all(self):
        self.read.update(dict.keys(self))

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        self.read.add(key)
        return super().__contains__(key)

    def pop(self, key, *default):
        self.read.add(key)
        return super().pop(key, *default)

    def __iter__(self):
        self.read_all()
        return super().__iter__()

    def keys(self):
        self.read_all()
        return super().keys()

    def items(self):
        self.read_all()
        return super().items()

    def values(self):
        self.read_all()
        return super().values()

    def copy(self):
        self.read_all()
        return dict(super().items())


class Watchdog:
    """Raises Blocked in whatever runs when an action exceeds ``seconds`` of
    real time (SIGALRM; only on the main thread of a Unix process). Time the
    thread spent waiting for a CPU does not count (Linux's schedstat): on a
    busy machine a quick action is not taken for a blocking one."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.usable = (seconds and hasattr(signal, "setitimer")
                       and threading.current_thread() is threading.main_thread())

    def __enter__(self):
        if self.usable:
            self.started, self.waited = time.monotonic(), _cpu_wait()
            self.previous = signal.signal(signal.SIGALRM, self._fire)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc):
        if self.usable:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)

    def _fire(self, signum, frame):
        own = time.monotonic() - self.started - (_cpu_wait() - self.waited)
        if own < self.seconds:   # it was kept waiting for a CPU: give it the rest
            signal.setitimer(signal.ITIMER_REAL, self.seconds - own)
            return
        where = frame
        while where is not None and not where.f_code.co_name.startswith(("handle_", "check_")):
            where = where.f_back
        name = where.f_code.co_name if where is not None else "a handler"
        raise Blocked("%s ran for more than %s s of real time" % (name, self.seconds))


def _cpu_wait():
    """Seconds the main thread has waited for a CPU so far (the second field of
    Linux's /proc/self/schedstat, in nanoseconds); 0 where there is none."""
    try:
        with open("/proc/self/schedstat") as f:
            return int(f.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0
