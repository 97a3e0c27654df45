"""The error body of each API family, so that each client raises its own
exception for a fake cloud's error. A service names its family with
``Service(..., errors=errors.neutron)``; a new service may bring its own
function of ``(status, title, message, kind)``."""

TITLES = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
          405: "Method Not Allowed", 409: "Conflict", 413: "Request Entity Too Large",
          500: "Internal Server Error", 503: "Service Unavailable"}
_NOVA_KINDS = {400: "badRequest", 403: "forbidden", 404: "itemNotFound", 409: "conflictingRequest",
               413: "overLimit", 500: "computeFault"}


def openstack(status, title, message, kind):
    """The oslo/pecan/WSME shapes at once: every other client finds its field."""
    return {"code": status, "title": title, "message": message, "faultstring": message,
            "description": message, "error": {"code": status, "message": message}}


def neutron(status, title, message, kind):
    return {"NeutronError": {"type": kind or title.replace(" ", ""), "message": message,
                             "detail": ""}}


def nova(status, title, message, kind):
    """Nova's, which Cinder, Manila and Trove share."""
    return {_NOVA_KINDS.get(status, "computeFault"): {"message": message, "code": status}}


def keystone(status, title, message, kind):
    return {"error": {"code": status, "title": title, "message": message}}


def blazar(status, title, message, kind):
    return {"error_code": status, "error_message": message,
            "error_name": kind or title.replace(" ", "")}


def magnum(status, title, message, kind):
    """Magnum's and Zun's (a JSON:API errors list)."""
    return {"errors": [{"title": title, "detail": message, "status": status,
                        "code": "client" if status < 500 else "server"}]}
