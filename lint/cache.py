"""Module summaries by content hash: parsed once, in parallel when there are many.

The key hashes the file's bytes together with the extractor's own source
and libcst's version, so a change to either invalidates old entries without
any version bookkeeping. One small pickle per entry under
``.plugin-sdk/lint-cache/`` keeps a one-file run from reading more than it
needs.
"""
import hashlib
import os
import pickle
import tempfile

#: Below this many files to parse, worker processes cost more than they save.
PARALLEL_MIN = 16


def _fingerprint():
    """The extractor's source (and the removed-API names it looks for) plus
    libcst's version file, read without importing libcst."""
    import importlib.util
    digest = hashlib.sha256()
    here = os.path.dirname(os.path.abspath(__file__))
    paths = [os.path.join(here, 'extract.py'),
             os.path.join(os.path.dirname(here), 'sdk', 'common', 'removed_apis.py')]
    spec = importlib.util.find_spec('libcst')
    if spec is not None and spec.origin:
        paths.append(os.path.join(os.path.dirname(spec.origin), '_version.py'))
    for path in paths:
        try:
            with open(path, 'rb') as f:
                digest.update(f.read())
        except OSError:
            digest.update(path.encode())
    return digest.digest()


class SummaryCache:
    def __init__(self, directory):
        self.directory = directory
        self._fp = None

    def key(self, data):
        if self._fp is None:
            self._fp = _fingerprint()
        return hashlib.sha256(self._fp + data).hexdigest()

    def _path(self, key):
        return os.path.join(self.directory, key[:2], key + '.pickle')

    def get(self, key):
        try:
            with open(self._path(key), 'rb') as f:
                return pickle.load(f)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ValueError):
            return None

    def put(self, key, summary):
        path = self._path(key)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path))
            with os.fdopen(fd, 'wb') as f:
                pickle.dump(summary, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only tree still lints, just without the cache


def summarize_all(texts, jobs=None):
    """Summaries of many source texts, using every core when it pays off."""
    if not texts:
        return []
    from lint.extract import summarize
    jobs = jobs or os.cpu_count() or 1
    if len(texts) < PARALLEL_MIN or jobs < 2:
        return [summarize(t) for t in texts]
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=min(jobs, len(texts))) as pool:
        return list(pool.map(summarize, texts, chunksize=max(1, len(texts) // (jobs * 4))))
