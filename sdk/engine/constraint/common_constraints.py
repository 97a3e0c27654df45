"""Heat's custom constraints that need no cloud client, by their Heat names.

Each reports a failure through ``error()`` the way Heat's do ("Error
validating value 'x': <reason>"), so a plug-in author sees Heat's texts.
"""
import datetime
import ipaddress
import json
import re
import zoneinfo

from sdk.engine.constraints import BaseCustomConstraint

_FQDN_MAX_LEN = 255
_DNS_LABEL = re.compile("[a-z0-9-]{1,63}$")


def _ip_problem(value):
    """Why ``value`` is not an IP address as Neutron accepts one (None if it is)."""
    if not isinstance(value, str) or re.search(r"\s", value):
        return "'%s' is not a valid IP address" % value
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        if ":" in value or value.count(".") != 3:
            return "'%s' is not a valid IP address" % value
        try:  # leading zeros: Neutron recommends the plain form
            ip = ipaddress.ip_address(".".join(str(int(p)) for p in value.split(".")))
        except ValueError:
            return "'%s' is not a valid IP address" % value
        return "'%s' is not an accepted IP address, '%s' is recommended" % (value, ip)
    if ip.version == 4 and value.count(".") != 3:
        return "'%s' is not a valid IP address" % value
    return None


def _subnet_problem(value):
    """Why ``value`` is not a subnet in CIDR form (None if it is)."""
    try:
        if re.search(r"\s", value) or "/" not in value:
            raise ValueError(value)
        net = ipaddress.ip_network(value, strict=False)
        if net.version == 4 and "%s/%s" % (ipaddress.ip_interface(value).ip, net.prefixlen) != value:
            raise ValueError(value)
    except (ValueError, TypeError):
        return "'%s' is not a valid IP subnet" % value
    return None


class IPConstraint(BaseCustomConstraint):
    def validate(self, value, context=None, template=None):
        self._error_message = "Invalid IP address"
        return _ip_problem(value) is None


class MACConstraint(BaseCustomConstraint):
    _FORMATS = (r"([0-9a-f]{1,2}[:-]){5}[0-9a-f]{1,2}", r"([0-9a-f]{4}\.){2}[0-9a-f]{4}",
                r"[0-9a-f]{12}", r"([0-9a-f]{6}-)[0-9a-f]{6}")

    def validate(self, value, context=None, template=None):
        self._error_message = "Invalid MAC address."
        return isinstance(value, str) and any(
            re.fullmatch(f, value, re.IGNORECASE) for f in self._FORMATS)


def _dns_problem(value):
    """Why ``value`` is not a DNS name (None if it is)."""
    if not value:
        return None
    trimmed = value[:-1] if value.endswith(".") else value
    if len(trimmed) > _FQDN_MAX_LEN:
        return "'%s' exceeds the %s character FQDN limit" % (trimmed, _FQDN_MAX_LEN)
    names = trimmed.split(".")
    for name in names:
        if not name:
            return "Encountered an empty component."
        if name.startswith("-") or name.endswith("-"):
            return "Name '%s' must not start or end with a hyphen." % name
        if not _DNS_LABEL.match(name):
            return ("Name '%s' must be 1-63 characters long, each of which can only be "
                    "alphanumeric or a hyphen." % name)
    if value.endswith(".") and len(names) > 1 and re.match("^[0-9]+$", names[-1]):
        return "TLD '%s' must not be all numeric." % names[-1]
    return None


class DNSNameConstraint(BaseCustomConstraint):
    def validate(self, value, context=None):
        problem = _dns_problem(value)
        if problem:
            self._error_message = "'%s' not in valid format. Reason: %s" % (value, problem)
            return False
        return True


class RelativeDNSNameConstraint(DNSNameConstraint):
    def validate(self, value, context=None):
        if not value:
            return True
        if value.endswith("."):
            self._error_message = "'%s' is a FQDN. It should be a relative domain name." % value
            return False
        if len(value) > _FQDN_MAX_LEN - 3:
            self._error_message = (
                "'%s' contains '%s' characters. Adding a domain name will cause it to exceed "
                "the maximum length of a FQDN of '%s'." % (value, len(value), _FQDN_MAX_LEN))
            return False
        return super().validate(value, context)


