import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 5c7c7e452fb51fbd8ba906196091b550feaa618cb17d3d246805e4549946209a
theorem pc_5c7c7e452fb51fbd : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, b > a → b ≥ a) :=
  by paracert_iff_rfl
