"""The README tour (``nox -s demo``, examples/tour.py) works end to end: the
same steps, in a fresh virtualenv that reuses this environment's packages
(offline), with the stack commands polling without waiting."""
import importlib.util
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOUR = str(ROOT / "examples" / "tour.py")


def test_tour_runs_every_step(fresh_python, tmp_path):
    build = tmp_path / "tour"
    proc = fresh_python(TOUR, str(build), "--offline", "--poll-interval", "0", cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stderr == ""  # no step warns
    out = proc.stdout
    headings = re.findall(r"^==> \[(\d+)/10\] ", out, re.M)
    assert headings == [str(n) for n in range(1, 11)]
    assert "$ plugin-sdk template validate examples/stack.yaml\n" in out
    assert "$ plugin-sdk new plugin --no-input --output-dir %s\n" % build in out
    assert re.search(r"^\d+ passed", out, re.M) and "failed" not in out
    assert "demo  CREATE_COMPLETE  Stack CREATE completed successfully" in out
    # The update kept one widget (renamed in place) and replaced the other.
    created, updated = re.findall(r'^renamed_id +"(\S+)"\nresized_id +"(\S+)"', out, re.M)
    assert updated[0] == created[0] and updated[1] != created[1]
    assert "The Resource resized requires replacement." in out
    assert "demo  DELETE_COMPLETE  Stack DELETE completed successfully" in out
    page = build / "example-widgets" / "docs" / "_build" / "html" / "index.html"
    assert "Example::Widgets::Widget" in page.read_text()


def test_a_new_run_starts_afresh_in_the_directory_the_last_one_made(tmp_path):
    spec = importlib.util.spec_from_file_location("tour", TOUR)
    tour = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tour)
    build = tmp_path / "tour"
    tour.fresh_directory(str(build))
    (build / "example-widgets").mkdir()
    (build / "state.db").write_text("stacks of the last run")
    tour.fresh_directory(str(build))
    assert [p.name for p in build.iterdir()] == [tour.MARKER]


def test_tour_leaves_a_directory_it_did_not_make_alone(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep me\n")
    proc = subprocess.run([sys.executable, TOUR, str(mine)], capture_output=True, text=True)
    assert proc.returncode != 0
    assert proc.stderr == "tour: %s exists and was not made by the tour; give another directory\n" % mine
    assert [p.name for p in mine.iterdir()] == ["notes.txt"]
