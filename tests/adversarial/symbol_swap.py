"""Pairs of signature statements whose sides differ by exchanging symbols of one type.

In a signature statement (`∀ {R : Type} [Class R] (sin cos : R → R), body`) each symbol stands for
one fixed Mathlib constant, so these pairs say different things (`Real.sin x = 0` vs
`Real.cos x = 0`). Their closed forms are equivalent, `(∀ Σ, A) ↔ (∀ Σ, B)`, because a proof may
instantiate the two sides at different symbols; paracert states them pointwise (`theorem NAME Σ :
A ↔ B`), which no truth-independent branch proves. CONTROLS are pairs that must stay certified:
exchanging variables the body itself binds, and renaming a carrier.
"""

from __future__ import annotations

from dataclasses import dataclass

FIELD = "{R : Type} [Paracert.LinearOrderedField R]"


@dataclass(frozen=True)
class Swap:
    id: str
    a: str
    b: str


ATTACKS = [
    Swap("sin-cos", f"∀ {FIELD} (sin cos : R → R), ∀ (x : R), sin x = 0",
         f"∀ {FIELD} (sin cos : R → R), ∀ (x : R), cos x = 0"),
    Swap("exp-log-composed", f"∀ {FIELD} (exp log : R → R), ∀ (x : R), 0 < x → exp (log x) = x",
         f"∀ {FIELD} (exp log : R → R), ∀ (x : R), 0 < x → log (exp x) = x"),
    Swap("abs-sqrt-two-symbols", f"∀ {FIELD} (abs : R → R) (sqrt : R → R), ∀ (x : R), sqrt (x * x) = abs x",
         f"∀ {FIELD} (abs : R → R) (sqrt : R → R), ∀ (x : R), abs (x * x) = sqrt x"),
    Swap("constants", f"∀ {FIELD} (pi e : R), pi < 4",
         f"∀ {FIELD} (pi e : R), e < 4"),
    Swap("predicates", "∀ {N : Type} [Paracert.LinearOrder N] (Prime Even : N → Prop), ∀ (n : N), Prime n → n = n",
         "∀ {N : Type} [Paracert.LinearOrder N] (Prime Even : N → Prop), ∀ (n : N), Even n → n = n"),
    # a true fact and a false one: ⌊x⌋ ≤ ⌈x⌉ vs ⌈x⌉ ≤ ⌊x⌋
    Swap("floor-ceil", f"∀ {FIELD} (floor ceil : R → Int), ∀ (x : R), floor x ≤ ceil x",
         f"∀ {FIELD} (floor ceil : R → Int), ∀ (x : R), ceil x ≤ floor x"),
    Swap("deriv-exp-log", f"∀ {FIELD} (deriv : (R → R) → R → R) (exp log : R → R), deriv exp = exp",
         f"∀ {FIELD} (deriv : (R → R) → R → R) (exp log : R → R), deriv log = log"),
    Swap("one-side-only", f"∀ {FIELD} (sin cos : R → R), ∀ (x : R), sin x = 0",
         f"∀ {FIELD} (cos : R → R), ∀ (x : R), cos x = 0"),
]

CONTROLS = [
    # the body binds f and g itself: exchanging them is α-conversion, and the pair is equivalent
    ("bound-swap", f"∀ {FIELD}, ∀ (f g : R → R) (x : R), f x = g x",
     f"∀ {FIELD}, ∀ (g f : R → R) (x : R), g x = f x"),
    # a carrier is a type variable: renaming it says the same
    ("carrier-renaming", "∀ {R : Type} [Paracert.LinearOrderedField R] (sin : R → R), ∀ (x : R), sin x = sin x",
     "∀ {T : Type} [Paracert.LinearOrderedField T] (sin : T → T), ∀ (x : T), sin x = sin x"),
    # the same symbols, a paraphrase of the body
    ("ge-le", f"∀ {FIELD} (sin : R → R), ∀ (x : R), sin x ≥ 0",
     f"∀ {FIELD} (sin : R → R), ∀ (x : R), 0 ≤ sin x"),
]
