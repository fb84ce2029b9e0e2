import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: ed3bbcca5a74081ccb53663b437027d5d026572b680dbfce46a4a072e2d34295
theorem pc_ed3bbcca5a74081c : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
