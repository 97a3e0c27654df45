"""Random passwords from character classes (Heat's
``heat.common.password_gen``), for plug-ins that generate credentials.

The generator is the one ``OS::Heat::RandomString`` uses."""
import collections
import random
import string

CHARACTER_CLASSES = (
    LETTERS_DIGITS, LETTERS, LOWERCASE, UPPERCASE, DIGITS, HEXDIGITS, OCTDIGITS,
) = (
    "lettersdigits", "letters", "lowercase", "uppercase", "digits", "hexdigits", "octdigits",
)

#: the characters of each class
CLASS_CHARACTERS = {
    LETTERS_DIGITS: string.ascii_letters + string.digits, LETTERS: string.ascii_letters,
    LOWERCASE: string.ascii_lowercase, UPPERCASE: string.ascii_uppercase,
    DIGITS: string.digits, HEXDIGITS: string.digits + "ABCDEF", OCTDIGITS: string.octdigits,
}

#: characters a password may draw from, and how many at least
CharClass = collections.namedtuple("CharClass", ("allowed_chars", "min_count"))


def named_char_class(char_class, min_count=0):
    """One of CHARACTER_CLASSES as a CharClass."""
    assert char_class in CHARACTER_CLASSES
    return CharClass(frozenset(CLASS_CHARACTERS[char_class]), min_count)


def special_char_class(allowed_chars, min_count=0):
    """Any characters as a CharClass."""
    return CharClass(frozenset(allowed_chars), min_count)


def generate_password(length, char_classes):
    """``length`` random characters, at least ``min_count`` from each class."""
    return random_string(
        length, [("".join(sorted(c.allowed_chars)), c.min_count) for c in char_classes])


def random_string(length, pools):
    """``length`` characters: at least ``minimum`` from each (chars, minimum)
    pool, the rest from all pools together, shuffled."""
    rng = random.SystemRandom()
    chosen = [rng.choice(chars) for chars, minimum in pools for _ in range(minimum)]
    everything = "".join(sorted(set("".join(chars for chars, _ in pools))))
    chosen += [rng.choice(everything) for _ in range(max(0, length - len(chosen)))]
    return "".join(rng.sample(chosen, length))


def generate_openstack_password():
    """32 characters with a lower-case letter, an upper-case letter, a digit
    and one of ``!@#%^&*``, as Keystone users' passwords are made."""
    return generate_password(32, [named_char_class(LOWERCASE, 1), named_char_class(UPPERCASE, 1),
                                  named_char_class(DIGITS, 1), special_char_class("!@#%^&*", 1)])
