"""``plugin-sdk lint``: only click is imported up front.

Everything else (libcst above all) is imported inside the command, so
``plugin-sdk --help`` stays instant and a one-file pre-commit run pays only
for what it uses. Exit status: 0 clean, 1 findings, 2 usage, config,
input or internal error.
"""
import sys

import click

from lint.report import FORMATS
from sdk.cli.inputs import format_option


def _codes(value):
    return [c.strip() for c in value.split(',') if c.strip()] if value else []


def _fail(message):
    click.echo('plugin-sdk lint: %s' % message, err=True)
    sys.exit(2)


def _explain(code):
    from lint.rules import all_rules
    rules = all_rules()
    rule = rules.get(code.upper())
    if rule is None:
        _fail('no rule %s (see plugin-sdk lint --explain with one of: %s)'
              % (code, ', '.join(rules)))
    out = ['%s %s (%s%s)' % (rule.code, rule.name, rule.severity,
                               ', opt-in' if rule.opt_in else ''),
           '', rule.explanation(), '', 'Message: ' + rule.message]
    for example in rule.VALID + rule.INVALID:
        title = example.title
        out.append('')
        if rule.progression:
            out += ['%s (at --base):' % title, _indent(example.source[0]), 'and now:',
                    _indent(example.source[1])]
        else:
            out += ['%s:' % title, _indent(example.source)]
        if example.fixed is not None:
            out += ['Fixed by --fix:', _indent(example.fixed)]
    click.echo('\n'.join(out).rstrip() + '\n', nl=False)


def _fix_summary(fixed, left):
    """What --fix did, in one line (also when it found nothing to do)."""
    def count(n):
        return '%d finding%s' % (n, '' if n == 1 else 's')
    if not fixed and not left:
        return 'nothing to fix'
    done = 'fixed %s' % count(fixed) if fixed else 'fixed nothing'
    return done + ('; %s that --fix mends could not be mended here (see --explain)'
                   % count(left) if left else '')


def _indent(text):
    return '\n'.join(('    ' + line) if line else '' for line in text.rstrip().splitlines())


@click.command(context_settings={'help_option_names': ['-h', '--help']})
@click.argument('paths', nargs=-1, type=click.Path())
@format_option(FORMATS, None, 'Output format (default: github under GitHub Actions, else text).')
@click.option('--select', help='Comma-separated codes or prefixes to enable (replaces config).')
@click.option('--ignore', help='Comma-separated codes or prefixes to disable (adds to config).')
@click.option('--base', metavar='REV', help='Check progression against this git revision.')
@click.option('--fix', is_flag=True, help='Mend what the fixable rules can, in place.')
@click.option('--statistics', is_flag=True, help='Print a count per code after the findings.')
@click.option('--exit-zero', is_flag=True, help='Exit 0 even when there are findings.')
@click.option('--no-cache', is_flag=True, help='Do not read or write the summary cache.')
@click.option('--explain', metavar='CODE', help="Print a rule's explanation and examples.")
def lint(paths, fmt, select, ignore, base, fix, statistics, exit_zero, no_cache, explain):
    """Check Heat plug-in sources statically: schemas, docstrings, support status.

    PATHS default to the configured plug-in dirs, else the current directory.
    """
    if explain:
        _explain(explain)
        return
    from lint import config as configmod
    from lint.engine import InternalError, run
    from lint.files import BadInput
    try:
        config = configmod.load('.')
        sel = _codes(select) if select is not None else None
        args = {'select': sel, 'ignore': _codes(ignore), 'base': base, 'use_cache': not no_cache}
        result = run(paths, config, **args)
        fixed = left = 0
        if fix:
            from lint.fix import apply_fixes
            fixed, left = apply_fixes(result.findings, config)
            if fixed:
                result = run(paths, config, **args)
    except (configmod.ConfigError, BadInput, InternalError) as exc:
        _fail(str(exc))
    except RecursionError:
        _fail('internal error: input nested too deeply')
    except KeyboardInterrupt:
        _fail('interrupted')
    except Exception as exc:  # a linter bug: one line, exit 2, never a traceback
        _fail('internal error: %s: %s' % (type(exc).__name__, exc))
    _output(result, fmt, statistics)
    if fix:
        click.echo('plugin-sdk lint: %s' % _fix_summary(fixed, left), err=True)
    for problem in result.problems:
        click.echo('plugin-sdk lint: %s' % problem, err=True)
    if result.problems:
        sys.exit(2)
    sys.exit(1 if result.findings and not exit_zero else 0)


def _output(result, fmt, statistics):
    from lint import report
    from lint.rules import all_rules
    fmt = fmt or report.default_format()
    findings = result.findings
    click.echo(report.render(findings, fmt, all_rules(), 'plugin-sdk-lint'), nl=False)
    if statistics:
        click.echo(report.statistics(findings, all_rules()), nl=False,
                   err=fmt in ('json', 'sarif'))
