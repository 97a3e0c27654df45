"""docgen: resource reference docs for Heat plug-ins, as a Sphinx extension.

``extensions = ["docgen"]`` in conf.py; see docs/docgen.rst.
"""


def setup(app):
    from docgen import sphinxext
    return sphinxext.setup(app)
