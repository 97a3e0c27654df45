"""Heat's options, in one place: each option Heat 27 reads that plugin-sdk
honours (its limits, the client options, the transports...), declared once
with Heat's name, type and default, and the values a user sets.

Values come from ``[tool.plugin-sdk.heat]`` in the project's pyproject.toml
(an option of Heat's ``[DEFAULT]`` section as a key, another section as a
table of its own) and then from ``--config-file heat.conf`` files (later
wins), with Heat's meanings (``-1`` is unlimited where Heat says so).

This module needs nothing but the standard library, so the template loader
and validator read their limits without oslo.config; sdk.common.config
(Heat's ``heat.common.config``) registers the same options on oslo.config's
CONF for Heat's in-tree code, with the values set here.
"""
import configparser
import socket

#: Heat 27's transports (the choices of its options)
TRANSPORTS = {
    "default_deployment_signal_transport": ("CFN_SIGNAL", "TEMP_URL_SIGNAL", "HEAT_SIGNAL",
                                            "ZAQAR_SIGNAL"),
    "default_software_config_transport": ("POLL_SERVER_CFN", "POLL_SERVER_HEAT", "POLL_TEMP_URL",
                                          "ZAQAR_MESSAGE"),
    "default_user_data_format": ("HEAT_CFNTOOLS", "RAW", "SOFTWARE_CONFIG"),
}


class Option:
    """One of Heat's options: ``kind`` is oslo.config's type name (int,
    bool, str, float, list, uri, host)."""

    __slots__ = ("name", "kind", "default", "choices", "secret", "schemes")

    def __init__(self, name, kind, default=None, choices=None, secret=False, schemes=None):
        self.name, self.kind, self.default = name, kind, default
        self.choices, self.secret, self.schemes = choices, secret, schemes

    def convert(self, value):
        """``value`` (TOML's, or heat.conf's text) as this option's type;
        ValueError saying what it must be."""
        kind = self.kind
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, (int, str)):
                raise ValueError("must be an integer")
            try:
                value = int(value)
            except ValueError:
                raise ValueError("must be an integer") from None
        elif kind == "float":
            if isinstance(value, bool):
                raise ValueError("must be a number")
            try:
                value = float(value)
            except (TypeError, ValueError):
                raise ValueError("must be a number") from None
        elif kind == "bool":
            if isinstance(value, str) and value.strip().lower() in _BOOLEANS:
                value = _BOOLEANS[value.strip().lower()]
            elif not isinstance(value, bool):
                raise ValueError("must be true or false")
        elif kind == "list":
            if isinstance(value, str):
                value = [v.strip() for v in value.split(",") if v.strip()]
            elif not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
                raise ValueError("must be a list of strings")
        elif not isinstance(value, str):
            raise ValueError("must be a string")
        if self.choices is not None and value not in self.choices:
            raise ValueError("must be one of %s" % ", ".join(repr(c) for c in self.choices))
        return value


_BOOLEANS = {"true": True, "1": True, "yes": True, "on": True,
             "false": False, "0": False, "no": False, "off": False}
DEFAULT = "DEFAULT"


def _client_options():
    return [Option("endpoint_type", "str"), Option("ca_file", "str"), Option("cert_file", "str"),
            Option("key_file", "str"), Option("insecure", "bool")]


#: section -> its options (Heat's [DEFAULT] and the groups its in-tree code reads)
OPTIONS = {
    DEFAULT: [
        Option("allow_trusts_redelegation", "bool", False),
        Option("client_retry_limit", "int", 2),
        Option("default_deployment_signal_transport", "str", "CFN_SIGNAL",
               TRANSPORTS["default_deployment_signal_transport"]),
        Option("default_software_config_transport", "str", "POLL_SERVER_CFN",
               TRANSPORTS["default_software_config_transport"]),
        Option("default_user_data_format", "str", "HEAT_CFNTOOLS",
               TRANSPORTS["default_user_data_format"]),
        Option("heat_metadata_server_url", "uri", schemes=["http", "https"]),
        Option("heat_waitcondition_server_url", "uri", schemes=["http", "https"]),
        Option("heat_stack_user_role", "str", "heat_stack_user"),
        Option("instance_connection_is_secure", "str", "0"),
        Option("instance_connection_https_validate_certificates", "str", "1"),
        Option("max_cinder_api_microversion", "str"),
        Option("max_ironic_api_microversion", "str"),
        Option("max_nova_api_microversion", "str"),
        Option("max_interface_check_attempts", "int", 10),
        # the limits, as Heat reads them: characters of template text; nested
        # stacks below the root; resources over a stack's whole nested tree
        # (only this one has -1 for unlimited)
        Option("max_nested_stack_depth", "int", 5),
        Option("max_resources_per_stack", "int", 1000),
        Option("max_server_name_length", "int", 53),
        Option("max_template_size", "int", 524288),
        Option("max_json_body_size", "int", 1048576),
        Option("reauthentication_auth_method", "str", "", ("", "trusts")),
        Option("region_name_for_services", "str"),
        Option("region_name_for_shared_services", "str"),
        Option("server_keystone_endpoint_type", "str", "", ("", "public", "internal", "admin")),
        Option("shared_services_types", "list", ["image", "volumev3"]),
        Option("stack_domain_admin", "str"),
        Option("stack_domain_admin_password", "str", secret=True),
        Option("stack_scheduler_hints", "bool", False),
        Option("stack_user_domain_id", "str"),
        Option("stack_user_domain_name", "str"),
        Option("template_fetch_timeout", "float", 60),
        Option("trusts_delegated_roles", "list", []),
        Option("stack_action_timeout", "int", 3600),
        Option("host", "host", socket.gethostname()),
    ],
    "volumes": [Option("backups_enabled", "bool", True)],
    "clients": [Option("endpoint_type", "str", "public"), Option("ca_file", "str"),
                Option("cert_file", "str"), Option("key_file", "str"),
                Option("insecure", "bool", False)],
}
for _client in ("aodh", "barbican", "cinder", "designate", "glance", "heat", "keystone", "magnum",
                "manila", "mistral", "neutron", "nova", "octavia", "swift", "trove", "zaqar"):
    OPTIONS["clients_" + _client] = _client_options()
