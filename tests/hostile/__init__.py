"""The hostile-input and new-user corpus (issue 17): every class of input that
once ended in a traceback, a hang, a write outside the project or lost state,
each checked for one line naming what is wrong, a non-zero exit and nothing
written or lost."""
