"""Plug-in code run while the plug-ins load (module imports, mapping
functions), kept from ending the process, hanging it, or writing on the
stdout a command's ``--format json`` output goes to.

In-process and nearly free, so every command, the harness and docgen pay
nothing for it: ``os._exit`` is swapped for the duration (``sys.exit`` is an
exception already), a SIGALRM timer bounds the time (main thread only, and
never over a timer someone else set), and stdout goes to stderr.
"""
import contextlib
import os
import signal
import sys
import threading

#: Seconds plug-in code may run while it is loaded; 0 turns the limit off.
TIMEOUT_ENV = "PLUGIN_SDK_IMPORT_TIMEOUT"
DEFAULT_TIMEOUT = 60.0


class Stopped(BaseException):
    """Plug-in code called os._exit() or ran past the time limit while
    loaded. A BaseException, so a plug-in's ``except Exception`` does not
    swallow it."""


_real_exit = os._exit
_depth = 0


def _exit(code):
    """os._exit while plug-ins load (also kept by a plug-in that imported it then)."""
    if _depth == 0:
        _real_exit(code)
    raise Stopped("called os._exit(%r) while loaded" % (code,))


def describe(exc):
    """What a plug-in did, for what this guard or sys.exit() stopped; else None."""
    if isinstance(exc, Stopped):
        return str(exc)
    if isinstance(exc, SystemExit):
        return "called sys.exit(%r) while loaded" % (exc.code,)
    return None


def _timeout():
    try:
        return float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT


@contextlib.contextmanager
def _time_limit():
    seconds = _timeout()
    if (seconds <= 0 or not hasattr(signal, "setitimer")
            or threading.current_thread() is not threading.main_thread()
            or signal.getitimer(signal.ITIMER_REAL)[0]):
        yield
        return

    def on_alarm(signum, frame):
        raise Stopped("still running after %g s: an import that never returns? (%s sets the "
                      "limit)" % (seconds, TIMEOUT_ENV))
    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def guarded():
    """Run plug-in code being loaded; what it must not do raises Stopped."""
    global _depth
    _depth += 1
    os._exit = _exit
    try:
        with contextlib.redirect_stdout(sys.stderr), _time_limit():
            yield
    finally:
        _depth -= 1
        if _depth == 0:
            os._exit = _real_exit
