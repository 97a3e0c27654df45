"""Run every benchmark module (``python -m benchmarks [NAME ...]``)."""
import importlib
import pkgutil
import sys

import benchmarks


def main(argv):
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__)
                   if m.name.startswith("bench_"))
    wanted = [n if n.startswith("bench_") else "bench_" + n for n in argv]
    for name in wanted or names:
        if name not in names:
            sys.exit("benchmarks: no benchmark %r (have: %s)" % (name, ", ".join(names)))
        print("== %s" % name, flush=True)
        importlib.import_module("benchmarks." + name).main()


if __name__ == "__main__":
    main(sys.argv[1:])
