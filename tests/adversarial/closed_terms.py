"""Pairs of two DIFFERENT facts whose sides are closed terms Lean can compute with, generated per type.

Each pair is an attack on truth-independence: both sides true (or both false), but they say different
things, so no certificate may call them paraphrases. A branch that evaluated the closed terms would
close `A ↔ B` by reducing both sides to `True` (or the same value), so these are exactly the pairs the
closed-term gate (lean/Paracert/Gate.lean) must keep uncertified, through `equiv` and through `check`.
CONTROLS are clean paraphrases (variables, abstracted numerals, carrier numerals, identical statements)
that must stay certified.
"""

from __future__ import annotations

from dataclasses import dataclass

S, Z = "Nat.succ", "Nat.zero"


def nat(n: int) -> str:
    """`n` as a constructor chain: `Nat.succ (Nat.succ Nat.zero)` (no numeral token at all)."""
    out = Z
    for _ in range(n):
        out = f"{S} ({out})" if out != Z else f"{S} {Z}"
    return out


@dataclass(frozen=True)
class Attack:
    id: str
    type: str  # the type whose closed terms compute
    truth: str  # "both true" / "both false"
    a: str
    b: str


def _nat_attacks() -> list[Attack]:
    one, two, three, four = nat(1), nat(2), nat(3), nat(4)
    return [
        Attack("succ-add-mul", "Nat", "both true", f"{two} = {one} + {one}", f"{four} = ({two}) * ({two})"),
        Attack("succ-add-mul-false", "Nat", "both false", f"{one} + {one} = {Z}", f"({two}) * ({one}) = {Z}"),
        Attack("zero-alone", "Nat", "both true", f"{Z} + {Z} = {Z}", f"{Z} * {one} = {Z}"),
        Attack("pow-sub", "Nat", "both true", f"Nat.pow ({two}) ({two}) = {four}",
               f"Nat.sub ({four}) ({one}) = {three}"),
        Attack("mod-div", "Nat", "both true", f"Nat.mod ({four}) ({three}) = {one}",
               f"Nat.div ({four}) ({two}) = {two}"),
        Attack("land", "Nat", "both false", f"Nat.land ({three}) ({one}) = {Z}", f"Nat.lor ({two}) ({one}) = {Z}"),
        Attack("ble-beq", "Bool", "both true", f"Nat.ble ({one}) ({two}) = true", f"Nat.beq ({one}) ({one}) = true"),
        Attack("projection", "Prod", "both true", f"({Z}, {one}).2 = {one}", f"({one}, {Z}).1 = {one}"),
        Attack("beta", "Nat", "both true", f"(fun x => x + x) ({one}) = {two}", f"(fun x => x * x) ({two}) = {four}"),
        Attack("let", "Nat", "both true", f"(let x := {one}; x + x) = {two}", f"(let y := {two}; y * y) = {four}"),
        Attack("match", "Nat", "both true", f"(match {two} with | 0 => {Z} | _ + 1 => {one}) = {one}",
               f"(match {Z} with | 0 => {one} | _ + 1 => {Z}) = {one}"),
        Attack("literal-tokens", "Nat", "both true", "2 + 2 = 4", "3 * 3 = 9"),
        Attack("kept-numerals-even", "Nat", "both true", "Even 2", "Even 0"),
        Attack("kept-numerals-lt", "Nat", "both true", "(0 : Nat) < 1", "(1 : Nat) < 2"),
        Attack("kept-numerals-prime", "Nat", "both true", "Nat.Prime 2", "¬ Nat.Prime 1"),
        Attack("if-then-else", "Nat", "both true", f"(if {one} < {two} then {one} else {Z}) = {one}",
               f"(if {two} < {one} then {Z} else {two}) = {two}"),
    ]


def _other_attacks() -> list[Attack]:
    one, two = nat(1), nat(2)
    return [
        Attack("int", "Int", "both true", f"Int.ofNat ({one}) + Int.ofNat ({one}) = Int.ofNat ({two})",
               f"Int.negSucc {Z} + Int.ofNat ({one}) = Int.ofNat {Z}"),
        Attack("bool", "Bool", "both true", "(true && false) = false", "(false || true) = true"),
        Attack("bool-false", "Bool", "both false", "(true && true) = false", "(false || false) = true"),
        Attack("char", "Char", "both true", "'a'.toNat + 1 = 'b'.toNat", "'c'.toNat + 1 = 'd'.toNat"),
        Attack("string", "String", "both true", '"ab".length = "cd".length', '"a".length = "b".length'),
        Attack("list", "List", "both true", f"[{Z}].length = {one}", f"[{Z}, {Z}].length = {two}"),
        Attack("option", "Option", "both true", f"(some {Z}).isSome = true", "(none : Option Nat).isNone = true"),
        Attack("fin", "Fin", "both true", f"(Fin.last ({one})).val = {one}", f"(Fin.last ({two})).val = {two}"),
        Attack("uint8", "UInt8", "both true", f"(UInt8.ofNat ({one}) + UInt8.ofNat ({one})).toNat = {two}",
               f"(UInt8.ofNat ({two}) * UInt8.ofNat ({one})).toNat = {two}"),
    ]


ATTACKS: list[Attack] = _nat_attacks() + _other_attacks()

# Paraphrases that must stay certified under the gate (id, A, B).
CONTROLS: list[tuple[str, str, str]] = [
    ("ge-le", "∀ a b : Nat, a ≥ b → a + 1 > b", "∀ a b : Nat, b ≤ a → b < a + 1"),
    ("abstracted-literals", "(239 + 174 + 83) % 10 = 6", "6 = (239 + 174 + 83) % 10"),
    ("even-mod", "∀ n : Nat, Even n → n ≠ 1", "∀ n : Nat, n % 2 = 0 → n ≠ 1"),
    ("prime-unpack", "∀ p : Nat, Nat.Prime p → 2 ≤ p", "∀ p : Nat, Nat.Prime p → p ≥ 2"),
    ("identical", "Nat.Prime 2", "Nat.Prime 2"),
    ("carrier-numerals", "∀ {R : Type} [Paracert.LinearOrderedField R], ∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 0",
     "∀ {R : Type} [Paracert.LinearOrderedField R], ∀ (x : R), 0 ≤ x ^ 2 - 14 * x + 3"),
]
