"""Module sources as they were at a git revision, read without a checkout.

``git ls-tree`` lists the revision's files and one ``git cat-file --batch``
process streams their contents, so the working tree is never touched.
"""
import os
import subprocess

from lint.files import DEFAULT_EXCLUDE, BadInput, _excluded


def _git(args, cwd):
    try:
        return subprocess.run(['git'] + args, cwd=cwd, capture_output=True, check=False)
    except OSError as exc:
        raise BadInput('--base: cannot run git (%s)' % (exc.strerror or exc))


class GitRevision:
    def __init__(self, rev, cwd):
        top = _git(['rev-parse', '--show-toplevel'], cwd)
        if top.returncode != 0:
            raise BadInput('--base %s: %s is not inside a git repository' % (rev, cwd))
        self.top = os.path.realpath(top.stdout.decode().strip())
        commit = _git(['rev-parse', '--verify', '--quiet', rev + '^{commit}'], cwd)
        if commit.returncode != 0 or rev.startswith('-'):
            raise BadInput('--base %s: unknown git revision' % rev)
        self.commit = commit.stdout.decode().strip()
        listing = _git(['ls-tree', '-r', '-z', '--full-tree', self.commit], self.top)
        if listing.returncode != 0:
            raise BadInput('--base %s: cannot list files (%s)' % (
                rev, listing.stderr.decode(errors='replace').strip()))
        self.blobs = {}
        for entry in listing.stdout.decode('utf-8', 'surrogateescape').split('\0'):
            if not entry:
                continue
            meta, path = entry.split('\t', 1)
            mode, kind, sha = meta.split()
            if kind == 'blob' and mode != '120000':  # symlinks are not followed
                self.blobs[os.path.join(self.top, path)] = sha
        self._data = {}

    def _key(self, path):
        """The path as it appears under the repository's real top directory."""
        real = os.path.realpath(os.path.dirname(path))
        return os.path.join(real, os.path.basename(path))

    def isfile(self, path):
        return self._key(path) in self.blobs

    def read(self, path):
        key = self._key(path)
        if key not in self.blobs:
            raise BadInput('%s: not in the --base revision' % path)
        if key not in self._data:
            self._fetch([key])
        return self._data[key]

    def _fetch(self, keys):
        shas = [self.blobs[k] for k in keys]
        proc = subprocess.run(['git', 'cat-file', '--batch'], cwd=self.top, capture_output=True,
                              input=''.join(s + '\n' for s in shas).encode(), check=False)
        out, offset = proc.stdout, 0
        for key in keys:
            header_end = out.index(b'\n', offset)
            size = int(out[offset:header_end].split()[2])
            start = header_end + 1
            self._data[key] = out[start:start + size]
            offset = start + size + 1

    def python_files(self, targets, root, exclude):
        """The revision's .py files under the targets, mapped to working-tree paths."""
        patterns = tuple(exclude) + DEFAULT_EXCLUDE
        wanted = []
        found = []
        for target in targets:
            path = os.path.abspath(target)
            wanted.append((self._key(path), path, os.path.isdir(path) or not path.endswith('.py')))
        for key in sorted(self.blobs):
            for real, given, is_dir in wanted:
                if key == real or (is_dir and key.startswith(os.path.join(real, ''))):
                    rel = os.path.relpath(key, real) if key != real else ''
                    path = os.path.join(given, rel) if rel else given
                    parts = rel.split(os.sep) if rel else []
                    if key != real and (not key.endswith('.py') or any(
                            _excluded(os.path.join(given, *parts[:i + 1]), root, patterns)
                            for i in range(len(parts)))):
                        continue
                    found.append(path)
                    break
        self._fetch([self._key(p) for p in found])
        return found
