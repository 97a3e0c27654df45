"""Heat's custom constraints that need no cloud client, by their Heat names."""
import datetime
import ipaddress
import json
import re


class _Constraint:
    def validate(self, value, context=None):
        try:
            return bool(self.check(value))
        except (ValueError, TypeError) as exc:
            self._error_message = str(exc)
            return False


class IPConstraint(_Constraint):
    def check(self, value):
        return ipaddress.ip_address(value)


class CIDRConstraint(_Constraint):
    def check(self, value):
        return "/" in str(value) and ipaddress.ip_network(value, strict=False)


class IPorCIDRConstraint(_Constraint):
    def check(self, value):
        return ipaddress.ip_network(value, strict=False)


class MACConstraint(_Constraint):
    def check(self, value):
        return re.fullmatch(r"([0-9a-fA-F]{2}[:-]){5}[0-9a-fA-F]{2}", str(value))


class ISO8601Constraint(_Constraint):
    def check(self, value):
        return datetime.datetime.fromisoformat(str(value).replace("Z", "+00:00"))


class JsonStringConstraint(_Constraint):
    def check(self, value):
        json.loads(value)
        return True


class DNSNameConstraint(_Constraint):
    _label = r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)"

    def check(self, value):
        value = str(value).rstrip(".")
        return len(value) <= 255 and all(re.fullmatch(self._label, p) for p in value.split("."))


class TestConstraintDelay(_Constraint):
    """Heat's ``test_constr``: valid for any value (Heat sleeps; we do not)."""

    def check(self, value):
        return True


def constraint_mapping():
    return {
        "ip_addr": IPConstraint, "net_cidr": CIDRConstraint, "ip_or_cidr": IPorCIDRConstraint,
        "mac_addr": MACConstraint, "iso_8601": ISO8601Constraint,
        "json_string": JsonStringConstraint, "dns_name": DNSNameConstraint,
        "dns_domain": DNSNameConstraint, "rel_dns_name": DNSNameConstraint,
        "test_constr": TestConstraintDelay,
    }
