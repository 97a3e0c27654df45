"""One template file's findings."""
from sdk.common import template_format
from sdk.validate.rules import Finding


class Report(list):
    """The sorted findings, and how many checks were ``skipped`` because
    they need a cloud (a client, or a file plugin-sdk does not download)."""

    skipped = 0


def check_text(text, filename, env, params=None, read_files=None, stand_ins=None,
               env_sources=None):
    """The Report of template ``text``; ``read_files(data)`` gathers its
    files as heatclient does (a sdk.common.template_files.Gathered; the values
    naming files become URLs); ``stand_ins(data)`` may put unknown values
    (``{offline.UNKNOWN_CALL: None}``) in the loaded template in place of
    placeholders (docgen's examples); ``env_sources`` maps a parameter
    name to the (file, line, column) of the environment value it has. Raises RequestLimitExceeded for a
    template over one of Heat's limits (an input error, not a finding)."""
    positions = template_format.Positions()
    try:
        data = template_format.load(text, filename, positions)
    except template_format.RequestLimitExceeded:
        raise
    except ValueError as exc:
        return Report([Finding(filename, getattr(exc, "line", 1), getattr(exc, "column", 1),
                               "HT001", str(exc))])
    findings = [Finding(filename, line, col, "HT002", 'Duplicate key "%s": the last one is used'
                        % path[-1]) for path, line, col in positions.duplicates]
    if not isinstance(data, dict):
        return Report(findings + [Finding(filename, 1, 1, "HT001",
                                          "The template is not a JSON object or YAML mapping.")])
    if stand_ins is not None:
        stand_ins(data)
    resources = data.get("resources", data.get("Resources"))
    if isinstance(resources, dict):
        template_format.check_resource_count(len(resources))
    gathered = read_files(data) if read_files is not None else None
    from sdk.validate import checker as checkerm
    checker = checkerm.Checker(data, positions, filename, env, params or {}, gathered,
                               env_sources)
    checker.run()
    report = Report(sorted(set(findings) | checker.findings))
    report.skipped = len(checker.env.skipped)
    return report
