"""The speed benchmark's stack (benchmarks/bench_cloud.py), small: its
stand-in types really make and remove servers and ports through the clients."""
from benchmarks import bench_cloud


def test_the_benchmark_stack_creates_and_deletes_through_the_clients():
    elapsed, calls, left = bench_cloud.run(3)
    assert left == 0
    # per server: image and flavor lookups, create, polls, delete, polls
    assert calls > 3 * 6
