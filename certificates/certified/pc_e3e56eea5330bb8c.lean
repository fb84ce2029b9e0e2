import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: e3e56eea5330bb8cfa103ec0cd10f3d23e49a3ab58fb687e7a7904187820e34e
theorem pc_e3e56eea5330bb8c : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
