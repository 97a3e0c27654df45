"""Heat's translation marker; locally it returns the text unchanged.

Heat 27 offers only ``_``: the log markers ``_LE``/``_LI``/``_LW`` are gone,
so a plug-in that imports them fails here as it would in Heat, with the
replacement named (sdk.common.removed_apis)."""


def _(text):
    return text
