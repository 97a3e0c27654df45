"""The ``new``, ``update`` and ``check`` commands.

Every input is validated before anything is written, and files are rendered
into a temporary directory first, so a refused input or a failed render
leaves nothing behind.
"""
import contextlib
import os
import pathlib
import shutil
import sys
import tempfile

import click

from sdk.cli.inputs import InputError
from sdk.scaffold import validation

#: Prompted answers of ``new plugin``, in order, with their checks.
PROMPTS = (
    ("namespace", "Type namespace (Namespace::Service::Name)", validation.check_namespace),
    ("service", "Service (Namespace::Service::Name)", lambda v: validation.check_part(v, "service")),
    ("name", "Project name", validation.check_project_name),
    ("package", "Python package", validation.check_package),
    ("resource", "First resource type's name (Namespace::Service::Name)", validation.check_class_name),
)


@contextlib.contextmanager
def _user_errors():
    """Bad input and failed renders as one line and exit status 2."""
    from cookiecutter.exceptions import CookiecutterException

    from sdk import project
    try:
        yield
    except (validation.InvalidInput, project.ConfigError) as exc:
        raise InputError(str(exc)) from None
    except CookiecutterException as exc:
        raise InputError("template: %s" % str(exc).strip().splitlines()[-1]) from None
    except OSError as exc:
        raise InputError("%s: %s" % (exc.filename, exc.strerror)) from None


@click.group()
def new():
    """Create a plug-in project, or add a resource type to one."""


@new.command("plugin")
@click.option("--name", help="Project (distribution and directory) name.")
@click.option("--package", help="Python package of the plug-in.")
@click.option("--namespace", help="First part of the resource type names (Vendor::...).")
@click.option("--service", help="Second part of the resource type names; also names the client.")
@click.option("--resource", help="Last part of the first resource type's name; names its class.")
@click.option("--plugin-sdk", "plugin_sdk", metavar="REQUIREMENT",
              help="How the project's extras name plugin-sdk: 'plugin-sdk @ URL' or "
                   "'plugin-sdk==VERSION' [default: where this plugin-sdk was installed from].")
@click.option("--output-dir", default=".", show_default=True, type=click.Path(file_okay=False),
              help="Directory the project directory is created in.")
@click.option("--no-input", is_flag=True, help="Take defaults for everything not given as an option.")
@click.option("--force", is_flag=True, help="Write into a non-empty project directory.")
def new_plugin(name, package, namespace, service, resource, plugin_sdk, output_dir, no_input, force):
    """Create a plug-in project whose tests, lint and docs pass as they are."""
    from sdk.scaffold import project, render, requirement

    given = {k: v for k, v in {"name": name, "package": package, "namespace": namespace,
                                   "service": service, "resource": resource}.items() if v is not None}
    with _user_errors():
        for key, _, check in PROMPTS:
            if key in given:
                check(given[key])
        for key, label, check in PROMPTS:
            if key not in given and not no_input:
                default = render.answers_for("plugin", given)[key]
                given[key] = click.prompt(label, default=default, value_proc=_prompt_check(check))
        source = validation.check_requirement(plugin_sdk or requirement.installed_source())
        answers = render.answers_for("plugin", dict(given, plugin_sdk=source))
        validation.check_plugin_answers(answers)
        target = pathlib.Path(output_dir) / answers["name"]
        validation.check_target(target, force)
        example = _resource_entry(answers, "%(namespace)s::%(service)s::%(resource)s" % answers,
                                  answers["version"])
        record = project.Record(template_version=render.template_version(),
                                plugin_sdk_version=project.installed_version(), answers=answers,
                                resources=[example])
        with tempfile.TemporaryDirectory(prefix="plugin-sdk-new-") as tmp:
            rendered = render.render_project(answers, record.resources, pathlib.Path(tmp) / "base")
            staged = pathlib.Path(tmp) / "project"
            shutil.copytree(rendered, staged)
            project.replace_base(staged, rendered)
            project.write(staged, record)
            project.check_writable(target, project.files(staged))
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copytree(staged, target, dirs_exist_ok=True)
    click.echo("Created %s with %s" % (target, example["type"]))
    if source.startswith("plugin-sdk @ file:"):
        click.echo("Its dev extra installs plugin-sdk from %s, a path on this machine: for CI "
                   "elsewhere, give --plugin-sdk 'plugin-sdk @ git+URL' (or edit plugin_sdk in "
                   "%s, then plugin-sdk update)" % (source[len("plugin-sdk @ "):], project.RECORD))
    click.echo("Next: cd %s && pip install -e '.[dev]' && pytest -q && plugin-sdk lint" % target)


