"""``plugin-sdk docs``: the resource reference without a Sphinx project of your own."""
import difflib
import json
import os
import shutil
import sys
import tempfile

import click

from sdk.cli.inputs import (
    InputError,
    plugin_dir_option,
    project_plugin_dirs,
    writable_parent,
    write_output,
)

_CONF = '''project = "Resource reference"
extensions = ["docgen"]
html_theme = "alabaster"
'''
_INDEX = '''Resource reference
==================

.. toctree::
   :hidden:

   deprecations

See also :doc:`deprecations`.

.. resource-reference::%s
'''
_DEPRECATIONS = '''Deprecations by release
=======================

.. resource-deprecations::
'''


def _configured_plugin_dirs():
    """``plugin-dirs`` of ``[tool.plugin-sdk]`` in the nearest pyproject.toml,
    the one place a project names its plug-in directories (``plugin-sdk new``
    writes it)."""
    dirs = project_plugin_dirs(())
    if not dirs:
        raise click.UsageError("give the plug-ins with --plugin-dir DIR or --module NAME, or "
                               "set plugin-dirs in [tool.plugin-sdk] of pyproject.toml")
    return dirs


def _reference(plugin_dirs, modules):
    """(the Reference, the plug-ins' Environment)."""
    from docgen import loading, model
    from sdk.plugin_loader import PluginLoadError
    try:
        env, sources = loading.load_types(plugin_dirs, modules)
        return model.build(dict(env.types), sources=sources), env
    except (PluginLoadError, model.DocumentationError) as exc:
        raise InputError(str(exc))


def _text(reference, env, fmt):
    if fmt == "json":
        data = reference.to_dict(relative_to=os.getcwd())
        return json.dumps(data, indent=2, sort_keys=True, default=repr) + "\n"
    from docgen import example, markdown
    for rtype in reference.types:   # as the Sphinx build warns of them
        for finding in example.findings(rtype, env):
            click.echo("Warning: %s: its HOT Syntax example: %s" % (rtype.name, finding), err=True)
    return markdown.render(reference)


def _html(plugin_dirs, modules, out):
    """Build with Sphinx in a directory beside OUT, then rename it into
    place: OUT is the old build or the new one, never half of either."""
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace, patch_docutils
    if os.path.exists(out) and not os.path.exists(os.path.join(out, ".buildinfo")):
        raise InputError("%s exists and is not an HTML build; choose another -o" % out)
    writable_parent(out)
    try:
        work = tempfile.mkdtemp(prefix=".plugin-sdk-docs-", dir=os.path.dirname(os.path.abspath(out)))
    except OSError as exc:
        raise InputError("cannot write %s: %s" % (out, exc.strerror))
    try:
        src = os.path.join(work, "src")
        os.mkdir(src)
        options = "".join("\n   :%s: %s" % (name, ", ".join(values)) for name, values in (
            ("plugin-dirs", [os.path.abspath(d) for d in plugin_dirs]), ("modules", modules))
            if values)
        for name, text in (("conf.py", _CONF), ("index.rst", _INDEX % options),
                           ("deprecations.rst", _DEPRECATIONS)):
            with open(os.path.join(src, name), "w", encoding="utf-8") as f:
                f.write(text)
        built = os.path.join(work, "html")
        # As sphinx-build does: docutils' registries are restored afterwards.
        with patch_docutils(src), docutils_namespace():
            app = Sphinx(src, src, built, os.path.join(work, "doctrees"), "html",
                         status=None, warning=sys.stderr, freshenv=True)
            app.build()
        if app.statuscode:
            raise click.ClickException("the Sphinx build failed")
        if os.path.exists(out):
            os.rename(out, os.path.join(work, "old"))
        os.rename(built, out)
    except OSError as exc:
        raise InputError("cannot write %s: %s" % (out, exc.strerror or exc))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _check(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            committed = f.read()
    except FileNotFoundError:
        committed = ""
    except OSError as exc:
        raise InputError("%s: %s" % (path, exc.strerror))
    if committed == text:
        click.echo("%s is up to date" % path)
        return
    diff = difflib.unified_diff(committed.splitlines(True), text.splitlines(True),
                                "%s (committed)" % path, "%s (generated)" % path)
    sys.stdout.writelines(diff)
    raise click.ClickException("%s is stale: regenerate it with the same plugin-sdk docs "
                               "command without --check" % path)


@click.command()
@plugin_dir_option
@click.option("--module", "modules", multiple=True, metavar="NAME",
              help="Importable plug-in module or package (repeatable).")
@click.option("-o", "--output", metavar="OUT",
              help="Directory for html (default: resource-reference); "
                   "file for markdown and json (default: stdout).")
@click.option("--format", "fmt", type=click.Choice(["html", "markdown", "json"]),
              default="html", show_default=True, help="json is the extracted model.")
@click.option("--check", is_flag=True,
              help="Fail with a diff when OUT differs from what would be generated.")
def docs(plugin_dirs, modules, output, fmt, check):
    """Write the resource reference of the plug-ins: one section per type,
    HIDDEN types, properties and attributes left out."""
    if not plugin_dirs and not modules:
        plugin_dirs = _configured_plugin_dirs()
    if check and (fmt == "html" or not output):
        raise click.UsageError("--check compares a committed file: use it with "
                               "--format markdown|json and -o FILE")
    reference, env = _reference(plugin_dirs, modules)
    if fmt == "html":
        _html(plugin_dirs, modules, output or "resource-reference")
        click.echo("wrote %d resource types to %s" % (len(reference.types),
                                                      output or "resource-reference"), err=True)
        return
    text = _text(reference, env, fmt)
    if check:
        _check(output, text)
    elif output and output != "-":
        write_output(output, text)
    else:
        click.echo(text, nl=False)
