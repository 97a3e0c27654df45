"""Writing the user's files: whole or not at all.

A file is replaced, never written into: the text goes to a new file beside
it, which is then renamed over it. A full disk or a kill leaves the old file
as it was, and a hard link to the file (perhaps a file outside the project)
keeps its content. A symbolic link is followed (its target is replaced); a
device or a pipe (``/dev/stdout``, ``/dev/full``) is written in place.
"""
import contextlib
import os
import secrets
import stat


def replace(path, data):
    """Make ``path`` hold ``data`` (str: UTF-8 text, or bytes). OSError when
    it cannot be written; ``path`` is then unchanged."""
    path = os.path.realpath(path)
    if isinstance(data, str):
        data = data.encode("utf-8")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        with open(path, "wb") as f:
            f.write(data)
        return
    tmp = os.path.join(os.path.dirname(path),
                       ".%s.%s.tmp" % (os.path.basename(path), secrets.token_hex(4)))
    try:
        with open(tmp, "xb") as f:
            if mode is not None:
                os.chmod(f.fileno(), stat.S_IMODE(mode))
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise

