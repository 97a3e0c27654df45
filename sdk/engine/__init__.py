"""Heat's ``heat.engine`` for plug-ins: the plug-in API and the stack life
cycle, module for module at Heat's paths (``heat.engine.X`` is ``sdk.engine.X``)."""
