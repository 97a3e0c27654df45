"""Heat's StackResource (a resource whose implementation is a nested stack:
AWS::CloudFormation::Stack, ResourceGroup, AutoScalingGroup, provider
templates...) on plugin-sdk's runtime.

Heat's own module drives nested stacks through the engine's RPC API and its
database objects; here the child is a plugin-sdk stack run in-process on the
parent's clock and engine (a convergence stack's children are convergence
stacks, as in Heat; their rows are numbered by the parent's store, as
Heat's one resource table numbers them), kept by the parent stack (``stack.nested_stacks``, keyed by
the child's id, which is the resource's resource_id as in Heat). Its state
is kept in the parent resource's data too (``_NestedStore``), so a parent
loaded again (``plugin-sdk stack`` in a later command) finds its child.
Subclasses keep Heat's contract: ``child_template()``, ``child_params()``,
and the ``create_with_template`` / ``update_with_template`` /
``delete_nested`` helpers.
"""
import json

from sdk.common import exception, heat_options, template_format
from sdk.engine import environment as environment_mod
from sdk.engine import event, resource, service, template
from sdk.engine.stack import Stack

#: the parent resource's data key that holds its nested stack's state
NESTED_DATA = "nested_stack"


class _NestedStore(event.MemoryStore):
    """A nested stack's state (the rows ``Stack.load`` takes), written into its
    parent resource's data after each change, so the parent's own store
    keeps both. ``parent`` is the resource instance that last took the
    nested stack (the convergence engine loads a resource afresh for each
    message)."""

    def __init__(self, parent_stack, resource_name, rows=(), last_id=0):
        super().__init__()
        self.parent_stack, self.resource_name = parent_stack, resource_name
        self.parent = None
        self.rows = {row["id"]: row for row in rows}
        self._last_id = last_id

    def next_resource_id(self):
        """The parent stack's next row id: Heat numbers every stack's rows in
        one table (and the convergence engine orders nodes by these ids)."""
        self._last_id = self.parent_stack.store.next_resource_id()
        return self._last_id

    def save_resource(self, res):
        if res.id is None:
            return
        stack = res.stack
        current = stack.shown_resources().get(res.name) is res
        if current:
            for row in self.rows.values():
                if row["name"] == res.name:
                    row["current"] = False
        self.rows[res.id] = {
            "id": res.id, "name": res.name, "type": res.type_name, "current": current,
            "definition": res.stored_definition(), "uuid": res.uuid, "action": res.action,
            "status": res.status, "status_reason": res.status_reason,
            "resource_id": res.resource_id, "data": res._data,
            "properties": res._stored_properties_data, "metadata": res._stored_metadata,
            "convergence": stack.engine.row_state(res) if stack.convergence else None}
        self._write(stack)

    def delete_resource(self, res):
        self.rows.pop(res.id, None)
        self._write(res.stack)

    def save_stack(self, stack):
        current = {r.id for r in stack.shown_resources().values()}
        for row in self.rows.values():
            row["current"] = row["id"] in current
        self._write(stack)

    def _write(self, stack):
        parent = self.parent
        if parent is None or parent.resource_id != stack.id:
            return
        state = {"id": stack.id, "name": stack.name, "template": stack.t.t,
                 "files": stack.t.files, "params": stack.env.layer_as_dict(),
                 "state": [stack.action, stack.status, stack.status_reason],
                 "resources": list(self.rows.values()), "last_id": self._last_id,
                 "convergence": stack.convergence,
                 "convergence_state": stack.engine.convergence_state() if stack.convergence else None}
        # a mapping, encoded once with the root's row: a JSON text here would
        # be escaped again at each level up, and re-encoded at each change
        parent._data = dict(parent._data or {}, **{NESTED_DATA: state})
        self.parent_stack.store.save_resource(parent)


def _children(stack):
    """The parent stack's nested stacks by id."""
    children = getattr(stack, "nested_stacks", None)
    if children is None:
        children = stack.nested_stacks = {}
    return children


def _count(tmpl):
    resources = tmpl[tmpl.RESOURCES]
    return len(resources) if isinstance(resources, dict) else 0


