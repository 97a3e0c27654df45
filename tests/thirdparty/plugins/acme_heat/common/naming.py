"""Name rules shared by ACME's resources."""

import re

MAX_NAME = 32

_BAD = re.compile(r'[^a-z0-9-]+')


def acme_name(stack_name, resource_name, suffix=None):
    """A name ACME's API accepts: lower case, dashes, at most 32 chars."""
    parts = [stack_name, resource_name] + ([suffix] if suffix else [])
    name = _BAD.sub('-', '-'.join(parts).lower()).strip('-')
    return name[:MAX_NAME]