def _prompt_check(check):
    def convert(value):
        try:
            return check(value)
        except validation.InvalidInput as exc:
            raise click.UsageError(str(exc)) from None
    return convert


def _resource_entry(project_answers, type_name, version):
    """What ``.plugin-sdk.json`` records of a new resource type: the resource
    template's own answers (the rest come from the project's)."""
    from sdk.scaffold import project, render

    answers = render.answers_for("resource", render.resource_answers(
        project_answers, {"type": type_name, "version": version}))
    validation.check_resource_answers(answers)
    return {k: answers[k] for k in project.RESOURCE_KEYS}


@new.command("resource")
@click.argument("type_name", metavar="Namespace::Service::Name")
@click.option("--project", "project_dir", default=".", show_default=True,
              type=click.Path(file_okay=False), help="The plug-in project.")
def new_resource(type_name, project_dir):
    """Add a resource type: its module, its tests, its docs entry and its
    entry in resource_mapping()."""
    from sdk.scaffold import project, register, render

    root = pathlib.Path(project_dir)
    with _user_errors():
        validation.check_type_name(type_name)
        record = project.read(root)
        if any(r["type"] == type_name for r in record.resources):
            raise validation.InvalidInput("%s is already in %s" % (type_name, project.RECORD))
        entry = _resource_entry(record.answers, type_name, _project_version(root, record))
        package_dir = root / record.answers["package"]
        with tempfile.TemporaryDirectory(prefix="plugin-sdk-new-") as tmp:
            rendered = render.render_resource(record.answers, entry, pathlib.Path(tmp) / "r")
            new_files = project.files(rendered)
            taken = sorted(p for p in new_files if (root / p).exists())
            if taken:
                raise validation.InvalidInput("%s already exists" % (root / taken[0]))
            mapping_path, mapping_source = register.add_to_mapping(
                package_dir, type_name, entry["module"], entry["class_name"])
            index = root / "docs" / "index.rst"
            docs = register.add_to_docs(index, type_name) if index.exists() else None
            written = [mapping_path.relative_to(root), project.RECORD, *new_files,
                       *(os.path.join(project.BASE, p) for p in new_files),
                       *([index.relative_to(root)] if docs is not None else [])]
            project.check_writable(root, written)
            project.write_files(root, new_files)
            project.write_files(root / project.BASE, new_files)
            mapping_path.write_text(mapping_source, encoding="utf-8")
            if docs is not None:
                index.write_text(docs, encoding="utf-8")
            record.resources.append(entry)
            project.write(root, record)
    click.echo("Added %s: %s" % (type_name, ", ".join(sorted(new_files))))
    click.echo("Registered in %s" % mapping_path.relative_to(root))
    if not index.exists():
        click.echo("No docs/index.rst: add '.. resource-reference:: %s' to your docs" % type_name)


def _project_version(root, record):
    """The release a new type appears in (its support_status version): the
    linter's current-release, else the project's version, else the recorded one."""
    from sdk import project
    path = root / "pyproject.toml"
    if not path.is_file():
        return record.answers["version"]
    lint = project.settings(str(path)).get("lint", {})
    return str(lint.get("current-release") or _package_version(path) or record.answers["version"])


def _package_version(path):
    """``[project] version`` (not plugin-sdk's settings: Python packaging's)."""
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib
    with open(path, "rb") as f:
        return tomllib.load(f).get("project", {}).get("version")


