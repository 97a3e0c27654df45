"""``plugin-sdk stack`` and ``plugin-sdk resource-type``: drive stacks by hand
across separate commands, as an operator drives Heat with ``openstack
stack``: on plugin-sdk's runtime, with their state in an SQLite file
(``sdk.cli.local_stacks``), or on any Heat endpoint with ``--os-cloud``
(``sdk.cli.heat_api``). Each verb is written once, against
``sdk.cli.stack_backend.StackBackend``.

Exit status: 0 success, 1 the action failed (the stack is *_FAILED), 2 a
usage or input error (including a busy stack, an unusable state file or a
cloud that cannot be reached).
"""
import contextlib
import functools
import json
import sys

import click

from sdk.cli.inputs import (
    InputError,
    engine_option,
    format_option,
    load_plugins,
    parameter_option,
    parse_params,
    plugin_options,
    project_plugin_dirs,
    read_data,
    read_environment,
    state_option,
    user_errors,
    writable_parent,
    write_output,
)
from sdk.cli.stack_backend import failed

#: Where --format json writes its document (the command's stdout).
_JSON_OUT = "plugin_sdk.json_out"


def _format_option(func):
    """--format; with json, whatever plug-in code prints while the command
    runs goes to stderr, so stdout holds the JSON document alone."""
    @functools.wraps(func)
    def command(*args, fmt, **kwargs):
        if fmt != "json":
            return func(*args, fmt=fmt, **kwargs)
        click.get_current_context().meta[_JSON_OUT] = sys.stdout
        with contextlib.redirect_stdout(sys.stderr):
            return func(*args, fmt=fmt, **kwargs)
    return format_option(["table", "json"], "table", "table for people, json for programs.")(command)


