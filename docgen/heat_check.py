"""Real-world check: docgen on Heat's own resource modules (``nox -s docgen_heat``).

With openstack-heat installed, ``.. resource-reference::`` with
``:modules: heat.engine.resources`` must document exactly the types Heat
registers minus the HIDDEN ones, with ``sphinx-build -W`` passing for the
html and text builders. Exit status 1 when it does not.
"""
import os
import sys
import tempfile
import zlib

PAGE = """\
Heat resource types
===================

.. toctree::

   deprecations

.. resource-reference::
   :modules: heat.engine.resources
"""
DEPRECATIONS = """\
Deprecations by release
=======================

.. resource-deprecations::
"""


def heat_registered():
    """(all type names, non-HIDDEN type names) of Heat's global environment."""
    from heat.engine import environment, resources
    resources.initialise()
    env = resources.global_env()
    registered = {name for name, info in env.registry._registry.items()
                  if isinstance(info, environment.ClassResourceInfo)}
    return registered, set(env.get_types())


def write_project(src, pages):
    os.makedirs(src, exist_ok=True)
    for name, text in pages.items():
        with open(os.path.join(src, name), "w", encoding="utf-8") as f:
            f.write(text)


def documented_types(outdir):
    """Type names in the build's objects.inv."""
    with open(os.path.join(outdir, "objects.inv"), "rb") as f:
        data = f.read()
    body = zlib.decompress(data[data.index(b"zlib.\n") + 6:]).decode()
    return {line.split(" heat:resource ")[0] for line in body.splitlines()
            if " heat:resource " in line}


def main():
    from sphinx.cmd.build import build_main
    registered, visible = heat_registered()
    work = tempfile.mkdtemp(prefix="docgen-heat-")
    src = os.path.join(work, "src")
    write_project(src, {"conf.py": 'project = "heat"\nextensions = ["docgen"]\n',
                        "index.rst": PAGE, "deprecations.rst": DEPRECATIONS})
    failed = False
    for builder in ("html", "text"):
        out = os.path.join(work, builder)
        status = build_main(["-W", "--keep-going", "-q", "-b", builder, src, out])
        print("sphinx-build -W -b %s: %s" % (builder, "ok" if status == 0 else "FAILED"))
        failed = failed or status != 0
    documented = documented_types(os.path.join(work, "html"))
    print("Heat registers %d resource types, %d of them not HIDDEN; docgen documented %d"
          % (len(registered), len(visible), len(documented)))
    for label, names in (("missing", visible - documented), ("HIDDEN but documented", documented - visible)):
        if names:
            failed = True
            print("%s: %s" % (label, ", ".join(sorted(names))))
    print("FAILED" if failed else "OK: exactly the non-HIDDEN types")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
