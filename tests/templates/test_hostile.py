"""Hostile templates (tests/templates/hostile): each refused within a
second by everything that reads a template, with one line naming the limit
and the file, exit status 2, and nothing written."""
import time

import pytest

from sdk.common import template_format as tl

from .conftest import HERE

HOSTILE = HERE / "hostile"
LOAD_LIMITS = {
    "alias_bomb.yaml": "max_yaml_alias_nodes",
    "deep_yaml.yaml": "max_template_depth",
    "deep_json.json": "max_template_depth",
    "deep_function.yaml": "max_template_depth",
}


def _big(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("heat_template_version: 2021-04-16\ndescription: %s\n" % ("x" * 524288))
    return path, "max_template_size"


def _many(tmp_path):
    path = tmp_path / "many.yaml"
    path.write_text("heat_template_version: 2021-04-16\nresources:\n" + "".join(
        "  r%d: {type: OS::Heat::None}\n" % i for i in range(1001)))
    return path, "max_resources_per_stack"


def _cases(tmp_path):
    yield from ((HOSTILE / name, limit) for name, limit in LOAD_LIMITS.items())
    yield _big(tmp_path)
    yield _many(tmp_path)


def test_loader_refuses_fast(tmp_path):
    for path, limit in _cases(tmp_path):
        if limit == "max_resources_per_stack":
            continue  # a count of resources, checked once the text is loaded
        started = time.monotonic()
        with pytest.raises(tl.LimitExceeded) as err:
            tl.load(path.read_text(), str(path))
        assert time.monotonic() - started < 1, path
        assert err.value.limit == limit
        assert str(err.value).startswith("Request limit exceeded: ")


def test_the_alias_bomb_is_small():
    assert len((HOSTILE / "alias_bomb.yaml").read_bytes()) < 310


def test_template_validate_refuses(run, tmp_path):
    for path, limit in _cases(tmp_path):
        started = time.monotonic()
        result = run("validate", path)
        assert time.monotonic() - started < 1, path
        assert result.exit_code == 2, (path, result.output)
        line, = result.output.strip().splitlines()
        assert line.startswith("Error: %s: Request limit exceeded: " % path)
        assert line.endswith("(%s)" % limit)


def test_the_limits_are_heats():
    assert tl.MAX_TEMPLATE_SIZE == 524288      # max_template_size
    assert tl.MAX_RESOURCES_PER_STACK == 1000  # max_resources_per_stack
    with pytest.raises(tl.LimitExceeded) as err:
        tl.validate_template_limit("x" * 524289)
    assert str(err.value) == ("Request limit exceeded: Template size (524289 bytes) exceeds "
                              "maximum allowed size (524288 bytes). (max_template_size)")
    with pytest.raises(tl.LimitExceeded) as err:
        tl.check_resource_count(1001)
    assert str(err.value) == ("Request limit exceeded: Maximum resources per stack exceeded. "
                              "(max_resources_per_stack)")
