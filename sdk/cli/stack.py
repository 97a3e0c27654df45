"""``plugin-sdk stack`` and ``plugin-sdk resource-type``: drive stacks by hand
across separate commands, as an operator drives Heat, with their state in an
SQLite file (``sdk.store``).

Exit status: 0 success, 1 the action failed (the stack is *_FAILED), 2 a
usage or input error (including a busy stack or an unusable state file).
"""
import contextlib
import datetime
import functools
import json
import os
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
    project_convergence,
    project_plugin_dirs,
    read_data,
    read_environment,
    read_template,
    stack_params,
    state_option,
    template_files,
    user_errors,
)
from sdk.engine.scheduler import RealClock

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


_FAKE_CLOUD = click.option(
    "--fake-cloud", is_flag=True,
    help="Serve every client the plug-ins ask for from a fake cloud kept in the state file "
         "(sdk.testing.fakecloud; Heat's OpenStack clients reach its DevStack-like "
         "OpenStack over HTTP), shared by the stacks made on it; create remembers it.")
_FAKE_CLOUD_NAME = click.option(
    "--fake-cloud-name", "cloud_name", default=None, metavar="NAME",
    help="The state file's fake cloud to make the stack on (implies --fake-cloud) "
         "[default: default].")


def _stored_cloud(record, asked):
    """The stack's fake cloud (None: it uses a real one); ``--fake-cloud``
    given for a stack created without it is an input error."""
    if record["fake_cloud"] is None:
        if asked:
            raise InputError("stack %s was created without --fake-cloud: its resources are "
                             "in the cloud its plug-ins' clients reach" % record["name"])
        return None
    from sdk.testing.fakecloud import FakeCloud
    return FakeCloud.from_dict(record["fake_cloud"])


def _open(state_path):
    from sdk import store
    try:
        return store.Database(state_path or store.DEFAULT_PATH)
    except store.StoreError as exc:
        raise InputError(str(exc))


def _open_existing(state_path):
    """The state file when it is there, else None (a command that makes a
    stack makes the file once the stack is valid)."""
    from sdk import store
    return _open(state_path) if os.path.lexists(state_path or store.DEFAULT_PATH) else None


# -- output ----------------------------------------------------------------------------
def _iso(seconds):
    if seconds is None:
        return None
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime(
        "%Y-%m-%dT%H:%M:%SZ")


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


def _event_data(event):
    return {"id": event.id, "event_time": _iso(event.time), "resource_name": event.resource_name,
            "physical_resource_id": event.physical_resource_id,
            "resource_status": event.state, "resource_status_reason": event.reason}


def _show_data(record, outputs):
    return {
        "stack_name": record["name"], "id": record["id"],
        "stack_status": "%s_%s" % (record["action"], record["status"]),
        "stack_status_reason": record["status_reason"],
        "creation_time": _iso(record["created_time"]), "updated_time": _iso(record["updated_time"]),
        "parameters": _shown_params(record),
        "resources": [{"resource_name": r["name"], "resource_type": r["type"],
                       "resource_status": "%s_%s" % (r["action"], r["status"]),
                       "resource_status_reason": r["status_reason"],
                       "physical_resource_id": r["resource_id"]}
                      for r in sorted(record["resources"], key=lambda r: r["name"])
                      if r["current"]],
        "outputs": outputs,
        "snapshots": [{"name": s["name"], "status": s["status"]} for s in record["snapshots"]],
        **_cloud_data(record["fake_cloud"]),
    }


def _shown_params(record):
    """The template's parameters with their values (given, else default), a
    hidden one masked as Heat's stack show masks it."""
    from sdk.engine import template as templatem
    schemas = templatem.Template(dict(record["template"])).parameter_schemas()
    return {name: "******" if schema.hidden else record["params"].get(name, schema.default)
            for name, schema in schemas.items()}