class DNSDomainConstraint(DNSNameConstraint):
    def validate(self, value, context=None):
        if not value:
            return True
        if not super().validate(value, context):
            return False
        if not value.endswith("."):
            self._error_message = "'%s' must end with '.'." % value
            return False
        return True


class CIDRConstraint(BaseCustomConstraint):
    def validate(self, value, context=None, template=None):
        try:
            ipaddress.ip_network(value, strict=False)
        except (ValueError, TypeError):
            self._error_message = "Invalid net cidr invalid IPNetwork %s " % value
            return False
        problem = _subnet_problem(value)
        if problem:
            self._error_message = problem
        return problem is None


class IPorCIDRConstraint(BaseCustomConstraint):
    def validate(self, value, context=None, template=None):
        if not isinstance(value, str):
            self._error_message = "%s is not a valid IP or CIDR" % value
            return False
        problem = _subnet_problem(value) if "/" in value else _ip_problem(value)
        if problem:
            self._error_message = problem
        return problem is None


_ISO8601 = re.compile(
    r"\d{4}(-?\d{2}(-?\d{2}([T ]\d{2}(:?\d{2}(:?\d{2}([.,]\d+)?)?)?"
    r"(Z|[+-]\d{2}(:?\d{2})?)?)?)?)?$")


def _parse_isotime(value):
    if not isinstance(value, str) or not _ISO8601.match(value):
        raise ValueError("Unable to parse date string %r" % value)
    return datetime.datetime.fromisoformat(value.replace("Z", "+00:00").replace(",", "."))


class ISO8601Constraint(BaseCustomConstraint):
    def validate(self, value, context=None, template=None):
        try:
            _parse_isotime(value)
        except ValueError:
            return False
        return True


class ExpirationConstraint(BaseCustomConstraint):
    def validate(self, value, context=None):
        if not value:
            return True
        try:
            when = _parse_isotime(value.strip())
            if when.tzinfo is not None:
                when = when.astimezone(datetime.timezone.utc).replace(tzinfo=None)
            if when > datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None):
                return True
            raise ValueError("Expiration time is out of date.")
        except ValueError as ex:
            self._error_message = "Expiration %s is invalid: %s" % (value, ex)
        return False


class TimezoneConstraint(BaseCustomConstraint):
    def validate(self, value, context=None, template=None):
        if not value:
            return True
        try:
            zoneinfo.ZoneInfo(value)
            return True
        except Exception as ex:
            self._error_message = "Invalid timezone: %s" % ex
        return False


class JsonStringConstraint(BaseCustomConstraint):
    def validate(self, value, context=None):
        if not value:
            return True
        try:
            json.loads(value)
            return True
        except ValueError as ex:
            self._error_message = "JSON string %s is invalid: %s" % (value, ex)
        return False


class TestConstraintDelay(BaseCustomConstraint):
    """Heat's ``test_constr``: Heat sleeps ``value`` seconds (we do not), so
    any number is valid but a negative one, which its sleep refuses."""

    def validate(self, value, context=None):
        if not isinstance(value, (int, float)):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
        if value < 0:
            raise ValueError("sleep length must be non-negative")
        return True


def constraint_mapping():
    return {
        "ip_addr": IPConstraint, "net_cidr": CIDRConstraint, "ip_or_cidr": IPorCIDRConstraint,
        "mac_addr": MACConstraint, "iso_8601": ISO8601Constraint, "expiration": ExpirationConstraint,
        "timezone": TimezoneConstraint, "json_string": JsonStringConstraint,
        "dns_name": DNSNameConstraint, "dns_domain": DNSDomainConstraint,
        "rel_dns_name": RelativeDNSNameConstraint, "test_constr": TestConstraintDelay,
    }