@click.command()
@click.option("--project", "project_dir", default=".", show_default=True,
              type=click.Path(file_okay=False), help="The plug-in project.")
def update(project_dir):
    """Bring the project up to the installed plugin-sdk's template, keeping
    your edits (three-way merge; conflicts are marked inline and listed)."""
    from sdk.scaffold import merge, project

    root = pathlib.Path(project_dir)
    with _user_errors(), _rendered(root) as (record, answers, base, fresh, version):
        if record.template_version > version:
            raise validation.InvalidInput(
                "%s: made with template %d, newer than this plugin-sdk's %d: upgrade plugin-sdk"
                % (project.RECORD, record.template_version, version))
        rendered = project.files(fresh)
        outcome = merge.merge_trees(base, rendered, _reader(root),
                                    theirs_label="template %d" % version)
        project.check_writable(root, [*outcome.changes, project.RECORD,
                                      *(os.path.join(project.BASE, p) for p in rendered)])
        project.write_files(root, outcome.changes)
        project.replace_base(root, fresh)
        record.answers = answers
        record.template_version = version
        record.plugin_sdk_version = project.installed_version()
        project.write(root, record)
    for path in outcome.added:
        click.echo("added     %s" % path)
    for path in outcome.updated:
        click.echo("updated   %s" % path)
    for path in outcome.removed:
        click.echo("removed   %s" % path)
    for note in outcome.kept:
        click.echo("kept      %s" % note)
    if outcome.conflicts:
        for path in outcome.conflicts:
            click.echo("conflict  %s" % path, err=True)
        click.echo("%d file(s) with conflicts: resolve the <<<<<<< / >>>>>>> blocks"
                   % len(outcome.conflicts), err=True)
        sys.exit(1)
    click.echo("Project is at template %d" % version)


@click.command()
@click.option("--project", "project_dir", default=".", show_default=True,
              type=click.Path(file_okay=False), help="The plug-in project.")
def check(project_dir):
    """Exit 1 when the project's template is behind the installed plugin-sdk's
    (for CI): plugin-sdk update would change something."""
    from sdk.scaffold import project

    root = pathlib.Path(project_dir)
    with _user_errors(), _rendered(root) as (record, _, base, fresh, version):
        rendered = project.files(fresh)
        changed = sorted(p for p in set(base) | set(rendered) if base.get(p) != rendered.get(p))
    if record.template_version > version:
        click.echo("Project made with template %d, newer than this plugin-sdk's %d: upgrade plugin-sdk"
                   % (record.template_version, version), err=True)
        sys.exit(1)
    if changed:
        click.echo("Project template %d is behind this plugin-sdk's template %d (%d file(s) would "
                   "change): run plugin-sdk update" % (record.template_version, version, len(changed)),
                   err=True)
        for path in changed:
            click.echo("  %s" % path, err=True)
        sys.exit(1)
    click.echo("Project is at template %d" % version)


@contextlib.contextmanager
def _rendered(root):
    """(record, the answers rendered, base files, directory of the fresh rendering,
    template version). The answers are the record's, brought up to date: the
    plugin-sdk requirement of a project made before it was recorded is this
    plugin-sdk's source, and the openstack extra follows the plug-in's code."""
    from sdk.scaffold import project, render, requirement

    record = project.read(root)
    answers = dict(record.answers, openstack="yes" if requirement.uses_openstack(
        root / record.answers["package"]) else "no")
    answers.setdefault("plugin_sdk", requirement.installed_source())
    base_dir = root / project.BASE
    version = render.template_version()
    if not base_dir.is_dir():
        raise validation.InvalidInput("%s: missing; it is the template output your edits are "
                                      "merged against" % base_dir)
    with tempfile.TemporaryDirectory(prefix="plugin-sdk-update-") as tmp:
        fresh = render.render_project(answers, record.resources, pathlib.Path(tmp) / "p")
        yield record, answers, project.files(base_dir), fresh, version


def _reader(root):
    def read(path):
        full = root / path
        return full.read_bytes() if full.is_file() else None
    return read
