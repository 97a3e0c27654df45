"""plugin-sdk lint: a static (libcst) linter for Heat resource plug-in sources.

The package is split so that the command line stays cheap to start: ``cli``
imports only click, ``extract`` is the one module that needs libcst, and the
rules work on the plain-data summaries it produces (which can be cached and
built in worker processes).
"""
