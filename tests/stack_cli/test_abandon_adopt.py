"""stack abandon (Heat's abandon data, JSON) and stack adopt from it."""
import json


def _create(work, *extra):
    work.ok("stack", "create", "s", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "--poll-interval", "0", *extra)


def test_abandon_keeps_the_resources_and_adopt_takes_them_back(work):
    _create(work, "-P", "tag=x")
    before = work.json("stack", "show", "s")
    physical = {r["resource_name"]: r["physical_resource_id"] for r in before["resources"]}
    abandoned = work.run("stack", "abandon", "s", "-o", "abandon.json", "--poll-interval", "0")
    assert abandoned.returncode == 0, abandoned.stderr
    assert abandoned.stdout == ""
    data = json.loads((work.path / "abandon.json").read_text())
    # The keys of Heat's Stack.prepare_abandon() and Resource.prepare_abandon().
    assert sorted(data) == ["action", "environment", "files", "id", "name", "project_id",
                            "resources", "stack_user_project_id", "status", "tags", "template"]
    assert data["name"] == "s" and data["id"] == before["id"]
    assert data["environment"]["parameters"] == {"tag": "x"}
    assert sorted(data["resources"]["a"]) == ["action", "metadata", "name", "resource_data",
                                              "resource_id", "status", "type"]
    assert {n: r["resource_id"] for n, r in data["resources"].items()} == physical
    assert work.service() == sorted(physical.values())     # nothing deleted
    assert work.json("stack", "list") == []
    # The abandoned stack's events are still there.
    assert work.json("stack", "events", "s")[-1]["resource_status"] == "DELETE_COMPLETE"

    adopted = work.run("stack", "adopt", "s", "--adopt-file", "abandon.json", "--plugin-dir",
                       "plugins", "--poll-interval", "0", "--format", "json")
    assert adopted.returncode == 0, adopted.stderr
    shown = json.loads(adopted.stdout)
    assert shown["stack_status"] == "ADOPT_COMPLETE"
    assert shown["parameters"]["tag"] == "x"
    assert {r["resource_name"]: r["physical_resource_id"] for r in shown["resources"]} == physical
    assert work.run("stack", "delete", "s", "--poll-interval", "0").returncode == 0


def test_abandon_prints_to_stdout_and_works_on_a_delete_failed_stack(work):
    _create(work)
    (work.path / "stuck").write_text("")
    failed = work.run("stack", "delete", "s", "--poll-interval", "0")
    assert failed.returncode == 1
    assert work.json("stack", "show", "s")["stack_status"] == "DELETE_FAILED"
    abandoned = work.run("stack", "abandon", "s", "--poll-interval", "0")
    assert abandoned.returncode == 0, abandoned.stderr
    data = json.loads(abandoned.stdout)
    assert (data["action"], data["status"]) == ("DELETE", "FAILED")
    assert sorted(data["resources"]) == ["a", "b", "c"]
    assert len(work.service()) == 3
    assert work.json("stack", "list") == []


def test_adopt_refuses_what_is_not_abandon_data(work):
    work.write("not.json", '{"name": "s"}')
    refused = work.run("stack", "adopt", "t", "--adopt-file", "not.json", "--plugin-dir", "plugins")
    assert refused.returncode == 2
    assert refused.stderr == ("Error: not.json: not abandon data (no template, resources, "
                              "environment object); make it with plugin-sdk stack abandon\n")
    assert work.json("stack", "list") == []


def test_a_busy_or_unknown_stack_is_not_abandoned(work):
    refused = work.run("stack", "abandon", "nope")
    assert refused.returncode == 2
    assert refused.stderr == "Error: The Stack (nope) could not be found.\n"
