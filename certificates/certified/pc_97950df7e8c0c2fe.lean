import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 97950df7e8c0c2fe591f2392f92d36bc3f65782392b32f45824edc0a33b3669c
theorem pc_97950df7e8c0c2fe {α : Type} [Paracert.GroupWithZero α] : (∀ {a : α}, a ≠ 0 → Inv.inv a * a = 1) ↔ (∀ {ll : α}, ll ≠ 0 → Inv.inv ll * ll = 1) :=
  by paracert_iff_rfl
