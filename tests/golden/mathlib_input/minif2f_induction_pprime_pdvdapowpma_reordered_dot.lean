import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:induction_pprime_pdvdapowpma:reordered_dot
-- branch: paracert_structural
theorem pc_golden : (∀ (p a : ℕ), (0 : ℕ) < a → p.Prime → p ∣ a ^ p - a) ↔ (∀ (p a : ℕ), p.Prime → (0 : ℕ) < a → p ∣ a ^ p - a) :=
  by (
  constructor <;> intro h <;> intros <;>
    first | with_reducible exact h | (with_reducible apply h <;> with_reducible assumption))
