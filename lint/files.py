"""Finding and reading the files to lint; every bad input becomes one message.

Directories are walked without following symlinked directories (so a
symlink loop cannot trap the walk); a looping or dangling path that is
named explicitly, or met as a file, is reported instead of raised. What a
walk meets that is not a regular file (a FIFO would block the read for
ever) is skipped and reported; a file named explicitly is read whatever it
is, but never more than :data:`MAX_SOURCE_SIZE` of it.
"""
import codecs
import errno
import fnmatch
import os
import re
import stat

DEFAULT_EXCLUDE = ('.git', '.hg', '.svn', '.venv', 'venv', '.nox', '.tox', '__pycache__',
                   'build', 'dist', '.eggs', '*.egg-info', 'node_modules', '.plugin-sdk')


#: Far above any plug-in module (Heat's largest is under 100 KB); what is
#: larger (``/dev/zero``) is refused after reading one byte more than this.
MAX_SOURCE_SIZE = 8 * 1024 * 1024


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
                        mode = os.stat(path).st_mode
                    except OSError as exc:
                        problems.append(_os_problem(path, exc))
                        continue
                    if not stat.S_ISREG(mode):
                        problems.append('%s: not a regular file (%s), skipped'
                                        % (path, _kind(mode)))
                        continue
                    add(path)
    return files, problems


def _kind(mode):
    for test, kind in ((stat.S_ISFIFO, 'a FIFO'), (stat.S_ISSOCK, 'a socket'),
                       (stat.S_ISCHR, 'a character device'), (stat.S_ISBLK, 'a block device'),
                       (stat.S_ISDIR, 'a directory')):
        if test(mode):
            return kind
    return 'a special file'


#: PEP 263: a comment on line one or two naming the encoding.
_CODING = re.compile(rb'^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)')


def encoding(data):
    """The encoding Python reads the bytes with: a PEP 263 ``coding:`` line on
    line one or two (``utf-8-sig`` after a BOM), else UTF-8. BadInput for an
    unknown declared encoding."""
    bom = data.startswith(codecs.BOM_UTF8)
    lines = data[3 if bom else 0:].split(b'\n', 2)[:2]
    for i, line in enumerate(lines):
        match = _CODING.match(line)
        if match:
            name = match.group(1).decode('ascii', 'replace')
            try:
                found = codecs.lookup(name).name
            except LookupError:
                raise BadInput('unknown source encoding %r declared on line %d' % (name, i + 1))
            if bom and found != 'utf-8':
                raise BadInput('a UTF-8 byte order mark, but %r declared on line %d'
                               % (name, i + 1))
            return 'utf-8-sig' if bom else found
        if line.strip() and not line.lstrip().startswith(b'#'):
            break  # PEP 263: line two counts only after a comment or blank line one
    return 'utf-8-sig' if bom else 'utf-8'


def decode(path, data):
    """Source text of a file's bytes, in its declared encoding (PEP 263), or
    BadInput for binary content and bytes the encoding cannot read."""
    if b'\0' in data[:8192]:
        raise BadInput('%s: binary file, not Python source' % path)
    try:
        declared = encoding(data)
    except BadInput as exc:
        raise BadInput('%s: %s' % (path, exc))
    try:
        text = data.decode(declared)
    except UnicodeDecodeError as exc:
        raise BadInput('%s: not valid %s (byte 0x%02x at offset %d)'
                       % (path, 'UTF-8' if declared.startswith('utf-8') else declared,
                          data[exc.start], exc.start))
    return text[1:] if text.startswith('\ufeff') else text


def read(path):
    """The file's bytes, refused past MAX_SOURCE_SIZE (reading one byte more at most)."""
    try:
        with open(path, 'rb') as f:
            data = f.read(MAX_SOURCE_SIZE + 1)
    except OSError as exc:
        raise BadInput(_os_problem(path, exc))
    if len(data) > MAX_SOURCE_SIZE:  # /dev/zero and its like end here
        raise BadInput('%s: larger than %d MiB, not a plug-in source'
                       % (path, MAX_SOURCE_SIZE // (1024 * 1024)))
    return data


class WorkTree:
    """Module sources from the file system (what the linter reads now)."""

    def isfile(self, path):
        return os.path.isfile(path)

    def read(self, path):
        return read(path)
