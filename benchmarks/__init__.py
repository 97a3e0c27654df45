"""Benchmarks: each ``bench_*.py`` module has a ``main()`` that prints its
measurements as ratios against a baseline measured in the same run."""
