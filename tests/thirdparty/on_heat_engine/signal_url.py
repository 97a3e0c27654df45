"""Signals through Heat's signal_responder (from Heat's fetched source)."""
from heat.engine.resources import signal_responder


class Hook(signal_responder.SignalResponder):
    """A hook with a pre-signed URL."""


def resource_mapping():
    return {'Hypo::Hook': Hook}
