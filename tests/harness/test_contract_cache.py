"""A type's passing contract run is remembered in pytest's cache: a run where
the plug-in, plugin-sdk and the options are unchanged skips the checks (the
one-second test loop); any change, or a failure, runs them again."""
import subprocess
import sys
import textwrap

PLUGIN = textwrap.dedent('''
    import os
    from heat.engine import properties, resource

    LOG = os.path.join(os.path.dirname(os.path.dirname(__file__)), "creates.log")


    class Thing(resource.Resource):
        """A thing."""

        properties_schema = {"size": properties.Schema(properties.Schema.INTEGER, default=1)}

        def handle_create(self):
            with open(LOG, "a") as f:
                f.write("create\\n")
            self.resource_id_set(self.physical_resource_name())

        def handle_delete(self):
            return None


    def resource_mapping():
        return {"T::Thing": Thing}
''')


def _pytest(cwd, *args):
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-rA", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def _creates(tmp_path):
    log = tmp_path / "creates.log"
    return len(log.read_text().splitlines()) if log.exists() else 0


def test_an_unchanged_plugin_is_not_checked_again(tmp_path):
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "thing.py").write_text(PLUGIN)
    (tmp_path / "pytest.ini").write_text("[pytest]\nplugin_sdk_contract = true\n")
    first = _pytest(tmp_path, "--plugin-dir", "plugins")
    assert first.returncode == 0 and "PASSED contract[T::Thing]" in first.stdout, first.stdout
    ran = _creates(tmp_path)
    assert ran > 0
    again = _pytest(tmp_path, "--plugin-dir", "plugins")
    assert again.returncode == 0 and "PASSED contract[T::Thing]" in again.stdout
    assert _creates(tmp_path) == ran

    assert _pytest(tmp_path, "--plugin-dir", "plugins", "--cache-clear").returncode == 0
    assert _creates(tmp_path) > ran
    ran = _creates(tmp_path)

    # the plug-in changed, and now breaks the contract: checked, failing, every time
    broken_plugin = PLUGIN.replace("        self.resource_id_set(self.physical_resource_name())\n", "")
    assert broken_plugin != PLUGIN
    (tmp_path / "plugins" / "thing.py").write_text(broken_plugin)
    for _ in range(2):
        broken = _pytest(tmp_path, "--plugin-dir", "plugins")
        assert broken.returncode == 1 and "FAILED contract[T::Thing]" in broken.stdout
        assert "resource_id_set" in broken.stdout
        assert _creates(tmp_path) > ran
        ran = _creates(tmp_path)


def test_without_the_cache_every_run_checks(tmp_path):
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "thing.py").write_text(PLUGIN)
    for runs in (1, 2):
        proc = _pytest(tmp_path, "--plugin-dir", "plugins", "--contract", "-p", "no:cacheprovider")
        assert proc.returncode == 0, proc.stdout
        assert _creates(tmp_path) > 0
        if runs == 1:
            ran = _creates(tmp_path)
    assert _creates(tmp_path) == 2 * ran
