"""The tour of plugin-sdk (``nox -s demo``): make a plug-in project, install,
test and lint it, take a stack of its resources through create, update and
delete on the fake cloud, and build its docs.

    python examples/tour.py [BUILD_DIR]    (default build/tour, made anew each run)

Each step prints what it shows and the command a user would type; the
commands run with this interpreter, so the tour uses the environment it was
started in. tests/test_tour.py runs the same steps.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys

PROJECT = "example-widgets"
#: Left in a build directory the tour made, so a later run may remove it.
MARKER = ".plugin-sdk-tour"
#: Command a user types -> the module this interpreter runs for it.
MODULES = {"plugin-sdk": "sdk", "pip": "pip", "pytest": "pytest", "sphinx-build": "sphinx"}


def steps(build, stack_options=()):
    """(what the step shows, command as typed, working directory) of each step."""
    project = os.path.join(build, PROJECT)
    state = ["--state", os.path.join("..", "state.db")]  # beside the project
    stack = ["plugin-sdk", "stack"]
    return [
        ("Make a plug-in project with every default: an example resource, its tests, "
         "docs, CI and an example template",
         ["plugin-sdk", "new", "plugin", "--no-input", "--output-dir", build], "."),
        ("Install it, as a user working on it would", ["pip", "install", "-e", "."], project),
        ("Run its tests: each resource's life cycle and contract, and the example "
         "template, on plugin-sdk's runtime and fake cloud", ["pytest", "-q"], project),
        ("Lint it: schemas, docstrings and support status (no output: nothing to report)",
         ["plugin-sdk", "lint"], project),
        ("Check its example template against its resource types, offline: every problem "
         "with its line and column (no output: nothing to report)",
         ["plugin-sdk", "template", "validate", "examples/stack.yaml"], project),
        ("Create stack 'demo' from examples/stack.yaml: two Widgets in the fake cloud, "
         "polled until ACTIVE; its state is kept in state.db between commands",
         stack + ["create", "demo", "-t", "examples/stack.yaml", "--plugin-dir",
                  "example_widgets", "--fake-cloud", *state, *stack_options], project),
        ("Update it with a new name and size: 'renamed' is updated in place (same id), "
         "'resized' is replaced (new id, the old one deleted)",
         stack + ["update", "demo", "-P", "name=second", "-P", "size=2", *state,
                  *stack_options], project),
        ("The stack's events, oldest first", stack + ["events", "demo", *state], project),
        ("Delete it: the fake cloud is empty again",
         stack + ["delete", "demo", *state, *stack_options], project),
        ("Build its docs: the resource reference comes from the plug-in's code "
         "(warnings are errors)",
         ["sphinx-build", "-W", "--keep-going", "-q", "-b", "html", "docs", "docs/_build/html"],
         project),
    ]


def fresh_directory(build):
    """Make ``build`` anew; only a directory an earlier tour made is removed."""
    if os.path.lexists(build):
        if not os.path.isfile(os.path.join(build, MARKER)):
            sys.exit("tour: %s exists and was not made by the tour; give another directory" % build)
        shutil.rmtree(build)
    os.makedirs(build)
    with open(os.path.join(build, MARKER), "w") as f:
        f.write("made by examples/tour.py; removed by its next run\n")


def run(heading, command, cwd, pip_options=(), change_directory=False):
    """Print the step and run its command here; its exit status."""
    typed = (["cd " + shlex.quote(cwd)] if change_directory else []) + [shlex.join(command)]
    print("\n==> %s\n%s" % (heading, "".join("    $ %s\n" % line for line in typed)), end="",
          flush=True)
    return subprocess.run(argv_of(command, pip_options), cwd=cwd).returncode


def argv_of(command, pip_options=()):
    """What runs for a typed command: its module with this interpreter."""
    argv = [sys.executable, "-m", MODULES[command[0]], *command[1:]]
    if command[:2] == ["pip", "install"]:
        argv[4:4] = ["-q", *pip_options]
    return argv


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", nargs="?", default=os.path.join("build", "tour"),
                        help="directory for the project and the stack state (default: build/tour)")
    parser.add_argument("--offline", action="store_true",
                        help="install the project with what is installed already "
                             "(pip --no-deps --no-build-isolation)")
    parser.add_argument("--poll-interval", metavar="SECONDS", type=float,
                        help="seconds between polls in the stack commands (default: Heat's 1)")
    args = parser.parse_args(argv)
    fresh_directory(args.build)
    stack_options = [] if args.poll_interval is None else ["--poll-interval", str(args.poll_interval)]
    pip_options = ["--no-deps", "--no-build-isolation"] if args.offline else []
    todo = steps(args.build, stack_options)
    where = "."
    for number, (title, command, cwd) in enumerate(todo, 1):
        code = run("[%d/%d] %s" % (number, len(todo), title), command, cwd, pip_options,
                   change_directory=cwd != where)
        where = cwd
        if code:
            sys.exit("tour: step %d (%s) failed with exit status %d" % (number, command[0], code))
    print("\nDone. The project is in %s; its docs in %s."
          % (os.path.join(args.build, PROJECT),
             os.path.join(args.build, PROJECT, "docs", "_build", "html", "index.html")))


if __name__ == "__main__":
    main()