def total_resources(stack):
    """Heat's ``total_resources`` of ``stack``'s root: the resources stored
    in every stack of the tree, the root's own included (Heat counts the
    rows stored under the root: none while the root is validated, and a
    resource once it is stored, at its first action on the legacy engine,
    at the traversal's start on convergence)."""
    root = stack
    while getattr(root, "parent_resource", None) is not None:
        root = root.parent_resource.stack
    count, todo = 0, [root]
    while todo:
        st = todo.pop()
        rows = getattr(st.engine, "rows", None)   # the convergence engine's stored rows
        count += len(rows) if rows is not None else sum(
            1 for res in st.resources.values() if res.id is not None)
        todo.extend(_children(st).values())
    return count


def nested_depth(stack):
    return getattr(stack, "nested_depth", 0)


class StackResource(resource.Resource):
    """A resource managed by a nested stack."""

    #: Heat's id of the parent's previous template during an update, whose
    #: files a rolling update keeps using; plugin-sdk keeps no template
    #: records, so the current files serve.
    old_template_id = None

    def __init__(self, name, json_snippet, stack):
        super().__init__(name, json_snippet, stack)
        self._outputs = None
        self.resource_info = None

    # -- the subclass's contract ----------------------------------------------------
    def child_template(self):
        """The nested stack's template (a mapping or a Template)."""
        raise NotImplementedError()

    def child_params(self):
        """The nested stack's parameter values."""
        raise NotImplementedError()

    def child_template_files(self, child_env):
        return self.stack.t.files

    @property
    def template_url(self):
        """Where the nested template comes from: a placeholder for templates a
        resource builds itself (ResourceGroup), the file for a provider template."""
        return "nested_stack"

    # -- the nested stack -----------------------------------------------------------
    def has_nested(self):
        return self.resource_id is not None

    def nested(self):
        """The nested Stack, or None when there is none (yet): the one this
        parent stack runs, else the one its stored state describes."""
        if self.resource_id is None:
            return None
        children = _children(self.stack)
        if self.resource_id not in children:
            stored = (self._data or {}).get(NESTED_DATA)
            if stored is None:
                return None
            children[self.resource_id] = self._load_nested(
                json.loads(stored) if isinstance(stored, str) else stored)
        nested = children[self.resource_id]
        if nested.parent_resource is not self:  # this instance owns it from now on
            self._adopt_child(nested, nested.nested_depth)
        return nested

    def _load_nested(self, state):
        env = environment_mod.get_child_environment(self.stack.env, state["params"],
                                                    item_to_remove=self.resource_info,
                                                    child_resource_name=self.name)
        convergence = state.get("convergence", False)
        extra = {"convergence_state": state.get("convergence_state")} if convergence else {}
        nested = Stack.load(
            state["name"], template.Template(state["template"], files=state["files"]), env,
            stack_id=state["id"], state=tuple(state["state"]), resources=state["resources"],
            clock=self.stack.clock, disable_rollback=True, timeout_mins=self.stack.timeout_mins,
            store=_NestedStore(self.stack, self.name, state["resources"], state["last_id"]),
            convergence=convergence, **extra)
        service.register_stack(nested)
        return self._adopt_child(nested, nested_depth(self.stack) + 1)

    def nested_identifier(self):
        if self.resource_id is None:
            return None
        return {"tenant": self.context.project_id, "stack_name": self.physical_resource_name(),
                "stack_id": self.resource_id, "path": ""}

    def _child_nested_depth(self):
        limit = heat_options.get("max_nested_stack_depth")
        if nested_depth(self.stack) >= limit:
            # Heat's RequestLimitExceeded and message, naming the option for the tools
            raise template_format.RequestLimitExceeded("max_nested_stack_depth",
                                                       "Recursion depth exceeds %d." % limit)
        return nested_depth(self.stack) + 1

    def _parse_child_template(self, child_template):
        if isinstance(child_template, template.Template):
            child_template = child_template.t
        return template.Template(child_template, files=self.child_template_files(None))

    def _validate_nested_resources(self, tmpl, existing=0):
        """Heat's count, before the nested stack is made: its template's
        resources and those of the whole tree under the root (less the
        ``existing`` ones of the nested stack an update replaces) against
        max_resources_per_stack."""
        template_format.check_resource_count(_count(tmpl) + total_resources(self.stack) - existing)

    def _parse_nested_stack(self, stack_name, child_template, child_params, adopt_data=None):
        depth = self._child_nested_depth()
        env = environment_mod.get_child_environment(self.stack.env, child_params,
                                                    item_to_remove=self.resource_info,
                                                    child_resource_name=self.name)
        tmpl = self._parse_child_template(child_template)
        self._validate_nested_resources(tmpl)
        # a nested stack runs on its parent's engine, as in Heat
        nested = Stack(
            stack_name, tmpl, env,
            clock=self.stack.clock, store=_NestedStore(self.stack, self.name),
            disable_rollback=True, timeout_mins=self.stack.timeout_mins,
            adopt_stack_data=adopt_data, convergence=self.stack.convergence)
        self._adopt_child(nested, depth)
        return nested

    def _adopt_child(self, nested, depth):
        """Make ``nested`` this resource's child stack, as Heat's set_parent_stack."""
        nested.nested_depth = depth
        nested.parent_resource = self
        nested.parent_resource_name = self.name
        nested.owner_id = self.stack.id
        if isinstance(nested.store, _NestedStore):
            nested.store.parent = self
        return nested

    def validate_nested_stack(self):
        """Validate the child stack, and (not strict) its children in turn, so
        that a tree deeper than max_nested_stack_depth is refused before
        anything is made; an error names its path as Heat's does
        (``resources.NAME<TEMPLATE_URL>``...)."""
        name = "%s-%s" % (self.stack.name, self.name)
        try:
            nested = self._parse_nested_stack(name, self.child_template(), self.child_params())
            nested.strict_validate = False
            nested.validate()
        except AssertionError:
            raise
        except Exception as exc:
            path = "%s<%s>" % (self.name, self.template_url)
            raise exception.StackValidationFailed(
                error=exc, path=[self.stack.t.RESOURCES, path]) from None

    def validate(self):
        result = super().validate()
        if nested_depth(self.stack) == 0 or not self.stack.strict_validate:
            self.validate_nested_stack()
        return result

    # -- life cycle -----------------------------------------------------------------
    def action_handler_task(self, action, args=(), action_prefix=None):
        """A group (a type with Heat's ``get_size``: ResourceGroup,
        AutoScalingGroup...) whose members would pass max_resources_per_stack
        fails its create as Heat's count fails it, before the members'
        template is assembled (a count of 1000000 costs nothing)."""
        if action == self.CREATE and callable(getattr(self, "get_size", None)):
            try:
                size = self.get_size()
            except Exception:
                size = None  # the handler meets it, and fails as Heat's does
            if isinstance(size, int) and not isinstance(size, bool):
                template_format.check_resource_count(size + total_resources(self.stack))
        return super().action_handler_task(action, args, action_prefix)

    def create_with_template(self, child_template, user_params=None, timeout_mins=None,
                             adopt_data=None):
        if user_params is None:   # Heat's child_definition: the subclass's parameters
            user_params = self.child_params()
        nested = self._parse_nested_stack(self.physical_resource_name(), child_template,
                                          user_params, adopt_data=adopt_data)
        self.resource_id_set(nested.id)
        _children(self.stack)[nested.id] = nested
        service.register_stack(nested)
        self._outputs = None
        if adopt_data is None:
            nested.create()
        else:
            nested.adopt()

    def handle_create(self):
        self.create_with_template(self.child_template(), self.child_params())

    def handle_adopt(self, resource_data=None):
        self.create_with_template(self.child_template(), self.child_params(),
                                  adopt_data=resource_data)

    def _check_status_complete(self, expected_action, cookie=None):
        nested = self.nested()
        if nested is None:
            if expected_action == self.DELETE:
                return True
            return False
        action, status = nested.action, nested.status
        if action != expected_action:
            return False
        if status == nested.IN_PROGRESS:
            return False
        if status == nested.FAILED:
            raise exception.ResourceFailure(nested.status_reason, self, action=action)
        return True

    def check_create_complete(self, cookie=None):
        return self._check_status_complete(self.CREATE)

    def check_adopt_complete(self, cookie=None):
        return self._check_status_complete(self.ADOPT)

    def update_with_template(self, child_template, user_params=None, timeout_mins=None):
        nested = self.nested()
        if nested is None:
            raise resource.UpdateReplace(self)
        self._outputs = None
        if user_params is None:
            user_params = self.child_params()
        nested.nested_depth = self._child_nested_depth()
        nested.env = environment_mod.get_child_environment(
            self.stack.env, user_params, item_to_remove=self.resource_info,
            child_resource_name=self.name)
        tmpl = self._parse_child_template(child_template)
        self._validate_nested_resources(tmpl, existing=len(nested.resources))
        nested.update(tmpl)

    def _needs_update(self, after, before, after_props, before_props, prev_resource):
        """As Heat's: once the nested stack exists it is always updated in
        place, even from a failed create, and its resources decide; a
        CHECK_FAILED one marked unhealthy (its nested stack not CHECK_FAILED)
        is replaced."""
        if self.resource_id is None:
            super()._needs_update(after, before, after_props, before_props, prev_resource)
        elif self.state == (self.CHECK, self.FAILED):
            nested = self.nested()
            if nested is None or nested.state != (self.CHECK, self.FAILED):
                raise resource.UpdateReplace(self)
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self.properties = json_snippet.properties(self.properties_schema, self.context)
        return self.update_with_template(self.child_template(), self.child_params())

    def check_update_complete(self, cookie=None):
        return self._check_status_complete(self.UPDATE)

    def handle_update_cancel(self, cookie):
        self._handle_cancel()

    def handle_create_cancel(self, cookie):
        return self.handle_update_cancel(cookie)

    def _handle_cancel(self):
        """This resource's create or update is cancelled (a timeout, a
        sibling's failure, a stack cancel): Heat cancels its nested stack's
        too, without rollback; one with nothing under way says so, ignored."""
        nested = self.nested()
        if nested is not None:
            with service.EngineClient().ignore_error_by_name("NotSupported"):
                nested.cancel_update(rollback=False)

    def delete_nested(self):
        """Delete the nested stack; one deleted already (its delete completed
        before the process went down) is gone, as Heat ignores EntityNotFound."""
        nested = self.nested()
        if nested is not None:
            with service.EngineClient().ignore_error_by_name("EntityNotFound"):
                nested.delete()

    def handle_delete(self):
        return self.delete_nested()

    def check_delete_complete(self, cookie=None):
        """A nested stack whose delete failed fails this resource here, at
        its first check, as Heat's does: siblings started meanwhile."""
        nested = self.nested()
        if nested is None:
            return True
        if nested.state == (nested.DELETE, nested.IN_PROGRESS):
            return False
        if nested.status == nested.FAILED:
            raise exception.ResourceFailure(nested.status_reason, self, action=self.DELETE)
        _children(self.stack).pop(nested.id, None)
        return True

    def _nested_action(self, action, method):
        nested = self.nested()
        if nested is None:
            raise exception.Error("Cannot %s %s, stack not created" % (action, self.name))
        getattr(nested, method)()

    def handle_suspend(self):
        self._nested_action("suspend", "suspend")

    def check_suspend_complete(self, cookie=None):
        return self._check_status_complete(self.SUSPEND)

    def handle_resume(self):
        self._nested_action("resume", "resume")

    def check_resume_complete(self, cookie=None):
        return self._check_status_complete(self.RESUME)

    def handle_check(self):
        self._nested_action("check", "check")

    def check_check_complete(self, cookie=None):
        return self._check_status_complete(self.CHECK)

    def prepare_abandon(self):
        self.abandon_in_progress = True
        nested = self.nested()
        return nested.abandon() if nested is not None else {}

    # -- outputs --------------------------------------------------------------------
    def get_output(self, op):
        """An output of the nested stack; NotFound when it has no such output."""
        nested = self.nested()
        if nested is None:
            return None
        if op not in nested.t.outputs(nested):
            raise exception.NotFound("Specified output key %s not found." % op)
        value, error = nested.output(op)
        if error is not None:
            raise exception.TemplateOutputError(resource=self.name, attribute=op,
                                                message=str(error))
        return value

    def _resolve_attribute(self, name):
        try:
            return self.get_output(name)
        except exception.NotFound:
            raise exception.InvalidTemplateAttribute(resource=self.name, key=name)

    def get_reference_id(self):
        return self.resource_id or self.physical_resource_name()
