import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 60e45fce2ee8d19fe2a51f9047bf6ecbd204e59d212450961ed2788b921a2c5f
theorem pc_60e45fce2ee8d19f {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (nivlsw4 vwjcbj4 : α), -nivlsw4 * vwjcbj4 = -(nivlsw4 * vwjcbj4)) :=
  by paracert_iff_rfl
