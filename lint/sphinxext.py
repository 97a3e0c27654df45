"""Sphinx directive ``.. plugin-sdk-lint-rules::``: the rule catalogue from the rule classes.

The docs page is rendered from the same docstrings, messages and examples
that ``--explain`` prints and the tests run, so it cannot drift from them.
"""
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective


def _block(lines, text, language='python'):
    lines += ['.. code-block:: %s' % language, '']
    lines += ['   ' + line if line else '' for line in text.rstrip().splitlines()]
    lines.append('')


def rules_rst():
    """The catalogue as reStructuredText."""
    from lint.rules import all_rules
    lines = []
    for code, rule in all_rules().items():
        title = '%s %s' % (code, rule.name)
        lines += ['.. _%s:' % code.lower(), '', title, '-' * len(title), '']
        tags = [rule.severity]
        if rule.opt_in:
            tags.append('opt-in: ``--select %s``' % code)
        if rule.fixable:
            tags.append('fixable with ``--fix``')
        if rule.progression:
            tags.append('needs ``--base``')
        lines += ['*%s*' % ', '.join(tags), '', rule.explanation(), '',
                  'Message: "%s"' % rule.message, '']
        if rule.example_config:
            config = ', '.join('%s = %r' % kv for kv in rule.example_config.items())
            lines += ['Examples are linted with ``%s``.' % config, '']
        for example in rule.VALID + rule.INVALID:
            title = example.title
            if rule.progression:
                lines += ['%s, at ``--base``:' % title, '']
                _block(lines, example.source[0])
                lines += ['and now:', '']
                _block(lines, example.source[1])
            else:
                lines += ['%s:' % title, '']
                _block(lines, example.source)
            if example.fixed is not None:
                lines += ['Fixed by ``--fix``:', '']
                _block(lines, example.fixed)
    return '\n'.join(lines)


class LintRules(SphinxDirective):
    has_content = False

    def run(self):
        from docutils import nodes
        container = nodes.section()
        container.document = self.state.document
        self.state.nested_parse(StringList(rules_rst().splitlines(), 'plugin-sdk-lint-rules'),
                                self.content_offset, container, match_titles=True)
        return container.children


def setup(app):
    app.add_directive('plugin-sdk-lint-rules', LintRules)
    return {'parallel_read_safe': True, 'parallel_write_safe': True}
