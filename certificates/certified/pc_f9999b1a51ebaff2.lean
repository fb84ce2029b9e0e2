import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: f9999b1a51ebaff208b3356a00b114ff5b9d10f57904f58cf5ff1434bb7c9104
theorem pc_f9999b1a51ebaff2 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
