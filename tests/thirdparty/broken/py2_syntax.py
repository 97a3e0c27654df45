"""Python 2 only: print statements and old except clauses."""
from heat.engine import resource


class Old(resource.Resource):
    """Old."""

    def handle_create(self):
        print "creating", self.name


def resource_mapping():
    return {'Hypo::Py2': Old}
