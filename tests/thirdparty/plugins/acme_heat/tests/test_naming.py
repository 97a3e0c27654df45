"""ACME's own unit tests; Heat's loader (and plugin-sdk's) never imports them."""

from heat.tests import common

from acme_heat.common import naming


class NamingTest(common.HeatTestCase):
    def test_lower_case(self):
        self.assertEqual('s-b', naming.acme_name('S', 'B'))
