import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: d0ded7cbc82f0e34554f73e94f8007b90d0f721c8f4df3bf83f9e7444319f175
theorem pc_d0ded7cbc82f0e34 : (∀ n : Nat, 0 < n + 1) ↔ (∀ (n : Nat), n + 1 > 0) :=
  by paracert_iff_rfl
