"""Helpers shared by the scaffold tests."""
import pathlib


def tree(root):
    """Relative path -> text of every file under root."""
    root = pathlib.Path(root)
    return {p.relative_to(root).as_posix(): p.read_text() for p in root.rglob("*") if p.is_file()}


RESOURCE_MODULE = "resource/{{cookiecutter.name}}/{{cookiecutter.package}}/{{cookiecutter.module}}.py"
PLUGIN_ROOT = "plugin/{{cookiecutter.name}}"


def replace_in(path, old, new):
    text = path.read_text()
    assert old in text, "template no longer holds %r" % old
    path.write_text(text.replace(old, new))
