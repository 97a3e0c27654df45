"""[tool.plugin-sdk] in a project's pyproject.toml: one reader, every key and type checked."""
import pytest

from sdk import project


def test_dirs_are_relative_to_the_project(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.plugin-sdk]\nplugin-dirs = ["a", "b/c"]\n')
    assert project.plugin_dirs(tmp_path) == [str(tmp_path / "a"), str(tmp_path / "b/c")]


def test_no_file_or_no_section_means_no_dirs(tmp_path):
    assert project.plugin_dirs(tmp_path) == []
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    assert project.plugin_dirs(tmp_path) == []


@pytest.mark.parametrize("text, message", [
    ('[tool.plugin-sdk]\nplugin-dirs = [1]\n', "plugin-dirs must be a list of paths"),
    ('[tool.plugin-sdk\n', "pyproject.toml: "),
    ('[tool.plugin-sdk]\nplugin-dirs = "plugins"\n', "plugin-dirs must be a list of paths"),
    ('[tool.plugin-sdk]\nplugin_dirs = ["plugins"]\n', "unknown key plugin_dirs"),
    ('[tool.plugin-sdk.lint]\ncurrent-release = 8\n', "current-release must be a string"),
    ('[tool.plugin-sdk.lint.per-file-ignores]\n"a.py" = "PS2"\n',
     "per-file-ignores must be a table mapping globs to lists of codes"),
])
def test_bad_configuration_is_one_line_naming_the_file(tmp_path, text, message):
    (tmp_path / "pyproject.toml").write_text(text)
    with pytest.raises(project.ConfigError, match="pyproject.toml") as info:
        project.plugin_dirs(tmp_path)
    assert message in str(info.value) and "\n" not in str(info.value)
