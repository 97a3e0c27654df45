"""What the commands read from the user: templates, ``-P`` parameters,
``-e`` environment files and plug-in directories, and the options that
name them. One vocabulary for every command: ``--plugin-dir``, ``-e``,
``-P``, ``--state`` and ``--format`` mean the same wherever they apply.

Every mistake becomes an :class:`InputError`: one line naming the file, and
exit status 2.
"""
import contextlib
import os

import click


class InputError(click.ClickException):
    """A user's mistake (bad file, template or plug-in): exit status 2."""

    exit_code = 2


def plugin_dir_option(func):
    """``--plugin-dir`` (repeatable)."""
    return click.option("--plugin-dir", "plugin_dirs", multiple=True, type=click.Path(file_okay=False),
                        help="Directory of plug-in modules (repeatable; default: plugin-dirs "
                             "of [tool.plugin-sdk] in pyproject.toml).")(func)


def plugin_options(func):
    """``--plugin-dir`` (repeatable) and ``-e`` (repeatable)."""
    func = click.option("-e", "--environment", "env_paths", multiple=True,
                        type=click.Path(dir_okay=False),
                        help="Environment file: parameters, parameter_defaults and "
                             "resource_registry entries (repeatable, later wins).")(func)
    return plugin_dir_option(func)


def parameter_option(func):
    """``-P/--parameter KEY=VALUE`` (repeatable)."""
    return click.option("-P", "--parameter", "params", multiple=True, metavar="KEY=VALUE",
                        help="Template parameter (repeatable; wins over environment files).")(func)


def state_option(func):
    """``--state PATH``: the stack commands' SQLite file."""
    return click.option("--state", "state_path", default=None, metavar="PATH",
                        type=click.Path(dir_okay=False),
                        help="State file [default: .plugin-sdk/state.db].")(func)


def format_option(choices, default, help):
    """``--format``: how a command writes its result (``choices``)."""
    return click.option("--format", "fmt", type=click.Choice(choices), default=default,
                        show_default=default is not None, help=help)


def parse_params(items):
    """``KEY=VALUE`` strings -> dict (a usage error names the bad one)."""
    values = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise click.UsageError("parameter %r is not KEY=VALUE" % item)
        values[key] = value
    return values


