"""Random passwords from character classes (Heat's
``heat.common.password_gen``), for plug-ins that generate credentials.

The generator is the one ``OS::Heat::RandomString`` uses."""
import collections

from sdk import builtin_resources

CHARACTER_CLASSES = (
    LETTERS_DIGITS, LETTERS, LOWERCASE, UPPERCASE, DIGITS, HEXDIGITS, OCTDIGITS,
) = (
    "lettersdigits", "letters", "lowercase", "uppercase", "digits", "hexdigits", "octdigits",
)

#: characters a password may draw from, and how many at least
CharClass = collections.namedtuple("CharClass", ("allowed_chars", "min_count"))


def named_char_class(char_class, min_count=0):
    """One of CHARACTER_CLASSES as a CharClass."""
    assert char_class in CHARACTER_CLASSES
    return CharClass(frozenset(builtin_resources.CHARACTER_CLASSES[char_class]), min_count)


def special_char_class(allowed_chars, min_count=0):
    """Any characters as a CharClass."""
    return CharClass(frozenset(allowed_chars), min_count)


def generate_password(length, char_classes):
    """``length`` random characters, at least ``min_count`` from each class."""
    return builtin_resources.random_string(
        length, [("".join(sorted(c.allowed_chars)), c.min_count) for c in char_classes])


def generate_openstack_password():
    """32 characters with a lower-case letter, an upper-case letter, a digit
    and one of ``!@#%^&*``, as Keystone users' passwords are made."""
    return generate_password(32, [named_char_class(LOWERCASE, 1), named_char_class(UPPERCASE, 1),
                                  named_char_class(DIGITS, 1), special_char_class("!@#%^&*", 1)])
