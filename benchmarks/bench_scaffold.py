"""plugin-sdk new plugin and the generated project's tests, against Python's start-up.

Targets (from issue 5): ``new plugin`` under 1 s, the generated project's
tests under 3 s, both wall time with interpreter start-up included, as a
user sees them (bytecode caching on, as it is by default).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time


def _wall(args, cwd, env, repeat, before=None):
    times = []
    for _ in range(repeat):
        if before:
            before()
        start = time.perf_counter()
        proc = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit("bench_scaffold: %s failed:\n%s%s" % (" ".join(args), proc.stdout, proc.stderr))
    return min(times)


def main():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    workdir = tempfile.mkdtemp(prefix="bench-scaffold-")
    project = os.path.join(workdir, "example-widgets")
    try:
        start_up = _wall([sys.executable, "-c", "pass"], workdir, env, 7)
        print("python start-up (baseline)        %6.3f s" % start_up)
        new = _wall([sys.executable, "-m", "sdk", "new", "plugin", "--no-input"], workdir, env, 5,
                    before=lambda: shutil.rmtree(project, ignore_errors=True))
        print("plugin-sdk new plugin, wall       %6.3f s  %5.1fx  (target < 1 s)" % (new, new / start_up))

        env_project = dict(env, PYTHONPATH=project)
        empty = os.path.join(workdir, "empty")
        os.makedirs(empty)
        with open(os.path.join(empty, "test_nothing.py"), "w") as f:
            f.write("def test_nothing():\n    pass\n")
        pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
        bare = _wall(pytest, empty, env, 3)
        print("pytest, one empty test (baseline) %6.3f s" % bare)
        tests = _wall(pytest, project, env_project, 3)
        print("generated project's tests, wall   %6.3f s  %5.1fx  (target < 3 s)" % (tests, tests / bare))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
