"""Heat's version numbers and the release names readers know them by.

Support statuses carry a version ("5.0.0"); readers think in releases
("Liberty"). Projects with their own numbering override or extend the table
with the ``plugin_sdk_release_names`` config value.
"""
from lint import versions

#: Heat's version -> OpenStack release, as Heat's own support statuses use them.
HEAT_RELEASES = {
    "2013.1": "Grizzly",
    "2013.2": "Havana",
    "2014.1": "Icehouse",
    "2014.2": "Juno",
    "2015.1": "Kilo",
    "5.0.0": "Liberty",
    "6.0.0": "Mitaka",
    "7.0.0": "Newton",
    "8.0.0": "Ocata",
    "9.0.0": "Pike",
    "10.0.0": "Queens",
    "11.0.0": "Rocky",
    "12.0.0": "Stein",
    "13.0.0": "Train",
    "14.0.0": "Ussuri",
    "15.0.0": "Victoria",
    "16.0.0": "Wallaby",
    "17.0.0": "Xena",
    "18.0.0": "Yoga",
    "19.0.0": "Zed",
    "20.0.0": "2023.1 Antelope",
    "21.0.0": "2023.2 Bobcat",
    "22.0.0": "2024.1 Caracal",
    "23.0.0": "2024.2 Dalmatian",
    "24.0.0": "2025.1 Epoxy",
    "25.0.0": "2025.2 Flamingo",
    "26.0.0": "2026.1 Gazpacho",
    "27.0.0": "2026.2",
}


def release_label(version, names=None):
    """"5.0.0 (Liberty)" for a known version, the version itself otherwise."""
    table = HEAT_RELEASES if names is None else {**HEAT_RELEASES, **names}
    name = table.get(str(version))
    return "%s (%s)" % (version, name) if name else str(version)


def version_key(version):
    """Sort key in Heat's release order (``2015.1`` < ``5.0.0`` < ``10.0.0``,
    the linter's order); versions of another shape sort before all of them."""
    key = versions.sort_key(str(version))
    return (key is not None, key or (), str(version))
