"""One lint run: files -> summaries -> model -> rules -> suppressions -> findings."""
import fnmatch
import os

from lint import files as filesmod
from lint import noqa
from lint.cache import SummaryCache, summarize_all
from lint.config import resolve_codes
from lint.model import Model
from lint.rules import Finding, all_rules
from lint.values import Project


class InternalError(Exception):
    """A bug in the linter; reported in one line with exit status 2."""


class Context:
    """What a rule's ``check`` sees; ``finding`` stamps the current rule's code."""

    def __init__(self, model, config, base_model=None):
        self.model = model
        self.config = config
        self.releases = config.releases
        self.base_model = base_model
        self.rule = None
        self.suppression_problems = ()
        self._surfaces = None

    def finding(self, module, pos, detail=None):
        message = self.rule.message + (': ' + detail if detail else '')
        return (module, pos or (1, 1), self.rule.code, message)

    def linted(self, obj):
        return obj.module in self.model.linted

    def _both_surfaces(self):
        from lint.rules.progression import surfaces
        if self._surfaces is None:
            self._surfaces = (surfaces(self.model), surfaces(self.base_model))
        return self._surfaces

    @property
    def surfaces(self):
        return self._both_surfaces()[0]

    @property
    def base_surfaces(self):
        return self._both_surfaces()[1]


class Result:
    def __init__(self):
        self.findings = []
        self.problems = []  # one-line messages that make the run exit 2
        self.files = 0


def _targets(paths, config):
    if paths:
        return list(paths)
    if config.plugin_dirs:
        return [os.path.join(config.root, d) for d in config.plugin_dirs]
    return ['.']


class _Loader:
    """Summaries of modules outside the linted set, read on demand."""

    def __init__(self, source, cache):
        self.source, self.cache = source, cache

    def __call__(self, key):
        try:
            data = self.source.read(key)
            text = filesmod.decode(key, data)
        except filesmod.BadInput as exc:
            return {'error': (1, 1, str(exc))}
        return _summaries([(key, data, text)], self.cache)[0]


def _summaries(items, cache):
    """Summaries for (key, bytes, text) items: cached ones read, the rest parsed."""
    results, todo = [None] * len(items), []
    for i, (_, data, _) in enumerate(items):
        if cache is not None:
            hashed = cache.key(data)
            hit = cache.get(hashed)
            if hit is not None:
                results[i] = hit
                continue
            todo.append((i, hashed))
        else:
            todo.append((i, None))
    parsed = summarize_all([items[i][2] for i, _ in todo])
    for (i, hashed), summary in zip(todo, parsed):
        results[i] = summary
        if cache is not None:
            cache.put(hashed, summary)
    return results


def build_model(keys_and_data, plugin_dirs, source, cache):
    """A Model of the given modules (key, bytes, text), resolving imports via ``source``."""
    project = Project(plugin_dirs, source, _Loader(source, cache))
    for (key, _, _), summary in zip(keys_and_data, _summaries(keys_and_data, cache)):
        project.add(key, summary)
    return Model(project, [k for k, _, _ in keys_and_data])


def _read_all(paths, source, result):
    items = []
    for path in paths:
        try:
            data = source.read(path)
            items.append((path, data, filesmod.decode(path, data)))
        except filesmod.BadInput as exc:  # named as the findings name the file
            result.problems.append(str(exc).replace(path, display_path(path), 1))
    return items


def display_path(key):
    cwd = os.getcwd()
    if key.startswith(os.path.join(cwd, '')):
        return os.path.relpath(key, cwd)
    return key


def _per_file_ignored(config, key):
    if not config.per_file_ignores:
        return ()
    rel = os.path.relpath(key, config.root)
    codes = []
    for pattern, ignored in config.per_file_ignores.items():
        if fnmatch.fnmatch(rel, pattern) or fnmatch.fnmatch(os.path.basename(key), pattern):
            codes.extend(c.upper() for c in ignored)
    return tuple(codes)


def _check(ctx, rules):
    """{module: [(pos, code, message)]} of the rules' findings."""
    raw = {}
    for rule in rules:
        ctx.rule = rule()
        try:
            for module, pos, code, message in ctx.rule.check(ctx):
                raw.setdefault(module, []).append((pos, code, message))
        except Exception as exc:  # a linter bug must not become a traceback
            raise InternalError('internal error in %s: %s: %s' % (
                rule.code, type(exc).__name__, exc)) from exc
    return raw


def run(paths, config, select=None, ignore=(), base=None, use_cache=True):
    """Lint ``paths`` (or the configured plug-in dirs); ``base`` is a git revision."""
    rules = all_rules()
    opt_in = {code for code, rule in rules.items() if rule.opt_in}
    enabled = resolve_codes(config.select if select is None else select,
                            list(config.ignore) + list(ignore), rules, opt_in)
    result = Result()
    targets = _targets(paths, config)
    found, result.problems = filesmod.collect(targets, config.root, config.exclude)
    source = filesmod.WorkTree()
    cache = SummaryCache(os.path.join(config.root, '.plugin-sdk', 'lint-cache')) \
        if use_cache else None
    items = _read_all(found, source, result)
    result.files = len(items)
    plugin_dirs = [os.path.join(config.root, d) for d in config.plugin_dirs]
    model = build_model(items, plugin_dirs, source, cache)

    base_model = None
    if base is not None and any(rules[c].progression for c in enabled):
        from lint.gitsource import GitRevision
        revision = GitRevision(base, config.root)
        old_paths = revision.python_files(targets, config.root, config.exclude)
        old_items = _read_all(old_paths, revision, result)
        base_model = build_model(old_items, plugin_dirs, revision, cache)

    ctx = Context(model, config, base_model)
    runnable = [rules[c] for c in sorted(enabled)
                if not (rules[c].progression and base_model is None)]

    def enabled_for(module):
        ignored = _per_file_ignored(config, module)
        return {c for c in enabled if not c.startswith(ignored)} if ignored else enabled

    raw = _check(ctx, [r for r in runnable if not r.after_suppressions])
    comments = {key: model.project.summary(key).get('noqa', ()) for key in model.modules}
    kept, ctx.suppression_problems = noqa.apply(raw, comments, enabled_for, set(rules))
    for module, found in _check(ctx, [r for r in runnable if r.after_suppressions]).items():
        kept.extend((module,) + f for f in found)
    kept = [f for f in kept if f[2] in enabled_for(f[0])]
    for module, pos, code, message in kept:
        result.findings.append(Finding(display_path(module), pos[0], pos[1], code, message,
                                       rules[code].severity))
    result.findings.sort(key=lambda f: (f.path, f.line, f.col, f.code))
    return result