def _cloud_data(cloud):
    """``{"fake_cloud": [objects]}`` for a stack with a fake cloud, else
    nothing: its services' objects, and the OpenStack objects made since
    DevStack's (``fields`` holds their name; ``plugin-sdk cloud show`` gives
    them whole)."""
    if cloud is None:
        return {}
    objects = [{"service": name, "id": obj["id"], "status": obj["status"], "fields": obj["fields"]}
               for name, service in cloud["services"].items() for obj in service["objects"]]
    if "openstack" in cloud:
        from sdk.cloud import Cloud
        objects += [{"service": coll, "id": key, "status": obj.get(
            "status", obj.get("provisioning_status", "")), "fields": {"name": obj.get("name")}}
            for coll, key, obj in Cloud.from_dict(cloud["openstack"]).made()]
    return {"fake_cloud": sorted(objects, key=lambda o: (o["service"], o["id"]))}


def _show_text(data):
    lines = ["%s  %s  %s" % (data["stack_name"], data["stack_status"], data["stack_status_reason"]),
             "id %s  created %s  updated %s" % (data["id"], data["creation_time"],
                                                data["updated_time"] or "-")]
    if data["parameters"]:
        lines.append("parameters: " + ", ".join("%s=%s" % kv for kv in sorted(data["parameters"].items())))
    if data["resources"]:
        lines += ["", _table(["resource", "type", "status", "physical id", "reason"], [
            (r["resource_name"], r["resource_type"], r["resource_status"],
             r["physical_resource_id"], r["resource_status_reason"]) for r in data["resources"]])]
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


def _outputs_text(outputs):
    return _table(["output", "value"], [
        (o["output_key"], "ERROR: %s" % o["output_error"] if "output_error" in o
         else json.dumps(o["output_value"], default=str)) for o in outputs])


def _events_text(events):
    return _table(["time", "resource", "status", "reason"], [
        (e["event_time"], e["resource_name"], e["resource_status"], e["resource_status_reason"])
        for e in events])


class _Progress:
    """Resources done / total and each event, on stderr when it is a terminal."""

    def __init__(self, enabled):
        self.enabled = enabled
        self.stack = None

    def __call__(self, event):
        if not self.enabled or self.stack is None:
            return
        st = self.stack
        shown = st.shown_resources()
        done = sum(1 for r in shown.values()
                   if r.action == st.action and r.status != "IN_PROGRESS")
        total = len(set(shown) | set(st.defns))
        click.echo("[%d/%d] %-20s %-22s %s" % (done, total, event.resource_name,
                                               event.state, event.reason), err=True)


