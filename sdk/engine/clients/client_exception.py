"""Errors a client plug-in raises when looking entities up by name (Heat's
``heat.engine.clients.client_exception``)."""
from sdk.common import exception


class EntityMatchNotFound(exception.HeatException):
    msg_fmt = "No %(entity)s matching %(args)s."

    def __init__(self, entity=None, args=None, **kwargs):
        super().__init__(entity=entity, args=args, **kwargs)


class EntityUniqueMatchNotFound(EntityMatchNotFound):
    msg_fmt = "No %(entity)s unique match found for %(args)s."


class InterfaceNotFound(exception.HeatException):
    msg_fmt = "No network interface found for server %(id)s."
