"""Cooperative scheduling of resource actions.

A task is a generator: it yields to let others run, or yields ``n`` to sleep
``n`` scheduler steps. One process runs every task of a stack action; each
step starts the tasks whose requirements are done, sleeps one interval, then
advances every running task once. In tests the clock is virtual, so polling
costs no real time.
"""
import contextvars
import gc
import heapq
import time

ENABLE_SLEEP = True
#: What runs while a TaskRunner waits between two steps: the convergence
#: worker delivering lets its nested stacks' messages through
#: (sdk.engine.worker.WorkerService.between_steps), as other workers would
#: take them meanwhile; that worker sets it while it delivers.
BETWEEN_STEPS = contextvars.ContextVar("between_steps", default=None)


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


class DependencyTaskGroup:
    """Run ``task(key)`` generators over a dependency graph (Heat's
    DependencyTaskGroup): ``group()`` returns the list of exceptions raised.

    ``requires`` maps each key to the keys it needs first (reversed when
    ``reverse``). After a failure no new task starts; running tasks get
    ``error_wait_time`` seconds to finish unless ``cancel_now(key)`` says to
    cancel at once (``error_wait_time=None`` cancels them all at once, as
    Heat's own test fixtures configure it). With ``aggregate_exceptions``
    independent branches run on and every failure is collected. Past
    ``deadline`` the running tasks get ``on_timeout`` (else are closed) and
    Timeout is raised. ``progress()`` runs after each step's sleep (Heat's
    progress callback): what it raises is thrown into the group, which then
    fails with it as with a task's failure (a cancel's ForcedCancel).
    """

    def __init__(self, requires, task, clock, reverse=False, wait_time=1, deadline=None,
                 aggregate_exceptions=False, error_wait_time=240, cancel_now=None,
                 on_timeout=None, progress=None):
        self.task, self.clock, self.wait_time, self.deadline = task, clock, wait_time, deadline
        self.progress = progress
        self.error_wait_time, self.cancel_now, self.on_timeout = error_wait_time, cancel_now, on_timeout
        self.aggregate = aggregate_exceptions
        self._fail = self._fail_aggregate if aggregate_exceptions else self._fail_cancel
        self.keys = keys = list(requires)
        # Counts and lists, not a set per key: a stack action runs one task per
        # resource, and every container here is more work for the GC.
        self.waiting_on = waiting_on = dict.fromkeys(keys, 0)
        self.dependents = dependents = {}
        for k, reqs in requires.items():
            for r in set(reqs):
                if r not in waiting_on:
                    continue
                before, after = (k, r) if reverse else (r, k)
                waiting_on[after] += 1
                dependents.setdefault(before, []).append(after)
        # Heat's DependencyTaskGroup starts the ready tasks, and steps the
        # running ones, in the order of its keys (``requires``' order).
        self.index = {k: i for i, k in enumerate(keys)}
        self.ready = [self.index[k] for k in keys if not waiting_on[k]]
        self.running = {}   # key -> [generator, steps to skip]
        self.errors, self.failed_keys = [], set()
        self.cancel_at = None
        self.pending = len(keys)

    def __call__(self):
        while self.pending > 0:
            self._start_ready()
            if not self.running and (not self.ready or (self.errors and not self.aggregate)):
                # (after a failure what never started is done with, as Heat's
                # cancel_all leaves it: nothing running, no further step)
                break
            self.clock.sleep(self.wait_time)
            if self.progress is not None:
                self._check_progress()
            now = self.clock.time()
            if self.deadline is not None and now >= self.deadline:
                # Heat closes the running tasks: a resource reads "<ACTION> aborted".
                for key in list(self.running):
                    self._cancel(key, self.on_timeout or GeneratorExit)
                raise Timeout("stack", self.deadline)
            if self.cancel_at is not None and now >= self.cancel_at:
                for key in list(self.running):
                    self._cancel(key, TimedCancel, key, self.error_wait_time)
                break
            self._step_running()
        return self.errors

    def _check_progress(self):
        """Heat throws what the progress callback raised into the group: the
        group's error (Heat raises the last one thrown), nothing new starts
        and the running tasks are cancelled as after a failure."""
        try:
            self.progress()
        except Exception as exc:
            self.errors.insert(0, exc)
            self._fail(None)

    def _start_ready(self):
        """Start the tasks that are ready. After a failure nothing new starts,
        not even later in this step. Heat makes one pass over its keys: a task
        that a start just finished made ready waits for the next step if its
        key came before."""
        ready, keys = self.ready, self.keys
        position, later = -1, []
        while ready and (not self.errors or self.aggregate):
            i = heapq.heappop(ready)
            if i < position:
                later.append(i)
                continue
            position = i
            self._advance(keys[i], self.task(keys[i]))
        for i in later:
            heapq.heappush(ready, i)

    def _step_running(self):
        running = self.running
        for key in sorted(running, key=self.index.__getitem__):
            entry = running.get(key)
            if entry is None:
                continue
            if entry[1] > 0:
                entry[1] -= 1
                continue
            self._advance(key, entry[0])

    def _advance(self, key, gen):
        entry = self.running.get(key)
        try:
            delay = next(gen)
        except StopIteration:
            self.running.pop(key, None)
            self._finish(key)
            return
        except Exception as exc:
            self.running.pop(key, None)
            self.errors.append(exc)
            self.failed_keys.add(key)
            self.pending -= 1
            self._fail(key)
            return
        except KeyboardInterrupt:
            raise
        except BaseException:
            # a plug-in's sys.exit(): Heat cancels every running task at once
            # (they read "<ACTION> aborted") and lets it go on up
            self.running.pop(key, None)
            for k in list(self.running):
                self._cancel(k, GeneratorExit)
            raise
        skip = (delay - 1) if isinstance(delay, (int, float)) and delay and delay > 1 else 0
        if entry is None:
            self.running[key] = [gen, skip]
        else:
            entry[1] = skip

    def _finish(self, key):
        self.pending -= 1
        waiting_on, failed_keys = self.waiting_on, self.failed_keys
        for d in self.dependents.get(key, ()):
            waiting_on[d] -= 1
            if not waiting_on[d] and d not in failed_keys:
                heapq.heappush(self.ready, self.index[d])

    def _fail_aggregate(self, key):
        """Dependents of a failure never start; the rest runs on."""
        stack = list(self.dependents.get(key, ()))
        while stack:
            d = stack.pop()
            if d not in self.failed_keys:
                self.failed_keys.add(d)
                self.pending -= 1
                stack.extend(self.dependents.get(d, ()))

    def _fail_cancel(self, key):
        """The running tasks are cancelled once the grace period is over (at
        once where cancel_now() says so)."""
        if self.cancel_at is not None:
            return
        wait, cancel_now = self.error_wait_time, self.cancel_now
        self.cancel_at = self.clock.time() + (wait or 0)
        for k in list(self.running):
            if wait is None or (cancel_now is not None and cancel_now(k)):
                self._cancel(k, GeneratorExit)

    def _cancel(self, key, exc_type, *args):
        gen = self.running.pop(key)[0]
        try:
            if exc_type is GeneratorExit:
                gen.close()
            else:
                gen.throw(exc_type(*args))
        except StopIteration:
            pass
        except BaseException as exc:  # the task re-raises what it was thrown
            if not isinstance(exc, (GeneratorExit, Timeout)):
                self.errors.append(exc)
        self.pending -= 1


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
        between_steps = BETWEEN_STEPS.get()
        while not self.step():
            self._elapsed += wait_time or 0
            if between_steps is not None:
                between_steps()
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
