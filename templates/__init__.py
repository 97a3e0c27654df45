"""The cookiecutter templates of ``plugin-sdk new``, installed as the package
data of ``sdk.scaffold.templates``: ``plugin/`` makes a project, ``resource/``
one resource type in it; ``VERSION`` is the template version projects record."""
