"""Support status of resource types, properties and attributes.

An object's history is a chain, newest first, linked by ``previous_status``:
UNSUPPORTED -> SUPPORTED -> DEPRECATED -> HIDDEN (or -> UNSUPPORTED).
"""
from __future__ import annotations

SUPPORT_STATUSES = (UNKNOWN, SUPPORTED, DEPRECATED, UNSUPPORTED, HIDDEN) = (
    "UNKNOWN", "SUPPORTED", "DEPRECATED", "UNSUPPORTED", "HIDDEN")


class SupportStatus:
    """Where an object stands in its life cycle, and since which version."""

    def __init__(self, status: str = SUPPORTED, message: str | None = None, version: str | None = None,
                 previous_status: SupportStatus | None = None, substitute_class: type | None = None):
        self.status = status
        self.message = message
        self.version = version
        self.previous_status = previous_status
        self.substitute_class = substitute_class
        self.validate()

    def validate(self):
        if self.previous_status is not None and not isinstance(self.previous_status, SupportStatus):
            raise ValueError("previous_status must be SupportStatus instead of %s"
                             % type(self.previous_status))
        if self.status not in SUPPORT_STATUSES:
            # Heat does not refuse an unknown status; it records UNKNOWN.
            self.status = UNKNOWN
            self.message = "Specified status is invalid, defaulting to %s" % UNKNOWN
            self.version = None
            self.previous_status = None

    def to_dict(self):
        return {"status": self.status, "message": self.message, "version": self.version,
                "previous_status": (self.previous_status.to_dict()
                                    if self.previous_status is not None else None)}

    def is_substituted(self, substitute_class):
        return self.substitute_class is not None and substitute_class is self.substitute_class

    def chain(self):
        """This status and its predecessors, newest first."""
        status = self
        while status is not None:
            yield status
            status = status.previous_status

    def __repr__(self):
        return "SupportStatus(%r, version=%r)" % (self.status, self.version)


def is_valid_status(status):
    return status in SUPPORT_STATUSES
