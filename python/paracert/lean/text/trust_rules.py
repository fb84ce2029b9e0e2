"""The one table of trust rules: what text paracert did not write may not contain, what a
certificate's proof may not contain, and which axioms a proof may rest on.

Read by `lean.text.guard` (untrusted text, on Lean's tokens: statements, headers, dataset rows,
model replies, files given to `elaborate`), `certify.check` (a certificate's proof: these words and,
in addition, `CERTIFICATE_PROOF_WORDS`, scanned again on the code with comments and strings removed),
`certify.check` and `lean.cli` again (the axioms a proof's `Lean.collectAxioms` may not list:
`bad_axioms`, `axiom_problems`) and, through the guard, `certify.pairs` and `robustness.trust`.
Nothing else lists such constructs. It imports nothing (the trusted checker reads it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the records only; this table imports nothing at run time
    from paracert.lean.items import ItemResult

_CODE = "runs code at elaboration time"
_SYNTAX = "changes how later text is read (syntax, notation, macros)"
_ELAB = "defines an elaborator (runs code at elaboration time)"
_GLOBAL = "has a global effect on later declarations"
_NATIVE = "trusts compiled code instead of the kernel (Lean.ofReduceBool)"
_FILE = "reads a file of the machine"
_IO = "performs input/output or other side effects"


# Words (keywords or identifiers, compared whole) refused in untrusted text, with the reason.
UNTRUSTED_WORDS: dict[str, str] = {
    "run_cmd": _CODE, "run_tac": _CODE, "run_elab": _CODE, "run_meta": _CODE, "by_elab": _CODE,
    "initialize": "runs code when the environment is loaded",
    "builtin_initialize": "runs code when the environment is loaded",
    "import": "imports belong to the batch profile", "prelude": "changes the imported environment",
    "unsafe": "unsafe code", "extern": "binds external (compiled) code",
    "implemented_by": "replaces the compiled code of a declaration",
    "axiom": "adds an unproved assumption", "opaque": "declares a constant whose definition is hidden",
    "native_decide": _NATIVE, "native": _NATIVE,
    "macro": _SYNTAX, "macro_rules": _SYNTAX, "syntax": _SYNTAX, "notation": _SYNTAX, "notation3": _SYNTAX,
    "infix": _SYNTAX, "infixl": _SYNTAX, "infixr": _SYNTAX, "prefix": _SYNTAX, "postfix": _SYNTAX,
    "binder_predicate": _SYNTAX, "declare_syntax_cat": _SYNTAX, "unif_hint": _GLOBAL,
    "elab": _ELAB, "elab_rules": _ELAB, "simproc": _ELAB, "dsimproc": _ELAB, "simproc_decl": _ELAB,
    "dsimproc_decl": _ELAB, "builtin_simproc": _ELAB, "builtin_dsimproc": _ELAB, "builtin_simproc_decl": _ELAB,
    "builtin_dsimproc_decl": _ELAB, "declare_simp_like_tactic": _ELAB, "grind_pattern": _GLOBAL,
    "instance": "adds a global instance (changes how later code elaborates)",
    "attribute": "changes the attributes of existing declarations (e.g. `simp`)",
    "set_option": "changes elaboration options (heartbeats, kernel and debug switches)",
    "export": "changes name resolution for later code",
    "local": "a `local` command changes how later code in the unit is read",
    "scoped": "a `scoped` command changes how code in the namespace is read",
    "register_simp_attr": _GLOBAL, "register_option": _GLOBAL, "register_builtin_option": _GLOBAL,
    "register_tactic_tag": _GLOBAL, "register_error_explanation": _GLOBAL, "add_decl_doc": _GLOBAL,
    "seal": _GLOBAL, "unseal": _GLOBAL, "init_quot": _GLOBAL, "include_str": _FILE, "include_bytes": _FILE,
    "dbg_trace": _IO, "debug_assert!": _IO,
}
# Name components refused anywhere in a name (`_root_.IO`, `IO.FS.writeFile`, `Lean.ofReduceBool`).
UNTRUSTED_NAMES: dict[str, str] = {
    "IO": _IO, "EIO": _IO, "BaseIO": _IO, "unsafeBaseIO": _IO, "unsafeIO": _IO, "unsafeEIO": _IO,
    "ofReduceBool": _NATIVE, "ofReduceNat": _NATIVE, "reduceBool": _NATIVE, "reduceNat": _NATIVE,
    "trustCompiler": _NATIVE, "sorryAx": "the axiom behind `sorry`", "implemented_by": "replaces compiled code",
    "native_decide": _NATIVE, "extern": "binds external (compiled) code", "run_tac": _CODE, "run_cmd": _CODE,
    "run_elab": _CODE, "run_meta": _CODE, "dbg_trace": _IO,
}
# Name prefixes: `dbgSleep`, `dbgTrace`, `dbgTraceIfShared`, `unsafeCast`, `unsafeIO`, ...
UNTRUSTED_PREFIXES = {"dbg": _IO, "unsafe": "an unsafe primitive"}
# Characters that make text read differently from how it is stored (Trojan Source) or hide it.
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x061C,
             0x00AD, 0x180E} | set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


# Words a certificate's proof may not hold besides the untrusted ones: a proof is one tactic block
# of the generated theorem, so no command, declaration, scope or proof hole.
CERTIFICATE_PROOF_WORDS = frozenset({
    "sorry", "admit", "open", "namespace", "section", "end", "variable", "universe", "mutual", "theorem", "lemma",
    "def", "example", "abbrev", "structure", "inductive", "class", "deriving", "where", "decreasing_by",
    "termination_by", "#eval", "#exit", "#print", "#check", "#reduce",
})
# Substrings refused anywhere in a certificate's proof, also inside longer names.
CERTIFICATE_PROOF_SUBSTRINGS = ("ofReduceBool", "ofReduceNat", "trustCompiler", "sorryAx", "native", "implemented_by")

# The axioms of Lean's logic a proof may rest on; the core ones that make it unsound.
STANDARD_AXIOMS = frozenset({"propext", "Classical.choice", "Quot.sound"})
UNSOUND_AXIOMS = frozenset({"sorryAx", "Lean.ofReduceBool", "Lean.ofReduceNat", "Lean.trustCompiler"})


def bad_axioms(result: ItemResult, name: str) -> list[str] | None:
    """The axioms of declaration `name` (Lean.collectAxioms in the session) that a proof may not use:
    the unsound core ones (sorryAx, Lean.ofReduceBool, Lean.ofReduceNat, Lean.trustCompiler) and any
    declared outside the imported library (by the item or the prelude). Imported library constants
    are accepted: this build ships only the exported part of its modules, where theorems show without
    their proofs and so appear among the axioms (Or.elim, Classical.em, ...). None when the backend
    did not collect axioms for `name`."""
    if result.axioms is None or name not in result.axioms:
        return None
    own = set((result.local_axioms or {}).get(name, []))
    return sorted({a for a in result.axioms[name] if a in UNSOUND_AXIOMS or a in own})


def axiom_problems(result: ItemResult, name: str) -> list[str] | None:
    """`bad_axioms` in words (None when the backend did not collect axioms)."""
    bad = bad_axioms(result, name)
    if bad is None:
        return None
    return [f"uses {a}" if a in UNSOUND_AXIOMS else f"uses the axiom {a}, declared outside the imported library"
            for a in bad]
