import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 11e92dbad19106c27113af8b9cecc4a1e0e69a3dd15731bd49713c4e01f261d5
theorem pc_11e92dbad19106c2 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