# -- loading and acting ------------------------------------------------------------------
class _Session:
    """One command's view of one stored stack: the database, plug-ins and the
    rebuilt stack."""

    def __init__(self, db, fmt, poll_interval=1.0):
        self.db = db
        self.fmt = fmt
        self.clock = RealClock(poll_interval)
        self.progress = _Progress(fmt == "table" and sys.stderr.isatty())
        self.cloud = None
        #: the state file's fake cloud a new stack is made on
        self.cloud_name = None
        self.salvage = False

    def take_cloud(self, cloud_name, stack_name, action, fresh):
        """Use the state file's fake cloud ``cloud_name`` (held by this command
        until it ends), made from ``fresh`` (a FakeCloud's data) or as DevStack
        leaves a cloud if the file has none of that name yet."""
        from sdk import store
        from sdk.testing.fakecloud import FakeCloud
        self.cloud_name = cloud_name or store.DEFAULT_CLOUD

        def new():
            return FakeCloud.from_dict(fresh).to_dict() if fresh else FakeCloud().to_dict()
        if self.db is None:   # a new state file: its first cloud
            self.cloud = FakeCloud.from_dict(new())
            return
        data = self.db.lock_cloud(self.cloud_name, "%s of stack %s" % (action, stack_name), new,
                                  _waiting)
        click.get_current_context().call_on_close(lambda: self.db.unlock_cloud(self.cloud_name))
        self.cloud = FakeCloud.from_dict(json.loads(data))

    def store(self, name):
        from sdk import store
        return store.StackStore(self.db, name, on_event=self.progress, cloud=self.cloud)

    def environment(self, harness):
        """The plug-ins' environment, served by the fake cloud if there is one
        (the OpenStack clients' HTTP too, until the command ends)."""
        if self.cloud is None:
            return harness.env
        interceptor = self.cloud.intercept()
        if interceptor is not None:
            click.get_current_context().call_on_close(interceptor.stop)
            interceptor.start()
        return self.cloud.environment(harness.env)

    def load(self, name, plugin_dirs=(), env_paths=(), fake_cloud=False, convergence=None,
             salvage=False):
        """The stored stack, with the given plug-in dirs and environment files
        or else the stored ones (kept in ``self.record`` and ``self.env``),
        and its fake cloud if it has one, on the engine it was created with
        unless ``convergence`` (--convergence/--legacy) says otherwise. With
        ``salvage`` (delete, abandon), a row another tool wrote is read as far
        as it can be (a warning says what was left out) instead of refused."""
        from sdk.engine import template as templatem
        from sdk.engine.stack import Stack
        given = read_environment(env_paths) if env_paths else None
        self.salvage = salvage
        record = self.record = self.db.stack_record(name, salvage=salvage)
        for damage in record["damage"]:
            click.echo("Warning: %s" % damage, err=True)
        if convergence is None:
            convergence = record["convergence"]
        elif convergence != record["convergence"]:
            click.echo("warning: stack %s was created on the %s engine; this command runs it on "
                       "the %s engine (--%s)" % (
                           name, _engine(record["convergence"]), _engine(convergence),
                           _engine(convergence)), err=True)
        self.env = given or record["environment"]
        self.plugin_dirs = _abs_dirs(plugin_dirs) or record["plugin_dirs"]
        self.cloud = _stored_cloud(record, fake_cloud)
        harness = load_plugins(self.plugin_dirs, self.env)
        extra = {"convergence_state": record["convergence_state"]} if convergence else {}
        with user_errors(name):
            st = Stack.load(
                name, templatem.Template(record["template"], files=record["files"]),
                self.environment(harness),
                record["params"],
                stack_id=record["id"], state=(record["action"], record["status"],
                                              record["status_reason"]),
                resources=record["resources"], snapshots=record["snapshots"],
                store=self.store(name), clock=self.clock, convergence=convergence, **extra)
        self.progress.stack = st
        return st

    def outputs(self, st):
        out = []
        if st.action == st.DELETE:
            return out
        with user_errors(st.name):
            st.refresh_attributes()  # as Heat's API, each resource's node data first
            for key, (description, _value, _enabled) in sorted(st.t.outputs(st).items()):
                value, error = st.output(key)
                item = {"output_key": key, "output_value": value, "description": description}
                if error is not None:
                    item["output_error"] = str(error)
                out.append(item)
        return out

    def report(self, st):
        """Print the stack after an action and exit 1 if it failed."""
        data = _show_data(self.db.stack_record(st.name, salvage=self.salvage), self.outputs(st))
        _emit(self.fmt, data, _show_text(data))
        return 1 if st.status == st.FAILED else 0


def _engine(convergence):
    return "convergence" if convergence else "legacy"


def _abs_dirs(plugin_dirs):
    return [os.path.abspath(d) for d in plugin_dirs]


class _StoreErrors(click.Group):
    """Turns a state file failing under a command (disk full, locked too
    long, read-only) into one line and exit status 2."""

    def invoke(self, ctx):
        import sqlite3

        from sdk import store
        try:
            return super().invoke(ctx)
        except sqlite3.Error as exc:
            raise InputError("state file: %s" % exc)
        except store.StoreError as exc:   # a stack row another tool wrote
            raise InputError(str(exc))


@click.group(cls=_StoreErrors)
def stack():
    """Create and drive stacks across commands, with their state in SQLite
    (default .plugin-sdk/state.db)."""


def _common(func):
    for option in (_format_option, state_option):
        func = option(func)
    return func


_POLL = click.option("--poll-interval", type=click.FloatRange(min=0), default=1.0, show_default=True,
                     help="Seconds per scheduler step, i.e. between two polls (Heat: 1).")


def _changing(func):
    """The options of create and update."""
    for option in (_common, _POLL, _FAKE_CLOUD, plugin_options, parameter_option, engine_option):
        func = option(func)
    return func


@stack.command()
@click.argument("name")
@click.option("-t", "--template", "template_path", required=True, type=click.Path(dir_okay=False),
              help="HOT template (YAML or JSON).")
