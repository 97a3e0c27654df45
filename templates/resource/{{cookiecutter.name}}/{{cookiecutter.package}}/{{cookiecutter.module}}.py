"""The {{ cookiecutter.type }} resource type."""
from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes, constraints, properties, resource, support


class {{ cookiecutter.class_name }}(resource.Resource):
    """A {{ cookiecutter.class_name }} of the {{ cookiecutter.type.split('::')[1] }} service.

    Changing ``name`` renames the {{ cookiecutter.class_name }} in place;
    changing ``size`` replaces it with a new one.
    """

    support_status = support.SupportStatus(version="{{ cookiecutter.version }}")

    default_client_name = "{{ cookiecutter.client }}"

    PROPERTIES = (NAME, SIZE) = ("name", "size")

    ATTRIBUTES = (STATUS, SIZE_ATTR) = ("status", "size")

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _("Name of the {{ cookiecutter.class_name }}; the physical resource name when not set."),
            update_allowed=True,
        ),
        SIZE: properties.Schema(
            properties.Schema.INTEGER,
            _("Size of the {{ cookiecutter.class_name }}; a new size replaces it."),
            default=1,
            constraints=[constraints.Range(1, 100)],
        ),
    }

    attributes_schema = {
        STATUS: attributes.Schema(
            _("Status of the {{ cookiecutter.class_name }} as the service reports it."),
            type=attributes.Schema.STRING,
        ),
        SIZE_ATTR: attributes.Schema(
            _("Size of the {{ cookiecutter.class_name }} as the service reports it."),
            type=attributes.Schema.INTEGER,
        ),
    }

    def _name(self):
        return self.properties[self.NAME] or self.physical_resource_name()

    def _settled(self, object_id, ready):
        """Whether the object reached status ``ready``; ERROR fails the action."""
        found = self.client().get(object_id)
        if found.status == "ERROR":
            raise exception.ResourceInError(resource_status=found.status,
                                            status_reason=getattr(found, "fault", "unknown"))
        return found.status == ready

    # The service works asynchronously: each handle_* method starts an
    # operation and returns the object's id, which Heat passes to the matching
    # check_*_complete method, polling until the object has settled.

    def handle_create(self):
        found = self.client().create(name=self._name(), size=self.properties[self.SIZE])
        self.resource_id_set(found.id)
        return found.id

    def check_create_complete(self, object_id):
        return self._settled(object_id, "ACTIVE")

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.NAME in prop_diff:
            # self.properties holds the old values until the update is done.
            name = prop_diff[self.NAME] or self.physical_resource_name()
            self.client().update(self.resource_id, name=name)
        return self.resource_id

    def check_update_complete(self, object_id):
        return self._settled(object_id, "ACTIVE")

    def handle_suspend(self):
        self.client().action(self.resource_id, "suspend")
        return self.resource_id

    def check_suspend_complete(self, object_id):
        return self._settled(object_id, "SUSPENDED")

    def handle_resume(self):
        self.client().action(self.resource_id, "resume")
        return self.resource_id

    def check_resume_complete(self, object_id):
        return self._settled(object_id, "ACTIVE")

    def handle_delete(self):
        if self.resource_id is None:
            return None
        # Already gone (deleted outside Heat) counts as deleted.
        with self.client_plugin().ignore_not_found:
            self.client().delete(self.resource_id)
            return self.resource_id
        return None

    def check_delete_complete(self, object_id):
        if object_id is None:
            return True
        with self.client_plugin().ignore_not_found:
            self.client().get(object_id)
            return False
        return True

    def _show_resource(self):
        return self.client().get(self.resource_id).to_dict()

    def _resolve_attribute(self, name):
        if self.resource_id is None:
            return None
        found = self.client().get(self.resource_id)
        return found.status if name == self.STATUS else found.size
