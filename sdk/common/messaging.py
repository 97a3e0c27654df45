"""Heat's notifier (heat.common.messaging.get_notifier) for a local
runtime: no message bus, so notifications (autoscaling's
``autoscaling.start`` / ``.end`` / ``.error``...) go to the log, where a test
or a user can see them. Heat's own module needs oslo.messaging and
osprofiler."""
import logging

LOG = logging.getLogger("heat.notification")


class _Notifier:
    def __init__(self, publisher_id):
        self.publisher_id = publisher_id

    def __getattr__(self, level):
        if level not in ("audit", "critical", "debug", "error", "info", "sample", "warn"):
            raise AttributeError(level)

        def notify(context, event_type, payload):
            LOG.info("%s %s %s: %s", self.publisher_id, level.upper(), event_type, payload)
        return notify


def get_notifier(publisher_id):
    return _Notifier(publisher_id)
