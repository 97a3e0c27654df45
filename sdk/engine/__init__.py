"""Heat's engine tree (``heat.engine``): the runtime's modules at Heat's paths."""
