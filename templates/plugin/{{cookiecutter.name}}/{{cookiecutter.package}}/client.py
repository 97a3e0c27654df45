"""How this plug-in's resources reach the {{ cookiecutter.service }} service."""
from heat.engine.clients import client_plugin


class {{ cookiecutter.service }}ClientPlugin(client_plugin.ClientPlugin):
    """The client resources get from ``self.client()``.

    Heat finds it through the ``heat.clients`` entry point named
    ``{{ cookiecutter.client }}`` (see pyproject.toml); the tests give it an
    in-memory fake of the service instead.
    """

    service_types = ["{{ cookiecutter.client }}"]

    def _create(self, version=None):
        # Return your service's SDK client here, built from self.context.
        raise NotImplementedError("{{ cookiecutter.service }}ClientPlugin._create() must return a client of the service")
