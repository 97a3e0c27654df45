"""docgen on Heat's own resource types, against Heat's own doc extension.

Target (issue 4): building the reference of heat.engine.resources is not
slower than Heat's extension (doc/source/ext/resources.py of the
openstack-heat 27.0.1 sdist, fetched once and only run) on the same types,
laid out the same way: one page of SUPPORTED types, one of the others.
Needs openstack-heat installed: ``nox -s docgen_heat`` runs it.
"""
import glob
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time

from lint.corpus import HEAT_VERSION

EXT = "doc/source/ext/resources.py"
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


def heat_extension(cache_dir=None):
    """Directory holding Heat's doc extension as package ``ext``."""
    cache_dir = cache_dir or os.path.join(os.path.expanduser("~"), ".cache", "plugin-sdk",
                                          "heat-%s-sdist" % HEAT_VERSION)
    target = os.path.join(cache_dir, "ext", "resources.py")
    if not os.path.exists(target):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        pattern = os.path.join(cache_dir, "openstack_heat-%s.tar.gz" % HEAT_VERSION)
        if not glob.glob(pattern):
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary",
                            ":all:", "openstack-heat==%s" % HEAT_VERSION, "-d", cache_dir],
                           check=True, capture_output=True)
        with tarfile.open(glob.glob(pattern)[0]) as archive:
            member = next(m for m in archive.getmembers() if m.name.endswith(EXT))
            with archive.extractfile(member) as src, open(target, "wb") as dst:
                dst.write(src.read())
        open(os.path.join(cache_dir, "ext", "__init__.py"), "w").close()
    return cache_dir


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


def _build(src, out, builder="html"):
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-E", "-q", "-b", builder, src, out],
                          capture_output=True, text=True)
    if proc.returncode:
        print(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else "(no output)")
    return time.perf_counter() - start, proc.returncode


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
    best = {"heat": float("inf"), "docgen": float("inf")}
    for i in range(repeat):  # alternate, so both see the same machine load
        for which in ("heat", "docgen"):
            elapsed, status = _build(sources[which], os.path.join(root, "out-" + which))
            if status:
                raise SystemExit("%s build failed" % which)
            best[which] = min(best[which], elapsed)
    counts = {w: len(_types_in(os.path.join(root, "out-" + w))) for w in best}
    print("openstack-heat %s heat.engine.resources, html, wall incl. start-up, best of %d"
          % (HEAT_VERSION, repeat))
    print("  Heat's doc extension (baseline)  %6.2f s  %d types" % (best["heat"], counts["heat"]))
    print("  docgen                           %6.2f s  %d types  %.2fx  (target <= 1.00x)"
          % (best["docgen"], counts["docgen"], best["docgen"] / best["heat"]))
    for which in ("heat", "docgen"):
        _, status = _build(sources[which], os.path.join(root, "text-" + which), "text")
        print("  text builder, %-7s %s" % (which, "ok" if status == 0 else "FAILS"))


if __name__ == "__main__":
    main()
