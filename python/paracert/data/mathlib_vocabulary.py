"""Mathlib's vocabulary as a Lean text: the module Mathlib-syntax statements are read in.

The table `data/mathlib/vocabulary.json` (names, Mathlib types, notations, each row with the
mathlib4 file it was read from) becomes Lean source elaborated by the Lean session on top of the
base environment, only to read statements (`certify.mathlib_input`):
* ℕ, ℤ (role `core`) are core `Nat`/`Int`, untouched (interpreted).
* a carrier (ℝ ℚ ℂ …) is an `axiom NAME : Type` with an instance axiom of its operation-only class
  (`Paracert.LinearOrderedField`, …), so `+ * ≤ 0 1 2` on it are the signature's operations;
* a class Paracert models is exported under Mathlib's name (`Group` is `Paracert.Group`); any other
  class is an axiom marked `class`, with an instance axiom for each carrier and for ℕ/ℤ (low
  priority: core's own instances on ℕ/ℤ win);
* every other type and constant is an `axiom` of Mathlib's type; notations are declared as written
  (`scoped[NS] …` inside `namespace NS`, `notation3` as `notation`).
Nothing of this module reaches a certificate: every constant of it that a statement uses becomes a
variable of the statement (the session checks that the printed statement elaborates without it).
A row that does not elaborate (e.g. a name the prelude already defines, such as `Nat.Prime`) is
reported by the session; a row whose type fails is declared with `sorry` in its type, and a statement
that uses it is not read, the row and its Lean error named (`certify.mathlib_input.row_error`).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from paracert.paths import shipped

# Namespaces statement headers open that the table's names do not create (`open … Topology`).
EXTRA_NAMESPACES = ("BigOperators", "Real", "Nat", "Topology", "Rat", "Filter", "Function", "Metric",
                    "Finset", "Complex", "Polynomial", "Set", "Classical", "Matrix", "Int", "NNReal",
                    "ENNReal", "InnerProductSpace", "unitInterval", "symmDiff", "MeasureTheory", "Pointwise",
                    "ComplexConjugate", "Asymptotics", "intervalIntegral", "Interval", "EuclideanGeometry",
                    "Module", "LinearMap", "Subgroup", "Ideal", "ZMod", "Fintype", "List", "Multiset", "Bornology",
                    "TopologicalSpace", "Equiv", "Cardinal", "Ordinal", "Order", "Lean", "Fin", "Mathlib",
                    "FiniteDimensional", "Zsqrtd")
PREAMBLE = """syntax "Type*" : term
macro_rules | `(Type*) => `(Type)
def setOf {α : Type} (p : α → Prop) : Set α := p
namespace Batteries.ExtendedBinder
syntax extBinder := Lean.binderIdent ((" : " term) <|> binderPred)?
syntax extBinderParenthesized := " (" extBinder ")"
syntax extBinderCollection := extBinderParenthesized*
syntax extBinders := (ppSpace extBinder) <|> extBinderCollection
syntax "∃ᵉ" extBinders ", " term : term
syntax "∀ᵉ" extBinders ", " term : term
open Lean in
macro_rules
  | `(∃ᵉ $x:binderIdent, $b) => `(∃ $x:binderIdent, $b)
  | `(∃ᵉ $x:binderIdent : $t:term, $b) => `(∃ $x:binderIdent : $t:term, $b)
  | `(∃ᵉ $x:binderIdent $q:binderPred, $b) => `(∃ $x:binderIdent $q:binderPred, $b)
open Lean in
macro_rules
  | `(∀ᵉ _, $b) => `(∀ _, $b)
  | `(∀ᵉ $x:ident, $b) => `(∀ $x:ident, $b)
  | `(∀ᵉ _ : $t:term, $b) => `(∀ _ : $t:term, $b)
  | `(∀ᵉ $x:ident : $t:term, $b) => `(∀ $x:ident : $t:term, $b)
  | `(∀ᵉ $x:binderIdent $q:binderPred, $b) => `(∀ $x:binderIdent $q:binderPred, $b)
open Lean in
/-- `(b₁) (b₂) …, body` as one `∃ᵉ`/`∀ᵉ` per binder (written without array combinators, which the
  embedded Lean cannot run in a macro). -/
