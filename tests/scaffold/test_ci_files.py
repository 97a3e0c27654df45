"""A generated project's OpenStack CI: its DevStack plug-in, its Zuul job and
a tox.ini whose environments are its nox sessions."""
import configparser
import importlib.util
import re
import shlex
import shutil
import subprocess
import sys
import types

import pytest
import yaml

from .helpers import PLUGIN_ROOT, replace_in


def test_devstack_plugin_is_valid_bash_with_the_hook_phases(project):
    plugin = project / "devstack" / "plugin.sh"
    bash = shutil.which("bash")
    assert bash, "bash is needed to check devstack/plugin.sh"
    proc = subprocess.run([bash, "-n", str(plugin)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    text = plugin.read_text()
    phases = re.findall(r'\[\[ "\$1" == "(\w+)"(?: && "\$2" == "([\w-]+)")? \]\]', text)
    assert phases == [("stack", "install"), ("stack", "post-config"), ("stack", "extra"),
                      ("clean", "")]
    assert "setup_develop $EXAMPLE_WIDGETS_DIR" in text          # into Heat's environment
    assert "iniset $HEAT_CONF DEFAULT plugin_dirs" in text
    assert "restart_service devstack@h-eng" in text
    settings = (project / "devstack" / "settings").read_text()
    assert "EXAMPLE_WIDGETS_DIR=${EXAMPLE_WIDGETS_DIR:-$DEST/example-widgets}" in settings


def _devstack(project, heat_conf, phases):
    """Run plugin.sh's phases with DevStack's functions stubbed: what heat.conf
    holds after, and the commands it ran."""
    stubs = """
HEAT_CONF=%s
DEST=/opt/stack
is_service_enabled() { [[ "$1" == h-eng ]]; }
echo_summary() { :; }
setup_develop() { echo "setup_develop $*"; }
restart_service() { echo "restart_service $*"; }
iniget() { python3 -c 'import configparser,sys; c=configparser.ConfigParser(); c.read(sys.argv[1]); \
print(c.get(sys.argv[2], sys.argv[3], fallback=""))' "$@"; }
iniset() { python3 -c 'import configparser,sys; c=configparser.ConfigParser(); c.read(sys.argv[1]); \
c[sys.argv[2]][sys.argv[3]] = sys.argv[4]; c.write(open(sys.argv[1], "w"))' "$@"; }
""" % shlex.quote(str(heat_conf))
    out = []
    for phase in phases:
        script = stubs + "source %s\nsource %s %s\n" % (
            shlex.quote(str(project / "devstack" / "settings")),
            shlex.quote(str(project / "devstack" / "plugin.sh")), phase)
        proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        out += proc.stdout.splitlines()
    conf = configparser.ConfigParser()
    conf.read(heat_conf)
    return conf.get("DEFAULT", "plugin_dirs", fallback=None), out


def test_devstack_plugin_installs_registers_and_restarts(project, tmp_path):
    heat_conf = tmp_path / "heat.conf"
    heat_conf.write_text("[DEFAULT]\ndebug = true\n")
    dirs, ran = _devstack(project, heat_conf, ["stack install", "stack post-config", "stack extra"])
    assert ran == ["setup_develop /opt/stack/example-widgets", "restart_service devstack@h-eng"]
    # Heat's defaults are kept, the plug-in's directory added once
    assert dirs.split(",") == ["/usr/lib64/heat", "/usr/lib/heat", "/usr/local/lib/heat",
                               "/usr/local/lib64/heat", "/opt/stack/example-widgets/example_widgets"]
    again, _ = _devstack(project, heat_conf, ["stack post-config"])
    assert again == dirs
    cleaned, _ = _devstack(project, heat_conf, ["clean"])
    assert cleaned == dirs.rsplit(",", 1)[0]


def test_zuul_job_runs_the_functional_tox_env_on_devstack_with_heat(project):
    jobs = yaml.safe_load((project / ".zuul.yaml").read_text())
    job = next(j["job"] for j in jobs if "job" in j)
    assert job["name"] == "example-widgets-functional"
    assert job["parent"] == "devstack-tox-functional"
    assert "openstack/heat" in job["required-projects"]
    assert job["vars"]["tox_envlist"] == "functional"
    assert set(job["vars"]["devstack_plugins"]) == {"heat", "example-widgets"}
    assert job["vars"]["devstack_services"]["h-eng"] is True
    assert job["vars"]["tox_environment"]["OS_CLOUD"] == "devstack-admin"
    project_jobs = next(j["project"] for j in jobs if "project" in j)
    assert project_jobs["check"]["jobs"] == ["example-widgets-functional"]


def _nox_sessions(project):
    """Session name -> (extras installed, commands run), read by running the
    noxfile's sessions against a recording stand-in for nox."""
    recorded = {}

    class Session:
        posargs = ()

        def __init__(self, name):
            self.name = name
            recorded[name] = (set(), [])

        def install(self, *args):
            for arg in args:
                extras = re.fullmatch(r"\.\[([\w,]+)\]", arg)
                if extras:
                    recorded[self.name][0].update(extras.group(1).split(","))

        def run(self, *args):
            recorded[self.name][1].append(list(args))

    fake = types.ModuleType("nox")
    fake.options = types.SimpleNamespace()
    fake.session = lambda func: func
    spec = importlib.util.spec_from_file_location("generated_noxfile", project / "noxfile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["nox"], saved = fake, sys.modules.get("nox")
    try:
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            del sys.modules["nox"]
        else:
            sys.modules["nox"] = saved
    for name, func in vars(module).items():
        if callable(func) and getattr(func, "__module__", None) == "generated_noxfile":
            func(Session(name))
    return recorded, fake.options.sessions


def _tox_envs(project):
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(project / "tox.ini")
    base = ini["testenv"]
    envs = {}
    for section in ini.sections():
        if section.startswith("testenv:"):
            env = ini[section]
            assert env.get("usedevelop", base.get("usedevelop")) == "true"
            extras = set(env.get("extras", base.get("extras")).split(","))
            commands = [[a for a in shlex.split(line) if a != "{posargs}"]
                        for line in env["commands"].strip().splitlines()]
            envs[section.split(":", 1)[1]] = (extras, commands)
    return envs, ini["tox"]["envlist"].split(",")


def test_tox_environments_mirror_the_nox_sessions(project):
    sessions, default_sessions = _nox_sessions(project)
    envs, envlist = _tox_envs(project)
    assert envs == sessions
    assert envlist == default_sessions
    assert {"tests", "lint", "docs", "template", "heat", "functional"} <= set(envs)
    assert envs["heat"][0] == {"heat"} and ["pytest", "-q", "--engine", "heat"] in envs["heat"][1]
    assert envs["functional"][0] == {"functional"}
    assert envs["functional"][1] == [["pytest", "-q", "--engine", "endpoint", "tests/test_examples.py"]]


def test_nox_tox_disagreement_is_seen(project):
    replace_in(project / "tox.ini", "commands = plugin-sdk check", "commands = plugin-sdk lint")
    sessions, _ = _nox_sessions(project)
    envs, _ = _tox_envs(project)
    assert envs["template"] != sessions["template"]


def test_update_brings_the_ci_files_to_a_project_of_template_4(tmp_path, plugin_sdk, monkeypatch):
    from sdk.scaffold import render
    old = tmp_path / "templates-4"
    shutil.copytree(render.templates_dir(), old)
    (old / "VERSION").write_text("4\n")
    for rel in ("devstack", ".zuul.yaml", "tox.ini"):
        path = old / PLUGIN_ROOT / rel
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    monkeypatch.setenv(render.TEMPLATES_ENV, str(old))
    assert plugin_sdk("new", "plugin", "--no-input", "--output-dir", tmp_path).exit_code == 0
    project = tmp_path / "example-widgets"
    assert not (project / "tox.ini").exists()
    monkeypatch.delenv(render.TEMPLATES_ENV)
    result = plugin_sdk("update", "--project", project)
    assert result.exit_code == 0, result.output
    for rel in ("devstack/plugin.sh", "devstack/settings", ".zuul.yaml", "tox.ini"):
        assert "added     %s" % rel in result.output
    assert plugin_sdk("check", "--project", project).exit_code == 0


@pytest.mark.parametrize("rel", ["devstack/plugin.sh", ".zuul.yaml", "tox.ini"])
def test_check_sees_a_ci_file_behind_the_template(project, plugin_sdk, newer_template, rel):
    newer_template(lambda t: (t / PLUGIN_ROOT / rel).write_text(
        (t / PLUGIN_ROOT / rel).read_text() + "\n# newer\n"))
    result = plugin_sdk("check", "--project", project)
    assert result.exit_code == 1 and "  %s\n" % rel in result.stderr
