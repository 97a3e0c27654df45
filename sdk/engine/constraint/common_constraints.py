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


#: (low, high) of each column of a CRON expression: minute, hour, day of
#: month, month, day of week, then the optional second and year
_CRON_RANGES = ((0, 59), (0, 23), (1, 31), (1, 12), (0, 7), (0, 59), (1970, 2099))
_CRON_NAMES = {3: "jan feb mar apr may jun jul aug sep oct nov dec".split(),
               4: "sun mon tue wed thu fri sat".split()}
_CRON_ALIASES = ("@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight",
                 "@hourly")
_CRON_PART = re.compile(r"(\*|\?|[0-9a-z]+)(?:-([0-9a-z]+))?(?:/([0-9]+))?$")


def _cron_number(text, column):
    """A column's value: a number, or a month or weekday name (1-based months)."""
    if text.isdigit():
        return int(text)
    names = _CRON_NAMES.get(column, ())
    if text in names:
        return names.index(text) + (1 if column == 3 else 0)
    raise LookupError(text)


def _cron_problem(expression):
    """Why croniter (Heat's parser of CRON expressions) refuses
    ``expression``, in its words (None if it parses)."""
    text = expression.strip().lower()
    if text in _CRON_ALIASES:
        return None
    columns = text.split()
    if len(columns) not in (5, 6, 7):
        return "Exactly 5, 6 or 7 columns has to be specified for iterator expression."
    for column, field in enumerate(columns):
        low, high = _CRON_RANGES[column]
        for part in field.split(","):
            part = re.sub(r"#[1-5]$", "", part) if column == 4 else part
            if part in ("l", "lw") or re.fullmatch(r"[0-9]+w|l-[0-9]+", part):
                continue
            match = _CRON_PART.match(part)
            if not match:
                return "[%s] is not acceptable" % expression
            first, last, step = match.groups()
            if step is not None and int(step) == 0:
                return "[%s] step '0' in field %d is not acceptable" % (expression, column)
            if first in ("*", "?"):
                continue
            try:
                values = [_cron_number(v, column) for v in (first, last) if v is not None]
            except LookupError:
                return "[%s] is not acceptable" % expression
            if any(not low <= v <= high for v in values):
                return ("%s is out of bands" % expression if last is not None
                        else "[%s] is not acceptable, out of range" % expression)
    return None


class CRONExpressionConstraint(BaseCustomConstraint):
    """Heat's ``cron_expression`` (OS::Mistral::CronTrigger's pattern)."""

    def validate(self, value, context=None, template=None):
        if not value:
            return True
        problem = _cron_problem(value)
        if problem:
            self._error_message = "Invalid CRON expression: %s" % problem
        return problem is None


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
        "timezone": TimezoneConstraint, "cron_expression": CRONExpressionConstraint,
        "json_string": JsonStringConstraint,
        "dns_name": DNSNameConstraint, "dns_domain": DNSDomainConstraint,
        "rel_dns_name": RelativeDNSNameConstraint, "test_constr": TestConstraintDelay,
    }
