"""Endless files given where a template, an environment, abandon data or a
scenario goes (/dev/zero, /dev/urandom): refused at once in one line naming
the file, having read no more than Heat's max_template_size allows (each
command runs in 800 MB of address space; reading /dev/zero to the end took
gigabytes)."""
import resource
import time

import pytest

from .helpers import cli, one_line

TEMPLATE = "heat_template_version: 2016-10-14\nresources:\n  r: {type: OS::Heat::None}\n"

READERS = {
    "stack create -t": ("stack", "create", "s", "--state", "s.db", "-t"),
    "stack create -e": ("stack", "create", "s", "--state", "s.db", "-t", "t.yaml", "-e"),
    "stack update -t": ("stack", "update", "s", "--state", "s.db", "-t"),
    "stack adopt": ("stack", "adopt", "s", "--state", "s.db", "--adopt-file"),
    "run -t": ("run", "-t"),
    "run -e": ("run", "-t", "t.yaml", "-e"),
    "template validate": ("template", "validate"),
    "scenario": ("scenario",),
}

ENDLESS = {
    "/dev/zero": "Request limit exceeded: Template size (more than 524288 bytes) exceeds maximum "
                 "allowed size (524288 bytes).",
    "/dev/urandom": "not a UTF-8 text file",
}


def _small():
    resource.setrlimit(resource.RLIMIT_AS, (800 * 2 ** 20, 800 * 2 ** 20))


@pytest.mark.parametrize("device", ENDLESS)
@pytest.mark.parametrize("reader", READERS)
def test_an_endless_input_is_refused_at_once(tmp_path, reader, device):
    (tmp_path / "p").mkdir()
    (tmp_path / "t.yaml").write_text(TEMPLATE)
    if reader.startswith("stack update"):
        assert cli("stack", "create", "s", "--state", "s.db", "-t", "t.yaml", "--plugin-dir", "p",
                   "--poll-interval", "0", cwd=tmp_path).returncode == 0
    started = time.monotonic()
    proc = cli(*READERS[reader], device, "--plugin-dir", "p", cwd=tmp_path, preexec_fn=_small) \
        if reader != "scenario" else cli("scenario", device, cwd=tmp_path, preexec_fn=_small)
    assert time.monotonic() - started < 10
    assert proc.returncode == 2, proc.stderr
    assert one_line(proc.stderr) == "Error: %s: %s" % (device, ENDLESS[device])


def test_a_large_regular_file_keeps_heats_message_with_its_size(tmp_path):
    (tmp_path / "big.yaml").write_text("description: %s\n" % ("x" * 600000))
    proc = cli("scenario", "big.yaml", cwd=tmp_path)
    assert proc.returncode == 2
    assert one_line(proc.stderr) == (
        "Error: big.yaml: Request limit exceeded: Template size (600014 bytes) exceeds maximum "
        "allowed size (524288 bytes).")
