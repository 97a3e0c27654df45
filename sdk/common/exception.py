"""Exceptions that plug-ins raise or catch, with Heat's names and messages.

Messages are formatted from ``msg_fmt`` with the constructor's keyword
arguments, as in Heat: a plug-in author sees the same text locally as in a
deployment.
"""

#: Heat's switch of the same name: when True (as in Heat's own unit-test
#: fixtures), a msg_fmt that the keyword arguments do not fill raises the
#: KeyError instead of reading "An unknown exception occurred.".
_FATAL_EXCEPTION_FORMAT_ERRORS = False


def unwrapped(exc):
    """Mark a user's mistake for which Heat raises a plain Python error
    (TypeError, AttributeError, RecursionError...) instead of one of its own:
    it keeps its type, as in Heat, and is still reported as bad input."""
    exc.unwrapped = True
    return exc


def is_unwrapped(exc):
    return getattr(exc, "unwrapped", False)


def is_user_error(exc):
    """Whether ``exc`` reports a mistake in the user's input: one of Heat's
    errors, a ValueError, or a plain error marked by :func:`unwrapped`."""
    return isinstance(exc, (HeatException, ValueError)) or is_unwrapped(exc)


class HeatException(Exception):
    """Base class: ``msg_fmt % kwargs`` becomes the message."""

    msg_fmt = "An unknown exception occurred."
    error_code = None

    def __init__(self, **kwargs):
        self.kwargs = kwargs
        try:
            self.message = self.msg_fmt % kwargs
        except KeyError:
            if _FATAL_EXCEPTION_FORMAT_ERRORS:
                raise
            # Heat logs the mismatch and keeps its generic text.
            self.message = "An unknown exception occurred."
        if self.error_code:
            self.message = "HEAT-E%s %s" % (self.error_code, self.message)
        super().__init__(self.message)

    def __str__(self):
        return self.message

    def __deepcopy__(self, memo):
        return self.__class__(**self.kwargs)


def _exc(name, msg_fmt, base=HeatException, **attrs):
    return type(name, (base,), dict(msg_fmt=msg_fmt, __module__=__name__, **attrs))


Invalid = _exc("Invalid", "Data supplied was not valid: %(reason)s")
UserParameterMissing = _exc("UserParameterMissing", "The Parameter (%(key)s) was not provided.")
UnknownUserParameter = _exc("UnknownUserParameter", "The Parameter (%(key)s) was not defined in template.")
InvalidTemplateVersion = _exc("InvalidTemplateVersion", "The template version is invalid: %(explanation)s")
InvalidTemplateSection = _exc("InvalidTemplateSection", "The template section is invalid: %(section)s")
ImmutableParameterModified = _exc(
    "ImmutableParameterModified",
    "The following parameters are immutable and may not be updated: %(keys)s")
InvalidTemplateAttribute = _exc(
    "InvalidTemplateAttribute", "The Referenced Attribute (%(resource)s %(key)s) is incorrect.")
InvalidTemplateReference = _exc(
    "InvalidTemplateReference", 'The specified reference "%(resource)s" (in %(key)s) is incorrect.')
TemplateOutputError = _exc(
    "TemplateOutputError", "Error in %(resource)s output %(attribute)s: %(message)s")
InvalidExternalResourceDependency = _exc(
    "InvalidExternalResourceDependency",
    "Invalid dependency with external %(resource_type)s resource: %(external_id)s")
EntityNotFound = _exc("EntityNotFound", "The %(entity)s (%(name)s) could not be found.")
PhysicalResourceExists = _exc("PhysicalResourceExists", "The physical resource for (%(name)s) exists.")
PhysicalResourceNameAmbiguity = _exc(
    "PhysicalResourceNameAmbiguity", "Multiple physical resources were found with name (%(name)s).")
PhysicalResourceIDAmbiguity = _exc(
    "PhysicalResourceIDAmbiguity", "Multiple resources were found with the physical ID (%(phys_id)s).")
