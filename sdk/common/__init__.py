"""Heat's ``heat.common`` for plug-ins: exceptions, i18n, the request
context, template parsing and password generation (``heat.common.X`` is ``sdk.common.X``)."""
