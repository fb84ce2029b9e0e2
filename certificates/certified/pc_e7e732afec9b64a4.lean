import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e7e732afec9b64a4195448a5e93e60fbf61d45efe2af3bd4ec22173eed73309e
theorem pc_e7e732afec9b64a4 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {zero one : α}, -zero ≤ one ↔ 0 ≤ zero + one) :=
  by paracert_iff_rfl