StackExists = _exc("StackExists", "The Stack (%(stack_name)s) already exists.")
InvalidSchemaError = _exc("InvalidSchemaError", "%(message)s")
InvalidRestrictedAction = _exc("InvalidRestrictedAction", "%(message)s")
InvalidBreakPointHook = _exc("InvalidBreakPointHook", "%(message)s")
ResourceNotFound = _exc(
    "ResourceNotFound",
    "The Resource (%(resource_name)s) could not be found in Stack %(stack_name)s.",
    base=EntityNotFound)
SnapshotNotFound = _exc(
    "SnapshotNotFound", "The Snapshot (%(snapshot)s) for Stack (%(stack)s) could not be found.",
    base=EntityNotFound)
ResourceTypeUnavailable = _exc(
    "ResourceTypeUnavailable",
    "Service %(service_name)s is not available for resource type %(resource_type)s, "
    "reason: %(reason)s", error_code="99001")
ResourceNotAvailable = _exc("ResourceNotAvailable", "The Resource (%(resource_name)s) is not available.")
ClientNotAvailable = _exc("ClientNotAvailable", "The client (%(client_name)s) is not available.")
NotSupported = _exc("NotSupported", "%(feature)s is not supported.")
ResourceActionNotSupported = _exc("ResourceActionNotSupported", "%(action)s is not supported for resource.")
ResourceActionRestricted = _exc("ResourceActionRestricted", "%(action)s is restricted for resource.")
ResourcePropertyDependency = _exc(
    "ResourcePropertyDependency", "%(prop1)s cannot be specified without %(prop2)s.")
ResourcePropertyValueDependency = _exc(
    "ResourcePropertyValueDependency",
    "%(prop1)s property should only be specified for %(prop2)s with value %(value)s.")


class Error(HeatException):
    msg_fmt = "%(message)s"

    def __init__(self, message):
        super().__init__(message=message)


class NotFound(HeatException):
    """Heat's NotFound takes its whole message as the format."""

    def __init__(self, msg_fmt="Not found"):
        self.msg_fmt = msg_fmt
        super().__init__()


RequestLimitExceeded = _exc("RequestLimitExceeded", "Request limit exceeded: %(message)s")
StackResourceLimitExceeded = _exc("StackResourceLimitExceeded", "Maximum resources per stack exceeded.")
ActionInProgress = _exc(
    "ActionInProgress", "Stack %(stack_name)s already has an action (%(action)s) in progress.")
CircularDependencyException = _exc("CircularDependencyException", "Circular Dependency Found: %(cycle)s")


class ResourceUnknownStatus(HeatException):
    msg_fmt = '%(result)s - Unknown status %(resource_status)s due to "%(status_reason)s"'

    def __init__(self, result="Resource failed", status_reason="Unknown", **kwargs):
        super().__init__(result=result, status_reason=status_reason, **kwargs)


class ResourceInError(HeatException):
    msg_fmt = 'Went to status %(resource_status)s due to "%(status_reason)s"'

    def __init__(self, status_reason="Unknown", **kwargs):
        super().__init__(status_reason=status_reason, **kwargs)


class _PropertiesError(HeatException):
    """An error about several properties, given as positional names."""

    def __init__(self, *args, **kwargs):
        if args:
            kwargs["props"] = ", ".join(args)
        super().__init__(**kwargs)


class ResourcePropertyConflict(_PropertiesError):
    msg_fmt = "Cannot define the following properties at the same time: %(props)s."


class PropertyUnspecifiedError(_PropertiesError):
    msg_fmt = "At least one of the following properties must be specified: %(props)s."


class HeatExceptionWithPath(HeatException):
    """An error located by a path such as ``resources.r.properties.p``."""

    msg_fmt = "%(error)s%(path)s%(message)s"

    def __init__(self, error=None, path=None, message=None):
        self.error = error or ""
        if isinstance(path, list):
            self.path = path
        elif isinstance(path, str):
            self.path = [path]
        else:
            self.path = []
        self.error_message = message or ""
        super().__init__(error=("%s: " % self.error) if self.error else "",
                         path=self._render_path(self.path),
                         message=self.error_message)

    @staticmethod
    def _render_path(path):
        if not path:
            return ""
        out = str(path[0])
        for item in path[1:]:
            text = str(item)
            out += "[%s]" % text if (isinstance(item, int) or text.isdigit()) else "." + text
        return out + ": "

    def __deepcopy__(self, memo):
        return self.__class__(error=self.error, path=self.path, message=self.error_message)


