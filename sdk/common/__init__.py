"""Heat's heat/common: what the engine and the tools share."""
