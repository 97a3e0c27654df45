"""Heat's configuration options that its in-tree resources and client
plug-ins read (``cfg.CONF.max_server_name_length``...), registered on
oslo.config's global CONF.

Heat's own heat/common/config.py cannot be loaded without Heat's service
stack (oslo.db, oslo.middleware, osprofiler and its WSGI server), so the
options are those declared in sdk.common.heat_options (Heat's names, types and
defaults), with the values set there (pyproject.toml, --config-file); a
module that calls ``cfg.CONF.import_opt(name, 'heat.common.config')`` gets
them.
"""
from oslo_config import cfg

from sdk.common import heat_options

_KINDS = {"int": cfg.IntOpt, "bool": cfg.BoolOpt, "str": cfg.StrOpt, "float": cfg.FloatOpt,
          "list": cfg.ListOpt, "uri": cfg.URIOpt, "host": cfg.HostAddressOpt}


def _opt(option):
    extra = {}
    if option.choices is not None:
        extra["choices"] = list(option.choices)
    if option.secret:
        extra["secret"] = True
    if option.schemes is not None:
        extra["schemes"] = option.schemes
    return _KINDS[option.kind](option.name, default=option.default, **extra)


def _group(section):
    return None if section == heat_options.DEFAULT else section


def _set(section, name, value):
    """A value set in sdk.common.heat_options, seen by Heat's code on CONF."""
    cfg.CONF.set_override(name, value, group=_group(section))


def _register():
    for section, options in heat_options.OPTIONS.items():
        cfg.CONF.register_opts([_opt(o) for o in options], group=_group(section))
        for option in options:
            value = heat_options.get(option.name, section)
            if value is not option.default:
                _set(section, option.name, value)
    heat_options.listeners.append(_set)


_register()
