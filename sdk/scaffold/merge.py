"""Three-way merge of a project with a newer rendering of its template.

Per file: the base is the old template output, "yours" the project's file,
"theirs" the new template output. merge3 (Breezy's line merge, pure Python)
does the line work, so users need neither git nor a merge tool.
"""
from dataclasses import dataclass, field


@dataclass
class Outcome:
    """What a merge changes in the project and what it leaves to the user."""

    changes: dict = field(default_factory=dict)   # path -> new bytes, None = delete
    added: list = field(default_factory=list)      # new template files
    conflicts: list = field(default_factory=list)  # paths with conflict markers
    kept: list = field(default_factory=list)       # "path: why" for files left as they are

    @property
    def updated(self):
        return sorted(p for p, data in self.changes.items()
                      if data is not None and p not in self.added)

    @property
    def removed(self):
        return sorted(p for p, data in self.changes.items() if data is None)


def merge_text(base, yours, theirs, theirs_label):
    """(merged text, whether it holds conflict markers)."""
    from merge3 import Merge3

    m3 = Merge3(base.splitlines(True), yours.splitlines(True), theirs.splitlines(True))
    lines = list(m3.merge_lines(name_a="yours", name_b=theirs_label))
    conflicted = any(region[0] == "conflict" for region in m3.merge_regions())
    return "".join(lines), conflicted


def merge_trees(base, theirs, yours, theirs_label):
    """Merge mappings path -> bytes (``yours`` read lazily: a callable path -> bytes or None)."""
    outcome = Outcome()
    for path in sorted(set(base) | set(theirs)):
        old, new, mine = base.get(path), theirs.get(path), yours(path)
        if old == new or mine == new:
            continue
        if mine is None:
            if old is None:
                outcome.changes[path] = new
                outcome.added.append(path)
            else:
                outcome.kept.append("%s: you deleted it; it stays deleted" % path)
        elif new is None:
            if mine == old:
                outcome.changes[path] = None
            else:
                outcome.kept.append("%s: the template dropped it; your edited copy is kept" % path)
        elif mine == old:
            outcome.changes[path] = new
        else:
            _merge_file(outcome, path, old or b"", mine, new, theirs_label)
    return outcome


def _merge_file(outcome, path, old, mine, new, theirs_label):
    try:
        texts = [data.decode("utf-8") for data in (old, mine, new)]
    except UnicodeDecodeError:
        outcome.conflicts.append(path)
        outcome.kept.append("%s: not UTF-8 text; yours is kept unmerged, the template's is in "
                            "the template base" % path)
        return
    merged, conflicted = merge_text(*texts, theirs_label)
    outcome.changes[path] = merged.encode("utf-8")
    if conflicted:
        outcome.conflicts.append(path)
