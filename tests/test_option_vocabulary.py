"""One option vocabulary (issue 16, item 4): ``--plugin-dir``, ``--state``,
``-e/--environment``, ``-P/--parameter`` and ``--format`` mean the same
wherever they appear in the ``plugin-sdk`` command tree, and every
``plugin-sdk stack`` subcommand and ``template validate`` accepts each one
that applies to it. One word per setting (issue 25, item 6): which of Heat's
engines runs is ``--convergence/--legacy`` in the command tree, the pytest
plug-in and the conformance tools, ``convergence`` in ``[tool.plugin-sdk]``;
``--engine`` is only ever plugin-sdk's runtime or real Heat."""
import pathlib

import click
import pytest

from sdk.cli import main

VOCABULARY = ("--plugin-dir", "--state", "--environment", "--parameter", "--format")
ALL = frozenset(VOCABULARY)
#: what loads a stored stack with its plug-ins and environment (given ones replace the stored)
LOADS = frozenset({"--plugin-dir", "--environment", "--state", "--format"})
#: Which options apply to each command; a missing one says why.
APPLIES = {
    # a new or changed template: plug-ins, environment, parameters
    "stack create": ALL,
    "stack update": ALL,
    "stack adopt": ALL,
    # an action on a stored stack: no new parameter values (Heat takes none)
    "stack delete": LOADS,
    "stack suspend": LOADS,
    "stack resume": LOADS,
    "stack check": LOADS,
    "stack snapshot create": LOADS,
    "stack snapshot show": LOADS,
    "stack snapshot delete": LOADS,
    "stack snapshot restore": LOADS,
    "stack resource show": LOADS,
    "stack resource signal": LOADS,
    "stack resource mark-unhealthy": LOADS,
    "stack show": LOADS,
    "stack outputs": LOADS,
    "stack abandon": LOADS,
    # read from the state file alone: no plug-in runs
    "stack events": frozenset({"--state", "--format"}),
    "stack cancel": frozenset({"--state", "--format"}),
    "stack snapshot list": frozenset({"--state", "--format"}),
    "stack resource list": frozenset({"--state", "--format"}),
    "stack list": frozenset({"--state", "--format"}),
    # offline: no state file
    "template validate": ALL - {"--state"},
}


def walk(group, prefix=()):
    """(command path, command) of every command under ``group``."""
    ctx = click.Context(group, info_name="plugin-sdk")
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        path = prefix + (name,)
        if isinstance(command, click.Group):
            yield from walk(command, path)
        else:
            yield " ".join(path), command


COMMANDS = dict(walk(main))


def vocabulary(command):
    """Long name -> click Option, for the vocabulary's options of ``command``."""
    found = {}
    for param in command.params:
        for name in VOCABULARY:
            if isinstance(param, click.Option) and name in param.opts:
                found[name] = param
    return found


def test_the_walk_reaches_every_stack_subcommand():
    assert {c for c in COMMANDS if c.startswith("stack ")} == {
        c for c in APPLIES if c.startswith("stack ")}
    assert len(COMMANDS) > len(APPLIES)


@pytest.mark.parametrize("path", sorted(APPLIES))
def test_each_option_that_applies_is_accepted(path):
    assert set(vocabulary(COMMANDS[path])) == APPLIES[path]


def _meaning(option):
    """What must be the same wherever the option is: its spellings, the
    parameter it fills, repeatability, the kind of value, and its help
    (--format's choices and help are the command's own: what it can write)."""
    kind = option.type
    kind = (type(kind).__name__, getattr(kind, "file_okay", None), getattr(kind, "dir_okay", None))
    same = (tuple(option.opts), tuple(option.secondary_opts), option.name, option.multiple, kind)
    return same if "--format" in option.opts else same + (option.help,)


def test_each_option_means_the_same_in_every_command():
    meanings = {}
    for path, command in COMMANDS.items():
        for name, option in vocabulary(command).items():
            meanings.setdefault(name, {}).setdefault(_meaning(option), []).append(path)
    assert set(meanings) == ALL
    for name, variants in meanings.items():
        assert len(variants) == 1, (name, variants)
    expected_short = {"--environment": ("-e", "--environment"), "--parameter": ("-P", "--parameter")}
    for name, short in expected_short.items():
        (meaning,) = meanings[name]
        assert meaning[0] == short
    # a repeatable option is repeatable everywhere
    for name in ("--plugin-dir", "--environment", "--parameter"):
        (meaning,) = meanings[name]
        assert meaning[3] is True


