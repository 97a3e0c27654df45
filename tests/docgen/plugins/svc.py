"""Fixture plug-ins for the docgen tests: every feature the reference shows."""
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource, support


class Thing(resource.Resource):
    """A thing the service keeps.

    It replaces :resource:`My::Svc::Old`; see ``networks`` for wiring.
    """

    support_status = support.SupportStatus(version="5.0.0")

    properties_schema = {
        "name": properties.Schema(
            properties.Schema.STRING, _("Name of the thing."), required=True,
            update_allowed=True,
            constraints=[constraints.Length(1, 64),
                         constraints.AllowedPattern("[a-z][a-z0-9-]*",
                                                    _("Lower-case letters, digits and dashes."))]),
        "future_option": properties.Schema(properties.Schema.STRING, _("Not there yet."),
                                           implemented=False),
        "size": properties.Schema(
            properties.Schema.INTEGER, _("Size in units."), default=2,
            constraints=[constraints.Range(1, 10), constraints.Modulo(2, 0)]),
        "flavor": properties.Schema(
            properties.Schema.STRING, _("Flavor of the thing."), immutable=True,
            constraints=[constraints.CustomConstraint("nova.flavor")]),
        "networks": properties.Schema(
            properties.Schema.LIST, _("Networks to attach."),
            schema=properties.Schema(
                properties.Schema.MAP,
                schema={
                    "port": properties.Schema(properties.Schema.STRING, _("Port to use."),
                                              required=True),
                    "fixed_ip": properties.Schema(properties.Schema.STRING, _("Fixed address.")),
                    "secret_key": properties.Schema(
                        properties.Schema.STRING, _("ZorkSecretKey must not show."),
                        support_status=support.SupportStatus(status=support.HIDDEN)),
                    "options": properties.Schema(
                        properties.Schema.MAP, _("Port options."),
                        schema={
                            "level3": properties.Schema(properties.Schema.STRING, _("Deep option.")),
                            "deep_hidden": properties.Schema(
                                properties.Schema.INTEGER, _("ZorkDeepHidden must not show."),
                                support_status=support.SupportStatus(status=support.HIDDEN)),
                        }),
                })),
        "mode": properties.Schema(
            properties.Schema.STRING, _('Operating mode, "fast" or "safe".'), default="fast",
            constraints=[constraints.AllowedValues(["fast", "safe"])],
            support_status=support.SupportStatus(
                status=support.DEPRECATED, version="8.0.0", message=_("Use size instead."),
                previous_status=support.SupportStatus(version="5.0.0"))),
        "legacy_flag": properties.Schema(
            properties.Schema.BOOLEAN, _("ZorkLegacyFlag must not show."),
            support_status=support.SupportStatus(
                status=support.HIDDEN, version="9.0.0",
                previous_status=support.SupportStatus(status=support.DEPRECATED, version="7.0.0"))),
        "tags": properties.Schema(
            properties.Schema.LIST, _("Tags."),
            schema=properties.Schema(properties.Schema.STRING)),
        "metadata": properties.Schema(properties.Schema.MAP, _("Free-form metadata."),
                                      update_allowed=True),
    }
    update_policy_schema = {
        "rolling_update": properties.Schema(
            properties.Schema.MAP, _("How to replace members."),
            schema={
                "batch_size": properties.Schema(properties.Schema.INTEGER, _("Members at a time."),
                                                default=1, constraints=[constraints.Range(min=1)]),
                "pause_hidden": properties.Schema(
                    properties.Schema.NUMBER, _("ZorkPauseHidden must not show."),
                    support_status=support.SupportStatus(status=support.HIDDEN)),
            }),
    }
    attributes_schema = {
        "address": attributes.Schema(_("Address of the thing."), type=attributes.Schema.STRING),
        "details": attributes.Schema(
            _("Details of the thing."), type=attributes.Schema.MAP,
            support_status=support.SupportStatus(status=support.DEPRECATED, version="9.0.0",
                                                 message=_("Use address instead."))),
        "internal_token": attributes.Schema(
            _("ZorkInternalToken must not show."),
            support_status=support.SupportStatus(status=support.HIDDEN)),
    }


class Old(resource.Resource):
    """The thing's predecessor."""

    support_status = support.SupportStatus(
        status=support.DEPRECATED, version="8.0.0", message=_("Use My::Svc::Thing instead."),
        previous_status=support.SupportStatus(version="2014.2"))

    properties_schema = {
        "Size": {"Type": "Number", "Description": "Size, the old way.",
                 "MinValue": 1, "MaxValue": 5, "Required": True},
    }


class Beta(resource.Resource):
    """An experiment."""

    support_status = support.SupportStatus(status=support.UNSUPPORTED,
                                           message=_("Still experimental."))
    properties_schema = {}


class Gone(resource.Resource):
    """ZorkGoneType must not show."""

    support_status = support.SupportStatus(
        status=support.HIDDEN, version="10.0.0",
        previous_status=support.SupportStatus(status=support.DEPRECATED, version="9.0.0",
                                              message=_("ZorkGoneMessage")))
    properties_schema = {}


def resource_mapping():
    return {"My::Svc::Thing": Thing, "My::Svc::Old": Old, "My::Svc::Beta": Beta,
            "My::Svc::Gone": Gone}
