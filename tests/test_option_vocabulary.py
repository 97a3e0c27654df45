"""One option vocabulary (issue 16, item 4): ``--plugin-dir``, ``--state``,
``-e/--environment``, ``-P/--parameter`` and ``--format`` mean the same
wherever they appear in the ``plugin-sdk`` command tree, and every
``plugin-sdk stack`` subcommand and ``template validate`` accepts each one
that applies to it."""
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