@_changing
@_FAKE_CLOUD_NAME
def create(name, template_path, params, env_paths, plugin_dirs, fake_cloud, cloud_name, poll_interval,
           state_path, fmt, convergence):
    """Validate TEMPLATE and create stack NAME from it (on the engine it
    keeps for later commands)."""
    values = parse_params(params)
    tmpl = read_template(template_path)
    env = read_environment(env_paths)
    session = _Session(_open_existing(state_path), fmt, poll_interval)
    if fake_cloud or cloud_name:
        session.take_cloud(cloud_name, name, "CREATE", fresh=None)
    with user_errors(template_path):
        files = template_files(tmpl, template_path, env)
    st = _new_stack(session, name, template_path, tmpl, files, env, values, plugin_dirs, convergence,
                    state_path)
    sys.exit(_run_new(session, st, st.create))


@stack.command()
@click.argument("name")
@click.option("--adopt-file", "adopt_path", required=True, type=click.Path(dir_okay=False),
              help="What stack abandon wrote (Heat's abandon data, JSON).")
@_changing
@_FAKE_CLOUD_NAME
def adopt(name, adopt_path, params, env_paths, plugin_dirs, fake_cloud, cloud_name, poll_interval,
          state_path, fmt, convergence):
    """Create stack NAME from abandon data: its template, environment and
    parameters, each resource adopting the physical resource it names
    (handle_adopt) instead of creating one."""
    values = parse_params(params)
    data = _adopt_data(adopt_path)
    env = read_environment(env_paths) if env_paths else _stored_environment(data["environment"])
    session = _Session(_open_existing(state_path), fmt, poll_interval)
    values = dict(data["environment"].get("parameters") or {}, **values)
    if fake_cloud or cloud_name:   # the file's cloud, else the one the abandon data kept
        session.take_cloud(cloud_name, name, "ADOPT", fresh=data.get("fake_cloud"))
    st = _new_stack(session, name, adopt_path, data["template"], data.get("files") or {}, env,
                    values, plugin_dirs, convergence, state_path, adopt_data=data)
    sys.exit(_run_new(session, st, st.adopt))


def _new_stack(session, name, source, tmpl, files, env, values, plugin_dirs, convergence,
               state_path, adopt_data=None):
    """Validate and record a new stack (locked by this process). A state
    file that is not there yet is made only once the stack is valid."""
    from sdk.common import exception
    from sdk.engine import template as templatem
    from sdk.engine.stack import Stack
    if session.db is not None and name in session.db.stack_names():
        raise InputError(str(exception.StackExists(stack_name=name)))
    plugin_dirs = project_plugin_dirs(plugin_dirs)
    harness = load_plugins(plugin_dirs, env)
    with user_errors(source, validating=True):
        st = Stack(
            name, templatem.Template(tmpl, files=files), session.environment(harness),
            stack_params(tmpl, env, values), clock=session.clock, adopt_stack_data=adopt_data,
            convergence=project_convergence(convergence))
        st.validate()
        if session.db is None:
            session.db = _open(state_path)
        st.store = session.store(name)
        session.db.add_stack(st, env, _abs_dirs(plugin_dirs), st.action, cloud=session.cloud,
                             cloud_name=session.cloud_name)
    session.progress.stack = st
    return st


def _run_new(session, st, action):
    try:
        action()
    finally:
        session.db.unlock(st.name)
    return session.report(st)


def _adopt_data(path):
    """Abandon data read from ``path``, checked for what adopt needs."""
    data = read_data(path, "abandon data")
    problems = [key for key in ("template", "resources", "environment")
                if not isinstance(data.get(key), dict)]
    if problems:
        raise InputError("%s: not abandon data (no %s object); make it with plugin-sdk stack "
                         "abandon" % (path, ", ".join(problems)))
    return data


def _stored_environment(environment):
    """Abandon data's environment as the stack commands keep one."""
    return {section: dict(environment.get(section) or {})
            for section in ("parameters", "parameter_defaults", "resource_registry")}


