"""Benchmarks: each ``bench_*.py`` module has a ``main()`` that prints its
measurements as ratios against a baseline measured in the same run."""
import subprocess
import time


def best(func, repeat):
    """The shortest of ``repeat`` runs of ``func()``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def wall(args, cwd, repeat=7):
    """The shortest wall time of ``repeat`` runs of a command."""
    return best(lambda: subprocess.run(args, cwd=cwd, capture_output=True, check=False), repeat)
