"""The project's documentation builds with warnings as errors."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_docs_build_without_warnings(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
         str(ROOT / "docs"), str(tmp_path / "html")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    page = (tmp_path / "html" / "runtime.html").read_text()
    assert "The harness API" in page and "Example::Widget" in page
    first = (tmp_path / "html" / "first_plugin.html").read_text()
    assert "Your first plug-in" in first and "Make the project" in first
    assert 'href="first_plugin.html"' in (tmp_path / "html" / "index.html").read_text()
    for html in (tmp_path / "html").glob("*.html"):
        text = html.read_text()
        assert "&#169;." not in text and "&copy;." not in text and "©." not in text, html.name
        assert "&#169;plugin-sdk developers." in text, html.name   # alabaster's footer


def test_the_docs_say_the_runtime_runs_both_engines():
    """The runtime's engine follows the scenario's or the option's; no page says
    it runs the legacy engine only."""
    for page in (ROOT / "docs").glob("*.rst"):
        assert "plugin-sdk's runtime runs\nHeat's legacy engine" not in page.read_text(), page.name
        assert "runtime runs Heat's legacy engine" not in " ".join(page.read_text().split())


def test_the_fake_clouds_collection_is_described_and_behaves_so():
    text = " ".join((ROOT / "docs" / "harness.rst").read_text().split())
    assert "``collection(name)`` returns the cloud's own dict of that collection" in text
    from sdk import cloud
    c = cloud.Cloud()
    networks = c.collection("neutron.networks")
    assert {n["name"] for n in networks.values()} >= {"private", "public"}
    assert all(key == obj["id"] for key, obj in networks.items())
    assert c.collection("nova.servers") == {}
    c.add("nova.servers", {"id": "s1", "name": "x"})
    assert c.collection("nova.servers") == {"s1": {"id": "s1", "name": "x"}}