# -- output ----------------------------------------------------------------------------
def _table(headers, rows):
    rows = [[("" if v is None else str(v)) for v in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    lines = ["  ".join(h.upper().ljust(w) for h, w in zip(headers, widths)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in rows]
    return "\n".join(lines)


def _emit(fmt, data, text):
    if fmt == "json":
        click.echo(json.dumps(data, indent=2, sort_keys=True, default=str),
                   file=click.get_current_context().meta[_JSON_OUT])
    else:
        click.echo(text)


def _show_text(data):
    settings = "".join(("  timeout %s min" % data["timeout_mins"] if data["timeout_mins"] else "",
                        "" if data["disable_rollback"] else "  rollback enabled"))
    lines = ["%s  %s  %s" % (data["stack_name"], data["stack_status"], data["stack_status_reason"]),
             "id %s  created %s  updated %s%s" % (data["id"], data["creation_time"],
                                                  data["updated_time"] or "-", settings)]
    if data["parameters"]:
        lines.append("parameters: " + ", ".join("%s=%s" % kv for kv in sorted(data["parameters"].items())))
    if data["resources"]:
        lines += ["", _resources_text(data["resources"])]
    if data["outputs"]:
        lines += ["", _outputs_text(data["outputs"])]
    if data["snapshots"]:
        lines += ["", "snapshots: " + ", ".join("%(name)s (%(status)s)" % s for s in data["snapshots"])]
    if "fake_cloud" in data:
        lines += ["", _table(["fake cloud", "id", "status", "fields"], [
            (o["service"], o["id"], o["status"], json.dumps(o["fields"], sort_keys=True,
                                                             default=str))
            for o in data["fake_cloud"]])]
    return "\n".join(lines)


def _resources_text(resources):
    return _table(["resource", "type", "status", "physical id", "reason"], [
        (r["resource_name"], r["resource_type"], r["resource_status"], r["physical_resource_id"],
         r["resource_status_reason"]) for r in resources])


def _outputs_text(outputs):
    return _table(["output", "value"], [
        (o["output_key"], "ERROR: %s" % o["output_error"] if "output_error" in o
         else json.dumps(o["output_value"], default=str)) for o in outputs])


def _events_text(events):
    return _table(["time", "resource", "status", "reason"], [
        (e["event_time"], e["resource_name"], e["resource_status"], e["resource_status_reason"])
        for e in events])


def _snapshots_text(snapshots):
    return _table(["id", "name", "status", "created", "reason"], [
        (s["id"], s["name"], s["status"], s["creation_time"], s["status_reason"])
        for s in snapshots])


def _fields_text(data):
    """One ``field  value`` line each (values not text as JSON), as
    ``openstack ... show`` prints one object."""
    return _table(["field", "value"], [
        (k, v if isinstance(v, str) else json.dumps(v, sort_keys=True, default=str))
        for k, v in sorted(data.items())])


# -- where the stacks are ---------------------------------------------------------------
class _StoreErrors(click.Group):
    """Turns a state file failing under a command (disk full, locked too
    long, read-only) into one line and exit status 2."""

    def invoke(self, ctx):
        import sqlite3

        from sdk import store
        try:
            return super().invoke(ctx)
        except sqlite3.Error as exc:
            from sdk.cli.local_stacks import DATABASE
            db = ctx.meta.get(DATABASE)
            raise InputError(db.failure(exc) if db is not None else "state file: %s" % exc)
        except store.StoreError as exc:   # a stack row another tool wrote
            raise InputError(str(exc))


@click.group(cls=_StoreErrors)
def stack():
    """Create and drive stacks across commands: on plugin-sdk's runtime, with
    their state in SQLite (default .plugin-sdk/state.db), or on a Heat
    endpoint (--os-cloud)."""


_FAKE_CLOUD = click.option(
    "--fake-cloud", is_flag=True,
    help="Serve every client the plug-ins ask for from a fake cloud kept in the state file "
         "(sdk.testing.fakecloud; Heat's OpenStack clients reach its DevStack-like "
         "OpenStack over HTTP), shared by the stacks made on it; create remembers it.")
_FAKE_CLOUD_NAME = click.option(
    "--fake-cloud-name", "cloud_name", default=None, metavar="NAME",
    help="The state file's fake cloud to make the stack on (implies --fake-cloud) "
         "[default: default].")
_POLL = click.option("--poll-interval", type=click.FloatRange(min=0), default=1.0, show_default=True,
                     help="Seconds per scheduler step, i.e. between two polls (Heat: 1); with "
                          "--os-cloud, between two requests for the stack's state.")
_OS_CLOUD = click.option(
    "--os-cloud", metavar="NAME",
    help="Drive the stacks of this cloud's Heat API (clouds.yaml, as openstack --os-cloud; "
         "'envvars' reads the OS_* variables) instead of the local runtime.")
_TIMEOUT = click.option("--timeout", type=click.IntRange(min=1), metavar="MINUTES",
                        help="Heat's timeout_mins: an action taking longer fails "
                             "[default: Heat's 60; update: the stack's].")
_ROLLBACK = click.option("--rollback/--no-rollback", default=None,
                         help="Roll a failed create/update back (Heat's disable_rollback "
                              "false) [default: no rollback; update: the stack's].")

#: the runtime's own options: name of the parameter -> (option, its value when not given)
_LOCAL = {"plugin_dirs": ("--plugin-dir", ()), "env_paths": ("--environment", ()),
          "fake_cloud": ("--fake-cloud", False), "cloud_name": ("--fake-cloud-name", None),
          "convergence": ("--convergence/--legacy", None), "state_path": ("--state", None)}
#: what each kind of command takes: loading the stack with its plug-ins;
#: reading one stack from the state file alone; listing stacks
_KINDS = {"loads": (state_option, _POLL, _FAKE_CLOUD, plugin_options, engine_option),
          "reads": (state_option, _FAKE_CLOUD),
          "lists": (state_option,)}


def _on_stacks(kind, sends_environment=False):
    """The options choosing where the stacks are (``--os-cloud``, else the
    runtime's, by ``kind``) and --format; the command gets ``backend``, a
    StackBackend. The runtime's options given with --os-cloud are a usage
    error (-e is sent to Heat by the commands that send a template)."""
    def wrap(func):
        @functools.wraps(func)
        def command(*args, os_cloud, fmt, **kwargs):
            local = {k: kwargs.pop(k) for k in _LOCAL if k in kwargs}
            poll_interval = kwargs.pop("poll_interval", 1.0)
            progress = fmt == "table" and sys.stderr.isatty()
            if os_cloud is None:
                from sdk.cli.local_stacks import LocalStacks
                backend = LocalStacks(poll_interval=poll_interval, progress=progress, **local)
            else:
                from sdk.cli.heat_api import HeatAPI
                env_paths = local.pop("env_paths", ())
                given = [_LOCAL[k][0] for k, v in local.items() if v != _LOCAL[k][1]]
                if env_paths and not sends_environment:
                    given.insert(0, "-e")
                if given:
                    raise click.UsageError("%s: an option of the local runtime, not of a Heat "
                                           "endpoint (--os-cloud)" % ", ".join(given))
                backend = HeatAPI(os_cloud, env_paths=env_paths, poll_interval=poll_interval,
                                  progress=progress)
            with backend.errors():
                return func(*args, backend=backend, fmt=fmt, **kwargs)
        for option in _KINDS[kind] + (_format_option, _OS_CLOUD):
            command = option(command)
        return command
    return wrap


def _report(fmt, data):
    """Print the stack an action left; exit 1 if it failed."""
    _emit(fmt, data, _show_text(data))
    sys.exit(1 if failed(data) else 0)


def _changing(func):
    """The options of create, update and adopt."""
    for option in (parameter_option, _ROLLBACK, _TIMEOUT):
        func = option(func)
    return _on_stacks("loads", sends_environment=True)(func)


def _making(func):
    """The options of create and adopt: those of _changing, and the fake cloud's name."""
    return _changing(_FAKE_CLOUD_NAME(func))


# -- making and changing stacks ------------------------------------------------------------
@stack.command()
@click.argument("name")
@click.option("-t", "--template", "template_path", required=True, type=click.Path(dir_okay=False),
              help="HOT template (YAML or JSON).")
@_making
def create(name, template_path, params, timeout, rollback, backend, fmt):
    """Validate TEMPLATE and create stack NAME from it (on the runtime, on
    the engine it keeps for later commands)."""
    _report(fmt, backend.create(name, template_path, parse_params(params), timeout, rollback))


@stack.command()
@click.argument("name")
@click.option("--adopt-file", "adopt_path", required=True, type=click.Path(dir_okay=False),
              help="What stack abandon wrote (Heat's abandon data, JSON).")
@_making
def adopt(name, adopt_path, params, timeout, rollback, backend, fmt):
    """Create stack NAME from abandon data: its template, environment and
    parameters, each resource adopting the physical resource it names
    (handle_adopt) instead of creating one."""
    _report(fmt, backend.adopt(name, adopt_path, parse_params(params), timeout, rollback))


@stack.command()
@click.argument("name")
@click.option("-t", "--template", "template_path", type=click.Path(dir_okay=False),
              help="New HOT template [default: the current one].")
@_changing
def update(name, template_path, params, timeout, rollback, backend, fmt):
    """Update stack NAME to a new template and/or parameters. Parameters not
    given keep their values (openstack stack update --existing); given -e
    files and plug-in dirs replace the stored ones."""
    _report(fmt, backend.update(name, template_path, parse_params(params), timeout, rollback))


def _simple(action, doc):
    @click.argument("name")
    @_on_stacks("loads")
    def command(name, backend, fmt):
        _report(fmt, backend.act(name, action))

    command.__doc__ = doc
    return stack.command(action)(command)


_simple("delete", "Delete stack NAME and its resources (a deleted stack is forgotten; "
                  "stack events still shows its events).")
_simple("suspend", "Suspend stack NAME's resources.")
_simple("resume", "Resume stack NAME's resources.")
_simple("check", "Check stack NAME's resources against their services.")


@stack.command()
@click.argument("name")
@click.option("--rollback/--no-rollback", default=True, show_default=True,
              help="Roll the update back (without: stop it; a create can be stopped too).")
@_POLL
@_on_stacks("reads")
def cancel(name, rollback, backend, fmt):
    """Cancel the update (or, with --no-rollback, the create) of stack NAME
    under way; wait for it to stop and show the stack (exit 1 when it is
    left *_FAILED, as ``openstack stack cancel --wait``)."""
    data = backend.cancel(name, rollback)
    _emit(fmt, data, _show_text(data))
    sys.exit(1 if data["stack_status"].endswith("_FAILED") else 0)


@stack.command()
@click.argument("name")
@click.option("-o", "--output-file", "output", type=click.Path(dir_okay=False),
              help="Write the abandon data here [default: standard output].")
@_on_stacks("loads")
def abandon(name, output, backend, fmt):
    """Forget stack NAME but keep its resources: print Heat's abandon data
    (JSON) for stack adopt. Works on a stack in any state, DELETE_FAILED too."""
    if output:
        writable_parent(output)

    def keep(data):   # before the stack is forgotten: data that cannot be written keeps it
        text = json.dumps(data, indent=2, sort_keys=True, default=str) + "\n"
        if output:
            write_output(output, text)
        else:
            _echo_whole(text, click.get_current_context().meta.get(_JSON_OUT))

    backend.abandon(name, keep)


def _echo_whole(text, out):
    """Print ``text`` to ``out`` (standard output), or refuse when it cannot
    take it (redirected to a full disk)."""
    try:
        click.echo(text, nl=False, file=out)
        (out or sys.stdout).flush()
    except OSError as exc:
        raise InputError("cannot write to standard output: %s" % (exc.strerror or exc))


# -- reading ----------------------------------------------------------------------------
@stack.command()
@click.argument("name")
@_on_stacks("loads")
def show(name, backend, fmt):
    """Show stack NAME: state, parameters, resources, outputs, snapshots (and
    the objects of its fake cloud)."""
    data = backend.show(name)
    _emit(fmt, data, _show_text(data))


@stack.command("outputs")
@click.argument("name")
@click.argument("key", required=False)
@_on_stacks("loads")
def outputs_(name, key, backend, fmt):
    """Resolve and print stack NAME's outputs (KEY: that one)."""
    out = backend.outputs(name, key)
    _emit(fmt, out[0] if key else out, _outputs_text(out))


@stack.command("list")
@_on_stacks("lists")
def list_(backend, fmt):
    """List the stacks."""
    data = backend.stacks()
    _emit(fmt, data, _table(["name", "status", "updated", "reason"], [
        (d["stack_name"], d["stack_status"], d["updated_time"] or d["creation_time"],
         d["stack_status_reason"]) for d in data]))


def _reader(group, verb, method, to_text, doc, item=None, kind="loads"):
    """A command printing what ``backend.<method>(NAME[, ITEM])`` returns
    (``item``: the metavar of a second argument)."""
    def command(name, backend, fmt, item_value=None):
        data = getattr(backend, method)(name, *(() if item is None else (item_value,)))
        _emit(fmt, data, to_text(data))

    command.__doc__ = doc
    command = _on_stacks(kind)(command)
    if item is not None:
        command = click.argument("item_value", metavar=item)(command)
    return group.command(verb)(click.argument("name")(command))


_reader(stack, "events", "events", _events_text,
        "List stack NAME's events, oldest first (a deleted stack's too).", kind="reads")


# -- snapshots --------------------------------------------------------------------------
@stack.group()
def snapshot():
    """Snapshot a stack; list, show, delete and restore its snapshots."""


@snapshot.command("create")
@click.argument("name")
@click.option("--name", "snapshot_name", help="The snapshot's name [default: snapshot-N].")
@_on_stacks("loads")
def snapshot_create(name, snapshot_name, backend, fmt):
    """Snapshot stack NAME's resources."""
    data = backend.snapshot(name, snapshot_name)
    _emit(fmt, data, _fields_text(data))
    sys.exit(0 if data["status"] == "COMPLETE" else 1)  # one a plug-in's sys.exit() ended stays IN_PROGRESS


_reader(snapshot, "list", "snapshots", _snapshots_text, "List stack NAME's snapshots.",
        kind="reads")
_reader(snapshot, "show", "snapshot_show", _fields_text,
        "Show one of stack NAME's snapshots (by id or name), with its data.", item="SNAPSHOT")


@snapshot.command("delete")
@click.argument("name")
@click.argument("snapshot_id", metavar="SNAPSHOT")
@_on_stacks("loads")
def snapshot_delete(name, snapshot_id, backend, fmt):
    """Delete one of stack NAME's snapshots (its resources' snapshot data too)."""
    backend.snapshot_delete(name, snapshot_id)
    _emit(fmt, {"deleted": snapshot_id}, "snapshot %s deleted" % snapshot_id)


@snapshot.command("restore")
@click.argument("name")
@click.argument("snapshot_id", metavar="SNAPSHOT")
@_on_stacks("loads")
def snapshot_restore(name, snapshot_id, backend, fmt):
    """Restore stack NAME to one of its snapshots."""
    _report(fmt, backend.snapshot_restore(name, snapshot_id))


# -- resources --------------------------------------------------------------------------
@stack.group()
def resource():
    """List, show, signal or mark unhealthy a stack's resources."""


_reader(resource, "list", "resources", _resources_text, "List stack NAME's resources.",
        kind="reads")
_reader(resource, "show", "resource", _fields_text,
        "Show one of stack NAME's resources (by name or physical id), with its attributes.",
        item="RESOURCE")


@resource.command("signal")
@click.argument("name")
@click.argument("resource_name", metavar="RESOURCE")
@click.option("--data", "data_text", metavar="JSON", help="The signal's data (JSON).")
@click.option("--data-file", type=click.Path(dir_okay=False),
              help="The signal's data, from a JSON or YAML file.")
@_on_stacks("loads")
def resource_signal(name, resource_name, data_text, data_file, backend, fmt):
    """Signal one of stack NAME's resources (handle_signal)."""
    if data_text is not None and data_file is not None:
        raise click.UsageError("give --data or --data-file, not both")
    details = read_data(data_file, "signal data") if data_file else None
    if data_text is not None:
        try:
            details = json.loads(data_text)
        except ValueError as exc:
            raise InputError("--data: not JSON (%s)" % exc)
    backend.signal(name, resource_name, details)
    _emit(fmt, {"signalled": resource_name}, "%s signalled" % resource_name)


@resource.command("mark-unhealthy")
@click.argument("name")
@click.argument("resource_name", metavar="RESOURCE")
@click.argument("reason", required=False, default="")
@click.option("--reset", is_flag=True, help="Mark it healthy again (CHECK_COMPLETE).")
@_on_stacks("loads")
def resource_mark_unhealthy(name, resource_name, reason, reset, backend, fmt):
    """Mark one of stack NAME's resources unhealthy (CHECK_FAILED): the next
    update replaces it."""
    backend.mark_unhealthy(name, resource_name, reason, reset)
    data = backend.resource(name, resource_name)
    _emit(fmt, data, "%s  %s  %s" % (data["resource_name"], data["resource_status"],
                                     data["resource_status_reason"]))


# -- resource types ----------------------------------------------------------------------
@click.group("resource-type")
def resource_type():
    """List the plug-ins' resource types, show their schema, or make a template."""


def _types_harness(plugin_dirs, env_paths):
    return load_plugins(project_plugin_dirs(plugin_dirs), read_environment(env_paths))


def _yaml(data):
    import yaml
    return yaml.safe_dump(json.loads(json.dumps(data, default=str)), sort_keys=False,
                          default_flow_style=False).rstrip()


@resource_type.command("list")
@click.option("--all", "all_types", is_flag=True,
              help="Also the runtime's built-in types and Heat's in-tree types (with Heat's "
                   "source: plugin-sdk heat fetch) that load.")
@plugin_options
@_format_option
def type_list(all_types, plugin_dirs, env_paths, fmt):
    """List the plug-ins' resource types (HIDDEN ones left out, as in Heat)."""
    from sdk import plugin_loader
    harness = _types_harness(plugin_dirs, env_paths)
    names = _every_type(harness) if all_types else harness.resource_types()
    if not names and harness.env.unavailable:
        click.echo("No resource types: %s" % plugin_loader.why_no_types(harness.env), err=True)
    _emit(fmt, names, "\n".join(names))


def _every_type(harness):
    """Every type a template can name here that Heat's resource-type-list
    would list: not HIDDEN, its service available (a check that raises, as
    one asking a cloud there is none of does, leaves it out, as in Heat),
    with schemas Heat's resource-type-show reads."""
    from sdk import plugin_loader
    from sdk.common import heat_source
    from sdk.common.context import RequestContext
    from sdk.engine import support
    if heat_source.available() is None:
        click.echo("Heat's in-tree types are not listed: %s fetches Heat's source"
                   % heat_source.FETCH_COMMAND, err=True)
    context = RequestContext(harness.env)

    def available(cls):
        try:
            return cls.is_service_available(context)[0]
        except Exception:
            return False

    return [name for name, cls in sorted(harness.env.all_types().items())
            if getattr(cls, "support_status", support.SupportStatus()).status != support.HIDDEN
            and not plugin_loader.schema_slips(cls) and available(cls)]


def _type_command(name, method, doc):
    @click.argument("type_name", metavar="TYPE")
    @plugin_options
    @_format_option
    def command(type_name, plugin_dirs, env_paths, fmt):
        harness = _types_harness(plugin_dirs, env_paths)
        with user_errors(validating=True):   # the class's own schemas are read here
            data = getattr(harness, method)(type_name)
        _emit(fmt, data, _yaml(data))

    command.__doc__ = doc
    return resource_type.command(name)(command)


_type_command("show", "resource_type_show",
              "Show TYPE's properties, attributes and support status (YAML, or --format json).")
_type_command("template", "resource_type_template",
              "Print a HOT template that exposes TYPE's properties as parameters and its "
              "attributes as outputs.")
