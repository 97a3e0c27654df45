"""Heat's heat/common: what plug-ins import from heat.common."""