@stack.command()
@click.argument("name")
@click.option("-t", "--template", "template_path", type=click.Path(dir_okay=False),
              help="New HOT template [default: the current one].")
@_changing
def update(name, template_path, params, env_paths, plugin_dirs, fake_cloud, poll_interval,
           state_path, fmt, convergence):
    """Update stack NAME to a new template and/or parameters. Parameters not
    given keep their values; given -e files and plug-in dirs replace the
    stored ones."""
    from sdk.engine import template as templatem
    values = parse_params(params)
    tmpl_data = read_template(template_path) if template_path else None
    session = _Session(_open(state_path), fmt, poll_interval)
    with _locked(session.db, name, "UPDATE"):
        st = session.load(name, plugin_dirs, env_paths, fake_cloud, convergence)
        if tmpl_data is None:
            tmpl_data, files = session.record["template"], session.record["files"]
        else:
            files = template_files(tmpl_data, template_path, session.env)
        with user_errors(template_path or name, validating=True):
            new_params = stack_params(tmpl_data, session.env, values,
                                      stored=session.record["params"])
            tmpl = st.validate_update(templatem.Template(tmpl_data, files=files), new_params)
        with user_errors(template_path or name):
            session.db.set_inputs(name, session.env, session.plugin_dirs)
            st.update(tmpl, new_params)
    sys.exit(session.report(st))


def _waiting(why):
    click.echo(why, err=True)


class _locked:
    """The stack's lock for one action (StackBusy and not-found are input errors)."""

    def __init__(self, db, name, action):
        self.db, self.name, self.action = db, name, action

    def __enter__(self):
        from sdk.common import exception
        try:
            self.db.lock(self.name, self.action, _waiting)
        except exception.HeatException as exc:
            raise InputError(str(exc))

    def __exit__(self, *exc_info):
        self.db.unlock(self.name)


def _simple(action, doc):
    @click.argument("name")
    @plugin_options
    @_FAKE_CLOUD
    @_POLL
    @_common
    @engine_option
    def command(name, env_paths, plugin_dirs, fake_cloud, poll_interval, state_path, fmt,
                convergence):
        session = _Session(_open(state_path), fmt, poll_interval)
        with _locked(session.db, name, action.upper()):
            st = session.load(name, plugin_dirs, env_paths, fake_cloud, convergence,
                              salvage=action == "delete")
            getattr(st, action)()
            st.store.save_stack(st)   # what the stack keeps after its last transition (snapshots)
            code = session.report(st)
        if st.state == (st.DELETE, st.COMPLETE):
            session.db.remove_stack(name)
        sys.exit(code)

    command.__doc__ = doc
    return stack.command(action)(command)


_simple("delete", "Delete stack NAME and its resources (a deleted stack is forgotten; "
                  "stack events still shows its events).")
_simple("suspend", "Suspend stack NAME's resources.")
_simple("resume", "Resume stack NAME's resources.")
_simple("check", "Check stack NAME's resources against their services.")
_simple("snapshot", "Snapshot stack NAME's resources.")


def _read_session(name, state_path, fmt):
    from sdk.common import exception
    session = _Session(_open(state_path), fmt)
    try:
        session.db.recover(name)
    except exception.HeatException as exc:
        raise InputError(str(exc))
    return session


@stack.command()
@click.argument("name")
@plugin_options
@_FAKE_CLOUD
@_common
def show(name, env_paths, plugin_dirs, fake_cloud, state_path, fmt):
    """Show stack NAME: state, parameters, resources, outputs, snapshots (and
    the objects of its fake cloud)."""
    session = _read_session(name, state_path, fmt)
    session.report(session.load(name, plugin_dirs, env_paths, fake_cloud))


@stack.command("outputs")
@click.argument("name")
@plugin_options
@_FAKE_CLOUD
@_common
def outputs_(name, env_paths, plugin_dirs, fake_cloud, state_path, fmt):
    """Resolve and print stack NAME's outputs."""
    session = _read_session(name, state_path, fmt)
    out = session.outputs(session.load(name, plugin_dirs, env_paths, fake_cloud))
    _emit(fmt, out, _outputs_text(out))


