"""What ``from oslo_log import log as logging`` gives a plug-in when the
oslo.log library is not installed.

Nearly every Heat plug-in (Heat's own and third parties') opens with that
import and only ever calls ``logging.getLogger(__name__)`` and the
logger's methods, so plugin-sdk maps it onto Python's ``logging`` rather
than make every user install oslo.log and the oslo libraries it needs to run a
unit test. With oslo.log installed, the real library is used. Only
``getLogger`` (and the adapter it returns) is provided: a plug-in using
more of oslo.log fails to load with a hint to install it.
"""
import logging


class KeywordArgumentAdapter(logging.LoggerAdapter):
    """A logger that accepts oslo.log's extra keyword arguments (``resource``,
    ``instance``...) and still has the deprecated ``warn``."""

    def process(self, msg, kwargs):
        own = {k: kwargs.pop(k) for k in list(kwargs)
               if k not in ("exc_info", "stack_info", "stacklevel", "extra")}
        if own:
            kwargs["extra"] = dict(kwargs.get("extra") or {}, **own)
        return msg, kwargs

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)


def getLogger(name=None, project="unknown", version="unknown"):
    """A logger for ``name`` (oslo.log's signature)."""
    return KeywordArgumentAdapter(logging.getLogger(name), {})