class StackValidationFailed(HeatExceptionWithPath):
    """A template, parameter or property failed validation."""

    def __init__(self, error=None, path=None, message=None, resource=None):
        if path is None:
            path = []
        elif isinstance(path, str):
            path = [path]
        if resource is not None and not path:
            path = [resource.stack.t.get_section_name(resource.stack.t.RESOURCES), resource.name]
        if isinstance(error, StackValidationFailed):
            message = error.error_message
            path = path + error.path
            error = error.error
        elif isinstance(error, Exception):
            message = str(error)
            error = type(error).__name__
        super().__init__(error=error, path=path, message=message)


class ResourceFailure(HeatExceptionWithPath):
    """A resource action failed; ``exc`` is what the plug-in raised."""

    def __init__(self, exception_or_error, resource, action=None):
        self.resource = resource
        self.action = action
        if action is None and resource is not None:
            self.action = resource.action
        path, message = [], ""
        if isinstance(exception_or_error, Exception):
            if isinstance(exception_or_error, ResourceFailure):
                self.exc = exception_or_error.exc
                error = exception_or_error.error
                message = exception_or_error.error_message
                path = exception_or_error.path
            else:
                self.exc = exception_or_error
                error = type(self.exc).__name__
                message = str(self.exc)
                if resource is not None:
                    path = [resource.stack.t.get_section_name("resources"), resource.name]
        else:
            # a text (a nested stack's status reason) is the message, under
            # this resource's path, as in Heat: no "Type: " of its own
            self.exc = None
            error, message = None, exception_or_error
            if resource is not None:
                path = [resource.stack.t.get_section_name("resources"), resource.name]
            if resource is not None and (
                    "Resource %s failed: " % (self.action or "").upper()) in exception_or_error:
                # "Resource ACTION failed: Type: path: message": its error, and
                # its path under this resource
                parts = [p.strip() for p in exception_or_error.split(":")]
                if len(parts) >= 4:
                    error, message = parts[1], ": ".join(parts[3:])
                    path = path + parts[2].split(".")
        super().__init__(error=error, path=path, message=message)


class UpdateReplace(Exception):
    """Raised by a plug-in to ask for replacement instead of an in-place update."""

    msg_fmt = "The Resource %s requires replacement."

    def __init__(self, resource_name="Unknown"):
        super().__init__(self.msg_fmt % resource_name)


class UpdateInProgress(Exception):
    def __init__(self, resource_name="Unknown"):
        super().__init__("The resource %s is already being updated." % resource_name)


# -- errors plug-ins raise when talking to services (Heat's names and texts) --
MissingCredentialError = _exc("MissingCredentialError", "Missing required credential: %(required)s")
NotAuthenticated = _exc("NotAuthenticated", "You are not authenticated.")
InterfaceAttachFailed = _exc("InterfaceAttachFailed",
                             "Failed to attach interface (%(port)s) to server (%(server)s)")
InterfaceDetachFailed = _exc("InterfaceDetachFailed",
                             "Failed to detach interface (%(port)s) from server (%(server)s)")
InvalidServiceVersion = _exc("InvalidServiceVersion", "Invalid service %(service)s version %(version)s")
KeystoneServiceNameConflict = _exc(
    "KeystoneServiceNameConflict", "Keystone has more than one service with same name "
    "%(service)s. Please use service id instead of name")
DownloadLimitExceeded = _exc("DownloadLimitExceeded",
                             "Permissible download limit exceeded: %(message)s")


class AuthorizationFailure(HeatException):
    msg_fmt = "Authorization failed.%(failure_reason)s"

    def __init__(self, failure_reason=""):
        super().__init__(failure_reason=" " + failure_reason if failure_reason else "")


class Forbidden(HeatException):
    msg_fmt = "You are not authorized to use %(action)s."

    def __init__(self, action="this action"):
        super().__init__(action=action)


class NotAuthorized(Forbidden):
    msg_fmt = "You are not authorized to complete this action."
