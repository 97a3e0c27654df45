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


def _heat_options(ctx, param, paths):
    """Heat's options: ``[tool.plugin-sdk.heat]`` of the nearest
    pyproject.toml, then each ``--config-file`` (later wins)."""
    from sdk import project
    from sdk.common import heat_options
    heat_options.reset()  # this command's own (a test runs many in one process)
    try:
        project.load_heat_options()
        for path in paths:
            heat_options.load_file(path)
    except (project.ConfigError, heat_options.ConfigError) as exc:
        raise InputError(str(exc))


def config_file_option(func):
    """``--config-file`` (repeatable): Heat's options read before the command runs."""
    return click.option("--config-file", multiple=True, type=click.Path(dir_okay=False),
                        expose_value=False, callback=_heat_options, is_eager=True,
                        help="A heat.conf whose options plugin-sdk honours (max_resources_per_stack, "
                             "max_template_size, max_nested_stack_depth, the client options...; "
                             "repeatable, later wins over [tool.plugin-sdk.heat] of "
                             "pyproject.toml).")(func)


def plugin_options(func):
    """``--plugin-dir`` (repeatable), ``-e`` (repeatable) and ``--config-file``."""
    func = config_file_option(func)
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


def writable_parent(path):
    """Refuse an output file whose directory does not exist (before the
    command does its work)."""
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise InputError("cannot write %s: directory %s does not exist" % (path, parent))


def write_output(path, text):
    """Write a command's result to ``path`` (its ``-o``) whole, or refuse
    naming it: a failed write (a full disk) is never a silent success."""
    from sdk.cli import files
    writable_parent(path)
    try:
        files.replace(path, text)
    except OSError as exc:
        raise InputError("cannot write %s: %s" % (path, exc.strerror or exc))


def read_text(path):
    """The text of a template, environment or abandon data file, no more of
    it read than Heat's max_template_size allows."""
    from sdk.common import template_format
    try:
        return template_format.read(path)
    except OSError as exc:
        raise InputError("%s: %s" % (path, exc.strerror))
    except UnicodeDecodeError:
        raise InputError("%s: not a UTF-8 text file" % path)
    except template_format.RequestLimitExceeded as exc:
        raise InputError("%s: %s" % (path, exc))


def _parse(text, path, kind="template"):
    from sdk.engine import template
    try:
        return template.parse_text(text, path)
    except ValueError as exc:
        message = str(exc).replace("template", kind, 1)
        raise InputError(message if path in message else "%s: %s" % (path, message))


def read_template(path):
    """The template mapping in ``path`` (YAML or JSON)."""
    from sdk.engine import template as templatem
    data = _parse(read_text(path), path)
    t = templatem.template_class(data)
    _check_maps(path, data, {t.RESOURCES: "resource names to resource definitions",
                             t.PARAMETERS: "parameter names to their definitions",
                             t.OUTPUTS: "output names to their definitions"})
    return data


def _check_maps(path, data, sections):
    """Refuse a section that must be a map but is not, in the user's terms
    (Heat's engine trips over it with "'list' object has no attribute 'items'")."""
    for section, what in sections.items():
        value = data.get(section)
        if value is not None and not isinstance(value, dict):
            raise InputError("%s: %s must be a map of %s, not %s" % (
                path, section, what, _a(type(value).__name__)))


def _a(type_name):
    """"a list", "an int": the YAML value's kind as the user wrote it."""
    name = {"str": "string", "int": "number", "float": "number", "bool": "boolean"}.get(
        type_name, type_name)
    return ("an " if name[0] in "aeiou" else "a ") + name


def template_files(tmpl, template_path, env):
    """Heat's files map for template ``tmpl`` (read from ``template_path``)
    and the environment ``env`` (read_environment's), as heatclient sends
    it (sdk.common.template_files): the values naming files are rewritten to their
    URLs, the keys of the map. A file that cannot be read is an InputError
    at the line naming it."""
    from sdk.common import template_files as gather
    gathered = gather.Gathered()
    gathered.template(tmpl, template_path)
    gathered.environment(env)
    _refuse(gathered.problems)
    return gathered.files


def _refuse(problems):
    if problems:
        raise InputError(str(problems[0]))


def read_data(path, kind):
    """The mapping in ``path`` (YAML or JSON), errors naming it as ``kind``."""
    return _parse(read_text(path), path, kind)


def read_environment(paths):
    """Merge environment files in order (later wins, key by key):
    ``{"parameters", "parameter_defaults", "resource_registry"}``. Each file
    is checked as Heat checks one (``Environment.from_user``); the files its
    resource_registry names are relative to it, and must be there."""
    from sdk.common import exception
    from sdk.common import template_files as gather
    from sdk.engine import environment
    merged = {"parameters": {}, "parameter_defaults": {}, "resource_registry": {}}
    for path in paths:
        text = read_text(path)
        data = _parse(text, path, "environment") if text.strip() else {}
        _check_maps(path, data, {"parameters": "parameter names to values",
                                 "parameter_defaults": "parameter names to values",
                                 "resource_registry": "resource types to their implementations"})
        try:
            environment.Environment.from_user(None, data)
        except Exception as exc:
            if not exception.is_user_error(exc):
                raise
            raise InputError("%s: %s" % (path, exc))
        gathered = gather.Gathered()
        gathered.environment(data, path)  # its files' names made URLs, as heatclient makes them
        # a file it names that is not there (what that file names in turn is
        # the template's gathering's to report, as the template validator does)
        _refuse([p for p in gathered.problems if p.source == path])
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
