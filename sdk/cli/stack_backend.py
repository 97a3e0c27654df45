"""Where the ``plugin-sdk stack`` commands' stacks live: one interface that
each command calls, so each verb is written once for every place.

Two implementations: :class:`sdk.cli.local_stacks.LocalStacks` (the
runtime, stacks kept in a state file) and :class:`sdk.cli.heat_api.HeatAPI`
(any Heat endpoint, ``--os-cloud``). Both return the same documents, in the
fields of Heat's API (``stack_status`` is ``ACTION_STATUS``), so the output
is the same wherever the stack lives:

- a stack: ``stack_name, id, stack_status, stack_status_reason,
  creation_time, updated_time, parameters, timeout_mins, disable_rollback,
  resources, outputs, snapshots`` (``resources`` as ``resource_list``'s,
  ``snapshots`` as ``snapshot_list``'s);
- an event: ``id, event_time, resource_name, physical_resource_id,
  resource_status, resource_status_reason``;
- an output: ``output_key, output_value, description`` and, when it
  cannot be resolved, ``output_error``;
- a resource: ``resource_name, resource_type, resource_status,
  resource_status_reason, physical_resource_id, updated_time``
  (``resource_show`` adds ``attributes, required_by, creation_time``);
- a snapshot: ``id, name, status, status_reason, creation_time``
  (``snapshot_show`` adds ``data``).

An action waits until the stack is no longer IN_PROGRESS and returns the
stack; a user's mistake (no such stack, a template Heat refuses, a cloud
that cannot be reached) raises :class:`sdk.cli.inputs.InputError`.
"""
import abc
import contextlib


class StackBackend(abc.ABC):
    """The verbs of ``openstack stack`` (python-heatclient's names)."""

    def errors(self):
        """A context in which the backend's own failures become InputError."""
        return contextlib.nullcontext()

    # -- actions that make or change a stack (each returns the stack) -----------------
    @abc.abstractmethod
    def create(self, name, template_path, params, timeout=None, rollback=None):
        """Create ``name`` from a template file, the -e files and ``params``."""

    @abc.abstractmethod
    def adopt(self, name, adopt_path, params, timeout=None, rollback=None):
        """Create ``name`` from abandon data, adopting its resources."""

    @abc.abstractmethod
    def update(self, name, template_path, params, timeout=None, rollback=None):
        """Update ``name`` (template None: its current one); parameters not
        given keep their values (``openstack stack update --existing``);
        ``timeout``/``rollback`` None keep the stack's."""

    @abc.abstractmethod
    def act(self, name, action):
        """Run ``action`` (delete, suspend, resume, check) on ``name``."""

    @abc.abstractmethod
    def cancel(self, name, rollback=True):
        """Cancel the update (or, without rollback, the create) under way."""

    @abc.abstractmethod
    def abandon(self, name, keep):
        """Forget ``name`` but keep its resources: ``keep(data)`` gets Heat's
        abandon data (on the runtime, before the stack is forgotten: if
        ``keep`` raises, the stack stays)."""

    # -- reading --------------------------------------------------------------------
    @abc.abstractmethod
    def show(self, name):
        """The stack."""

    @abc.abstractmethod
    def stacks(self):
        """Every stack, as ``show`` gives it without resources, outputs, snapshots."""

    @abc.abstractmethod
    def events(self, name):
        """The stack's events, oldest first."""

    @abc.abstractmethod
    def outputs(self, name, key=None):
        """The outputs, resolved now; with ``key``, that one (a one-item list)."""

    # -- resources --------------------------------------------------------------------
    @abc.abstractmethod
    def resources(self, name):
        """The stack's resources."""

    @abc.abstractmethod
    def resource(self, name, resource):
        """One resource, with its attributes."""

    @abc.abstractmethod
    def signal(self, name, resource, data=None):
        """Signal a resource with ``data`` (a mapping, or None)."""

    @abc.abstractmethod
    def mark_unhealthy(self, name, resource, reason="", reset=False):
        """Mark a resource CHECK_FAILED (``reset``: back to CHECK_COMPLETE)."""

    # -- snapshots ------------------------------------------------------------------
    @abc.abstractmethod
    def snapshot(self, name, snapshot_name=None):
        """Snapshot the stack; returns the snapshot."""

    @abc.abstractmethod
    def snapshots(self, name):
        """The stack's snapshots."""

    @abc.abstractmethod
    def snapshot_show(self, name, snapshot):
        """One snapshot (by id or name), with its data."""

    @abc.abstractmethod
    def snapshot_delete(self, name, snapshot):
        """Delete one snapshot."""

    @abc.abstractmethod
    def snapshot_restore(self, name, snapshot):
        """Restore the stack to a snapshot; returns the stack."""


def failed(stack):
    """Whether an action failed: it left the stack (a document as above)
    *_FAILED, or rolled back (a create or update that did not happen)."""
    status = stack["stack_status"]
    return status.endswith("_FAILED") or status.startswith("ROLLBACK_")
