"""Cooperative scheduling of resource actions.

A task is a generator: it yields to let others run, or yields ``n`` to sleep
``n`` scheduler steps. One process runs every task of a stack action; each
step starts the tasks whose requirements are done, sleeps one interval, then
advances every running task once. In tests the clock is virtual, so polling
costs no real time.
"""
import gc
import heapq
import time

ENABLE_SLEEP = True
#: What runs while a TaskRunner waits between two steps: the innermost
#: convergence worker delivering lets its nested stacks' messages through
#: (sdk.engine.worker), as other workers would take them meanwhile.
BETWEEN_STEPS = []


class Timeout(BaseException):
    """Raised inside a task whose time ran out (a BaseException, as in Heat)."""

    def __init__(self, task_name, timeout):
        super().__init__("Task %s Timed out" % task_name)
        self.timeout = timeout


class TimedCancel(Timeout):
    """A task cancelled after the grace period following another's failure."""


class ExceptionGroup(Exception):
    """Several independent failures (used by stack check)."""

    def __init__(self, exceptions=None):
        self.exceptions = list(exceptions or [])
        super().__init__(self.exceptions)

    def __str__(self):
        return str([str(ex) for ex in self.exceptions])


class VirtualClock:
    """A clock whose sleep only advances the time: polling is free."""

    def __init__(self, start=0.0):
        self.now = start
        self.sleeps = 0

    def time(self):
        return self.now

    def sleep(self, seconds):
        self.sleeps += 1
        self.now += seconds


class RealClock:
    """Wall-clock time for runs against real services: seconds since the
    epoch (so stored event times mean the same to a later process), and one
    scheduler step (Heat: one second) sleeps ``interval`` seconds."""

    def __init__(self, interval=1.0):
        self.interval = interval

    def time(self):
        return time.time()

    def sleep(self, seconds):
        if ENABLE_SLEEP and seconds > 0:
            time.sleep(seconds * self.interval)


class QuietCollector:
    """While a stack action runs, Python's cyclic garbage collector looks at
    new objects after ``young_threshold`` allocations instead of its default
    700; the thresholds in force before come back when the action ends,
    also when it raises (nested actions leave them to the outermost one).

    A deliberate design choice: an action allocates tens of objects per
    resource that live only until that resource's step ends (parsed
    snippets, Properties, frozen definitions, suspended tasks), and the
    runtime makes no reference cycles of its own, so at the default
    threshold most collections scan objects that reference counting is
    about to free, and push the rest into older generations whose
    collections grow with the stack. Collections still happen, less often,
    so cycles a plug-in makes are still found; the objects the action keeps
    are collected once as it ends, inside the action, so its time includes
    them. A threshold the program set higher, or to 0, is left alone.
    """

    def __init__(self, young_threshold=50000):
        self.young_threshold = young_threshold
        self._saved = None

    def __enter__(self):
        thresholds = gc.get_threshold()
        if 0 < thresholds[0] < self.young_threshold:
            self._saved = thresholds
            gc.set_threshold(self.young_threshold, *thresholds[1:])
        return self

    def __exit__(self, exc_type, exc, tb):
        if self._saved is not None:
            gc.set_threshold(*self._saved)
            self._saved = None
            if gc.isenabled():
                gc.collect(0)
        return False


class PollDelay(Exception):
    """Raised by a check_*_complete to wait ``period`` steps before the next poll."""

    def __init__(self, period):
        if not period >= 1:
            raise AssertionError()  # Heat's bare assert, the same text under pytest
        self.period = period


