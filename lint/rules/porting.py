"""PS003 and PS004: what older Heat (and Python 2) offered that Heat 27 does
not have any more."""
import importlib.util
import os

from lint.rules import Invalid, Rule, Valid
from sdk.common.removed_apis import MOVED_NAMES, NAMES, describe, moved_module


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

    ``--fix`` rewrites the imports of modules that moved whole
    (``heat.engine.stack_resource``, ``heat.engine.resources.server``,
    ``heat.db.sqlalchemy.api``, ...) and of the classes of the split
    ``heat.engine.resources.autoscaling`` to their Heat 27 modules, keeping
    the names the plug-in binds; the rest needs a person.
    """
    code = 'PS003'
    name = 'removed-heat-api'
    message = 'port the plug-in to Heat 27'
    VALID = (
        Valid('from oslo_log import log as logging\n\nfrom heat.common.i18n import _\n'),
        Valid('try:\n    from heat.common.i18n import _LE\nexcept ImportError:\n    _LE = str\n'),
        Valid('from heat.common import exception\n\n\n'
              'def check(ok):\n    if not ok:\n'
              '        raise exception.ResourceInError(status_reason="x")\n'),
    )
    INVALID = (
        Invalid('from heat.openstack.common import log as logging\n', line=1, column=1),
        Invalid('from heat.common.i18n import _, _LE\n', line=1, column=1),
        Invalid('import heat.openstack.common.importutils\n', line=1, column=1),
        Invalid('from heat.engine import resource\n\n\n'
                'def check(ok):\n    if not ok:\n'
                '        raise resource.ResourceInError(status_reason="x")\n', line=6, column=15),
        Invalid('from heat.engine import resource, stack_resource\n', line=1, column=1),
        Invalid('from heat.engine import stack_resource\n', line=1, column=1,
                fixed='from heat.engine.resources import stack_resource\n'),
        Invalid('from heat.engine.resources.server import Server as NovaServer\n',
                line=1, column=1,
                fixed='from heat.engine.resources.openstack.nova.server import Server as NovaServer\n'),
        Invalid('from heat.engine.resources.autoscaling import AutoScalingResourceGroup\n',
                line=1, column=1,
                fixed='from heat.engine.resources.openstack.heat.autoscaling_group import '
                      'AutoScalingResourceGroup\n'),
        Invalid('import heat.db.sqlalchemy.api as db_api\n', line=1, column=1,
                fixed='import heat.db.api as db_api\n'),
    )

    def check(self, ctx):
        for key, summary in ctx.model.parsed():
            for kind, first, name, line, col in summary.get('heat_uses', ()):
                if kind == 'import':
                    detail = describe(first, name)
                else:
                    detail = _attribute(summary['imports'].get(first), name)
                if detail:
                    yield ctx.finding(key, (line, col), detail)

    def fix(self, node, config):
        import libcst as cst
        if isinstance(node, cst.ImportFrom):
            if node.relative or isinstance(node.names, cst.ImportStar):
                return None
            module = _dotted(node.module)
            new = _new_from_module(module, [alias.name.value for alias in node.names])
            if new is None:
                return None
            return node.with_changes(module=cst.parse_expression(new)) if new != module else node
        if isinstance(node, cst.Import):
            aliases, changed = [], False
            for alias in node.names:
                new = moved_module(_dotted(alias.name))
                if new is None and describe(_dotted(alias.name)) is not None:
                    return None  # removed, not moved: a person has to port it
                if new is not None and alias.asname is None:
                    return None  # the old dotted name is used in the code below
                if new is not None:
                    alias, changed = alias.with_changes(name=cst.parse_expression(new)), True
                aliases.append(alias)
            return node.with_changes(names=aliases) if changed else node
        return None


def _dotted(node):
    """The dotted name a libcst Name/Attribute spells."""
    import libcst as cst
    if isinstance(node, cst.Attribute):
        return _dotted(node.value) + '.' + node.attr.value
    return node.value


def _new_from_module(module, names):
    """Heat 27's module for ``from module import names``: the module itself
    when nothing in it moved, None when no one module has them all now."""
    if moved_module(module):
        return moved_module(module)
    if all((module, name) in MOVED_NAMES for name in names):
        targets = {MOVED_NAMES[module, name] for name in names}
        return targets.pop() if len(targets) == 1 else None
    parents = set()
    for name in names:
        new = moved_module(module + '.' + name)
        if new is None and describe(module, name) is None:
            parents.add(module)
        elif new is not None and new.rsplit('.', 1)[-1] == name:
            parents.add(new.rsplit('.', 1)[0])
        else:
            return None
    return parents.pop() if len(parents) == 1 else None


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


class ImplicitRelativeImport(Rule):
    """A plug-in must import a module beside it relatively.

    Python 2 looked for ``import helpers`` beside the importing module first;
    Python 3 does not, and Heat's plug-in loader does not put plug-in
    directories on ``sys.path``, so such a module fails to load with
    ``No module named 'helpers'``. Write ``from . import helpers`` (the
    plug-in loader loads a directory as a package). A name that is also
    installed at the top level, or an import in a ``try`` that catches
    ``ImportError``, is not reported. ``--fix`` writes the relative import
    (for ``import a, b`` and ``import a.b``, which bind other names, a person
    does).
    """
    code = 'PS004'
    name = 'implicit-relative-import'
    message = 'import the module beside this one relatively'
    VALID = (Valid('import json\n'), Valid('from . import thing\n'),
             Valid('try:\n    import thing\nexcept ImportError:\n    thing = None\n'))
    INVALID = (Invalid('import thing\n', line=1, column=1, fixed='from . import thing\n'),
               Invalid('import thing as helpers\n', line=1, column=1,
                       fixed='from . import thing as helpers\n'),
               Invalid('from thing import resource_mapping\n', line=1, column=1,
                       fixed='from .thing import resource_mapping\n'),
               Invalid('import thing, json\n', line=1, column=1))

    def check(self, ctx):
        project = ctx.model.project
        for key, summary in ctx.model.parsed():
            directory = os.path.dirname(key)
            for top, line, col, relative in summary.get('absolute_imports', ()):
                if _beside(project, directory, top) and not _installed(top):
                    yield ctx.finding(key, (line, col), relative)

    def fix(self, node, config):
        import libcst as cst
        if isinstance(node, cst.ImportFrom) and not node.relative:
            return node.with_changes(relative=[cst.Dot()])
        if isinstance(node, cst.Import) and len(node.names) == 1 and isinstance(
                node.names[0].name, cst.Name):
            return cst.ImportFrom(module=None, relative=[cst.Dot()], names=[
                node.names[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)])
        return None


def _beside(project, directory, name):
    return any(project._isfile(os.path.join(directory, *parts))
               for parts in ((name + '.py',), (name, '__init__.py')))


def _installed(name):
    """Whether ``name`` is importable at the top level without the plug-in directory."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False
