"""Fixtures: a fake OpenStack cloud the real client libraries talk to, and a
keystoneauth session on it (DevStack's admin in the admin project)."""
import pytest

from sdk import cloud as fakeos


@pytest.fixture
def os_cloud():
    """A new DevStack-like cloud, answering HTTP while the test runs."""
    cloud = fakeos.Cloud()
    with fakeos.intercept(cloud):
        yield cloud


@pytest.fixture
def session(os_cloud):
    from keystoneauth1 import session as ks_session
    from keystoneauth1.identity import v3
    creds = {k: v for k, v in fakeos.CREDENTIALS.items() if k != "region_name"}
    return ks_session.Session(auth=v3.Password(**creds))
