"""``plugin-sdk template schema`` in a real editor's language server.

Run by ``nox -s editor`` (it installs yaml-language-server from npm, so it
is not part of the default tests): writes the schema of Heat's in-tree
types, then drives yaml-language-server over LSP as VS Code's YAML
extension does, with the ``# yaml-language-server: $schema=`` comment that
docs/templates.rst shows, and checks that a good template (a HIDDEN property
included) has no diagnostics, that a bad one has each mistake at its line,
that completion offers the registered types and a type's properties, and
that hover shows a property's description.

    python tests/editor/yaml_language_server.py PATH/TO/yaml-language-server
"""
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

MODELINE = "# yaml-language-server: $schema=./hot-schema.json\n"
GOOD = MODELINE + """heat_template_version: 2021-04-16
resources:
  port:
    type: OS::Neutron::Port
    properties:
      network_id: private
  server:
    type: OS::Nova::Server
    properties:
      flavor: m1.small
      image: cirros
      networks: [{port: {get_resource: port}}]
"""
BAD = MODELINE + """heat_template_version: 2021-04-16
resources:
  server:
    type: OS::Nova::Server
    properties:
      flavr: m1.small
      image: cirros
  rnd:
    type: OS::Heat::RandomString
    properties:
      length: -1
  nope:
    type: OS::Heat::Nope
"""
#: (line, start of the message) of each diagnostic BAD gets
BAD_FINDINGS = [(6, 'Missing property "flavor"'), (7, "Property flavr is not allowed"),
                (12, "Value is below the minimum of 1"), (14, "Value is not accepted")]
COMPLETE = MODELINE + """heat_template_version: 2021-04-16
resources:
  server:
    type: OS::Nova::Server
    properties:
      fla
  other:
""" + "    type: \n"   # the cursor after "type: "


class Client:
    """A language client over the server's stdin and stdout."""

    def __init__(self, server, root):
        self.proc = subprocess.Popen(["node", server, "--stdio"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.ids = iter(range(1, 1000))
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root,
                                    "capabilities": {"workspace": {"configuration": True}}})
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": {"yaml": self.SETTINGS}})

    SETTINGS = {"validate": True, "completion": True, "hover": True,
                "schemaStore": {"enable": False}}

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if not line.strip():
                    break
                key, _, value = line.decode().partition(":")
                if key.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(out.read(length)))

    def _send(self, message):
        data = json.dumps(dict(message, jsonrpc="2.0")).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(data), data))
        self.proc.stdin.flush()

    def notify(self, method, params):
        self._send({"method": method, "params": params})

    def request(self, method, params):
        ident = next(self.ids)
        self._send({"id": ident, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == ident and "method" not in m).get("result")

    def wait(self, wanted, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                message = self.messages.get(timeout=0.5)
            except queue.Empty:
                continue
            if message.get("method") == "workspace/configuration":
                self._send({"id": message["id"], "result": [self.SETTINGS]})
            elif message.get("method") == "client/registerCapability":
                self._send({"id": message["id"], "result": None})
            elif wanted(message):
                return message
        raise AssertionError("no answer from yaml-language-server in %d s" % timeout)

    def open(self, path):
        uri = "file://" + path
        with open(path) as f:
            self.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "yaml", "version": 1, "text": f.read()}})
        found = self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri)
        return uri, [(d["range"]["start"]["line"] + 1, d["message"])
                     for d in found["params"]["diagnostics"]]

    def labels(self, uri, line, character):
        result = self.request("textDocument/completion", {
            "textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
        items = result.get("items", []) if isinstance(result, dict) else result or []
        return {item["label"] for item in items}


def main(server):
    work = tempfile.mkdtemp(prefix="editor-schema-")
    subprocess.run(["plugin-sdk", "template", "schema", "-o", os.path.join(work, "hot-schema.json")],
                   check=True, cwd=work)
    paths = {}
    for name, text in (("good.yaml", GOOD), ("bad.yaml", BAD), ("complete.yaml", COMPLETE)):
        paths[name] = os.path.join(work, name)
        with open(paths[name], "w") as f:
            f.write(text)
    client = Client(server, work)
    try:
        _, found = client.open(paths["good.yaml"])
        assert found == [], found
        _, found = client.open(paths["bad.yaml"])
        assert [(line, message[:len(start)]) for (line, message), (_, start)
                in zip(sorted(found), BAD_FINDINGS)] == BAD_FINDINGS, found
        uri, _ = client.open(paths["complete.yaml"])
        properties = client.labels(uri, 6, 9)
        assert {"flavor", "image", "networks"} <= properties, properties
        types = client.labels(uri, 8, 10)
        assert {"OS::Nova::Server", "OS::Heat::ResourceGroup"} <= types and len(types) > 100, types
        hover = client.request("textDocument/hover", {
            "textDocument": {"uri": "file://" + paths["good.yaml"]},
            "position": {"line": 10, "character": 8}})
        assert "The ID or name of the flavor to boot onto." in json.dumps(hover), hover
    finally:
        client.proc.kill()
    print("yaml-language-server: diagnostics, completion and hover as docs/templates.rst says")


if __name__ == "__main__":
    main(sys.argv[1])