def read_text(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise InputError("%s: %s" % (path, exc.strerror))
    except UnicodeDecodeError:
        raise InputError("%s: not a UTF-8 text file" % path)


def _parse(text, path, kind="template"):
    from sdk.engine import template
    try:
        return template.parse_text(text, path)
    except ValueError as exc:
        message = str(exc).replace("template", kind, 1)
        raise InputError(message if path in message else "%s: %s" % (path, message))


def read_template(path):
    """The template mapping in ``path`` (YAML or JSON)."""
    return _parse(read_text(path), path)


def template_files(tmpl, template_path, env):
    """Heat's files map for a template, as heatclient sends it: each provider
    template a resource type or a resource_registry entry names (``.yaml``
    or ``.template``) read from the local file of that name, relative to the
    template's directory (the registry's also to the working directory), and
    the provider templates those name in turn."""
    from sdk.engine import template as templatem
    files = {}

    def names(data):
        if not isinstance(data, dict):
            return
        t = templatem.template_class(data)
        resources = data.get(t.RESOURCES)
        # a malformed template is the engine's to refuse, with Heat's message
        for res in (resources.values() if isinstance(resources, dict) else ()):
            if isinstance(res, dict) and isinstance(res.get(t.RES_TYPE), str):
                yield res[t.RES_TYPE]
            props = (res or {}).get(t.RES_PROPERTIES) if isinstance(res, dict) else None
            definition = (props or {}).get("resource_def") if isinstance(props, dict) else None
            if isinstance(definition, dict) and isinstance(definition.get("type"), str):
                yield definition["type"]   # a ResourceGroup's members

    def add(name, base_dirs):
        if name in files or not name.endswith((".yaml", ".template")) or "://" in name:
            return
        for base in base_dirs:
            path = os.path.join(base, name)
            if os.path.isfile(path):
                files[name] = read_text(path)
                for child in names(_parse(files[name], path)):
                    add(child, [os.path.dirname(path)])
                return

    here = os.path.dirname(os.path.abspath(template_path))
    for name in names(tmpl):
        add(name, [here])
    registry = env.get("resource_registry")
    for target in (registry.values() if isinstance(registry, dict) else ()):
        if isinstance(target, str):
            add(target, [here, os.getcwd()])
    return files


def read_data(path, kind):
    """The mapping in ``path`` (YAML or JSON), errors naming it as ``kind``."""
    return _parse(read_text(path), path, kind)


def read_environment(paths):
    """Merge environment files in order (later wins, key by key):
    ``{"parameters", "parameter_defaults", "resource_registry"}``. Each file
    is checked as Heat checks one (``Environment.from_user``)."""
    from sdk.common import exception
    from sdk.engine import environment
    merged = {"parameters": {}, "parameter_defaults": {}, "resource_registry": {}}
    for path in paths:
        text = read_text(path)
        data = _parse(text, path, "environment") if text.strip() else {}
        try:
            environment.Environment.from_user(None, data)
        except Exception as exc:
            if not exception.is_user_error(exc):
                raise
            raise InputError("%s: %s" % (path, exc))
        for section, value in merged.items():
            given = data.get(section) or {}
            if section == "resource_registry" and "resources" in given:
                per_resource = value.setdefault("resources", {})
                for name, entries in given["resources"].items():
                    per_resource.setdefault(name, {}).update(entries or {})
                given = {k: v for k, v in given.items() if k != "resources"}
            value.update(given)
    return merged


def project_plugin_dirs(plugin_dirs):
    """The ``--plugin-dir`` values, else the project's ``[tool.plugin-sdk]
    plugin-dirs`` (nearest pyproject.toml)."""
    from sdk import project
    if plugin_dirs:
        return list(plugin_dirs)
    try:
        return project.nearest_plugin_dirs()
    except project.ConfigError as exc:
        raise InputError(str(exc))


def engine_option(func):
    """``--convergence/--legacy``: the engine (None when not given)."""
    return click.option("--convergence/--legacy", "convergence", default=None,
                        help="Run on Heat's convergence engine (Heat 27's default) or its "
                             "legacy one [default: the stack's own engine; for a new stack, "
                             "convergence of [tool.plugin-sdk], else convergence].")(func)


def project_convergence(convergence):
    """``--convergence/--legacy`` when given, else the project's
    ``[tool.plugin-sdk] convergence`` (nearest pyproject.toml)."""
    from sdk import project
    if convergence is not None:
        return convergence
    path = project.find_pyproject()
    try:
        return project.convergence(os.path.dirname(path)) if path else True
    except project.ConfigError as exc:
        raise InputError(str(exc))


def load_plugins(plugin_dirs, env=None, convergence=True):
    """A Harness over the plug-in directories whose types are looked up
    through ``env``'s resource_registry (globs, per-resource entries and
    aliases, as Heat's environment does); its stacks run on the convergence
    engine unless ``convergence`` is False."""
    from sdk.testing import Harness
    with user_errors():
        harness = Harness(plugin_dirs=plugin_dirs, convergence=convergence)
    if env and env.get("resource_registry"):
        harness.env = registry_env(harness.env, env)
    return harness


def registry_env(parent, env):
    """``parent`` with the resource_registry of ``env`` (read_environment's
    result) on top."""
    from sdk.engine import environment
    return environment.Environment.from_user(parent, {"resource_registry": env["resource_registry"]})


def stack_params(template, env, explicit, stored=None):
    """A stack's parameter values: the environment's parameter_defaults for
    parameters the template declares, then ``stored`` values the template
    still declares, then the environment's parameters, then ``-P``."""
    from sdk.engine import template as templatem
    declared = template.get(templatem.template_class(template).PARAMETERS) or {}
    values = {k: v for k, v in env.get("parameter_defaults", {}).items() if k in declared}
    values.update({k: v for k, v in (stored or {}).items() if k in declared})
    values.update(env.get("parameters", {}))
    values.update(explicit)
    return values


@contextlib.contextmanager
def user_errors(source=None, validating=False):
    """Turn plug-in load errors and Heat validation errors into InputError
    (prefixed with ``source``, the file they came from). While a stack is
    built and validated (``validating``) every error is the user's, as
    Heat's service returns it to the caller: plug-in code runs there."""
    from sdk import plugin_loader
    from sdk.common import exception
    try:
        yield
    except plugin_loader.PluginLoadError as exc:
        raise InputError(str(exc))
    except Exception as exc:
        if not (validating or exception.is_user_error(exc)):
            raise
        prefix = "%s: " % source if source else ""
        hint = _NO_CLIENT_HINT if isinstance(exc, exception.ResourceTypeUnavailable) else ""
        raise InputError("%s%s: %s%s" % (prefix, type(exc).__name__, exc, hint))


#: What a plug-in whose client nothing serves is missing, most often.
_NO_CLIENT_HINT = (" (nothing serves that client here: give --fake-cloud to stack create or run "
                   "to serve it from plugin-sdk's fake cloud, or install the package whose "
                   "heat.clients entry point provides it)")
