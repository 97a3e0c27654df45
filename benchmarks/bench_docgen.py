"""docgen on Heat's own resource types, against Heat's own doc extension.

Target (issue 4): building the reference of heat.engine.resources is not
slower than Heat's extension (doc/source/ext/resources.py of the
openstack-heat 27.0.1 sdist, fetched once and only run) on the same types,
laid out the same way: one page of SUPPORTED types, one of the others.
Needs openstack-heat installed: ``nox -s docgen_heat`` runs it.
"""
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from docgen.heat_check import heat_extension
from lint.corpus import HEAT_VERSION

CONF = 'import os, sys\nsys.path.insert(0, os.path.dirname(__file__))\nproject = "heat"\nextensions = [%r]\n'
INDEX = "Heat\n====\n\n.. toctree::\n\n   supported\n   others\n"
PAGES = {
    "heat": {"supported.rst": "Supported\n=========\n\n.. integratedrespages::\n",
             "others.rst": "Others\n======\n\n.. unsupportedrespages::\n"},
    "docgen": {"supported.rst": "Supported\n=========\n\n.. resource-reference::\n"
                                "   :modules: heat.engine.resources\n   :status: supported\n",
               "others.rst": "Others\n======\n\n.. resource-reference::\n"
                             "   :modules: heat.engine.resources\n"
                             "   :status: unsupported, deprecated\n"},
}


def _project(root, which, ext_dir):
    src = os.path.join(root, which)
    os.makedirs(src)
    files = dict(PAGES[which], **{"index.rst": INDEX, "conf.py": CONF % (
        "ext.resources" if which == "heat" else "docgen")})
    for name, text in files.items():
        with open(os.path.join(src, name), "w") as f:
            f.write(text)
    if which == "heat":
        os.symlink(os.path.join(ext_dir, "ext"), os.path.join(src, "ext"))
    return src


def _cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _build(src, out, builder="html"):
    """(wall seconds, CPU seconds, None or why it failed) of one sphinx-build process."""
    start, cpu = time.perf_counter(), _cpu()
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-E", "-q", "-b", builder, src, out],
                          capture_output=True, text=True)
    failure = None
    if proc.returncode:
        errors = re.findall(r"^\s*(\w+(?:Error|Exception)\b.*)$", proc.stderr, re.M)
        failure = errors[-1] if errors else "exit status %d" % proc.returncode
    return time.perf_counter() - start, _cpu() - cpu, failure


def _types_in(out):
    found = set()
    for page in ("supported.html", "others.html"):
        with open(os.path.join(out, page), encoding="utf-8") as f:
            found |= set(re.findall(r"<h2>([A-Za-z0-9]+::[^<]+)<a class=\"headerlink\"", f.read()))
    return found


def main(repeat=3):
    try:
        import heat  # noqa: F401
    except ImportError:
        print("openstack-heat is not installed; run `nox -s docgen_heat` for this benchmark")
        return
    ext_dir = heat_extension()
    root = tempfile.mkdtemp(prefix="bench-docgen-")
    sources = {which: _project(root, which, ext_dir) for which in ("heat", "docgen")}
    wall = {"heat": float("inf"), "docgen": float("inf")}
    cpu = dict(wall)
    for _ in range(repeat):  # alternate, so both see the same machine load
        for which in ("heat", "docgen"):
            elapsed, used, failure = _build(sources[which], os.path.join(root, "out-" + which))
            if failure:
                raise SystemExit("%s build failed: %s" % (which, failure))
            wall[which], cpu[which] = min(wall[which], elapsed), min(cpu[which], used)
    counts = {w: len(_types_in(os.path.join(root, "out-" + w))) for w in wall}
    print("openstack-heat %s heat.engine.resources, html, whole sphinx-build process "
          "(Heat's import included), best of %d" % (HEAT_VERSION, repeat))
    print("                                    CPU      wall   types")
    print("  Heat's doc extension (baseline)  %6.2f s %6.2f s  %d"
          % (cpu["heat"], wall["heat"], counts["heat"]))
    print("  docgen                           %6.2f s %6.2f s  %d"
          % (cpu["docgen"], wall["docgen"], counts["docgen"]))
    print("  docgen / baseline                %6.2fx  %6.2fx     (target <= 1.00x; CPU is the "
          "cost, wall also counts the neighbours on a shared machine)"
          % (cpu["docgen"] / cpu["heat"], wall["docgen"] / wall["heat"]))
    for which in ("heat", "docgen"):
        failure = _build(sources[which], os.path.join(root, "text-" + which), "text")[2]
        print("  text builder, %-7s %s" % (which, "FAILS: " + failure if failure else "ok"))
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
