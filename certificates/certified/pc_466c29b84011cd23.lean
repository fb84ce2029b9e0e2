import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 466c29b84011cd23d8623ae94569b11fd2bec11559a929e1672c8383c1530df3
theorem pc_466c29b84011cd23 : (∀ (α : Type), List.length ([] : List α) = 0) ↔ (∀ (α : Type), List.length ([] : List α) = 0) :=
  by paracert_iff_rfl
