"""What the stack-driving commands read from the user: templates, ``-P``
parameters, ``-e`` environment files and plug-in directories.

Every mistake becomes an :class:`InputError`: one line naming the file, and
exit status 2.
"""
import contextlib

import click

#: The sections Heat accepts in an environment file.
ENV_SECTIONS = ("parameters", "resource_registry", "parameter_defaults",
                "encrypted_param_names", "event_sinks", "parameter_merge_strategies")


class InputError(click.ClickException):
    """A user's mistake (bad file, template or plug-in): exit status 2."""

    exit_code = 2


def plugin_options(func):
    """``--plugin-dir`` (repeatable) and ``-e`` (repeatable)."""
    func = click.option("-e", "--environment", "env_paths", multiple=True,
                        type=click.Path(dir_okay=False),
                        help="Environment file: parameters, parameter_defaults and "
                             "resource_registry type aliases (repeatable, later wins).")(func)
    return click.option("--plugin-dir", "plugin_dirs", multiple=True, type=click.Path(file_okay=False),
                        help="Directory of plug-in modules (repeatable).")(func)


def parameter_option(func):
    return click.option("-P", "--parameter", "params", multiple=True, metavar="KEY=VALUE",
                        help="Template parameter (repeatable; wins over environment files).")(func)


def parse_params(items):
    """``KEY=VALUE`` strings -> dict (a usage error names the bad one)."""
    values = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise click.UsageError("parameter %r is not KEY=VALUE" % item)
        values[key] = value
    return values


def _read(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise InputError("%s: %s" % (path, exc.strerror))
    except UnicodeDecodeError:
        raise InputError("%s: not a UTF-8 text file" % path)


def _parse(text, path, kind="template"):
    from sdk import template
    try:
        return template.parse_text(text, path)
    except ValueError as exc:
        message = str(exc).replace("template", kind, 1)
        raise InputError(message if path in message else "%s: %s" % (path, message))


def read_template(path):
    """The template mapping in ``path`` (YAML or JSON)."""
    return _parse(_read(path), path)


def read_environment(paths):
    """Merge environment files in order: ``{"parameters", "parameter_defaults",
    "resource_registry"}``, each a mapping."""
    merged = {"parameters": {}, "parameter_defaults": {}, "resource_registry": {}}
    for path in paths:
        text = _read(path)
        data = _parse(text, path, "environment") if text.strip() else {}
        for section, value in data.items():
            if section not in ENV_SECTIONS:
                raise InputError('%s: environment has wrong section "%s"' % (path, section))
            if value is None:
                raise InputError('%s: environment has empty section "%s"' % (path, section))
            if section in merged:
                if not isinstance(value, dict):
                    raise InputError('%s: section "%s" must be a mapping' % (path, section))
                merged[section].update(value)
        for alias, target in merged["resource_registry"].items():
            if alias == "resources" or not isinstance(target, str) or "*" in alias:
                raise InputError("%s: resource_registry entry %r: only TYPE: OTHER_TYPE aliases "
                                 "are supported" % (path, alias))
            if target.endswith((".yaml", ".yml", ".template", ".json")):
                raise InputError("%s: resource_registry entry %r: template resources (%s) are "
                                 "not supported" % (path, alias, target))
    return merged


def load_plugins(plugin_dirs, registry=None):
    """A Harness over the plug-in directories, with ``registry`` aliases
    (``{"My::Type": "Example::Widget"}``) registered."""
    from sdk import exception
    from sdk.testing import Harness
    with user_errors():
        harness = Harness(plugin_dirs=plugin_dirs)
        for alias, target in (registry or {}).items():
            try:
                harness.env.register_class(alias, harness.env.get_class(target))
            except exception.EntityNotFound:
                raise InputError("resource_registry: %s maps to unknown type %s" % (alias, target))
    return harness


def stack_params(template, env, explicit, stored=None):
    """A stack's parameter values: the environment's parameter_defaults for
    parameters the template declares, then ``stored`` values the template
    still declares, then the environment's parameters, then ``-P``."""
    declared = template.get("parameters") or {}
    values = {k: v for k, v in env.get("parameter_defaults", {}).items() if k in declared}
    values.update({k: v for k, v in (stored or {}).items() if k in declared})
    values.update(env.get("parameters", {}))
    values.update(explicit)
    return values


@contextlib.contextmanager
def user_errors(source=None):
    """Turn plug-in load errors and Heat validation errors into InputError
    (prefixed with ``source``, the file they came from)."""
    from sdk import exception, plugin_loader
    try:
        yield
    except plugin_loader.PluginLoadError as exc:
        raise InputError(str(exc))
    except (exception.HeatException, ValueError) as exc:
        prefix = "%s: " % source if source else ""
        raise InputError("%s%s: %s" % (prefix, type(exc).__name__, exc))
