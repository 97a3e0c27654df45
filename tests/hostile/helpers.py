"""Checks shared by the hostile-input corpus."""
import pathlib


def snapshot(root):
    """Relative path -> bytes (or the link's target) of everything under root,
    links not followed: what must be unchanged after a refused command."""
    root = pathlib.Path(root)
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[rel] = ("link", str(path.readlink()))
        elif path.is_file():
            found[rel] = path.read_bytes()
        else:
            found[rel] = "dir"
    return found


def one_line(text):
    """The single line a refused command prints (asserting there is one and no traceback)."""
    assert "Traceback" not in text, text
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    return lines[0]


def cli(*args, cwd, stdout=None, preexec_fn=None, timeout=60):
    """CompletedProcess of ``plugin-sdk ARGS`` as its own process (text,
    stderr captured; stdout captured unless given)."""
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-m", "sdk", *map(str, args)], cwd=cwd, text=True,
                          stdout=stdout or subprocess.PIPE, stderr=subprocess.PIPE,
                          preexec_fn=preexec_fn, timeout=timeout)


def file_size_limit(size):
    """preexec_fn: every write past ``size`` bytes of a file fails (EFBIG),
    as on a disk that fills up."""
    import resource
    import signal

    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return limit


def permissions_bind():
    """preexec_fn: file permissions bind the command even when the tests run
    as root (CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH leave its bounding set,
    so the program it executes runs without them)."""
    import ctypes
    import os
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):   # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        if libc.prctl(24, capability, 0, 0, 0) != 0:   # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")
