"""Rendering the cookiecutter templates: one plug-in project is the plugin
template plus the resource template once per resource type."""
import importlib.util
import os
import pathlib
import shutil
import tempfile

#: Points the commands at another copy of ``templates/`` (template development and tests).
TEMPLATES_ENV = "PLUGIN_SDK_TEMPLATES"


def templates_dir():
    """The installed templates (shipped as the ``sdk.scaffold.templates`` package data)."""
    override = os.environ.get(TEMPLATES_ENV)
    if override:
        return pathlib.Path(override)
    return pathlib.Path(importlib.util.find_spec("sdk.scaffold.templates").origin).parent


def template_version():
    return int((templates_dir() / "VERSION").read_text().strip())


def _context(template, given):
    """cookiecutter's context: cookiecutter.json with ``given`` applied and
    derived defaults rendered (so ``--name`` changes the default package)."""
    from cookiecutter.generate import generate_context
    from cookiecutter.prompt import prompt_for_config

    context = generate_context(context_file=str(templates_dir() / template / "cookiecutter.json"),
                               extra_context=dict(given))
    context["cookiecutter"] = prompt_for_config(context, no_input=True)
    return context


def answers_for(template, given):
    """The template's answers (private ``_`` keys left out)."""
    return {k: v for k, v in _context(template, given)["cookiecutter"].items()
            if not k.startswith("_")}


def _render(template, answers, into):
    """Render one template into the directory ``into``; returns the project directory.

    cookiecutter's generate API rather than ``cookiecutter.main``, which only
    adds repository fetching (and importing requests) to it. The templates'
    pre-generation hooks, which guard direct cookiecutter use, are not run:
    the commands have checked the same answers already.
    """
    from cookiecutter.generate import generate_files

    template_dir = templates_dir() / template
    context = _context(template, answers)
    context["cookiecutter"].update(_template=str(template_dir), _output_dir=str(into))
    root = pathlib.Path(generate_files(repo_dir=str(template_dir), context=context,
                                       output_dir=str(into), accept_hooks=False))
    # pip byte-compiles the installed templates' .py files; their caches are no part of a project.
    for cache in list(root.rglob("__pycache__")):
        shutil.rmtree(cache)
    return root


def resource_answers(project_answers, resource):
    """Answers of the resource template for one recorded resource of a project."""
    keep = ("name", "package", "client")
    return dict({k: project_answers[k] for k in keep}, **resource)


def render_project(answers, resources, into):
    """The whole project as the templates make it, in the new directory ``into``."""
    with tempfile.TemporaryDirectory(prefix="plugin-sdk-render-") as tmp:
        root = _render("plugin", answers, os.path.join(tmp, "plugin"))
        for i, resource in enumerate(resources):
            part = _render("resource", resource_answers(answers, resource),
                           os.path.join(tmp, "resource%d" % i))
            shutil.copytree(part, root, dirs_exist_ok=True)
        shutil.move(str(root), str(into))
    return pathlib.Path(into)


def render_resource(project_answers, resource, into):
    """The files of one resource type (module and tests), in the new directory ``into``."""
    with tempfile.TemporaryDirectory(prefix="plugin-sdk-render-") as tmp:
        shutil.move(str(_render("resource", resource_answers(project_answers, resource), tmp)),
                    str(into))
    return pathlib.Path(into)
