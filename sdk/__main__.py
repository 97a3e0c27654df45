"""``python -m sdk`` is ``plugin-sdk``."""
from sdk.cli import main

main(prog_name="plugin-sdk")
