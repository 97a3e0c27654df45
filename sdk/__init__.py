"""plugin-sdk's reference runtime: Heat's plug-in API and stack life cycle."""

__version__ = "0.1.0"
