"""Checks shared by the hostile-input corpus."""
import pathlib


def snapshot(root):
    """Relative path -> bytes (or the link's target) of everything under root,
    links not followed: what must be unchanged after a refused command."""
    root = pathlib.Path(root)
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[rel] = ("link", str(path.readlink()))
        elif path.is_file():
            found[rel] = path.read_bytes()
        else:
            found[rel] = "dir"
    return found


def one_line(text):
    """The single line a refused command prints (asserting there is one and no traceback)."""
    assert "Traceback" not in text, text
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, text
    return lines[0]
