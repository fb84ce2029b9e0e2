import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: f0859e64a4b5f57e681ac555b1ce788f29e96a39c0300c9af2523fdfd7755d4d
theorem pc_f0859e64a4b5f57e {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {a : α}, ¬ (a = 0) → Inv.inv a * a = 1) :=
  by paracert_iff_rfl
