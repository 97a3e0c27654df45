"""plugin-sdk test --contract over a plug-in with 10 resource types.

Target (issue 6): the contract checks of a 10-type plug-in finish in under
10 s. Baseline, measured in the same run: one hand-written life-cycle test
per type (create, update, suspend, resume, check, delete of one property set).
"""
import os
import tempfile
import textwrap
import time

PLUGIN = textwrap.dedent('''
    from heat.engine import attributes, constraints, properties, resource

    S = properties.Schema


    class Thing(resource.Resource):
        """A thing in the fake cloud's ``things`` service."""

        default_client_name = "things"
        entity = "things"
        properties_schema = {
            "name": S(S.STRING, update_allowed=True, constraints=[constraints.Length(1, 30)]),
            "size": S(S.INTEGER, default=1, constraints=[constraints.Range(1, 64)]),
        }
        attributes_schema = {"status": attributes.Schema("Status.")}

        def handle_create(self):
            self.resource_id_set(self.client().create(**self.properties.data).id)

        def check_create_complete(self, token):
            return self.client().get(self.resource_id).status == "ACTIVE"

        def handle_update(self, json_snippet, tmpl_diff, prop_diff):
            self.client().update(self.resource_id, **prop_diff)

        def check_update_complete(self, token):
            return self.client().get(self.resource_id).status == "ACTIVE"

        def handle_delete(self):
            if self.resource_id is not None:
                with self.client_plugin().ignore_not_found:
                    self.client().delete(self.resource_id)

        def _resolve_attribute(self, name):
            return self.client().get(self.resource_id).status


    EXTRA = [
        S(S.BOOLEAN, update_allowed=True), S(S.LIST, schema=S(S.INTEGER)),
        S(S.MAP, schema={"k": S(S.STRING, required=True)}), S(S.NUMBER, immutable=True),
        S(S.STRING, constraints=[constraints.AllowedValues(["a", "b", "c"])]),
        S(S.STRING, constraints=[constraints.AllowedPattern("[a-z]{2,5}")]),
        S(S.STRING, constraints=[constraints.CustomConstraint("ip_addr")]),
        S(S.INTEGER, update_allowed=True, constraints=[constraints.Modulo(2, 0)]),
        S(S.LIST, update_allowed=True, constraints=[constraints.Length(0, 3)]),
        S(S.MAP, update_allowed=True),
    ]


    def resource_mapping():
        return {"Bench::Thing%d" % i: type("Thing%d" % i, (Thing,), {
            "properties_schema": dict(Thing.properties_schema, extra=extra)})
            for i, extra in enumerate(EXTRA)}
''')
TEMPLATE = {"heat_template_version": "2016-10-14",
            "resources": {"r": {"type": None, "properties": {"name": "one"}}}}


def _hand_written(harness):
    for type_name in harness.resource_types():
        t = dict(TEMPLATE, resources={"r": {"type": type_name, "properties": {"name": "one"}}})
        st = harness.create_stack(t)
        st.update(dict(t, resources={"r": {"type": type_name, "properties": {"name": "two"}}}))
        for action in ("suspend", "resume", "check", "delete"):
            getattr(st, action)()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason


def main():
    from sdk.testing import FakeCloud, Harness, run_contract

    with tempfile.TemporaryDirectory(prefix="bench-contract-") as tmp:
        with open(os.path.join(tmp, "things.py"), "w") as f:
            f.write(PLUGIN)
        harness = Harness(plugin_dirs=[tmp])
        FakeCloud().attach(harness)
        types = harness.resource_types()
        run_contract(harness, types[:1], examples=1)  # imports and strategy caches
        start = time.perf_counter()
        _hand_written(harness)
        baseline = time.perf_counter() - start
        start = time.perf_counter()
        results = run_contract(harness)
        contract = time.perf_counter() - start
    failed = [r.resource_type for r in results if not r.ok]
    print("plug-in: %d resource types; contract: %d property sets per type"
          % (len(types), results[0].examples))
    print("one hand-written life cycle per type (baseline)  %6.3f s" % baseline)
    print("contract checks, all types                       %6.2f s  %.0fx  (target < 10 s)%s"
          % (contract, contract / baseline, "  FAILED: %s" % failed if failed else ""))


if __name__ == "__main__":
    main()
