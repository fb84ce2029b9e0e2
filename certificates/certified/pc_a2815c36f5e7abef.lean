import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: a2815c36f5e7abef355d1a3cacd1ad1e4f44367d7f1ed71c11f54a5abac8e7d0
theorem pc_a2815c36f5e7abef : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
