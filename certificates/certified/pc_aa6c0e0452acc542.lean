import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: aa6c0e0452acc5424c0000b4d682ea550f32c45f5e370362ed2eeb5aba04ccfb
theorem pc_aa6c0e0452acc542 : (∀ n : Nat, 0 ≤ n) ↔ (∀ (count : Nat), 0 ≤ count) :=
  by paracert_iff_rfl
