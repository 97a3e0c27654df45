"""PS003: what older Heat offered that Heat 27 does not have any more."""
from lint.rules import Rule
from sdk.common.removed_apis import NAMES, describe


class RemovedHeatApi(Rule):
    """A plug-in must not use what Heat 27 no longer has.

    Plug-ins written for older Heat import the Oslo incubator copies under
    ``heat.openstack.common`` (``log``, ``gettextutils``, ...), mark log
    messages with ``heat.common.i18n._LE``/``_LI``/``_LW``, or use names
    and module paths that have moved. Heat 27 fails to import such a
    module. Each use is reported with what replaces it, so an old plug-in can
    be ported in one pass; the plug-in loader names the same replacement if
    the import is attempted. An import inside a ``try`` that catches
    ``ImportError`` has its own fallback and is not reported.
    """
    code = 'PS003'
    name = 'removed-heat-api'
    message = 'port the plug-in to Heat 27'
    VALID = (
        'from oslo_log import log as logging\n\nfrom heat.common.i18n import _\n',
        'try:\n    from heat.common.i18n import _LE\nexcept ImportError:\n    _LE = str\n',
        'from heat.common import exception\n\n\n'
        'def check(ok):\n    if not ok:\n        raise exception.ResourceInError(status_reason="x")\n',
    )
    INVALID = (
        'from heat.openstack.common import log as logging\n',
        'from heat.common.i18n import _, _LE\n',
        'import heat.openstack.common.importutils\n',
        'from heat.engine import resource\n\n\n'
        'def check(ok):\n    if not ok:\n        raise resource.ResourceInError(status_reason="x")\n',
    )

    def check(self, ctx):
        project = ctx.model.project
        for key in ctx.model.modules:
            summary = project.summary(key)
            if summary.get('error') is not None:
                continue
            for kind, first, name, line, col in summary.get('heat_uses', ()):
                if kind == 'import':
                    detail = describe(first, name)
                else:
                    detail = _attribute(summary['imports'].get(first), name)
                if detail:
                    yield ctx.finding(key, (line, col), detail)


def _attribute(spec, name):
    """The replacement of ``<module>.name`` when the module is a Heat one that lost it."""
    if spec is None:
        return None
    if spec[0] == 'mod':
        dotted = spec[1]
    elif spec[3] == 0 and spec[1]:
        dotted = spec[1] + '.' + spec[2]
    else:
        return None
    return describe(dotted, name) if (dotted, name) in NAMES else None