@pytest.mark.parametrize("args", [
    ["stack", "create", "s", "-t", "t.yaml", "--state", "s.db"],
    ["template", "validate", "t.yaml"],
    ["template", "schema"],
    ["resource-type", "list"],
    ["docs", "--format", "json"],
    ["test", "--contract"],
])
def test_a_missing_plugin_dir_is_the_same_error_everywhere(args, tmp_path, monkeypatch):
    """The same in use too: a --plugin-dir that is not there is refused with
    the same one line and exit status 2."""
    from click.testing import CliRunner
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t.yaml").write_text("heat_template_version: 2021-04-16\nresources: {}\n")
    result = CliRunner().invoke(main, args + ["--plugin-dir", "nowhere"])
    assert (result.exit_code, result.output) == (
        2, "Error: plug-in directory not found: nowhere\n")


#: the commands that run a stack, so take Heat's engine
RUNS_A_STACK = {"run", "scenario", "heat serve", "stack create", "stack update", "stack adopt", "stack delete",
                "stack suspend", "stack resume", "stack check", "stack abandon", "stack show", "stack outputs",
                "stack snapshot create", "stack snapshot delete", "stack snapshot restore", "stack snapshot show",
                "stack resource show", "stack resource signal", "stack resource mark-unhealthy"}
#: spellings of the engine choice that must not come back as options
OLD_SPELLINGS = {"--legacy-engine", "--convergence-engine", "--heat-legacy", "--engine-legacy"}


def _engine_options(params):
    return [p for p in params if {"--convergence", "--legacy"} & set(p.opts + p.secondary_opts)]


def test_heats_engine_is_one_flag_pair_wherever_a_stack_runs():
    having = {}
    for path, command in COMMANDS.items():
        assert not OLD_SPELLINGS & {o for p in command.params for o in p.opts + p.secondary_opts}
        for option in _engine_options(command.params):
            having[path] = (tuple(option.opts), tuple(option.secondary_opts), option.name,
                            option.is_flag, option.default)
    assert set(having) == RUNS_A_STACK
    assert set(having.values()) == {(("--convergence",), ("--legacy",), "convergence", True, None)}


def test_engine_is_where_stacks_run_wherever_it_appears(pytestconfig):
    """plugin-sdk's runtime or real Heat (pytest: or a Heat API), never Heat's engine."""
    choices = {path: tuple(p.type.choices) for path, command in COMMANDS.items()
               for p in command.params if "--engine" in p.opts}
    assert choices == {"scenario": ("sdk", "heat")}
    groups = pytestconfig._parser._groups  # the pytest plug-in's own options
    options = {o: opt for g in groups if g.name == "plugin-sdk" for opt in g.options
               for o in opt.names()}
    assert tuple(options["--engine"].attrs()["choices"]) == ("sdk", "heat", "endpoint")
    convergence, legacy = options["--convergence"].attrs(), options["--legacy"].attrs()
    assert (convergence["dest"], convergence["const"]) == ("plugin_sdk_convergence", True)
    assert (legacy["dest"], legacy["const"]) == ("plugin_sdk_convergence", False)
    assert options["--legacy-engine"].attrs()["help"] == "deprecated: use --legacy"


def test_the_conformance_tools_choose_heats_engine_with_the_same_flags(capsys):
    import sys
    conformance = str(pathlib.Path(__file__).parent / "conformance")
    sys.path.insert(0, conformance)
    try:
        import record
    finally:
        sys.path.remove(conformance)
    import argparse
    parser = argparse.ArgumentParser()
    record.add_engine_options(parser)
    assert record.chosen_engine(parser.parse_args(["--legacy"]), "record.py") == "legacy"
    assert record.chosen_engine(parser.parse_args(["--convergence"]), "record.py") == "convergence"
    assert record.chosen_engine(parser.parse_args([]), "record.py") is None
    assert capsys.readouterr().err == ""
    assert record.chosen_engine(parser.parse_args(["--engine", "legacy"]), "record.py") == "legacy"
    assert capsys.readouterr().err == "record.py: --engine is deprecated: use --legacy\n"
