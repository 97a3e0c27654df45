"""Heat's configuration options that its in-tree resources and client
plug-ins read (``cfg.CONF.max_server_name_length``...), with Heat 27's
defaults, registered on oslo.config's global CONF.

Heat's own heat/common/config.py cannot be loaded without Heat's service
stack (oslo.db, oslo.middleware, osprofiler and its WSGI server), so the
options are declared here by name, type and default; a module that calls
``cfg.CONF.import_opt(name, 'heat.common.config')`` gets them.
"""
import socket

from oslo_config import cfg

_TRANSPORT_CHOICES = {
    "default_deployment_signal_transport": ["CFN_SIGNAL", "TEMP_URL_SIGNAL", "HEAT_SIGNAL",
                                            "ZAQAR_SIGNAL"],
    "default_software_config_transport": ["POLL_SERVER_CFN", "POLL_SERVER_HEAT",
                                          "POLL_TEMP_URL", "ZAQAR_MESSAGE"],
    "default_user_data_format": ["HEAT_CFNTOOLS", "RAW", "SOFTWARE_CONFIG"],
}

_DEFAULTS = [
    cfg.BoolOpt("allow_trusts_redelegation", default=False),
    cfg.IntOpt("client_retry_limit", default=2),
    cfg.StrOpt("default_deployment_signal_transport", default="CFN_SIGNAL",
               choices=_TRANSPORT_CHOICES["default_deployment_signal_transport"]),
    cfg.StrOpt("default_software_config_transport", default="POLL_SERVER_CFN",
               choices=_TRANSPORT_CHOICES["default_software_config_transport"]),
    cfg.StrOpt("default_user_data_format", default="HEAT_CFNTOOLS",
               choices=_TRANSPORT_CHOICES["default_user_data_format"]),
    cfg.URIOpt("heat_metadata_server_url", schemes=["http", "https"]),
    cfg.URIOpt("heat_waitcondition_server_url", schemes=["http", "https"]),
    cfg.StrOpt("heat_stack_user_role", default="heat_stack_user"),
    cfg.StrOpt("instance_connection_is_secure", default="0"),
    cfg.StrOpt("instance_connection_https_validate_certificates", default="1"),
    cfg.StrOpt("max_cinder_api_microversion"),
    cfg.StrOpt("max_ironic_api_microversion"),
    cfg.StrOpt("max_nova_api_microversion"),
    cfg.IntOpt("max_interface_check_attempts", default=10),
    cfg.IntOpt("max_nested_stack_depth", default=5),
    cfg.IntOpt("max_resources_per_stack", default=1000),
    cfg.IntOpt("max_server_name_length", default=53),
    cfg.IntOpt("max_template_size", default=524288),
    cfg.IntOpt("max_json_body_size", default=1048576),
    cfg.StrOpt("reauthentication_auth_method", default="", choices=["", "trusts"]),
    cfg.StrOpt("region_name_for_services"),
    cfg.StrOpt("region_name_for_shared_services"),
    cfg.StrOpt("server_keystone_endpoint_type", default="",
               choices=["", "public", "internal", "admin"]),
    cfg.ListOpt("shared_services_types", default=["image", "volumev3"]),
    cfg.StrOpt("stack_domain_admin"),
    cfg.StrOpt("stack_domain_admin_password", secret=True),
    cfg.BoolOpt("stack_scheduler_hints", default=False),
    cfg.StrOpt("stack_user_domain_id"),
    cfg.StrOpt("stack_user_domain_name"),
    cfg.FloatOpt("template_fetch_timeout", default=60),
    cfg.ListOpt("trusts_delegated_roles", default=[]),
    cfg.IntOpt("stack_action_timeout", default=3600),
    cfg.HostAddressOpt("host", default=socket.gethostname()),
]

_GROUPS = {
    "volumes": [cfg.BoolOpt("backups_enabled", default=True)],
    "clients": [cfg.StrOpt("endpoint_type", default="public"), cfg.StrOpt("ca_file"),
                cfg.StrOpt("cert_file"), cfg.StrOpt("key_file"),
                cfg.BoolOpt("insecure", default=False)],
}
_CLIENTS = ("aodh", "barbican", "cinder", "designate", "glance", "heat", "keystone", "magnum",
            "manila", "mistral", "neutron", "nova", "octavia", "swift", "trove", "zaqar")


def _client_opts():
    return [cfg.StrOpt("endpoint_type"), cfg.StrOpt("ca_file"), cfg.StrOpt("cert_file"),
            cfg.StrOpt("key_file"), cfg.BoolOpt("insecure")]


def _register():
    cfg.CONF.register_opts(_DEFAULTS)
    for group, opts in _GROUPS.items():
        cfg.CONF.register_opts(opts, group=group)
    for client in _CLIENTS:
        cfg.CONF.register_opts(_client_opts(), group="clients_" + client)
    cfg.CONF.register_opts([cfg.URIOpt("url")], group="clients_heat")
    cfg.CONF.register_opts([cfg.URIOpt("auth_uri")], group="clients_keystone")
    for client in ("nova", "cinder"):
        cfg.CONF.register_opts([cfg.BoolOpt("http_log_debug", default=False)],
                               group="clients_" + client)


_register()