OPTIONS["clients_heat"].append(Option("url", "uri"))
OPTIONS["clients_keystone"].append(Option("auth_uri", "uri"))
for _client in ("nova", "cinder"):
    OPTIONS["clients_" + _client].append(Option("http_log_debug", "bool", False))

_INDEX = {(section, opt.name): opt for section, opts in OPTIONS.items() for opt in opts}
#: (section, name) -> the value set (pyproject.toml, then --config-file)
_values = {}
#: called with (section, name, value) for each value set (sdk.common.config's)
listeners = []


class ConfigError(Exception):
    """A value of an option that cannot be used: one line naming the file,
    the section and the option."""


def get(name, section=DEFAULT):
    """The value of Heat's option ``name`` in ``section``: the one set, else Heat's default."""
    key = (section, name)
    if key in _values:
        return _values[key]
    return _INDEX[key].default


def set_value(section, name, value, where, table=None):
    """Set ``name`` of ``section`` from ``where`` (a file, for the error;
    ``table`` names the section there); ConfigError for an unknown option
    or a bad value."""
    option = _INDEX.get((section, name))
    table = table or section
    if option is None:
        raise ConfigError("%s: [%s] %s is not one of Heat's options plugin-sdk reads"
                          % (where, table, name))
    try:
        value = option.convert(value)
    except ValueError as exc:
        raise ConfigError("%s: [%s] %s %s" % (where, table, name, exc)) from None
    _values[(section, name)] = value
    for listener in listeners:
        listener(section, name, value)


def reset():
    """Back to Heat's defaults (for tests)."""
    for section, name in list(_values):
        del _values[(section, name)]
        for listener in listeners:
            listener(section, name, _INDEX[(section, name)].default)


def load_table(table, where):
    """``[tool.plugin-sdk.heat]`` of a pyproject.toml: [DEFAULT]'s options as
    keys, another section's as a table."""
    if not isinstance(table, dict):
        raise ConfigError("%s: [tool.plugin-sdk.heat] must be a table" % where)
    for key, value in table.items():
        if isinstance(value, dict) and key != DEFAULT and (DEFAULT, key) not in _INDEX:
            if key not in OPTIONS:
                raise ConfigError("%s: [tool.plugin-sdk.heat.%s] is not a section of Heat's "
                                  "options plugin-sdk reads" % (where, key))
            for name, item in value.items():
                set_value(key, name, item, where, "tool.plugin-sdk.heat." + key)
        else:
            set_value(DEFAULT, key, value, where, "tool.plugin-sdk.heat")


def load_file(path):
    """A heat.conf (oslo.config's INI format): the options plugin-sdk reads
    are set, the rest of Heat's configuration is left aside, as an
    oslo.config CONF without them leaves it."""
    parser = configparser.ConfigParser(interpolation=None, strict=False,
                                       default_section="\0none")
    try:
        with open(path, encoding="utf-8") as f:
            parser.read_file(f, source=path)
    except OSError as exc:
        raise ConfigError("%s: cannot read (%s)" % (path, exc.strerror)) from None
    except (configparser.Error, UnicodeDecodeError) as exc:
        raise ConfigError("%s: not an INI file: %s" % (path, str(exc).splitlines()[0])) from None
    for section in parser.sections():
        for name, value in parser.items(section):
            if (section, name) in _INDEX:
                set_value(section, name, value, path)
