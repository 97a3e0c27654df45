"""What Heat's keystone client plug-in returns: python-keystoneclient's v3
Client as ``.client``, and the stack-user operations Heat's signalling types
use (users and EC2 credentials in the stack's project)."""
import json
import uuid

from keystoneclient.v3 import client as kc_v3

from sdk.common import exception

#: the domain DevStack's Heat keeps stack users and their projects in
STACK_USER_DOMAIN = "heat"


class KsClientWrapper:

    def __init__(self, context, region_name):
        self._context = context
        self._region_name = region_name
        self._client = None

    @property
    def context(self):
        return self._context

    @property
    def client(self):
        if self._client is None:
            self._client = kc_v3.Client(session=self._context.keystone_session,
                                        region_name=self._region_name,
                                        interface="publicURL")
        return self._client

    @property
    def stack_domain_id(self):
        """The id of the stack users' domain (DevStack's ``heat``, heat.conf's
        stack_user_domain_name), or None where the cloud has none: then, as
        Heat without that configuration, stack users go in the stack's project."""
        if not hasattr(self, "_stack_domain_id"):
            found = self.client.domains.list(name=STACK_USER_DOMAIN)
            self._stack_domain_id = found[0].id if found else None
        return self._stack_domain_id

    @property
    def stack_domain(self):
        return self.stack_domain_id

    def _get_username(self, username):
        # Keystone limits user names to 255 characters; Heat keeps the end.
        return username[-64:] if len(username) > 64 else username

    def create_stack_user(self, username, password):
        """A user for the stack's in-instance tools; its id."""
        user = self.client.users.create(name=self._get_username(username), password=password,
                                        default_project=self._context.project_id)
        return user.id

    def create_stack_domain_user(self, username, project_id, password=None):
        if not self.stack_domain:
            return self.create_stack_user(username, password)
        user = self.client.users.create(name=self._get_username(username), password=password,
                                        default_project=project_id,
                                        domain=self.stack_domain_id)
        return user.id

    def _delete_user(self, user_id):
        try:
            self.client.users.delete(user_id)
        except Exception as ex:
            if type(ex).__name__ != "NotFound":
                raise

    def delete_stack_user(self, user_id):
        self._delete_user(user_id)

    def delete_stack_domain_user(self, user_id, project_id):
        self._delete_user(user_id)

    def stack_domain_user_token(self, user_id, project_id, password):
        """A token of a stack domain user, for its in-instance tools (Heat's
        WaitConditionHandle hands it to the server)."""
        from keystoneauth1.identity import v3
        auth = v3.Password(auth_url=self._context.auth_url, user_id=user_id,
                           password=password, project_id=project_id)
        return auth.get_token(self._context.keystone_session)

    def create_stack_domain_project(self, stack_id):
        """The stack's project in the stack users' domain, named after the
        requesting project and the stack (64 characters at most), as Heat names it."""
        if not self.stack_domain:
            return self._context.project_id
        name = ("%s-%s" % (self._context.project_id, stack_id))[:64]
        return self.client.projects.create(name=name, domain=self.stack_domain_id,
                                           description="Heat stack user project").id

    def delete_stack_domain_project(self, project_id):
        """Delete the stack's project, if it is one of the stack users'
        domain (never the stack owner's own project); gone already is fine."""
        from keystoneauth1 import exceptions as ks_exceptions
        if not self.stack_domain:
            return
        try:
            project = self.client.projects.get(project_id)
        except (ks_exceptions.NotFound, ks_exceptions.Forbidden):
            return
        if project.domain_id != self.stack_domain_id:
            return
        try:
            project.delete()
        except ks_exceptions.NotFound:
            pass

    def _set_enabled(self, user_id, enabled):
        self.client.users.update(user_id, enabled=enabled)

    def disable_stack_user(self, user_id):
        self._set_enabled(user_id, False)

    def enable_stack_user(self, user_id):
        self._set_enabled(user_id, True)

    def disable_stack_domain_user(self, user_id, project_id):
        self._set_enabled(user_id, False)

    def enable_stack_domain_user(self, user_id, project_id):
        self._set_enabled(user_id, True)

    def create_ec2_keypair(self, user_id=None):
        """An EC2 credential of the user: an object with access, secret and id."""
        user_id = user_id or self._context.user_id
        blob = {"access": uuid.uuid4().hex, "secret": uuid.uuid4().hex}
        cred = self.client.credentials.create(user=user_id, type="ec2", blob=json.dumps(blob),
                                              project=self._context.project_id)
        return _Keypair(cred.id, blob["access"], blob["secret"])

    def create_stack_domain_user_keypair(self, user_id, project_id):
        return self.create_ec2_keypair(user_id)

    def get_ec2_keypair(self, credential_id=None, access=None, user_id=None):
        if credential_id is None:
            raise exception.Error("Unable to get ec2 credential")
        cred = self.client.credentials.get(credential_id)
        blob = json.loads(cred.blob)
        return _Keypair(cred.id, blob["access"], blob["secret"])

    def delete_ec2_keypair(self, credential_id=None, access=None, user_id=None):
        if credential_id:
            self.client.credentials.delete(credential_id)

    def delete_stack_domain_user_keypair(self, user_id, project_id, credential_id):
        self.delete_ec2_keypair(credential_id)

    def server_keystone_endpoint_url(self, fallback_endpoint):
        return self._context.keystone_session.get_endpoint(service_type="identity",
                                                           interface="public")

    def create_trust_context(self):
        return self._context

    def delete_trust(self, trust_id):
        return None


class _Keypair:
    def __init__(self, id, access, secret):
        self.id = id
        self.access = access
        self.secret = secret


def KeystoneClient(context, region_name=None):
    """The client wrapper for ``context`` (Heat's ``KeystoneClient`` factory)."""
    return KsClientWrapper(context, region_name)
