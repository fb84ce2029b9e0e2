import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 04f3e0719751bac79bec5861398b7ddf5843aee2b799cc68160b296af2db35a4
theorem pc_04f3e0719751bac7 : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
