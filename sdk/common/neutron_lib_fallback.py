"""What Heat's VPN types import from neutron-lib
(``neutron_lib.api.definitions.vpn``, ``vpn_aes_ctr``, ``vpn_no_sha1_3des``)
when neutron-lib is not installed: the algorithm and group names of
neutron-lib 5.0.1 (Heat 27's). neutron-lib itself imports Neutron's
database layer (SQLAlchemy, oslo.db, pecan, eventlet...) just to be
imported, far too much for three lists of names.
"""
import types

_ENCRYPTION = ["3des", "aes-128", "aes-192", "aes-256"] + [
    "aes-%d-%s-%d" % (bits, mode, icv) for mode in ("ccm", "gcm") for icv in (8, 12, 16)
    for bits in (128, 192, 256)]

vpn = types.ModuleType("neutron_lib.api.definitions.vpn")
vpn.ALIAS = "vpnaas"
vpn.VPN_SUPPORTED_ENCRYPTION_ALGORITHMS = _ENCRYPTION
vpn.VPN_SUPPORTED_AUTH_ALGORITHMS = ["sha1", "sha256", "sha384", "sha512", "aes-xcbc", "aes-cmac"]
vpn.VPN_SUPPORTED_PFSES = ["group%d" % n for n in (2, 5, *range(14, 32))]

vpn_aes_ctr = types.ModuleType("neutron_lib.api.definitions.vpn_aes_ctr")
vpn_aes_ctr.ALIAS = "vpn-aes-ctr"
vpn_aes_ctr.VPN_SUPPORTED_ENCRYPTION_ALGORITHMS_WITH_CTR = _ENCRYPTION + [
    "aes-128-ctr", "aes-192-ctr", "aes-256-ctr"]

vpn_no_sha1_3des = types.ModuleType("neutron_lib.api.definitions.vpn_no_sha1_3des")
vpn_no_sha1_3des.ALIAS = "vpn-no-sha1-3des"

MODULES = {m.__name__: m for m in (vpn, vpn_aes_ctr, vpn_no_sha1_3des)}
