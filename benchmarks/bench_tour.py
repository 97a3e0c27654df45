"""The README tour (examples/tour.py) as tests/test_tour.py runs it: offline,
polling without waiting, in a fresh virtualenv over this environment.

Target (from the tour's issue): the whole tour under 20 s, so CI can afford
it. Each step is timed, wall and CPU (the machine is shared), against
Python's own start-up measured in the same run.
"""
import importlib.util
import os
import pathlib
import resource
import shutil
import site
import subprocess
import sys
import tempfile
import time

TOUR = pathlib.Path(__file__).resolve().parents[1] / "examples" / "tour.py"


def _cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(argv, cwd):
    start, cpu = time.perf_counter(), _cpu()
    proc = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("bench_tour: %s failed:\n%s%s" % (" ".join(argv), proc.stdout, proc.stderr))
    return time.perf_counter() - start, _cpu() - cpu


def _fresh_python(workdir):
    """A virtualenv's interpreter that sees this environment's packages, so the
    tour's pip install -e goes there, not here."""
    venv = os.path.join(workdir, "venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    python = os.path.join(venv, "bin", "python")
    purelib = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                             capture_output=True, text=True, check=True).stdout.strip()
    lines = ["import site; site.addsitedir(%r)" % d for d in site.getsitepackages()]
    pathlib.Path(purelib, "parent-environment.pth").write_text("\n".join(lines) + "\n")
    return python


def main():
    spec = importlib.util.spec_from_file_location("tour", TOUR)
    tour = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tour)
    workdir = tempfile.mkdtemp(prefix="bench-tour-")
    try:
        python = _fresh_python(workdir)
        start_up = min(_timed([python, "-c", "pass"], workdir)[0] for _ in range(5))
        print("python start-up (baseline)  %6.3f s wall" % start_up)
        build = os.path.join(workdir, "tour")
        tour.fresh_directory(build)
        total_wall = total_cpu = 0.0
        for _title, command, cwd in tour.steps(build, ["--poll-interval", "0"]):
            argv = tour.argv_of(command, ["--no-deps", "--no-build-isolation"])
            wall, cpu = _timed([python, *argv[1:]], os.path.join(workdir, cwd))
            total_wall, total_cpu = total_wall + wall, total_cpu + cpu
            print("%-27s %6.3f s wall  %6.3f s cpu  %5.1fx" % (" ".join(command[:3])[:27], wall, cpu,
                                                             wall / start_up))
        print("%-27s %6.3f s wall  %6.3f s cpu  %5.1fx  (target < 20 s: %s)"
              % ("whole tour", total_wall, total_cpu, total_wall / start_up,
                 "met" if total_wall < 20 else "MISSED"))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
