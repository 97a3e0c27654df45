"""The plugin-sdk command: help, the run command, and errors for bad input."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]


def plugin_sdk(*args):
    return subprocess.run([sys.executable, "-m", "sdk", *args], capture_output=True, text=True,
                          cwd=ROOT)


def test_help_lists_commands_without_importing_them():
    proc = plugin_sdk("--help")
    assert proc.returncode == 0
    assert "run" in proc.stdout and "lint" in proc.stdout


def test_run_drives_the_example_through_its_life_cycle():
    proc = plugin_sdk("run", "-t", "examples/widget.yaml", "--plugin-dir", "examples/plugins")
    assert proc.returncode == 0, proc.stderr
    for line in ("== create: CREATE_COMPLETE", "output label = '3-red'",
                 "== delete: DELETE_COMPLETE"):
        assert line in proc.stdout


def test_run_reads_provider_templates_beside_the_template(tmp_path, heat_source_root):
    """heat-templates' ResourceGroup of random.yaml, the member read from disk."""
    published = ROOT / "tests" / "published" / "heat-templates" / "hot" / "resource_group"
    for name in ("resource_group_index_lookup.yaml", "random.yaml"):
        (tmp_path / name).write_text((published / name).read_text())
    proc = plugin_sdk("run", "-t", str(tmp_path / "resource_group_index_lookup.yaml"))
    assert proc.returncode == 0, proc.stderr
    assert "== create: CREATE_COMPLETE" in proc.stdout
    assert "== delete: DELETE_COMPLETE" in proc.stdout


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    bad_yaml = tmp_path / "bad.yaml"
    bad_yaml.write_text("heat_template_version: 2016-10-14\nresources:\n  a: [\n")
    bad_type = tmp_path / "type.yaml"
    bad_type.write_text("heat_template_version: 2016-10-14\nresources:\n  a: {type: No::Such}\n")
    broken = tmp_path / "plugins"
    broken.mkdir()
    (broken / "broken.py").write_text("def resource_mapping(:\n")
    cases = [
        (("run", "-t", str(tmp_path / "missing.yaml")), "No such file"),
        (("run", "-t", str(bad_yaml)), "bad.yaml:4:1"),
        (("run", "-t", str(bad_type)), "The Resource Type (No::Such) could not be found."),
        (("run", "-t", "examples/widget.yaml", "--plugin-dir", str(broken)), "broken.py:1: SyntaxError"),
    ]
    for args, expected in cases:
        proc = plugin_sdk(*args)
        assert proc.returncode == 2, (args, proc.stderr)
        assert expected in proc.stderr
        assert "Traceback" not in proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1


def _options(command):
    """{option name: (its flags, help)} of a click command."""
    import click
    return {p.name: (tuple(p.opts), p.help) for p in command.params if isinstance(p, click.Option)}


def test_one_option_vocabulary():
    """--plugin-dir, -e, -P, --state and --format mean the same in every
    stack subcommand and in template validate, wherever they apply."""
    import click

    from sdk.cli.run import run
    from sdk.cli.stack import stack
    from sdk.validate.cli import template
    commands = {"stack " + name: cmd for name, cmd in stack.commands.items()
                if not isinstance(cmd, click.Group)}
    commands.update(("stack %s %s" % (group, name), cmd) for group in ("snapshot", "resource")
                    for name, cmd in stack.commands[group].commands.items())
    commands.update({"run": run, "template validate": template.commands["validate"]})
    meaning = {}
    for name, command in sorted(commands.items()):
        options = _options(command)
        if name.startswith("stack "):
            assert {"state_path", "fmt"} <= set(options), name
        if name in ("stack create", "stack update", "run", "template validate"):
            assert {"plugin_dirs", "env_paths", "params"} <= set(options), name
        for key in ("plugin_dirs", "env_paths", "params", "state_path"):
            if key in options:
                assert meaning.setdefault(key, options[key]) == options[key], (name, key)
        if "fmt" in options:
            assert options["fmt"][0] == ("--format",), name
    assert meaning["plugin_dirs"][0] == ("--plugin-dir",)
    assert meaning["env_paths"][0] == ("-e", "--environment")
    assert meaning["params"][0] == ("-P", "--parameter")
    assert meaning["state_path"][0] == ("--state",)
