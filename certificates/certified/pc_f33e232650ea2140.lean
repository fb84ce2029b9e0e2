import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: f33e232650ea21409306f26bf1daf23375492d3817cbd2b0382f3d8d29c69b03
theorem pc_f33e232650ea2140 : (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) ↔ (∀ (α : Type) (s : Set α), ∀ x : α, False → x ∈ s) :=
  by paracert_iff_rfl
