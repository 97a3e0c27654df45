"""plugin-sdk new plugin and the generated project's tests, against Python's start-up.

Targets: ``new plugin`` under 1 s (issue 5); the generated project's
``pytest -q`` (10 tests) under 1 s (issue 23), run again after a change to a
test, the daily loop: pytest's cache holds the contract test's pass, so only a
change to the plug-in (or plugin-sdk) runs the contract checks again (the
first run, "cold", is shown too). Wall time with interpreter start-up
included, as a user sees them (bytecode caching on, as it is by default).
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time


def _cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _wall(args, cwd, env, repeat, before=None):
    """(best wall time, its CPU time) of a command; CPU time shows the cost on a busy machine."""
    runs = []
    for _ in range(repeat):
        if before:
            before()
        start, cpu = time.perf_counter(), _cpu()
        proc = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
        runs.append((time.perf_counter() - start, _cpu() - cpu))
        if proc.returncode != 0:
            sys.exit("bench_scaffold: %s failed:\n%s%s" % (" ".join(args), proc.stdout, proc.stderr))
    return min(runs)


def main():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    workdir = tempfile.mkdtemp(prefix="bench-scaffold-")
    project = os.path.join(workdir, "example-widgets")
    try:
        start_up, start_up_cpu = _wall([sys.executable, "-c", "pass"], workdir, env, 7)
        print("python start-up (baseline)        %6.3f s wall  %6.3f s cpu" % (start_up, start_up_cpu))
        new, new_cpu = _wall([sys.executable, "-m", "sdk", "new", "plugin", "--no-input"], workdir, env, 5,
                             before=lambda: shutil.rmtree(project, ignore_errors=True))
        print("plugin-sdk new plugin             %6.3f s wall  %6.3f s cpu  %5.1fx  (target < 1 s)"
              % (new, new_cpu, new / start_up))

        env_project = dict(env, PYTHONPATH=project)
        empty = os.path.join(workdir, "empty")
        os.makedirs(empty)
        with open(os.path.join(empty, "test_nothing.py"), "w") as f:
            f.write("def test_nothing():\n    pass\n")
        pytest = [sys.executable, "-m", "pytest", "-q"]
        bare, bare_cpu = _wall(pytest, empty, env, 3)
        print("pytest, one empty test (baseline) %6.3f s wall  %6.3f s cpu" % (bare, bare_cpu))
        cache = os.path.join(project, ".pytest_cache")
        cold, cold_cpu = _wall(pytest, project, env_project, 3,
                               before=lambda: shutil.rmtree(cache, ignore_errors=True))
        print("generated project's tests, cold   %6.3f s wall  %6.3f s cpu  %5.1fx"
              % (cold, cold_cpu, cold / bare))
        tests, tests_cpu = _wall(pytest, project, env_project, 3)
        print("generated project's tests         %6.3f s wall  %6.3f s cpu  %5.1fx  (target < 1 s)"
              % (tests, tests_cpu, tests / bare))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
