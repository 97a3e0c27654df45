"""Which errors the validator reports as findings, and which it lets
through."""
from sdk.common import template_format
from sdk.validate.offline import NeedsCloud

#: what attempt() returns when the call failed
FAILED = object()


def needs_cloud(exc):
    """Whether ``exc`` comes from a check that reached for a client."""
    while exc is not None:
        if isinstance(exc, NeedsCloud):
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def user_error(exc):
    """Whether ``exc``, raised while checking a piece of the template, is
    reported as a finding: Heat's errors and whatever a plug-in raises
    are. A limit met on the way (a function's value too big) is raised as
    it is instead: the template is refused, as every command refuses it."""
    cause = exc
    while cause is not None:
        if isinstance(cause, template_format.RequestLimitExceeded):
            raise cause
        cause = cause.__cause__ or cause.__context__
    return isinstance(exc, Exception)
