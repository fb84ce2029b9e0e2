import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2edac0d286a29c48fb5339f412b3a168a6f618c6cf0561205cce78b2cf803266
theorem pc_2edac0d286a29c48 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {zero : α}, zero ≠ 0 → zero / zero = 1) :=
  by paracert_iff_rfl