meta partial def nestBinders (ex : Bool) (ps : Array Syntax) (i : Nat) (b : Term) : MacroM Term := do
  if h : i < ps.size then
    let inner ← nestBinders ex ps (i + 1) b
    let p : TSyntax `Batteries.ExtendedBinder.extBinder := ⟨ps[i][1]⟩
    if ex then `(∃ᵉ $p:extBinder, $inner) else `(∀ᵉ $p:extBinder, $inner)
  else return b
open Lean in
macro_rules
  | `(∃ᵉ $bs:extBinders, $b) =>
    if bs.raw[0].getKind == `Batteries.ExtendedBinder.extBinderCollection then
      nestBinders true bs.raw[0][0].getArgs 0 b
    else throw Macro.Exception.unsupportedSyntax
open Lean in
macro_rules
  | `(∀ᵉ $bs:extBinders, $b) =>
    if bs.raw[0].getKind == `Batteries.ExtendedBinder.extBinderCollection then
      nestBinders false bs.raw[0][0].getArgs 0 b
    else throw Macro.Exception.unsupportedSyntax
end Batteries.ExtendedBinder
namespace Mathlib.Meta
open Batteries.ExtendedBinder in
syntax (name := setBuilder) "{" extBinder " | " term "}" : term
open Lean Elab Term Meta in
/-- Mathlib's `Set` readings of set-builder notation; where Mathlib reads a `Finset` instead (the
  expected type is a `Finset`, or `{x ∈ s | p}`/`{x ∉ s | p}` with `s` a `Finset` where no `Set` is
  expected), an error: the vocabulary does not model `Finset.filter`. -/
@[term_elab setBuilder] meta def elabSetBuilderAsMathlib : TermElab := fun stx expected? => do
  let finset (e : Expr) : MetaM Bool := do return (← whnfR (← instantiateMVars e)).isAppOf `Finset
  let set? : MetaM Bool := do
    match expected? with
    | some t => return (← whnfR (← instantiateMVars t)).isAppOf `Set
    | none => return false
  if let some t := expected? then
    if ← finset t then throwError "set-builder notation for a `Finset` (`Finset.filter`) is not read"
  match stx with
  | `({ $x:ident | $p }) => elabTerm (← `(setOf fun $x:ident => $p)) expected?
  | `({ $x:ident : $t | $p }) => elabTerm (← `(setOf fun $x:ident : $t => $p)) expected?
  | `({ $x:ident $b:binderPred | $p }) =>
    match b with
    | `(binderPred| ∈ $s) | `(binderPred| ∉ $s) =>
      unless ← set? do
        let ty ← try inferType (← elabTerm s none) catch _ => pure (mkSort levelZero)
        if ← finset ty then throwError "set-builder notation over a `Finset` (`Finset.filter`) is not read"
      elabTerm (← `(setOf fun $x:ident => satisfies_binder_pred% $x $b ∧ $p)) expected?
    | _ => elabTerm (← `(setOf fun $x:ident => satisfies_binder_pred% $x $b ∧ $p)) expected?
  | _ => throwUnsupportedSyntax
open Batteries.ExtendedBinder in
macro (priority := low) "{" t:term " | " bs:extBinders "}" : term => `({x | ∃ᵉ $bs:extBinders, $t = x})
macro (priority := low - 1) "{" pat:term " : " t:term " | " p:term "}" : term =>
  `({ x : $t | match x with | $pat => $p })
macro (priority := low - 1) "{" pat:term " | " p:term "}" : term => `({ x | match x with | $pat => $p })
end Mathlib.Meta
syntax "∃! " ident ", " term : term
syntax "∃! " ident " : " term ", " term : term
axiom ExistsUnique : {α : Type} → (α → Prop) → Prop
syntax "∃! " "(" ident " : " term ")" ", " term : term
macro_rules
  | `(∃! $x:ident, $p) => `(ExistsUnique fun $x => $p)
  | `(∃! $x:ident : $t, $p) => `(ExistsUnique fun ($x : $t) => $p)
  | `(∃! ($x:ident : $t), $p) => `(ExistsUnique fun ($x : $t) => $p)
syntax "Π " ident ", " term : term
syntax "Π " "(" ident " : " term ")" ", " term : term
macro_rules
  | `(Π $x:ident, $b) => `(∀ $x:ident, $b)
  | `(Π ($x:ident : $t), $b) => `(∀ ($x:ident : $t), $b)
"""
# (Mathlib's `{x | p x}` is `setOf p`, and `setOf p = p` for its `Set α = α → Prop`: the prelude's
# `Set` is that same predicate, and `setOf` a definition the reading unfolds, so set-builder is
# read as the predicate itself. The set-builder forms are Mathlib's (Mathlib/Data/Set/Defs.lean,
# with its priorities), their binders Batteries' (Batteries/Util/ExtendedBinder.lean, `∀ᵉ`/`∃ᵉ`
# too); where Mathlib's `Finset` elaborators (Mathlib/Data/Finset/Filter.lean,
# Data/Fintype/Basic.lean, Order/LocallyFinite/Basic.lean) would build a `Finset.filter`, the
# reading stops with an error. `∃! x, p x` is
# Mathlib's `ExistsUnique fun x => p x`, a symbol (Mathlib/Logic/ExistsUnique.lean). `Π x, β x` is
# Mathlib's other spelling of the dependent function type `∀ x, β x` (Mathlib/Util/PiNotation.lean).)
_SCOPED = re.compile(r"^\s*scoped\[([A-Za-z_][\w.]*)\]\s*(.*)$", re.DOTALL)


@dataclass(frozen=True)
class Vocabulary:
    text: str  # the Lean module
    instances: tuple[str, ...]  # its axioms that are instances (binder `[…]` when abstracted)
    names: frozenset[str]  # every Mathlib name of the table
    # names the module coins that are no Mathlib constant (the carriers' instances, their `.root`
    # axioms): a statement that names one is not a Mathlib statement
    coined: frozenset[str] = frozenset()

    @property
    def digest(self) -> str:
        return hashlib.sha256(json.dumps([self.text, list(self.instances)]).encode()).hexdigest()


def table_path() -> Path:
    return shipped("data", "mathlib", "vocabulary.json")


def _namespaces(names: list[str], listed: Sequence[str] = ()) -> list[str]:
    """The namespaces `open` may name: each prefix of a vocabulary name, the ones the modelled
    notations live in, and the table's `namespaces` rows (Mathlib namespaces read from mathlib4,
    each with its file, whose declarations the vocabulary need not list)."""
    out: dict[str, None] = {}
    for n in names:
        parts = n.split(".")
        for k in range(1, len(parts)):
            out[".".join(parts[:k])] = None
    for n in (*EXTRA_NAMESPACES, *listed):
        parts = n.split(".")
        for k in range(1, len(parts) + 1):
            out[".".join(parts[:k])] = None
    return list(out)


_ITEM = re.compile(r'\s*(?:"((?:[^"\\]|\\.)*)"|([^\s":]+)(?::(\d+|max|arg|lead))?)')


def _binder_notation(text: str, scoped: bool) -> str | None:
    """A `notation3` with a bound variable (`"∑ " x " ∈ " s ", " r:67 => Finset.sum s (fun x => r)`)
    as core `syntax` + `macro_rules` (core `notation` cannot bind): the variable an `ident`, the
    other holes terms with their precedences. None when the row has another shape."""
    head, _, rhs = text.partition("=>")
    head = head.strip().removeprefix("notation3").strip()
    prec = ""
    if head.startswith(":"):
        m = re.match(r":(\w+)\s*", head)
        if m is None:
            return None
        prec, head = f":{m.group(1)}", head[m.end():]
    items: list[tuple[str, str, str | None]] = []  # ("atom", text, None) / ("var", name, prec)
    pos = 0
    while pos < len(head):
        m = _ITEM.match(head, pos)
        if m is None or m.end() == pos:
            return None
        if m.group(1) is not None:
            items.append(("atom", m.group(1), None))
        else:
            items.append(("var", m.group(2), m.group(3)))
        pos = m.end()
        if not head[pos:].strip():
            break
    bound = set(re.findall(r"fun\s+([^\s=]+)\s*=>", rhs))
    if not bound:
        return None
    parts = []
    for kind, name, p in items:
        if kind == "atom":
            parts.append(json.dumps(name, ensure_ascii=False))
        elif name in bound:
            parts.append(f"{name}:ident")
        else:
            parts.append(f"{name}:term" + (f":{p}" if p else ""))
    body = rhs.strip()
    for kind, name, _ in items:
        if kind == "var":
            body = re.sub(rf"(?<![\w.$]){re.escape(name)}(?![\w.])", f"${name}", body)
    kw = "scoped macro" if scoped else "macro"
    out = [f"{kw}{prec} {' '.join(parts)} : term => `({body})"]
    # Mathlib's binder (`extBinder`) may carry its type: `∑ i : Fin n, f i`, `⨅ (i : I), H i`
    at = [k for k, (kind, name, _) in enumerate(items) if kind == "var" and name in bound]
    if len(at) == 1 and at[0] + 1 < len(items) and items[at[0] + 1][:2] == ("atom", ", "):
        k, var = at[0], items[at[0]][1]
        if re.search(rf"fun \${var} =>", body):
            typed_body = re.sub(rf"fun \${var} =>", f"fun (${var} : $pcT) =>", body)
            for binder in (f'{var}:ident " : " pcT:term', f'"(" {var}:ident " : " pcT:term ")"'):
                out.append(f"{kw}{prec} {' '.join(parts[:k] + [binder] + parts[k + 1:])} : term => `({typed_body})")
    return "\n".join(out)


_BIG_OPERATOR = re.compile(r'^notation3 "([∑∏]) " x " (?:∈|in) " s ", " r:67 => '
                           r'(Finset\.(?:sum|prod)) s \(fun x => r\)$')


def _typed_older(text: str, scoped: bool) -> str:
    """The older big operator with a typed binder, `∑ x : T in s, f x`: Mathlib reads it as
    `∑ x ∈ (s : Finset T), f x` (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean, `bigsumin`)."""
    m = _BIG_OPERATOR.match(text)
    if m is None:
        return ""
    kw = "scoped macro" if scoped else "macro"
    return (f'\n{kw} "{m.group(1)} " x:ident " : " pcT:term " in " s:term ", " r:term:67 : term => '
            f"`({m.group(2)} ($s : Finset $pcT) (fun $x => $r))")


def _notation(syntax: str, scoped: bool = False) -> str:
    text = syntax.strip()
    m = _SCOPED.match(text)
    if m:
        ns, rest = m.group(1), m.group(2)
        inner = _notation(rest, scoped=True)
        if not inner.startswith("scoped"):
            inner = "scoped " + inner
        return f"namespace {ns}\n{inner}\nend {ns}"
    if text.startswith("notation3"):
        converted = _binder_notation(text, scoped)
        if converted is not None:
            if '" ∈ "' in text:  # Mathlib still reads the older `∑ x in s, f x`
                older = _binder_notation(text.replace('" ∈ "', '" in "'), scoped)
                if older is not None:
                    converted += "\n" + older
            return converted + _typed_older(text, scoped)
        text = "notation" + text[len("notation3"):]
    return text


# Notations of the table core Lean declares itself, the same way (a second declaration would make
# every use ambiguous).
CORE_NOTATIONS = frozenset({'infixr:73 " • " => HSMul.hSMul'})
# Types core Lean declares itself, as Mathlib does (ℚ is core's `Rat` in both): interpreted, never axioms.
CORE_TYPES = frozenset({"Nat", "Int", "Rat"})
# Type constructors of the table (`kind: type`) that Mathlib declares as classes (written `[C α]`).
CLASS_CONSTANTS = frozenset({"TopologicalSpace", "MetricSpace", "UniformSpace", "GCDMonoid", "Algebra", "Module",
                             "Fact"})
# Instances Mathlib declares that statements rely on without naming them: (name, type, is an
# instance binder when abstracted, the mathlib4 file). Each is one more symbol of the statements
# that use it; the decidability fallback stands for whatever Decidable instance Mathlib finds
# (any two are equal: Decidable is a subsingleton), and is passed explicitly.
EXTRA_INSTANCES = (
    ("Real.instPowReal", "Pow ℝ ℝ", True, "Mathlib/Analysis/SpecialFunctions/Pow/Real.lean"),
    ("NNReal.instPowReal", "Pow ℝ≥0 ℝ", True, "Mathlib/Analysis/SpecialFunctions/Pow/NNRpow.lean"),
    ("NNReal.instSub", "Sub ℝ≥0", True, "Mathlib/Data/NNReal/Defs.lean"),  # truncated: `Nonneg.sub`
    # numerals of ℕ+ (`1` too: Mathlib's `One ℕ+` numeral is this instance at 1, `One.toOfNat1` is below it)
    ("instOfNatPNatOfNeZeroNat", "(n : ℕ) → [NeZero n] → OfNat ℕ+ n", True, "Mathlib/Data/PNat/Notation.lean"),
    ("Complex.instPowComplex", "Pow ℂ ℂ", True, "Mathlib/Analysis/SpecialFunctions/Pow/Complex.lean"),
    ("Finset.instMembership", "{α : Type} → Membership α (Finset α)", True, "Mathlib/Data/Finset/Defs.lean"),
    ("Finset.fintypeCoeSort", "{α : Type} → (s : Finset α) → Fintype (Subtype (fun x => x ∈ s))", True,
     "Mathlib/Data/Fintype/Basic.lean"),
    ("Set.instSingletonSet", "{α : Type} → Singleton α (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Finset.instSingleton", "{α : Type} → Singleton α (Finset α)", True, "Mathlib/Data/Finset/Defs.lean"),
    ("Finset.instInsert", "{α : Type} → [DecidableEq α] → Insert α (Finset α)", True,
     "Mathlib/Data/Finset/Insert.lean"),
    ("Set.instInsert", "{α : Type} → Insert α (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Set.instEmptyCollection", "{α : Type} → EmptyCollection (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Finset.instEmptyCollection", "{α : Type} → EmptyCollection (Finset α)", True, "Mathlib/Data/Finset/Empty.lean"),
    ("Real.instIntCast", "IntCast ℝ", True, "Mathlib/Data/Real/Basic.lean"),
    ("Complex.instIntCast", "IntCast ℂ", True, "Mathlib/Data/Complex/Basic.lean"),
    ("Set.instHasSubset", "{α : Type} → HasSubset (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Set.instHasSSubset", "{α : Type} → HasSSubset (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Set.instSDiff", "{α : Type} → SDiff (Set α)", True, "Mathlib/Data/Set/Defs.lean"),
    ("Set.instHasCompl", "{α : Type} → HasCompl (Set α)", True, "Mathlib/Order/SetNotation.lean"),
    ("Finset.instHasSubset", "{α : Type} → HasSubset (Finset α)", True, "Mathlib/Data/Finset/Defs.lean"),
    ("Finset.instHasSSubset", "{α : Type} → HasSSubset (Finset α)", True, "Mathlib/Data/Finset/Defs.lean"),
    ("Finset.instUnion", "{α : Type} → [DecidableEq α] → Union (Finset α)", True,
     "Mathlib/Data/Finset/Lattice/Basic.lean"),
    ("Finset.instInter", "{α : Type} → [DecidableEq α] → Inter (Finset α)", True,
     "Mathlib/Data/Finset/Lattice/Basic.lean"),
    ("Finset.instSDiff", "{α : Type} → [DecidableEq α] → SDiff (Finset α)", True, "Mathlib/Data/Finset/Basic.lean"),
    ("Subgroup.instMembership", "{G : Type} → [Group G] → Membership G (Subgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Defs.lean (SetLike)"),
    ("Subgroup.instLE", "{G : Type} → [Group G] → LE (Subgroup G)", True, "Mathlib/Algebra/Group/Subgroup/Defs.lean"),
    ("Subgroup.instTop", "{G : Type} → [Group G] → Top (Subgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    ("Subgroup.instBot", "{G : Type} → [Group G] → Bot (Subgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    ("Subgroup.instInfSet", "{G : Type} → [Group G] → InfSet (Subgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    ("AddSubgroup.instTop", "{G : Type} → [AddGroup G] → Top (AddSubgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    ("AddSubgroup.instBot", "{G : Type} → [AddGroup G] → Bot (AddSubgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    # the lattice of submodules (an ideal is a submodule of its ring: `Ideal R` is `Submodule R R`,
    # so the ideal's instances are these at `M := R`)
    ("Submodule.instTop", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → Top (Submodule R M)",
     True, "Mathlib/Algebra/Module/Submodule/Lattice.lean"),
    ("Submodule.instBot", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → Bot (Submodule R M)",
     True, "Mathlib/Algebra/Module/Submodule/Lattice.lean"),
    ("Submodule.instMin", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → Min (Submodule R M)",
     True, "Mathlib/Algebra/Module/Submodule/Lattice.lean"),
    ("Submodule.instMax", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → Max (Submodule R M)",
     True, "Mathlib/Algebra/Module/Submodule/Lattice.lean (its complete lattice)"),
    ("Submodule.addCommMonoid",
     "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → AddCommMonoid (Submodule R M)", True,
     "Mathlib/Algebra/Module/Submodule/Lattice.lean"),
    ("Ideal.instTop", "{R : Type} → [Semiring R] → Top (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.instTop at Submodule R R)"),
    ("Ideal.instBot", "{R : Type} → [Semiring R] → Bot (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.instBot at Submodule R R)"),
    ("Ideal.instMin", "{R : Type} → [Semiring R] → Min (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.instMin at Submodule R R)"),
    ("Ideal.instMax", "{R : Type} → [Semiring R] → Max (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.instMax at Submodule R R)"),
    ("Ideal.addCommMonoid", "{R : Type} → [Semiring R] → AddCommMonoid (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.addCommMonoid at Submodule R R)"),
    # sets ordered by inclusion (Mathlib's complete Boolean algebra of sets)
    ("Set.instPartialOrder", "{α : Type} → PartialOrder (Set α)", True,
     "Mathlib/Data/Set/Basic.lean (from Set.instCompleteAtomicBooleanAlgebra)"),
    ("Set.instOrderBot", "{α : Type} → OrderBot (Set α)", True,
     "Mathlib/Data/Set/Basic.lean (from Set.instCompleteAtomicBooleanAlgebra)"),
    ("Set.instTop", "{α : Type} → Top (Set α)", True,
     "Mathlib/Data/Set/Basic.lean (from Set.instCompleteAtomicBooleanAlgebra)"),
    ("ClosureOperator.instFunLike", "{α : Type} → [Preorder α] → DFunLike (ClosureOperator α) α (fun _ => α)", True,
     "Mathlib/Order/Closure.lean"),
    ("LinearMap.instFunLike",
     "{R S : Type} → [Semiring R] → [Semiring S] → {σ : RingHom R S} → {M M₂ : Type} → [AddCommMonoid M] → "
     "[AddCommMonoid M₂] → [Module R M] → [Module S M₂] → DFunLike (LinearMap σ M M₂) M (fun _ => M₂)", True,
     "Mathlib/Algebra/Module/LinearMap/Defs.lean"),
    ("Module.toSMul", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → SMul R M", True,
     "Mathlib/Algebra/Module/Defs.lean (Module.toDistribMulAction, then MulAction.toSMul)"),
    ("Mathlib.decidable", "(p : Prop) → Decidable p", False, "Mathlib/Logic/Basic.lean (Classical.propDecidable)"),
    # ring structures of types built by Mathlib: the operation-only class (so `+ * ^` and numerals
    # on them are the signature's operations); the uninterpreted twins follow by the bridges
    ("ZMod.commRing", "(n : ℕ) → Paracert.CommRing (ZMod n)", True, "Mathlib/Data/ZMod/Defs.lean"),
    ("ZMod.instInv", "(n : ℕ) → Inv (ZMod n)", True, "Mathlib/Data/ZMod/Basic.lean (`ZMod.inv`: by Nat.gcdA)"),
    ("Polynomial.semiring", "{R : Type} → [Semiring R] → Paracert.Semiring (Polynomial R)", True,
     "Mathlib/Algebra/Polynomial/Basic.lean"),
    ("Polynomial.commRing", "{R : Type} → [CommRing R] → Paracert.CommRing (Polynomial R)", True,
     "Mathlib/Algebra/Polynomial/Basic.lean"),
    ("MvPolynomial.commSemiring", "{R σ : Type} → [CommSemiring R] → Paracert.CommSemiring (MvPolynomial σ R)", True,
     "Mathlib/Algebra/MvPolynomial/Basic.lean"),
    ("GaussianInt.instCommRing", "Paracert.CommRing GaussianInt", True,
     "Mathlib/NumberTheory/Zsqrtd/GaussianInt.lean (instance : CommRing ℤ[i])"),
    ("Zsqrtd.commRing", "{d : ℤ} → Paracert.CommRing (Zsqrtd d)", True, "Mathlib/NumberTheory/Zsqrtd/Basic.lean"),
    ("Prod.instGroup", "{G H : Type} → [Paracert.Group G] → [Paracert.Group H] → Paracert.Group (G × H)", True,
     "Mathlib/Algebra/Group/Prod.lean"),
    ("DihedralGroup.instGroup", "{n : ℕ} → Paracert.Group (DihedralGroup n)", True,
     "Mathlib/GroupTheory/SpecificGroups/Dihedral.lean"),
    ("DivInvMonoid.Pow", "{M : Type} → [DivInvMonoid M] → Pow M ℤ", True, "Mathlib/Algebra/Group/Defs.lean"),
    ("Subgroup.toGroup", "{G : Type} → [Group G] → (H : Subgroup G) → Paracert.Group (Subtype (fun x => x ∈ H))",
     True, "Mathlib/Algebra/Group/Subgroup/Defs.lean"),
    ("Subgroup.instMin", "{G : Type} → [Group G] → Min (Subgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Lattice.lean"),
    ("QuotientGroup.instHasQuotientSubgroup", "{G : Type} → [Group G] → HasQuotient G (Subgroup G)", True,
     "Mathlib/GroupTheory/Coset/Defs.lean"),
    ("QuotientGroup.Quotient.group", "{G : Type} → [Group G] → (N : Subgroup G) → [Subgroup.Normal N] → "
     "Paracert.Group (HasQuotient.Quotient G N)", True, "Mathlib/GroupTheory/QuotientGroup/Defs.lean"),
    ("Fin.fintype", "(n : ℕ) → Fintype (Fin n)", True, "Mathlib/Data/Fintype/Basic.lean"),
    ("Filter.instMembership", "{α : Type} → Membership (Set α) (Filter α)", True, "Mathlib/Order/Filter/Defs.lean"),
    # a morphism applied as a function: Mathlib's `DFunLike` instance of its type (below)
    ("MonoidHom.instFunLike",
     "{M N : Type} → [MulOneClass M] → [MulOneClass N] → DFunLike (MonoidHom M N) M (fun _ => N)", True,
     "Mathlib/Algebra/Group/Hom/Defs.lean"),
    ("RingHom.instFunLike",
     "{α β : Type} → [NonAssocSemiring α] → [NonAssocSemiring β] → DFunLike (RingHom α β) α (fun _ => β)", True,
     "Mathlib/Algebra/Ring/Hom/Defs.lean"),
    ("AlgHom.funLike", "{R A B : Type} → [CommSemiring R] → [Semiring A] → [Semiring B] → [Algebra R A] → "
     "[Algebra R B] → DFunLike (AlgHom R A B) A (fun _ => B)", True, "Mathlib/Algebra/Algebra/Hom.lean"),
    # polynomials as algebras (`aeval x p`): over a commutative semiring `R`, `R[X]` is an `R`-algebra
    # through `R`'s algebra over itself
    ("Algebra.id", "{R : Type} → [CommSemiring R] → Algebra R R", True, "Mathlib/Algebra/Algebra/Defs.lean"),
    ("Polynomial.algebraOfAlgebra", "{R A : Type} → [CommSemiring R] → [Semiring A] → [Algebra R A] → "
     "Algebra R (Polynomial A)", True, "Mathlib/Algebra/Polynomial/AlgebraMap.lean"),
    ("MeasureTheory.Measure.instFunLike", "{α : Type} → [MeasurableSpace α] → "
     "DFunLike (MeasureTheory.Measure α) (Set α) (fun _ => ENNReal)", True,
     "Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean"),
    ("Equiv.instFunLike", "{α β : Type} → DFunLike (Equiv α β) α (fun _ => β)", True, "Mathlib/Logic/Equiv/Defs.lean"),
    ("Equiv.Perm.instFunLike", "{α : Type} → DFunLike (Equiv.Perm α) α (fun _ => α)", True,
     "Mathlib/Logic/Equiv/Defs.lean (Equiv.instFunLike at Perm α = α ≃ α)"),
    ("MulEquiv.instFunLike", "{M N : Type} → [Mul M] → [Mul N] → DFunLike (MulEquiv M N) M (fun _ => N)", True,
     "Mathlib/Algebra/Group/Equiv/Defs.lean (EquivLike.toFunLike of MulEquiv.instEquivLike)"),
    # substructures as sets (`(H : Set G)`, a submodule where a set is expected): Mathlib's `SetLike`
    # instance of each (an ideal is `Submodule R R` in Mathlib: `Submodule.setLike` at `M := R`)
    ("Subgroup.instSetLike", "{G : Type} → [Group G] → SetLike (Subgroup G) G", True,
     "Mathlib/Algebra/Group/Subgroup/Defs.lean"),
    ("AddSubgroup.instSetLike", "{G : Type} → [AddGroup G] → SetLike (AddSubgroup G) G", True,
     "Mathlib/Algebra/Group/Subgroup/Defs.lean"),
    ("Submodule.setLike", "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → "
     "SetLike (Submodule R M) M", True, "Mathlib/Algebra/Module/Submodule/Defs.lean"),
    ("Ideal.setLike", "{R : Type} → [Semiring R] → SetLike (Ideal R) R", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (Submodule.setLike at Submodule R R)"),
    ("Subring.instSetLike", "{R : Type} → [Ring R] → SetLike (Subring R) R", True,
     "Mathlib/Algebra/Ring/Subring/Defs.lean"),
    ("Subfield.instSetLike", "{K : Type} → [DivisionRing K] → SetLike (Subfield K) K", True,
     "Mathlib/Algebra/Field/Subfield/Defs.lean"),
    # membership in a substructure (Mathlib's SetLike membership at that structure): one symbol each
    ("AddSubgroup.instMembership", "{G : Type} → [AddGroup G] → Membership G (AddSubgroup G)", True,
     "Mathlib/Algebra/Group/Subgroup/Defs.lean (SetLike)"),
    ("Ideal.instMembership", "{R : Type} → [Semiring R] → Membership R (Ideal R)", True,
     "Mathlib/RingTheory/Ideal/Defs.lean (SetLike)"),
    ("Subring.instMembership", "{R : Type} → [Ring R] → Membership R (Subring R)", True,
     "Mathlib/Algebra/Ring/Subring/Defs.lean (SetLike)"),
    ("Subfield.instMembership", "{K : Type} → [DivisionRing K] → Membership K (Subfield K)", True,
     "Mathlib/Algebra/Field/Subfield/Defs.lean (SetLike)"),
    ("Submodule.instMembership",
     "{R M : Type} → [Semiring R] → [AddCommMonoid M] → [Module R M] → Membership M (Submodule R M)", True,
     "Mathlib/Algebra/Module/Submodule/Defs.lean (SetLike)"),
    # the extended naturals ℕ∞, `WithTop ℕ∞` (the order of smoothness of `ContDiff`) and `WithBot ℕ`
    # (a polynomial's degree): their coercion from ℕ (`Nat.cast`, so numerals from 2 on are Mathlib's
    # `instOfNat` through it), 0, 1, order and top/bottom
    ("ENat.instNatCast", "NatCast ℕ∞", True, "Mathlib/Data/ENat/Defs.lean"),
    ("ENat.instZero", "Zero ℕ∞", True, "Mathlib/Data/ENat/Basic.lean (its semiring's 0)"),
    ("ENat.instOne", "One ℕ∞", True, "Mathlib/Data/ENat/Basic.lean (its semiring's 1)"),
    ("ENat.instLinearOrder", "LinearOrder ℕ∞", True, "Mathlib/Data/ENat/Basic.lean (deriving LinearOrder)"),
    ("ENat.instTop", "Top ℕ∞", True, "Mathlib/Data/ENat/Defs.lean (deriving Top)"),
    ("WithTop.top", "{α : Type} → Top (WithTop α)", True, "Mathlib/Order/WithBot.lean"),
    ("WithBot.bot", "{α : Type} → Bot (WithBot α)", True, "Mathlib/Order/WithBot.lean"),
    ("WithTop.natCast", "NatCast (WithTop ℕ∞)", True, "Mathlib/Algebra/Order/Ring/WithTop.lean (at ℕ∞)"),
    ("WithTop.zero", "Zero (WithTop ℕ∞)", True, "Mathlib/Algebra/Order/Monoid/Unbundled/WithTop.lean (at ℕ∞)"),
    ("WithTop.one", "One (WithTop ℕ∞)", True, "Mathlib/Algebra/Order/Monoid/Unbundled/WithTop.lean (at ℕ∞)"),
    ("WithTop.linearOrder", "LinearOrder (WithTop ℕ∞)", True, "Mathlib/Order/WithBot.lean (at ℕ∞)"),
    ("WithBot.natCast", "NatCast (WithBot ℕ)", True, "Mathlib/Algebra/Order/Ring/WithTop.lean (at ℕ)"),
    ("WithBot.zero", "Zero (WithBot ℕ)", True, "Mathlib/Algebra/Order/Monoid/Unbundled/WithTop.lean (at ℕ)"),
    ("WithBot.one", "One (WithBot ℕ)", True, "Mathlib/Algebra/Order/Monoid/Unbundled/WithTop.lean (at ℕ)"),
    ("WithBot.linearOrder", "LinearOrder (WithBot ℕ)", True, "Mathlib/Order/WithBot.lean (at ℕ)"),
    # ℕ+ and ℝ≥0∞ ordered (`a < b`, `volume s ≤ 1`), ℝ≥0∞'s 0, 1 and ⊤
    ("PNat.instLinearOrder", "LinearOrder ℕ+", True, "Mathlib/Data/PNat/Defs.lean (Subtype.instLinearOrder)"),
    ("ENNReal.instLinearOrder", "LinearOrder ℝ≥0∞", True,
     "Mathlib/Data/ENNReal/Basic.lean (its complete linear order)"),
    ("ENNReal.instZero", "Zero ℝ≥0∞", True, "Mathlib/Data/ENNReal/Basic.lean (its semiring's 0)"),
    ("ENNReal.instOne", "One ℝ≥0∞", True, "Mathlib/Data/ENNReal/Basic.lean (its semiring's 1)"),
    ("ENNReal.instTop", "Top ℝ≥0∞", True, "Mathlib/Data/ENNReal/Basic.lean (WithTop ℝ≥0's ⊤)"),
    # decimals `0.5 : ℝ` (Mathlib's `OfScientific` of a field, through its nonnegative rationals)
    ("NNRatCast.toOfScientific", "OfScientific ℝ", True, "Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean (at ℝ)"),
    # functions with their values' operations and order, pointwise (`f + g`, `f * g`, `f ≤ g`, `f⁻¹`)
    ("Pi.instAdd", "{ι : Type} → {α : ι → Type} → [(i : ι) → Add (α i)] → Add ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.instMul", "{ι : Type} → {α : ι → Type} → [(i : ι) → Mul (α i)] → Mul ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.instSub", "{ι : Type} → {α : ι → Type} → [(i : ι) → Sub (α i)] → Sub ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.instNeg", "{ι : Type} → {α : ι → Type} → [(i : ι) → Neg (α i)] → Neg ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.instInv", "{ι : Type} → {α : ι → Type} → [(i : ι) → Inv (α i)] → Inv ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.instDiv", "{ι : Type} → {α : ι → Type} → [(i : ι) → Div (α i)] → Div ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Defs.lean"),
    ("Pi.hasLe", "{ι : Type} → {α : ι → Type} → [(i : ι) → LE (α i)] → LE ((i : ι) → α i)", True,
     "Mathlib/Order/Basic.lean"),
    ("Pi.instZero", "{ι : Type} → {α : ι → Type} → [(i : ι) → Zero (α i)] → Zero ((i : ι) → α i)", True,
     "Mathlib/Algebra/Notation/Pi/Defs.lean (to_additive of Pi.instOne)"),
    # pairs with their components' 0 and subtraction, componentwise (`(0 : ℤ × ℤ)`, `p - q`)
    ("Prod.instZero", "{M N : Type} → [Zero M] → [Zero N] → Zero (M × N)", True,
     "Mathlib/Algebra/Notation/Prod.lean (to_additive of Prod.instOne)"),
    ("Prod.instSub", "{G H : Type} → [Sub G] → [Sub H] → Sub (G × H)", True,
     "Mathlib/Algebra/Notation/Prod.lean (to_additive of Prod.instDiv)"),
    ("Multiset.instMembership", "{α : Type} → Membership α (Multiset α)", True, "Mathlib/Data/Multiset/Defs.lean"),
    # a closed interval of naturals as a type is finite (`∑ i : Set.Icc 1 n, …`)
    ("Set.fintypeIcc", "{α : Type} → [Preorder α] → [LocallyFiniteOrder α] → (a b : α) → "
     "Fintype (Set.Elem (Set.Icc a b))", True, "Mathlib/Order/Interval/Finset/Defs.lean"),
    # functions' numerals, units and scalar multiplication (`(6 : ℝ → ℝ)` is Mathlib's `instOfNat`
    # through `Pi.instNatCast`), their additive monoid, module, preorder, sup norm and product measure
    ("Pi.instOne", "{ι : Type} → {α : ι → Type} → [(i : ι) → One (α i)] → One ((i : ι) → α i)", True,
     "Mathlib/Algebra/Notation/Pi/Defs.lean"),
    ("Pi.instNatCast", "{ι : Type} → {α : ι → Type} → [(i : ι) → NatCast (α i)] → NatCast ((i : ι) → α i)", True,
     "Mathlib/Data/Nat/Cast/Basic.lean"),
    ("Pi.instSMul", "{ι M : Type} → {α : ι → Type} → [(i : ι) → SMul M (α i)] → SMul M ((i : ι) → α i)", True,
     "Mathlib/Algebra/Notation/Pi/Defs.lean"),
    ("Pi.addCommMonoid",
     "{ι : Type} → {α : ι → Type} → [(i : ι) → AddCommMonoid (α i)] → AddCommMonoid ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Basic.lean"),
    ("Pi.addCommGroup",
     "{ι : Type} → {α : ι → Type} → [(i : ι) → AddCommGroup (α i)] → AddCommGroup ((i : ι) → α i)", True,
     "Mathlib/Algebra/Group/Pi/Basic.lean"),
    ("Pi.module", "{ι : Type} → {α : ι → Type} → {R : Type} → [Semiring R] → [(i : ι) → AddCommMonoid (α i)] → "
     "[(i : ι) → Module R (α i)] → Module R ((i : ι) → α i)", True, "Mathlib/Algebra/Module/Pi.lean"),
    ("Pi.preorder", "{ι : Type} → {α : ι → Type} → [(i : ι) → Preorder (α i)] → Preorder ((i : ι) → α i)", True,
     "Mathlib/Order/Basic.lean"),
    ("Pi.seminormedAddCommGroup", "{ι : Type} → {α : ι → Type} → [Fintype ι] → "
     "[(i : ι) → SeminormedAddCommGroup (α i)] → SeminormedAddCommGroup ((i : ι) → α i)", True,
     "Mathlib/Analysis/Normed/Group/Constructions.lean"),
    ("Pi.normedAddCommGroup", "{ι : Type} → {α : ι → Type} → [Fintype ι] → "
     "[(i : ι) → NormedAddCommGroup (α i)] → NormedAddCommGroup ((i : ι) → α i)", True,
     "Mathlib/Analysis/Normed/Group/Constructions.lean"),
    ("MeasureTheory.MeasureSpace.pi", "{ι : Type} → [Fintype ι] → {α : ι → Type} → "
     "[(i : ι) → MeasureTheory.MeasureSpace (α i)] → MeasureTheory.MeasureSpace ((i : ι) → α i)", True,
     "Mathlib/MeasureTheory/Constructions/Pi.lean"),
    # pairs, componentwise (`p + q`, `c • p`), their additive monoid, module, norm and product measure
    ("Prod.instAdd", "{M N : Type} → [Add M] → [Add N] → Add (M × N)", True,
     "Mathlib/Algebra/Notation/Prod.lean (to_additive of Prod.instMul)"),
    ("Prod.instNeg", "{G H : Type} → [Neg G] → [Neg H] → Neg (G × H)", True,
     "Mathlib/Algebra/Notation/Prod.lean (to_additive of Prod.instInv)"),
    ("Prod.smul", "{M α β : Type} → [SMul M α] → [SMul M β] → SMul M (α × β)", True,
     "Mathlib/Algebra/Group/Action/Prod.lean"),
    ("Prod.instAddCommMonoid", "{M N : Type} → [AddCommMonoid M] → [AddCommMonoid N] → AddCommMonoid (M × N)", True,
     "Mathlib/Algebra/Group/Prod.lean"),
    ("Prod.instAddCommGroup", "{G H : Type} → [AddCommGroup G] → [AddCommGroup H] → AddCommGroup (G × H)", True,
     "Mathlib/Algebra/Group/Prod.lean"),
    ("Prod.instModule", "{R M N : Type} → [Semiring R] → [AddCommMonoid M] → [AddCommMonoid N] → [Module R M] → "
     "[Module R N] → Module R (M × N)", True, "Mathlib/Algebra/Module/Prod.lean"),
    ("Prod.seminormedAddCommGroup", "{E F : Type} → [SeminormedAddCommGroup E] → [SeminormedAddCommGroup F] → "
     "SeminormedAddCommGroup (E × F)", True, "Mathlib/Analysis/Normed/Group/Constructions.lean"),
    ("Prod.normedAddCommGroup", "{E F : Type} → [NormedAddCommGroup E] → [NormedAddCommGroup F] → "
     "NormedAddCommGroup (E × F)", True, "Mathlib/Analysis/Normed/Group/Constructions.lean"),
    ("MeasureTheory.Measure.prod.measureSpace", "{α β : Type} → [MeasureTheory.MeasureSpace α] → "
     "[MeasureTheory.MeasureSpace β] → MeasureTheory.MeasureSpace (α × β)", True,
     "Mathlib/MeasureTheory/Measure/Prod.lean"),
    # `Fin n` as Mathlib orders it (`Monotone`, `StrictMono`, `min` on `Fin n`; `<` and `≤` stay core's)
    ("Fin.instLinearOrder", "{n : ℕ} → LinearOrder (Fin n)", True, "Mathlib/Order/Fin/Basic.lean"),
    # matrices, entrywise (`A + B`, `A - B`, `-A`, `0`, `c • A`) and the identity `1`
    ("Matrix.add", "{m n α : Type} → [Add α] → Add (Matrix m n α)", True, "Mathlib/LinearAlgebra/Matrix/Defs.lean"),
    ("Matrix.sub", "{m n α : Type} → [Sub α] → Sub (Matrix m n α)", True, "Mathlib/LinearAlgebra/Matrix/Defs.lean"),
    ("Matrix.neg", "{m n α : Type} → [Neg α] → Neg (Matrix m n α)", True, "Mathlib/LinearAlgebra/Matrix/Defs.lean"),
    ("Matrix.zero", "{m n α : Type} → [Zero α] → Zero (Matrix m n α)", True,
     "Mathlib/LinearAlgebra/Matrix/Defs.lean"),
    ("Matrix.smul", "{R m n α : Type} → [SMul R α] → SMul R (Matrix m n α)", True,
     "Mathlib/LinearAlgebra/Matrix/Defs.lean"),
    ("Matrix.one", "{n α : Type} → [DecidableEq n] → [Zero α] → [One α] → One (Matrix n n α)", True,
     "Mathlib/Data/Matrix/Diagonal.lean"),
    # square matrices as a ring (`A * B`, `A ^ k`, `2 * A`): the operation-only class, like a polynomial
    # ring's (its laws hold of every Mathlib matrix ring; multiplication does not commute)
    ("Matrix.semiring",
     "{n α : Type} → [Fintype n] → [DecidableEq n] → [Semiring α] → Paracert.Semiring (Matrix n n α)", True,
     "Mathlib/Data/Matrix/Mul.lean"),
    ("Matrix.instRing", "{n α : Type} → [Fintype n] → [DecidableEq n] → [Ring α] → Paracert.Ring (Matrix n n α)",
     True, "Mathlib/Data/Matrix/Mul.lean"),
    # the matrix product (a default instance in Mathlib)
    ("Matrix.instHMulOfFintypeOfMulOfAddCommMonoid", "{l m n α : Type} → [Fintype m] → [Mul α] → "
     "[AddCommMonoid α] → HMul (Matrix l m α) (Matrix m n α) (Matrix l n α)", True, "Mathlib/Data/Matrix/Mul.lean"),
    # Euclidean space `EuclideanSpace 𝕜 n := PiLp 2 (fun _ : n => 𝕜)`: PiLp's normed group, inner
    # product space and pointwise + - 0 (not yet its coercion to functions, `p 0`)
    ("PiLp.normedAddCommGroup",
     "{𝕜 : Type} → [RCLike 𝕜] → {n : Type} → [Fintype n] → NormedAddCommGroup (EuclideanSpace 𝕜 n)", True,
     "Mathlib/Analysis/Normed/Lp/PiLp.lean (at EuclideanSpace 𝕜 n)"),
    ("PiLp.innerProductSpace",
     "{𝕜 : Type} → [RCLike 𝕜] → {n : Type} → [Fintype n] → InnerProductSpace 𝕜 (EuclideanSpace 𝕜 n)", True,
     "Mathlib/Analysis/InnerProductSpace/PiL2.lean (at EuclideanSpace 𝕜 n)"),
    ("measureSpaceOfInnerProductSpace", "{n : Type} → [Fintype n] → MeasureTheory.MeasureSpace (EuclideanSpace ℝ n)",
     True, "Mathlib/MeasureTheory/Measure/Haar/InnerProductSpace.lean (at EuclideanSpace ℝ n)"),
    ("WithLp.instAddCommGroup", "{𝕜 n : Type} → [Paracert.AddCommGroup 𝕜] → Paracert.AddCommGroup (EuclideanSpace 𝕜 n)",
     True, "Mathlib/Analysis/Normed/Lp/WithLp.lean (at EuclideanSpace 𝕜 n: its pointwise + - 0)"),
)
# Mathlib's reading of names that are not constants of their own: a structure's field reached through
# its parent (`P.Normal` for a Sylow subgroup `P` is `P.toSubgroup.Normal`) and the coercion `ℚ → K`
# (`Rat.cast`). Each is a reducible definition, unfolded before abstraction (so what is abstracted is
# Mathlib's own term), with the mathlib4 file it was read from.
DEFINITIONS = (
    ("@[reducible] def Sylow.Normal {p : ℕ} {G : Type} [Group G] (P : Sylow p G) : Prop := "
     "Subgroup.Normal (Sylow.toSubgroup P)", "Mathlib/GroupTheory/Sylow.lean (structure Sylow extends Subgroup G)"),
    ("instance {K : Type} [RatCast K] : CoeTail Rat K := ⟨Rat.cast⟩\n"
     "instance {K : Type} [RatCast K] : CoeHTCT Rat K := ⟨Rat.cast⟩",
     "Mathlib/Data/Rat/Init.lean (RatCast.toCoeTail, RatCast.toCoeHTCT)"),
)
# Instances by which Mathlib derives one structure from another or builds one on a type constructor
# (a metric space's topology, a product's or a subspace's topology), at a priority below every
# instance above: a statement that read before reads the same. Each is one symbol, as above.
DERIVED_INSTANCES: tuple[tuple[str, str, bool, str], ...] = (
    ("MetricSpace.toPseudoMetricSpace", "{α : Type} → [MetricSpace α] → PseudoMetricSpace α", True,
     "Mathlib/Topology/MetricSpace/Defs.lean"),
    ("PseudoMetricSpace.toUniformSpace", "{α : Type} → [PseudoMetricSpace α] → UniformSpace α", True,
     "Mathlib/Topology/MetricSpace/Pseudo/Defs.lean"),
    ("UniformSpace.toTopologicalSpace", "{α : Type} → [UniformSpace α] → TopologicalSpace α", True,
     "Mathlib/Topology/UniformSpace/Defs.lean"),
    ("NormedAddCommGroup.toMetricSpace", "{E : Type} → [NormedAddCommGroup E] → MetricSpace E", True,
     "Mathlib/Analysis/Normed/Group/Basic.lean"),
    ("SeminormedAddCommGroup.toPseudoMetricSpace",
     "{E : Type} → [SeminormedAddCommGroup E] → PseudoMetricSpace E", True, "Mathlib/Analysis/Normed/Group/Basic.lean"),
    ("PseudoMetricSpace.toDist", "{α : Type} → [PseudoMetricSpace α] → Dist α", True,
     "Mathlib/Topology/MetricSpace/Pseudo/Defs.lean"),
    ("addGroupIsAddTorsor", "(G : Type) → [AddGroup G] → AddTorsor G G", True,
     "Mathlib/Algebra/AddTorsor/Defs.lean"),
    ("Semiring.toNonAssocSemiring", "{α : Type} → [Semiring α] → NonAssocSemiring α", True,
     "Mathlib/Algebra/Ring/Defs.lean"),
    ("NormedAddCommGroup.toSeminormedAddCommGroup",
     "{E : Type} → [NormedAddCommGroup E] → SeminormedAddCommGroup E", True,
     "Mathlib/Analysis/Normed/Group/Basic.lean"),
    ("instTopologicalSpaceProd",
     "{X Y : Type} → [TopologicalSpace X] → [TopologicalSpace Y] → TopologicalSpace (X × Y)", True,
     "Mathlib/Topology/Constructions.lean"),
    ("Pi.topologicalSpace",
     "{ι : Type} → {X : ι → Type} → [(i : ι) → TopologicalSpace (X i)] → TopologicalSpace ((i : ι) → X i)", True,
     "Mathlib/Topology/Constructions.lean"),
    ("instTopologicalSpaceSubtype",
     "{X : Type} → {p : X → Prop} → [TopologicalSpace X] → TopologicalSpace (Subtype p)", True,
     "Mathlib/Topology/Constructions.lean"),
)
# The parent projections of Mathlib's class hierarchy (`class CommRing α extends Ring α, CommMonoid α`
# gives `CommRing.toRing`) and the instances Mathlib declares between classes: a row whose type names
# `[CommRing R]` and uses `Semiring R` (`Polynomial`, `Module`, `LinearMap`, `deriv`) elaborates only
# with them. Each is one symbol, of the uninterpreted twins where Paracert models the class, so it
# never reaches an operation-only class: `+ * ≤` on a type with a modelled class stay its operations.
_FIELD_DEFS = "Mathlib/Algebra/Field/Defs.lean"
_GROUP_DEFS = "Mathlib/Algebra/Group/Defs.lean"
_RING_DEFS = "Mathlib/Algebra/Ring/Defs.lean"
_NORMED_FIELD = "Mathlib/Analysis/Normed/Field/Basic.lean"
_NORMED_GROUP = "Mathlib/Analysis/Normed/Group/Basic.lean"


def _parent(name: str, child: str, parent: str, source: str) -> tuple[str, str, bool, str]:
    return (name, f"{{α : Type}} → [{child} α] → {parent} α", True, source)


CLASS_PARENTS = (
    _parent("Monoid.toSemigroup", "Monoid", "Semigroup", _GROUP_DEFS),
    _parent("Monoid.toMulOneClass", "Monoid", "MulOneClass", _GROUP_DEFS),
    _parent("CommMonoid.toMonoid", "CommMonoid", "Monoid", _GROUP_DEFS),
    _parent("DivInvMonoid.toMonoid", "DivInvMonoid", "Monoid", _GROUP_DEFS),
    _parent("Group.toDivInvMonoid", "Group", "DivInvMonoid", _GROUP_DEFS),
    _parent("CommGroup.toGroup", "CommGroup", "Group", _GROUP_DEFS),
    _parent("CommGroup.toCommMonoid", "CommGroup", "CommMonoid", _GROUP_DEFS),
    _parent("AddCommMonoid.toAddMonoid", "AddCommMonoid", "AddMonoid", _GROUP_DEFS),
    _parent("SubNegMonoid.toAddMonoid", "SubNegMonoid", "AddMonoid", _GROUP_DEFS),
    _parent("AddGroup.toSubNegMonoid", "AddGroup", "SubNegMonoid", _GROUP_DEFS),
    _parent("AddCommGroup.toAddGroup", "AddCommGroup", "AddGroup", _GROUP_DEFS),
    _parent("AddCommGroup.toAddCommMonoid", "AddCommGroup", "AddCommMonoid", _GROUP_DEFS),
    _parent("NonAssocSemiring.toNonUnitalNonAssocSemiring", "NonAssocSemiring", "NonUnitalNonAssocSemiring",
            _RING_DEFS),
    _parent("NonUnitalNonAssocSemiring.toAddCommMonoid", "NonUnitalNonAssocSemiring", "AddCommMonoid", _RING_DEFS),
    _parent("Ring.toSemiring", "Ring", "Semiring", _RING_DEFS),
    _parent("Ring.toAddCommGroup", "Ring", "AddCommGroup", _RING_DEFS),
    _parent("CommSemiring.toSemiring", "CommSemiring", "Semiring", _RING_DEFS),
    _parent("CommSemiring.toCommMonoid", "CommSemiring", "CommMonoid", _RING_DEFS),
    _parent("CommSemiring.toCommMonoidWithZero", "CommSemiring", "CommMonoidWithZero", _RING_DEFS),
    _parent("CommRing.toRing", "CommRing", "Ring", _RING_DEFS),
    _parent("CommRing.toCommMonoid", "CommRing", "CommMonoid", _RING_DEFS),
    _parent("CommRing.toCommSemiring", "CommRing", "CommSemiring", _RING_DEFS),
    _parent("DivisionRing.toRing", "DivisionRing", "Ring", _FIELD_DEFS),
    _parent("Field.toCommRing", "Field", "CommRing", _FIELD_DEFS),
    _parent("Field.toDivisionRing", "Field", "DivisionRing", _FIELD_DEFS),
    # the operations of a structure only Mathlib's class gives (`[NormedAddCommGroup V]`: `u + v`, `-v`, `0`)
    _parent("SubNegMonoid.toNeg", "SubNegMonoid", "Neg", _GROUP_DEFS),
    _parent("SubNegMonoid.toSub", "SubNegMonoid", "Sub", _GROUP_DEFS),
    _parent("AddMonoid.toZero", "AddMonoid", "Zero", _GROUP_DEFS),
    _parent("AddMonoid.toAddSemigroup", "AddMonoid", "AddSemigroup", _GROUP_DEFS),
    _parent("AddSemigroup.toAdd", "AddSemigroup", "Add", _GROUP_DEFS),
    _parent("Semigroup.toMul", "Semigroup", "Mul", _GROUP_DEFS),
    _parent("MulOneClass.toOne", "MulOneClass", "One", _GROUP_DEFS),
    _parent("LinearOrder.toMin", "LinearOrder", "Min", "Mathlib/Order/Defs/LinearOrder.lean"),
    _parent("LinearOrder.toMax", "LinearOrder", "Max", "Mathlib/Order/Defs/LinearOrder.lean"),
    _parent("Preorder.toLE", "Preorder", "LE", "Mathlib/Order/Defs/PartialOrder.lean"),
    _parent("Preorder.toLT", "Preorder", "LT", "Mathlib/Order/Defs/PartialOrder.lean"),
    _parent("PartialOrder.toPreorder", "PartialOrder", "Preorder", "Mathlib/Order/Defs/PartialOrder.lean"),
    _parent("LinearOrder.toPartialOrder", "LinearOrder", "PartialOrder", "Mathlib/Order/Defs/LinearOrder.lean"),
    _parent("NormedField.toNorm", "NormedField", "Norm", _NORMED_FIELD),
    _parent("NormedField.toField", "NormedField", "Field", _NORMED_FIELD),
    _parent("NormedField.toMetricSpace", "NormedField", "MetricSpace", _NORMED_FIELD),
    _parent("NontriviallyNormedField.toNormedField", "NontriviallyNormedField", "NormedField", _NORMED_FIELD),
    _parent("DenselyNormedField.toNormedField", "DenselyNormedField", "NormedField", _NORMED_FIELD),
    _parent("DenselyNormedField.toNontriviallyNormedField", "DenselyNormedField", "NontriviallyNormedField",
            _NORMED_FIELD),
    _parent("RCLike.toDenselyNormedField", "RCLike", "DenselyNormedField", "Mathlib/Analysis/RCLike/Basic.lean"),
    _parent("NormedAddCommGroup.toNorm", "NormedAddCommGroup", "Norm", _NORMED_GROUP),
    _parent("NormedAddCommGroup.toAddCommGroup", "NormedAddCommGroup", "AddCommGroup", _NORMED_GROUP),
    _parent("SeminormedAddCommGroup.toNorm", "SeminormedAddCommGroup", "Norm", _NORMED_GROUP),
    _parent("SeminormedAddCommGroup.toAddCommGroup", "SeminormedAddCommGroup", "AddCommGroup", _NORMED_GROUP),
    _parent("MeasureTheory.MeasureSpace.toMeasurableSpace", "MeasureTheory.MeasureSpace", "MeasurableSpace",
            "Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean"),
    ("NormedSpace.toModule", "{𝕜 E : Type} → [NormedField 𝕜] → [SeminormedAddCommGroup E] → [NormedSpace 𝕜 E] → "
     "Module 𝕜 E", True, "Mathlib/Analysis/Normed/Module/Basic.lean"),
    ("InnerProductSpace.toNormedSpace", "{𝕜 E : Type} → [RCLike 𝕜] → [SeminormedAddCommGroup E] → "
     "[InnerProductSpace 𝕜 E] → NormedSpace 𝕜 E", True, "Mathlib/Analysis/InnerProductSpace/Defs.lean"),
    ("InnerProductSpace.toInner", "{𝕜 E : Type} → [RCLike 𝕜] → [SeminormedAddCommGroup E] → "
     "[InnerProductSpace 𝕜 E] → Inner 𝕜 E", True, "Mathlib/Analysis/InnerProductSpace/Defs.lean"),
)
DERIVED_INSTANCES = CLASS_PARENTS + DERIVED_INSTANCES
DERIVED_PRIORITY = 50  # below `low` (100)
BRIDGE_PRIORITY = 30  # below every derivation (DERIVED_PRIORITY - 10 and up)
# The carrier pairs whose two-type classes Mathlib derives from one inner product space
# (`RCLike.innerProductSpace`, `InnerProductSpace.complexToReal`): there `NormedSpace ℝ ℂ` is a
# derivation; on the other pairs each two-type class is an axiom of its own.
SCALAR_TOWERS = frozenset({("Real", "Real"), ("Real", "Complex"), ("Complex", "Complex")})
# Where a class has two derivations that are not shortcuts of each other (a ring from a commutative
# ring or from a division ring), Mathlib's instances agree and these axioms cannot: a carrier's
# instance takes the one tried first. These are tried first: the path Mathlib's linear algebra over a
# division ring names (`FiniteDimensional K V` with `[DivisionRing K]`, `Module K V` from a normed field).
PREFERRED_DERIVATIONS = frozenset({"Ring.toSemiring", "DivisionRing.toRing"})
# Constants Mathlib declares `protected` (so that `open Set` leaves the global `Infinite`, `Countable`,
# `Nonempty`, `Finite` unambiguous): declared protected here too.
PROTECTED = frozenset({"Set.Infinite", "Set.Countable", "Set.Nonempty", "Set.Finite", "Finset.Nonempty"})
MATHLIB_CLASS_NS = "Mathlib"  # a class Paracert models, as the instance argument of a Mathlib constant


def _retarget(type_text: str, modelled: set[str]) -> str:
    """`type_text` with each class Paracert models renamed to its uninterpreted twin `Mathlib.C`: the
    instance arguments of Mathlib's constants are symbols of the statement, never the operations."""
    for name in modelled:
        type_text = re.sub(rf"(?<![\w.']){re.escape(name)}(?![\w.'])", f"{MATHLIB_CLASS_NS}.{name}", type_text)
    return type_text


_EXPLICIT_TYPE_FIRST = re.compile(r"^\(\s*[^\s():]+(?:\s+[^\s():]+)*\s*:\s*Type\s*\)\s*→|^Type\s*→")


def _class_like(row: dict) -> bool:
    """A type constructor whose first argument is an explicit type and whose value is a sort
    (`CompactSpace : (X : Type) → [TopologicalSpace X] → Prop`): written `[C X]` in Mathlib, so
    declared a class (harmless for a plain type constructor: only `[…]` binders look for instances)."""
    ty = row.get("type", "").strip()
    if row.get("value"):
        return False  # a definition (`Matrix`)
    if row.get("kind") != "type" and ty.endswith("→ Prop") and row["name"].split(".")[-1][:1].isupper() \
            and "." in row["name"] and not row["name"].startswith(("Nat.", "Int.", "Function.", "Set.", "Finset.")):
        return True  # a structure's property Mathlib writes as a class (`[H.Normal]`, `[H.Characteristic]`)
    return bool(_EXPLICIT_TYPE_FIRST.match(ty)) and (ty.endswith("→ Prop") or ty.endswith("→ Type"))


_CHILD_PARENT = re.compile(r"\[([\w.]+)[^\]]*\]\s*→\s*([\w.]+)[^→]*$")


def _class_children(modelled: set[str]) -> dict[str, list[str]]:
    """Each class of the class hierarchy (`DERIVED_INSTANCES`) with the classes that derive it (`Field` →
    `NormedField`): the last instance binder of a derivation's type and its result class."""
    out: dict[str, list[str]] = {}
    for _name, ty, _binder, _source in DERIVED_INSTANCES:
        m = _CHILD_PARENT.search(_retarget(ty, modelled))
        if m and m.group(1) != m.group(2):  # not a type constructor's (`TopologicalSpace (X × Y)`)
            out.setdefault(m.group(2), []).append(m.group(1))
    return out


def _shortcut(ty: str, children: dict[str, list[str]]) -> bool:
    """Whether the derivation of type `ty` (`[DenselyNormedField α] → NormedField α`) is a shortcut of a
    longer one (through `NontriviallyNormedField`): tried after it, so that Lean's instance search
    takes one path from a class to another, the one Mathlib's declarations name in their types."""
    m = _CHILD_PARENT.search(ty)
    if m is None:
        return False
    child, parent = m.group(1), m.group(2)

    def derives(c: str, seen: frozenset[str]) -> bool:  # `c` derives `child`, through `c → … → child`
        return any(k == child or (k not in seen and derives(k, seen | {k})) for k in children.get(c, ()))

    return any(k != child and derives(k, frozenset({k})) for k in children.get(parent, ()))


def _children_first(classes: list[str], children: dict[str, list[str]]) -> list[str]:
    """`classes` ordered so that every class comes after the classes that derive it."""
    done: dict[str, None] = {}

    def visit(c: str, path: tuple[str, ...]) -> None:
        if c in done or c in path:
            return
        for k in children.get(c, ()):
            if k in classes:
                visit(k, path + (c,))
        done[c] = None

    for c in classes:
        visit(c, ())
    return list(done)


def _carrier_instance(inst: str, ty: str, derived: bool, prio: str) -> str:
    """A carrier's instance of a class. Mathlib derives a class a richer class extends (ℝ's
    `NormedField` is its `NontriviallyNormedField`'s), and its declarations' types take that path from
    the richer instance they are given (`deriv`'s `NormedSpace 𝕜 F` names
    `NontriviallyNormedField.toNormedField`). A separate axiom would be another instance, and the
    statement would not elaborate; so a derived class is a definition, the path Lean's own instance
    search takes from the carrier's richest instances (its axiom only when there is none), unfolded
    before the statement is abstracted (lean/session/Translate.lean)."""
    if not derived:
        return f"axiom {inst} : {ty}\nattribute [instance{prio}] {inst}"
    return (f"axiom {inst}.root : {ty}\n"
            f"noncomputable def {inst} : {ty} := by first | exact inferInstance | exact {inst}.root\n"
            f"attribute [instance{prio}, reducible] {inst}")


# `σ.1` and `σ.2` of an equivalence `σ : α ≃ β` are Mathlib's structure's first two fields, `toFun`
# and `invFun` (Mathlib/Logic/Equiv/Defs.lean: `structure Equiv (α β) where toFun; invFun; left_inv;
# right_inv`); here `Equiv` is uninterpreted, so the projection, applied or not, is elaborated to those
# rows (Lean's application elaborator reads `σ.1 x` itself, hence the two patterns). Any other
# projection (`p.1` of a pair, `h.2` of a conjunction, `σ.3`) is Lean's own.
EQUIV_FIELDS = """open Lean Elab Term Meta in
meta def Paracert.equivField (e : Term) (i : TSyntax `fieldIdx) : TermElabM (Option Term) := do
  let x ← elabTerm e none
  let ty ← whnfR (← instantiateMVars (← inferType x))
  let isEquiv := match ty.getAppFn.constName? with
    | some c => privateToUserName c == `Equiv && ty.getAppNumArgs == 2
    | none => false
  unless isEquiv do return none
  match i.raw.isFieldIdx? with
  | some 1 => return some (← `(Equiv.toFun $e))
  | some 2 => return some (← `(Equiv.invFun $e))
  | _ => return none
open Lean Elab Term Meta in
elab_rules : term
  | `($e:term.$i:fieldIdx $args*) => do
    match ← Paracert.equivField e i with
    | some f => elabTerm (Syntax.mkApp f args) none
    | none => throwUnsupportedSyntax
  | `($e:term.$i:fieldIdx) => do
    match ← Paracert.equivField e i with
    | some f => elabTerm f none
    | none => throwUnsupportedSyntax"""


def build(table: dict) -> Vocabulary:
    lines = [PREAMBLE]
    instances: list[str] = []
    coined: list[str] = []
    types = table.get("types", [])
    constants = table.get("constants", [])
    names = [t["name"] for t in types] + [c["name"] for c in constants]
    carriers = [t["name"] for t in types if t.get("role") == "carrier" and t["name"] not in CORE_TYPES]
    core = [t["name"] for t in types if t.get("role") == "core" or t["name"] in CORE_TYPES]
    modelled = {t["name"] for t in types if t.get("role") == "class"
                and (t.get("class") or "") == "Paracert." + t["name"]}
    lines += [f"namespace {ns} end {ns}" for ns in _namespaces(names, [r["name"] for r in table.get("namespaces", [])])]
    if modelled:  # `[Group G]` in a statement is the operation-only class (docs/trust.md)
        lines.append(f"export Paracert ({' '.join(sorted(modelled))})")
    type_notations: set[str] = set()
    classes: list[str] = []
    # classes over plain types first: the others' types name them
    types = sorted(types, key=lambda t: t.get("role") == "class" and (t.get("type") or "Type → Type")
                   not in ("Type → Type", "Type → Prop", "Type → Type → Type"))
    for t in types:
        name, role = t["name"], t.get("role")
        if t.get("notation") and role != "core":
            type_notations.add(f'notation "{t["notation"]}" => {name}')
        if role == "core" or name in CORE_TYPES:
            continue
        if role == "carrier":
            lines.append(f"axiom {name} : Type")
            if t.get("class"):
                inst = f"{name}.instParacert"
                lines.append(f"axiom {inst} : {t['class']} {name}\nattribute [instance] {inst}")
                instances.append(inst)
                coined.append(inst)
        elif role == "class":
            cname = f"{MATHLIB_CLASS_NS}.{name}" if name in modelled else name
            lines.append(f"axiom {cname} : {_retarget(t.get('type') or 'Type → Type', modelled)}\n"
                         f"attribute [class] {cname}")
            classes.append(cname)
        else:
            lines.append(f"axiom {name} : {_retarget(t.get('type') or 'Type', modelled)}")
    lines += sorted(type_notations)
    for c in constants:
        if c["name"] in CLASS_CONSTANTS:
            lines.append(f"axiom {c['name']} : {_retarget(c['type'], modelled)}\nattribute [class] {c['name']}")
    # Mathlib's class of types whose terms apply as functions and its coercion `⇑f`
    # (Mathlib/Data/FunLike/Basic.lean)
    lines.append("axiom DFunLike : (F : Type) → (α : outParam Type) → (β : outParam (α → Type)) → Type\n"
                 "attribute [class] DFunLike\n"
                 "axiom DFunLike.coe : {F : Type} → {α : Type} → {β : α → Type} → [DFunLike F α β] → F → "
                 "(a : α) → β a\n"
                 "noncomputable instance {F α : Type} {β : α → Type} [DFunLike F α β] : "
                 "CoeFun F (fun _ => (a : α) → β a) := ⟨DFunLike.coe⟩")
    # Mathlib's class of types whose terms are sets and its coercion `↑H : Set B` (Mathlib/Data/SetLike/Basic.lean)
    lines.append("axiom SetLike : (A : Type) → (B : outParam Type) → Type\n"
                 "attribute [class] SetLike\n"
                 "axiom SetLike.coe : {A B : Type} → [SetLike A B] → A → Set B\n"
                 "instance (priority := 100) {A B : Type} [SetLike A B] : CoeTC A (Set B) := ⟨SetLike.coe⟩")
    # a set as a type: Mathlib's `Set.Elem s`, the subtype of its members (a reducible definition,
    # unfolded before abstraction), coerced to by `CoeSort`; its elements coerce back by `Subtype.val`
    lines.append("@[reducible] def Set.Elem {α : Type} (s : Set α) : Type := Subtype (fun x => x ∈ s)\n"
                 "instance {α : Type} : CoeSort (Set α) Type := ⟨Set.Elem⟩")
    # the derivations between classes, before every row and instance whose type needs one
    children = _class_children(modelled)
    for name, ty, binder, _source in DERIVED_INSTANCES:
        prio = DERIVED_PRIORITY - 10 if _shortcut(_retarget(ty, modelled), children) else \
            DERIVED_PRIORITY + 5 if name in PREFERRED_DERIVATIONS else DERIVED_PRIORITY
        lines.append(f"axiom {name} : {_retarget(ty, modelled)}\nattribute [instance {prio}] {name}")
        if binder:
            instances.append(name)
    for c in constants:
        if c["name"] not in CLASS_CONSTANTS and _class_like(c):
            lines.append(f"axiom {c['name']} : {_retarget(c['type'], modelled)}\nattribute [class] {c['name']}")
    # Mathlib's instances on the carriers and ℕ ℤ, exactly those the table lists for each type (low
    # priority on ℕ ℤ: core's own instances win). On a carrier, a class some other class of the type
    # derives is that derivation (see `_carrier_instance`); the others are axioms.
    has = {t["name"]: {_retarget(k, modelled) for k in t.get("instances", ())} for t in types}
    over = {t["name"]: {_retarget(k, modelled): set(s) for k, s in t.get("scalar_instances", {}).items()}
            for t in types}
    two = sorted({k for scalars in over.values() for k in scalars})  # two-type classes `C S T`
    for cname in _children_first([k for k in classes if k not in two], children):
        for c in carriers + core:
            if cname not in has.get(c, ()):
                continue
            derived = any(k in has[c] for k in children.get(cname, ()))
            inst = f"{c}.inst{cname.replace('.', '')}"
            lines.append(_carrier_instance(inst, f"{cname} {c}", derived, " low" if c in core else ""))
            instances.append(f"{inst}.root" if derived else inst)
            coined += [inst, f"{inst}.root"]
    for cname in _children_first(two, children):  # `NormedSpace ℝ ℂ`: the scalars the table gives ℂ
        for c1 in carriers + core:
            for c2 in carriers + core:
                scalars = over.get(c2, {})
                if c1 not in scalars.get(cname, ()):
                    continue
                derived = (c1, c2) in SCALAR_TOWERS and any(c1 in scalars.get(k, ()) for k in children.get(cname, ()))
                inst = f"{c2}.inst{cname}{c1}"
                lines.append(_carrier_instance(inst, f"{cname} {c1} {c2}", derived, " low" if c2 in core else ""))
                instances.append(f"{inst}.root" if derived else inst)
                coined += [inst, f"{inst}.root"]
    # a class Paracert models, on a type the statement's own hypotheses make one (`[Group G]`), is
    # also an instance of its uninterpreted twin: one bridge symbol per class (declared after the
    # carriers' instances, which never go through it), tried after the derivations, so that a
    # statement's `[Field F]` gives `Semiring F` as Mathlib derives it from the field
    for name in sorted(modelled):
        bridge = f"{MATHLIB_CLASS_NS}.{name}.ofParacert"
        lines.append(f"axiom {bridge} : {{α : Type}} → [Paracert.{name} α] → {MATHLIB_CLASS_NS}.{name} α\n"
                     f"attribute [instance {BRIDGE_PRIORITY}] {bridge}")
    # the constants, each of Mathlib's instances right after the rows its type names (so that the rows
    # below it, `Polynomial.C` after `Polynomial.semiring`, elaborate with it)
    pending = list(EXTRA_INSTANCES)
    plain = {c["name"] for c in constants if c["name"] not in CLASS_CONSTANTS and not _class_like(c)}
    declared: set[str] = set()

    def emit_ready() -> None:
        for row in list(pending):
            if set(re.findall(r"[A-Za-z_][\w.']*", row[1])) & plain <= declared:
                name, ty, binder, _source = row
                lines.append(f"axiom {name} : {_retarget(ty, modelled)}\nattribute [instance low] {name}")
                if binder:
                    instances.append(name)
                pending.remove(row)

    emit_ready()
    for c in constants:
        if c["name"] not in CLASS_CONSTANTS and not _class_like(c):
            if c.get("value"):  # Mathlib's own definition (`Matrix m n α := m → n → α`), unfolded
                lines.append(f"def {c['name']} : {_retarget(c['type'], modelled)} := {c['value']}")
            else:
                kw = "protected axiom" if c["name"] in PROTECTED else "axiom"
                lines.append(f"{kw} {c['name']} : {_retarget(c['type'], modelled)}")
            declared.add(c["name"])
            emit_ready()
    assert not pending, pending
    # Mathlib's coercions ℝ → ℂ and ℝ≥0 → ℝ are `Complex.ofReal` and `NNReal.toReal` (symbols): the
    # instances unfold at elaboration
    lines.append("noncomputable instance : Coe ℝ ℂ := ⟨Complex.ofReal⟩")
    lines.append("noncomputable instance : Coe ℝ≥0 ℝ := ⟨NNReal.toReal⟩")  # Mathlib's coercion ℝ≥0 → ℝ
    lines.append("instance : Coe ℕ+ ℕ := ⟨PNat.val⟩")  # Mathlib's `coePNatNat`
    # a finset as a set is Mathlib's `Finset.toSet` (its `@[coe]`: `↑s` elaborates to it)
    lines.append("instance {α : Type} : CoeTC (Finset α) (Set α) := ⟨Finset.toSet⟩")
    # a subgroup as a type is Mathlib's `↥H`, the subtype of its members (`SetLike.instCoeSortType`)
    lines.append("instance {G : Type} [Mathlib.Group G] : CoeSort (Subgroup G) Type := "
                 "⟨fun H => Subtype (fun x => x ∈ H)⟩")
    # a finset as a type is Mathlib's `{x // x ∈ s}` (Finset.instCoeSortType, Mathlib/Data/Finset/Defs.lean),
    # finite by Mathlib's `Finset.fintypeCoeSort` (a symbol, in `EXTRA_INSTANCES`)
    lines.append("instance {α : Type} : CoeSort (Finset α) Type := ⟨fun s => Subtype (fun x => x ∈ s)⟩")
    lines += [_retarget(text, modelled) for text, _source in DEFINITIONS]
    for n in table.get("notations", []):
        if n["syntax"].strip() not in type_notations and n["syntax"].strip() not in CORE_NOTATIONS:
            lines.append(_notation(n["syntax"]))
    # one declaration per notation: the table's `∑ x in s` row and the older form derived from its
    # `∑ x ∈ s` row are the same macro, and two would make every use ambiguous
    lines.append(EQUIV_FIELDS)
    lines = _without_repeated_notations(lines)
    return Vocabulary(text="\n".join(lines) + "\n", instances=tuple(instances), names=frozenset(names),
                      coined=frozenset(coined))


def _without_repeated_notations(lines: list[str]) -> list[str]:
    seen: set[str] = set()
    out: list[str] = []
    for block in lines:
        kept = []
        for line in block.split("\n"):
            if line.startswith("macro "):  # global only: a scoped one belongs to its namespace's block
                if line in seen:
                    continue
                seen.add(line)
            kept.append(line)
        out.append("\n".join(kept))
    return out


@lru_cache(maxsize=4)
def _load(path: str, mtime: float) -> Vocabulary:
    return build(json.loads(Path(path).read_text(encoding="utf-8")))


def vocabulary(path: Path | None = None) -> Vocabulary:
    """The vocabulary module of the table at `path` (default: the checkout's), re-read when it changes."""
    p = path or table_path()
    return _load(str(p), p.stat().st_mtime)
