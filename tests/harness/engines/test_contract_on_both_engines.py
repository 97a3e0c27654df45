"""The contract checks of a correct plug-in pass on both engines."""
import pytest


@pytest.mark.contract(types=["Test::Gadget"], examples=3)
def test_contract(resource_type, plugin_dirs):
    """The contract marker uses this directory's plug-ins (plugin_dirs)."""
