import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:induction_pprime_pdvdapowpma:reordered_dot
-- branch: paracert_structural
theorem pc_golden : (∀ (p a : ℕ), (0 : ℕ) < a → p.Prime → p ∣ a ^ p - a) ↔ (∀ (p a : ℕ), p.Prime → (0 : ℕ) < a → p ∣ a ^ p - a) :=
  by (
  constructor <;> intro h <;> intros <;>
    first | with_reducible exact h | (with_reducible apply h <;> with_reducible assumption))
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in ∀ (p a : ℕ) (h₀ : 0 < a) (h₁ : Nat.Prime p), p ∣ (a^p - a)) ↔ (open BigOperators Real Nat Topology Rat in ∀ (p a : ℕ) (h₁ : p.Prime) (h₀ : 0 < a), p ∣ a ^ p - a) :=
  pc_golden
