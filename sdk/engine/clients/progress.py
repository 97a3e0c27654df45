"""Progress records that a plug-in passes from ``handle_*`` to
``check_*_complete`` (Heat's ``heat.engine.clients.progress``).

They are plain mutable records: the check function updates ``called`` and
``complete`` between polls. Names, constructor signatures and attributes
are Heat's, so plug-ins that import them run unchanged.
"""


class ServerCreateProgress:
    def __init__(self, server_id, complete=False):
        self.complete = complete
        self.server_id = server_id


class UpdateProgressBase:
    """One update step: the client-plug-in method ``handler`` is called
    with ``resource_id`` (plus ``handler_extra``'s ``args``/``kwargs``) and,
    when asynchronous, ``check_<handler>`` polls it until done."""

    def __init__(self, resource_id, handler, complete=False, called=False,
                 handler_extra=None, checker_extra=None):
        self.complete = complete
        self.called = called
        self.handler = handler
        self.checker = "check_%s" % handler
        self.handler_args, self.handler_kwargs = _call_args(resource_id, handler_extra)
        self.checker_args, self.checker_kwargs = _call_args(resource_id, checker_extra)


def _call_args(resource_id, extra):
    extra = extra or {}
    return (resource_id,) + tuple(extra.get("args") or ()), dict(extra.get("kwargs") or {})


class ServerUpdateProgress(UpdateProgressBase):
    def __init__(self, server_id, handler, complete=False, called=False,
                 handler_extra=None, checker_extra=None):
        super().__init__(server_id, handler, complete=complete, called=called,
                         handler_extra=handler_extra, checker_extra=checker_extra)
        self.server_id = server_id


class ContainerUpdateProgress(UpdateProgressBase):
    def __init__(self, container_id, handler, complete=False, called=False,
                 handler_extra=None, checker_extra=None):
        super().__init__(container_id, handler, complete=complete, called=called,
                         handler_extra=handler_extra, checker_extra=checker_extra)
        self.container_id = container_id


class ServerDeleteProgress:
    def __init__(self, server_id, image_id=None, image_complete=True):
        self.server_id = server_id
        self.image_id = image_id
        self.image_complete = image_complete


class VolumeDetachProgress:
    def __init__(self, srv_id, vol_id, attach_id, task_complete=False):
        self.called = self.cinder_complete = self.nova_complete = task_complete
        self.srv_id = srv_id
        self.vol_id = vol_id
        self.attach_id = attach_id


class VolumeAttachProgress:
    def __init__(self, srv_id, vol_id, device, task_complete=False):
        self.called = self.complete = task_complete
        self.srv_id = srv_id
        self.vol_id = vol_id
        self.device = device


class VolumeDeleteProgress:
    def __init__(self, task_complete=False):
        self.backup = {"called": task_complete, "complete": task_complete}
        self.delete = {"called": task_complete, "complete": task_complete}
        self.backup_id = None


class VolumeResizeProgress:
    def __init__(self, task_complete=False, size=None, pre_check=False):
        self.called = self.complete = task_complete
        self.size = size
        self.pre_check = pre_check


class VolumeUpdateAccessModeProgress:
    def __init__(self, task_complete=False, read_only=None):
        self.called = task_complete
        self.read_only = read_only


class VolumeBackupRestoreProgress:
    def __init__(self, vol_id, backup_id):
        self.called = self.complete = False
        self.vol_id = vol_id
        self.backup_id = backup_id


class PoolDeleteProgress:
    def __init__(self, task_complete=False):
        self.pool = {"delete_called": task_complete, "deleted": task_complete}
        self.vip = {"delete_called": task_complete, "deleted": task_complete}
