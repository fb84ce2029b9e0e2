"""Lean text without Lean: the lexer on Lean's own token table, the guard every item passes before
it reaches Lean, a file split into declarations, and the error categories of Lean's messages.
Nothing here starts a process."""
