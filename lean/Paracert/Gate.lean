/-
  The closed-term gate of every truth-independent certificate branch (`paracert_gate`).

  A certificate must prove `A ↔ B` without computing with the statement's closed terms: a branch
  that evaluates `Nat.succ (Nat.succ Nat.zero)`, `(0, 1).2`, `Nat.ble 1 2` or `(fun x => x + 1) 2`
  could prove two different true facts equivalent. paracert abstracts a pair's numerals into
  variables before any branch runs (paracert.certify.abstraction); this gate looks at the
  statement Lean elaborated and fails when a closed term that computes is still there, so a pair
  that the abstraction did not cover is not certified. It runs first in every certificate branch,
  so `paracert check` applies it to every stored certificate.

  What fails the gate, in the elaborated goal: a closed subterm (no free or bound variables) of a
  data type, i.e. anything but a type, a proposition, a proof, a function or a class instance, other
  than the numerals `0`, `1`, `2` (the literals of the vetted definitions); and a closed,
  quantifier-free proposition about numerals (`0 < 1`, `Even 2`). Functions and instances are
  looked into, so a closed term inside them is found too. A raw literal is the index of a numeral
  (`OfNat.ofNat T 9 _`): a numeral of a type variable (a signature's carrier) is not closed, and
  nothing computes with it. A goal `P ↔ P` passes: `Iff.rfl` closes it without looking inside.
-/
import Lean.Elab.Tactic.ElabTerm

open Lean Meta in
/-- `0`, `1` or `2`, as a raw literal or as Lean writes a numeral (`OfNat.ofNat T n inst`). -/
def Paracert.Gate.keptNumeral (e : Expr) : Bool :=
  match e with
  | .lit (.natVal n) => n ≤ 2
  | _ => e.isAppOfArity ``OfNat.ofNat 3 && (match e.getArg! 1 with | .lit (.natVal n) => n ≤ 2 | _ => false)

open Lean Meta in
/-- The first closed subterm of `e` that Lean could compute with (see the module comment). -/
partial def Paracert.Gate.computing (e : Expr) : MetaM (Option Expr) := do
  let e := e.headBeta  -- `(fun _ => ℕ) Nat.zero` is `ℕ`: an argument a function ignores cannot compute
  if e.hasLooseBVars || e.hasFVar || e.hasMVar then children e else closed e
where
  children (e : Expr) : MetaM (Option Expr) := do
    match e with
    | .app f a => match ← Paracert.Gate.computing f with
      | some x => return some x
      | none => Paracert.Gate.computing a
    | .lam _ t b _ | .forallE _ t b _ => match ← Paracert.Gate.computing t with
      | some x => return some x
      | none => Paracert.Gate.computing b
    | .letE _ t v b _ => match ← Paracert.Gate.computing t with
      | some x => return some x
      | none => match ← Paracert.Gate.computing v with
        | some x => return some x
        | none => Paracert.Gate.computing b
    | .mdata _ b => Paracert.Gate.computing b
    | .proj _ _ b => Paracert.Gate.computing b
    | _ => return none
  closed (e : Expr) : MetaM (Option Expr) := do
    match e with
    | .sort _ => return none
    | .lit (.natVal _) => return none
    | .mdata _ b => Paracert.Gate.computing b
    | _ =>
      let ty ← whnfR (← inferType e)
      if ty.isSort then
        let quantifierFree := (e.find? fun s => s.isForall || s.isLambda || s.isLet).isNone
        let mentionsData := (e.find? fun s => s.isLit || s.isAppOf ``OfNat.ofNat).isSome
        if ty.isProp && quantifierFree && mentionsData then return some e
        children e
      else if ← isProof e then return none
      else if ty.isForall then children e
      else if Paracert.Gate.keptNumeral e then
        if e.isApp then Paracert.Gate.computing (e.getArg! 2) else return none
      else if (← isClass? ty).isSome then children e
      else return some e

open Lean Meta Elab Tactic in
/-- Fails when the goal holds a closed term that computes (`Paracert.Gate.computing`). -/
elab "paracert_gate" : tactic => do
  let t ← instantiateMVars (← getMainTarget)
  -- `P ↔ P`: `Iff.rfl` closes it without looking inside `P`
  if t.isAppOfArity ``Iff 2 && t.appFn!.appArg! == t.appArg! then return
  if let some e ← Paracert.Gate.computing t then
    throwError "paracert_gate: a closed term computes here: {e} : {← inferType e}"