@stack.command()
@click.argument("name")
@click.option("-o", "--output-file", "output", type=click.Path(dir_okay=False),
              help="Write the abandon data here [default: standard output].")
@plugin_options
@_FAKE_CLOUD
@_POLL
@state_option
@format_option(["json"], "json", "Heat's abandon data is JSON.")
def abandon(name, output, env_paths, plugin_dirs, fake_cloud, poll_interval, state_path, fmt):
    """Forget stack NAME but keep its resources: print Heat's abandon data
    (JSON) for stack adopt. Works on a stack in any state, DELETE_FAILED too."""
    session = _Session(_open(state_path), "json", poll_interval)
    if output:
        _writable(output)
    with _locked(session.db, name, "ABANDON"):
        st = session.load(name, plugin_dirs, env_paths, fake_cloud, salvage=True)
        with contextlib.redirect_stdout(sys.stderr), user_errors(name):
            data = st.abandon()
        data.update(environment=dict(session.env, parameters=dict(session.record["params"])),
                    files=dict(st.t.files), project_id=st.context.project_id, stack_user_project_id=None,
                    tags=None)
        if session.cloud is not None:
            data["fake_cloud"] = session.cloud.to_dict()
        text = json.dumps(data, indent=2, sort_keys=True, default=str) + "\n"
        if output:
            _write(output, text)
        session.db.remove_stack(name)
    if not output:
        click.echo(text, nl=False)


def _writable(path):
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        raise InputError("cannot write %s: directory %s does not exist" % (path, parent))


def _write(path, text):
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as exc:
        raise InputError("cannot write %s: %s" % (path, exc.strerror))


@stack.command()
@click.argument("name")
@_FAKE_CLOUD
@_common
def events(name, fake_cloud, state_path, fmt):
    """List stack NAME's events, oldest first (a deleted stack's too)."""
    db = _open(state_path)
    if name in db.stack_names():
        session = _read_session(name, state_path, fmt)
        _stored_cloud(session.db.stack_record(name, salvage=True), fake_cloud)
        found = session.db.events(name)
    else:
        found = db.events(name, deleted=True)
        if not found:
            _read_session(name, state_path, fmt)   # the not-found error
    data = [_event_data(e) for e in found]
    _emit(fmt, data, _events_text(data))


@stack.command("list")
@_common
def list_(state_path, fmt):
    """List the stored stacks."""
    db = _open(state_path)
    data = []
    for name in db.stack_names():
        db.recover(name)
        r = db.stack_row(name)
        data.append({"stack_name": name, "id": r["id"],
                     "stack_status": "%s_%s" % (r["action"], r["status"]),
                     "stack_status_reason": r["status_reason"],
                     "creation_time": _iso(r["created_time"]), "updated_time": _iso(r["updated_time"])})
    _emit(fmt, data, _table(["name", "status", "updated", "reason"], [
        (d["stack_name"], d["stack_status"], d["updated_time"] or d["creation_time"],
         d["stack_status_reason"]) for d in data]))


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
@plugin_options
@_format_option
def type_list(plugin_dirs, env_paths, fmt):
    """List the resource types (HIDDEN ones left out, as in Heat)."""
    harness = _types_harness(plugin_dirs, env_paths)
    names = harness.resource_types()
    if not names and harness.env.unavailable:
        from sdk import plugin_loader
        click.echo("No resource types: %s" % plugin_loader.why_no_types(harness.env), err=True)
    _emit(fmt, names, "\n".join(names))


def _type_command(name, method, doc):
    @click.argument("type_name", metavar="TYPE")
    @plugin_options
    @_format_option
    def command(type_name, plugin_dirs, env_paths, fmt):
        harness = _types_harness(plugin_dirs, env_paths)
        with user_errors():
            data = getattr(harness, method)(type_name)
        _emit(fmt, data, _yaml(data))

    command.__doc__ = doc
    return resource_type.command(name)(command)


_type_command("show", "resource_type_show",
              "Show TYPE's properties, attributes and support status (YAML, or --format json).")
_type_command("template", "resource_type_template",
              "Print a HOT template that exposes TYPE's properties as parameters and its "
              "attributes as outputs.")
