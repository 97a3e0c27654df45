"""How this plug-in's resources reach the {{ cookiecutter.service }} service."""
from heat.engine.clients import client_plugin


class {{ cookiecutter.service }}ClientPlugin(client_plugin.ClientPlugin):
    """The client resources get from ``self.client()``.

    Heat finds it through the ``heat.clients`` entry point named
    ``{{ cookiecutter.client }}`` (see pyproject.toml); in the tests,
    plugin-sdk's fake cloud serves that client name instead.
    """

    service_types = ["{{ cookiecutter.client }}"]

    def _create(self, version=None):
        # Return your service's SDK client here, built from self.context.
        raise NotImplementedError("{{ cookiecutter.service }}ClientPlugin._create() must return a client of the service")

    def is_not_found(self, ex):
        # Which of your client's errors mean "no such object": the resources'
        # ``with self.client_plugin().ignore_not_found:`` relies on it.
        return type(ex).__name__ in ("NotFound", "ResourceNotFound")
