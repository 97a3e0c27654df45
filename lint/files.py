"""Finding and reading the files to lint; every bad input becomes one message.

Directories are walked without following symlinked directories (so a
symlink loop cannot trap the walk); a looping or dangling path that is
named explicitly, or met as a file, is reported instead of raised.
"""
import errno
import fnmatch
import os

DEFAULT_EXCLUDE = ('.git', '.hg', '.svn', '.venv', 'venv', '.nox', '.tox', '__pycache__',
                   'build', 'dist', '.eggs', '*.egg-info', 'node_modules', '.plugin-sdk')


class BadInput(Exception):
    """One line about one path (exit status 2)."""


def _excluded(path, root, patterns):
    rel = os.path.relpath(path, root)
    name = os.path.basename(path)
    return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(rel, p) for p in patterns)


def _os_problem(path, exc):
    if exc.errno == errno.ELOOP:
        return '%s: symlink loop' % path
    if exc.errno == errno.ENOENT:
        if os.path.islink(path):
            return '%s: broken symlink' % path
        return '%s: no such file or directory' % path
    return '%s: %s' % (path, exc.strerror or exc)


def collect(paths, root, exclude):
    """(python files as absolute paths, problems) for the given paths."""
    files, problems, seen = [], [], set()
    patterns = tuple(exclude) + DEFAULT_EXCLUDE

    def add(path):
        real = os.path.realpath(path)
        if real not in seen:
            seen.add(real)
            files.append(os.path.abspath(path))

    for given in paths:
        try:
            os.stat(given)
        except OSError as exc:
            problems.append(_os_problem(given, exc))
            continue
        if not os.path.isdir(given):
            add(given)  # an explicitly named file is linted whatever its name
            continue
        for dirpath, dirnames, filenames in os.walk(given, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames
                                 if not _excluded(os.path.join(dirpath, d), root, patterns))
            for name in sorted(filenames):
                path = os.path.join(dirpath, name)
                if name.endswith('.py') and not _excluded(path, root, patterns):
                    try:
                        os.stat(path)
                    except OSError as exc:
                        problems.append(_os_problem(path, exc))
                        continue
                    add(path)
    return files, problems


def decode(path, data):
    """Source text of a file's bytes, or BadInput for binary and non-UTF-8 content."""
    if b'\0' in data[:8192]:
        raise BadInput('%s: binary file, not Python source' % path)
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError as exc:
        raise BadInput('%s: not valid UTF-8 (byte 0x%02x at offset %d)'
                       % (path, data[exc.start], exc.start))
    return text[1:] if text.startswith('\ufeff') else text


def read(path):
    try:
        with open(path, 'rb') as f:
            data = f.read()
    except OSError as exc:
        raise BadInput(_os_problem(path, exc))
    return data


class WorkTree:
    """Module sources from the file system (what the linter reads now)."""

    def isfile(self, path):
        return os.path.isfile(path)

    def read(self, path):
        return read(path)
