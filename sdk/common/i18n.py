"""Heat's translation markers; locally they return the text unchanged."""


def _(text):
    return text


_LI = _LW = _LE = _