def run_graph(requires, task, clock, reverse=False, wait_time=1, deadline=None,
              aggregate_exceptions=False, error_wait_time=240, cancel_now=None, on_timeout=None):
    """Run ``task(key)`` generators over a dependency graph.

    ``requires`` maps each key to the keys it needs first (reversed when
    ``reverse``). After a failure no new task starts; running tasks get
    ``error_wait_time`` seconds to finish unless ``cancel_now(key)`` says to
    cancel at once. With ``aggregate_exceptions`` independent branches run on
    and every failure is collected. ``error_wait_time=None`` cancels running
    tasks at once, as Heat's own test fixtures configure it. Returns the list
    of exceptions raised.
    """
    keys = list(requires)
    # Counts and lists, not a set per key: a stack action runs one task per
    # resource, and every container here is more work for the GC.
    waiting_on = dict.fromkeys(keys, 0)
    dependents = {}
    for k, reqs in requires.items():
        for r in set(reqs):
            if r not in waiting_on:
                continue
            if reverse:
                waiting_on[r] += 1
                dependents.setdefault(k, []).append(r)
            else:
                waiting_on[k] += 1
                dependents.setdefault(r, []).append(k)
    # Heat's DependencyTaskGroup starts the ready tasks, and steps the
    # running ones, in the order of its keys (``requires``' order).
    index = {k: i for i, k in enumerate(keys)}
    ready = [index[k] for k in keys if not waiting_on[k]]
    running = {}   # key -> [generator, steps to skip]
    errors, failed_keys = [], set()
    cancel_at = None
    pending = len(keys)

    def finish(key):
        nonlocal pending
        pending -= 1
        for d in dependents.get(key, ()):
            waiting_on[d] -= 1
            if not waiting_on[d] and d not in failed_keys:
                heapq.heappush(ready, index[d])

    def fail(key, exc):
        nonlocal cancel_at, pending
        errors.append(exc)
        failed_keys.add(key)
        pending -= 1
        if aggregate_exceptions:
            # Dependents of a failure never start.
            stack = list(dependents.get(key, ()))
            while stack:
                d = stack.pop()
                if d not in failed_keys:
                    failed_keys.add(d)
                    pending -= 1
                    stack.extend(dependents.get(d, ()))
        elif cancel_at is None:
            cancel_at = clock.time() + (error_wait_time or 0)
            for k in list(running):
                if error_wait_time is None or (cancel_now is not None and cancel_now(k)):
                    _cancel(k, GeneratorExit)

    def _cancel(key, exc_type, *args):
        gen = running.pop(key)[0]
        try:
            if exc_type is GeneratorExit:
                gen.close()
            else:
                gen.throw(exc_type(*args))
        except StopIteration:
            pass
        except BaseException as exc:  # the task re-raises what it was thrown
            if not isinstance(exc, (GeneratorExit, Timeout)):
                errors.append(exc)
        nonlocal pending
        pending -= 1

    def advance(key, gen):
        entry = running.get(key)
        try:
            delay = next(gen)
        except StopIteration:
            running.pop(key, None)
            finish(key)
            return
        except Exception as exc:
            running.pop(key, None)
            fail(key, exc)
            return
        skip = (delay - 1) if isinstance(delay, (int, float)) and delay and delay > 1 else 0
        if entry is None:
            running[key] = [gen, skip]
        else:
            entry[1] = skip

    while pending > 0:
        # After a failure nothing new starts, not even later in this step.
        # Heat makes one pass over its keys: a task that a start just
        # finished made ready waits for the next step if its key came before.
        position, later = -1, []
        while ready and (not errors or aggregate_exceptions):
            i = heapq.heappop(ready)
            if i < position:
                later.append(i)
                continue
            position = i
            advance(keys[i], task(keys[i]))
        for i in later:
            heapq.heappush(ready, i)
        if not running and not ready:
            break
        clock.sleep(wait_time)
        now = clock.time()
        if deadline is not None and now >= deadline:
            # Heat closes the running tasks: a resource reads "<ACTION> aborted".
            for key in list(running):
                _cancel(key, on_timeout or GeneratorExit)
            raise Timeout("stack", deadline)
        if cancel_at is not None and now >= cancel_at:
            for key in list(running):
                _cancel(key, TimedCancel, key, error_wait_time)
            break
        for key in sorted(running, key=index.__getitem__):
            entry = running.get(key)
            if entry is None:
                continue
            if entry[1] > 0:
                entry[1] -= 1
                continue
            advance(key, entry[0])
    return errors


class TaskRunner:
    """Heat's runner of one task (a function or generator), for plug-ins
    that drive a sub-task to completion inside a handler:
    ``TaskRunner(self._attach, volume_id)(timeout=60)``.

    Steps are not slept: each counts ``wait_time`` seconds toward
    ``timeout``, after which ``Timeout`` is raised inside the task. A
    ``yield n`` advances the task only every ``n``-th step, as in Heat.
    """

    def __init__(self, task, *args, **kwargs):
        assert callable(task), "Task is not callable"
        self._task, self._args, self._kwargs = task, args, kwargs
        self._runner = None
        self._done = False
        self._period = 1
        self._elapsed = 0
        self._timeout = None
        self.name = getattr(task, "__qualname__", None) or repr(task)

    def __str__(self):
        return "Task %s" % self.name

    def __call__(self, wait_time=1, timeout=None, progress_callback=None):
        """Start the task and run it to completion."""
        self.start(timeout=timeout)
        self.run_to_completion(wait_time, progress_callback)

    def start(self, timeout=None):
        """Call the task and run its first step."""
        assert self._runner is None, "Task already started"
        assert not self._done, "Task already cancelled"
        self._timeout = timeout
        result = self._task(*self._args, **self._kwargs)
        if hasattr(result, "send") and hasattr(result, "throw"):
            self._runner = result
            self.step()
        else:
            self._runner, self._done = False, True

    def step(self):
        """Advance the task once; True when it is complete."""
        if self._done:
            return True
        assert self._runner is not None, "Task not started"
        if self._period > 1:
            self._period -= 1
            return False
        try:
            if self._timeout is not None and self._elapsed >= self._timeout:
                self._done = True
                self._runner.throw(Timeout(self.name, self._timeout))
                return True
            period = next(self._runner)
        except StopIteration:
            self._done = True
        else:
            self._period = max(period, 1) if isinstance(period, int) else 1
        return self._done

    def run_to_completion(self, wait_time=1, progress_callback=None):
        assert self._runner is not None, "Task not started"
        while not self.step():
            self._elapsed += wait_time or 0
            if BETWEEN_STEPS:
                BETWEEN_STEPS[-1]()
            if progress_callback is not None:
                progress_callback()

    def started(self):
        return self._runner is not None

    def done(self):
        return self._done

    def cancel(self, grace_period=None):
        """Stop the task (its generator is closed)."""
        if self._runner and not self._done:
            self._runner.close()
        self._done = True
