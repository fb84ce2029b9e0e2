import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: baf9302514a6b7622a3e10a3a8e3e4b1595e24a5994cab05f0df98c09442ed8a
theorem pc_baf9302514a6b762 {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {integer_value : α}, integer_value ≠ 0 → Inv.inv integer_value * integer_value = 1) :=
  by paracert_iff_rfl
